import type { EndpointBody } from '@egresa/api-contract/endpoint'
import * as privacy from '@egresa/api-contract/privacy'
import { queryOptions } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { sessionQueryKey } from './auth'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// The signed-in account's own data (docs/privacy.md): "download my data".

export const dataExportQueryKey = [...sessionQueryKey, 'data-export'] as const

/** `POST /usr/users/exports`: starts building the ZIP (asked again while it is built: the same one). */
export function requestDataExport(client: ApiClient) {
  return client.call(privacy.requestDataExport)
}

/** `GET /usr/users/exports/latest`: the last export asked for, or null. */
export function getLatestDataExport(client: ApiClient, signal?: AbortSignal) {
  return client.call(privacy.latestDataExport, { signal })
}

export function latestDataExportQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: dataExportQueryKey,
    queryFn: ({ signal }) => getLatestDataExport(client, signal),
  })
}

/**
 * `GET /usr/users/exports/{id}`: the ZIP as a blob (it needs the session headers, so a plain link cannot
 * open it). A failure rejects with the server's message: 410 once expired, 409 while it is built.
 */
export async function downloadDataExport(client: ApiClient, id: string, signal?: AbortSignal): Promise<Blob> {
  const { method, path } = privacy.downloadDataExport
  try {
    return await client.http(`${client.baseUrl}${endpointPath({ path }, { id })}`, { method, signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}

export type EraseAccountBody = EndpointBody<typeof privacy.eraseAccount>

/**
 * `POST /usr/users/erasure`: asks to erase the signed-in account (the password confirms it); the server ends
 * every session, so this device forgets its own.
 */
export async function eraseAccount(client: ApiClient, body: EraseAccountBody) {
  const erasure = await client.call(privacy.eraseAccount, { body })
  client.session.clear()
  return erasure
}

export type ConsentBody = EndpointBody<typeof privacy.recordConsent>

/** `POST /usr/users/consents`: a policy accepted again after it changed, or the cookie banner's choice. */
export function recordConsent(client: ApiClient, body: ConsentBody) {
  return client.call(privacy.recordConsent, { body })
}
