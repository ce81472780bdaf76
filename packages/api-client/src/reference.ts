import type { EndpointQuery } from '@egresa/api-contract/endpoint'
import * as reference from '@egresa/api-contract/reference'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from './client'

type TagQuery = EndpointQuery<typeof reference.tags>

/** `GET /api/categories/tree`: the studies tree in the client's language. */
export function getCategoryTree(client: ApiClient, signal?: AbortSignal) {
  return client.call(reference.categoryTree, { signal })
}

/** `GET /api/countries`: every country with its number of alumni. */
export function getCountries(client: ApiClient, signal?: AbortSignal) {
  return client.call(reference.countries, { signal })
}

/** `GET /api/tags`: article and user tags, optionally of one type or group. */
export function getTags(client: ApiClient, query: TagQuery = {}, signal?: AbortSignal) {
  return client.call(reference.tags, { query, signal })
}

// Reference lists change rarely and their titles depend on the language, so the locale is part of each key.

export function categoryTreeQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['reference', 'categories', client.locale()],
    queryFn: ({ signal }) => getCategoryTree(client, signal),
    staleTime: 30 * 60_000,
  })
}

export function countriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['reference', 'countries', client.locale()],
    queryFn: ({ signal }) => getCountries(client, signal),
    staleTime: 10 * 60_000,
  })
}

export function tagsQueryOptions(client: ApiClient, query: TagQuery = {}) {
  return queryOptions({
    queryKey: ['reference', 'tags', client.locale(), query.type ?? null, query.group ?? null],
    queryFn: ({ signal }) => getTags(client, query, signal),
    staleTime: 30 * 60_000,
  })
}
