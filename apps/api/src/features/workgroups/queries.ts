import type { Paginated } from '@egresa/api-contract/lists'
import type {
  CommentsQuery,
  ManagedWorkgroup,
  MemberRole,
  MemberStatus,
  Membership,
  MyWorkgroupsQuery,
  Workgroup,
  WorkgroupComment,
  WorkgroupFile,
  WorkgroupLanguage,
  WorkgroupMember,
  WorkgroupStatus,
  WorkgroupsQuery,
} from '@egresa/api-contract/workgroups'
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  workgroupCommentLikes,
  workgroupComments,
  workgroupFiles,
  workgroupMembers,
  workgroupReports,
  workgroups,
} from '../../db/schema/content'
import { users } from '../../db/schema/users'
import { fileUrl } from '../../lib/files'
import { storedFileName } from '../../lib/storage/uploads'
import { workgroupReads } from './cache'

// Reads of workgroups. A list is one query for its page, one for its total, then what the page's rows need
// (member counts, the caller's memberships, likes, replies, files) for those rows only.

const { search: _search, ...groupColumns } = getTableColumns(workgroups)
export type GroupRow = Omit<typeof workgroups.$inferSelect, 'search'>
export { groupColumns }

const iso = (d: Date) => d.toISOString()

function page<T>(items: T[], total: number, size: number): Paginated<T> {
  return { items, total, maxPages: Math.ceil(total / size) }
}

/** What the caller may do in a group, from their membership. */
export type Access = { membership: Membership; canRead: boolean; canManage: boolean }

export function accessOf(group: Pick<GroupRow, 'type'>, membership: Membership): Access {
  const accepted = membership?.status === 'ACCEPTED'
  return {
    membership,
    canRead: group.type === 'PUBLIC' || accepted,
    canManage: accepted && membership?.role === 'ADMINISTRATOR',
  }
}

/** A group by its hash or its slug, in any state. */
export async function findGroup(db: Db, id: string): Promise<GroupRow | null> {
  const [row] = await db
    .select(groupColumns)
    .from(workgroups)
    .where(or(eq(workgroups.hash, id), eq(workgroups.slug, id)))
    .limit(1)
  return row ?? null
}

export async function membershipOf(db: Db, groupId: string, userId: string | null): Promise<Membership> {
  if (!userId) return null
  const [row] = await db
    .select({ status: workgroupMembers.status, role: workgroupMembers.role })
    .from(workgroupMembers)
    .where(and(eq(workgroupMembers.workgroupId, groupId), eq(workgroupMembers.userId, userId)))
  return row ? { status: row.status, role: row.role } : null
}

async function memberCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map()
  const rows = await db
    .select({ id: workgroupMembers.workgroupId, n: count() })
    .from(workgroupMembers)
    .where(and(inArray(workgroupMembers.workgroupId, ids), eq(workgroupMembers.status, 'ACCEPTED')))
    .groupBy(workgroupMembers.workgroupId)
  return new Map(rows.map((r) => [r.id, r.n]))
}

async function membershipsOf(db: Db, ids: string[], userId: string | null) {
  const map = new Map<string, Membership>()
  if (!userId || !ids.length) return map
  const rows = await db
    .select({
      id: workgroupMembers.workgroupId,
      status: workgroupMembers.status,
      role: workgroupMembers.role,
    })
    .from(workgroupMembers)
    .where(and(inArray(workgroupMembers.workgroupId, ids), eq(workgroupMembers.userId, userId)))
  for (const r of rows) map.set(r.id, { status: r.status, role: r.role })
  return map
}

function toWorkgroupItem(row: GroupRow, members: number, membership: Membership): Workgroup {
  const access = accessOf(row, membership)
  return {
    id: row.hash,
    hash: row.hash,
    slug: row.slug,
    name: row.name,
    type: row.type,
    status: row.status,
    content: row.content,
    language: row.language as WorkgroupLanguage,
    image: row.imageKey ? fileUrl(row.imageKey) : null,
    members,
    created_at: iso(row.createdAt),
    membership,
    can_read: access.canRead,
    can_manage: access.canManage,
  }
}

function toManaged(row: GroupRow, members: number, membership: Membership): ManagedWorkgroup {
  return {
    ...toWorkgroupItem(row, members, membership),
    review_note: row.reviewNote,
    updated_at: iso(row.updatedAt),
  }
}

