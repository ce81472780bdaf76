import { randomBytes } from 'node:crypto'
import type { RegisterInput, RegisterResponse, UpdateProfileInput } from '@egresa/api-contract/users'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users, userTags } from '../../db/schema/users'
import { hashPassword } from '../../lib/auth/password'
import type { Locale } from '../../lib/i18n'
import { type AppOrigins, appOriginFor } from '../../lib/links'
import type { Logger } from '../../lib/logger'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import type { Storage } from '../../lib/storage/storage'
import { profileValues } from './profile-fields'

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as Error & { code?: unknown }).code === '23505') return true
  }
  return false
}

export const newPublicHash = () => randomBytes(12).toString('base64url')

/**
 * Tells the owner of an address that someone tried to register with it (once or twice a window, then
 * silently: `noticeAllowed`). A disabled account is not written to.
 */
async function noticeExistingAccount(
  db: Db,
  params: { email: string; origins: AppOrigins; noticeAllowed: (account: string) => Promise<boolean> },
): Promise<void> {
  const [owner] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      role: users.role,
      status: users.status,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, params.email))
    .limit(1)
  if (!owner || owner.status === 'disabled' || !(await params.noticeAllowed(owner.id))) return
  await enqueueMail(db, {
    template: 'registration-attempt',
    locale: owner.language,
    to: owner.email,
    data: {
      name: owner.name,
      signInUrl: alumniUrl(appOriginFor(params.origins, owner.role), owner.language, 'login'),
    },
  })
}

/**
 * A new alumni account, pending until the alumni office verifies it. The account and its tags are written
 * in one transaction: any failure leaves nothing behind. An address that already has an account gets the
 * same answer (the registration is received, and pending) and the same work (the password is hashed), so
 * neither tells whether it is registered; its owner is mailed instead (`registration-attempt`).
 */
export async function register(
  db: Db,
  params: {
    input: RegisterInput
    locale: Locale
    origins: AppOrigins
    noticeAllowed: (account: string) => Promise<boolean>
  },
): Promise<RegisterResponse> {
  const { input, locale } = params
  const received: RegisterResponse = { email: input.email, status: 'pending' }
  const { values, tagIds } = await profileValues(db, input, locale)
  const passwordHash = await hashPassword(input.password)
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1)
  if (existing) {
    await noticeExistingAccount(db, { ...params, email: input.email })
    return received
  }
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          ...values,
          hash: newPublicHash(),
          email: input.email,
          passwordHash,
          role: 'alumniFreemium',
          status: 'pending',
          name: input.name,
          surname: input.surname,
          language: input.language ?? locale,
          isPrivacy: true,
          isConditions: true,
        })
        .returning({ id: users.id })
      if (tagIds?.length)
        await tx.insert(userTags).values(tagIds.map((tagId) => ({ userId: row!.id, tagId })))
    })
  } catch (error) {
    // Two registrations of one address at once: the unique index lets one through, the other is the case
    // of an address that has an account.
    if (!isUniqueViolation(error)) throw error
    await noticeExistingAccount(db, { ...params, email: input.email })
  }
  return received
}

/** Saves the profile form: the columns and, when given, the whole list of tags, in one transaction. */
export async function updateProfile(
  db: Db,
  params: { userId: string; input: UpdateProfileInput; locale: Locale; now?: Date },
): Promise<void> {
  const { values, tagIds } = await profileValues(db, params.input, params.locale)
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...values, updatedAt: params.now ?? new Date() })
      .where(eq(users.id, params.userId))
    if (tagIds !== undefined) {
      await tx.delete(userTags).where(eq(userTags.userId, params.userId))
      if (tagIds.length)
        await tx.insert(userTags).values(tagIds.map((tagId) => ({ userId: params.userId, tagId })))
    }
  })
}

type FileColumn = 'avatarKey' | 'cvKey'

/**
 * Points the account at a file already stored under `key` (or at none), then deletes the file it replaces.
 * When the database write fails the new file is removed and the old one stays in place.
 */
export async function replaceUserFile(
  db: Db,
  params: {
    storage: Storage
    logger: Logger
    userId: string
    column: FileColumn
    key: string | null
    cvName?: string | null
  },
): Promise<void> {
  const { storage, column, key } = params
  let previous: string | null = null
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ avatarKey: users.avatarKey, cvKey: users.cvKey })
        .from(users)
        .where(eq(users.id, params.userId))
        .for('update')
      const extra = column === 'cvKey' ? { cvName: key ? (params.cvName ?? null) : null } : {}
      await tx
        .update(users)
        .set({ [column]: key, ...extra, updatedAt: new Date() })
        .where(eq(users.id, params.userId))
      return row?.[column] ?? null
    })
  } catch (error) {
    if (key) await storage.delete(key).catch(() => {})
    throw error
  }
  // The old file is only garbage now; failing to delete it must not fail the request.
  if (previous && previous !== key) {
    await storage.delete(previous).catch((error: unknown) => {
      params.logger.warn({ err: error, key: previous }, 'could not delete a replaced file')
    })
  }
}
