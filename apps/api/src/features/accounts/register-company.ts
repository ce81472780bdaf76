import type { CompanyRegisterInput } from '@egresa/api-contract/companies'
import type { RegisterResponse } from '@egresa/api-contract/users'
import { isValidCif } from '@egresa/validators/identity'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import { companies, users } from '../../db/schema/users'
import { hashPassword } from '../../lib/auth/password'
import { recordConsents } from '../../lib/consents'
import type { AppOrigins } from '../../lib/links'
import type { Logger } from '../../lib/logger'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import type { Storage } from '../../lib/storage/storage'
import { newFileKey } from '../../lib/storage/uploads'
import { newPublicHash, noticeExistingAccount } from './register'
import { isUniqueViolation } from './service'

/**
 * A new company and its recruiter account (role `company`), both waiting for the alumni office: the account
 * is `pending` and the company has no `validated_at` until the office validates it (docs/accounts.md).
 *
 * Nothing is half-created: the logo (already checked and re-encoded by the route) is stored first, then the
 * account, the company and the receipt mailed to it (`registration-received`) are written in one
 * transaction; when the transaction fails the logo is removed
 * again. An address that already has an account gets the same answer and the same work as a new one (the
 * password is hashed) and its owner is mailed instead, as alumni registration does.
 */
export async function registerCompany(
  db: Db,
  params: {
    input: CompanyRegisterInput
    /** The logo as WebP, or null. */
    logo: Uint8Array | null
    storage: Storage
    logger: Logger
    origins: AppOrigins
    noticeAllowed: (account: string) => Promise<boolean>
    /** The current versions of the conditions and the privacy policy, which the registration accepts. */
    versions: Record<string, string | null>
  },
): Promise<RegisterResponse> {
  const { input, storage } = params
  const received: RegisterResponse = { email: input.email, status: 'pending' }
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
  const logoKey = params.logo ? newFileKey('logos', 'webp') : null
  if (logoKey && params.logo) await storage.put(logoKey, params.logo, 'image/webp')
  try {
    await db.transaction(async (tx) => {
      const user = expectedRow(
        await tx
          .insert(users)
          .values({
            hash: newPublicHash(),
            email: input.email,
            passwordHash,
            role: 'company',
            status: 'pending',
            name: input.contact_name,
            surname: '',
            documentType: isValidCif(input.document_number) ? 'cif' : 'nif',
            documentNumber: input.document_number,
            language: input.language,
            isPrivacy: true,
            isConditions: true,
          })
          .returning({ id: users.id }),
      )
      await recordConsents(tx, user.id, [
        { kind: 'conditions', granted: true, version: params.versions.conditions, source: 'registration' },
        { kind: 'privacy', granted: true, version: params.versions.privacy, source: 'registration' },
      ])
      await tx.insert(companies).values({
        hash: newPublicHash(),
        userId: user.id,
        name: input.company_name,
        contactName: input.contact_name,
        contactPhone: input.contact_phone,
        documentNumber: input.document_number,
        logoKey,
      })
      await enqueueMail(tx, {
        template: 'registration-received',
        locale: input.language,
        to: input.email,
        data: {
          name: input.contact_name,
          account: 'company',
          companyName: input.company_name,
          homeUrl: alumniUrl(params.origins.company, input.language, ''),
        },
      })
    })
  } catch (error) {
    if (logoKey) {
      await storage.delete(logoKey).catch((failure: unknown) => {
        params.logger.warn(
          { err: failure, key: logoKey },
          'could not remove the logo of a failed registration',
        )
      })
    }
    // Two registrations of one address at once: the unique index lets one through, the other is the case
    // of an address that has an account.
    if (!isUniqueViolation(error)) throw error
    await noticeExistingAccount(db, { ...params, email: input.email })
  }
  return received
}
