import * as v from 'valibot'
import { AdminWorkgroupsQuery } from './admin-search'
import { BulkDecisionInput, BulkDecisionResult, Decision, DecisionReason, ReasonInput } from './decisions'
import type { Endpoint } from './endpoint'
import { listQuery, PathHash, PathSlug, pageQuery, paginated, queryText } from './lists'
import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_FILE_TYPES } from './uploads'
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

/** Spec section 4: a member's state. */
export const memberStatuses = ['PENDING', 'ACCEPTED', 'CANCELLED'] as const
export type MemberStatus = (typeof memberStatuses)[number]
/** Spec section 3: the roles of a member. */
export const memberRoles = ['ADMINISTRATOR', 'FOLLOWER'] as const
export type MemberRole = (typeof memberRoles)[number]

/** The languages a group is written in (its name and description); a group says which, Spanish by default. */
export const workgroupLanguages = ['es', 'en'] as const
export type WorkgroupLanguage = (typeof workgroupLanguages)[number]

/** The longest comment: a long message, far from a document. */
export const COMMENT_MAX_LENGTH = 5000
export const WORKGROUP_IMAGE_MAX_BYTES = 8 * 1024 * 1024
export const WORKGROUP_FILE_MAX_BYTES = DOCUMENT_FILE_MAX_BYTES
/** What a comment may attach (./uploads.ts). */
export const WORKGROUP_FILE_TYPES = DOCUMENT_FILE_TYPES

const nullableString = v.nullable(v.string())

/** The caller's membership of a group: null when they are not a member (or not signed in). */
export const Membership = v.nullable(
  v.object({ status: v.picklist(memberStatuses), role: v.picklist(memberRoles) }),
)
export type Membership = v.InferOutput<typeof Membership>

/**
 * A group as everyone sees it: a private group shows its name and description to anyone, never its
 * comments, files or members. `membership` is the caller's; `can_read` says whether the caller may read the
 * comments, files and members (a public group, or an accepted member of a private one); `can_manage`
 * whether the caller administers it.
 */
export const Workgroup = v.object({
  id: v.string(),
  hash: v.string(),
  slug: v.string(),
  name: v.string(),
  type: v.picklist(workgroupTypes),
  status: v.picklist(workgroupStatuses),
  content: v.string(),
  /**
   * The language its name and description are written in: a page in the other language marks them
   * (`lang` and «In Spanish»). Always sent; optional here so a client reads a server older than the field too.
   */
  language: v.optional(v.picklist(workgroupLanguages)),
  image: nullableString,
  /** Accepted members, administrators included. */
  members: v.pipe(v.number(), v.integer(), v.minValue(0)),
  created_at: v.string(),
  membership: Membership,
  can_read: v.boolean(),
  can_manage: v.boolean(),
})
export type Workgroup = v.InferOutput<typeof Workgroup>
export const WorkgroupList = paginated(Workgroup)
export type WorkgroupList = v.InferOutput<typeof WorkgroupList>

/** A group as its administrators manage it: also the office's reason when it sent it back. */
export const ManagedWorkgroup = v.object({
  ...Workgroup.entries,
  review_note: nullableString,
  updated_at: v.string(),
})
export type ManagedWorkgroup = v.InferOutput<typeof ManagedWorkgroup>
export const ManagedWorkgroupList = paginated(ManagedWorkgroup)

const textQuery = v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200)))
const flagQuery = v.optional(
  v.pipe(
    queryText(),
    v.picklist(['true', 'false', '1', '0']),
    v.transform((s) => s === 'true' || s === '1'),
  ),
)

/** `GET /usr/workgroups`: `mine` (the groups I administer, in any state) or `subscribed` (I follow or asked to join). */
export const MyWorkgroupsQuery = listQuery({
  ...pageQuery(WORKGROUPS_PAGE_SIZE, 50),
  filter: v.optional(v.pipe(queryText(), v.picklist(['mine', 'subscribed'])), 'mine'),
  text: textQuery,
})
export type MyWorkgroupsQuery = v.InferOutput<typeof MyWorkgroupsQuery>

/**
 * `PATCH /api/workgroups/{id}/subscribe`: follow (or ask to join) or leave; saying it twice changes nothing.
 * Without `subscribed` (an empty body, as the mobile app of spec section 7 sends it) the call toggles.
 */
export const SubscribeWorkgroupInput = v.strictObject({ subscribed: v.optional(v.boolean()) })
export type SubscribeWorkgroupInput = v.InferOutput<typeof SubscribeWorkgroupInput>

// Comments and files.

export const Author = v.object({
  hash: v.string(),
  name: v.string(),
  surname: v.string(),
  avatar: nullableString,
})

