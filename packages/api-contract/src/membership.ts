import { iban } from '@egresa/validators/valibot'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { calendarDate, TODAY } from './dates'
import type { Endpoint } from './endpoint'
import { listQuery, PathHash, pageQuery, paginated } from './lists'
import { localized } from './localized'
import { roles } from './permissions'

// Premium membership (issue 14; spec sections 1, 2, 3 and 6): the person's tier, end date, SEPA mandate and
// payments, the upgrade by direct debit, a change of IBAN, and the office's card payments and tier grants.
// docs/membership.md explains the choices (when a charge counts as paid, FRST and RCUR, the renewal notice).

/**
 * The version of the SEPA Core mandate text the person accepts: the screens show the text of this version
 * and send it back, so the server records which text was accepted (and refuses an outdated page's).
 */
export const MANDATE_TEXT_VERSION = 'sepa-core-2026-1'

/** The tiers of a member: free, or the Premium rights (paid, or given by the office). */
export const membershipTiers = ['free', 'premium'] as const
export type MembershipTier = (typeof membershipTiers)[number]

/** How the current Premium period is paid: direct debit, the payment link (card), or given by the office. */
export const paidByValues = ['sepa', 'card', 'grant'] as const
export type PaidBy = (typeof paidByValues)[number]

export const mandateStatuses = ['active', 'ended'] as const
export type MandateStatus = (typeof mandateStatuses)[number]

/** SEPA sequence types: FRST the first collection of a mandate, RCUR the following ones. */
export const chargeSequences = ['FRST', 'RCUR'] as const
export type ChargeSequence = (typeof chargeSequences)[number]

/**
 * pending: waiting for the next collection run; exported: in a run sent to the bank (counts as paid: SEPA
 * gives no success message); paid: a card or manual payment; returned: the bank returned or refused it;
 * cancelled: no longer due (the mandate ended before it was exported).
 */
export const chargeStatuses = ['pending', 'exported', 'paid', 'returned', 'cancelled'] as const
export type ChargeStatus = (typeof chargeStatuses)[number]

export const tierChangeKinds = ['upgrade', 'card_payment', 'grant', 'revoke', 'lapse', 'return'] as const
export type TierChangeKind = (typeof tierChangeKinds)[number]

export const chargeKinds = ['sepa', 'card', 'manual'] as const
export type ChargeKind = (typeof chargeKinds)[number]

const nullableString = v.nullable(v.string())
const cents = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A mandate as its owner and the office see it: the IBAN only masked (`ES91 **** **** **** **** 1332`). */
export const Mandate = v.object({
  /** The unique mandate reference (at most 35 characters, SEPA's limit). */
  reference: v.string(),
  holder: v.string(),
  bank: v.string(),
  iban_masked: v.string(),
  /** The IBAN's country (ES). */
  country: v.string(),
  signed_at: v.string(),
  /** The mandate text accepted (MANDATE_TEXT_VERSION of the day). */
  text_version: v.string(),
  status: v.picklist(mandateStatuses),
  ended_at: nullableString,
})
export type Mandate = v.InferOutput<typeof Mandate>

/** One charge of the fee, newest first in a payment history. */
export const Charge = v.object({
  hash: v.string(),
  amount_cents: cents,
  currency: v.literal('EUR'),
  /** The collection date (SEPA) or the payment date (card, manual). */
  due_on: v.string(),
  kind: v.picklist(chargeKinds),
  /** SEPA only. */
  sequence: v.nullable(v.picklist(chargeSequences)),
  status: v.picklist(chargeStatuses),
  /** The mandate reference of a SEPA charge. */
  mandate: nullableString,
  /** A returned charge: the bank's reason code (AC04, MD06...) and date. */
  return_reason: nullableString,
  returned_on: nullableString,
  created_at: v.string(),
})
export type Charge = v.InferOutput<typeof Charge>

/**
 * `GET /usr/membership`: what the Premium settings show. `can_upgrade`: a free tier that may upgrade;
 * `can_downgrade` is always false (a Premium member asks the office, spec section 1).
 */
export const Membership = v.object({
  role: v.picklist(roles),
  tier: v.picklist(membershipTiers),
  /** The last day of Premium (ISO date), or null. */
  premium_until: nullableString,
  paid_by: v.nullable(v.picklist(paidByValues)),
  can_upgrade: v.boolean(),
  can_downgrade: v.literal(false),
  /** The active mandate, or null. */
  mandate: v.nullable(Mandate),
  /** The next charge waiting for collection (the pre-notification), or null. */
  next_charge: v.nullable(Charge),
  charges: v.array(Charge),
  fee_cents: cents,
  currency: v.literal('EUR'),
  /** The creditor of the mandate text; `identifier` null while the university has not configured it. */
  creditor: v.object({ name: v.string(), identifier: nullableString }),
  mandate_text_version: v.string(),
  /** Days between the upgrade and the first collection (the pre-notification period). */
  first_charge_days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Whether the university configured a payment link (card); the link itself is the current user's urlPaymentFlywire. */
  has_payment_link: v.boolean(),
  url_payment: nullableString,
})
export type Membership = v.InferOutput<typeof Membership>

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))

