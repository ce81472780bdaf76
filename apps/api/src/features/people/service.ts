import type { AccountStatus } from '@egresa/api-contract/admin'
import type {
  PeopleList,
  PeopleQuery,
  PersonActionResult,
  PersonDetail,
  PersonRow,
} from '@egresa/api-contract/admin-people'
import { can, notPeopleRoles, permissionsOf, type Role, roles } from '@egresa/api-contract/permissions'
import { msg } from '@lingui/core/macro'
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import { workgroupMembers, workgroups } from '../../db/schema/content'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { companies, sessions, users } from '../../db/schema/users'
import type { Env } from '../../env'
import type { AuditEntry } from '../../lib/audit'
import { forgetSessions } from '../../lib/auth/session'
import { ApiError, notFound } from '../../lib/errors'
import { fileUrl } from '../../lib/files'
import { type AppOrigins, appOriginFor } from '../../lib/links'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import { hasPremiumRights, isMemberRole, mandatesAndChanges, membershipOf } from '../membership/public'

// The alumni office's people (docs/admin.md, "People"): every account in any state found by name, e-mail,
// document or partner number; a person's page; and the actions on an account (resend the verified mail,
// disable, enable, end sessions), each recorded in the audit log in the transaction of its change.

type UserRow = typeof users.$inferSelect

const memberRoles = roles.filter((r) => !(notPeopleRoles as readonly Role[]).includes(r))
const premiumRoles = memberRoles.filter((r) => hasPremiumRights(r))
const freeRoles = memberRoles.filter((r) => !hasPremiumRights(r))

export function tierOf(role: Role): PersonRow['tier'] {
  if (!isMemberRole(role)) return null
  return hasPremiumRights(role) ? 'premium' : 'free'
}

const rowColumns = {
  hash: users.hash,
  name: users.name,
  surname: users.surname,
  email: users.email,
  avatarKey: users.avatarKey,
  role: users.role,
  status: users.status,
  code: users.codeNumeric,
  documentNumber: users.documentNumber,
  graduationYear: users.graduationYear,
  createdAt: users.createdAt,
}

type RowOf = Pick<UserRow, 'hash' | 'name' | 'surname' | 'email' | 'avatarKey' | 'role' | 'status'> &
  Pick<UserRow, 'documentNumber' | 'graduationYear' | 'createdAt'> & { code: number }