/**
 * A file attached to a comment; `url` downloads it (an attachment, never shown as a page). `file` is the same
 * address under the name of spec section 3 (hash, name and file), which the mobile app reads.
 */
export const WorkgroupFile = v.object({
  hash: v.string(),
  name: v.string(),
  type: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  url: v.string(),
  file: v.string(),
  created_at: v.string(),
  author: v.nullable(Author),
  /** The comment it came with. */
  comment: v.string(),
})
export type WorkgroupFile = v.InferOutput<typeof WorkgroupFile>
export const WorkgroupFileList = paginated(WorkgroupFile)

export const WorkgroupComment = v.object({
  hash: v.string(),
  content: v.string(),
  /** The comment this one replies to (by hash), or null for a comment of the group's wall. */
  parent: nullableString,
  author: v.nullable(Author),
  file: v.nullable(v.omit(WorkgroupFile, ['comment'])),
  likes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The caller likes it. */
  liked: v.boolean(),
  replies: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The caller may delete it: its author, or an administrator of the group. */
  can_delete: v.boolean(),
  created_at: v.string(),
})
export type WorkgroupComment = v.InferOutput<typeof WorkgroupComment>
export const WorkgroupCommentList = paginated(WorkgroupComment)
export type WorkgroupCommentList = v.InferOutput<typeof WorkgroupCommentList>

/**
 * `GET /api/workgroups/{slug}/comments`: the wall's comments newest first, or with `parent` the replies to
 * one comment oldest first; `only_files` keeps those with a file (replies included when no parent is given).
 */
export const CommentsQuery = listQuery({
  ...pageQuery(COMMENTS_PAGE_SIZE, 50),
  parent: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(64))),
  only_files: flagQuery,
})
export type CommentsQuery = v.InferOutput<typeof CommentsQuery>

/**
 * `POST /api/workgroups/{slug}/comments`: the `data` part of the form (the file is the `file` part), or the
 * same fields as plain form fields (`content`, `parent`), as the mobile app of spec section 7 sends them.
 */
export const CommentInput = v.strictObject({
  content: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(COMMENT_MAX_LENGTH)),
  /** The hash of the comment this one replies to (a reply to a reply answers the same thread). */
  parent: v.optional(v.nullable(RefHash)),
})
export type CommentInput = v.InferOutput<typeof CommentInput>

/**
 * `PATCH .../comments/{hash}/like`: liked or not; saying it twice changes nothing. Without `liked` (an empty
 * body, spec section 7) the call toggles.
 */
export const LikeInput = v.strictObject({ liked: v.optional(v.boolean()) })
export type LikeInput = v.InferOutput<typeof LikeInput>

export const FilesQuery = listQuery({ ...pageQuery(FILES_PAGE_SIZE, 50) })

// Members.

export const WorkgroupMember = v.object({
  hash: v.string(),
  name: v.string(),
  surname: v.string(),
  avatar: nullableString,
  role: v.picklist(memberRoles),
  status: v.picklist(memberStatuses),
  created_at: v.string(),
})
export type WorkgroupMember = v.InferOutput<typeof WorkgroupMember>
export const WorkgroupMemberList = paginated(WorkgroupMember)

/** `GET /api/workgroups/{slug}/users`: the accepted members, administrators first. */
export const MembersQuery = listQuery({ ...pageQuery(MEMBERS_PAGE_SIZE, 50), text: textQuery })
/** `GET /usr/workgroups/{hash}/users`: every member in any state (the requests to join first), for its administrators. */
export const ManagedMembersQuery = listQuery({
  ...pageQuery(MEMBERS_PAGE_SIZE, 50),
  text: textQuery,
  status: v.optional(v.pipe(queryText(), v.picklist(memberStatuses))),
})

/** `PATCH /usr/workgroups/{hash}/users/{userHash}`: accept or refuse a request, or change a member's role. */
export const MemberPatch = v.strictObject({
  status: v.optional(v.picklist(['ACCEPTED', 'CANCELLED'])),
  role: v.optional(v.picklist(memberRoles)),
})
export type MemberPatch = v.InferOutput<typeof MemberPatch>

// Writing a group.

const Name = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(150))
const Content = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(10_000))

/**
 * `POST /usr/workgroups`: a new group (UNPUBLISHED); the image is its own call. `language` is the language
 * its name and description are written in: Spanish when not given.
 */
export const WorkgroupInput = v.strictObject({
  name: Name,
  type: v.picklist(workgroupTypes),
  content: Content,
  language: v.optional(v.picklist(workgroupLanguages), 'es'),
})
export type WorkgroupInput = v.InferOutput<typeof WorkgroupInput>