async function items(db: Db, rows: GroupRow[], viewerId: string | null) {
  const ids = rows.map((r) => r.id)
  const [counts, memberships] = await Promise.all([memberCounts(db, ids), membershipsOf(db, ids, viewerId)])
  return rows.map((r) => toManaged(r, counts.get(r.id) ?? 0, memberships.get(r.id) ?? null))
}

export async function toWorkgroup(db: Db, row: GroupRow, viewerId: string | null): Promise<Workgroup> {
  const [item] = await items(db, [row], viewerId)
  if (!item) throw new Error('a group without its item')
  const { review_note: _n, updated_at: _u, ...workgroup } = item
  return workgroup
}

export async function toManagedWorkgroup(db: Db, row: GroupRow, viewerId: string): Promise<ManagedWorkgroup> {
  const [item] = await items(db, [row], viewerId)
  if (!item) throw new Error('a group without its item')
  return item
}

/** The text search over name and description, without accents (the column's configuration). */
function textMatch(text: string) {
  // A scalar subquery is computed once per statement (see the articles' textMatch).
  const query = sql`(select websearch_to_tsquery('spanish'::regconfig, egresa_unaccent(${text})))`
  return {
    where: sql`${workgroups.search} @@ ${query}`,
    rank: sql`ts_rank_cd(${workgroups.search}, ${query})`,
  }
}

async function listGroups(
  db: Db,
  params: { where: SQL | undefined; text?: string; order: SQL[]; page: number; size: number },
): Promise<{ rows: GroupRow[]; total: number }> {
  const match = params.text ? textMatch(params.text) : null
  const where = and(params.where, match?.where)
  const [rows, [counted]] = await Promise.all([
    db
      .select(groupColumns)
      .from(workgroups)
      .where(where)
      .orderBy(...(match ? [desc(match.rank)] : []), ...params.order, asc(workgroups.hash))
      .limit(params.size)
      .offset((params.page - 1) * params.size),
    db.select({ n: count() }).from(workgroups).where(where),
  ])
  return { rows, total: counted?.n ?? 0 }
}

/**
 * `GET /api/workgroups`: published groups, by relevance with `text`, else newest first. The page (rows,
 * total, member counts) is kept for everyone (cache.ts) until a write of the groups; the caller's
 * memberships are read for each answer.
 */
export async function listWorkgroups(
  db: Db,
  params: { query: WorkgroupsQuery; viewerId: string | null },
): Promise<Paginated<Workgroup>> {
  const { query } = params
  const { rows, total, counts } = await workgroupReads.read(db, `list:${JSON.stringify(query)}`, async () => {
    const found = await listGroups(db, {
      where: and(
        eq(workgroups.status, 'PUBLISHED'),
        query.type ? eq(workgroups.type, query.type) : undefined,
      ),
      text: query.text,
      order: [desc(workgroups.createdAt)],
      page: query.page,
      size: query.size,
    })
    return {
      ...found,
      counts: await memberCounts(
        db,
        found.rows.map((r) => r.id),
      ),
    }
  })
  const memberships = await membershipsOf(
    db,
    rows.map((r) => r.id),
    params.viewerId,
  )
  const list = rows.map((r) => toWorkgroupItem(r, counts.get(r.id) ?? 0, memberships.get(r.id) ?? null))
  return page(list, total, query.size)
}

const memberOf = (userId: string, statuses: MemberStatus[], role?: MemberRole) =>
  sql`exists (select 1 from ${workgroupMembers} where ${workgroupMembers.workgroupId} = ${workgroups.id} and ${workgroupMembers.userId} = ${userId} and ${inArray(workgroupMembers.status, statuses)}${role ? sql` and ${workgroupMembers.role} = ${role}` : sql``})`

/** `GET /usr/workgroups`: the groups I administer (any state) or the published ones I follow or asked to join. */
export async function listMyWorkgroups(
  db: Db,
  params: { query: MyWorkgroupsQuery; userId: string },
): Promise<Paginated<ManagedWorkgroup>> {
  const { query, userId } = params
  const where =
    query.filter === 'mine'
      ? memberOf(userId, ['ACCEPTED'], 'ADMINISTRATOR')
      : and(eq(workgroups.status, 'PUBLISHED'), memberOf(userId, ['ACCEPTED', 'PENDING']))
  const { rows, total } = await listGroups(db, {
    where,
    text: query.text,
    order: [query.filter === 'mine' ? desc(workgroups.updatedAt) : desc(workgroups.createdAt)],
    page: query.page,
    size: query.size,
  })
  return page(await items(db, rows, userId), total, query.size)
}

