import * as v from 'valibot'
import { AdminWorkgroupsQuery } from './admin-search'
import { BulkDecisionInput, BulkDecisionResult, DecisionReason, ReasonInput } from './decisions'
import type { Endpoint } from './endpoint'
import { listQuery, PathHash, PathSlug, pageQuery, paginated, queryText } from './lists'
import { IMAGE_TYPES, RefHash } from './users'
import {
  COMMENTS_PAGE_SIZE,
  FILES_PAGE_SIZE,
  MEMBERS_PAGE_SIZE,
  WORKGROUPS_PAGE_SIZE,
  WorkgroupsQuery,
  workgroupStatuses,
  workgroupTypes,
} from './workgroups-search'

// Workgroups (spec sections 3, 4, 7 and 9: Group, members, comments, files): what everyone reads, what
// Premium members join and create, what a group's administrators manage, and the office's review.
// docs/workgroups.md explains the choices.

export { AdminWorkgroupsQuery } from './admin-search'
export {
  COMMENTS_PAGE_SIZE,
  FILES_PAGE_SIZE,
  MEMBERS_PAGE_SIZE,
  WORKGROUPS_PAGE_SIZE,
  type WorkgroupStatus,
  WorkgroupsQuery,
  type WorkgroupType,
  workgroupStatuses,
  workgroupTypes,
} from './workgroups-search'

export const RejectWorkgroupInput = v.strictObject({ reason: DecisionReason })
export type RejectWorkgroupInput = v.InferOutput<typeof RejectWorkgroupInput>

const IdParams = v.object({ id: PathSlug })
const SlugParams = v.object({ slug: PathSlug })
const HashParams = v.object({ hash: PathSlug })
const CommentParams = v.object({ slug: PathSlug, hash: PathHash })
const FileParams = v.object({ slug: PathSlug, fileHash: PathHash })

const notReadable =
  'a private group’s comments, files and members: 401 without a session, 403 `forbidden` to whoever is not an accepted member'

// Everyone.

export const workgroupList = {
  method: 'GET',
  path: '/api/workgroups',
  summary:
    'Published groups, 6 a page: by relevance with `text`, else newest first; `type` PUBLIC or PRIVATE',
  tag: 'workgroups',
  permission: 'groups.read',
  apiKey: true,
  request: { query: WorkgroupsQuery },
  response: { status: 200, body: WorkgroupList },
} as const satisfies Endpoint

export const workgroup = {
  method: 'GET',
  path: '/api/workgroups/{id}',
  summary:
    'A published group by its slug or hash (a private one too: its name and description); its administrators also see it unpublished',
  tag: 'workgroups',
  permission: 'groups.read',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 200, body: Workgroup },
} as const satisfies Endpoint

export const subscribeWorkgroup = {
  method: 'PATCH',
  path: '/api/workgroups/{id}/subscribe',
  summary:
    'Follows a public group (at once) or asks to join a private one (PENDING until an administrator accepts), or leaves it (`subscribed: false`); Premium only (403 `forbidden` otherwise: `membership.upgrade` tells the app to show the upgrade prompt); twice changes nothing. An empty body toggles (spec section 7)',
  tag: 'workgroups',
  permission: 'groups.subscribe',
  apiKey: true,
  request: { params: IdParams, body: SubscribeWorkgroupInput },
  emptyBody:
    'toggles: leaves the group when the caller follows it or asked to join, else follows it or asks to join',
  conflict: 'the caller is its last administrator (hand the role to someone first, or delete the group)',
  response: { status: 200, body: Workgroup },
} as const satisfies Endpoint

export const workgroupComments = {
  method: 'GET',
  path: '/api/workgroups/{slug}/comments',
  summary: `A group’s comments, 6 a page: the wall newest first, or the replies to \`parent\` oldest first; \`only_files\`. Not ${notReadable}`,
  tag: 'workgroups',
  permission: 'groups.read',
  apiKey: true,
  request: { params: SlugParams, query: CommentsQuery },
  response: { status: 200, body: WorkgroupCommentList },
} as const satisfies Endpoint

export const createWorkgroupComment = {
  method: 'POST',
  path: '/api/workgroups/{slug}/comments',
  summary:
    'Comments in a group, or replies (`parent`), with an optional file (checked on its bytes: PDF, images, office documents; 10 MB). The fields come as the JSON of the `data` part, or as plain form fields (`content`, `parent`: spec section 7). A public group takes anyone’s comments; a private one its accepted members’',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: {
    params: SlugParams,
    body: CommentInput,
    upload: {
      field: 'file',
      accept: WORKGROUP_FILE_TYPES,
      maxBytes: WORKGROUP_FILE_MAX_BYTES,
      optional: true,
      dataField: 'data',
      plainFields: true,
    },
  },
  response: { status: 201, body: WorkgroupComment },
} as const satisfies Endpoint

export const likeWorkgroupComment = {
  method: 'PATCH',
  path: '/api/workgroups/{slug}/comments/{hash}/like',
  summary:
    'Likes a comment (`liked: true`) or stops liking it; once per person, twice changes nothing. An empty body toggles (spec section 7)',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: CommentParams, body: LikeInput },
  emptyBody: 'toggles: likes the comment when the caller did not, else stops liking it',
  response: { status: 200, body: WorkgroupComment },
} as const satisfies Endpoint

