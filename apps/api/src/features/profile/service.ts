import type { UpdateProfileInput } from '@egresa/api-contract/users'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users, userTags } from '../../db/schema/users'
import { type ConsentRecord, recordConsents } from '../../lib/consents'
import type { Locale } from '../../lib/i18n'
import type { IbanVault } from '../../lib/iban-vault'
import type { Logger } from '../../lib/logger'
import type { Storage } from '../../lib/storage/storage'
import { refuseTakenDocument } from './documents'
import { profileValues } from './profile-fields'

/**
 * Saves the profile form: the columns and, when given, the whole list of tags, in one transaction. A new
 * document number is counted (`countDocumentChange`: 429 over the limit, so the form cannot be used to test
 * numbers one after another) and refused when it is a DNI, NIE or NIF another account has.
 */
export async function updateProfile(
  db: Db,
  params: {
    userId: string
    input: UpdateProfileInput
    locale: Locale
    vault: IbanVault
    countDocumentChange?: (account: string) => Promise<void>
    now?: Date
  },
): Promise<void> {
  const { values, tagIds } = await profileValues(db, params.input, params.locale, params.vault)
  if (values.documentType && values.documentNumber) {
    const [current] = await db
      .select({ number: users.documentNumber })
      .from(users)
      .where(eq(users.id, params.userId))
    if (current?.number !== values.documentNumber) {
      await params.countDocumentChange?.(params.userId)
      await refuseTakenDocument(db, {
        type: values.documentType,
        number: values.documentNumber,
        exceptUserId: params.userId,
        locale: params.locale,
      })
    }
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ newsletter: users.isNewsletter, jobAlerts: users.isReceiveJobs })
      .from(users)
      .where(eq(users.id, params.userId))
      .for('update')
    await tx
      .update(users)
      .set({ ...values, updatedAt: params.now ?? new Date() })
      .where(eq(users.id, params.userId))
    // A change of the newsletter or the job alerts is a consent given or withdrawn (docs/privacy.md).
    const consents: ConsentRecord[] = []
    if (values.isNewsletter !== undefined && values.isNewsletter !== before?.newsletter)
      consents.push({ kind: 'newsletter', granted: values.isNewsletter, source: 'settings' })
    if (values.isReceiveJobs !== undefined && values.isReceiveJobs !== before?.jobAlerts)
      consents.push({ kind: 'job_alerts', granted: values.isReceiveJobs, source: 'settings' })
    await recordConsents(tx, params.userId, consents)
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