/** The latest open report of the group's items that still exist (reports.ts's `openReport`), or null. */
const latestOpenReport = sql`(select max(r.created_at) from ${workgroupReports} r where r.workgroup_id = ${workgroups.id} and r.status = 'OPEN' and (r.comment_id is not null or r.file_id is not null))`

/**
 * `GET /usr/admin/workgroups`: groups in a state, oldest change first (the review queue); with `reported`,
 * the groups in any state with reports waiting for the office, the latest report first.
 */
export async function listAdminWorkgroups(
  db: Db,
  params: {
    status: WorkgroupStatus
    reported?: boolean
    text?: string
    page: number
    size: number
    viewerId: string | null
  },
): Promise<Paginated<ManagedWorkgroup>> {
  const { rows, total } = await listGroups(db, {
    where: params.reported ? sql`${latestOpenReport} is not null` : eq(workgroups.status, params.status),
    text: params.text,
    order: params.reported ? [sql`${latestOpenReport} desc`] : [asc(workgroups.updatedAt)],
    page: params.page,
    size: params.size,
  })
  return page(await items(db, rows, params.viewerId), total, params.size)
}

// Comments and files.

const authorColumns = {
  hash: users.hash,
  name: users.name,
  surname: users.surname,
  avatarKey: users.avatarKey,
}
type AuthorRow = { hash: string; name: string; surname: string; avatarKey: string | null } | null
const toAuthor = (a: AuthorRow) =>
  a
    ? {
        hash: a.hash,
        name: a.name,
        surname: a.surname,
        avatar: a.avatarKey ? fileUrl(a.avatarKey) : null,
      }
    : null

/** Where a group's file is downloaded (features/workgroups/routes.ts answers it to those who may read the group). */
export const groupFileUrl = (slug: string, fileHash: string) =>
  `/api/workgroups/${encodeURIComponent(slug)}/files/${encodeURIComponent(fileHash)}`

const fileColumns = {
  hash: workgroupFiles.hash,
  name: workgroupFiles.name,
  key: workgroupFiles.storageKey,
  contentType: workgroupFiles.contentType,
  size: workgroupFiles.size,
  createdAt: workgroupFiles.createdAt,
  commentId: workgroupFiles.commentId,
}

/** A comment of a group by hash (null when it is of another group). */
export async function findComment(db: Db, groupId: string, hash: string) {
  const [row] = await db
    .select({
      id: workgroupComments.id,
      hash: workgroupComments.hash,
      parentId: workgroupComments.parentId,
      authorId: workgroupComments.authorId,
    })
    .from(workgroupComments)
    .where(and(eq(workgroupComments.workgroupId, groupId), eq(workgroupComments.hash, hash)))
  return row ?? null
}

/**
 * A group's comments: the wall (newest first), the replies to `parentId` (oldest first), or with `flat`
 * every comment (newest first; the administrators' list). `only_files` keeps the ones with a file.
 */
export async function listComments(
  db: Db,
  params: {
    group: GroupRow
    query: CommentsQuery
    parentId: string | null
    flat: boolean
    viewerId: string | null
    canManage: boolean
  },
): Promise<Paginated<WorkgroupComment>> {
  const { group, query } = params
  const c = workgroupComments
  const where = and(
    eq(c.workgroupId, group.id),
    params.parentId
      ? eq(c.parentId, params.parentId)
      : params.flat || query.only_files
        ? undefined
        : isNull(c.parentId),
    query.only_files
      ? sql`exists (select 1 from ${workgroupFiles} where ${workgroupFiles.commentId} = ${c.id})`
      : undefined,
  )
  const parent = sql<string | null>`(select p.hash from ${workgroupComments} p where p.id = ${c.parentId})`
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: c.id,
        hash: c.hash,
        content: c.content,
        authorId: c.authorId,
        createdAt: c.createdAt,
        parent,
        author: authorColumns,
      })
      .from(c)
      .leftJoin(users, eq(users.id, c.authorId))
      .where(where)
      .orderBy(params.parentId ? asc(c.createdAt) : desc(c.createdAt), asc(c.hash))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(c).where(where),
  ])
  const items = await commentItems(db, rows, group, params.viewerId, params.canManage)
  return page(items, counted?.n ?? 0, query.size)
}

