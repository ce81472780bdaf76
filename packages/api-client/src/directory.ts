import * as directory from '@egresa/api-contract/directory'
import type { EndpointQuery } from '@egresa/api-contract/endpoint'
import { queryOptions } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { sessionQueryKey } from './auth'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// People. What a caller sees depends on who they are, so the keys sit under the session key and the
// language (category and country names are localized).

/**
 * The filters of `GET /api/users`: the input of the contract's `DirectoryQuery`, which a directory page
 * also uses as its `validateSearch`, so the page's search goes to this call as it is.
 */
export type DirectoryFilters = EndpointQuery<typeof directory.directory>

/** `GET /api/users`: the alumni directory. */
export function getDirectory(client: ApiClient, filters: DirectoryFilters = {}, signal?: AbortSignal) {
  return client.call(directory.directory, { query: filters, signal })
}

/** `GET /api/users/{id}`: a person's public profile (404 for someone the caller may not see). */
export function getPerson(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(directory.person, { params: { id: hash }, signal })
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

/** `GET /usr/company/directory`: the companies' directory (people who let companies see them), with details. */
export function getCompanyDirectory(client: ApiClient, filters: DirectoryFilters = {}, signal?: AbortSignal) {
  return client.call(directory.companyDirectory, { query: filters, signal })
}

/** `GET /usr/company/directory/{id}`: a person's public profile as a company sees it. */
export function getCompanyPerson(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(directory.companyPerson, { params: { id: hash }, signal })
}

export function companyDirectoryQueryOptions(client: ApiClient, filters: DirectoryFilters = {}) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'people', client.locale(), 'company-list', filters],
    queryFn: ({ signal }) => getCompanyDirectory(client, filters, signal),
  })
}

export function companyPersonQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'people', client.locale(), 'company', hash],
    queryFn: ({ signal }) => getCompanyPerson(client, hash, signal),
  })
}

/**
 * `GET /usr/company/directory/{id}/cv`: the CV of a person who applied to one of the company's offers, as a
 * PDF blob (the profile's `has_cv` says whether there is one). A failure rejects with the server's message.
 */
export async function downloadCompanyPersonCv(
  client: ApiClient,
  hash: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const { method, path } = directory.companyPersonCv
  try {
    return await client
      .http(`${client.baseUrl}${endpointPath({ path }, { id: hash })}`, { method, signal })
      .blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}
