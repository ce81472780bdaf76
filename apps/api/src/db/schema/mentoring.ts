import type { MentoringState } from '@egresa/api-contract/mentoring'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { workExperiences } from './profile'
import { users } from './users'

// Mentoring (docs/mentoring.md): one offer per person who mentors, and the requests between two people.

/**
 * A person's offer to mentor. Topics are reference data as the profile and the job bank use them: items of the
 * studies tree and USER tags (area, specialty), as arrays like an offer's `category_ids` (reference rows are
 * only ever added). `company_match` is the company's name normalised (lib/company-key.ts): what an offer's
 * company is matched against (not named `*_key`: a backup reads such a column as a storage key). Paused by the person (`paused_at`) or by the office (`office_paused_*`,
 * an account id without a foreign key, like the other decisions of the office).
 */
export const mentorOffers = pgTable(
  'mentor_offers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The work experience the company was taken from; null when written, or when the experience went. */
    experienceId: uuid('experience_id').references(() => workExperiences.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    companyKey: text('company_match'),
    topics: text('topics'),
    capacity: smallint('capacity').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    officePausedAt: timestamp('office_paused_at', { withTimezone: true }),
    officePausedBy: uuid('office_paused_by'),
    officePauseReason: text('office_pause_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mentor_offers_company_idx').on(t.companyKey),
    index('mentor_offers_categories_idx').using('gin', t.categoryIds),
    index('mentor_offers_tags_idx').using('gin', t.tagIds),
    check('mentor_offers_capacity_check', sql`${t.capacity} between 1 and 10`),
  ],
)

/**
 * A request for mentoring and, once accepted, the mentorship. Either person's id goes null when they erase
 * their account (the other sees a former member); a pending request is then withdrawn, an accepted one ended.
 * At most one open (pending or accepted) request per pair, by a partial unique index.
 */
export const mentoringRequests = pgTable(
  'mentoring_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    menteeId: uuid('mentee_id').references(() => users.id, { onDelete: 'set null' }),
    mentorId: uuid('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    state: text('state').$type<MentoringState>().notNull().default('pending'),
    /** The mentor's words; null with a decline: the mentee reads the kind default in their language. */
    declineMessage: text('decline_message'),
    /** `mentor`, `mentee` or `erasure` (one of them erased their account). */
    endedBy: text('ended_by').$type<'mentor' | 'mentee' | 'erasure'>(),
    /** Feedback for the alumni office from whoever ended it; the other person never reads it. */
    feedback: text('feedback'),
    /** The pair's conversation (features/conversations), once accepted. */
    conversationHash: text('conversation_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mentoring_requests_mentee_idx').on(t.menteeId, t.createdAt),
    index('mentoring_requests_mentor_idx').on(t.mentorId, t.state),
    uniqueIndex('mentoring_requests_open_pair_idx')
      .on(t.menteeId, t.mentorId)
      .where(sql`${t.state} in ('pending', 'accepted')`),
    index('mentoring_requests_created_idx').on(t.createdAt),
  ],
)

export type MentorOfferRow = typeof mentorOffers.$inferSelect
export type MentoringRequestRow = typeof mentoringRequests.$inferSelect
