import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import * as portfolio from '@egresa/api-contract/portfolio'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

// My portfolio projects. Keys sit under the session key, so signing in or out forgets them.

/** Query key of everything about my projects; a write invalidates it. */
export const projectsQueryKey = [...sessionQueryKey, 'projects'] as const

/** `GET /usr/projects`: published or not, newest first. */
export function getMyProjects(
  client: ApiClient,
  query: EndpointQuery<typeof portfolio.myProjects> = {},
  signal?: AbortSignal,
) {
  return client.call(portfolio.myProjects, { query, signal })
}

/** `GET /usr/projects/{hash}`. */
export function getMyProject(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(portfolio.myProject, { params: { hash }, signal })
}

/** `POST /usr/projects`. */
export function createProject(client: ApiClient, body: EndpointBody<typeof portfolio.createProject>) {
  return client.call(portfolio.createProject, { body })
}

/** `PATCH /usr/projects/{hash}`: the fields to change, or `{ is_published: true }` to publish. */
export function updateProject(
  client: ApiClient,
  hash: string,
  body: EndpointBody<typeof portfolio.updateProject>,
) {
  return client.call(portfolio.updateProject, { params: { hash }, body })
}

/** `DELETE /usr/projects/{hash}`: the project and its images. */
export function deleteProject(client: ApiClient, hash: string) {
  return client.call(portfolio.deleteProject, { params: { hash } })
}

/** `POST /usr/projects/{hash}/images` (field `image`): answers the project. */
export function addProjectImage(client: ApiClient, hash: string, image: Blob) {
  return client.call(portfolio.addProjectImage, { params: { hash }, file: image })
}

/** `DELETE /usr/projects/{hash}/images/{imageHash}`: answers the project. */
export function deleteProjectImage(client: ApiClient, hash: string, imageHash: string) {
  return client.call(portfolio.deleteProjectImage, { params: { hash, imageHash } })
}

export function myProjectsQueryOptions(client: ApiClient, page = 1) {
  return queryOptions({
    queryKey: [...projectsQueryKey, 'list', page],
    queryFn: ({ signal }) => getMyProjects(client, { page }, signal),
  })
}

export function myProjectQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...projectsQueryKey, 'one', hash],
    queryFn: ({ signal }) => getMyProject(client, hash, signal),
  })
}