export function toPersonRow(r: RowOf): PersonRow {
  return {
    hash: r.hash,
    name: r.name,
    surname: r.surname,
    email: r.email,
    avatar: r.avatarKey ? fileUrl(r.avatarKey) : null,
    role: r.role,
    status: r.status,
    tier: tierOf(r.role),
    partner_number: r.code,
    document_number: r.documentNumber,
    graduation_year: r.graduationYear,
    created_at: r.createdAt.toISOString(),
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The words of a people search, lower case: split on spaces only, so an e-mail (`ana.garcia@uji.es`), a
 * document (`12345678-Z`) or a partner number stays one word. At most 6.
 */
export function peopleWords(q: string | undefined): string[] {
  return (q?.toLowerCase().split(/\s+/).filter(Boolean) ?? []).slice(0, 6)
}

/**
 * `GET /usr/admin/people`. Each word must be part of users.office_search (name, surname, e-mail, document,
 * partner number; without accents: the trigram index of 0016_office_people finds it). An account whose
 * e-mail, document number or partner number is the whole search comes first; then by surname and name.
 */
export async function searchPeople(db: Db, query: PeopleQuery): Promise<PeopleList> {
  const conditions: SQL[] = []
  const words = peopleWords(query.q)
  for (const word of words) {
    conditions.push(sql`${users.officeSearch} like egresa_unaccent(${`%${escapeLike(word)}%`})`)
  }
  if (query.status) conditions.push(eq(users.status, query.status))
  if (query.role) conditions.push(eq(users.role, query.role))
  if (query.tier) conditions.push(inArray(users.role, query.tier === 'premium' ? premiumRoles : freeRoles))
  if (query.graduationYear) conditions.push(eq(users.graduationYear, query.graduationYear))
  const where = conditions.length ? and(...conditions) : undefined
  const whole = query.q?.trim().toLowerCase() ?? ''
  const exact = whole
    ? sql`(lower(${users.email}) = ${whole} or lower(coalesce(${users.documentNumber}, '')) = ${whole} or ${users.codeNumeric}::text = ${whole})`
    : null
  const order = [...(exact ? [desc(exact)] : []), users.officeSort, users.id]
  const page = (query.page - 1) * query.size
  if (!words.length) {
    // No text: the page reads users_office_order_idx in order; the count is a statement of its own.
    const [counted] = await db.select({ n: count() }).from(users).where(where)
    const rows = await db
      .select(rowColumns)
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(page)
    const total = Number(counted?.n ?? 0)
    return { items: rows.map(toPersonRow), total, maxPages: Math.ceil(total / query.size) }
  }
  // A text: the trigram index finds the matches, counted and ordered in one pass.
  const rows = await db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(page)
  let total = rows[0]?.total ?? 0
  if (!rows.length && query.page > 1) {
    const [counted] = await db.select({ n: count() }).from(users).where(where)
    total = Number(counted?.n ?? 0)
  }
  return { items: rows.map(toPersonRow), total, maxPages: Math.ceil(total / query.size) }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** `GET /usr/admin/people/{hash}`: the person's page, or null when there is no such account. */
export async function personDetail(
  db: Db,
  params: { hash: string; config: Env['membership']; now?: Date },
): Promise<PersonDetail | null> {
  const [user] = await db.select().from(users).where(eq(users.hash, params.hash)).limit(1)
  if (!user) return null
  const member = isMemberRole(user.role)
  const membership = member ? await membershipOf(db, { userId: user.id, config: params.config }) : null
  const { mandates, tier_changes } = await mandatesAndChanges(db, user.id)
  const applications = await db
    .select({
      hash: jobApplications.hash,
      status: jobApplications.status,
      createdAt: jobApplications.createdAt,
      offerHash: jobOffers.hash,
      title: jobOffers.title,
      offerStatus: jobOffers.status,
      company: companies.name,
    })
    .from(jobApplications)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .where(eq(jobApplications.userId, user.id))
    .orderBy(desc(jobApplications.createdAt))
    .limit(200)
  const groups = await db
    .select({
      hash: workgroups.hash,
      slug: workgroups.slug,
      name: workgroups.name,
      groupStatus: workgroups.status,
      role: workgroupMembers.role,
      status: workgroupMembers.status,
      since: workgroupMembers.createdAt,
    })
    .from(workgroupMembers)
    .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
    .where(eq(workgroupMembers.userId, user.id))
    .orderBy(asc(workgroups.name))
    .limit(200)
  return {
    profile: {
      hash: user.hash,
      name: user.name,
      surname: user.surname,
      email: user.email,
      role: user.role,
      status: user.status,
      language: user.language,
      partner_number: user.codeNumeric,
      document_type: user.documentType,
      document_number: user.documentNumber,
      phone: user.phone,
      city: user.city,
      country_code: user.countryCode,
      birthdate: user.birthdate,
      graduation_year: user.graduationYear,
      current_job: user.currentJob,
      current_company: user.currentCompany,
      sso_only: user.passwordHash === null,
      has_cv: user.cvKey !== null,
      created_at: user.createdAt.toISOString(),
      verified_at: iso(user.verifiedAt),
    },
    membership,
    tier_changes,
    mandates,
    applications: applications.map((a) => ({
      hash: a.hash,
      status: a.status,
      created_at: a.createdAt.toISOString(),
      offer: { hash: a.offerHash, title: a.title, status: a.offerStatus, company: a.company },
    })),
    groups: groups.map((g) => ({
      hash: g.hash,
      slug: g.slug,
      name: g.name,
      group_status: g.groupStatus,
      role: g.role,
      status: g.status,
      since: g.since.toISOString(),
    })),
    sessions: await liveSessions(db, user.id, params.now ?? new Date()),
  }
}

async function liveSessions(db: Db, userId: string, now: Date): Promise<PersonDetail['sessions']> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
  return rows.map((s) => ({
    id: s.id,
    device_id: s.deviceId,
    device_type: s.deviceType,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
  }))
}

// Actions.

type Audit = (tx: Db, entry: AuditEntry) => Promise<void>
type ActionParams = { hash: string; actorRole: Role; audit: Audit; now?: Date }

const messages = {
  notVerified: msg`Esta cuenta aún no está verificada: verifícala y recibirá el correo.`,
  disabled: msg`Esta cuenta está desactivada: actívala antes.`,
  alreadyDisabled: msg`Esta cuenta ya está desactivada.`,
  notDisabled: msg`Esta cuenta no está desactivada.`,
  higher: msg`Esta cuenta tiene permisos que tú no tienes: solo puede cambiarla quien los tenga.`,
  ownAccount: msg`No puedes desactivar tu propia cuenta.`,
}

/**
 * The account, locked for the change. An action on an account that has an office permission (`admin.*`) the
 * caller lacks is refused (403): the office may not disable or sign out an administrator, an administrator
 * may do so to the office (a comparison of permissions, not of role names).
 */
async function lockAccount(tx: Db, hash: string, actorRole: Role): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.hash, hash)).limit(1).for('update')
  if (!row) throw notFound()
  const office = permissionsOf(row.role).filter((p) => p.startsWith('admin.'))
  if (!office.every((p) => can(actorRole, p)))
    throw new ApiError(403, 'forbidden', { message: messages.higher })
  return row
}

const objectOf = (user: UserRow) => ({ type: 'user', id: user.hash, label: user.email })

function result(user: UserRow, ended: number): PersonActionResult {
  return { person: toPersonRow({ ...user, code: user.codeNumeric }), sessions_ended: ended }
}

