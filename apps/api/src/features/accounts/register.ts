import { randomBytes } from 'node:crypto'
import type { RegisterInput, RegisterResponse } from '@egresa/api-contract/users'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import { users, userTags } from '../../db/schema/users'
import { hashPassword } from '../../lib/auth/password'
import { recordConsents } from '../../lib/consents'
import type { Locale } from '../../lib/i18n'
import { type AppOrigins, appOriginFor } from '../../lib/links'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import { profileValues, refuseTakenDocument } from '../profile/public'
import { isUniqueViolation } from './service'

export const newPublicHash = () => randomBytes(12).toString('base64url')

/**
 * Tells the owner of an address that someone tried to register with it (once or twice a window, then
 * silently: `noticeAllowed`). A disabled account is not written to.
 */
export async function noticeExistingAccount(
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
 * in one transaction with the receipt mailed to it (`registration-received`): any failure leaves nothing
 * behind. An address that already has an account gets the same answer (the registration is received, and
 * pending) and the same work (the password is hashed), so neither tells whether it is registered; its owner
 * is mailed instead (`registration-attempt`). A new address with a DNI, NIE or NIF that another account has
 * is refused (400 on `document_number`, not saying whose).
 */
export async function register(
  db: Db,
  params: {
    input: RegisterInput
    locale: Locale
    origins: AppOrigins
    noticeAllowed: (account: string) => Promise<boolean>
    /** The current versions of the conditions and the privacy policy, which the registration accepts. */
    versions: Record<string, string | null>
  },
): Promise<RegisterResponse> {
  const { input, locale } = params
  const received: RegisterResponse = { email: input.email, status: 'pending' }
  const { values, tagIds } = await profileValues(db, input, locale)
  const passwordHash = await hashPassword(input.password)
  const hasAccount = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email))
        .limit(1)
    ).length > 0
  if (await hasAccount()) {
    await noticeExistingAccount(db, { ...params, email: input.email })
    return received
  }
  // A new address with a DNI, NIE or NIF another account has: refused, without saying whose (the route
  // counts the attempt against the registration limit first). Unless the account is this address's own,
  // made a moment ago by a registration at the same time: then it is the case of an address with an account.
  if (values.documentType && values.documentNumber) {
    try {
      await refuseTakenDocument(db, { type: values.documentType, number: values.documentNumber, locale })
    } catch (error) {
      if (!(await hasAccount())) throw error
      await noticeExistingAccount(db, { ...params, email: input.email })
      return received
    }
  }
  try {
    await db.transaction(async (tx) => {
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
          .returning({ id: users.id, language: users.language }),
      )
      if (tagIds?.length) await tx.insert(userTags).values(tagIds.map((tagId) => ({ userId: row.id, tagId })))
      await recordConsents(tx, row.id, [
        { kind: 'conditions', granted: true, version: params.versions.conditions, source: 'registration' },
        { kind: 'privacy', granted: true, version: params.versions.privacy, source: 'registration' },
        ...(values.isNewsletter === undefined
          ? []
          : [{ kind: 'newsletter' as const, granted: values.isNewsletter, source: 'registration' }]),
        ...(values.isReceiveJobs === undefined
          ? []
          : [{ kind: 'job_alerts' as const, granted: values.isReceiveJobs, source: 'registration' }]),
      ])
      await enqueueMail(tx, {
        template: 'registration-received',
        locale: row.language,
        to: input.email,
        data: {
          name: input.name,
          account: 'alumni',
          companyName: null,
          homeUrl: alumniUrl(params.origins.alumni, row.language, ''),
        },
      })
    })
  } catch (error) {
    // Two registrations of one address at once: the unique index lets one through, the other is the case
    // of an address that has an account.
    if (!isUniqueViolation(error)) throw error
    await noticeExistingAccount(db, { ...params, email: input.email })
  }
  return received
}
