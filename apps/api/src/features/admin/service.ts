import type { AdminUser, AdminUserList, AdminUsersQuery } from '@egresa/api-contract/admin'
import type { BulkDecisionInput, BulkDecisionResult } from '@egresa/api-contract/decisions'
import { isRole, notPeopleRoles } from '@egresa/api-contract/permissions'
import { msg, select } from '@lingui/core/macro'
import { and, count, desc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { anyOf } from '../../db/rows'
import { companies, users } from '../../db/schema/users'
import { auditChanges } from '../../lib/audit'
import { ApiError } from '../../lib/errors'
import { type AppOrigins, appOriginFor } from '../../lib/links'
import { type AnyMailInput, enqueueMail, enqueueMails } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import type { DecidedMessage } from '../../lib/messages'
import {
  type AuditWriter,
  alreadyDecided,
  type Decider,
  decidersOf,
  decisionOf,
  notInState,
} from '../../lib/office-decisions'
import { hasDuplicates, possibleDuplicates } from './duplicates'

type UserRow = typeof users.$inferSelect
type CompanyRow = typeof companies.$inferSelect

/** The columns of an account the office's list shows: not its 55 (a search vector, a profile). */
const accountColumns = {
  id: users.id,
  hash: users.hash,
  email: users.email,
  name: users.name,
  surname: users.surname,
  role: users.role,
  status: users.status,
  language: users.language,
  documentType: users.documentType,
  documentNumber: users.documentNumber,
  passwordHash: users.passwordHash,
  cvKey: users.cvKey,
  createdAt: users.createdAt,
  verifiedAt: users.verifiedAt,
  decidedBy: users.decidedBy,
  decidedAt: users.decidedAt,
  decisionReason: users.decisionReason,
}
const accountCompanyColumns = {
  hash: companies.hash,
  name: companies.name,
  documentNumber: companies.documentNumber,
  validatedAt: companies.validatedAt,
}
type AccountRow = Pick<UserRow, keyof typeof accountColumns>
type AccountCompany = Pick<CompanyRow, keyof typeof accountCompanyColumns>

function toAdminUser(
  user: AccountRow,
  company: AccountCompany | null,
  duplicates: AdminUser['possible_duplicates'] = [],
  deciders: Map<string, string> = new Map(),
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
    decision: decisionOf(user, deciders),
    decision_reason: user.decisionReason,
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function listAccounts(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  const conditions: SQL[] = [eq(users.status, query.status)]
  if (query.role) conditions.push(eq(users.role, query.role))
  if (query.people) conditions.push(notInArray(users.role, [...notPeopleRoles]))
  if (query.text) {
    const pattern = `%${escapeLike(query.text.toLowerCase())}%`
    conditions.push(
      anyOf(
        sql`lower(${users.email}) like ${pattern}`,
        sql`unaccent(lower(${users.name} || ' ' || ${users.surname})) like unaccent(${pattern})`,
      ),
    )
  }
  if (query.duplicates) conditions.push(hasDuplicates)
  const where = and(...conditions)
  // One statement: the page's rows (only the columns shown) and the count of the whole list beside them.
  const rows = await db
    .select({ user: accountColumns, company: accountCompanyColumns, total: sql<number>`count(*) over ()` })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  let n = Number(rows[0]?.total ?? 0)
  if (!rows.length && query.page > 1) {
    const [counted] = await db.select({ n: count() }).from(users).where(where)
    n = Number(counted?.n ?? 0)
  }
  const duplicates = await possibleDuplicates(
    db,
    rows.map((r) => r.user.id),
  )
  const deciders = await decidersOf(
    db,
    rows.map((r) => r.user.decidedBy),
  )
  return {
    items: rows.map((r) => toAdminUser(r.user, r.company, duplicates.get(r.user.id), deciders)),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}

const accountDisabled = msg`Esta cuenta está desactivada: no se puede verificar.`

/** One account in any state, as the office reviews it; null: no such hash. */
export async function findAccount(db: Db, hash: string): Promise<AdminUser | null> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.hash, hash))
    .limit(1)
  if (!row) return null
  const duplicates = await possibleDuplicates(db, [row.user.id])
  const deciders = await decidersOf(db, [row.user.decidedBy])
  return toAdminUser(row.user, row.company, duplicates.get(row.user.id), deciders)
}

