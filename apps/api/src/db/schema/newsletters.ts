import type { NewsletterAudience, NewsletterStatus } from '@egresa/api-contract/newsletters'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * The office's newsletters (docs/newsletters.md): a subject and a cleaned HTML body per language (Spanish
 * required; an empty English or Catalan text means the Spanish one is sent), the audience's filters as JSON
 * (the same from the draft to the end: a sent campaign shows the filters it went out with) and its status.
 */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    status: text('status').$type<NewsletterStatus>().notNull().default('draft'),
    subjectEs: text('subject_es').notNull(),
    subjectEn: text('subject_en').notNull().default(''),
    subjectCa: text('subject_ca').notNull().default(''),
    bodyEs: text('body_es').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    bodyCa: text('body_ca').notNull().default(''),
    audience: jsonb('audience').$type<NewsletterAudience>().notNull(),
    /** When a scheduled campaign starts (the newsletter job starts it at its first run from then on). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When its audience was frozen into its recipients. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the last recipient was handed to the outbox. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The office account that wrote it: no foreign key, like the audit log's actor. */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletter_campaigns_created_idx').on(t.createdAt),
    // The newsletter job's look for campaigns to start and to send.
    index('newsletter_campaigns_due_idx')
      .on(t.status, t.scheduledAt)
      .where(sql`${t.status} in ('scheduled', 'sending')`),
    check(
      'newsletter_campaigns_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')`,
    ),
  ],
)

export const newsletterRecipientStatuses = ['pending', 'queued', 'sent', 'failed', 'skipped'] as const
export type NewsletterRecipientStatus = (typeof newsletterRecipientStatuses)[number]

/**
 * A campaign's audience, frozen when it starts: who, at which address and in which language then. `pending`
 * until a batch hands the mail to the outbox (`queued`, in the same transaction as the outbox row: nobody gets
 * it twice, nobody is skipped), then `sent` or `failed` as the outbox row ends (recorded here, so the counts
 * outlive the purge of sent mail); `skipped` when, at its turn, the person no longer accepted the newsletter
 * or the account was no longer active or gone. An erased account keeps the row without the person (`user_id` and
 * `email` null), so the campaign's counts stay as they were.
 */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    /** The language of the mail (the person's at the time): es, en or ca. */
    language: text('language').notNull(),
    status: text('status').$type<NewsletterRecipientStatus>().notNull().default('pending'),
    /** The outbox row of the mail (its Message-ID); no foreign key: the purge deletes sent mail. */
    mailId: uuid('mail_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_recipients_campaign_user_idx').on(t.campaignId, t.userId),
    index('newsletter_recipients_pending_idx').on(t.campaignId, t.id).where(sql`${t.status} = 'pending'`),
    index('newsletter_recipients_user_idx').on(t.userId),
    check(
      'newsletter_recipients_status_check',
      sql`${t.status} in ('pending', 'queued', 'sent', 'failed', 'skipped')`,
    ),
  ],
)

export type NewsletterCampaignRow = typeof newsletterCampaigns.$inferSelect
