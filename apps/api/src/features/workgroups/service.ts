import type { BulkDecisionInput, BulkDecisionResult } from '@egresa/api-contract/decisions'
import type {
  CommentInput,
  MemberPatch,
  MemberStatus,
  WorkgroupInput,
  WorkgroupPatch,
  WorkgroupStatus,
} from '@egresa/api-contract/workgroups'
import type { MessageDescriptor } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import { and, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import {
  workgroupCommentLikes,
  workgroupComments,
  workgroupFiles,
  workgroupMembers,
  workgroups,
} from '../../db/schema/content'
import { users } from '../../db/schema/users'
import { ApiError, notFound, unauthorized } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import type { AppOrigins } from '../../lib/links'
import type { Logger } from '../../lib/logger'
import { type AnyMailInput, enqueueMail, enqueueMails } from '../../lib/mail/outbox'
import type { DecidedMessage } from '../../lib/messages'
import {
  type AuditWriter,
  alreadyDecided,
  type Decider,
  decidersOf,
  decisionOf,
  notInState,
} from '../../lib/office-decisions'
import type { Storage } from '../../lib/storage/storage'
import { workgroupReads } from './cache'
import { editPageUrl, groupPageUrl, membersPageUrl } from './links'
import {
  type Access,
  accessOf,
  findComment,
  findGroup,
  type GroupRow,
  groupColumns,
  membershipOf,
} from './queries'
import { closeReportsOf, removedWith, reportsClosedConflict } from './reports'

// Every write of workgroups: each in one transaction with its mail, so a refused or failed call changes
// nothing and mails nobody. Membership changes lock the group's row, so two administrators acting at once
// cannot leave it without an administrator.

/** A write the groups' list shows: once it is done, the kept pages are dropped (cache.ts), so it shows at once. */
function dropsReads<A extends [Db, ...unknown[]], R>(write: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await write(...args)
    } finally {
      workgroupReads.forget(args[0])
    }
  }
}

const conflict = (message: MessageDescriptor) => new ApiError(409, 'conflict', { message })
const fieldError = (field: string, message: MessageDescriptor, locale: Locale) =>
  new ApiError(400, 'validation_failed', { errors: { [field]: [translate(locale, message)] } })

const privateGroup = msg`Este grupo es privado: solo sus miembros ven sus comentarios, archivos y miembros. Pide unirte.`
const onlyAdministrators = msg`Solo los administradores del grupo pueden gestionarlo.`
const lastAdministrator = msg`El grupo se quedaría sin administradores: nombra antes a otro administrador.`

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export function newHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join('')
}

/** A URL slug of a name: lower case, without accents, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '')
}

/**
 * A group the caller may see, with what they may do in it: a published one, or one in any state that they
 * administer. 404 otherwise, as if it did not exist.
 */
export async function visibleGroup(
  db: Db,
  id: string,
  userId: string | null,
): Promise<{ group: GroupRow; access: Access }> {
  const group = await findGroup(db, id)
  if (!group) throw notFound()
  const access = accessOf(group, await membershipOf(db, group.id, userId))
  if (group.status !== 'PUBLISHED' && !access.canManage) throw notFound()
  return { group, access }
}

/** A group whose comments, files and members the caller may read: 401 or 403 for a private group's outsiders. */
export async function readableGroup(db: Db, id: string, userId: string | null) {
  const found = await visibleGroup(db, id, userId)
  if (!found.access.canRead) {
    if (!userId) throw unauthorized()
    throw new ApiError(403, 'forbidden', { message: privateGroup })
  }
  return found
}

/** A group the caller administers: 404 when they cannot see it, 403 when they only belong to it. */
export async function managedGroup(db: Db, id: string, userId: string) {
  const found = await visibleGroup(db, id, userId)
  if (!found.access.canManage) throw new ApiError(403, 'forbidden', { message: onlyAdministrators })
  return found
}

async function lockGroup(tx: Db, id: string, mode: 'update' | 'share' = 'update') {
  const [row] = await tx.select(groupColumns).from(workgroups).where(eq(workgroups.id, id)).for(mode)
  if (!row) throw notFound()
  return row
}

async function administrators(tx: Db, groupId: string) {
  return tx
    .select({ email: users.email, name: users.name, language: users.language, id: users.id })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(
      and(
        eq(workgroupMembers.workgroupId, groupId),
        eq(workgroupMembers.status, 'ACCEPTED'),
        eq(workgroupMembers.role, 'ADMINISTRATOR'),
      ),
    )
}

// Membership.

/**
 * `PATCH /api/workgroups/{id}/subscribe`: follows a public group at once, asks to join a private one (its
 * administrators are mailed), or leaves. Saying the same twice changes nothing; a refused person stays
 * refused (409) until an administrator changes their mind; the last administrator cannot leave (409).
 */
