import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import * as newsletters from '@egresa/api-contract/newsletters'
import { queryOptions } from '@tanstack/react-query'
import { adminQueryKey } from './admin'
import type { ApiClient } from './client'

// The office's newsletters under /usr/admin/newsletters, and the unsubscribe call of the alumni app's page.

/** Query key of the office's newsletters; a write invalidates it. */
export const adminNewslettersQueryKey = [...adminQueryKey, 'newsletters'] as const

export type NewslettersListQuery = EndpointQuery<typeof newsletters.adminNewsletters>
export type NewsletterBody = EndpointBody<typeof newsletters.createNewsletter>
export type NewsletterAudienceBody = EndpointBody<typeof newsletters.newsletterAudienceCount>
export type SendNewsletterBody = EndpointBody<typeof newsletters.sendNewsletter>

/** `GET /usr/admin/newsletters`: newest first, by status and part of the subject. */
export function getNewsletters(client: ApiClient, query: NewslettersListQuery = {}, signal?: AbortSignal) {
  return client.call(newsletters.adminNewsletters, { query, signal })
}

/** `POST /usr/admin/newsletters`: a new draft. */
export function createNewsletter(client: ApiClient, body: NewsletterBody) {
  return client.call(newsletters.createNewsletter, { body })
}

/** `POST /usr/admin/newsletters/audience`: how many people an audience reaches now. */
export function countNewsletterAudience(
  client: ApiClient,
  body: NewsletterAudienceBody,
  signal?: AbortSignal,
) {
  return client.call(newsletters.newsletterAudienceCount, { body, signal })
}

/** `GET /usr/admin/newsletters/{hash}`. */
export function getNewsletter(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(newsletters.adminNewsletter, { params: { hash }, signal })
}

/** `PUT /usr/admin/newsletters/{hash}`: changes a draft. */
export function updateNewsletter(client: ApiClient, hash: string, body: NewsletterBody) {
  return client.call(newsletters.updateNewsletter, { params: { hash }, body })
}

/** `DELETE /usr/admin/newsletters/{hash}`: deletes a draft. */
export function deleteNewsletter(client: ApiClient, hash: string) {
  return client.call(newsletters.deleteNewsletter, { params: { hash } })
}

/** `POST /usr/admin/newsletters/{hash}/test`: the newsletter, marked as a test, to the signed-in account. */
export function testNewsletter(client: ApiClient, hash: string) {
  return client.call(newsletters.testNewsletter, { params: { hash } })
}

/** `POST /usr/admin/newsletters/{hash}/send`: now, or at `scheduled_at`. */
export function sendNewsletter(client: ApiClient, hash: string, body: SendNewsletterBody = {}) {
  return client.call(newsletters.sendNewsletter, { params: { hash }, body })
}

/** `POST /usr/admin/newsletters/{hash}/cancel`: a scheduled newsletter that has not started. */
export function cancelNewsletter(client: ApiClient, hash: string) {
  return client.call(newsletters.cancelNewsletter, { params: { hash } })
}

/** `POST /api/newsletters/unsubscribe`: turns the newsletter off with a mailed link's token (no session). */
export function unsubscribeNewsletter(client: ApiClient, token: string) {
  return client.call(newsletters.unsubscribeNewsletter, { body: { token } })
}

export function newslettersQueryOptions(client: ApiClient, query: NewslettersListQuery = {}) {
  return queryOptions({
    queryKey: [...adminNewslettersQueryKey, query],
    queryFn: ({ signal }) => getNewsletters(client, query, signal),
  })
}

export function newsletterQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...adminNewslettersQueryKey, 'one', hash],
    queryFn: ({ signal }) => getNewsletter(client, hash, signal),
  })
}