/** The direct-debit details and the acceptance of the mandate: the upgrade and a change of IBAN. */
export const MandateInput = v.strictObject({
  /** The account holder (SEPA: at most 70 characters). */
  holder: text(70),
  bank: text(120),
  iban: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(42), iban()),
  acceptMandate: v.pipe(
    v.boolean(),
    v.value(true, localized(msg`Acepta la orden de domiciliación SEPA para continuar.`)),
  ),
  mandateVersion: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)),
})
export type MandateInput = v.InferOutput<typeof MandateInput>

/** `POST /usr/admin/membership/{hash}/card-payment`: a card payment the payment provider confirmed. */
export const CardPaymentInput = v.strictObject({
  /** The provider's payment reference. */
  reference: text(100),
  amount_cents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
  /** The day it was paid, `YYYY-MM-DD` from a year ago to today (default today). */
  paid_on: v.optional(
    calendarDate({
      min: { years: -1 },
      max: TODAY,
      message: msg`La fecha del pago debe estar entre hace un año y hoy.`,
    }),
  ),
})
export type CardPaymentInput = v.InferOutput<typeof CardPaymentInput>

/** `PUT /usr/admin/membership/{hash}/tier`: the office grants or removes a tier by hand, saying why. */
export const TierInput = v.strictObject({
  role: v.picklist([
    'alumniFreemium',
    'alumniPremium',
    'alumniDesempleados',
    'empleadoFreemium',
    'empleadoPremium',
    'empleadoBusiness',
  ]),
  reason: text(500),
  /**
   * A Premium tier's last day, `YYYY-MM-DD` after today and at most five years ahead (default: a year ahead
   * for alumniPremium/empleadoPremium, none for the others).
   */
  until: v.optional(
    v.nullable(
      calendarDate({
        min: { days: 1 },
        max: { years: 5 },
        message: msg`El último día de Premium debe ser posterior a hoy y como mucho dentro de 5 años.`,
      }),
    ),
  ),
})
export type TierInput = v.InferOutput<typeof TierInput>

/** One entry of the audit of tier changes. */
export const TierChange = v.object({
  from_role: v.string(),
  to_role: v.string(),
  kind: v.picklist(tierChangeKinds),
  /** The office's words for a grant or removal, a return's reason code, or a note. */
  reason: v.string(),
  /** The office member's e-mail, or null (the person, or the system). */
  actor: nullableString,
  at: v.string(),
})
export type TierChange = v.InferOutput<typeof TierChange>

/** `GET /usr/admin/membership/{hash}`: a person's membership as the office sees it. */
export const AdminMembership = v.object({
  user: v.object({ hash: v.string(), email: v.string(), name: v.string(), surname: v.string() }),
  membership: Membership,
  mandates: v.array(Mandate),
  tier_changes: v.array(TierChange),
})
export type AdminMembership = v.InferOutput<typeof AdminMembership>

/** `POST /usr/admin/membership/tick`: what a run of the renewals and lapses did. */
export const TickResult = v.object({
  renewal_charges: v.pipe(v.number(), v.integer()),
  lapsed: v.pipe(v.number(), v.integer()),
})
export type TickResult = v.InferOutput<typeof TickResult>

const HashParams = v.object({ hash: PathHash })

export const membership = {
  method: 'GET',
  path: '/usr/membership',
  summary: "The caller's tier, Premium end date, mandate (IBAN masked), payments, the fee and the creditor",
  tag: 'membership',
  permission: 'membership.read',
  apiKey: true,
  response: { status: 200, body: Membership },
} as const satisfies Endpoint

export const upgradeMembership = {
  method: 'POST',
  path: '/usr/membership/upgrade',
  summary:
    'Becomes Premium by SEPA direct debit: records the mandate, moves the free tier to its Premium tier for a year, schedules the first charge and mails the mandate and its pre-notification',
  tag: 'membership',
  permission: 'membership.read',
  apiKey: true,
  request: { body: MandateInput },
  conflict: 'the account already has the Premium rights, or is not a member tier',
  response: { status: 201, body: Membership },
} as const satisfies Endpoint

export const changeMandate = {
  method: 'PUT',
  path: '/usr/membership/mandate',
  summary:
    'Changes the IBAN of a Premium member: a new mandate, the old one ends; the next charge is a first collection (FRST) again',
  tag: 'membership',
  permission: 'membership.read',
  apiKey: true,
  request: { body: MandateInput },
  conflict: 'the account is not Premium (upgrade instead)',
  response: { status: 200, body: Membership },
} as const satisfies Endpoint