export const subscribe = dropsReads(async function subscribe(
  db: Db,
  /** `subscribed` undefined: a toggle (leave when a member or asking to join, else follow or ask). */
  params: { id: string; userId: string; subscribed: boolean | undefined; origins: AppOrigins },
): Promise<GroupRow> {
  const { group } = await visibleGroup(db, params.id, params.userId)
  if (group.status !== 'PUBLISHED') throw conflict(msg`Este grupo aún no está publicado.`)
  await db.transaction(async (tx) => {
    await lockGroup(tx, group.id)
    const current = await membershipOf(tx, group.id, params.userId)
    const mine = and(eq(workgroupMembers.workgroupId, group.id), eq(workgroupMembers.userId, params.userId))
    const member = current ? current.status !== 'CANCELLED' : false
    if (params.subscribed ?? !member) {
      if (current?.status === 'CANCELLED')
        throw conflict(msg`Un administrador del grupo rechazó tu solicitud para unirte.`)
      if (current) return
      const status: MemberStatus = group.type === 'PUBLIC' ? 'ACCEPTED' : 'PENDING'
      await tx
        .insert(workgroupMembers)
        .values({ workgroupId: group.id, userId: params.userId, role: 'FOLLOWER', status })
      if (status === 'PENDING') {
        const [requester] = await tx
          .select({ name: users.name, surname: users.surname })
          .from(users)
          .where(eq(users.id, params.userId))
        const requesterName = `${requester?.name ?? ''} ${requester?.surname ?? ''}`.trim() || '—'
        for (const admin of await administrators(tx, group.id)) {
          await enqueueMail(tx, {
            template: 'group-membership-request',
            locale: admin.language,
            to: admin.email,
            data: {
              name: admin.name,
              groupName: group.name,
              requesterName,
              membersUrl: membersPageUrl(params.origins, admin.language, group.hash),
            },
          })
        }
      }
      return
    }
    if (!current || current.status === 'CANCELLED') return
    if (current.status === 'ACCEPTED' && current.role === 'ADMINISTRATOR')
      await keepAnAdministrator(tx, group.id, 1)
    await tx.delete(workgroupMembers).where(mine)
  })
  return group
})

/** 409 when taking `leaving` administrators away would leave the group with none. */
async function keepAnAdministrator(tx: Db, groupId: string, leaving: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(workgroupMembers)
    .where(
      and(
        eq(workgroupMembers.workgroupId, groupId),
        eq(workgroupMembers.status, 'ACCEPTED'),
        eq(workgroupMembers.role, 'ADMINISTRATOR'),
      ),
    )
  if ((row?.n ?? 0) - leaving < 1) throw conflict(lastAdministrator)
}

