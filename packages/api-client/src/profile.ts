import { CurrentUser } from '@egresa/api-contract/auth'
import { AvatarResponse, CvResponse, type UpdateProfileInput } from '@egresa/api-contract/users'
import { HTTPError } from 'ky'
import type * as v from 'valibot'
import type { ApiClient } from './client'
import { readApiError } from './errors'

// The signed-in person's profile and its files (paths as in @egresa/api-contract/users).

export type UpdateProfileBody = v.InferInput<typeof UpdateProfileInput> | UpdateProfileInput

/** `PATCH /usr/users`: changes the given fields (null or '' clears one); answers the whole account. */
export function updateProfile(client: ApiClient, body: UpdateProfileBody) {
  return client.request('PATCH', '/usr/users', { schema: CurrentUser, json: body })
}

function upload(field: string, file: Blob, name?: string): FormData {
  const form = new FormData()
  form.set(field, file, name ?? (file instanceof File ? file.name : field))
  return form
}

/** `POST /usr/users/avatar` (field `image`): the server checks the bytes and re-encodes it. */
export function uploadAvatar(client: ApiClient, image: Blob) {
  return client.request('POST', '/usr/users/avatar', { schema: AvatarResponse, body: upload('image', image) })
}

/** `DELETE /usr/users/avatar`. */
export function deleteAvatar(client: ApiClient) {
  return client.request('DELETE', '/usr/users/avatar')
}

/** `POST /usr/users/cv` (field `file`): a PDF, checked by its bytes. */
export function uploadCv(client: ApiClient, file: Blob) {
  return client.request('POST', '/usr/users/cv', { schema: CvResponse, body: upload('file', file) })
}

/** `DELETE /usr/users/cv`. */
export function deleteCv(client: ApiClient) {
  return client.request('DELETE', '/usr/users/cv')
}

/**
 * `GET /usr/users/cv`: my CV as a PDF blob. It needs the session headers, so a plain link cannot open it.
 * A failure rejects with the server's message (404 when there is no CV).
 */
export async function downloadCv(client: ApiClient, signal?: AbortSignal): Promise<Blob> {
  try {
    return await client.http.get(`${client.baseUrl}/usr/users/cv`, { signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}
