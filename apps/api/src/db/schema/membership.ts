import type {
  ChargeKind,
  ChargeSequence,
  ChargeStatus,
  MandateStatus,
  TierChangeKind,
} from '@egresa/api-contract/membership'
import type { Role } from '@egresa/api-contract/permissions'
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

// Premium membership (docs/membership.md): SEPA mandates, the charges of the fee, the office's collection
// runs, and the audit of tier changes. The Premium end date is `users.subscription_end`.

/**
 * A SEPA Core mandate the person accepted. The IBAN is kept encrypted (AES-256-GCM, lib/iban-vault.ts);
 * only its masked form is ever answered. A person has at most one active mandate: a new IBAN ends the
 * previous one.
 */
export const membershipMandates = pgTable(
  'membership_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the person erased the account: kept for the legal period (docs/privacy.md), then deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The unique mandate reference (SEPA: at most 35 characters). */
    reference: text('reference').notNull().unique(),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    /** `v1:<iv>:<tag>:<ciphertext>` (base64), lib/iban-vault.ts. */
    ibanEncrypted: text('iban_encrypted').notNull(),
    /** `ES91 **** **** **** **** 1332` */
    ibanMasked: text('iban_masked').notNull(),
    /** The IBAN's country code (ES). */
    country: text('country').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The mandate text accepted (MANDATE_TEXT_VERSION of @egresa/api-contract/membership). */
    textVersion: text('text_version').notNull(),
    /** The person's confirmation: where from and with what they accepted it. */
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    /** active, or ended (a new IBAN, a lapse, the office). */
    status: text('status').$type<MandateStatus>().notNull().default('active'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The collection date of the first charge of this mandate exported to the bank: until there is one, the
     * next charge is a first collection (FRST), after it recurrent (RCUR). A returned FRST clears it.
     */
    firstCollectedOn: date('first_collected_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membership_mandates_user_idx').on(t.userId),
    // One active mandate per person.
    uniqueIndex('membership_mandates_active_idx').on(t.userId).where(sql`${t.status} = 'active'`),
    check('membership_mandates_status_check', sql`${t.status} in ('active', 'ended')`),
  ],
)

/**
 * A collection run: the pain.008 file the office exported (docs/membership.md). Its charges point at it, so
 * no charge is exported twice.
 */
export const membershipCollectionRuns = pgTable('membership_collection_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The file's unique message id (MsgId, at most 35 characters). */
  messageId: text('message_id').notNull().unique(),
  /** The office member who exported it (null: the command line). */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** Who exported it, as text (the e-mail, or `cli`): kept when the account goes. */
  createdByLabel: text('created_by_label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The requested collection date of the file. */
  collectionDate: date('collection_date').notNull(),
  chargeCount: integer('charge_count').notNull(),
  totalCents: integer('total_cents').notNull(),
  /** The SHA-256 of the file (hex); the file itself holds IBANs and is not kept. */
  fileSha256: text('file_sha256').notNull(),
})

/**
 * One charge of the fee: a SEPA collection (FRST or RCUR on a mandate), or a card or manual payment.
 * `covers_until`: the Premium end date it pays for.
 */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    /** Null once the person erased the account: kept for the legal period (docs/privacy.md), then deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    mandateId: uuid('mandate_id').references(() => membershipMandates.id, { onDelete: 'set null' }),
    /** sepa, card or manual */
    kind: text('kind').$type<ChargeKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** SEPA: the collection date (announced in the pre-notification); card/manual: the payment date. */
    dueOn: date('due_on').notNull(),
    /** SEPA only: FRST or RCUR. */
    sequence: text('sequence').$type<ChargeSequence>(),
    /** SEPA only: the end-to-end id of the collection (at most 35 characters). */
    endToEndId: text('end_to_end_id').unique(),
    /** pending, exported, paid, returned or cancelled (@egresa/api-contract/membership chargeStatuses). */
    status: text('status').$type<ChargeStatus>().notNull().default('pending'),
    runId: uuid('run_id').references(() => membershipCollectionRuns.id, { onDelete: 'restrict' }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    returnReason: text('return_reason'),
    returnedOn: date('returned_on'),
    /** Card: the provider's payment reference (unique: a payment is recorded once). */
    externalReference: text('external_reference').unique(),
    /** The Premium end date this charge pays for. */
    coversUntil: date('covers_until').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membership_charges_user_idx').on(t.userId, t.createdAt),
    index('membership_charges_pending_idx').on(t.dueOn).where(sql`${t.status} = 'pending'`),
    index('membership_charges_run_idx').on(t.runId),
    // The office's list of card payments, newest first.
    index('membership_charges_card_idx').on(t.createdAt).where(sql`${t.kind} = 'card'`),
    check('membership_charges_kind_check', sql`${t.kind} in ('sepa', 'card', 'manual')`),
    check(
      'membership_charges_status_check',
      sql`${t.status} in ('pending', 'exported', 'paid', 'returned', 'cancelled')`,
    ),
    check(
      'membership_charges_sequence_check',
      sql`(${t.kind} = 'sepa' and ${t.sequence} in ('FRST', 'RCUR')) or (${t.kind} <> 'sepa' and ${t.sequence} is null)`,
    ),
    check('membership_charges_amount_check', sql`${t.amountCents} > 0`),
  ],
)

/** The audit of tier changes: upgrades, card payments, the office's grants and removals, lapses and returns. */
export const membershipTierChanges = pgTable(
  'membership_tier_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromRole: text('from_role').$type<Role>().notNull(),
    toRole: text('to_role').$type<Role>().notNull(),
    /** upgrade, card_payment, grant, revoke, lapse or return. */
    kind: text('kind').$type<TierChangeKind>().notNull(),
    /** Why: the office's words for a grant or removal, the bank's reason code of a return, or a note. */
    reason: text('reason').notNull().default(''),
    /** The office member's e-mail, `cli`, or null (the person themselves, or the renewal job). */
    actor: text('actor'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_tier_changes_user_idx').on(t.userId, t.at)],
)
