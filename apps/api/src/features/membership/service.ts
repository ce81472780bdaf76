import { randomBytes } from 'node:crypto'
import {
  type CardPaymentInput,
  MANDATE_TEXT_VERSION,
  type MandateInput,
  type TierChangeKind,
  type TierInput,
} from '@egresa/api-contract/membership'
import { isRole, type Role } from '@egresa/api-contract/permissions'
import { normalizeIban } from '@egresa/validators/iban'
import { msg } from '@lingui/core/macro'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { membershipCharges, membershipMandates, membershipTierChanges } from '../../db/schema/membership'
import { users } from '../../db/schema/users'
import { type AuditEntry, auditChanges } from '../../lib/audit'
import { forgetSessions } from '../../lib/auth/session'
import { ApiError, notFound } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { type IbanVault, maskIban } from '../../lib/iban-vault'
import type { AppOrigins } from '../../lib/links'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import type { MembershipConfig } from './queries'
import { endToEndId, mandateReference } from './sepa/ids'
import { canUpgrade, freeTierOf, hasPremiumRights, isMemberRole, isPaidTier, premiumTierOf } from './tiers'

// What changes a membership (docs/membership.md). Every change runs in one transaction that locks the
// account's row first, so two requests at once (an upgrade clicked twice) act one after the other, and the
// second sees what the first did.

export type MembershipContext = { config: MembershipConfig; origins: AppOrigins; vault: IbanVault }

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function randomText(length: number, alphabet: string): string {
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('')
}

/** A day as `YYYY-MM-DD` (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return isoDay(d)
}

/** The last day a `date` column takes as `YYYY-MM-DD`: a year more than that is written `+010000-…`. */
const LAST_DAY = '9999-12-31'

/**
 * A year after a day (29 February gives 28 February, never 1 March), at most LAST_DAY: an end date stored
 * that far ahead (given before the contract limited it) is kept, not turned into a date the database refuses.
 */
export function addYear(day: string): string {
  if (day.slice(0, 4) === LAST_DAY.slice(0, 4)) return LAST_DAY
  const d = new Date(`${day}T00:00:00Z`)
  const target = new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d.getUTCDate(), last))
  return isoDay(target)
}

/** The public hash of a charge. */
export function newChargeHash(): string {
  return randomText(12, HASH_ALPHABET)
}

export function settingsUrl(origins: AppOrigins, locale: string): string {
  return alumniUrl(origins.alumni, locale, 'user/profile/settings-iban')
}

const messages = {
  alreadyPremium: (until: string | null) =>
    until
      ? msg`Tu cuenta ya es Premium hasta el ${until}: no hace falta volver a hacerte Premium.`
      : msg`Tu cuenta ya tiene las ventajas Premium: no hace falta volver a hacerte Premium.`,
  notMember: msg`Solo las cuentas de antiguos alumnos y del personal pueden ser Premium.`,
  notPaying: msg`Tu cuenta no paga la cuota Premium por domiciliación: hazte Premium para dar una cuenta bancaria.`,
  mandateVersion: msg`El texto de la orden de domiciliación ha cambiado: vuelve a cargar la página y léelo de nuevo.`,
  cardTwice: msg`Este pago con tarjeta ya está registrado.`,
}

type UserRow = {
  id: string
  email: string
  name: string
  language: string
  role: Role
  code: number
  type: string | null
  end: string | null
}

/** The account's row, locked until the transaction ends; 404 when it does not exist. */
async function lockUser(tx: Db, where: { id: string } | { hash: string }): Promise<UserRow> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      role: users.role,
      code: users.codeNumeric,
      type: users.subscriptionType,
      end: users.subscriptionEnd,
    })
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.hash, where.hash))
    .for('update')
  if (!row || !isRole(row.role)) throw notFound()
  return { ...row, role: row.role }
}

async function recordTierChange(
  tx: Db,
  entry: {
    userId: string
    from: Role
    to: Role
    kind: TierChangeKind
    reason?: string
    actor?: string | null
  },
) {
  await tx.insert(membershipTierChanges).values({
    userId: entry.userId,
    fromRole: entry.from,
    toRole: entry.to,
    kind: entry.kind,
    reason: entry.reason ?? '',
    actor: entry.actor ?? null,
  })
}

function checkMandateInput(input: MandateInput, locale: Locale) {
  if (input.mandateVersion !== MANDATE_TEXT_VERSION)
    throw new ApiError(400, 'validation_failed', {
      errors: { mandateVersion: [translate(locale, messages.mandateVersion)] },
    })
}

