import { randomBytes } from 'node:crypto'
import type { RegisterInput, RegisterResponse } from '@egresa/api-contract/users'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import { users, userTags } from '../../db/schema/users'
import { hashPassword } from '../../lib/auth/password'
import { ApiError } from '../../lib/errors'
import type { Locale } from '../../lib/i18n'
import { profileValues } from '../profile/public'

const emailTaken = {
  es: 'Ya existe una cuenta con este correo electrónico.',
  en: 'An account with this e-mail address already exists.',
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as Error & { code?: unknown }).code === '23505') return true
  }
  return false
}

const taken = (locale: Locale) =>
  new ApiError(400, 'validation_failed', { errors: { email: [emailTaken[locale]] } })

const newPublicHash = () => randomBytes(12).toString('base64url')

/**
 * A new alumni account, pending until the alumni office verifies it. The account and its tags are written
 * in one transaction: any failure leaves nothing behind.
 */
export async function register(
  db: Db,
  params: { input: RegisterInput; locale: Locale },
): Promise<RegisterResponse> {
  const { input, locale } = params
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1)
  if (existing) throw taken(locale)
  const { values, tagIds } = await profileValues(db, input, locale)
  const passwordHash = await hashPassword(input.password)
  try {
    return await db.transaction(async (tx) => {
      const row = expectedRow(
        await tx
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
          .returning({ id: users.id, hash: users.hash, email: users.email }),
      )
      if (tagIds?.length) await tx.insert(userTags).values(tagIds.map((tagId) => ({ userId: row.id, tagId })))
      return { hash: row.hash, email: row.email, status: 'pending' as const }
    })
  } catch (error) {
    // Two registrations of one address at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw taken(locale)
    throw error
  }
}