/** What happened to an account that is no longer pending, as a 409 names it. */
const accountStates: Record<string, DecidedMessage> = {
  active: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Esta cuenta ya fue verificada por ${by} el ${date} a las ${time}.`,
      by: `Esta cuenta ya fue verificada por ${by}.`,
      when: `Esta cuenta ya fue verificada el ${date} a las ${time}.`,
      other: 'Esta cuenta ya fue verificada.',
    })}`,
  rejected: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Esta cuenta ya fue rechazada por ${by} el ${date} a las ${time}.`,
      by: `Esta cuenta ya fue rechazada por ${by}.`,
      when: `Esta cuenta ya fue rechazada el ${date} a las ${time}.`,
      other: 'Esta cuenta ya fue rechazada.',
    })}`,
  disabled: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Esta cuenta está desactivada por ${by} el ${date} a las ${time}.`,
      by: `Esta cuenta está desactivada por ${by}.`,
      when: `Esta cuenta está desactivada el ${date} a las ${time}.`,
      other: 'Esta cuenta está desactivada.',
    })}`,
}

/** The 409 of a decision on an account that is not pending any more: what happened, by whom, when. */
export async function accountConflict(db: Db, user: Pick<UserRow, 'status' | 'decidedBy' | 'decidedAt'>) {
  const deciders = await decidersOf(db, [user.decidedBy])
  const what = accountStates[user.status] ?? accountStates.disabled
  if (!what) throw new Error('no state')
  return alreadyDecided(what, {
    by: user.decidedBy ? (deciders.get(user.decidedBy) ?? null) : null,
    at: user.decidedAt,
  })
}

const notAPerson = msg`Esta cuenta es de una empresa, de la oficina o de administración: se decide con su empresa, no aquí.`

/**
 * Verifies an account: a pending one becomes active (a company's company is validated too) and gets the
 * account-verified e-mail in its language, all in one transaction, so the mail exists only if the change
 * does. The update is conditional (`status = 'pending'`) on the locked row: of two calls at once one
 * changes it, the other finds it decided (`changed: false`, with the row to name who decided). Verifying an
 * active, validated account changes nothing and mails nothing. Null: no such account.
 */
export async function verifyAccount(
  db: Db,
  params: {
    by: { hash: string } | { email: string }
    origins: AppOrigins
    now?: Date
    decider?: Decider
    audit?: AuditWriter
  },
): Promise<{ user: AdminUser; changed: boolean; row: UserRow } | null> {
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
      const [updated] = await tx
        .update(users)
        .set({
          status: 'active',
          verifiedAt: now,
          updatedAt: now,
          decidedBy: params.decider?.id ?? null,
          decidedAt: now,
          decisionReason: null,
        })
        .where(and(eq(users.id, found.id), eq(users.status, 'pending')))
        .returning()
      if (updated) {
        user = updated
        changed = true
      }
    }
    if (user.status === 'active') {
      const validated = await tx
        .update(companies)
        .set({ validatedAt: now, decidedBy: params.decider?.id ?? null, decidedAt: now })
        .where(
          and(eq(companies.userId, user.id), isNull(companies.validatedAt), isNull(companies.rejectedAt)),
        )
        .returning({ id: companies.id })
      if (validated.length) changed = true
    }
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
      await params.audit?.(tx, [
        {
          action: 'users.verify',
          object: { type: 'user', id: user.hash, label: user.email },
          changes: auditChanges(found, user, ['status', 'verifiedAt']),
        },
      ])
    }
    const duplicates = await possibleDuplicates(tx, [user.id])
    const deciders = await decidersOf(tx, [user.decidedBy])
    return { user: toAdminUser(user, company ?? null, duplicates.get(user.id), deciders), changed, row: user }
  })
}

/**
 * Rejects a pending person's account with the office's reason: `rejected` (it cannot sign in), and the
 * person is mailed the reason in their language, in the same transaction. The update is conditional
 * (`status = 'pending'`): a second call at once finds it decided and answers the 409 naming who decided.
 * Null: no such account.
 */
