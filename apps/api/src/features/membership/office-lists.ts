import type {
  CardPaymentList,
  CardPaymentsQuery,
  MemberList,
  MembersQuery,
  RenewalList,
  RenewalsQuery,
} from '@egresa/api-contract/admin-people'
import { notPeopleRoles, type Role, roles } from '@egresa/api-contract/permissions'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { membershipCharges, membershipMandates } from '../../db/schema/membership'
import { users } from '../../db/schema/users'
import { paidTiers } from './tiers'

// The office's membership page (role admin): the members of each tier, the renewals due, the card payments
// (`GET /usr/admin/membership/members|renewals|card-payments`, registered by routes.ts).

type MemberTier = MemberList['counts'][number]['role']
const memberTiers = roles.filter((r): r is MemberTier => !(notPeopleRoles as readonly Role[]).includes(r))

const memberColumns = {
  hash: users.hash,
  name: users.name,
  surname: users.surname,
  email: users.email,
  role: users.role,
  status: users.status,
  code: users.codeNumeric,
  end: users.subscriptionEnd,
  type: users.subscriptionType,
}

// users_office_order_idx (0016_office_people).
const byName = [users.officeSort, users.id]

/** Active members of one tier (or of every tier), by surname, with the count of each tier. */
export async function listMembers(db: Db, query: MembersQuery): Promise<MemberList> {
  const where = and(eq(users.status, 'active'), inArray(users.role, query.tier ? [query.tier] : memberTiers))
  const counted = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.role, memberTiers)))
    .groupBy(users.role)
  const counts = memberTiers.map((role) => ({
    role,
    members: Number(counted.find((c) => c.role === role)?.n ?? 0),
  }))
  const total = query.tier
    ? (counts.find((c) => c.role === query.tier)?.members ?? 0)
    : counts.reduce((sum, c) => sum + c.members, 0)
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(where)
    .orderBy(...byName)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  return {
    items: rows.map((r) => ({
      hash: r.hash,
      name: r.name,
      surname: r.surname,
      email: r.email,
      role: r.role,
      status: r.status,
      partner_number: r.code,
      premium_until: r.end,
      paid_by: r.type,
    })),
    total,
    maxPages: Math.ceil(total / query.size),
    counts,
  }
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

/** Paid Premium memberships (active accounts) whose last day falls within the next `days` days, soonest first. */
export async function listRenewals(db: Db, query: RenewalsQuery, now = new Date()): Promise<RenewalList> {
  const today = isoDay(now)
  const last = isoDay(new Date(now.getTime() + query.days * 86_400_000))
  const where = and(
    eq(users.status, 'active'),
    inArray(users.role, [...paidTiers]),
    sql`${users.subscriptionEnd} between ${today} and ${last}`,
  )
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const rows = await db
    .select({
      ...memberColumns,
      mandate: sql<boolean>`exists (select 1 from ${membershipMandates} where ${membershipMandates.userId} = ${users.id} and ${membershipMandates.status} = 'active')`,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.subscriptionEnd), users.id)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const n = Number(total?.n ?? 0)
  return {
    items: rows.map((r) => ({
      hash: r.hash,
      name: r.name,
      surname: r.surname,
      email: r.email,
      role: r.role,
      status: r.status,
      partner_number: r.code,
      premium_until: r.end ?? today,
      paid_by: r.type,
      has_mandate: Boolean(r.mandate),
    })),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}

/** The card payments recorded, newest first. */
export async function listCardPayments(db: Db, query: CardPaymentsQuery): Promise<CardPaymentList> {
  const where = eq(membershipCharges.kind, 'card')
  const [total] = await db.select({ n: count() }).from(membershipCharges).where(where)
  const rows = await db
    .select({
      charge: membershipCharges,
      user: { hash: users.hash, name: users.name, surname: users.surname, email: users.email },
    })
    .from(membershipCharges)
    .innerJoin(users, eq(users.id, membershipCharges.userId))
    .where(where)
    .orderBy(desc(membershipCharges.createdAt), desc(membershipCharges.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const n = Number(total?.n ?? 0)
  return {
    items: rows.map(({ charge, user }) => ({
      hash: charge.hash,
      reference: charge.externalReference,
      amount_cents: charge.amountCents,
      currency: 'EUR',
      paid_on: charge.dueOn,
      covers_until: charge.coversUntil,
      recorded_at: charge.createdAt.toISOString(),
      user,
    })),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}
