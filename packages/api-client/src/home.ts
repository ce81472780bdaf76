import * as home from '@egresa/api-contract/home'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

/** `GET /usr/home`: the signed-in person's own home (latest applications, groups' activity, upcoming events). */
export function getMemberHome(client: ApiClient, signal?: AbortSignal) {
  return client.call(home.memberHome, { signal })
}

/** Under the session's key (signing out forgets it) and the language (titles come translated). */
export function memberHomeQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'home', client.locale()],
    queryFn: ({ signal }) => getMemberHome(client, signal),
  })
}