async function memberRow(tx: Db, groupId: string, userHash: string) {
  const [row] = await tx
    .select({
      userId: workgroupMembers.userId,
      role: workgroupMembers.role,
      status: workgroupMembers.status,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(and(eq(workgroupMembers.workgroupId, groupId), eq(users.hash, userHash)))
  if (!row) throw notFound()
  return { ...row, role: row.role, status: row.status }
}

/**
 * `PATCH /usr/workgroups/{hash}/users/{userHash}`: accepts (the person is mailed) or refuses a request, or
 * changes a member's role. Only accepted members are administrators; the last one stays (409).
 */
export const updateMember = dropsReads(async function updateMember(
  db: Db,
  params: { group: GroupRow; userHash: string; input: MemberPatch; origins: AppOrigins },
): Promise<string> {
  const { group, input } = params
  return db.transaction(async (tx) => {
    await lockGroup(tx, group.id)
    const member = await memberRow(tx, group.id, params.userHash)
    const status = input.status ?? member.status
    const role = input.role ?? member.role
    if (role === 'ADMINISTRATOR' && status !== 'ACCEPTED')
      throw conflict(msg`Solo un miembro aceptado puede ser administrador: acepta antes su solicitud.`)
    const wasAdmin = member.status === 'ACCEPTED' && member.role === 'ADMINISTRATOR'
    const isAdmin = status === 'ACCEPTED' && role === 'ADMINISTRATOR'
    if (wasAdmin && !isAdmin) await keepAnAdministrator(tx, group.id, 1)
    if (status === member.status && role === member.role) return params.userHash
    await tx
      .update(workgroupMembers)
      .set({ status, role, updatedAt: new Date() })
      .where(and(eq(workgroupMembers.workgroupId, group.id), eq(workgroupMembers.userId, member.userId)))
    if (status === 'ACCEPTED' && member.status !== 'ACCEPTED') {
      await enqueueMail(tx, {
        template: 'group-membership-accepted',
        locale: member.language,
        to: member.email,
        data: {
          name: member.name,
          groupName: group.name,
          groupUrl: groupPageUrl(params.origins, member.language, group.slug),
        },
      })
    }
    return params.userHash
  })
})

/** `DELETE /usr/workgroups/{hash}/users/{userHash}`: removes a member or a request; the last administrator stays. */
export const removeMember = dropsReads(async function removeMember(
  db: Db,
  params: { group: GroupRow; userHash: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGroup(tx, params.group.id)
    const member = await memberRow(tx, params.group.id, params.userHash)
    if (member.status === 'ACCEPTED' && member.role === 'ADMINISTRATOR')
      await keepAnAdministrator(tx, params.group.id, 1)
    await tx
      .delete(workgroupMembers)
      .where(
        and(eq(workgroupMembers.workgroupId, params.group.id), eq(workgroupMembers.userId, member.userId)),
      )
  })
})

// Comments, likes and files.

export type NewFile = { key: string; name: string; contentType: string; size: number }

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/**
 * 413 when a new file of `size` bytes would take the uploader's files in all the groups, or the group's
 * files, over their quota (sizes summed from the stored rows). Run with the group's row locked, so two
 * files of one group are judged one after the other.
 */
async function checkQuota(
  tx: Db,
  params: { groupId: string; userId: string; size: number; quota: Quota },
): Promise<void> {
  const used = (where: SQL) =>
    tx
      .select({ bytes: sql<string>`coalesce(sum(${workgroupFiles.size}), 0)` })
      .from(workgroupFiles)
      .where(where)
      .then(([row]) => Number(row?.bytes ?? 0))
  const [mine, group] = await Promise.all([
    used(eq(workgroupFiles.uploaderId, params.userId)),
    used(eq(workgroupFiles.workgroupId, params.groupId)),
  ])
  const { bytesPerPerson, bytesPerGroup } = params.quota
  if (mine + params.size > bytesPerPerson)
    throw new ApiError(413, 'payload_too_large', {
      message: msg`Tus archivos en los grupos ya ocupan ${{ used: megabytes(mine) }} MB de los ${{ max: megabytes(bytesPerPerson) }} MB que puedes tener: borra alguno de tus comentarios con archivo para subir otro.`,
    })
  if (group + params.size > bytesPerGroup)
    throw new ApiError(413, 'payload_too_large', {
      message: msg`Los archivos de este grupo ya ocupan ${{ used: megabytes(group) }} MB de los ${{ max: megabytes(bytesPerGroup) }} MB que puede tener: sus administradores pueden borrar los que ya no hagan falta.`,
    })
}

/** The space files may take (features/workgroups/limits.ts). */
export type Quota = { bytesPerPerson: number; bytesPerGroup: number }

/**
 * `POST /api/workgroups/{slug}/comments`: a comment, or a reply (a reply to a reply joins its thread), with
 * the file already stored under `file.key` (removed again when the comment cannot be written, or when it
 * would go over the quota). The group's row is locked (shared; for a file, alone), so a change of the
 * group's type waits for the comment and sees it.
 */
export async function createComment(
  db: Db,
  params: {
    group: GroupRow
    userId: string
    input: CommentInput
    file: NewFile | null
    quota: Quota
    storage: Storage
    locale: Locale
  },
): Promise<string> {
  const { group, input, file } = params
  try {
    return await db.transaction(async (tx) => {
      await lockGroup(tx, group.id, file ? 'update' : 'share')
      if (file)
        await checkQuota(tx, {
          groupId: group.id,
          userId: params.userId,
          size: file.size,
          quota: params.quota,
        })
      let parentId: string | null = null
      if (input.parent) {
        const parent = await findComment(tx, group.id, input.parent)
        if (!parent)
          throw fieldError(
            'parent',
            msg`El comentario al que respondes no existe en este grupo.`,
            params.locale,
          )
        parentId = parent.parentId ?? parent.id
      }
      const comment = expectedRow(
        await tx
          .insert(workgroupComments)
          .values({
            hash: newHash(),
            workgroupId: group.id,
            parentId,
            authorId: params.userId,
            content: input.content,
          })
          .returning({ id: workgroupComments.id }),
      )
      if (params.file) {
        await tx.insert(workgroupFiles).values({
          hash: newHash(),
          workgroupId: group.id,
          commentId: comment.id,
          uploaderId: params.userId,
          storageKey: params.file.key,
          name: params.file.name,
          contentType: params.file.contentType,
          size: params.file.size,
        })
      }
      return comment.id
    })
  } catch (error) {
    if (params.file) await params.storage.delete(params.file.key).catch(() => {})
    throw error
  }
}

/** `PATCH .../comments/{hash}/like`: liked or not; the same call twice leaves the same state. */
export async function likeComment(
  db: Db,
  /** `liked` undefined: a toggle. */
  params: { groupId: string; hash: string; userId: string; liked: boolean | undefined },
): Promise<string> {
  const comment = await findComment(db, params.groupId, params.hash)
  if (!comment) throw notFound()
  const mine = and(
    eq(workgroupCommentLikes.commentId, comment.id),
    eq(workgroupCommentLikes.userId, params.userId),
  )
  if (params.liked === false) {
    await db.delete(workgroupCommentLikes).where(mine)
    return comment.id
  }
  // A toggle: taking the like away first tells whether there was one, in one statement.
  if (params.liked === undefined && (await db.delete(workgroupCommentLikes).where(mine).returning()).length)
    return comment.id
  await db
    .insert(workgroupCommentLikes)
    .values({ commentId: comment.id, userId: params.userId })
    .onConflictDoNothing()
  return comment.id
}

/**
 * Deletes a comment with its replies and their files: its author or an administrator of the group (403 to
 * anyone else who may read it).
 */
export async function deleteComment(
  db: Db,
  params: {
    group: GroupRow
    hash: string
    userId: string
    canManage: boolean
    storage: Storage
    logger: Logger
  },
): Promise<void> {
  const comment = await findComment(db, params.group.id, params.hash)
  if (!comment) throw notFound()
  if (!params.canManage && comment.authorId !== params.userId)
    throw new ApiError(403, 'forbidden', {
      message: msg`Solo su autor o un administrador del grupo puede borrar este comentario.`,
    })
  const keys = await db.transaction(async (tx) => {
    const files = await tx
      .select({ key: workgroupFiles.storageKey })
      .from(workgroupFiles)
      .innerJoin(workgroupComments, eq(workgroupComments.id, workgroupFiles.commentId))
      .where(or(eq(workgroupComments.id, comment.id), eq(workgroupComments.parentId, comment.id)))
    // What members reported of it is closed with it: nothing is left for the office to review.
    await closeReportsOf(tx, await removedWith(tx, [comment.id]), { by: null, note: null })
    await tx.delete(workgroupComments).where(eq(workgroupComments.id, comment.id))
    return files.map((f) => f.key)
  })
  await removeFiles(params, keys)
}

/** `DELETE /usr/workgroups/{hash}/files/{fileHash}`: the file goes, its comment stays. */
export async function deleteFile(
  db: Db,
  params: { group: GroupRow; hash: string; storage: Storage; logger: Logger },
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [file] = await tx
      .select({ key: workgroupFiles.storageKey, id: workgroupFiles.id })
      .from(workgroupFiles)
      .where(and(eq(workgroupFiles.workgroupId, params.group.id), eq(workgroupFiles.hash, params.hash)))
      .for('update')
    if (!file) throw notFound()
    // What members reported of it is closed before it goes: nothing is left for the office to review.
    await closeReportsOf(tx, { commentIds: [], fileIds: [file.id] }, { by: null, note: null })
    await tx.delete(workgroupFiles).where(eq(workgroupFiles.id, file.id))
    return file
  })
  await removeFiles(params, [row.key])
}