/** Mails the account-verified message again to an active account (it says it never got it). */
export async function resendVerification(
  db: Db,
  params: ActionParams & { origins: AppOrigins },
): Promise<PersonActionResult> {
  return db.transaction(async (tx) => {
    const user = await lockAccount(tx, params.hash, params.actorRole)
    if (user.status === 'disabled') throw new ApiError(409, 'conflict', { message: messages.disabled })
    if (user.status !== 'active') throw new ApiError(409, 'conflict', { message: messages.notVerified })
    await enqueueMail(tx, {
      template: 'account-verified',
      locale: user.language,
      to: user.email,
      data: {
        name: user.name,
        signInUrl: alumniUrl(appOriginFor(params.origins, user.role), user.language, 'login'),
      },
    })
    await params.audit(tx, { action: 'users.resend_verification', object: objectOf(user) })
    return result(user, 0)
  })
}

/**
 * Disables an account: it can no longer sign in, every session ends in the same transaction (the auth
 * epoch's triggers tell the other processes; this one forgets its cached sessions after the commit), and the
 * person is mailed in their language. The reason goes to the audit log only.
 */
export async function disableAccount(
  db: Db,
  params: ActionParams & { reason: string; actorId: string; origins: AppOrigins },
): Promise<PersonActionResult> {
  const now = params.now ?? new Date()
  const done = await db.transaction(async (tx) => {
    const before = await lockAccount(tx, params.hash, params.actorRole)
    if (before.id === params.actorId) throw new ApiError(409, 'conflict', { message: messages.ownAccount })
    if (before.status === 'disabled')
      throw new ApiError(409, 'conflict', { message: messages.alreadyDisabled })
    const after = expectedRow(
      await tx
        .update(users)
        .set({ status: 'disabled', updatedAt: now })
        .where(eq(users.id, before.id))
        .returning(),
    )
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, before.id))
      .returning({ id: sessions.id })
    await enqueueMail(tx, {
      template: 'account-disabled',
      locale: after.language,
      to: after.email,
      data: {
        name: after.name,
        homeUrl: alumniUrl(appOriginFor(params.origins, after.role), after.language, ''),
      },
    })
    await params.audit(tx, {
      action: 'users.disable',
      object: objectOf(after),
      changes: {
        status: { before: before.status, after: after.status },
        ...(ended.length ? { sessions: { before: ended.length, after: 0 } } : {}),
      },
      reason: params.reason,
    })
    return { userId: after.id, result: result(after, ended.length) }
  })
  forgetSessions({ userId: done.userId })
  return done.result
}

/**
 * Enables a disabled account: active again when it had been verified (and mailed: it can sign in), pending
 * when it never was (it waits for verification as before).
 */
export async function enableAccount(
  db: Db,
  params: ActionParams & { reason?: string; origins: AppOrigins },
): Promise<PersonActionResult> {
  const now = params.now ?? new Date()
  return db.transaction(async (tx) => {
    const before = await lockAccount(tx, params.hash, params.actorRole)
    if (before.status !== 'disabled') throw new ApiError(409, 'conflict', { message: messages.notDisabled })
    const status: AccountStatus = before.verifiedAt ? 'active' : 'pending'
    const after = expectedRow(
      await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, before.id)).returning(),
    )
    if (status === 'active') {
      await enqueueMail(tx, {
        template: 'account-enabled',
        locale: after.language,
        to: after.email,
        data: {
          name: after.name,
          signInUrl: alumniUrl(appOriginFor(params.origins, after.role), after.language, 'login'),
        },
      })
    }
    await params.audit(tx, {
      action: 'users.enable',
      object: objectOf(after),
      changes: { status: { before: before.status, after: after.status } },
      reason: params.reason ?? null,
    })
    return result(after, 0)
  })
}

/** Ends every session of an account, or one (`sessionId`; 404 when the account has no such session). */
export async function endSessions(
  db: Db,
  params: ActionParams & { sessionId?: string },
): Promise<PersonActionResult> {
  const done = await db.transaction(async (tx) => {
    const user = await lockAccount(tx, params.hash, params.actorRole)
    const match = params.sessionId
      ? and(eq(sessions.userId, user.id), eq(sessions.id, params.sessionId))
      : eq(sessions.userId, user.id)
    const ended = await tx.delete(sessions).where(match).returning({ id: sessions.id })
    if (params.sessionId && !ended.length) throw notFound()
    await params.audit(tx, {
      action: params.sessionId ? 'users.end_session' : 'users.end_sessions',
      object: objectOf(user),
      changes: params.sessionId
        ? { session: { before: params.sessionId, after: null } }
        : { sessions: { before: ended.length, after: 0 } },
    })
    return { userId: user.id, result: result(user, ended.length) }
  })
  forgetSessions(params.sessionId ? { sessionId: params.sessionId } : { userId: done.userId })
  return done.result
}
