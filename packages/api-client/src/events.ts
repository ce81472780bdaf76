import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import * as events from '@egresa/api-contract/events'
import { queryOptions } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { adminQueryKey } from './admin'
import { articlesQueryKey } from './articles'
import { sessionQueryKey } from './auth'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// Events people sign up for in the portal (docs/events.md): a member's sign-up, cancellation, ticket and
// "my events"; the office's list, CSV, counts, close and reopen, message and check-in. A sign-up's state is
// also on the article (`signup` of `getArticle`), so a sign-up or a cancellation invalidates
// `articlesQueryKey` and `myEventsQueryKey`; the office's actions invalidate `eventAdminQueryKey`.

export const myEventsQueryKey = [...sessionQueryKey, 'events'] as const
export const eventAdminQueryKey = [...adminQueryKey, 'events'] as const

/** `POST /usr/events/{id}/registration`: a place, or the waiting list; the answers by question id. */
export function signUpToEvent(client: ApiClient, id: string, body: EndpointBody<typeof events.signUp> = {}) {
  return client.call(events.signUp, { params: { id }, body })
}

/** `DELETE /usr/events/{id}/registration`: cancels the caller's place or waiting position. */
export function cancelEventSignUp(client: ApiClient, id: string) {
  return client.call(events.cancelSignUp, { params: { id } })
}

/** `GET /usr/events/{id}/ticket`: the caller's ticket (its token and QR code) to an event where they have a place. */
export function getEventTicket(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call(events.myTicket, { params: { id }, signal })
}

/** `GET /usr/events`: the events the caller signed up for, upcoming or past. */
export function getMyEvents(
  client: ApiClient,
  query: EndpointQuery<typeof events.myEvents> = {},
  signal?: AbortSignal,
) {
  return client.call(events.myEvents, { query, signal })
}

export function eventTicketQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...myEventsQueryKey, 'ticket', client.locale(), id],
    queryFn: ({ signal }) => getEventTicket(client, id, signal),
  })
}

export function myEventsQueryOptions(client: ApiClient, query: EndpointQuery<typeof events.myEvents>) {
  return queryOptions({
    queryKey: [...myEventsQueryKey, 'list', client.locale(), query],
    queryFn: ({ signal }) => getMyEvents(client, query, signal),
  })
}

// The office.

/** `GET /usr/admin/events/{hash}/registrations`: the people signed up and waiting, and the counts. */
export function getEventRegistrations(
  client: ApiClient,
  hash: string,
  query: EndpointQuery<typeof events.eventRegistrations> = {},
  signal?: AbortSignal,
) {
  return client.call(events.eventRegistrations, { params: { hash }, query, signal })
}

/** `GET /usr/admin/events/{hash}/counts`: places, confirmed, waiting, checked in. */
export function getEventCounts(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(events.eventCounts, { params: { hash }, signal })
}

/** `PUT /usr/admin/events/{hash}/signups`: closes (`true`) or reopens the sign-ups. */
export function closeEventSignups(client: ApiClient, hash: string, closed: boolean) {
  return client.call(events.closeSignups, { params: { hash }, body: { closed } })
}

/** `POST /usr/admin/events/{hash}/mail`: a message to everyone with a place. */
export function mailEventAttendees(
  client: ApiClient,
  hash: string,
  body: EndpointBody<typeof events.mailAttendees>,
) {
  return client.call(events.mailAttendees, { params: { hash }, body })
}

/** `POST /usr/admin/events/{hash}/check-in`: by the scanned ticket's `token` or a `registration` id. */
export function checkInToEvent(client: ApiClient, hash: string, body: EndpointBody<typeof events.checkIn>) {
  return client.call(events.checkIn, { params: { hash }, body })
}

/** `GET /usr/admin/events/{hash}/registrations.csv`: the list as a CSV blob (the call needs the session). */
export async function downloadEventRegistrationsCsv(client: ApiClient, hash: string, signal?: AbortSignal) {
  const path = endpointPath(events.eventRegistrationsCsv, { hash })
  try {
    return await client.http(`${client.baseUrl}${path}`, { method: 'GET', signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}

export function eventRegistrationsQueryOptions(
  client: ApiClient,
  hash: string,
  query: EndpointQuery<typeof events.eventRegistrations>,
) {
  return queryOptions({
    queryKey: [...eventAdminQueryKey, hash, 'registrations', query],
    queryFn: ({ signal }) => getEventRegistrations(client, hash, query, signal),
  })
}

export function eventCountsQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...eventAdminQueryKey, hash, 'counts'],
    queryFn: ({ signal }) => getEventCounts(client, hash, signal),
  })
}

/** Keys a sign-up or a cancellation changes: the articles (their `signup`) and "my events". */
export const signUpQueryKeys = [articlesQueryKey, myEventsQueryKey] as const