async function removeFiles(params: { storage: Storage; logger: Logger }, keys: string[]) {
  // A file left behind costs some space; failing the call for it would leave the rows and the files apart.
  for (const key of keys) {
    await params.storage
      .delete(key)
      .catch((error) => params.logger.warn({ err: error, key }, 'file not deleted'))
  }
}

// Writing groups.

async function freeSlug(db: Db, name: string, hash: string): Promise<string> {
  const base = slugify(name) || 'grupo'
  const [taken] = await db.select({ id: workgroups.id }).from(workgroups).where(eq(workgroups.slug, base))
  // A second group of the same name is told apart by its hash, which is unique already.
  return taken ? `${base}-${hash.slice(0, 6).toLowerCase()}` : base
}

/** `POST /usr/workgroups`: a new UNPUBLISHED group that its creator administers. */
export const createGroup = dropsReads(async function createGroup(
  db: Db,
  params: { userId: string; input: WorkgroupInput },
): Promise<GroupRow> {
  const hash = newHash()
  const slug = await freeSlug(db, params.input.name, hash)
  try {
    return await insertGroup(db, { ...params, hash, slug })
  } catch (error) {
    // Two groups of one name created at once: the second takes the slug with its hash.
    if (!isUniqueViolation(error, 'workgroups_slug_unique')) throw error
    const unique = `${slugify(params.input.name) || 'grupo'}-${hash.toLowerCase()}`
    return insertGroup(db, { ...params, hash, slug: unique })
  }
})

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as Error & { cause?: unknown }).cause) {
    const pg = e as Error & { code?: unknown; constraint?: unknown }
    if (pg.code === '23505') return pg.constraint === constraint
  }
  return false
}