export const adminMembership = {
  method: 'GET',
  path: '/usr/admin/membership/{hash}',
  summary: "A person's membership, mandates and the audit of tier changes",
  tag: 'admin',
  permission: 'admin.membership.read',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: AdminMembership },
} as const satisfies Endpoint

export const recordCardPayment = {
  method: 'POST',
  path: '/usr/admin/membership/{hash}/card-payment',
  summary:
    'Records a card payment the provider confirmed: Premium for a year more (from the end date if it is ahead, else from today)',
  tag: 'admin',
  permission: 'admin.membership.manage',
  apiKey: true,
  request: { params: HashParams, body: CardPaymentInput },
  conflict: 'the account is not a member tier, or the payment reference was recorded already',
  response: { status: 200, body: AdminMembership },
} as const satisfies Endpoint

export const setTier = {
  method: 'PUT',
  path: '/usr/admin/membership/{hash}/tier',
  summary: 'Grants or removes a tier by hand, with the reason kept in the audit of tier changes',
  tag: 'admin',
  permission: 'admin.membership.manage',
  apiKey: true,
  request: { params: HashParams, body: TierInput },
  conflict: 'the account is not a member account (a company or the office)',
  response: { status: 200, body: AdminMembership },
} as const satisfies Endpoint

export const membershipTick = {
  method: 'POST',
  path: '/usr/admin/membership/tick',
  summary: 'Runs the renewal notices and the lapses now (the server also runs them on its own)',
  tag: 'admin',
  permission: 'admin.membership.manage',
  apiKey: true,
  response: { status: 200, body: TickResult },
} as const satisfies Endpoint

export const membershipEndpoints = {
  membership,
  upgradeMembership,
  changeMandate,
  adminMembership,
  recordCardPayment,
  setTier,
  membershipTick,
} as const satisfies Record<string, Endpoint>

// The office's collection runs and returns (docs/membership.md, "Collection runs and returns"): every charge
// due goes into one pain.008.001.02 file for the bank, and the debits the bank returns or refuses are recorded
// by mandate reference, end-to-end id or the bank's pain.002 report.

/** `POST /usr/admin/collection-runs`: the requested collection date (default two days ahead). */
export const CollectionRunInput = v.strictObject({
  /** Charges due on or before it are collected on it: `YYYY-MM-DD` after today, at most three months ahead. */
  date: v.optional(
    calendarDate({
      min: { days: 1 },
      max: { months: 3 },
      message: msg`La fecha de cobro debe ser posterior a hoy y como mucho dentro de 3 meses.`,
    }),
  ),
})
export type CollectionRunInput = v.InferOutput<typeof CollectionRunInput>

/** One payment block of a run's file: a sequence type and its charges. */
export const CollectionRunBlock = v.object({
  sequence: v.picklist(chargeSequences),
  count: v.pipe(v.number(), v.integer()),
  total_cents: cents,
})

/** A collection run the office exported. `message_id` names it (the file's unique MsgId). */
export const CollectionRun = v.object({
  message_id: v.string(),
  created_at: v.string(),
  /** Who exported it: the office member's e-mail, or `cli`. */
  created_by: v.string(),
  collection_date: v.string(),
  count: v.pipe(v.number(), v.integer()),
  total_cents: cents,
  currency: v.literal('EUR'),
  blocks: v.array(CollectionRunBlock),
  /** How many of its charges the bank returned since. */
  returned: v.pipe(v.number(), v.integer()),
  /** The SHA-256 of the file (hex), to compare with what the bank received. */
  file_sha256: v.string(),
})
export type CollectionRun = v.InferOutput<typeof CollectionRun>

export const CollectionRunsQuery = listQuery({ ...pageQuery(20, 100) })
export type CollectionRunsQuery = v.InferOutput<typeof CollectionRunsQuery>

export const CollectionRunList = paginated(CollectionRun)
export type CollectionRunList = v.InferOutput<typeof CollectionRunList>

/** ISO 20022 return reason codes are four letters or digits (AC04, AM04, MD01, MS02...). */
const ReasonCode = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(
    /^[A-Z0-9]{4}$/,
    localized(msg`Escribe el código de motivo del banco: cuatro letras o números (AC04, AM04, MD01, MS02…).`),
  ),
)

