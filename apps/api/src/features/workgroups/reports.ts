import { randomBytes } from 'node:crypto'
import type { Paginated } from '@egresa/api-contract/lists'
import type {
  ModeratedComment,
  ModeratedFile,
  ReportedItem,
  ReportInput,
  ReportKind,
  ReportStatus,
  WorkgroupReport,
} from '@egresa/api-contract/workgroups'
import type { MessageDescriptor } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import { and, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { workgroupComments, workgroupFiles, workgroupReports } from '../../db/schema/content'
import { users } from '../../db/schema/users'
import { ApiError, notFound } from '../../lib/errors'
import { fileUrl } from '../../lib/files'
import type { DecidedMessage } from '../../lib/messages'
import { type AuditWriter, alreadyDecided, type Decider, decidersOf } from '../../lib/office-decisions'
import { type Access, findGroup, type GroupRow, groupFileName } from './queries'

// Members' reports of a group's comments and files, and what the office reads and decides on them
// (docs/workgroups.md, "Reports"). A report names its item by hash and keeps what was reported, so it stays
// (RESOLVED) when the item is removed; an item's reports are "open" while OPEN and the item exists.

const iso = (d: Date) => d.toISOString()
const EXCERPT_LENGTH = 300
const excerptOf = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text

/** Open reports: not yet decided, of an item that still exists. */
export const openReport: SQL = and(
  eq(workgroupReports.status, 'OPEN'),
  or(isNotNull(workgroupReports.commentId), isNotNull(workgroupReports.fileId)),
) as SQL

const forbidden = (message: MessageDescriptor) => new ApiError(403, 'forbidden', { message })

const alreadyReported: Record<ReportKind, MessageDescriptor> = {
  comment: msg`Ya has denunciado este comentario: la oficina de antiguos alumnos lo revisará.`,
  file: msg`Ya has denunciado este archivo: la oficina de antiguos alumnos lo revisará.`,
}

/**
 * `POST /api/workgroups/{slug}/comments/{hash}/report` and `…/files/{fileHash}/report`: an accepted member
 * reports an item of the group that is not theirs (403 otherwise; 404 when the item is not of this group).
 * A second open report of the same person and item is a 409 (the partial unique index decides, also for two
 * sent at once), and changes nothing.
 */
export async function reportItem(
  db: Db,
  params: {
    group: GroupRow
    access: Access
    kind: ReportKind
    hash: string
    userId: string
    input: ReportInput
  },
): Promise<WorkgroupReport> {
  const { group, kind } = params
  if (params.access.membership?.status !== 'ACCEPTED')
    throw forbidden(msg`Solo los miembros del grupo pueden denunciar sus comentarios y archivos.`)
  const item =
    kind === 'comment'
      ? await db
          .select({
            commentId: workgroupComments.id,
            fileId: sql<string | null>`null`,
            authorId: workgroupComments.authorId,
            text: workgroupComments.content,
          })
          .from(workgroupComments)
          .where(and(eq(workgroupComments.workgroupId, group.id), eq(workgroupComments.hash, params.hash)))
          .then(([row]) => row)
      : await db
          .select({
            commentId: sql<string | null>`null`,
            fileId: workgroupFiles.id,
            authorId: workgroupFiles.uploaderId,
            text: workgroupFiles.name,
          })
          .from(workgroupFiles)
          .where(and(eq(workgroupFiles.workgroupId, group.id), eq(workgroupFiles.hash, params.hash)))
          .then(([row]) => row)
  if (!item) throw notFound()
  if (item.authorId === params.userId)
    throw forbidden(msg`No puedes denunciar lo que has publicado tú: puedes borrarlo.`)
  const [row] = await db
    .insert(workgroupReports)
    .values({
      hash: randomBytes(9).toString('base64url'),
      workgroupId: group.id,
      kind,
      itemHash: params.hash,
      commentId: item.commentId,
      fileId: item.fileId,
      excerpt: excerptOf(item.text),
      authorId: item.authorId,
      reporterId: params.userId,
      reason: params.input.reason,
      note: params.input.note || null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new ApiError(409, 'conflict', { message: alreadyReported[kind] })
  return {
    hash: row.hash,
    kind: row.kind,
    item: row.itemHash,
    reason: row.reason,
    note: row.note,
    status: row.status,
    created_at: iso(row.createdAt),
  }
}

/**
 * Closes the open reports of the comments (with their files) and files named, inside the transaction that
 * removes them: RESOLVED, by the office member who removed them with their reason, or by nobody (their
 * author or a group administrator deleted them). The number closed.
 */
export async function closeReportsOf(
  tx: Db,
  items: { commentIds: string[]; fileIds: string[] },
  decision: { by: string | null; note: string | null },
): Promise<number> {
  const of = [
    items.commentIds.length ? inArray(workgroupReports.commentId, items.commentIds) : undefined,
    items.fileIds.length ? inArray(workgroupReports.fileId, items.fileIds) : undefined,
  ].filter((c) => c !== undefined)
  if (!of.length) return 0
  const closed = await tx
    .update(workgroupReports)
    .set({ status: 'RESOLVED', decidedBy: decision.by, decidedAt: new Date(), decisionNote: decision.note })
    .where(and(eq(workgroupReports.status, 'OPEN'), or(...of)))
    .returning({ id: workgroupReports.id })
  return closed.length
}

/** The comments' ids, their replies' and the files of all of them: what removing the comments takes away. */
export async function removedWith(tx: Db, commentIds: string[]) {
  if (!commentIds.length) return { commentIds, fileIds: [] }
  const comments = await tx
    .select({ id: workgroupComments.id })
    .from(workgroupComments)
    .where(or(inArray(workgroupComments.id, commentIds), inArray(workgroupComments.parentId, commentIds)))
  const ids = comments.map((c) => c.id)
  const files = ids.length
    ? await tx
        .select({ id: workgroupFiles.id })
        .from(workgroupFiles)
        .where(inArray(workgroupFiles.commentId, ids))
    : []
  return { commentIds: ids, fileIds: files.map((f) => f.id) }
}

const itemWhat: Record<ReportKind, { dismissed: DecidedMessage; removed: DecidedMessage }> = {
  comment: {
    dismissed: ({ known, by, date, time }) =>
      msg`${select(known, {
        both: `Las denuncias de este comentario ya se descartaron por ${by} el ${date} a las ${time}.`,
        by: `Las denuncias de este comentario ya se descartaron por ${by}.`,
        when: `Las denuncias de este comentario ya se descartaron el ${date} a las ${time}.`,
        other: 'Las denuncias de este comentario ya se descartaron.',
      })}`,
    removed: ({ known, by, date, time }) =>
      msg`${select(known, {
        both: `Este comentario ya se retiró por ${by} el ${date} a las ${time}.`,
        by: `Este comentario ya se retiró por ${by}.`,
        when: `Este comentario ya se retiró el ${date} a las ${time}.`,
        other: 'Este comentario ya se retiró.',
      })}`,
  },
  file: {
    dismissed: ({ known, by, date, time }) =>
      msg`${select(known, {
        both: `Las denuncias de este archivo ya se descartaron por ${by} el ${date} a las ${time}.`,
        by: `Las denuncias de este archivo ya se descartaron por ${by}.`,
        when: `Las denuncias de este archivo ya se descartaron el ${date} a las ${time}.`,
        other: 'Las denuncias de este archivo ya se descartaron.',
      })}`,
    removed: ({ known, by, date, time }) =>
      msg`${select(known, {
        both: `Este archivo ya se retiró por ${by} el ${date} a las ${time}.`,
        by: `Este archivo ya se retiró por ${by}.`,
        when: `Este archivo ya se retiró el ${date} a las ${time}.`,
        other: 'Este archivo ya se retiró.',
      })}`,
  },
}

/**
 * The 409 of an office action on an item whose reports someone closed first ("This comment was already
 * removed by ana@… on …"), or null when the item was never reported (the caller's own 404 or rule then).
 */
export async function reportsClosedConflict(
  tx: Db,
  params: { groupId: string; kind: ReportKind; id: string },
): Promise<ApiError | null> {
  const [last] = await tx
    .select({
      status: workgroupReports.status,
      decidedBy: workgroupReports.decidedBy,
      decidedAt: workgroupReports.decidedAt,
    })
    .from(workgroupReports)
    .where(
      and(
        eq(workgroupReports.workgroupId, params.groupId),
        eq(workgroupReports.kind, params.kind),
        eq(workgroupReports.itemHash, params.id),
        isNotNull(workgroupReports.decidedAt),
      ),
    )
    .orderBy(desc(workgroupReports.decidedAt))
    .limit(1)
  if (!last) return null
  const deciders = await decidersOf(tx, [last.decidedBy])
  const what = itemWhat[params.kind][last.status === 'DISMISSED' ? 'dismissed' : 'removed']
  return alreadyDecided(what, {
    by: last.decidedBy ? (deciders.get(last.decidedBy) ?? null) : null,
    at: last.decidedAt,
  })
}

/**
 * `POST /usr/admin/workgroups/{hash}/comments/{id}/dismiss` (and `…/files/{id}/dismiss`): the office keeps
 * the item and closes its open reports as DISMISSED with its reason, with its audit entry. Of two office
 * members at once, one dismisses them and the other gets the 409 naming who; 404 for an item never reported.
 */
export async function dismissReports(
  db: Db,
  params: {
    group: string
    kind: ReportKind
    id: string
    reason: string
    decider: Decider
    audit?: AuditWriter
  },
): Promise<{ dismissed: number }> {
  const group = await findGroup(db, params.group)
  if (!group) throw notFound()
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(workgroupReports)
      .set({
        status: 'DISMISSED',
        decidedBy: params.decider.id,
        decidedAt: new Date(),
        decisionNote: params.reason,
      })
      .where(
        and(
          eq(workgroupReports.workgroupId, group.id),
          eq(workgroupReports.kind, params.kind),
          eq(workgroupReports.itemHash, params.id),
          eq(workgroupReports.status, 'OPEN'),
        ),
      )
      .returning({ excerpt: workgroupReports.excerpt })
    if (!closed.length) {
      throw (
        (await reportsClosedConflict(tx, { groupId: group.id, kind: params.kind, id: params.id })) ??
        notFound()
      )
    }
    await params.audit?.(tx, [
      {
        action: 'workgroups.dismiss_reports',
        object: { type: 'workgroup', id: group.hash, label: group.name },
        changes: {
          [`${params.kind}_reports`]: {
            before: { id: params.id, excerpt: closed[0]?.excerpt ?? null, open: closed.length },
            after: { id: params.id, open: 0 },
          },
        },
        reason: params.reason,
      },
    ])
    return { dismissed: closed.length }
  })
}

// The office's reads.

type AuthorRow = {
  hash: string | null
  name: string | null
  surname: string | null
  avatarKey: string | null
}
const toAuthor = (a: AuthorRow | null) =>
  a?.hash
    ? {
        hash: a.hash,
        name: a.name ?? '',
        surname: a.surname ?? '',
        avatar: a.avatarKey ? fileUrl(a.avatarKey) : null,
      }
    : null

const authorColumns = {
  hash: users.hash,
  name: users.name,
  surname: users.surname,
  avatarKey: users.avatarKey,
}

function paged<T>(items: T[], total: number, size: number): Paginated<T> {
  return { items, total, maxPages: Math.ceil(total / size) }
}

/** The open reports of each of the items, by hash. */
async function openCounts(db: Db, kind: ReportKind, hashes: string[]): Promise<Map<string, number>> {
  if (!hashes.length) return new Map()
  const rows = await db
    .select({ hash: workgroupReports.itemHash, n: count() })
    .from(workgroupReports)
    .where(
      and(
        eq(workgroupReports.kind, kind),
        inArray(workgroupReports.itemHash, hashes),
        eq(workgroupReports.status, 'OPEN'),
      ),
    )
    .groupBy(workgroupReports.itemHash)
  return new Map(rows.map((r) => [r.hash, r.n]))
}

/**
 * `GET /usr/admin/workgroups/{hash}/reports`: the reported items of a group in one state, one row per item,
 * the latest report first. OPEN leaves out the items already gone (their author deleted them).
 */
export async function listReportedItems(
  db: Db,
  params: { group: GroupRow; status: ReportStatus; page: number; size: number },
): Promise<Paginated<ReportedItem>> {
  const r = workgroupReports
  const where = and(
    eq(r.workgroupId, params.group.id),
    params.status === 'OPEN' ? openReport : eq(r.status, params.status),
  )
  const lastAt = sql<Date>`max(${r.createdAt})`
  const [rows, totals] = await Promise.all([
    db
      .select({
        kind: r.kind,
        id: r.itemHash,
        status: r.status,
        excerpt: sql<string>`(array_agg(${r.excerpt} order by ${r.createdAt}))[1]`,
        authorId: sql<string | null>`(array_agg(${r.authorId}::text order by ${r.createdAt}))[1]`,
        gone: sql<boolean>`bool_and(${r.commentId} is null and ${r.fileId} is null)`,
        reports: sql<number>`count(*)::int`,
        spam: sql<number>`(count(*) filter (where ${r.reason} = 'spam'))::int`,
        offensive: sql<number>`(count(*) filter (where ${r.reason} = 'offensive'))::int`,
        personalData: sql<number>`(count(*) filter (where ${r.reason} = 'personal_data'))::int`,
        other: sql<number>`(count(*) filter (where ${r.reason} = 'other'))::int`,
        notes: sql<
          string[] | null
        >`(array_agg(${r.note} order by ${r.createdAt} desc) filter (where ${r.note} is not null))[1:20]`,
        firstAt: sql<Date>`min(${r.createdAt})`,
        lastAt,
        decidedAt: sql<Date | null>`max(${r.decidedAt})`,
        decidedBy: sql<
          string | null
        >`(array_agg(${r.decidedBy}::text order by ${r.decidedAt} desc nulls last))[1]`,
        decisionNote: sql<
          string | null
        >`(array_agg(${r.decisionNote} order by ${r.decidedAt} desc nulls last))[1]`,
      })
      .from(r)
      .where(where)
      .groupBy(r.kind, r.itemHash, r.status)
      .orderBy(desc(lastAt), r.itemHash)
      .limit(params.size)
      .offset((params.page - 1) * params.size),
    db
      .select({ n: sql<number>`count(distinct (${r.kind}, ${r.itemHash}))::int` })
      .from(r)
      .where(where),
  ])
  const authorIds = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))]
  const authors = authorIds.length
    ? await db
        .select({ id: users.id, ...authorColumns })
        .from(users)
        .where(inArray(users.id, authorIds))
    : []
  const authorOf = new Map(authors.map((a) => [a.id, a]))
  const deciders = await decidersOf(
    db,
    rows.map((row) => row.decidedBy),
  )
  const date = (d: Date | string) => iso(new Date(d))
  const items = rows.map(
    (row): ReportedItem => ({
      kind: row.kind,
      id: row.id,
      excerpt: row.excerpt,
      author: toAuthor(row.authorId ? (authorOf.get(row.authorId) ?? null) : null),
      status: row.status,
      removed: Boolean(row.gone),
      reports: Number(row.reports),
      reasons: {
        spam: Number(row.spam),
        offensive: Number(row.offensive),
        personal_data: Number(row.personalData),
        other: Number(row.other),
      },
      notes: row.notes ?? [],
      first_at: date(row.firstAt),
      last_at: date(row.lastAt),
      decision: row.decidedAt
        ? {
            by: row.decidedBy ? (deciders.get(row.decidedBy) ?? null) : null,
            at: date(row.decidedAt),
          }
        : null,
      decision_reason: row.decisionNote,
    }),
  )
  return paged(items, Number(totals[0]?.n ?? 0), params.size)
}