async function insertGroup(
  db: Db,
  params: { userId: string; input: WorkgroupInput; hash: string; slug: string },
): Promise<GroupRow> {
  const { hash, slug } = params
  return db.transaction(async (tx) => {
    const row = expectedRow(
      await tx
        .insert(workgroups)
        .values({ ...params.input, hash, slug, status: 'UNPUBLISHED', creatorId: params.userId })
        .returning(groupColumns),
    )
    await tx
      .insert(workgroupMembers)
      .values({ workgroupId: row.id, userId: params.userId, role: 'ADMINISTRATOR', status: 'ACCEPTED' })
    return row
  })
}

const privateHistory = msg`Este grupo ya tiene comentarios, archivos o miembros que participaron con la promesa de que era privado: no puede hacerse público. Si queréis un grupo público, crea uno nuevo.`

/**
 * Whether a private group has anything written or anyone joined under its promise of privacy: a comment (a
 * file always comes with one), or a member or a request to join other than its administrators. Read after
 * the group's row is locked, so no one joins between this check and the change.
 */
async function hasPrivateContent(tx: Db, groupId: string): Promise<boolean> {
  const [comment] = await tx
    .select({ id: workgroupComments.id })
    .from(workgroupComments)
    .where(eq(workgroupComments.workgroupId, groupId))
    .limit(1)
  if (comment) return true
  const [member] = await tx
    .select({ userId: workgroupMembers.userId })
    .from(workgroupMembers)
    .where(
      and(
        eq(workgroupMembers.workgroupId, groupId),
        inArray(workgroupMembers.status, ['ACCEPTED', 'PENDING']),
        ne(workgroupMembers.role, 'ADMINISTRATOR'),
      ),
    )
    .limit(1)
  return member !== undefined
}

/**
 * `PATCH /usr/workgroups/{id}`: edits a group; `status` submits a draft for review (PENDING, clearing the
 * office's last note) or takes a pending one back (UNPUBLISHED). The slug stays: links keep working.
 */
export const updateGroup = dropsReads(async function updateGroup(
  db: Db,
  params: { group: GroupRow; input: WorkgroupPatch },
): Promise<GroupRow> {
  const { input } = params
  return db.transaction(async (tx) => {
    const current = await lockGroup(tx, params.group.id)
    const { status, ...fields } = input
    if (fields.type === 'PUBLIC' && current.type === 'PRIVATE' && (await hasPrivateContent(tx, current.id)))
      throw conflict(privateHistory)
    const change: Partial<typeof workgroups.$inferInsert> = { ...fields, updatedAt: new Date() }
    if (status && status !== current.status) {
      if (status === 'PENDING' && current.status !== 'UNPUBLISHED')
        throw conflict(msg`Solo se envía a revisión un grupo en borrador, y este ya está publicado.`)
      if (status === 'UNPUBLISHED' && current.status !== 'PENDING')
        throw conflict(msg`Solo se retira de la revisión un grupo pendiente de validación.`)
      change.status = status
      if (status === 'PENDING') change.reviewNote = null
    }
    return expectedRow(
      await tx.update(workgroups).set(change).where(eq(workgroups.id, current.id)).returning(groupColumns),
    )
  })
})

/** `DELETE /usr/workgroups/{id}`: the group with its members, comments, likes, files and image. */
export const deleteGroup = dropsReads(async function deleteGroup(
  db: Db,
  params: { group: GroupRow; storage: Storage; logger: Logger },
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const files = await tx
      .select({ key: workgroupFiles.storageKey })
      .from(workgroupFiles)
      .where(eq(workgroupFiles.workgroupId, params.group.id))
    const [row] = await tx
      .delete(workgroups)
      .where(eq(workgroups.id, params.group.id))
      .returning({ imageKey: workgroups.imageKey })
    if (!row) throw notFound()
    return [...files.map((f) => f.key), ...(row.imageKey ? [row.imageKey] : [])]
  })
  await removeFiles(params, keys)
})

/** Sets the group's image; the old file goes once the row no longer names it. */
export const replaceImage = dropsReads(async function replaceImage(
  db: Db,
  params: { group: GroupRow; key: string; storage: Storage; logger: Logger },
): Promise<void> {
  let previous: string | null
  try {
    previous = await db.transaction(async (tx) => {
      const current = await lockGroup(tx, params.group.id)
      await tx
        .update(workgroups)
        .set({ imageKey: params.key, updatedAt: new Date() })
        .where(eq(workgroups.id, current.id))
      return current.imageKey
    })
  } catch (error) {
    await params.storage.delete(params.key).catch(() => {})
    throw error
  }
  if (previous) await removeFiles(params, [previous])
})

