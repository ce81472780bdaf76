import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import * as users from '@egresa/api-contract/users'
import { HTTPError } from 'ky'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// The signed-in person's profile and its files.

export type UpdateProfileBody = EndpointBody<typeof users.updateProfile>

/** `PATCH /usr/users`: changes the given fields (null or '' clears one); answers the whole account. */
export function updateProfile(client: ApiClient, body: UpdateProfileBody) {
  return client.call(users.updateProfile, { body })
}

/** `POST /usr/users/avatar` (field `image`): the server checks the bytes and re-encodes it. */
export function uploadAvatar(client: ApiClient, image: Blob) {
  return client.call(users.uploadAvatar, { file: image })
}

/** `DELETE /usr/users/avatar`. */
export function deleteAvatar(client: ApiClient) {
  return client.call(users.deleteAvatar)
}

/** `POST /usr/users/cv` (field `file`): a PDF, checked by its bytes. */
export function uploadCv(client: ApiClient, file: Blob) {
  return client.call(users.uploadCv, { file })
}

/** `DELETE /usr/users/cv`. */
export function deleteCv(client: ApiClient) {
  return client.call(users.deleteCv)
}

/**
 * `GET /usr/users/cv`: my CV as a PDF blob. It needs the session headers, so a plain link cannot open it.
 * A failure rejects with the server's message (404 when there is no CV), without the status policy: the
 * CV panel shows the message where the person clicked.
 */
export async function downloadCv(client: ApiClient, signal?: AbortSignal): Promise<Blob> {
  const { method, path } = users.downloadCv
  try {
    return await client.http(`${client.baseUrl}${endpointPath({ path })}`, { method, signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}

/** `GET /usr/users/cv/views`: each time a company opened my CV, newest first. */
export type CvViewsQuery = EndpointQuery<typeof users.cvViews>

export function getCvViews(client: ApiClient, query: CvViewsQuery = {}, signal?: AbortSignal) {
  return client.call(users.cvViews, { query, signal })
}
