import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

// First cut of the content tables, enough for the demo data set; their issues grow them.

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    slug: text('slug').notNull().unique(),
    /** NEWS or EVENT */
    type: text('type').notNull(),
    /** UNPUBLISHED, PUBLISHED or PENDING */
    status: text('status').notNull(),
    language: text('language').notNull().default('es'),
    title: text('title').notNull(),
    text: text('text').notNull(),
    eventDate: date('event_date'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_published_idx').on(t.publishedAt)],
)

export const workgroups = pgTable('workgroups', {
  id: uuid('id').primaryKey().defaultRandom(),
  hash: text('hash').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** PUBLIC or PRIVATE */
  type: text('type').notNull(),
  /** UNPUBLISHED, PUBLISHED or PENDING */
  status: text('status').notNull(),
  content: text('content').notNull().default(''),
  imageKey: text('image_key'),
  creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