// The office's review (lib/office-decisions.ts): each decision is a conditional update from the state it
// starts from, so of two office members at once one wins and the other gets the 409 naming them.

type OfficeGroupAction = 'approve' | 'reject' | 'disable' | 'enable'

const groupTransitions: Record<OfficeGroupAction, { from: WorkgroupStatus; to: WorkgroupStatus }> = {
  approve: { from: 'PENDING', to: 'PUBLISHED' },
  reject: { from: 'PENDING', to: 'UNPUBLISHED' },
  disable: { from: 'PUBLISHED', to: 'DISABLED' },
  enable: { from: 'DISABLED', to: 'PUBLISHED' },
}

const groupAuditActions: Record<OfficeGroupAction, string> = {
  approve: 'workgroups.approve',
  reject: 'workgroups.reject',
  disable: 'workgroups.disable',
  enable: 'workgroups.enable',
}

/** What an office decision did to a group, as a 409 names it. */
const groupDecided: Record<Exclude<WorkgroupStatus, 'PENDING'>, DecidedMessage> = {
  PUBLISHED: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Este grupo ya fue publicado por ${by} el ${date} a las ${time}.`,
      by: `Este grupo ya fue publicado por ${by}.`,
      when: `Este grupo ya fue publicado el ${date} a las ${time}.`,
      other: 'Este grupo ya fue publicado.',
    })}`,
  UNPUBLISHED: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Este grupo ya fue devuelto a borrador por ${by} el ${date} a las ${time}.`,
      by: `Este grupo ya fue devuelto a borrador por ${by}.`,
      when: `Este grupo ya fue devuelto a borrador el ${date} a las ${time}.`,
      other: 'Este grupo ya fue devuelto a borrador.',
    })}`,
  DISABLED: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Este grupo ya fue desactivado por ${by} el ${date} a las ${time}.`,
      by: `Este grupo ya fue desactivado por ${by}.`,
      when: `Este grupo ya fue desactivado el ${date} a las ${time}.`,
      other: 'Este grupo ya fue desactivado.',
    })}`,
}

const notPending = msg`Solo se valida o se devuelve un grupo pendiente de validación.`
const notInReview: Record<OfficeGroupAction, MessageDescriptor> = {
  approve: notPending,
  reject: notPending,
  disable: msg`Solo se desactiva un grupo publicado.`,
  enable: msg`Solo se reactiva un grupo desactivado.`,
}

async function groupConflict(tx: Db, group: GroupRow, action: OfficeGroupAction) {
  const status = group.status as WorkgroupStatus
  // A draft the office never sent back, or a state no decision of the office led to: the plain rule.
  if (!group.decidedAt || status === 'PENDING' || (status === 'UNPUBLISHED' && group.reviewNote === null))
    return notInState(notInReview[action])
  const deciders = await decidersOf(tx, [group.decidedBy])
  return alreadyDecided(groupDecided[status], {
    by: group.decidedBy ? (deciders.get(group.decidedBy) ?? null) : null,
    at: group.decidedAt,
  })
}

/**
 * The office's decisions on groups, one or many, set-based: one conditional update over all the hashes,
 * the creators read at once, the approved groups' creators made their administrators in one statement, one
 * insert of the mails (each in its creator's language), one of the audit entries (one per group).
 */
