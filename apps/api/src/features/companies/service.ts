import type { AdminCompanyDetail } from '@egresa/api-contract/admin-people'
import type { AdminCompaniesQuery, AdminCompany, AdminCompanyList } from '@egresa/api-contract/companies'
import type { BulkDecisionInput, BulkDecisionResult } from '@egresa/api-contract/decisions'
import { accountLanguages } from '@egresa/api-contract/users'
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Db } from '../../db/client'
import { anyOf } from '../../db/rows'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { companies, sessions, users } from '../../db/schema/users'
import { forgetSessions } from '../../lib/auth/session'
import { ApiError } from '../../lib/errors'
import { fileUrl } from '../../lib/files'
import type { AppOrigins } from '../../lib/links'
import { type AnyMailInput, enqueueMails } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import {
  companyAccountDisabledMessage,
  companyDecidedMessages,
  companyPendingMessage,
} from '../../lib/messages'
import {
  type AuditWriter,
  alreadyDecided,
  type Decider,
  decidersOf,
  decisionOf,
  notInState,
} from '../../lib/office-decisions'
import { toPersonRow } from '../people/public'

// The alumni office's side of companies (spec section 4: "A company must also be validated first"): the
// companies by status, one company with its offers and users, and validating one, which activates its
// recruiter's account and mails it.

type UserRow = typeof users.$inferSelect
type CompanyRow = typeof companies.$inferSelect

/** A company's state, from its dates: disabled, rejected, validated or pending. */
/** The columns of a company and of its account that the office's list shows. */
const listedCompany = {
  hash: companies.hash,
  name: companies.name,
  contactName: companies.contactName,
  contactPhone: companies.contactPhone,
  documentNumber: companies.documentNumber,
  logoKey: companies.logoKey,
  createdAt: companies.createdAt,
  validatedAt: companies.validatedAt,
  rejectedAt: companies.rejectedAt,
  disabledAt: companies.disabledAt,
  decidedBy: companies.decidedBy,
  decidedAt: companies.decidedAt,
  decisionReason: companies.decisionReason,
}
const listedAccount = { email: users.email, language: users.language }
type ListedCompany = Pick<CompanyRow, keyof typeof listedCompany>
type ListedAccount = Pick<UserRow, keyof typeof listedAccount>

function companyStatus(
  company: Pick<CompanyRow, 'disabledAt' | 'rejectedAt' | 'validatedAt'>,
): AdminCompany['status'] {
  if (company.disabledAt) return 'disabled'
  if (company.rejectedAt) return 'rejected'
  return company.validatedAt ? 'validated' : 'pending'
}

