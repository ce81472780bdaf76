import type { ConsentKind } from '@egresa/api-contract/privacy'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A person's "download my data" (GDPR art. 15 and 20, docs/privacy.md): asked for in the settings, built in
 * the background by whichever process claims it (`lease_until`), stored as a ZIP under `file_key`, and
 * deleted with its file when it expires. At most one is being built for a person at a time: asking again
 * meanwhile answers the same one.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'building' | 'ready' | 'failed'>().notNull().default('building'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a process builds it, the end of its lease; a build whose process died is taken again after it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    uniqueIndex('data_exports_building_idx').on(t.userId).where(sql`${t.status} = 'building'`),
    index('data_exports_expires_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    check('data_exports_status_check', sql`${t.status} in ('building', 'ready', 'failed')`),
  ],
)

export type DataExportRow = typeof dataExports.$inferSelect

/**
 * Consent records (GDPR art. 7, docs/privacy.md): each acceptance or withdrawal of the conditions of use, the
 * privacy policy, the newsletter, the job alerts and the cookies, with the version of the text (the document's
 * `updatedAt` in the content service) and when. Never updated: a change is a new row; they go with the person.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    /** The text's version accepted; null for the acceptances made before versions were kept. */
    version: text('version'),
    granted: boolean('granted').notNull(),
    /** Where it was given: registration, settings, a policy asked again, the cookie banner, a mail's link. */
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.kind, t.at)],
)
