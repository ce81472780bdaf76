import type { CompanyProfile, CompanyProfilePatch } from '@egresa/api-contract/companies'
import { accountLanguages } from '@egresa/api-contract/users'
import { isValidCif } from '@egresa/validators/identity'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies, users } from '../../db/schema/users'
import { notFound } from '../../lib/errors'
import { fileUrl } from '../../lib/files'
import type { Logger } from '../../lib/logger'
import type { Storage } from '../../lib/storage/storage'

// The signed-in company's profile and settings (spec: company profile; settings with the tabs company
// details and configuration). The recruiter's account keeps the mail language; the company row the rest.

type UserRow = typeof users.$inferSelect
type CompanyRow = typeof companies.$inferSelect

const languageOf = (value: string): CompanyProfile['language'] =>
  accountLanguages.find((l) => l === value) ?? 'es'

function toCompanyProfile(user: UserRow, company: CompanyRow): CompanyProfile {
  return {
    hash: company.hash,
    company_name: company.name,
    contact_name: company.contactName,
    contact_phone: company.contactPhone,
    document_number: company.documentNumber,
    logo: company.logoKey ? fileUrl(company.logoKey) : null,
    email: user.email,
    language: languageOf(user.language),
    notify_applications: company.notifyApplications,
    validated_at: company.validatedAt?.toISOString() ?? null,
  }
}

/** The company of the account, or 404 (an administrator has no company of their own). */
export async function getCompanyProfile(db: Db, params: { userId: string }): Promise<CompanyProfile> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, params.userId))
    .limit(1)
  if (!row) throw notFound()
  return toCompanyProfile(row.user, row.company)
}

/**
 * Saves the company-details and configuration tabs in one transaction. The recruiter's account follows the
 * company's contact name (the mails' greeting) and company id, and holds the mail language.
 */
export async function updateCompanyProfile(
  db: Db,
  params: { userId: string; input: CompanyProfilePatch; now?: Date },
): Promise<CompanyProfile> {
  const { input } = params
  const now = params.now ?? new Date()
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, params.userId))
      .for('update')
    if (!company) throw notFound()
    const companyValues = {
      ...(input.company_name !== undefined ? { name: input.company_name } : {}),
      ...(input.contact_name !== undefined ? { contactName: input.contact_name } : {}),
      ...(input.contact_phone !== undefined ? { contactPhone: input.contact_phone } : {}),
      ...(input.document_number !== undefined ? { documentNumber: input.document_number } : {}),
      ...(input.notify_applications !== undefined ? { notifyApplications: input.notify_applications } : {}),
    }
    if (Object.keys(companyValues).length) {
      await tx.update(companies).set(companyValues).where(eq(companies.id, company.id))
    }
    await tx
      .update(users)
      .set({
        ...(input.contact_name !== undefined ? { name: input.contact_name } : {}),
        ...(input.document_number !== undefined
          ? {
              documentNumber: input.document_number,
              documentType: isValidCif(input.document_number) ? 'cif' : 'nif',
            }
          : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, params.userId))
  })
  return getCompanyProfile(db, params)
}

/**
 * Points the company at a logo already stored under `key` (or at none), then deletes the logo it replaces.
 * When the database write fails the new file is removed and the old one stays; 404 without a company.
 */
export async function replaceCompanyLogo(
  db: Db,
  params: { storage: Storage; logger: Logger; userId: string; key: string | null },
): Promise<void> {
  const { storage, key } = params
  let previous: string | null = null
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: companies.id, logoKey: companies.logoKey })
        .from(companies)
        .where(eq(companies.userId, params.userId))
        .for('update')
      if (!row) throw notFound()
      await tx.update(companies).set({ logoKey: key }).where(eq(companies.id, row.id))
      return row.logoKey
    })
  } catch (error) {
    if (key) await storage.delete(key).catch(() => {})
    throw error
  }
  // The old file is only garbage now; failing to delete it must not fail the request.
  if (previous && previous !== key) {
    await storage.delete(previous).catch((error: unknown) => {
      params.logger.warn({ err: error, key: previous }, 'could not delete a replaced logo')
    })
  }
}