/**
 * `PATCH /usr/workgroups/{id}`: the fields to change; `status: "PENDING"` submits a draft for the office's
 * review, `status: "UNPUBLISHED"` takes a pending one back to draft.
 */
export const WorkgroupPatch = v.strictObject({
  name: v.optional(Name),
  type: v.optional(v.picklist(workgroupTypes)),
  content: v.optional(Content),
  language: v.optional(v.picklist(workgroupLanguages)),
  status: v.optional(v.picklist(['UNPUBLISHED', 'PENDING'])),
})
export type WorkgroupPatch = v.InferOutput<typeof WorkgroupPatch>

export const WorkgroupImageResponse = v.object({ image: v.string() })

// The office's review.

export const RejectWorkgroupInput = v.strictObject({ reason: DecisionReason })
export type RejectWorkgroupInput = v.InferOutput<typeof RejectWorkgroupInput>

// Members' reports and the office's moderation (docs/workgroups.md, "Reports").

/** Why a member reports a comment or a file: a short choice, and words of their own if they want. */
export const reportReasons = ['spam', 'offensive', 'personal_data', 'other'] as const
export type ReportReason = (typeof reportReasons)[number]
/** OPEN until the office removes the item (RESOLVED; also when its author deletes it) or dismisses it (DISMISSED). */
export const reportStatuses = ['OPEN', 'RESOLVED', 'DISMISSED'] as const
export type ReportStatus = (typeof reportStatuses)[number]
/** What a report is about: a comment (a reply too) or a file of a group. */
export const reportKinds = ['comment', 'file'] as const
export type ReportKind = (typeof reportKinds)[number]
export const REPORT_NOTE_MAX_LENGTH = 500

/** `POST /api/workgroups/{slug}/comments/{hash}/report` (and `…/files/{fileHash}/report`). */
export const ReportInput = v.strictObject({
  reason: v.picklist(reportReasons),
  /** The member's own words (optional; what the choice does not say). */
  note: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(REPORT_NOTE_MAX_LENGTH)))),
})
export type ReportInput = v.InferOutput<typeof ReportInput>

/** A report as its author reads it back. */
export const WorkgroupReport = v.object({
  hash: v.string(),
  kind: v.picklist(reportKinds),
  /** The reported comment's or file's hash. */
  item: v.string(),
  reason: v.picklist(reportReasons),
  note: nullableString,
  status: v.picklist(reportStatuses),
  created_at: v.string(),
})
export type WorkgroupReport = v.InferOutput<typeof WorkgroupReport>

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * The reports of one item in one state, as the office reviews them: what was reported (the text or file name
 * as it was when first reported), by how many people, why, and when; `removed` once the item is gone.
 */
export const ReportedItem = v.object({
  kind: v.picklist(reportKinds),
  /** The comment's or file's hash. */
  id: v.string(),
  /** The comment's text (its start) or the file's name, as reported. */
  excerpt: v.string(),
  author: v.nullable(Author),
  status: v.picklist(reportStatuses),
  removed: v.boolean(),
  /** How many people reported it (one report each). */
  reports: count,
  reasons: v.object({ spam: count, offensive: count, personal_data: count, other: count }),
  /** The members' own words, newest first (at most 20). */
  notes: v.array(v.string()),
  first_at: v.string(),
  last_at: v.string(),
  /** Who removed it or dismissed the reports, and when; null while they are open (or its author deleted it). */
  decision: v.nullable(Decision),
  decision_reason: nullableString,
})
export type ReportedItem = v.InferOutput<typeof ReportedItem>
export const ReportedItemList = paginated(ReportedItem)
export type ReportedItemList = v.InferOutput<typeof ReportedItemList>

/** `GET /usr/admin/workgroups/{hash}/reports`: the reported items in a state (OPEN by default), newest report first. */
export const AdminReportsQuery = listQuery({
  ...pageQuery(20, 100),
  status: v.optional(v.pipe(queryText(), v.picklist(reportStatuses)), 'OPEN'),
})

/** A comment of a group as the office moderates it: with its file and the reports waiting on it. */
export const ModeratedComment = v.object({
  hash: v.string(),
  content: v.string(),
  parent: nullableString,
  author: v.nullable(Author),
  file: v.nullable(v.object({ hash: v.string(), name: v.string(), type: v.string(), size: count })),
  created_at: v.string(),
  /** Open reports of the comment. */
  open_reports: count,
})
export type ModeratedComment = v.InferOutput<typeof ModeratedComment>
export const ModeratedCommentList = paginated(ModeratedComment)

