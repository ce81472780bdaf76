import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import type * as Workgroups from '@egresa/api-contract/workgroups'
import { queryOptions } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { sessionQueryKey } from './auth'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// Workgroups: the list, a group, its comments and members for everyone (a private group's only to its
// members), following and joining (Premium), commenting and liking, and the private area where a group's
// administrators manage it. The office's review comes with the admin app.

/** The contract, imported when a call is made, so a page that only links to groups does not carry it. */
const contract = () => import('@egresa/api-contract/workgroups')

/**
 * Query key of everything about workgroups: a membership, a comment or a change of a group invalidates it
 * (the caller's marks, counts and permissions are in every answer).
 */
export const workgroupsQueryKey = [...sessionQueryKey, 'workgroups'] as const

export type WorkgroupsListQuery = EndpointQuery<typeof Workgroups.workgroupList>
export type MyWorkgroupsListQuery = EndpointQuery<typeof Workgroups.myWorkgroups>
export type CommentsListQuery = EndpointQuery<typeof Workgroups.workgroupComments>
export type MembersListQuery = EndpointQuery<typeof Workgroups.workgroupMembers>
export type ManagedMembersListQuery = EndpointQuery<typeof Workgroups.managedMembers>
export type FilesListQuery = EndpointQuery<typeof Workgroups.managedFiles>
export type WorkgroupBody = EndpointBody<typeof Workgroups.createWorkgroup>
export type WorkgroupPatchBody = EndpointBody<typeof Workgroups.updateWorkgroup>
export type MemberPatchBody = EndpointBody<typeof Workgroups.updateMember>
export type CommentBody = EndpointBody<typeof Workgroups.createWorkgroupComment>

// Everyone.

/** `GET /api/workgroups`: published groups, 6 a page; `text` and `type` filters. */
export async function getWorkgroups(
  client: ApiClient,
  query: WorkgroupsListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).workgroupList, { query, signal })
}

/** `GET /api/workgroups/{id}`: a group by slug or hash (a private one shows its name and description). */
export async function getWorkgroup(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call((await contract()).workgroup, { params: { id }, signal })
}

/** `PATCH /api/workgroups/{id}/subscribe`: follow or ask to join (true), or leave (false). Premium. */
export async function subscribeToWorkgroup(client: ApiClient, id: string, subscribed: boolean) {
  return client.call((await contract()).subscribeWorkgroup, { params: { id }, body: { subscribed } })
}

/** `GET /api/workgroups/{slug}/comments`: the wall, or the replies to `parent`; `only_files`. */
export async function getWorkgroupComments(
  client: ApiClient,
  slug: string,
  query: CommentsListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).workgroupComments, { params: { slug }, query, signal })
}

/** `POST /api/workgroups/{slug}/comments`: a comment or a reply (`parent`), with an optional file. */
export async function postWorkgroupComment(client: ApiClient, slug: string, body: CommentBody, file?: Blob) {
  return client.call((await contract()).createWorkgroupComment, {
    params: { slug },
    body,
    ...(file ? { file } : {}),
  })
}

/** `PATCH /api/workgroups/{slug}/comments/{hash}/like`: like (true) or stop liking (false). */
export async function likeWorkgroupComment(client: ApiClient, slug: string, hash: string, liked: boolean) {
  return client.call((await contract()).likeWorkgroupComment, { params: { slug, hash }, body: { liked } })
}

/** `DELETE /api/workgroups/{slug}/comments/{hash}`: my comment, or any in a group I administer. */
export async function deleteWorkgroupComment(client: ApiClient, slug: string, hash: string) {
  return client.call((await contract()).deleteWorkgroupComment, { params: { slug, hash } })
}

export type ReportBody = EndpointBody<typeof Workgroups.reportWorkgroupComment>

/** `POST /api/workgroups/{slug}/comments/{hash}/report`: a member reports a comment to the office (409 twice). */
export async function reportWorkgroupComment(
  client: ApiClient,
  slug: string,
  hash: string,
  body: ReportBody,
) {
  return client.call((await contract()).reportWorkgroupComment, { params: { slug, hash }, body })
}

/** `POST /api/workgroups/{slug}/files/{fileHash}/report`: a member reports a file to the office (409 twice). */
export async function reportWorkgroupFile(
  client: ApiClient,
  slug: string,
  fileHash: string,
  body: ReportBody,
) {
  return client.call((await contract()).reportWorkgroupFile, { params: { slug, fileHash }, body })
}

/**
 * `GET /api/workgroups/{slug}/files/{fileHash}`: a comment's file as a blob (a file's `url`). It needs the
 * session headers, so a plain link cannot open it; a failure rejects with the server's message.
 */
export async function downloadWorkgroupFile(
  client: ApiClient,
  slug: string,
  fileHash: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const { method, path } = (await contract()).workgroupFile
  try {
    const url = `${client.baseUrl}${endpointPath({ path }, { slug, fileHash })}`
    return await client.http(url, { method, signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}

/** `GET /api/workgroups/{slug}/users`: the accepted members, 12 a page. */
export async function getWorkgroupMembers(
  client: ApiClient,
  slug: string,
  query: MembersListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).workgroupMembers, { params: { slug }, query, signal })
}

// My groups.

/** `GET /usr/workgroups`: `filter=mine` (I administer) or `subscribed` (I follow or asked to join). */
export async function getMyWorkgroups(
  client: ApiClient,
  query: MyWorkgroupsListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).myWorkgroups, { query, signal })
}

