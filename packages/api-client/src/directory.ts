import { PersonList, PublicProfile } from '@egresa/api-contract/directory'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient, QueryValue } from './client'

// People (paths as in @egresa/api-contract/directory). What a caller sees depends on who they are, so the
// keys sit under the session key and the language (category and country names are localized).

/** The filters of `GET /api/users` as they go in the query string. */
export type DirectoryFilters = {
  page?: number
  size?: number
  category?: string
  country_code?: string
  graduation_year?: number
  location?: string
  /** Hashes of USER tags, comma-separated. */
  tags?: string
  text?: string
}

/** `GET /api/users`: the alumni directory. */
export function getDirectory(client: ApiClient, filters: DirectoryFilters = {}, signal?: AbortSignal) {
  return client.request('GET', '/api/users', {
    schema: PersonList,
    query: filters as Record<string, QueryValue>,
    signal,
  })
}

/** `GET /api/users/{hash}`: a person's public profile (404 for someone the caller may not see). */
export function getPerson(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.request('GET', `/api/users/${encodeURIComponent(hash)}`, { schema: PublicProfile, signal })
}

export function directoryQueryOptions(client: ApiClient, filters: DirectoryFilters = {}) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'people', client.locale(), 'list', filters],
    queryFn: ({ signal }) => getDirectory(client, filters, signal),
  })
}

export function personQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'people', client.locale(), hash],
    queryFn: ({ signal }) => getPerson(client, hash, signal),
  })
}