/** Ends the active mandate of an account and cancels its charges not yet exported. */
async function endActiveMandate(tx: Db, userId: string, now: Date) {
  const ended = await tx
    .update(membershipMandates)
    .set({ status: 'ended', endedAt: now })
    .where(and(eq(membershipMandates.userId, userId), eq(membershipMandates.status, 'active')))
    .returning({ id: membershipMandates.id })
  return ended[0]?.id ?? null
}

async function insertMandate(
  tx: Db,
  params: {
    user: UserRow
    input: MandateInput
    vault: IbanVault
    now: Date
    ip?: string
    userAgent?: string
  },
) {
  const iban = normalizeIban(params.input.iban)
  const [mandate] = await tx
    .insert(membershipMandates)
    .values({
      userId: params.user.id,
      reference: mandateReference(params.user.code, isoDay(params.now)),
      holderName: params.input.holder,
      bankName: params.input.bank,
      ibanEncrypted: params.vault.encrypt(iban),
      ibanMasked: maskIban(iban),
      country: iban.slice(0, 2),
      signedAt: params.now,
      textVersion: params.input.mandateVersion,
      acceptedIp: params.ip ?? null,
      acceptedUserAgent: params.userAgent?.slice(0, 500) ?? null,
    })
    .returning()
  if (!mandate) throw new Error('the mandate insert returned no row')
  // The profile's payment details are the active mandate's (shown masked on the current user).
  await tx
    .update(users)
    .set({
      paymentBank: mandate.bankName,
      paymentName: mandate.holderName,
      paymentIban: mandate.ibanEncrypted,
      paymentIbanMasked: mandate.ibanMasked,
    })
    .where(eq(users.id, params.user.id))
  return mandate
}

async function insertSepaCharge(
  tx: Db,
  params: {
    userId: string
    mandate: { id: string; firstCollectedOn: string | null }
    amountCents: number
    dueOn: string
    coversUntil: string
  },
) {
  const [charge] = await tx
    .insert(membershipCharges)
    .values({
      hash: newChargeHash(),
      userId: params.userId,
      mandateId: params.mandate.id,
      kind: 'sepa',
      amountCents: params.amountCents,
      dueOn: params.dueOn,
      // The first collection of a mandate is FRST, the following ones RCUR (docs/membership.md).
      sequence: params.mandate.firstCollectedOn ? 'RCUR' : 'FRST',
      endToEndId: endToEndId(params.dueOn),
      coversUntil: params.coversUntil,
    })
    .returning()
  if (!charge) throw new Error('the charge insert returned no row')
  return charge
}

/**
 * `POST /usr/membership/upgrade`: the mandate, the Premium tier for a year, the first charge (FRST, due
 * `firstChargeDays` ahead: the pre-notification period) and the mail with both, in one transaction.
 */
export async function upgrade(
  db: Db,
  ctx: MembershipContext,
  params: {
    userId: string
    input: MandateInput
    locale: Locale
    now?: Date
    ip?: string
    userAgent?: string
  },
): Promise<void> {
  checkMandateInput(params.input, params.locale)
  const now = params.now ?? new Date()
  const today = isoDay(now)
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, { id: params.userId })
    if (!isMemberRole(user.role)) throw new ApiError(409, 'conflict', { message: messages.notMember })
    if (!canUpgrade(user.role))
      throw new ApiError(409, 'conflict', { message: messages.alreadyPremium(user.end) })
    await endActiveMandate(tx, user.id, now)
    await cancelPendingCharges(tx, user.id)
    const mandate = await insertMandate(tx, { ...params, user, vault: ctx.vault, now })
    const until = addYear(today)
    const dueOn = addDays(today, ctx.config.firstChargeDays)
    await insertSepaCharge(tx, {
      userId: user.id,
      mandate,
      amountCents: ctx.config.feeCents,
      dueOn,
      coversUntil: until,
    })
    const to = premiumTierOf(user.role)
    await tx
      .update(users)
      .set({ role: to, subscriptionType: 'sepa', subscriptionEnd: until, updatedAt: now })
      .where(eq(users.id, user.id))
    await recordTierChange(tx, { userId: user.id, from: user.role, to, kind: 'upgrade' })
    await enqueueMail(tx, {
      template: 'membership-mandate',
      locale: user.language,
      to: user.email,
      data: {
        name: user.name,
        kind: 'upgrade',
        creditorName: ctx.config.creditorName,
        creditorId: ctx.config.creditorId ?? null,
        mandateReference: mandate.reference,
        holder: mandate.holderName,
        ibanMasked: mandate.ibanMasked,
        signedOn: today,
        premiumUntil: until,
        charge: { amountCents: ctx.config.feeCents, dueOn },
        settingsUrl: settingsUrl(ctx.origins, user.language),
      },
    })
  })
  // The new role on the next request, in this process too (lib/auth/session.ts).
  forgetSessions({ userId: params.userId })
}

