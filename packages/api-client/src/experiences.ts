import {
  WorkExperience,
  type WorkExperienceInput,
  WorkExperienceList,
  type WorkExperiencePatch,
} from '@egresa/api-contract/experiences'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

// Job experiences (paths as in @egresa/api-contract/experiences): mine under /usr, a person's under /api.

/** Query key of everything about my experiences; a write invalidates it. */
export const experiencesQueryKey = [...sessionQueryKey, 'experiences'] as const

const path = (id: string) => `/usr/workExperiences/${encodeURIComponent(id)}`

/** `GET /usr/workExperiences`: current jobs first, then newest start; 24 a page. */
export function getMyExperiences(client: ApiClient, query: { page?: number } = {}, signal?: AbortSignal) {
  return client.request('GET', '/usr/workExperiences', { schema: WorkExperienceList, query, signal })
}

/** `GET /usr/workExperiences/{id}`. */
export function getMyExperience(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request('GET', path(id), { schema: WorkExperience, signal })
}

/** `POST /usr/workExperiences`. */
export function createExperience(client: ApiClient, body: WorkExperienceInput) {
  return client.request('POST', '/usr/workExperiences', { schema: WorkExperience, json: body })
}

/** `PATCH /usr/workExperiences/{id}`. */
export function updateExperience(client: ApiClient, id: string, body: WorkExperiencePatch) {
  return client.request('PATCH', path(id), { schema: WorkExperience, json: body })
}

/** `DELETE /usr/workExperiences/{id}`. */
export function deleteExperience(client: ApiClient, id: string) {
  return client.request('DELETE', path(id))
}

/** `GET /api/workExperiences?user=`: the experiences of a person the caller may see in detail. */
export function getPersonExperiences(
  client: ApiClient,
  query: { user: string; page?: number },
  signal?: AbortSignal,
) {
  return client.request('GET', '/api/workExperiences', { schema: WorkExperienceList, query, signal })
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
