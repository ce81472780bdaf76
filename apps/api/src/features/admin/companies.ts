import type { AdminCompaniesQuery, AdminCompany, AdminCompanyList } from '@egresa/api-contract/companies'
import { accountLanguages } from '@egresa/api-contract/users'
import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Db } from '../../db/client'
import { anyOf } from '../../db/rows'
import { companies, users } from '../../db/schema/users'
import { ApiError } from '../../lib/errors'
import { fileUrl } from '../../lib/files'
import type { AppOrigins } from '../../lib/links'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'

// The alumni office's side of companies (spec section 4: "A company must also be validated first"): the
// companies by status, and validating one, which activates its recruiter's account and mails it.

type UserRow = typeof users.$inferSelect
type CompanyRow = typeof companies.$inferSelect

export function toAdminCompany(company: CompanyRow, user: UserRow): AdminCompany {
  return {
    hash: company.hash,
    company_name: company.name,
    contact_name: company.contactName,
    contact_phone: company.contactPhone,
    document_number: company.documentNumber,
    logo: company.logoKey ? fileUrl(company.logoKey) : null,
    email: user.email,
    language: accountLanguages.find((l) => l === user.language) ?? 'es',
    status: company.validatedAt ? 'validated' : 'pending',
    created_at: company.createdAt.toISOString(),
    validated_at: company.validatedAt?.toISOString() ?? null,
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Companies by status, oldest first (the pending ones in the order they came), with a text filter. */
export async function listCompanies(
  db: Db,
  query: v.InferOutput<typeof AdminCompaniesQuery>,
): Promise<v.InferOutput<typeof AdminCompanyList>> {
  const conditions: SQL[] = []
  if (query.status === 'pending') conditions.push(isNull(companies.validatedAt))
  if (query.status === 'validated') conditions.push(isNotNull(companies.validatedAt))
  if (query.text) {
    const pattern = `%${escapeLike(query.text.toLowerCase())}%`
    conditions.push(
      anyOf(
        sql`unaccent(lower(${companies.name})) like unaccent(${pattern})`,
        sql`unaccent(lower(${companies.contactName})) like unaccent(${pattern})`,
        sql`lower(${users.email}) like ${pattern}`,
        sql`lower(${companies.documentNumber}) like ${pattern}`,
      ),
    )
  }
  const where = conditions.length ? and(...conditions) : undefined
  const [total] = await db
    .select({ n: count() })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(where)
  const rows = await db
    .select({ company: companies, user: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(where)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const n = Number(total?.n ?? 0)
  return {
    items: rows.map((r) => toAdminCompany(r.company, r.user)),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}

const accountDisabled = {
  es: 'La cuenta de esta empresa está desactivada: no se puede validar.',
  en: 'This company’s account is disabled: it cannot be validated.',
}

/**
 * Validates a company: sets its `validated_at`, activates its recruiter's account (a pending one) and mails
 * the recruiter, in the account's language, a link to sign in to the company app; all in one transaction, so
 * the mail exists only if the change does. A company already validated changes nothing and is not mailed
 * again. Null: no company has that hash (or its account that e-mail).
 */
export async function validateCompany(
  db: Db,
  params: { by: { hash: string } | { email: string }; origins: AppOrigins; now?: Date },
): Promise<{ company: AdminCompany; changed: boolean } | null> {
  const now = params.now ?? new Date()
  const match =
    'hash' in params.by
      ? eq(companies.hash, params.by.hash)
      : eq(sql`lower(${users.email})`, params.by.email.trim().toLowerCase())
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ company: companies, user: users })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(match)
      .limit(1)
      .for('update')
    if (!found) return null
    let { company, user } = found
    if (user.status === 'disabled') throw new ApiError(400, 'validation_failed', { message: accountDisabled })
    const changed = company.validatedAt === null || user.status === 'pending'
    if (!changed) return { company: toAdminCompany(company, user), changed }
    if (company.validatedAt === null) {
      ;[company] = (await tx
        .update(companies)
        .set({ validatedAt: now })
        .where(eq(companies.id, company.id))
        .returning()) as [CompanyRow]
    }
    if (user.status === 'pending') {
      ;[user] = (await tx
        .update(users)
        .set({ status: 'active', verifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning()) as [UserRow]
    }
    await enqueueMail(tx, {
      template: 'company-validated',
      locale: user.language,
      to: user.email,
      data: {
        name: user.name,
        companyName: company.name,
        signInUrl: alumniUrl(params.origins.company, user.language, 'login'),
      },
    })
    return { company: toAdminCompany(company, user), changed }
  })
}