/** `POST /usr/workgroups`: a new draft group. Premium. */
export async function createWorkgroup(client: ApiClient, body: WorkgroupBody) {
  return client.call((await contract()).createWorkgroup, { body })
}

/** `GET /usr/workgroups/{id}`: a group I administer, in any state. */
export async function getMyWorkgroup(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call((await contract()).myWorkgroup, { params: { id }, signal })
}

/** `PATCH /usr/workgroups/{id}`: edit; `status: 'PENDING'` submits it for review. */
export async function updateWorkgroup(client: ApiClient, id: string, body: WorkgroupPatchBody) {
  return client.call((await contract()).updateWorkgroup, { params: { id }, body })
}

/** `DELETE /usr/workgroups/{id}`. */
export async function deleteWorkgroup(client: ApiClient, id: string) {
  return client.call((await contract()).deleteWorkgroup, { params: { id } })
}

/** `POST /usr/workgroups/{id}/image` (field `image`): checked on its bytes and re-encoded. */
export async function uploadWorkgroupImage(client: ApiClient, id: string, image: Blob) {
  return client.call((await contract()).uploadWorkgroupImage, { params: { id }, file: image })
}

/** `GET /usr/workgroups/{hash}/comments`: every comment of a group I administer. */
export async function getManagedComments(
  client: ApiClient,
  hash: string,
  query: CommentsListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).managedComments, { params: { hash }, query, signal })
}

/** `DELETE /usr/workgroups/{hash}/comments/{commentHash}`. */
export async function deleteManagedComment(client: ApiClient, hash: string, commentHash: string) {
  return client.call((await contract()).deleteManagedComment, { params: { hash, commentHash } })
}

/** `GET /usr/workgroups/{hash}/files`: the files of a group I administer, 6 a page. */
export async function getManagedFiles(
  client: ApiClient,
  hash: string,
  query: FilesListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).managedFiles, { params: { hash }, query, signal })
}

/** `DELETE /usr/workgroups/{hash}/files/{fileHash}`: the file goes, its comment stays. */
export async function deleteManagedFile(client: ApiClient, hash: string, fileHash: string) {
  return client.call((await contract()).deleteManagedFile, { params: { hash, fileHash } })
}

/** `GET /usr/workgroups/{hash}/users`: every member in any state (requests first), 12 a page. */
export async function getManagedMembers(
  client: ApiClient,
  hash: string,
  query: ManagedMembersListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).managedMembers, { params: { hash }, query, signal })
}

/** `PATCH /usr/workgroups/{hash}/users/{userHash}`: accept or refuse a request, or change a role. */
export async function updateWorkgroupMember(
  client: ApiClient,
  hash: string,
  userHash: string,
  body: MemberPatchBody,
) {
  return client.call((await contract()).updateMember, { params: { hash, userHash }, body })
}

/** `DELETE /usr/workgroups/{hash}/users/{userHash}`: removes a member or a request. */
export async function removeWorkgroupMember(client: ApiClient, hash: string, userHash: string) {
  return client.call((await contract()).removeMember, { params: { hash, userHash } })
}

// Query options (groups are not translated: the keys carry no locale).

export function workgroupsQueryOptions(client: ApiClient, query: WorkgroupsListQuery) {
  return queryOptions({
    queryKey: [...workgroupsQueryKey, 'list', query],
    queryFn: ({ signal }) => getWorkgroups(client, query, signal),
  })
}

export function workgroupQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...workgroupsQueryKey, 'group', id],
    queryFn: ({ signal }) => getWorkgroup(client, id, signal),
  })
}

export function workgroupCommentsQueryOptions(client: ApiClient, slug: string, query: CommentsListQuery) {
  return queryOptions({
    queryKey: [...workgroupsQueryKey, 'comments', slug, query],
    queryFn: ({ signal }) => getWorkgroupComments(client, slug, query, signal),
  })
}

export function workgroupMembersQueryOptions(client: ApiClient, slug: string, query: MembersListQuery) {
  return queryOptions({
    queryKey: [...workgroupsQueryKey, 'members', slug, query],
    queryFn: ({ signal }) => getWorkgroupMembers(client, slug, query, signal),
  })
}

export function myWorkgroupsQueryOptions(client: ApiClient, query: MyWorkgroupsListQuery) {
  return queryOptions({
    queryKey: [...workgroupsQueryKey, 'mine', query],
    queryFn: ({ signal }) => getMyWorkgroups(client, query, signal),
  })
}

export function myWorkgroupQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...workgroupsQueryKey, 'managed', id],
    queryFn: ({ signal }) => getMyWorkgroup(client, id, signal),
  })
}

export function managedCommentsQueryOptions(client: ApiClient, hash: string, query: CommentsListQuery) {
  return queryOptions({
    queryKey: [...workgroupsQueryKey, 'managed', hash, 'comments', query],
    queryFn: ({ signal }) => getManagedComments(client, hash, query, signal),
  })
}

export function managedFilesQueryOptions(client: ApiClient, hash: string, query: FilesListQuery) {
  return queryOptions({
    queryKey: [...workgroupsQueryKey, 'managed', hash, 'files', query],
    queryFn: ({ signal }) => getManagedFiles(client, hash, query, signal),
  })
}

export function managedMembersQueryOptions(client: ApiClient, hash: string, query: ManagedMembersListQuery) {
  return queryOptions({
    queryKey: [...workgroupsQueryKey, 'managed', hash, 'members', query],
    queryFn: ({ signal }) => getManagedMembers(client, hash, query, signal),
  })
}