export function toAdminCompany(
  company: ListedCompany,
  user: ListedAccount,
  deciders: Map<string, string> = new Map(),
): AdminCompany {
  return {
    hash: company.hash,
    company_name: company.name,
    contact_name: company.contactName,
    contact_phone: company.contactPhone,
    document_number: company.documentNumber,
    logo: company.logoKey ? fileUrl(company.logoKey) : null,
    email: user.email,
    language: accountLanguages.find((l) => l === user.language) ?? 'es',
    status: companyStatus(company),
    created_at: company.createdAt.toISOString(),
    validated_at: company.validatedAt?.toISOString() ?? null,
    decision: decisionOf(company, deciders),
    decision_reason: company.decisionReason,
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Companies by status, oldest first (the pending ones in the order they came), with a text filter. */
export async function listCompanies(
  db: Db,
  query: v.InferOutput<typeof AdminCompaniesQuery>,
): Promise<v.InferOutput<typeof AdminCompanyList>> {
  const conditions: SQL[] = []
  if (query.status === 'pending') conditions.push(isNull(companies.validatedAt), isNull(companies.rejectedAt))
  if (query.status === 'validated')
    conditions.push(isNotNull(companies.validatedAt), isNull(companies.disabledAt))
  if (query.status === 'rejected') conditions.push(isNotNull(companies.rejectedAt))
  if (query.status === 'disabled') conditions.push(isNotNull(companies.disabledAt))
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
  // One statement: the page's rows (only the columns shown) and the count of the whole list beside them.
  const rows = await db
    .select({ company: listedCompany, user: listedAccount, total: sql<number>`count(*) over ()` })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(where)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  let n = Number(rows[0]?.total ?? 0)
  if (!rows.length && query.page > 1) {
    const [counted] = await db
      .select({ n: count() })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(where)
    n = Number(counted?.n ?? 0)
  }
  const deciders = await decidersOf(
    db,
    rows.map((r) => r.company.decidedBy),
  )
  return {
    items: rows.map((r) => toAdminCompany(r.company, r.user, deciders)),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}

/** One company in any state; null: no such hash. */
export async function findCompany(db: Db, hash: string): Promise<AdminCompany | null> {
  const [row] = await db
    .select({ company: companies, user: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.hash, hash))
    .limit(1)
  if (!row) return null
  return toAdminCompany(row.company, row.user, await decidersOf(db, [row.company.decidedBy]))
}

/** The 409 of an action on a company that is not in the state it starts from: what happened, by whom, when. */
async function companyConflict(db: Db, company: CompanyRow) {
  const status = companyStatus(company)
  if (status === 'pending' || (status === 'validated' && !company.decidedAt && !company.validatedAt))
    return notInState(companyPendingMessage)
  const deciders = await decidersOf(db, [company.decidedBy])
  return alreadyDecided(companyDecidedMessages[status], {
    by: company.decidedBy ? (deciders.get(company.decidedBy) ?? null) : null,
    at: company.decidedAt ?? company.validatedAt,
  })
}

type CompanyChange = 'validate' | 'reject' | 'disable' | 'enable'

/** The state each action starts from (a conditional update's `where`), and what it sets. */
function companyTransition(action: CompanyChange, now: Date, decider: Decider, reason: string | null) {
  const decided = { decidedBy: decider.id, decidedAt: now, decisionReason: reason }
  switch (action) {
    case 'validate':
      return {
        from: and(isNull(companies.validatedAt), isNull(companies.rejectedAt)),
        set: { validatedAt: now, ...decided },
        account: 'active' as const,
      }
    case 'reject':
      return {
        from: and(isNull(companies.validatedAt), isNull(companies.rejectedAt)),
        set: { rejectedAt: now, ...decided },
        account: 'rejected' as const,
      }
    case 'disable':
      return {
        from: and(isNotNull(companies.validatedAt), isNull(companies.disabledAt)),
        set: { disabledAt: now, ...decided },
        account: 'disabled' as const,
      }
    case 'enable':
      return {
        from: isNotNull(companies.disabledAt),
        set: { disabledAt: null, ...decided },
        account: 'active' as const,
      }
  }
}

const companyMail = (
  action: CompanyChange,
  user: { email: string; name: string; language: string },
  companyName: string,
  origins: AppOrigins,
  reason: string | null,
): AnyMailInput | null => {
  const homeUrl = alumniUrl(origins.company, user.language, '')
  const base = { locale: user.language, to: user.email }
  if (action === 'validate')
    return {
      ...base,
      template: 'company-validated',
      data: { name: user.name, companyName, signInUrl: alumniUrl(origins.company, user.language, 'login') },
    }
  if (action === 'reject' && reason)
    return { ...base, template: 'company-rejected', data: { name: user.name, companyName, reason, homeUrl } }
  if (action === 'disable' && reason)
    return { ...base, template: 'company-disabled', data: { name: user.name, companyName, reason, homeUrl } }
  return null
}

const auditActions: Record<CompanyChange, string> = {
  validate: 'companies.validate',
  reject: 'companies.reject',
  disable: 'companies.disable',
  enable: 'companies.enable',
}

/**
 * Decides on companies, one or many, in one transaction and a handful of statements whatever their number:
 * a conditional update over all the hashes (from the state the action starts from), their accounts set
 * (active, rejected, disabled; a disabled account's sessions end), one insert of the mails to their users
 * in their language, one of the audit entries (one per company). The companies it did not change come
 * back with their current row.
 */
async function decideCompanies(
  tx: Db,
  params: {
    action: CompanyChange
    hashes: string[]
    reason: string | null
    origins: AppOrigins
    decider: Decider
    audit?: AuditWriter
    now?: Date
  },
) {
  const now = params.now ?? new Date()
  const change = companyTransition(params.action, now, params.decider, params.reason)
  const changed = await tx
    .update(companies)
    .set(change.set)
    .where(and(inArray(companies.hash, params.hashes), change.from))
    .returning()
  const userIds = changed.map((c) => c.userId)
  const accounts = userIds.length
    ? await tx
        .update(users)
        .set({
          status: change.account,
          updatedAt: now,
          ...(params.action === 'validate' ? { verifiedAt: sql`coalesce(${users.verifiedAt}, ${now})` } : {}),
        })
        .where(inArray(users.id, userIds))
        .returning()
    : []
  if (params.action === 'disable' && userIds.length) {
    await tx.delete(sessions).where(inArray(sessions.userId, userIds))
  }
  const byUser = new Map(accounts.map((u) => [u.id, u]))
  const mails: AnyMailInput[] = []
  for (const company of changed) {
    const user = byUser.get(company.userId)
    const mail = user ? companyMail(params.action, user, company.name, params.origins, params.reason) : null
    if (mail) mails.push(mail)
  }
  await enqueueMails(tx, mails)
  await params.audit?.(
    tx,
    changed.map((company) => ({
      action: auditActions[params.action],
      object: { type: 'company', id: company.hash, label: company.name },
      changes: {
        status: {
          before:
            params.action === 'enable' ? 'disabled' : params.action === 'disable' ? 'validated' : 'pending',
          after: companyStatus(company),
        },
      },
      reason: params.reason,
    })),
  )
  return { changed, byUser }
}

/**
 * One decision on one company (`POST /usr/admin/companies/{hash}/validate|reject|disable|enable`): the
 * company as it is after it, or the 409 naming what happened to it first. Disabling ends its users'
 * sessions at once. Null: no such company.
 */
export async function decideCompany(
  db: Db,
  params: {
    action: CompanyChange
    hash: string
    reason?: string | null
    origins: AppOrigins
    decider: Decider
    audit?: AuditWriter
  },
): Promise<AdminCompany | null> {
  const result = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ company: companies, user: users })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(companies.hash, params.hash))
      .limit(1)
    if (!found) return null
    if (params.action === 'validate' && found.user.status === 'disabled')
      throw new ApiError(400, 'validation_failed', { message: companyAccountDisabledMessage })
    const { changed, byUser } = await decideCompanies(tx, {
      ...params,
      reason: params.reason ?? null,
      hashes: [params.hash],
    })
    const company = changed[0]
    if (!company) {
      const [current] = await tx.select().from(companies).where(eq(companies.id, found.company.id))
      throw await companyConflict(tx, current ?? found.company)
    }
    const user = byUser.get(company.userId) ?? found.user
    return {
      company: toAdminCompany(company, user, await decidersOf(tx, [company.decidedBy])),
      userId: user.id,
    }
  })
  // This process's kept sessions go too (the others see the auth epoch move: lib/auth/session.ts).
  if (result && params.action === 'disable') forgetSessions({ userId: result.userId })
  return result?.company ?? null
}