type CommentRow = {
  id: string
  hash: string
  content: string
  authorId: string | null
  createdAt: Date
  parent: string | null
  author: AuthorRow
}

async function commentItems(
  db: Db,
  rows: CommentRow[],
  group: GroupRow,
  viewerId: string | null,
  canManage: boolean,
): Promise<WorkgroupComment[]> {
  const ids = rows.map((r) => r.id)
  if (!ids.length) return []
  const [likes, replies, files, mine] = await Promise.all([
    db
      .select({ id: workgroupCommentLikes.commentId, n: count() })
      .from(workgroupCommentLikes)
      .where(inArray(workgroupCommentLikes.commentId, ids))
      .groupBy(workgroupCommentLikes.commentId),
    db
      .select({ id: workgroupComments.parentId, n: count() })
      .from(workgroupComments)
      .where(inArray(workgroupComments.parentId, ids))
      .groupBy(workgroupComments.parentId),
    db
      .select({ ...fileColumns, author: authorColumns })
      .from(workgroupFiles)
      .leftJoin(users, eq(users.id, workgroupFiles.uploaderId))
      .where(inArray(workgroupFiles.commentId, ids)),
    viewerId
      ? db
          .select({ id: workgroupCommentLikes.commentId })
          .from(workgroupCommentLikes)
          .where(
            and(inArray(workgroupCommentLikes.commentId, ids), eq(workgroupCommentLikes.userId, viewerId)),
          )
      : Promise.resolve([] as { id: string }[]),
  ])
  const likeCount = new Map(likes.map((r) => [r.id, r.n]))
  const replyCount = new Map(replies.map((r) => [r.id, r.n]))
  const fileOf = new Map(files.map((f) => [f.commentId, f]))
  const liked = new Set(mine.map((r) => r.id))
  return rows.map((r) => {
    const file = fileOf.get(r.id)
    return {
      hash: r.hash,
      content: r.content,
      parent: r.parent,
      author: toAuthor(r.author),
      file: file ? toFile(group, file, r.hash) : null,
      likes: likeCount.get(r.id) ?? 0,
      liked: liked.has(r.id),
      replies: replyCount.get(r.id) ?? 0,
      can_delete: canManage || (viewerId !== null && r.authorId === viewerId),
      created_at: iso(r.createdAt),
    }
  })
}

/**
 * The name a group file is shown and downloaded under: ending in the extension of the type detected from
 * its bytes, which its storage key carries (lib/storage/uploads.ts, `storedFileName`).
 */
export const groupFileName = (f: { name: string; key: string }) =>
  storedFileName(f.name, f.key.slice(f.key.lastIndexOf('.') + 1))

function toFile(
  group: GroupRow,
  f: {
    hash: string
    name: string
    key: string
    contentType: string
    size: number
    createdAt: Date
    author: AuthorRow
  },
  comment: string,
): WorkgroupFile {
  const url = groupFileUrl(group.slug, f.hash)
  return {
    hash: f.hash,
    name: groupFileName(f),
    type: f.contentType,
    size: f.size,
    url,
    file: url,
    created_at: iso(f.createdAt),
    author: toAuthor(f.author),
    comment,
  }
}

/** One comment as the lists show it. */
export async function commentById(
  db: Db,
  params: { group: GroupRow; id: string; viewerId: string | null; canManage: boolean },
): Promise<WorkgroupComment | null> {
  const c = workgroupComments
  const parent = sql<string | null>`(select p.hash from ${workgroupComments} p where p.id = ${c.parentId})`
  const rows = await db
    .select({
      id: c.id,
      hash: c.hash,
      content: c.content,
      authorId: c.authorId,
      createdAt: c.createdAt,
      parent,
      author: authorColumns,
    })
    .from(c)
    .leftJoin(users, eq(users.id, c.authorId))
    .where(eq(c.id, params.id))
  const [item] = await commentItems(db, rows, params.group, params.viewerId, params.canManage)
  return item ?? null
}