/** A file of a group as the office moderates it. */
export const ModeratedFile = v.object({
  hash: v.string(),
  name: v.string(),
  type: v.string(),
  size: count,
  /** The comment it came with. */
  comment: v.string(),
  author: v.nullable(Author),
  created_at: v.string(),
  open_reports: count,
})
export type ModeratedFile = v.InferOutput<typeof ModeratedFile>
export const ModeratedFileList = paginated(ModeratedFile)

export const ModerationQuery = listQuery({ ...pageQuery(20, 100) })

/** `POST …/dismiss`: how many open reports were dismissed. */
export const DismissReportsResult = v.object({ dismissed: count })

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

const reportConflict =
  'the caller already reported it and the office has not reviewed it yet (one open report per person and item)'
const reportForbidden =
  'only the group’s accepted members report its comments and files, and not their own (403 `forbidden`)'

export const reportWorkgroupComment = {
  method: 'POST',
  path: '/api/workgroups/{slug}/comments/{hash}/report',
  summary: `Reports a comment (or a reply) of the group to the office with a reason: ${reportForbidden}; 404 when it is not of this group`,
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: CommentParams, body: ReportInput },
  conflict: reportConflict,
  response: { status: 201, body: WorkgroupReport },
} as const satisfies Endpoint

export const reportWorkgroupFile = {
  method: 'POST',
  path: '/api/workgroups/{slug}/files/{fileHash}/report',
  summary: `Reports a file of the group to the office with a reason: ${reportForbidden}; 404 when it is not of this group`,
  tag: 'workgroups',
  permission: 'groups.comment',
  apiKey: true,
  request: { params: FileParams, body: ReportInput },
  conflict: reportConflict,
  response: { status: 201, body: WorkgroupReport },
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
    'Moderation: removes a comment (by its hash) with its replies and files; its author is mailed the reason, and the open reports of all of them are closed as resolved',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: AdminCommentParams, body: ReasonInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const removeWorkgroupFile = {
  method: 'POST',
  path: '/usr/admin/workgroups/{hash}/files/{id}/remove',
  summary:
    'Moderation: removes a file (by its hash; its comment stays); its uploader is mailed the reason, and its open reports are closed as resolved',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: AdminCommentParams, body: ReasonInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const adminWorkgroupReports = {
  method: 'GET',
  path: '/usr/admin/workgroups/{hash}/reports',
  summary:
    'What members reported in a group, one row per item and state (OPEN by default), the latest report first, 20 a page: the text or file name, how many people and why, first and last date, who decided',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: HashParams, query: AdminReportsQuery },
  response: { status: 200, body: ReportedItemList },
} as const satisfies Endpoint

export const adminWorkgroupComments = {
  method: 'GET',
  path: '/usr/admin/workgroups/{hash}/comments',
  summary:
    'Every comment of a group in any state (replies included), newest first, 20 a page, with its file and its open reports',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: HashParams, query: ModerationQuery },
  response: { status: 200, body: ModeratedCommentList },
} as const satisfies Endpoint

export const adminWorkgroupFiles = {
  method: 'GET',
  path: '/usr/admin/workgroups/{hash}/files',
  summary: 'Every file of a group in any state, newest first, 20 a page, with its open reports',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: HashParams, query: ModerationQuery },
  response: { status: 200, body: ModeratedFileList },
} as const satisfies Endpoint

const dismissConflict =
  'the item has no open reports: someone in the office removed it or dismissed them first (the message says who and when)'

export const dismissWorkgroupCommentReports = {
  method: 'POST',
  path: '/usr/admin/workgroups/{hash}/comments/{id}/dismiss',
  summary:
    'Dismisses the open reports of a comment with the office’s reason (the comment stays; nobody is mailed)',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: AdminCommentParams, body: ReasonInput },
  conflict: dismissConflict,
  response: { status: 200, body: DismissReportsResult },
} as const satisfies Endpoint

export const dismissWorkgroupFileReports = {
  method: 'POST',
  path: '/usr/admin/workgroups/{hash}/files/{id}/dismiss',
  summary: 'Dismisses the open reports of a file with the office’s reason (the file stays; nobody is mailed)',
  tag: 'admin',
  permission: 'admin.groups.validate',
  apiKey: true,
  request: { params: AdminCommentParams, body: ReasonInput },
  conflict: dismissConflict,
  response: { status: 200, body: DismissReportsResult },
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
  reportWorkgroupComment,
  reportWorkgroupFile,
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
  adminWorkgroupReports,
  adminWorkgroupComments,
  adminWorkgroupFiles,
  dismissWorkgroupCommentReports,
  dismissWorkgroupFileReports,
  bulkWorkgroups,
} as const satisfies Record<string, Endpoint>