/** `GET /usr/admin/workgroups/{hash}/comments`: every comment, replies included, newest first. */
export async function listModeratedComments(
  db: Db,
  params: { group: GroupRow; page: number; size: number },
): Promise<Paginated<ModeratedComment>> {
  const c = workgroupComments
  const parents = sql`(select p.hash from ${workgroupComments} p where p.id = ${c.parentId})`
  const where = eq(c.workgroupId, params.group.id)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        hash: c.hash,
        content: c.content,
        parent: sql<string | null>`${parents}`,
        createdAt: c.createdAt,
        author: authorColumns,
        fileHash: workgroupFiles.hash,
        fileName: workgroupFiles.name,
        fileKey: workgroupFiles.storageKey,
        fileType: workgroupFiles.contentType,
        fileSize: workgroupFiles.size,
      })
      .from(c)
      .leftJoin(users, eq(users.id, c.authorId))
      .leftJoin(workgroupFiles, eq(workgroupFiles.commentId, c.id))
      .where(where)
      .orderBy(desc(c.createdAt), c.hash)
      .limit(params.size)
      .offset((params.page - 1) * params.size),
    db.select({ n: count() }).from(c).where(where),
  ])
  const open = await openCounts(
    db,
    'comment',
    rows.map((row) => row.hash),
  )
  return paged(
    rows.map((row) => ({
      hash: row.hash,
      content: row.content,
      parent: row.parent,
      author: toAuthor(row.author),
      file:
        row.fileHash && row.fileName && row.fileKey
          ? {
              hash: row.fileHash,
              name: groupFileName({ name: row.fileName, key: row.fileKey }),
              type: row.fileType ?? '',
              size: row.fileSize ?? 0,
            }
          : null,
      created_at: iso(row.createdAt),
      open_reports: open.get(row.hash) ?? 0,
    })),
    counted?.n ?? 0,
    params.size,
  )
}

