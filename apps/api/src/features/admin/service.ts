import type { AdminUser, AdminUserList, AdminUsersQuery } from '@egresa/api-contract/admin'
import { isRole } from '@egresa/api-contract/permissions'
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { anyOf } from '../../db/rows'
import { companies, users } from '../../db/schema/users'
import { type AuditEntry, auditChanges } from '../../lib/audit'
import { ApiError } from '../../lib/errors'
import { type AppOrigins, appOriginFor } from '../../lib/links'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import { accountsWithDuplicates, possibleDuplicates } from './duplicates'

type UserRow = typeof users.$inferSelect
type CompanyRow = typeof companies.$inferSelect

function toAdminUser(
  user: UserRow,
  company: CompanyRow | null,
  duplicates: AdminUser['possible_duplicates'] = [],
): AdminUser {
  if (!isRole(user.role)) throw new Error(`Unknown role ${user.role}`)
  return {
    hash: user.hash,
    email: user.email,
    name: user.name,
    surname: user.surname,
    role: user.role,
    status: user.status,
    language: user.language,
    document_type: user.documentType,
    document_number: user.documentNumber,
    sso_only: user.passwordHash === null,
    has_cv: user.cvKey !== null,
    created_at: user.createdAt.toISOString(),
    verified_at: user.verifiedAt?.toISOString() ?? null,
    company: company
      ? {
          hash: company.hash,
          name: company.name,
          document_number: company.documentNumber,
          validated: company.validatedAt !== null,
        }
      : null,
    possible_duplicates: duplicates,
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function listAccounts(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  const conditions: SQL[] = [eq(users.status, query.status)]
  if (query.role) conditions.push(eq(users.role, query.role))
  if (query.text) {
    const pattern = `%${escapeLike(query.text.toLowerCase())}%`
    conditions.push(
      anyOf(
        sql`lower(${users.email}) like ${pattern}`,
        sql`unaccent(lower(${users.name} || ' ' || ${users.surname})) like unaccent(${pattern})`,
      ),
    )
  }
  if (query.duplicates) conditions.push(sql`${users.id} in ${accountsWithDuplicates}`)
  const where = and(...conditions)
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const n = Number(total?.n ?? 0)
  const duplicates = await possibleDuplicates(
    db,
    rows.map((r) => r.user.id),
  )
  return {
    items: rows.map((r) => toAdminUser(r.user, r.company, duplicates.get(r.user.id))),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}

const accountDisabled = {
  es: 'Esta cuenta está desactivada: no se puede verificar.',
  en: 'This account is disabled: it cannot be verified.',
}

/**
 * Verifies an account: a pending one becomes active (a company's company is validated too) and gets the
 * account-verified e-mail in its language, all in one transaction, so the mail exists only if the change
 * does. Verifying an active, validated account changes nothing and mails nothing. Null: no such account.
 */
export async function verifyAccount(
  db: Db,
  params: {
    by: { hash: string } | { email: string }
    origins: AppOrigins
    now?: Date
    /** Writes the audit entry of the verification in its transaction (lib/audit.ts). */
    audit?: (tx: Db, entry: AuditEntry) => Promise<void>
  },
): Promise<{ user: AdminUser; changed: boolean } | null> {
  const now = params.now ?? new Date()
  const match =
    'hash' in params.by
      ? eq(users.hash, params.by.hash)
      : eq(sql`lower(${users.email})`, params.by.email.trim().toLowerCase())
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(users).where(match).limit(1).for('update')
    if (!found) return null
    if (found.status === 'disabled')
      throw new ApiError(400, 'validation_failed', { message: accountDisabled })
    let user = found
    let changed = false
    if (found.status === 'pending') {
      ;[user] = (await tx
        .update(users)
        .set({ status: 'active', verifiedAt: now, updatedAt: now })
        .where(eq(users.id, found.id))
        .returning()) as [UserRow]
      changed = true
    }
    const validated = await tx
      .update(companies)
      .set({ validatedAt: now })
      .where(and(eq(companies.userId, user.id), isNull(companies.validatedAt)))
      .returning({ id: companies.id })
    if (validated.length) changed = true
    const [company] = await tx.select().from(companies).where(eq(companies.userId, user.id)).limit(1)
    if (changed) {
      await enqueueMail(tx, {
        template: 'account-verified',
        locale: user.language,
        to: user.email,
        data: {
          name: user.name,
          signInUrl: alumniUrl(appOriginFor(params.origins, user.role), user.language, 'login'),
        },
      })
    }
    await params.audit?.(tx, {
      action: 'users.verify',
      object: { type: 'user', id: user.hash, label: user.email },
      changes: {
        ...auditChanges(found, user, ['status', 'verifiedAt']),
        ...(validated.length ? { companyValidated: { before: false, after: true } } : {}),
      },
    })
    const duplicates = await possibleDuplicates(tx, [user.id])
    return { user: toAdminUser(user, company ?? null, duplicates.get(user.id)), changed }
  })
}

/**
 * Unlocks a disabled account (`pnpm admin users:unlock <email>`): it becomes active again. The alumni office
 * runs it once it has checked who the person is, e.g. after the "it was not me" link of an e-mail change
 * locked the account (docs/accounts.md); that lock also removed the password, so the person then chooses a
 * new one with "Forgot your password?". Any other state changes nothing. Null: no such account.
 */
export async function unlockAccount(
  db: Db,
  params: { email: string; now?: Date },
): Promise<{ email: string; changed: boolean; hasPassword: boolean } | null> {
  const now = params.now ?? new Date()
  const [found] = await db
    .select({ id: users.id, email: users.email, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, params.email.trim().toLowerCase()))
    .limit(1)
  if (!found) return null
  const hasPassword = found.passwordHash !== null
  if (found.status !== 'disabled') return { email: found.email, changed: false, hasPassword }
  await db
    .update(users)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(users.id, found.id), eq(users.status, 'disabled')))
  return { email: found.email, changed: true, hasPassword }
}
