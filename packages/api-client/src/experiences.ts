import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import * as experiences from '@egresa/api-contract/experiences'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

// Job experiences: mine under /usr, a person's under /api.

/** Query key of everything about my experiences; a write invalidates it. */
export const experiencesQueryKey = [...sessionQueryKey, 'experiences'] as const

/** `GET /usr/workExperiences`: current jobs first, then newest start; 24 a page. */
export function getMyExperiences(
  client: ApiClient,
  query: EndpointQuery<typeof experiences.myExperiences> = {},
  signal?: AbortSignal,
) {
  return client.call(experiences.myExperiences, { query, signal })
}

/** `GET /usr/workExperiences/{id}`. */
export function getMyExperience(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call(experiences.myExperience, { params: { id }, signal })
}

/** `POST /usr/workExperiences`. */
export function createExperience(client: ApiClient, body: EndpointBody<typeof experiences.createExperience>) {
  return client.call(experiences.createExperience, { body })
}

/** `PATCH /usr/workExperiences/{id}`. */
export function updateExperience(
  client: ApiClient,
  id: string,
  body: EndpointBody<typeof experiences.updateExperience>,
) {
  return client.call(experiences.updateExperience, { params: { id }, body })
}

/** `DELETE /usr/workExperiences/{id}`. */
export function deleteExperience(client: ApiClient, id: string) {
  return client.call(experiences.deleteExperience, { params: { id } })
}

/** `GET /api/workExperiences?user=`: the experiences of a person the caller may see in detail. */
export function getPersonExperiences(
  client: ApiClient,
  query: EndpointQuery<typeof experiences.personExperiences>,
  signal?: AbortSignal,
) {
  return client.call(experiences.personExperiences, { query, signal })
}

export function myExperiencesQueryOptions(client: ApiClient, page = 1) {
  return queryOptions({
    queryKey: [...experiencesQueryKey, 'list', page],
    queryFn: ({ signal }) => getMyExperiences(client, { page }, signal),
  })
}

export function myExperienceQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...experiencesQueryKey, 'one', id],
    queryFn: ({ signal }) => getMyExperience(client, id, signal),
  })
}

export function personExperiencesQueryOptions(client: ApiClient, user: string, page = 1) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'people', user, 'experiences', page],
    queryFn: ({ signal }) => getPersonExperiences(client, { user, page }, signal),
  })
}
