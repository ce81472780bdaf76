import type { AccountStatus } from '@egresa/api-contract/admin'
import type { Role } from '@egresa/api-contract/permissions'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { categories, countries, tags } from './reference'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Every account: alumni of any tier, company users and administrators. Role names are those of docs/roles.md. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public identifier used in URLs and responses; never the primary key. */
    hash: text('hash').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull(),
    /** pending: registered, waiting for the alumni office; active; disabled; rejected (by the office). */
    status: text('status').$type<AccountStatus>().notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * The office's last decision on the account (verified or rejected): who (an account id, no foreign key,
     * like the audit log's actor), when, and the reason of a rejection. A second decision's 409 names them.
     */
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** Partner number shown in the header. */
    codeNumeric: serial('code_numeric').notNull().unique(),
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    postal: text('postal'),
    countryCode: text('country_code').references(() => countries.code),
    originalCountryCode: text('original_country_code').references(() => countries.code),
    birthdate: date('birthdate'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    gender: text('gender'),
    language: text('language').notNull().default('es'),
    graduationYear: smallint('graduation_year'),
    profileType: text('profile_type'),
    categoryId: integer('category_id').references(() => categories.id),
    currentJob: text('current_job'),
    currentCompany: text('current_company'),
    formation: text('formation'),
    aboutMe: text('about_me'),
    urlLinkedin: text('url_linkedin'),
    urlBehance: text('url_behance'),
    urlPortfolio: text('url_portfolio'),
    urlOther: text('url_other'),
    avatarKey: text('avatar_key'),
    cvKey: text('cv_key'),
    /** The CV's file name as the person uploaded it (shown back to them; never used as a path). */
    cvName: text('cv_name'),
    /**
     * Direct-debit details for the Premium fee (bank name, account holder, IBAN). The IBAN is encrypted
     * (lib/iban-vault.ts; a start encrypts any left in plain text) and answered only masked.
     */
    paymentBank: text('payment_bank'),
    paymentName: text('payment_name'),
    paymentIban: text('payment_iban'),
    paymentIbanMasked: text('payment_iban_masked'),
    /** How the Premium period is paid: sepa, card or grant (docs/membership.md); null on a free tier. */
    subscriptionType: text('subscription_type'),
    /** The last day of Premium (the `premium_until` of docs/membership.md). */
    subscriptionEnd: date('subscription_end'),
    isPrivacy: boolean('is_privacy').notNull().default(false),
    isConditions: boolean('is_conditions').notNull().default(false),
    isNewsletter: boolean('is_newsletter').notNull().default(false),
    isReceiveJobs: boolean('is_receive_jobs').notNull().default(false),
    isAppearByCompany: boolean('is_appear_by_company').notNull().default(false),
    isAppearByUser: boolean('is_appear_by_user').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The person asked to erase the account (docs/privacy.md): the privacy job erases it after this moment;
     * signing in before cancels it. Null: no erasure asked.
     */
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    /** The last sign-in (password or single sign-on); with the sessions' last use, how active the account is. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the privacy job warned that the inactive account will be erased; a sign-in clears it. */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    /**
     * The directory's text search: name and surname (weight A), current job and company (B), the studies'
     * titles in both languages (C), without accents. Written by triggers (migration 0006_directory_search),
     * never by the code.
     */
    search: tsvector('search'),
    /**
     * The office's people search (features/people/service.ts, migration 0016_office_people): name, surname,
     * e-mail, document number and partner number, lower case without accents, under a trigram index so a
     * part of any of them is found.
     */
    officeSearch: text('office_search').generatedAlwaysAs(
      sql`egresa_unaccent(lower(name || ' ' || surname || ' ' || email || ' ' || coalesce(document_number, '') || ' ' || code_numeric::text))`,
    ),
    /** The office's people list order: surname then name, lower case without accents (0016_office_people). */
    officeSort: text('office_sort').generatedAlwaysAs(sql`egresa_unaccent(lower(surname || ' ' || name))`),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_country_idx').on(t.countryCode),
    index('users_role_idx').on(t.role),
    // The office's possible duplicates (features/admin/duplicates.ts): accounts sharing a document number or a
    // birthdate are looked up, never the whole table grouped.
    index('users_document_number_idx').on(t.documentNumber),
    index('users_birthdate_idx').on(t.birthdate),
    // The office's queue of accounts to verify (GET /usr/admin/queues counts it).
    index('users_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('users_category_idx').on(t.categoryId),
    index('users_graduation_year_idx').on(t.graduationYear),
    index('users_search_idx').using('gin', t.search),
    // The directory's people (directory/visibility.ts): a page's count reads this small index only.
    index('users_directory_people_idx')
      .on(t.isAppearByUser, t.isAppearByCompany)
      .where(sql`${t.status} = 'active' and ${t.role} not in ('company', 'admin', 'office')`),
    // The directory's country and graduation year filters: a page's count reads this index only.
    index('users_directory_place_idx')
      .on(t.countryCode, t.graduationYear, t.isAppearByUser, t.isAppearByCompany)
      .where(sql`${t.status} = 'active' and ${t.role} not in ('company', 'admin', 'office')`),
    // The directory's order (surname, then name, without accents) over the accounts it may show.
    index('users_directory_order_idx')
      .on(sql`egresa_unaccent(lower(${t.surname}))`, sql`egresa_unaccent(lower(${t.name}))`, t.id)
      .where(sql`${t.status} = 'active'`),
    index('users_office_search_idx').using('gin', t.officeSearch.op('gin_trgm_ops')),
    // The office's people list, every account by surname then name (any status).
    index('users_office_order_idx').on(t.officeSort, t.id),
    // The office's members of each tier (membership/office-lists.ts): counted from this index alone.
    index('users_active_role_idx').on(t.role).where(sql`${t.status} = 'active'`),
    // The renewals due (the office's membership page).
    index('users_subscription_end_idx').on(t.subscriptionEnd).where(sql`${t.subscriptionEnd} is not null`),
    index('users_erase_after_idx').on(t.eraseAfter).where(sql`${t.eraseAfter} is not null`),
    index('users_last_active_idx').on(t.lastActiveAt).where(sql`${t.status} = 'active'`),
  ],
)