/** Cancels the charges of an account not yet exported (a new mandate, a lapse, a removal). */
async function cancelPendingCharges(tx: Db, userId: string) {
  return tx
    .update(membershipCharges)
    .set({ status: 'cancelled' })
    .where(and(eq(membershipCharges.userId, userId), eq(membershipCharges.status, 'pending')))
    .returning({
      amountCents: membershipCharges.amountCents,
      dueOn: membershipCharges.dueOn,
      coversUntil: membershipCharges.coversUntil,
    })
}

/**
 * `PUT /usr/membership/mandate`: a new IBAN. The old mandate ends; a charge waiting for collection moves to
 * the new mandate as a first collection (FRST: the SEPA rule when the debtor's account changes), no sooner
 * than the pre-notification period allows.
 */
export async function changeMandate(
  db: Db,
  ctx: MembershipContext,
  params: {
    userId: string
    input: MandateInput
    locale: Locale
    now?: Date
    ip?: string
    userAgent?: string
  },
): Promise<void> {
  checkMandateInput(params.input, params.locale)
  const now = params.now ?? new Date()
  const today = isoDay(now)
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, { id: params.userId })
    if (!isPaidTier(user.role)) throw new ApiError(409, 'conflict', { message: messages.notPaying })
    await endActiveMandate(tx, user.id, now)
    const moved = await cancelPendingCharges(tx, user.id)
    const mandate = await insertMandate(tx, { ...params, user, vault: ctx.vault, now })
    let next: { amountCents: number; dueOn: string } | null = null
    const earliest = addDays(today, ctx.config.firstChargeDays)
    for (const charge of moved) {
      // biome-ignore lint/complexity/useMathMinMax: dates as YYYY-MM-DD text, which Math.max would not compare
      const dueOn = charge.dueOn > earliest ? charge.dueOn : earliest
      await insertSepaCharge(tx, {
        userId: user.id,
        mandate,
        amountCents: charge.amountCents,
        dueOn,
        coversUntil: charge.coversUntil,
      })
      if (!next || dueOn < next.dueOn) next = { amountCents: charge.amountCents, dueOn }
    }
    await tx.update(users).set({ subscriptionType: 'sepa', updatedAt: now }).where(eq(users.id, user.id))
    await enqueueMail(tx, {
      template: 'membership-mandate',
      locale: user.language,
      to: user.email,
      data: {
        name: user.name,
        kind: 'change',
        creditorName: ctx.config.creditorName,
        creditorId: ctx.config.creditorId ?? null,
        mandateReference: mandate.reference,
        holder: mandate.holderName,
        ibanMasked: mandate.ibanMasked,
        signedOn: today,
        premiumUntil: user.end ?? addYear(today),
        charge: next,
        settingsUrl: settingsUrl(ctx.origins, user.language),
      },
    })
  })
}

/**
 * The office records a card payment the provider confirmed: Premium for a year more, from the end date
 * when it is still ahead, else from today; a free tier becomes its Premium tier. A charge waiting for
 * collection for the same period is cancelled (nobody pays twice).
 */
