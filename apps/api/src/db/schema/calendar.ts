import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A person's calendar feed (docs/articles.md, "My calendar"): one private address per person, whose token is
 * kept only as its SHA-256 (`token_hash`); creating it again replaces the row, so the old address stops
 * working, and deleting it revokes the address. `last_read_at` is when a calendar app last read it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
})
