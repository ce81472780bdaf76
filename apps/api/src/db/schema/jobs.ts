import type { ApplicationStatus, OfferStatus } from '@egresa/api-contract/jobs-search'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { countries, tags } from './reference'
import { companies, users } from './users'

// The job bank: offers of validated companies, the applications of alumni to them, the feedback a company
// gives when it closes an offer, and which offers each person's job alert has already mailed.
// docs/jobs.md draws the offer and application state machines.

export const jobOffers = pgTable(
  'job_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The offer's text in Spanish; `*_en` is the optional English text of the same offer. */
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The position (spec: workstation). */
    workstation: text('workstation').notNull(),
    titleEn: text('title_en'),
    descriptionEn: text('description_en'),
    workstationEn: text('workstation_en'),
    location: text('location').notNull(),
    countryCode: text('country_code').references(() => countries.code),
    /** INDEFINITE, TEMPORAL, FREELANCE or INTERNSHIP */
    contract: text('contract').notNull(),
    /** PART-TIME or FULL-TIME */
    workingHours: text('working_hours').notNull(),
    dateIncorporation: date('date_incorporation'),
    /**
     * Leaves of the studies tree the offer asks for (none, one or several; migration 0009 moved the old
     * single `category_id` here). An array, not a table: categories are only ever added (seed/index.ts).
     */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** USER tags of the groups area and specialty. */
    areaTagId: integer('area_tag_id').references(() => tags.id, { onDelete: 'set null' }),
    specialtyTagId: integer('specialty_tag_id').references(() => tags.id, { onDelete: 'set null' }),
    /** UNPUBLISHED, PENDING, PUBLISHED or CLOSED */
    status: text('status').$type<OfferStatus>().notNull(),
    /** Why the alumni office sent the offer back to UNPUBLISHED (shown to the company); cleared on submit. */
    reviewNote: text('review_note'),
    /** When the office last approved it (first publication date kept across close and reopen). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the company last sent the offer to the office's review (PENDING); the reports' review time. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the office last approved or rejected it (a close is not a review); docs/reports.md. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * The office's last decision on the offer (approved, rejected, closed): who (an account id, no foreign
     * key) and when. A second decision's 409 names them; its reason is `review_note`.
     */
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The texts of both languages and the company's name, lower case and without accents, for the job
     * bank's text filter. Written by triggers (migration 0002_jobs_search), never by the code.
     */
    searchText: text('search_text'),
  },
  (t) => [
    index('job_offers_company_idx').on(t.companyId, t.createdAt),
    index('job_offers_published_idx').on(t.status, t.publishedAt),
    index('job_offers_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('job_offers_categories_idx').using('gin', t.categoryIds),
  ],
)
export type JobOfferRow = typeof jobOffers.$inferSelect

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => jobOffers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING (new), ACCEPTED (in process) or CANCELLED (discarded) */
    status: text('status').$type<ApplicationStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The candidate agreed, when applying, that the company may keep the application for other offers. */
    keepForCompany: boolean('keep_for_company').notNull().default(false),
    /**
     * When the privacy job hid the application from the company (CANDIDATE_RETENTION_MONTHS after the offer
     * closed, docs/privacy.md): it stays the person's, and the company no longer sees the candidate or the CV.
     */
    hiddenFromCompanyAt: timestamp('hidden_from_company_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_applications_offer_user_idx').on(t.offerId, t.userId),
    index('job_applications_offer_idx').on(t.offerId, t.status, t.createdAt),
    // The candidates of an offer newest first, without a status filter.
    index('job_applications_offer_created_idx').on(t.offerId, t.createdAt),
    index('job_applications_user_idx').on(t.userId, t.createdAt),
  ],
)
export type JobApplicationRow = typeof jobApplications.$inferSelect

/** The feedback a company gives each time it closes an offer (an offer may be reopened and closed again). */
export const jobOfferClosings = pgTable(
  'job_offer_closings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => jobOffers.id, { onDelete: 'cascade' }),
    /** 1 very bad … 5 excellent: the job bank's service, and the candidates it brought. */
    serviceRating: smallint('service_rating').notNull(),
    candidatesRating: smallint('candidates_rating').notNull(),
    hired: boolean('hired').notNull(),
    /** The application of the person hired, when `hired`. */
    hiredApplicationId: uuid('hired_application_id').references(() => jobApplications.id, {
      onDelete: 'set null',
    }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_offer_closings_offer_idx').on(t.offerId),
    check('job_offer_closings_service_rating', sql`${t.serviceRating} between 1 and 5`),
    check('job_offer_closings_candidates_rating', sql`${t.candidatesRating} between 1 and 5`),
  ],
)

/** Offers a person's job alert has mailed: the primary key makes sure nobody gets one offer twice. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => jobOffers.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.offerId] }),
    index('job_alert_deliveries_sent_idx').on(t.userId, t.sentAt),
  ],
)

/**
 * Each time a company opened a person's CV (docs/privacy.md): shown to the person (GET /usr/users/cv/views).
 * The company's name and the offer's title are kept as they were, so the record still says who once the
 * company or the offer is gone; the row goes with the person.
 */
export const cvViews = pgTable(
  'cv_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    offerId: uuid('offer_id').references(() => jobOffers.id, { onDelete: 'set null' }),
    offerTitle: text('offer_title'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cv_views_user_idx').on(t.userId, t.viewedAt)],
)