export async function recordCardPayment(
  db: Db,
  ctx: MembershipContext,
  params: {
    hash: string
    input: CardPaymentInput
    actor: string
    now?: Date
    /** Writes the audit entry of the payment in its transaction (lib/audit.ts). */
    audit?: (tx: Db, entry: AuditEntry) => Promise<void>
  },
): Promise<{ userId: string }> {
  const now = params.now ?? new Date()
  const today = isoDay(now)
  const done = await db
    .transaction(async (tx) => {
      const user = await lockUser(tx, { hash: params.hash })
      if (!isMemberRole(user.role)) throw new ApiError(409, 'conflict', { message: messages.notMember })
      const [seen] = await tx
        .select({ id: membershipCharges.id })
        .from(membershipCharges)
        .where(eq(membershipCharges.externalReference, params.input.reference))
      if (seen) throw new ApiError(409, 'conflict', { message: messages.cardTwice })
      const from = user.end && user.end >= today && hasPremiumRights(user.role) ? user.end : today
      const until = addYear(from)
      await tx
        .update(membershipCharges)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(membershipCharges.userId, user.id),
            eq(membershipCharges.status, 'pending'),
            sql`${membershipCharges.coversUntil} <= ${until}`,
          ),
        )
      await tx.insert(membershipCharges).values({
        hash: newChargeHash(),
        userId: user.id,
        kind: 'card',
        amountCents: params.input.amount_cents ?? ctx.config.feeCents,
        dueOn: params.input.paid_on ?? today,
        status: 'paid',
        paidAt: now,
        externalReference: params.input.reference,
        coversUntil: until,
      })
      const to = canUpgrade(user.role) ? premiumTierOf(user.role) : user.role
      await tx
        .update(users)
        .set({ role: to, subscriptionType: 'card', subscriptionEnd: until, updatedAt: now })
        .where(eq(users.id, user.id))
      await recordTierChange(tx, {
        userId: user.id,
        from: user.role,
        to,
        kind: 'card_payment',
        reason: params.input.reference,
        actor: params.actor,
      })
      await params.audit?.(tx, {
        action: 'membership.card_payment',
        object: { type: 'user', id: params.hash, label: user.email },
        changes: {
          ...auditChanges(
            { role: user.role, subscriptionEnd: user.end },
            { role: to, subscriptionEnd: until },
          ),
          payment: { before: null, after: params.input.reference },
        },
      })
      return { userId: user.id }
    })
    .catch((error: unknown) => {
      // The same payment recorded at once for two accounts: the unique reference lets one through.
      if (isUniqueViolation(error, 'membership_charges_external_reference_unique'))
        throw new ApiError(409, 'conflict', { message: messages.cardTwice })
      throw error
    })
  forgetSessions(done)
  return done
}

/**
 * The office grants or removes a tier by hand, with its reason. A Premium tier (alumniPremium,
 * empleadoPremium) lasts until `until` or a year; the other given tiers until `until` or with no end. Any
 * tier set by hand ends the mandate and cancels the charges waiting for collection (the person no longer
 * pays by direct debit; they can upgrade again once back on a free tier).
 */
export async function setTier(
  db: Db,
  params: {
    hash: string
    input: TierInput
    actor: string
    now?: Date
    /** Writes the audit entry of the change, with its reason, in its transaction (lib/audit.ts). */
    audit?: (tx: Db, entry: AuditEntry) => Promise<void>
  },
): Promise<{ userId: string }> {
  const now = params.now ?? new Date()
  const today = isoDay(now)
  const done = await db.transaction(async (tx) => {
    const user = await lockUser(tx, { hash: params.hash })
    if (!isMemberRole(user.role)) throw new ApiError(409, 'conflict', { message: messages.notMember })
    const to = params.input.role
    const premium = hasPremiumRights(to)
    // A tier set by hand replaces how the person paid: nothing more is collected on their mandate.
    await endActiveMandate(tx, user.id, now)
    await cancelPendingCharges(tx, user.id)
    const until = premium ? (params.input.until ?? (isPaidTier(to) ? addYear(today) : null)) : null
    await tx
      .update(users)
      .set({ role: to, subscriptionType: premium ? 'grant' : null, subscriptionEnd: until, updatedAt: now })
      .where(eq(users.id, user.id))
    await recordTierChange(tx, {
      userId: user.id,
      from: user.role,
      to,
      kind: premium ? 'grant' : 'revoke',
      reason: params.input.reason,
      actor: params.actor,
    })
    await params.audit?.(tx, {
      action: 'membership.tier',
      object: { type: 'user', id: params.hash, label: user.email },
      changes: auditChanges(
        { role: user.role, subscriptionType: user.type, subscriptionEnd: user.end },
        { role: to, subscriptionType: premium ? 'grant' : null, subscriptionEnd: until },
      ),
      reason: params.input.reason,
    })
    return { userId: user.id }
  })
  forgetSessions(done)
  return done
}

