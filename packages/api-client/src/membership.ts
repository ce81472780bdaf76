import type { EndpointBody } from '@egresa/api-contract/endpoint'
import type * as Membership from '@egresa/api-contract/membership'
import { queryOptions } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { sessionQueryKey } from './auth'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// Premium membership: the caller's tier, mandate and payments, the upgrade by direct debit and a change of
// IBAN; the office's card payments, tier grants and the renewal run (docs/membership.md).

/** The contract, imported when a call is made, so a page that only links to the settings does not carry it. */
const contract = () => import('@egresa/api-contract/membership')

/**
 * Query key of the caller's membership. An upgrade or a change of IBAN also changes the role and the
 * current user (`urlPaymentFlywire`, `subscription`): invalidate `sessionQueryKey` after them.
 */
export const membershipQueryKey = [...sessionQueryKey, 'membership'] as const

export type MandateBody = EndpointBody<typeof Membership.upgradeMembership>
export type CardPaymentBody = EndpointBody<typeof Membership.recordCardPayment>
export type TierBody = EndpointBody<typeof Membership.setTier>

/** `GET /usr/membership`: tier, end date, the mandate (IBAN masked), payments, fee and creditor. */
export async function getMembership(client: ApiClient, signal?: AbortSignal) {
  return client.call((await contract()).membership, { signal })
}

/** `POST /usr/membership/upgrade`: Premium by SEPA direct debit (409 when already Premium). */
export async function upgradeMembership(client: ApiClient, body: MandateBody) {
  return client.call((await contract()).upgradeMembership, { body })
}

/** `PUT /usr/membership/mandate`: a new IBAN (a new mandate; the old one ends). */
export async function changeMandate(client: ApiClient, body: MandateBody) {
  return client.call((await contract()).changeMandate, { body })
}

// The alumni office.

/** `GET /usr/admin/membership/{hash}`: a person's membership, mandates and tier changes. */
export async function getAdminMembership(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call((await contract()).adminMembership, { params: { hash }, signal })
}

/** `POST /usr/admin/membership/{hash}/card-payment`: a confirmed card payment (Premium a year more). */
export async function recordCardPayment(client: ApiClient, hash: string, body: CardPaymentBody) {
  return client.call((await contract()).recordCardPayment, { params: { hash }, body })
}

/** `PUT /usr/admin/membership/{hash}/tier`: grants or removes a tier, with its reason. */
export async function setTier(client: ApiClient, hash: string, body: TierBody) {
  return client.call((await contract()).setTier, { params: { hash }, body })
}

/** `POST /usr/admin/membership/tick`: runs the renewal notices and lapses now. */
export async function runMembershipTick(client: ApiClient) {
  return client.call((await contract()).membershipTick)
}

// Query options (the membership is not translated: the key carries no locale).

export function membershipQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: membershipQueryKey,
    queryFn: ({ signal }) => getMembership(client, signal),
  })
}

export function adminMembershipQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'admin-membership', hash],
    queryFn: ({ signal }) => getAdminMembership(client, hash, signal),
  })
}

// The office's collection runs and returns (docs/membership.md, "Collection runs and returns").

export type CollectionRunBody = EndpointBody<typeof Membership.exportCollectionRun>
export type ReturnBody = EndpointBody<typeof Membership.recordReturn>

/** `POST /usr/admin/collection-runs`: every charge due into one pain.008 file; the run (409 when nothing is due). */
export async function exportCollectionRun(client: ApiClient, body: CollectionRunBody = {}) {
  return client.call((await contract()).exportCollectionRun, { body })
}

/** `GET /usr/admin/collection-runs`: the runs, newest first. */
export async function getCollectionRuns(
  client: ApiClient,
  query: { page?: number; size?: number } = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).collectionRuns, { query, signal })
}

/**
 * `GET /usr/admin/collection-runs/{messageId}/file`: a run's pain.008 file as a blob (it needs the session
 * headers, so a plain link cannot open it); a failure rejects with the server's message.
 */
export async function downloadCollectionRunFile(
  client: ApiClient,
  messageId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const { method, path } = (await contract()).collectionRunFile
  try {
    const url = `${client.baseUrl}${endpointPath({ path }, { messageId })}`
    return await client.http(url, { method, signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}

/** `POST /usr/admin/collection-returns`: a returned debit, by mandate reference or end-to-end id. */
export async function recordReturn(client: ApiClient, body: ReturnBody) {
  return client.call((await contract()).recordReturn, { body })
}

/** `POST /usr/admin/collection-returns/report`: every debit a bank's pain.002 report rejects. */
export async function recordReturnReport(client: ApiClient, report: Blob) {
  return client.call((await contract()).recordReturnReport, { file: report })
}

export function collectionRunsQueryOptions(client: ApiClient, query: { page?: number; size?: number } = {}) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'collection-runs', query],
    queryFn: ({ signal }) => getCollectionRuns(client, query, signal),
  })
}