/** `POST /usr/admin/companies/bulk`: validates or rejects many pending companies at once. */
export async function bulkCompanies(
  db: Db,
  params: BulkDecisionInput & { origins: AppOrigins; decider: Decider; audit?: AuditWriter; now?: Date },
): Promise<BulkDecisionResult> {
  const hashes = [...new Set(params.hashes)]
  return db.transaction(async (tx) => {
    const { changed } = await decideCompanies(tx, {
      action: params.action === 'approve' ? 'validate' : 'reject',
      hashes,
      reason: params.action === 'reject' ? (params.reason ?? null) : null,
      origins: params.origins,
      decider: params.decider,
      audit: params.audit,
      now: params.now,
    })
    const done = new Set(changed.map((c) => c.hash))
    const rest = hashes.filter((h) => !done.has(h))
    const others = rest.length ? await tx.select().from(companies).where(inArray(companies.hash, rest)) : []
    const deciders = await decidersOf(
      tx,
      others.map((o) => o.decidedBy),
    )
    const found = new Set(others.map((o) => o.hash))
    return {
      action: params.action,
      done: changed.map((c) => c.hash),
      skipped: others.map((o) => ({
        hash: o.hash,
        status: companyStatus(o),
        decision: decisionOf(o, deciders),
      })),
      not_found: rest.filter((h) => !found.has(h)),
    }
  })
}

/**
 * Validates a company for `pnpm admin companies:validate` (by its account's e-mail or its hash): sets its
 * `validated_at`, activates its recruiter's account and mails the recruiter. A company already decided on
 * changes nothing (`changed: false`). Null: no such company.
 */
export async function validateCompany(
  db: Db,
  params: { by: { hash: string } | { email: string }; origins: AppOrigins; now?: Date },
): Promise<{ company: AdminCompany; changed: boolean } | null> {
  const match =
    'hash' in params.by
      ? eq(companies.hash, params.by.hash)
      : eq(sql`lower(${users.email})`, params.by.email.trim().toLowerCase())
  const [found] = await db
    .select({ hash: companies.hash })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(match)
    .limit(1)
  if (!found) return null
  try {
    const company = await decideCompany(db, {
      action: 'validate',
      hash: found.hash,
      origins: params.origins,
      decider: { id: null },
    })
    return company ? { company, changed: true } : null
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error
    const company = await findCompany(db, found.hash)
    return company ? { company, changed: false } : null
  }
}

/** `GET /usr/admin/companies/{hash}`: the company, its offers with their applications, and its users. */
export async function companyDetail(db: Db, hash: string): Promise<AdminCompanyDetail | null> {
  const [found] = await db
    .select({ company: companies, user: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.hash, hash))
    .limit(1)
  if (!found) return null
  const offers = await db
    .select({
      hash: jobOffers.hash,
      title: jobOffers.title,
      status: jobOffers.status,
      createdAt: jobOffers.createdAt,
      applications:
        sql<number>`(select count(*) from ${jobApplications} where ${jobApplications.offerId} = ${jobOffers.id})`.mapWith(
          Number,
        ),
    })
    .from(jobOffers)
    .where(eq(jobOffers.companyId, found.company.id))
    .orderBy(desc(jobOffers.createdAt))
    .limit(500)
  return {
    company: toAdminCompany(found.company, found.user, await decidersOf(db, [found.company.decidedBy])),
    offers: offers.map((o) => ({
      hash: o.hash,
      title: o.title,
      status: o.status,
      created_at: o.createdAt.toISOString(),
      applications: o.applications,
    })),
    users: [toPersonRow({ ...found.user, code: found.user.codeNumeric })],
  }
}