/**
 * Ends an account's Premium: the role falls back to its free tier, the charges waiting for collection are
 * cancelled (the mandate stays, for the returns still to come) and the person is mailed. For the renewal
 * job (`lapse`: the end date passed unrenewed) and for a returned charge (`return`, features/membership/sepa
 * records the return and calls this in its transaction). Nothing happens to an account without the Premium
 * rights; returns whether it lapsed. After the transaction commits, the caller calls
 * `forgetSessions({ userId })` (lib/auth/session.ts) so this process sees the free tier on the next request
 * (other processes see it through the auth epoch).
 */
export async function lapseMembership(
  tx: Db,
  ctx: Pick<MembershipContext, 'origins'>,
  params: { userId: string; kind: 'lapse' | 'return'; reason?: string; actor?: string | null; now?: Date },
): Promise<boolean> {
  const user = await lockUser(tx, { id: params.userId })
  if (!isMemberRole(user.role) || !hasPremiumRights(user.role)) return false
  const now = params.now ?? new Date()
  const to = freeTierOf(user.role)
  await cancelPendingCharges(tx, user.id)
  await tx
    .update(users)
    .set({ role: to, subscriptionType: null, updatedAt: now })
    .where(eq(users.id, user.id))
  await recordTierChange(tx, {
    userId: user.id,
    from: user.role,
    to,
    kind: params.kind,
    reason: params.reason ?? '',
    actor: params.actor ?? null,
  })
  await enqueueMail(tx, {
    template: 'membership-lapsed',
    locale: user.language,
    to: user.email,
    data: {
      name: user.name,
      reason: params.kind === 'return' ? 'returned' : 'expired',
      settingsUrl: settingsUrl(ctx.origins, user.language),
    },
  })
  return true
}

/**
 * What exporting charges in a collection run means (features/membership/sepa calls this in the export's
 * transaction): SEPA sends no success message, so an exported charge counts as paid. Each charge is marked
 * exported in the run; its mandate has had its first collection (the next is RCUR); and its account's
 * Premium end date moves to the date the charge pays for. A later return reverts it (lapseMembership).
 */
export async function markChargesExported(
  tx: Db,
  params: { chargeIds: string[]; runId: string; collectionDate: string; now?: Date },
): Promise<void> {
  const now = params.now ?? new Date()
  // In chunks, one statement each: a run of 20,000 charges was 20,000 updates of accounts, and a list of
  // ids has to stay under a statement's 65,535 parameters.
  const exported: { userId: string | null; mandateId: string | null; coversUntil: string }[] = []
  for (const chunk of chunks(params.chargeIds)) {
    exported.push(
      ...(await tx
        .update(membershipCharges)
        .set({ status: 'exported', runId: params.runId, exportedAt: now })
        .where(and(inArray(membershipCharges.id, chunk), eq(membershipCharges.status, 'pending')))
        .returning({
          userId: membershipCharges.userId,
          mandateId: membershipCharges.mandateId,
          coversUntil: membershipCharges.coversUntil,
        })),
    )
  }
  const mandateIds = [...new Set(exported.map((c) => c.mandateId).filter((id): id is string => id !== null))]
  for (const chunk of chunks(mandateIds))
    await tx
      .update(membershipMandates)
      .set({ firstCollectedOn: params.collectionDate })
      .where(and(inArray(membershipMandates.id, chunk), sql`${membershipMandates.firstCollectedOn} is null`))
  // Each account's end date moves to the latest date its charges of the run pay for.
  const until = new Map<string, string>()
  for (const c of exported) {
    if (c.userId === null) continue
    const before = until.get(c.userId)
    if (!before || c.coversUntil > before) until.set(c.userId, c.coversUntil)
  }
  for (const chunk of chunks([...until])) {
    const values = sql.join(
      chunk.map(([id, date]) => sql`(${id}::uuid, ${date}::date)`),
      sql`, `,
    )
    await tx.execute(sql`update ${users} set subscription_end =
        greatest(coalesce(${users.subscriptionEnd}, v.until), v.until)
      from (values ${values}) as v(id, until)
      where ${users.id} = v.id and ${users.role} in ('alumniPremium', 'empleadoPremium')`)
  }
}

/** A list in pieces of `size`: one statement each, well under the parameter limit. */
export function chunks<T>(list: T[], size = 1000): T[][] {
  const pieces: T[][] = []
  for (let i = 0; i < list.length; i += size) pieces.push(list.slice(i, i + size))
  return pieces
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as Error & { cause?: unknown }).cause) {
    const pg = e as Error & { code?: unknown; constraint?: unknown }
    if (pg.code === '23505') return pg.constraint === constraint
  }
  return false
}
