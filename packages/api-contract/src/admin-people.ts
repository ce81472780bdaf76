import * as v from 'valibot'
import { accountStatuses, PeopleQuery } from './admin-search'
import { AdminCompany } from './companies'
import type { Endpoint } from './endpoint'
import { applicationStatuses, offerStatuses } from './jobs-search'
import { listQuery, PathHash, pageQuery, paginated, queryInt } from './lists'
import { Mandate, Membership, membershipTiers, TierChange } from './membership'
import { MembersQuery, memberTierRoles } from './membership-search'
import { roles } from './permissions'
import { memberRoles, memberStatuses, workgroupStatuses } from './workgroups'

// The alumni office's people, companies and membership pages (docs/admin.md): every account in any state, a
// person's page and its actions, a company with its offers and users, and the membership lists.

const HashParams = v.object({ hash: PathHash })

export { PeopleQuery } from './admin-search'

/** One account of the people list. */
export const PersonRow = v.object({
  hash: v.string(),
  name: v.string(),
  surname: v.string(),
  email: v.string(),
  /** The photo's address (`/files/avatars/…`), or null. */
  avatar: v.nullable(v.string()),
  role: v.picklist(roles),
  status: v.picklist(accountStatuses),
  /** null for companies and the office. */
  tier: v.nullable(v.picklist(membershipTiers)),
  partner_number: v.number(),
  document_number: v.nullable(v.string()),
  graduation_year: v.nullable(v.number()),
  created_at: v.string(),
})
export type PersonRow = v.InferOutput<typeof PersonRow>

export const PeopleList = paginated(PersonRow)
export type PeopleList = v.InferOutput<typeof PeopleList>

/** A signed-in device of the person (the token is never shown). */
export const PersonSession = v.object({
  id: v.string(),
  device_id: v.string(),
  /** 1 iOS, 2 web, 3 Android (the X-Device-Type of the sign-in). */
  device_type: v.number(),
  created_at: v.string(),
  last_seen_at: v.string(),
  expires_at: v.string(),
})
export type PersonSession = v.InferOutput<typeof PersonSession>

/** `GET /usr/admin/people/{hash}`: everything the office sees of one account. */
export const PersonDetail = v.object({
  profile: v.object({
    hash: v.string(),
    name: v.string(),
    surname: v.string(),
    email: v.string(),
    role: v.picklist(roles),
    status: v.picklist(accountStatuses),
    language: v.string(),
    partner_number: v.number(),
    document_type: v.nullable(v.string()),
    document_number: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    city: v.nullable(v.string()),
    country_code: v.nullable(v.string()),
    birthdate: v.nullable(v.string()),
    graduation_year: v.nullable(v.number()),
    current_job: v.nullable(v.string()),
    current_company: v.nullable(v.string()),
    sso_only: v.boolean(),
    has_cv: v.boolean(),
    created_at: v.string(),
    verified_at: v.nullable(v.string()),
  }),
  /**
   * The tier, its end date, the active mandate and the payments (`charges`, newest first); null for companies
   * and the office.
   */
  membership: v.nullable(Membership),
  /** The history of the tier: upgrades, card payments, grants and removals, lapses and returns. */
  tier_changes: v.array(TierChange),
  /** Every mandate, newest first (the IBAN only masked, never whole). */
  mandates: v.array(Mandate),
  applications: v.array(
    v.object({
      hash: v.string(),
      status: v.picklist(applicationStatuses),
      created_at: v.string(),
      offer: v.object({
        hash: v.string(),
        title: v.string(),
        status: v.picklist(offerStatuses),
        company: v.string(),
      }),
    }),
  ),
  groups: v.array(
    v.object({
      hash: v.string(),
      slug: v.string(),
      name: v.string(),
      group_status: v.picklist(workgroupStatuses),
      role: v.picklist(memberRoles),
      status: v.picklist(memberStatuses),
      since: v.string(),
    }),
  ),
  /** The live sessions (not expired), most recently used first. */
  sessions: v.array(PersonSession),
})
export type PersonDetail = v.InferOutput<typeof PersonDetail>