/** `GET /usr/admin/workgroups/{hash}/files`: every file, newest first. */
export async function listModeratedFiles(
  db: Db,
  params: { group: GroupRow; page: number; size: number },
): Promise<Paginated<ModeratedFile>> {
  const f = workgroupFiles
  const where = eq(f.workgroupId, params.group.id)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        hash: f.hash,
        name: f.name,
        key: f.storageKey,
        type: f.contentType,
        size: f.size,
        createdAt: f.createdAt,
        comment: workgroupComments.hash,
        author: authorColumns,
      })
      .from(f)
      .innerJoin(workgroupComments, eq(workgroupComments.id, f.commentId))
      .leftJoin(users, eq(users.id, f.uploaderId))
      .where(where)
      .orderBy(desc(f.createdAt), f.hash)
      .limit(params.size)
      .offset((params.page - 1) * params.size),
    db.select({ n: count() }).from(f).where(where),
  ])
  const open = await openCounts(
    db,
    'file',
    rows.map((row) => row.hash),
  )
  return paged(
    rows.map((row) => ({
      hash: row.hash,
      name: groupFileName(row),
      type: row.type,
      size: row.size,
      comment: row.comment,
      author: toAuthor(row.author),
      created_at: iso(row.createdAt),
      open_reports: open.get(row.hash) ?? 0,
    })),
    counted?.n ?? 0,
    params.size,
  )
}