export const deleteWorkgroupComment = {
  method: 'DELETE',
  path: '/api/workgroups/{slug}/comments/{hash}',
  summary:
    'Deletes a comment with its replies and files: its author or an administrator of the group (403 to anyone else)',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: CommentParams },
  response: { status: 204 },
} as const satisfies Endpoint

export const workgroupFile = {
  method: 'GET',
  path: '/api/workgroups/{slug}/files/{fileHash}',
  summary: `Downloads a file of a group’s comment (always as an attachment). Not ${notReadable}`,
  tag: 'workgroups',
  permission: 'groups.read',
  apiKey: true,
  request: { params: FileParams },
  response: { status: 200, contentType: 'application/octet-stream' },
} as const satisfies Endpoint

export const workgroupMembers = {
  method: 'GET',
  path: '/api/workgroups/{slug}/users',
  summary: `A group’s accepted members, 12 a page, administrators first. Not ${notReadable}`,
  tag: 'workgroups',
  permission: 'groups.read',
  apiKey: true,
  request: { params: SlugParams, query: MembersQuery },
  response: { status: 200, body: WorkgroupMemberList },
} as const satisfies Endpoint

// The private area: my groups and the groups I administer.

export const myWorkgroups = {
  method: 'GET',
  path: '/usr/workgroups',
  summary:
    '`filter=mine`: the groups I administer, in any state, last changed first; `filter=subscribed`: the published groups I follow or asked to join',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { query: MyWorkgroupsQuery },
  response: { status: 200, body: ManagedWorkgroupList },
} as const satisfies Endpoint

export const createWorkgroup = {
  method: 'POST',
  path: '/usr/workgroups',
  summary:
    'A new group (UNPUBLISHED) that I administer; Premium only (403 `forbidden` otherwise, with `membership.upgrade` for the prompt)',
  tag: 'workgroups',
  permission: 'groups.create',
  apiKey: true,
  request: { body: WorkgroupInput },
  response: { status: 201, body: ManagedWorkgroup },
} as const satisfies Endpoint

export const myWorkgroup = {
  method: 'GET',
  path: '/usr/workgroups/{id}',
  summary: 'A group I administer, by hash or slug, in any state (404 to anyone else)',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 200, body: ManagedWorkgroup },
} as const satisfies Endpoint

export const updateWorkgroup = {
  method: 'PATCH',
  path: '/usr/workgroups/{id}',
  summary:
    'Edits a group I administer; `status: PENDING` submits a draft for the office’s review, `UNPUBLISHED` takes it back',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: IdParams, body: WorkgroupPatch },
  conflict: 'submitting a group that is not a draft, or taking back one that is not pending',
  response: { status: 200, body: ManagedWorkgroup },
} as const satisfies Endpoint

export const deleteWorkgroup = {
  method: 'DELETE',
  path: '/usr/workgroups/{id}',
  summary: 'Deletes a group I administer, with its members, comments, files and image',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 204 },
} as const satisfies Endpoint

export const uploadWorkgroupImage = {
  method: 'POST',
  path: '/usr/workgroups/{id}/image',
  summary: 'Replaces the image of a group I administer (checked on its bytes and re-encoded to WebP)',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: {
    params: IdParams,
    upload: { field: 'image', accept: IMAGE_TYPES, maxBytes: WORKGROUP_IMAGE_MAX_BYTES },
  },
  response: { status: 200, body: WorkgroupImageResponse },
} as const satisfies Endpoint

export const managedComments = {
  method: 'GET',
  path: '/usr/workgroups/{hash}/comments',
  summary: 'Every comment of a group I administer (replies included), newest first, 6 a page',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: HashParams, query: CommentsQuery },
  response: { status: 200, body: WorkgroupCommentList },
} as const satisfies Endpoint

export const deleteManagedComment = {
  method: 'DELETE',
  path: '/usr/workgroups/{hash}/comments/{commentHash}',
  summary: 'Deletes a comment of a group I administer, with its replies and files',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: v.object({ hash: PathSlug, commentHash: PathHash }) },
  response: { status: 204 },
} as const satisfies Endpoint

export const managedFiles = {
  method: 'GET',
  path: '/usr/workgroups/{hash}/files',
  summary: 'The files of a group I administer, newest first, 6 a page',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: HashParams, query: FilesQuery },
  response: { status: 200, body: WorkgroupFileList },
} as const satisfies Endpoint

export const deleteManagedFile = {
  method: 'DELETE',
  path: '/usr/workgroups/{hash}/files/{fileHash}',
  summary: 'Removes a file from a group I administer (its comment stays)',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: v.object({ hash: PathSlug, fileHash: PathHash }) },
  response: { status: 204 },
} as const satisfies Endpoint

export const managedMembers = {
  method: 'GET',
  path: '/usr/workgroups/{hash}/users',
  summary: 'The members of a group I administer, in any state (requests to join first), 12 a page',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: HashParams, query: ManagedMembersQuery },
  response: { status: 200, body: WorkgroupMemberList },
} as const satisfies Endpoint

