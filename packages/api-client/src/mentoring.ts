import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import * as mentoring from '@egresa/api-contract/mentoring'
import { queryOptions } from '@tanstack/react-query'
import { adminQueryKey } from './admin'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

// Mentoring (docs/mentoring.md): the caller's offer, the search, an offer's company mentors, the requests and
// mentorships of the mentoring page, and the office's mentors. Everything a member does changes their page:
// a write invalidates `mentoringQueryKey` (the offer, the page and the search under it); the office's writes
// invalidate `mentoringAdminQueryKey`.

export const mentoringQueryKey = [...sessionQueryKey, 'mentoring'] as const
export const mentoringAdminQueryKey = [...adminQueryKey, 'mentoring'] as const

/** `GET /usr/mentoring/offer`: the caller's offer (`offer: null` when they offer nothing). */
export function getMyMentorOffer(client: ApiClient, signal?: AbortSignal) {
  return client.call(mentoring.myMentorOffer, { signal })
}

export function myMentorOfferQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...mentoringQueryKey, 'offer', client.locale()],
    queryFn: ({ signal }) => getMyMentorOffer(client, signal),
  })
}

/** `PUT /usr/mentoring/offer`: offers to mentor, or changes the offer. */
export function saveMentorOffer(client: ApiClient, body: EndpointBody<typeof mentoring.saveMentorOffer>) {
  return client.call(mentoring.saveMentorOffer, { body })
}

/** `POST /usr/mentoring/offer/pause`: nobody finds or asks the caller until they resume. */
export function pauseMentorOffer(client: ApiClient) {
  return client.call(mentoring.pauseMentorOffer)
}

/** `POST /usr/mentoring/offer/resume` (not a pause of the office's). */
export function resumeMentorOffer(client: ApiClient) {
  return client.call(mentoring.resumeMentorOffer)
}

/** `GET /usr/mentoring/mentors`: the mentoring search, by company, studies and area. */
export function getMentors(
  client: ApiClient,
  query: EndpointQuery<typeof mentoring.mentors> = {},
  signal?: AbortSignal,
) {
  return client.call(mentoring.mentors, { query, signal })
}

export function mentorsQueryOptions(client: ApiClient, query: EndpointQuery<typeof mentoring.mentors>) {
  return queryOptions({
    queryKey: [...mentoringQueryKey, 'mentors', client.locale(), query],
    queryFn: ({ signal }) => getMentors(client, query, signal),
  })
}

/** `GET /usr/jobs/{id}/mentors`: the alumni who work at an offer's company and mentor. */
export function getOfferMentors(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call(mentoring.offerMentors, { params: { id }, signal })
}

export function offerMentorsQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...mentoringQueryKey, 'offer-mentors', client.locale(), id],
    queryFn: ({ signal }) => getOfferMentors(client, id, signal),
  })
}

/** `POST /usr/mentoring/mentors/{id}/requests`: asks a mentor (their person hash) with a short message. */
export function askMentoring(
  client: ApiClient,
  mentor: string,
  body: EndpointBody<typeof mentoring.askMentoring>,
) {
  return client.call(mentoring.askMentoring, { params: { id: mentor }, body })
}

/** `GET /usr/mentoring`: the caller's mentoring page, as mentee and as mentor. */
export function getMyMentoring(client: ApiClient, signal?: AbortSignal) {
  return client.call(mentoring.myMentoring, { signal })
}

export function myMentoringQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...mentoringQueryKey, 'page', client.locale()],
    queryFn: ({ signal }) => getMyMentoring(client, signal),
  })
}

/** `POST /usr/mentoring/requests/{id}/accept`: the request and the conversation it opened. */
export function acceptMentoring(client: ApiClient, id: string) {
  return client.call(mentoring.acceptMentoring, { params: { id } })
}

/** `POST /usr/mentoring/requests/{id}/decline`: with the mentor's words, or the kind default without them. */
export function declineMentoring(
  client: ApiClient,
  id: string,
  body: EndpointBody<typeof mentoring.declineMentoring> = {},
) {
  return client.call(mentoring.declineMentoring, { params: { id }, body })
}

/** `POST /usr/mentoring/requests/{id}/withdraw`: the mentee withdraws a pending request. */
export function withdrawMentoring(client: ApiClient, id: string) {
  return client.call(mentoring.withdrawMentoring, { params: { id } })
}

/** `POST /usr/mentoring/requests/{id}/end`: either person ends it, with optional feedback for the office. */
export function endMentoring(
  client: ApiClient,
  id: string,
  body: EndpointBody<typeof mentoring.endMentoring> = {},
) {
  return client.call(mentoring.endMentoring, { params: { id }, body })
}

// The office.

/** `GET /usr/admin/mentoring/mentors`: the mentors with their counts. */
export function getOfficeMentors(
  client: ApiClient,
  query: EndpointQuery<typeof mentoring.officeMentors> = {},
  signal?: AbortSignal,
) {
  return client.call(mentoring.officeMentors, { query, signal })
}

export function officeMentorsQueryOptions(
  client: ApiClient,
  query: EndpointQuery<typeof mentoring.officeMentors>,
) {
  return queryOptions({
    queryKey: [...mentoringAdminQueryKey, 'mentors', client.locale(), query],
    queryFn: ({ signal }) => getOfficeMentors(client, query, signal),
  })
}

/** `POST /usr/admin/mentoring/mentors/{id}/pause`, with a reason the mentor reads. */
export function pauseMentor(
  client: ApiClient,
  id: string,
  body: EndpointBody<typeof mentoring.officePauseMentor> = {},
) {
  return client.call(mentoring.officePauseMentor, { params: { id }, body })
}

/** `POST /usr/admin/mentoring/mentors/{id}/resume`. */
export function resumeMentor(client: ApiClient, id: string) {
  return client.call(mentoring.officeResumeMentor, { params: { id } })
}