export const userTags = pgTable(
  'user_tags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index('user_tags_tag_idx').on(t.tagId)],
)

/** One row per signed-in device; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: text('device_id').notNull(),
    deviceType: smallint('device_type').notNull(),
    push: text('push'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // One session per account and device: signing in again on a device replaces its session.
  (t) => [uniqueIndex('sessions_user_device_idx').on(t.userId, t.deviceId)],
)

/**
 * One row, one number: it goes up (triggers of migration 0007_membership) whenever an account's role or
 * status changes or a session ends, in any process or by hand. A process reuses the sessions it found only
 * while the number is the same, so a role change is seen on the very next request (lib/auth/session.ts).
 */
export const authEpoch = pgTable(
  'auth_epoch',
  {
    id: smallint('id').primaryKey().default(1),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('auth_epoch_single_row', sql`${t.id} = 1`)],
)

/** A company account: the company's data; its users are rows of `users` with role `company`. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    documentNumber: text('document_number').notNull(),
    logoKey: text('logo_key'),
    /** Whether the company's recruiter gets a mail when someone applies to one of its offers. */
    notifyApplications: boolean('notify_applications').notNull().default(true),
    /** Set when the alumni office validates the company; until then it cannot sign in. */
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    /** Set when the office rejects the registration (it never was validated): the account is `rejected`. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** Set while the office has disabled the company: its account is `disabled` and signed out. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The office's last decision (validated, rejected, disabled, enabled): who, when, the reason. */
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The office's queue of companies to validate.
    index('companies_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.validatedAt} is null and ${t.rejectedAt} is null`),
  ],
)

export const accountTokenPurposes = ['password_reset', 'email_change', 'email_revert'] as const
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number]

/**
 * Single-use links mailed to a person (password recovery, e-mail change, and the "it wasn't me" link mailed
 * to the old address once a change is confirmed). Only the SHA-256 of the token is kept; using a token
 * deletes its row, so it works once whichever API process receives it.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * email_change: the address the person asked for, confirmed by using the token. email_revert: the old
     * address, which the account gets back when the token is used.
     */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('password_reset', 'email_change', 'email_revert')`,
    ),
  ],
)