async function decideGroups(
  tx: Db,
  params: {
    action: OfficeGroupAction
    hashes: string[]
    reason: string | null
    origins: AppOrigins
    decider: Decider
    audit?: AuditWriter
  },
): Promise<GroupRow[]> {
  const now = new Date()
  const { from, to } = groupTransitions[params.action]
  const note =
    params.action === 'reject' || params.action === 'disable'
      ? { reviewNote: params.reason }
      : { reviewNote: null }
  const changed = await tx
    .update(workgroups)
    .set({ status: to, ...note, updatedAt: now, decidedBy: params.decider.id, decidedAt: now })
    .where(and(inArray(workgroups.hash, params.hashes), eq(workgroups.status, from)))
    .returning(groupColumns)
  if (!changed.length) return changed
  const creatorIds = [...new Set(changed.flatMap((g) => (g.creatorId ? [g.creatorId] : [])))]
  const creators = creatorIds.length
    ? await tx
        .select({ id: users.id, email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(inArray(users.id, creatorIds))
    : []
  const byId = new Map(creators.map((c) => [c.id, c]))
  if (params.action === 'approve') {
    const admins = changed.flatMap((g) =>
      g.creatorId && byId.has(g.creatorId)
        ? [
            {
              workgroupId: g.id,
              userId: g.creatorId,
              role: 'ADMINISTRATOR' as const,
              status: 'ACCEPTED' as const,
            },
          ]
        : [],
    )
    if (admins.length)
      await tx
        .insert(workgroupMembers)
        .values(admins)
        .onConflictDoUpdate({
          target: [workgroupMembers.workgroupId, workgroupMembers.userId],
          set: { role: 'ADMINISTRATOR', status: 'ACCEPTED', updatedAt: now },
        })
  }
  const mails: AnyMailInput[] = []
  for (const group of changed) {
    const creator = group.creatorId ? byId.get(group.creatorId) : undefined
    if (!creator) continue
    const base = { locale: creator.language, to: creator.email }
    const reason = params.reason ?? ''
    if (params.action === 'approve')
      mails.push({
        ...base,
        template: 'group-approved',
        data: {
          name: creator.name,
          groupName: group.name,
          groupUrl: groupPageUrl(params.origins, creator.language, group.slug),
        },
      })
    else if (params.action === 'reject')
      mails.push({
        ...base,
        template: 'group-rejected',
        data: {
          name: creator.name,
          groupName: group.name,
          reason,
          editUrl: editPageUrl(params.origins, creator.language, group.hash),
        },
      })
    else if (params.action === 'disable')
      mails.push({
        ...base,
        template: 'group-disabled',
        data: {
          name: creator.name,
          groupName: group.name,
          reason,
          groupUrl: editPageUrl(params.origins, creator.language, group.hash),
        },
      })
  }
  await enqueueMails(tx, mails)
  await params.audit?.(
    tx,
    changed.map((group) => ({
      action: groupAuditActions[params.action],
      object: { type: 'workgroup', id: group.hash, label: group.name },
      changes: { status: { before: from, after: to } },
      reason: params.reason,
    })),
  )
  return changed
}

/**
 * One office decision on one group (`POST /usr/admin/workgroups/{hash}/approve|reject|disable|enable`).
 * Approving makes its creator an administrator (again, if someone removed them). Null: no such group.
 */
export const decideGroup = dropsReads(async function decideGroup(
  db: Db,
  params: {
    action: OfficeGroupAction
    hash: string
    reason?: string | null
    origins: AppOrigins
    decider?: Decider
    audit?: AuditWriter
  },
): Promise<GroupRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await decideGroups(tx, {
      ...params,
      hashes: [params.hash],
      reason: params.reason ?? null,
      decider: params.decider ?? { id: null },
    })
    if (row) return row
    const current = await findGroup(tx, params.hash)
    if (!current) return null
    throw await groupConflict(tx, current, params.action)
  })
})

/** `POST /usr/admin/workgroups/{hash}/approve` (and `pnpm admin workgroups:approve`). */
export const approveGroup = (
  db: Db,
  params: { hash: string; origins: AppOrigins; decider?: Decider; audit?: AuditWriter },
) => decideGroup(db, { ...params, action: 'approve' })

/** `POST /usr/admin/workgroups/{hash}/reject`: PENDING → UNPUBLISHED with the reason its creator reads. */
export const rejectGroup = (
  db: Db,
  params: { hash: string; reason: string; origins: AppOrigins; decider?: Decider; audit?: AuditWriter },
) => decideGroup(db, { ...params, action: 'reject' })

/** `POST /usr/admin/workgroups/bulk`: approves or rejects many pending groups at once. */
export const bulkGroups = dropsReads(async function bulkGroups(
  db: Db,
  params: BulkDecisionInput & { origins: AppOrigins; decider: Decider; audit?: AuditWriter },
): Promise<BulkDecisionResult> {
  const hashes = [...new Set(params.hashes)]
  return db.transaction(async (tx) => {
    const changed = await decideGroups(tx, {
      action: params.action,
      hashes,
      reason: params.action === 'reject' ? (params.reason ?? null) : null,
      origins: params.origins,
      decider: params.decider,
      audit: params.audit,
    })
    const done = new Set(changed.map((g) => g.hash))
    const rest = hashes.filter((h) => !done.has(h))
    const others = rest.length
      ? await tx.select(groupColumns).from(workgroups).where(inArray(workgroups.hash, rest))
      : []
    const deciders = await decidersOf(
      tx,
      others.map((o) => o.decidedBy),
    )
    const found = new Set(others.map((o) => o.hash))
    return {
      action: params.action,
      done: changed.map((g) => g.hash),
      skipped: others.map((o) => ({ hash: o.hash, status: o.status, decision: decisionOf(o, deciders) })),
      not_found: rest.filter((h) => !found.has(h)),
    }
  })
})