export async function rejectAccount(
  db: Db,
  params: {
    hash: string
    reason: string
    origins: AppOrigins
    decider: Decider
    audit?: AuditWriter
    now?: Date
  },
): Promise<AdminUser | null> {
  const now = params.now ?? new Date()
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(users).where(eq(users.hash, params.hash)).limit(1)
    if (!found) return null
    if ((notPeopleRoles as readonly string[]).includes(found.role)) throw notInState(notAPerson)
    const [user] = await tx
      .update(users)
      .set({
        status: 'rejected',
        updatedAt: now,
        decidedBy: params.decider.id,
        decidedAt: now,
        decisionReason: params.reason,
      })
      .where(and(eq(users.id, found.id), eq(users.status, 'pending')))
      .returning()
    if (!user) {
      const [current] = await tx.select().from(users).where(eq(users.id, found.id))
      throw await accountConflict(tx, current ?? found)
    }
    await enqueueMail(tx, {
      template: 'account-rejected',
      locale: user.language,
      to: user.email,
      data: {
        name: user.name,
        reason: params.reason,
        homeUrl: alumniUrl(params.origins.alumni, user.language, ''),
      },
    })
    await params.audit?.(tx, [
      {
        action: 'users.reject',
        object: { type: 'user', id: user.hash, label: user.email },
        changes: auditChanges(found, user, ['status']),
        reason: params.reason,
      },
    ])
    const duplicates = await possibleDuplicates(tx, [user.id])
    const deciders = await decidersOf(tx, [user.decidedBy])
    return toAdminUser(user, null, duplicates.get(user.id), deciders)
  })
}

/**
 * Verifies or rejects many pending people's accounts in one transaction and a handful of statements,
 * whatever their number: one conditional update over all the hashes (`status = 'pending'`), one insert of
 * the mails, one of the audit entries (one per account). The hashes it did not change are answered as
 * skipped (with what happened to each) or not found.
 */
export async function bulkAccounts(
  db: Db,
  params: BulkDecisionInput & { origins: AppOrigins; decider: Decider; audit?: AuditWriter; now?: Date },
): Promise<BulkDecisionResult> {
  const now = params.now ?? new Date()
  const hashes = [...new Set(params.hashes)]
  const reason = params.action === 'reject' ? (params.reason ?? null) : null
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({
        status: params.action === 'approve' ? 'active' : 'rejected',
        ...(params.action === 'approve' ? { verifiedAt: now } : {}),
        updatedAt: now,
        decidedBy: params.decider.id,
        decidedAt: now,
        decisionReason: reason,
      })
      .where(
        and(
          inArray(users.hash, hashes),
          eq(users.status, 'pending'),
          notInArray(users.role, [...notPeopleRoles]),
        ),
      )
      .returning({
        hash: users.hash,
        email: users.email,
        name: users.name,
        language: users.language,
        role: users.role,
      })
    const mails: AnyMailInput[] = changed.map((u) =>
      reason === null
        ? {
            template: 'account-verified',
            locale: u.language,
            to: u.email,
            data: {
              name: u.name,
              signInUrl: alumniUrl(appOriginFor(params.origins, u.role), u.language, 'login'),
            },
          }
        : {
            template: 'account-rejected',
            locale: u.language,
            to: u.email,
            data: { name: u.name, reason, homeUrl: alumniUrl(params.origins.alumni, u.language, '') },
          },
    )
    await enqueueMails(tx, mails)
    await params.audit?.(
      tx,
      changed.map((u) => ({
        action: params.action === 'approve' ? 'users.verify' : 'users.reject',
        object: { type: 'user', id: u.hash, label: u.email },
        changes: {
          status: { before: 'pending', after: params.action === 'approve' ? 'active' : 'rejected' },
        },
        reason,
      })),
    )
    const done = new Set(changed.map((u) => u.hash))
    const rest = hashes.filter((h) => !done.has(h))
    const others = rest.length
      ? await tx
          .select({
            hash: users.hash,
            status: users.status,
            decidedBy: users.decidedBy,
            decidedAt: users.decidedAt,
          })
          .from(users)
          .where(inArray(users.hash, rest))
      : []
    const deciders = await decidersOf(
      tx,
      others.map((o) => o.decidedBy),
    )
    const found = new Set(others.map((o) => o.hash))
    return {
      action: params.action,
      done: changed.map((u) => u.hash),
      skipped: others.map((o) => ({ hash: o.hash, status: o.status, decision: decisionOf(o, deciders) })),
      not_found: rest.filter((h) => !found.has(h)),
    }
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
