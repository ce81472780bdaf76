import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import * as jobs from '@egresa/api-contract/jobs'
import { queryOptions } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { sessionQueryKey } from './auth'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// The job bank: the public landing's teaser and an offer's page, the Premium job bank and applications,
// and a company's offers and candidates.

/** Query key of everything about the job bank; a write invalidates it. */
export const jobsQueryKey = [...sessionQueryKey, 'jobs'] as const

// What alumni read comes in the request's language (offers, category and country names), so the locale is
// part of those keys: the language switcher keeps the cache, and must not show the other language's text.

/** `GET /api/jobs/latest`: the newest published offers, for everyone. */
export function getLatestJobs(client: ApiClient, signal?: AbortSignal) {
  return client.call(jobs.latestJobs, { signal })
}

/** `GET /api/jobs`: the job bank (jobs.read), 9 a page. */
export function getJobBank(
  client: ApiClient,
  query: EndpointQuery<typeof jobs.jobBank> = {},
  signal?: AbortSignal,
) {
  return client.call(jobs.jobBank, { query, signal })
}

/** `GET /api/jobs/{id}`: a published or closed offer, in the request's language. */
export function getJobOffer(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call(jobs.jobOffer, { params: { id }, signal })
}

/**
 * `POST /usr/jobs/{id}/application`: applies with the profile's CV; `keep_for_company` lets the company keep
 * the application for its other offers once this one has closed.
 */
export function applyToJob(client: ApiClient, id: string, body: { keep_for_company?: boolean } = {}) {
  return client.call(jobs.applyToJob, { params: { id }, body })
}

/** `DELETE /usr/jobs/{id}/application`: withdraws a PENDING application. */
export function withdrawApplication(client: ApiClient, id: string) {
  return client.call(jobs.withdrawApplication, { params: { id } })
}

/** `GET /usr/applications`: my applications (subscribed offers). */
export function getMyApplications(
  client: ApiClient,
  query: EndpointQuery<typeof jobs.myApplications> = {},
  signal?: AbortSignal,
) {
  return client.call(jobs.myApplications, { query, signal })
}

/** `POST /api/jobs/alerts/unsubscribe`: turns job alerts off with a mailed link's token. */
export function unsubscribeJobAlerts(client: ApiClient, token: string) {
  return client.call(jobs.unsubscribeJobAlerts, { body: { token } })
}

/** `GET /usr/company/offers`. */
export function getCompanyOffers(
  client: ApiClient,
  query: EndpointQuery<typeof jobs.companyOffers> = {},
  signal?: AbortSignal,
) {
  return client.call(jobs.companyOffers, { query, signal })
}

/** `GET /usr/company/offers/{id}`. */
export function getCompanyOffer(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call(jobs.companyOffer, { params: { id }, signal })
}

/** `POST /usr/company/offers`: a draft. */
export function createOffer(client: ApiClient, body: EndpointBody<typeof jobs.createOffer>) {
  return client.call(jobs.createOffer, { body })
}

/** `PATCH /usr/company/offers/{id}`. */
export function updateOffer(client: ApiClient, id: string, body: EndpointBody<typeof jobs.updateOffer>) {
  return client.call(jobs.updateOffer, { params: { id }, body })
}

/** `DELETE /usr/company/offers/{id}`. */
export function deleteOffer(client: ApiClient, id: string) {
  return client.call(jobs.deleteOffer, { params: { id } })
}

/** `POST /usr/company/offers/{id}/publish`: sends a draft to review. */
export function publishOffer(client: ApiClient, id: string) {
  return client.call(jobs.publishOffer, { params: { id } })
}

/** `POST /usr/company/offers/{id}/close`, with the closing feedback. */
export function closeOffer(client: ApiClient, id: string, body: EndpointBody<typeof jobs.closeOffer>) {
  return client.call(jobs.closeOffer, { params: { id }, body })
}

/** `POST /usr/company/offers/{id}/reopen`. */
export function reopenOffer(client: ApiClient, id: string) {
  return client.call(jobs.reopenOffer, { params: { id } })
}

/** `GET /usr/company/offers/{id}/candidates`. */
export function getOfferCandidates(
  client: ApiClient,
  id: string,
  query: EndpointQuery<typeof jobs.offerCandidates> = {},
  signal?: AbortSignal,
) {
  return client.call(jobs.offerCandidates, { params: { id }, query, signal })
}

/** `PATCH /usr/company/offers/{id}/candidates/{hash}`: in process or discarded. */
export function setCandidateStatus(
  client: ApiClient,
  id: string,
  hash: string,
  body: EndpointBody<typeof jobs.setCandidateStatus>,
) {
  return client.call(jobs.setCandidateStatus, { params: { id, hash }, body })
}

// Files answered as they are need the session headers, so a plain link cannot open them: they come as a
// blob. A failure rejects with the server's message, without the status policy, for the page to show it.
async function downloadFile(client: ApiClient, path: string, signal?: AbortSignal): Promise<Blob> {
  try {
    return await client.http(`${client.baseUrl}${path}`, { method: 'GET', signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}

/** `GET /usr/company/offers/{id}/candidates.csv`: the candidates as a CSV blob. */
export function downloadCandidatesCsv(client: ApiClient, id: string, signal?: AbortSignal): Promise<Blob> {
  return downloadFile(client, endpointPath(jobs.offerCandidatesCsv, { id }), signal)
}

/** `GET /usr/company/offers/{id}/candidates/{hash}/cv`: a candidate's CV as a PDF blob. */
export function downloadCandidateCv(client: ApiClient, id: string, hash: string, signal?: AbortSignal) {
  return downloadFile(client, endpointPath(jobs.candidateCv, { id, hash }), signal)
}

export function latestJobsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'latest', client.locale()],
    queryFn: ({ signal }) => getLatestJobs(client, signal),
  })
}

export function jobBankQueryOptions(client: ApiClient, query: EndpointQuery<typeof jobs.jobBank>) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'bank', client.locale(), query],
    queryFn: ({ signal }) => getJobBank(client, query, signal),
  })
}

export function jobOfferQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'offer', client.locale(), id],
    queryFn: ({ signal }) => getJobOffer(client, id, signal),
  })
}

export function myApplicationsQueryOptions(
  client: ApiClient,
  query: EndpointQuery<typeof jobs.myApplications>,
) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'applications', client.locale(), query],
    queryFn: ({ signal }) => getMyApplications(client, query, signal),
  })
}

export function companyOffersQueryOptions(
  client: ApiClient,
  query: EndpointQuery<typeof jobs.companyOffers>,
) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'company-offers', query],
    queryFn: ({ signal }) => getCompanyOffers(client, query, signal),
  })
}

export function companyOfferQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'company-offer', id],
    queryFn: ({ signal }) => getCompanyOffer(client, id, signal),
  })
}

export function offerCandidatesQueryOptions(
  client: ApiClient,
  id: string,
  query: EndpointQuery<typeof jobs.offerCandidates>,
) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'candidates', id, query],
    queryFn: ({ signal }) => getOfferCandidates(client, id, query, signal),
  })
}