/**
 * Moderation (`POST /usr/admin/workgroups/{hash}/comments/{id}/remove` and `…/files/{id}/remove`): the office
 * removes a comment (with its replies and files) or a file (its comment stays), and its author is mailed the
 * reason in their language; the open reports of what goes are closed as RESOLVED with the office's reason;
 * the mail, the reports and the audit entry are written with the removal. 404: no such group or item; 409
 * when the office removed it (or dismissed its reports) a moment ago, naming who.
 */
export const moderateGroup = dropsReads(async function moderateGroup(
  db: Db,
  params: {
    kind: 'comment' | 'file'
    group: string
    id: string
    reason: string
    origins: AppOrigins
    storage: Storage
    logger: Logger
    decider?: Decider
    audit?: AuditWriter
  },
): Promise<void> {
  const group = await findGroup(db, params.group)
  if (!group) throw notFound()
  // Gone: removed a moment ago by another office member (a 409 naming them) or by its author (404).
  const gone = async (tx: Db) =>
    (await reportsClosedConflict(tx, { groupId: group.id, kind: params.kind, id: params.id })) ?? notFound()
  const keys = await db.transaction(async (tx) => {
    let author: string | null
    let excerpt: string
    let keys: string[]
    let reports: number
    if (params.kind === 'comment') {
      const [comment] = await tx
        .select({
          id: workgroupComments.id,
          authorId: workgroupComments.authorId,
          content: workgroupComments.content,
        })
        .from(workgroupComments)
        .where(and(eq(workgroupComments.workgroupId, group.id), eq(workgroupComments.hash, params.id)))
        .for('update')
      if (!comment) throw await gone(tx)
      // Its files and its replies' go with it (cascade); their stored bytes are removed after the commit.
      const files = await tx
        .select({ key: workgroupFiles.storageKey })
        .from(workgroupFiles)
        .innerJoin(workgroupComments, eq(workgroupComments.id, workgroupFiles.commentId))
        .where(or(eq(workgroupComments.id, comment.id), eq(workgroupComments.parentId, comment.id)))
      reports = await closeReportsOf(tx, await removedWith(tx, [comment.id]), {
        by: params.decider?.id ?? null,
        note: params.reason,
      })
      const deleted = await tx
        .delete(workgroupComments)
        .where(eq(workgroupComments.id, comment.id))
        .returning({ id: workgroupComments.id })
      // Removed a moment ago by someone else (its author, a group administrator): nothing to mail.
      if (!deleted.length) throw notFound()
      author = comment.authorId
      excerpt = comment.content.length > 120 ? `${comment.content.slice(0, 117)}…` : comment.content
      keys = files.map((f) => f.key)
    } else {
      const [file] = await tx
        .select({
          id: workgroupFiles.id,
          key: workgroupFiles.storageKey,
          uploaderId: workgroupFiles.uploaderId,
          name: workgroupFiles.name,
        })
        .from(workgroupFiles)
        .where(and(eq(workgroupFiles.workgroupId, group.id), eq(workgroupFiles.hash, params.id)))
        .for('update')
      if (!file) throw await gone(tx)
      // Closed before the row goes (its reports then lose the file's id).
      reports = await closeReportsOf(
        tx,
        { commentIds: [], fileIds: [file.id] },
        { by: params.decider?.id ?? null, note: params.reason },
      )
      const deleted = await tx
        .delete(workgroupFiles)
        .where(eq(workgroupFiles.id, file.id))
        .returning({ id: workgroupFiles.id })
      if (!deleted.length) throw notFound()
      author = file.uploaderId
      excerpt = file.name
      keys = [file.key]
    }
    const [person] = author
      ? await tx
          .select({ email: users.email, name: users.name, language: users.language })
          .from(users)
          .where(eq(users.id, author))
      : []
    if (person)
      await enqueueMail(tx, {
        template: 'group-content-removed',
        locale: person.language,
        to: person.email,
        data: {
          name: person.name,
          groupName: group.name,
          kind: params.kind,
          excerpt,
          reason: params.reason,
          groupUrl: groupPageUrl(params.origins, person.language, group.slug),
        },
      })
    await params.audit?.(tx, [
      {
        action: params.kind === 'comment' ? 'workgroups.remove_comment' : 'workgroups.remove_file',
        object: { type: 'workgroup', id: group.hash, label: group.name },
        changes: {
          [params.kind]: { before: { id: params.id, excerpt, author: person?.email ?? null }, after: null },
          ...(reports ? { open_reports: { before: reports, after: 0 } } : {}),
        },
        reason: params.reason,
      },
    ])
    return keys
  })
  await removeFiles(params, keys)
})
