import { Project, type ProjectInput, ProjectList, type ProjectPatch } from '@egresa/api-contract/portfolio'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

// My portfolio projects (paths as in @egresa/api-contract/portfolio). Keys sit under the session key, so
// signing in or out forgets them.

/** Query key of everything about my projects; a write invalidates it. */
export const projectsQueryKey = [...sessionQueryKey, 'projects'] as const

const path = (hash: string) => `/usr/projects/${encodeURIComponent(hash)}`

/** `GET /usr/projects`: published or not, newest first. */
export function getMyProjects(
  client: ApiClient,
  query: { page?: number; size?: number } = {},
  signal?: AbortSignal,
) {
  return client.request('GET', '/usr/projects', { schema: ProjectList, query, signal })
}

/** `GET /usr/projects/{hash}`. */
export function getMyProject(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.request('GET', path(hash), { schema: Project, signal })
}

/** `POST /usr/projects`. */
export function createProject(client: ApiClient, body: ProjectInput) {
  return client.request('POST', '/usr/projects', { schema: Project, json: body })
}

/** `PATCH /usr/projects/{hash}`: the fields to change, or `{ is_published: true }` to publish. */
export function updateProject(client: ApiClient, hash: string, body: ProjectPatch) {
  return client.request('PATCH', path(hash), { schema: Project, json: body })
}

/** `DELETE /usr/projects/{hash}`: the project and its images. */
export function deleteProject(client: ApiClient, hash: string) {
  return client.request('DELETE', path(hash))
}

/** `POST /usr/projects/{hash}/images` (field `image`): answers the project. */
export function addProjectImage(client: ApiClient, hash: string, image: Blob) {
  const form = new FormData()
  form.set('image', image, image instanceof File ? image.name : 'image')
  return client.request('POST', `${path(hash)}/images`, { schema: Project, body: form })
}

/** `DELETE /usr/projects/{hash}/images/{imageHash}`: answers the project. */
export function deleteProjectImage(client: ApiClient, hash: string, imageHash: string) {
  return client.request('DELETE', `${path(hash)}/images/${encodeURIComponent(imageHash)}`, {
    schema: Project,
  })
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
