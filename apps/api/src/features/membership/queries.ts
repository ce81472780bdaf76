import {
  type AdminMembership,
  type Charge,
  MANDATE_TEXT_VERSION,
  type Mandate,
  type Membership,
  type PaidBy,
  type TierChange,
} from '@egresa/api-contract/membership'
import { isRole, type Role } from '@egresa/api-contract/permissions'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { membershipCharges, membershipMandates, membershipTierChanges } from '../../db/schema/membership'
import { users } from '../../db/schema/users'
import type { Env } from '../../env'
import { notFound } from '../../lib/errors'
import { canUpgrade, hasPremiumRights } from './tiers'

export type MembershipConfig = Env['membership']
type MandateRow = typeof membershipMandates.$inferSelect
type ChargeRow = typeof membershipCharges.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toMandate(row: MandateRow): Mandate {
  return {
    reference: row.reference,
    holder: row.holderName,
    bank: row.bankName,
    iban_masked: row.ibanMasked,
    country: row.country,
    signed_at: row.signedAt.toISOString(),
    text_version: row.textVersion,
    status: row.status === 'ended' ? 'ended' : 'active',
    ended_at: iso(row.endedAt),
  }
}

function toCharge(row: ChargeRow, mandateReference: string | null): Charge {
  return {
    hash: row.hash,
    amount_cents: row.amountCents,
    currency: 'EUR',
    due_on: row.dueOn,
    kind: row.kind,
    sequence: (row.sequence as Charge['sequence']) ?? null,
    status: row.status,
    mandate: mandateReference,
    return_reason: row.returnReason,
    returned_on: row.returnedOn,
    created_at: row.createdAt.toISOString(),
  }
}

/** The payment link with the person's partner number as its reference, or null. */
export function paymentUrl(config: MembershipConfig, code: number): string | null {
  if (!config.paymentLink) return null
  const url = new URL(config.paymentLink)
  url.searchParams.set('ref', String(code))
  return url.href
}

/** `GET /usr/membership` of an account, or null when it does not exist. */
export async function membershipOf(
  db: Db,
  params: { userId: string; config: MembershipConfig },
): Promise<Membership | null> {
  const [user] = await db
    .select({
      role: users.role,
      code: users.codeNumeric,
      type: users.subscriptionType,
      end: users.subscriptionEnd,
    })
    .from(users)
    .where(eq(users.id, params.userId))
  if (!user || !isRole(user.role)) return null
  const role: Role = user.role
  const [mandate] = await db
    .select()
    .from(membershipMandates)
    .where(and(eq(membershipMandates.userId, params.userId), eq(membershipMandates.status, 'active')))
  const charges = await db
    .select({ charge: membershipCharges, reference: membershipMandates.reference })
    .from(membershipCharges)
    .leftJoin(membershipMandates, eq(membershipMandates.id, membershipCharges.mandateId))
    .where(eq(membershipCharges.userId, params.userId))
    .orderBy(desc(membershipCharges.dueOn), desc(membershipCharges.createdAt))
    .limit(50)
  const history = charges.map((c) => toCharge(c.charge, c.reference))
  const premium = hasPremiumRights(role)
  const { config } = params
  return {
    role,
    tier: premium ? 'premium' : 'free',
    premium_until: premium ? user.end : null,
    paid_by: premium ? ((user.type as PaidBy | null) ?? null) : null,
    can_upgrade: canUpgrade(role),
    can_downgrade: false,
    mandate: mandate ? toMandate(mandate) : null,
    next_charge: history.filter((c) => c.status === 'pending').at(-1) ?? null,
    charges: history,
    fee_cents: config.feeCents,
    currency: 'EUR',
    creditor: { name: config.creditorName, identifier: config.creditorId ?? null },
    mandate_text_version: MANDATE_TEXT_VERSION,
    first_charge_days: config.firstChargeDays,
    has_payment_link: Boolean(config.paymentLink),
    url_payment: canUpgrade(role) || premium ? paymentUrl(config, user.code) : null,
  }
}

/** Every mandate of an account (newest first) and its audit of tier changes. */
export async function mandatesAndChanges(
  db: Db,
  userId: string,
): Promise<{ mandates: Mandate[]; tier_changes: TierChange[] }> {
  const mandates = await db
    .select()
    .from(membershipMandates)
    .where(eq(membershipMandates.userId, userId))
    .orderBy(desc(membershipMandates.signedAt))
  const changes = await db
    .select()
    .from(membershipTierChanges)
    .where(eq(membershipTierChanges.userId, userId))
    .orderBy(desc(membershipTierChanges.at))
    .limit(100)
  return {
    mandates: mandates.map(toMandate),
    tier_changes: changes.map((c) => ({
      from_role: c.fromRole,
      to_role: c.toRole,
      kind: c.kind,
      reason: c.reason,
      actor: c.actor,
      at: c.at.toISOString(),
    })),
  }
}

/** A person's membership as the office sees it. */
export async function adminMembershipOf(
  db: Db,
  config: Env['membership'],
  userId: string,
): Promise<AdminMembership> {
  const [user] = await db
    .select({ hash: users.hash, email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
  const membership = await membershipOf(db, { userId, config })
  if (!user || !membership) throw notFound()
  return { user, membership, ...(await mandatesAndChanges(db, userId)) }
}