const MemberParams = v.object({ hash: PathSlug, userHash: PathHash })

export const updateMember = {
  method: 'PATCH',
  path: '/usr/workgroups/{hash}/users/{userHash}',
  summary:
    'Accepts (the person is mailed) or refuses a request to join, or makes a member an ADMINISTRATOR or a FOLLOWER, in a group I administer',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: MemberParams, body: MemberPatch },
  conflict: 'the group would be left without an administrator',
  response: { status: 200, body: WorkgroupMember },
} as const satisfies Endpoint

export const removeMember = {
  method: 'DELETE',
  path: '/usr/workgroups/{hash}/users/{userHash}',
  summary: 'Removes a member (or a request) from a group I administer',
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: MemberParams },
  conflict: 'the group would be left without an administrator',
  response: { status: 204 },
} as const satisfies Endpoint

// The alumni office.

export const adminWorkgroups = {
  method: 'GET',
  path: '/usr/admin/workgroups',
  summary: 'Groups by state (PENDING by default: those waiting for review), oldest change first',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { query: AdminWorkgroupsQuery },
  response: { status: 200, body: ManagedWorkgroupList },
} as const satisfies Endpoint

export const approveWorkgroup = {
  method: 'POST',
  path: '/usr/admin/workgroups/{hash}/approve',
  summary: 'Publishes a pending group; its creator administers it and is mailed',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: HashParams },
  conflict: 'the group is not pending review',
  response: { status: 200, body: ManagedWorkgroup },
} as const satisfies Endpoint

export const rejectWorkgroup = {
  method: 'POST',
  path: '/usr/admin/workgroups/{hash}/reject',
  summary: 'Sends a pending group back to draft with the reason its creator reads (and is mailed)',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: HashParams, body: RejectWorkgroupInput },
  conflict: 'the group is not pending review',
  response: { status: 200, body: ManagedWorkgroup },
} as const satisfies Endpoint

const AdminCommentParams = v.object({ hash: PathSlug, id: PathHash })

export const adminWorkgroup = {
  method: 'GET',
  path: '/usr/admin/workgroups/{hash}',
  summary:
    'A group in any state as its public page will show it, with the office’s note (`ManagedWorkgroup`)',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: ManagedWorkgroup },
} as const satisfies Endpoint

export const disableWorkgroup = {
  method: 'POST',
  path: '/usr/admin/workgroups/{hash}/disable',
  summary:
    'Takes a published group down (PUBLISHED → DISABLED) with a reason its creator is mailed; nobody but the office and its administrators sees it',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: HashParams, body: ReasonInput },
  conflict: 'the group is not PUBLISHED (the message says what happened, by whom and when)',
  response: { status: 200, body: ManagedWorkgroup },
} as const satisfies Endpoint

export const enableWorkgroup = {
  method: 'POST',
  path: '/usr/admin/workgroups/{hash}/enable',
  summary: 'Publishes a disabled group again (DISABLED → PUBLISHED)',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: HashParams },
  conflict: 'the group is not DISABLED',
  response: { status: 200, body: ManagedWorkgroup },
} as const satisfies Endpoint

// A POST, not a DELETE: the reason travels in the body, and the table gives a body only to writes that take one.
export const removeWorkgroupComment = {
  method: 'POST',
  path: '/usr/admin/workgroups/{hash}/comments/{id}/remove',
  summary:
    'Moderation: removes a comment (by its hash) with its replies and files; its author is mailed the reason',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: AdminCommentParams, body: ReasonInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const removeWorkgroupFile = {
  method: 'POST',
  path: '/usr/admin/workgroups/{hash}/files/{id}/remove',
  summary: 'Moderation: removes a file (by its hash; its comment stays); its uploader is mailed the reason',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: AdminCommentParams, body: ReasonInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const bulkWorkgroups = {
  method: 'POST',
  path: '/usr/admin/workgroups/bulk',
  summary:
    'Approves or rejects (with a reason) up to 1000 pending groups at once; those no longer pending are skipped and listed',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { body: BulkDecisionInput },
  response: { status: 200, body: BulkDecisionResult },
} as const satisfies Endpoint

export const workgroupEndpoints = {
  workgroupList,
  workgroup,
  subscribeWorkgroup,
  workgroupComments,
  createWorkgroupComment,
  likeWorkgroupComment,
  deleteWorkgroupComment,
  workgroupFile,
  workgroupMembers,
  myWorkgroups,
  createWorkgroup,
  myWorkgroup,
  updateWorkgroup,
  deleteWorkgroup,
  uploadWorkgroupImage,
  managedComments,
  deleteManagedComment,
  managedFiles,
  deleteManagedFile,
  managedMembers,
  updateMember,
  removeMember,
  adminWorkgroups,
  approveWorkgroup,
  rejectWorkgroup,
  adminWorkgroup,
  disableWorkgroup,
  enableWorkgroup,
  removeWorkgroupComment,
  removeWorkgroupFile,
  bulkWorkgroups,
} as const satisfies Record<string, Endpoint>
