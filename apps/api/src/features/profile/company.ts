import type { CompanyProfile, CompanyProfilePatch, CompanyUserPatch } from '@egresa/api-contract/companies'
import { accountLanguages } from '@egresa/api-contract/users'
import { isValidCif } from '@egresa/validators/identity'
import { and, asc, eq } from 'drizzle-orm'
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

function toCompanyProfile(user: UserRow, company: CompanyRow, members: UserRow[]): CompanyProfile {
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
    users: members.map((m) => ({ hash: m.hash, name: m.name, surname: m.surname, email: m.email })),
  }
}

/**
 * The users of a company's account: the rows of `users` its company row points at (one today, the recruiter
 * who registered it; the list leaves room for more).
 */
function companyUsers(db: Db, company: CompanyRow) {
  return db.select().from(users).where(eq(users.id, company.userId)).orderBy(asc(users.createdAt))
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
  return toCompanyProfile(row.user, row.company, await companyUsers(db, row.company))
}

/**
 * Renames one of the company's own users (the name its mails greet). A hash that is not a user of the
 * signed-in account's company, another company's included, is a 404, as if it did not exist.
 */
export async function updateCompanyUser(
  db: Db,
  params: { userId: string; hash: string; input: CompanyUserPatch; now?: Date },
): Promise<CompanyProfile> {
  const [company] = await db.select().from(companies).where(eq(companies.userId, params.userId)).limit(1)
  if (!company) throw notFound()
  const updated = await db
    .update(users)
    .set({ name: params.input.name, surname: params.input.surname, updatedAt: params.now ?? new Date() })
    .where(and(eq(users.hash, params.hash), eq(users.id, company.userId)))
    .returning({ id: users.id })
  if (!updated.length) throw notFound()
  return getCompanyProfile(db, params)
}

/**
 * Saves the company-details and configuration tabs in one transaction. The recruiter's account follows the
 * company id and holds the mail language; its name is its own (`updateCompanyUser`), not the contact person's.
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
