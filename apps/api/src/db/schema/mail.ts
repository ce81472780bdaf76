import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * A file the mail carries (an event's `.ics`): small, kept with the row so every attempt sends the same
 * bytes. `content` is the text itself, or base64 when `encoding` says so (binary files).
 */
export type MailAttachment = {
  filename: string
  contentType: string
  content: string
  encoding?: 'base64'
}

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof mailStatuses)[number]

/**
 * Transactional mail outbox (docs/mail.md): a row is written in the same transaction as the change that
 * causes the mail, and a worker in every API process delivers it over SMTP.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    /** es, en or ca: the language the mail was rendered in. */
    locale: text('locale').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The template's data, kept so a mail can be inspected or rendered again. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Files sent with the mail (lib/mail/outbox.ts limits their number and size). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    /** Delivery attempts started so far (counted when a worker claims the row). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * pending: the earliest time of the next attempt. sending: the end of the worker's lease; a row still
     * sending after it belonged to a worker that died, and is handed back to the queue.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    // A person's mail, for their data export and their erasure (features/privacy).
    index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect
