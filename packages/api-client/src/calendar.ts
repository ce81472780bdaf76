import * as calendar from '@egresa/api-contract/calendar'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

// The signed-in person's calendar feed (docs/articles.md, "My calendar"): its state, a new address, revoking it.

export const calendarFeedQueryKey = [...sessionQueryKey, 'calendar-feed'] as const

/** `GET /usr/users/calendar`: whether there is a feed and since when (never its address). */
export function getCalendarFeed(client: ApiClient, signal?: AbortSignal) {
  return client.call(calendar.calendarFeed, { signal })
}

export function calendarFeedQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => getCalendarFeed(client, signal),
  })
}

/** `POST /usr/users/calendar`: a new address, answered this once; the old one stops working. */
export function createCalendarFeed(client: ApiClient) {
  return client.call(calendar.createCalendarFeed)
}

/** `DELETE /usr/users/calendar`: the address stops working. */
export function deleteCalendarFeed(client: ApiClient) {
  return client.call(calendar.deleteCalendarFeed)
}