const reasonText = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(500))

/** `POST /usr/admin/people/{hash}/disable`: why (kept in the audit log and told to no one else). */
export const DisableInput = v.strictObject({ reason: reasonText })
export type DisableInput = v.InferOutput<typeof DisableInput>

/** `POST /usr/admin/people/{hash}/enable`: an optional note for the audit log. */
export const EnableInput = v.strictObject({ reason: v.optional(reasonText) })
export type EnableInput = v.InferOutput<typeof EnableInput>

/** What an action on an account answers: the account's row as the list shows it, and its live sessions. */
export const PersonActionResult = v.object({
  person: PersonRow,
  /** How many sessions the action ended. */
  sessions_ended: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type PersonActionResult = v.InferOutput<typeof PersonActionResult>

export const adminPeople = {
  method: 'GET',
  path: '/usr/admin/people',
  summary:
    'Every account in any state, found by name, e-mail, document number or partner number (each word, without accents), filtered by status, role, tier and graduation year; exact e-mail, document and partner-number matches first, then by surname',
  tag: 'admin',
  permission: 'admin.users.read',
  apiKey: true,
  request: { query: PeopleQuery },
  response: { status: 200, body: PeopleList },
} as const satisfies Endpoint

export const adminPerson = {
  method: 'GET',
  path: '/usr/admin/people/{hash}',
  summary:
    "A person's page: profile, tier and its history, mandates (IBAN masked) and payments, applications, groups and live sessions",
  tag: 'admin',
  permission: 'admin.users.read',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: PersonDetail },
} as const satisfies Endpoint

export const resendVerification = {
  method: 'POST',
  path: '/usr/admin/people/{hash}/resend-verification',
  summary:
    'Mails the account-verified message again (with its sign-in link) to an active account, in its language',
  tag: 'admin',
  permission: 'admin.users.verify',
  apiKey: true,
  request: { params: HashParams },
  conflict: 'the account is not verified yet (verify it: that mails it) or is disabled',
  response: { status: 200, body: PersonActionResult },
} as const satisfies Endpoint

export const disablePerson = {
  method: 'POST',
  path: '/usr/admin/people/{hash}/disable',
  summary:
    'Disables an account with a reason: every session ends at once, it cannot sign in, and it is mailed in its language',
  tag: 'admin',
  permission: 'admin.users.verify',
  apiKey: true,
  request: { params: HashParams, body: DisableInput },
  conflict: 'the account is already disabled, or is the caller’s own',
  response: { status: 200, body: PersonActionResult },
} as const satisfies Endpoint

export const enablePerson = {
  method: 'POST',
  path: '/usr/admin/people/{hash}/enable',
  summary:
    'Enables a disabled account again (active if it had been verified, else pending) and mails it in its language',
  tag: 'admin',
  permission: 'admin.users.verify',
  apiKey: true,
  request: { params: HashParams, body: EnableInput },
  emptyBody: 'no note',
  conflict: 'the account is not disabled',
  response: { status: 200, body: PersonActionResult },
} as const satisfies Endpoint

export const endPersonSessions = {
  method: 'DELETE',
  path: '/usr/admin/people/{hash}/sessions',
  summary: 'Ends every session of an account (it signs in again on each device)',
  tag: 'admin',
  permission: 'admin.users.verify',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: PersonActionResult },
} as const satisfies Endpoint

export const endPersonSession = {
  method: 'DELETE',
  path: '/usr/admin/people/{hash}/sessions/{id}',
  summary: 'Ends one session of an account (404 when it has no such session)',
  tag: 'admin',
  permission: 'admin.users.verify',
  apiKey: true,
  request: { params: v.object({ hash: PathHash, id: v.pipe(v.string(), v.uuid()) }) },
  response: { status: 200, body: PersonActionResult },
} as const satisfies Endpoint

// Companies.