/** `POST /usr/admin/collection-returns`: one debit the bank returned or refused. */
export const ReturnInput = v.strictObject({
  /** The mandate reference (its last exported charge) or the charge's end-to-end id. */
  reference: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(35)),
  reason: ReasonCode,
  /**
   * The day the bank returned it, `YYYY-MM-DD` (default today): not in the future, and within the 13 months
   * a SEPA debtor has to ask for a refund; the server also refuses a day before the charge was exported.
   */
  returned_on: v.optional(
    calendarDate({
      min: { months: -13 },
      max: TODAY,
      message: msg`La fecha de la devolución debe estar entre hace 13 meses (el plazo de devolución SEPA) y hoy.`,
    }),
  ),
})
export type ReturnInput = v.InferOutput<typeof ReturnInput>

/** A charge recorded as returned, and what became of its member. */
export const ReturnedCharge = v.object({
  charge: v.string(),
  mandate: v.string(),
  end_to_end_id: v.string(),
  amount_cents: cents,
  reason: v.string(),
  returned_on: v.string(),
  user: v.object({ hash: v.string(), email: v.string(), role: v.picklist(roles) }),
})
export type ReturnedCharge = v.InferOutput<typeof ReturnedCharge>

/**
 * What a return or a report did: `returned` now (the member lapsed to the free tier and was mailed),
 * `already` recorded before (nothing done again), `unknown` references no exported charge has.
 */
export const ReturnResult = v.object({
  returned: v.array(ReturnedCharge),
  already: v.array(ReturnedCharge),
  unknown: v.array(v.string()),
})
export type ReturnResult = v.InferOutput<typeof ReturnResult>

const RunParams = v.object({ messageId: PathHash })

export const exportCollectionRun = {
  method: 'POST',
  path: '/usr/admin/collection-runs',
  summary:
    'Exports every SEPA charge due on or before the collection date into one pain.008.001.02 file: the run is recorded and its charges are not exported again (the file: GET …/{messageId}/file)',
  tag: 'admin',
  permission: 'admin.collections.manage',
  apiKey: true,
  request: { body: CollectionRunInput },
  conflict:
    'no charge is due, another export is running, or the creditor identifier or account is not configured or not valid',
  response: { status: 201, body: CollectionRun },
} as const satisfies Endpoint

export const collectionRuns = {
  method: 'GET',
  path: '/usr/admin/collection-runs',
  summary: 'The collection runs exported, newest first',
  tag: 'admin',
  permission: 'admin.collections.manage',
  apiKey: true,
  request: { query: CollectionRunsQuery },
  response: { status: 200, body: CollectionRunList },
} as const satisfies Endpoint

export const collectionRunFile = {
  method: 'GET',
  path: '/usr/admin/collection-runs/{messageId}/file',
  summary:
    "A run's pain.008 file, built again from its recorded charges (no file with IBANs is kept); 409 when the creditor's configuration changed since and the file would differ",
  tag: 'admin',
  permission: 'admin.collections.manage',
  apiKey: true,
  request: { params: RunParams },
  conflict: 'the creditor configuration changed since the export',
  response: { status: 200, contentType: 'application/xml' },
} as const satisfies Endpoint

export const recordReturn = {
  method: 'POST',
  path: '/usr/admin/collection-returns',
  summary:
    'Records a debit the bank returned or refused, by mandate reference or end-to-end id: the charge is returned, the member lapses to the free tier at once and is mailed; recording it again changes nothing',
  tag: 'admin',
  permission: 'admin.collections.manage',
  apiKey: true,
  request: { body: ReturnInput },
  conflict: 'the mandate has no charge exported to the bank',
  response: { status: 200, body: ReturnResult },
} as const satisfies Endpoint

/**
 * The bank's report: a pain.002 XML file of at most 4 MB and 5,000 transactions (docs/membership.md,
 * "Returns": a university's collection run is at most a few thousand debits, and 5,000 transactions as
 * Spanish banks write them come to about 4 MB).
 */
export const returnReportUpload = {
  field: 'file',
  accept: ['application/xml', 'text/xml'],
  maxBytes: 4 * 1024 * 1024,
} as const

/** The most transactions (`TxInfAndSts`, whatever their status) one report may list. */
export const RETURN_REPORT_MAX_TRANSACTIONS = 5000

export const recordReturnReport = {
  method: 'POST',
  path: '/usr/admin/collection-returns/report',
  summary:
    "Records every debit a bank's pain.002 status report rejects (RJCT), as the one-by-one call does; the report's other debits are left as they are. At most 4 MB (413) and 5,000 transactions; a file that is not a well-formed pain.002 report, or has a DOCTYPE, is a 400 that says why",
  tag: 'admin',
  permission: 'admin.collections.manage',
  apiKey: true,
  request: { upload: returnReportUpload },
  response: { status: 200, body: ReturnResult },
} as const satisfies Endpoint

export const collectionEndpoints = {
  exportCollectionRun,
  collectionRuns,
  collectionRunFile,
  recordReturn,
  recordReturnReport,
} as const satisfies Record<string, Endpoint>