/** `GET /usr/workgroups/{hash}/files`: a group's files, newest first. */
export async function listFiles(
  db: Db,
  params: { group: GroupRow; page: number; size: number },
): Promise<Paginated<WorkgroupFile>> {
  const where = eq(workgroupFiles.workgroupId, params.group.id)
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...fileColumns, comment: workgroupComments.hash, author: authorColumns })
      .from(workgroupFiles)
      .innerJoin(workgroupComments, eq(workgroupComments.id, workgroupFiles.commentId))
      .leftJoin(users, eq(users.id, workgroupFiles.uploaderId))
      .where(where)
      .orderBy(desc(workgroupFiles.createdAt), asc(workgroupFiles.hash))
      .limit(params.size)
      .offset((params.page - 1) * params.size),
    db.select({ n: count() }).from(workgroupFiles).where(where),
  ])
  return page(
    rows.map((f) => toFile(params.group, f, f.comment)),
    counted?.n ?? 0,
    params.size,
  )
}

/** A group's file by hash, with where it is stored. */
export async function findFile(db: Db, groupId: string, hash: string) {
  const [row] = await db
    .select({ id: workgroupFiles.id, key: workgroupFiles.storageKey, name: workgroupFiles.name })
    .from(workgroupFiles)
    .where(and(eq(workgroupFiles.workgroupId, groupId), eq(workgroupFiles.hash, hash)))
  return row ?? null
}

// Members.

/** Text for LIKE: its own `%`, `_` and `\\` are matched as themselves. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const ROLE_ORDER = sql`case ${workgroupMembers.role} when 'ADMINISTRATOR' then 0 else 1 end`
const STATUS_ORDER = sql`case ${workgroupMembers.status} when 'PENDING' then 0 when 'ACCEPTED' then 1 else 2 end`

/**
 * A group's members: the accepted ones, administrators first (`all`: every state, the requests first, for
 * the group's administrators). `text` matches the name or surname, accents and case aside.
 */
export async function listMembers(
  db: Db,
  params: {
    groupId: string
    all: boolean
    status?: MemberStatus
    text?: string
    page: number
    size: number
  },
): Promise<Paginated<WorkgroupMember>> {
  const status = params.all ? params.status : 'ACCEPTED'
  const where = and(
    eq(workgroupMembers.workgroupId, params.groupId),
    status ? eq(workgroupMembers.status, status) : undefined,
    params.text
      ? sql`egresa_unaccent(lower(${users.name} || ' ' || ${users.surname})) like '%' || egresa_unaccent(lower(${likeText(params.text)})) || '%'`
      : undefined,
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...authorColumns,
        role: workgroupMembers.role,
        status: workgroupMembers.status,
        createdAt: workgroupMembers.createdAt,
      })
      .from(workgroupMembers)
      .innerJoin(users, eq(users.id, workgroupMembers.userId))
      .where(where)
      .orderBy(
        ...(params.all ? [STATUS_ORDER] : []),
        ROLE_ORDER,
        asc(users.name),
        asc(users.surname),
        asc(users.hash),
      )
      .limit(params.size)
      .offset((params.page - 1) * params.size),
    db
      .select({ n: count() })
      .from(workgroupMembers)
      .innerJoin(users, eq(users.id, workgroupMembers.userId))
      .where(where),
  ])
  return page(rows.map(toMember), counted?.n ?? 0, params.size)
}

/** One member of a group, in any state, by the person's hash. */
export async function findMember(db: Db, groupId: string, userHash: string): Promise<WorkgroupMember | null> {
  const [row] = await db
    .select({
      ...authorColumns,
      role: workgroupMembers.role,
      status: workgroupMembers.status,
      createdAt: workgroupMembers.createdAt,
    })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(and(eq(workgroupMembers.workgroupId, groupId), eq(users.hash, userHash)))
  return row ? toMember(row) : null
}

function toMember(r: {
  hash: string
  name: string
  surname: string
  avatarKey: string | null
  role: MemberRole
  status: MemberStatus
  createdAt: Date
}): WorkgroupMember {
  return {
    hash: r.hash,
    name: r.name,
    surname: r.surname,
    avatar: r.avatarKey ? fileUrl(r.avatarKey) : null,
    role: r.role,
    status: r.status,
    created_at: iso(r.createdAt),
  }
}
