import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/** Portfolio projects of a person; shown on the public profile only once published. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date'),
    content: text('content').notNull().default(''),
    /** http(s) addresses, in the order the person gave them. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_user_idx').on(t.userId, t.createdAt)],
)

/** Images of a project: re-encoded uploads in the file storage. */
export const projectImages = pgTable(
  'project_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_images_project_idx').on(t.projectId, t.position)],
)

export const experienceContracts = ['INDEFINITE', 'TEMPORAL', 'FREELANCE', 'INTERNSHIP', 'OTHER'] as const

/** Job experiences of a person (spec: work experiences, id-based; the public id is `hash`). */
export const workExperiences = pgTable(
  'work_experiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The position held. */
    name: text('name').notNull(),
    contract: text('contract').notNull(),
    companyName: text('company_name').notNull(),
    start: date('start').notNull(),
    /** null while it is the current job. */
    end: date('end'),
    location: text('location'),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_experiences_user_idx').on(t.userId, t.start),
    check('work_experiences_dates_check', sql`${t.end} is null or ${t.end} >= ${t.start}`),
  ],
)

export type ProjectRow = typeof projects.$inferSelect
export type WorkExperienceRow = typeof workExperiences.$inferSelect