/** `GET /usr/admin/companies/{hash}`: a company, its offers (newest first) and its users. */
export const AdminCompanyDetail = v.object({
  company: AdminCompany,
  offers: v.array(
    v.object({
      hash: v.string(),
      title: v.string(),
      status: v.picklist(offerStatuses),
      created_at: v.string(),
      applications: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
  users: v.array(PersonRow),
})
export type AdminCompanyDetail = v.InferOutput<typeof AdminCompanyDetail>

export const adminCompany = {
  method: 'GET',
  path: '/usr/admin/companies/{hash}',
  summary: 'A company with its offers (newest first, with their applications) and its users',
  tag: 'admin',
  permission: 'admin.companies.validate',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: AdminCompanyDetail },
} as const satisfies Endpoint

// Membership (the `admin` role's page).

export { MembersQuery, memberTierRoles }

export const MemberRow = v.object({
  hash: v.string(),
  name: v.string(),
  surname: v.string(),
  email: v.string(),
  role: v.picklist(roles),
  status: v.picklist(accountStatuses),
  partner_number: v.number(),
  /** Last day of Premium, or null. */
  premium_until: v.nullable(v.string()),
  paid_by: v.nullable(v.string()),
})
export type MemberRow = v.InferOutput<typeof MemberRow>

/** Members of a tier, with the number of active members of each tier. */
export const MemberList = v.object({
  ...paginated(MemberRow).entries,
  counts: v.array(v.object({ role: v.picklist(memberTierRoles), members: v.number() })),
})
export type MemberList = v.InferOutput<typeof MemberList>

export const RenewalsQuery = listQuery({
  /** Renewals whose Premium ends within this many days from today (default 30). */
  days: v.optional(queryInt(1, 366), '30'),
  ...pageQuery(50, 200),
})
export type RenewalsQuery = v.InferOutput<typeof RenewalsQuery>

export const RenewalRow = v.object({
  ...MemberRow.entries,
  premium_until: v.string(),
  /** Whether an active mandate will renew it by direct debit. */
  has_mandate: v.boolean(),
})
export const RenewalList = paginated(RenewalRow)
export type RenewalList = v.InferOutput<typeof RenewalList>

export const CardPaymentsQuery = listQuery({ ...pageQuery(50, 200) })
export type CardPaymentsQuery = v.InferOutput<typeof CardPaymentsQuery>

export const CardPaymentRow = v.object({
  hash: v.string(),
  reference: v.nullable(v.string()),
  amount_cents: v.number(),
  currency: v.literal('EUR'),
  paid_on: v.string(),
  covers_until: v.string(),
  recorded_at: v.string(),
  user: v.object({ hash: v.string(), name: v.string(), surname: v.string(), email: v.string() }),
})
export const CardPaymentList = paginated(CardPaymentRow)
export type CardPaymentList = v.InferOutput<typeof CardPaymentList>

export const membershipMembers = {
  method: 'GET',
  path: '/usr/admin/membership/members',
  summary: 'Active members by tier (by surname), with how many active members each tier has',
  tag: 'admin',
  permission: 'admin.membership.manage',
  apiKey: true,
  request: { query: MembersQuery },
  response: { status: 200, body: MemberList },
} as const satisfies Endpoint

export const membershipRenewals = {
  method: 'GET',
  path: '/usr/admin/membership/renewals',
  summary: 'Paid Premium memberships ending within the next `days` days (30 by default), soonest first',
  tag: 'admin',
  permission: 'admin.membership.manage',
  apiKey: true,
  request: { query: RenewalsQuery },
  response: { status: 200, body: RenewalList },
} as const satisfies Endpoint

export const membershipCardPayments = {
  method: 'GET',
  path: '/usr/admin/membership/card-payments',
  summary: 'The card payments recorded, newest first',
  tag: 'admin',
  permission: 'admin.membership.manage',
  apiKey: true,
  request: { query: CardPaymentsQuery },
  response: { status: 200, body: CardPaymentList },
} as const satisfies Endpoint

export const adminPeopleEndpoints = {
  adminPeople,
  adminPerson,
  resendVerification,
  disablePerson,
  enablePerson,
  endPersonSessions,
  endPersonSession,
  adminCompany,
  membershipMembers,
  membershipRenewals,
  membershipCardPayments,
} as const satisfies Record<string, Endpoint>
