import type { ArticleStatus } from '@egresa/api-contract/articles'
import type { ArticleType } from '@egresa/api-contract/articles-search'
import type { CommunitySectionKey } from '@egresa/api-contract/content'
import type { EventQuestion, EventSignupMode, RegistrationState } from '@egresa/api-contract/events'
import type {
  MemberRole,
  MemberStatus,
  ReportKind,
  ReportReason,
  ReportStatus,
  WorkgroupStatus,
} from '@egresa/api-contract/workgroups'
import type { WorkgroupType } from '@egresa/api-contract/workgroups-search'
import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { tags } from './reference'
import { users } from './users'

// News and events (docs/articles.md) and workgroups (docs/workgroups.md).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** A weighted text-search vector of a language: title A, summary B, text C, without accents (0002's egresa_unaccent). */
function searchVector(config: 'spanish' | 'english', title: SQL, summary: SQL, body: SQL): SQL {
  const part = (value: SQL, weight: string) =>
    sql`setweight(to_tsvector('${sql.raw(config)}'::regconfig, egresa_unaccent(coalesce(${value}, ''))), '${sql.raw(weight)}')`
  return sql`${part(title, 'A')} || ${part(summary, 'B')} || ${part(body, 'C')}`
}

/**
 * An article, stored once with its texts in Spanish and, optionally, English (`*_en`; readers of English
 * get the Spanish text where there is none). `text` is sanitized HTML.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    slug: text('slug').notNull().unique(),
    slugEn: text('slug_en').unique(),
    /** NEWS or EVENT */
    type: text('type').$type<ArticleType>().notNull(),
    /** UNPUBLISHED, PUBLISHED or PENDING */
    status: text('status').$type<ArticleStatus>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    text: text('text').notNull(),
    titleEn: text('title_en'),
    summaryEn: text('summary_en'),
    textEn: text('text_en'),
    imageKey: text('image_key'),
    /** The image's alternative text: Spanish (required to publish an article with an image) and English. */
    imageAlt: text('image_alt'),
    imageAltEn: text('image_alt_en'),
    /** Events only: where, when, and how to sign up (a link or an e-mail address). */
    place: text('place'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    subscriptionUrl: text('subscription_url'),
    subscriptionEmail: text('subscription_email'),
    /** Events only: the link to join online (a video call, a stream), besides or instead of the place. */
    onlineUrl: text('online_url'),
    /**
     * Events only: sign-ups in the portal (docs/events.md). `signups` null takes none (the outside link or
     * address stays); `places` null is unlimited; `signupsCloseAt` null closes them when the event starts.
     */
    signups: text('signups').$type<EventSignupMode>(),
    places: integer('places'),
    signupsCloseAt: timestamp('signups_close_at', { withTimezone: true }),
    /** The office closed the sign-ups (and may reopen them). */
    signupsClosed: boolean('signups_closed').notNull().default(false),
    questions: jsonb('questions').$type<EventQuestion[]>().notNull().default([]),
    /** The first time it was published; kept when it is unpublished and published again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When an unpublished article is scheduled to be published (the articles job publishes it then). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The date the list sorts and the month/year filters read: an event's start, a news item's publication. */
    datedAt: timestamp('dated_at', { withTimezone: true }).generatedAlwaysAs(
      sql`CASE WHEN type = 'EVENT' THEN starts_at ELSE published_at END`,
    ),
    searchEs: tsvector('search_es').generatedAlwaysAs(
      searchVector('spanish', sql`title`, sql`summary`, sql`text`),
    ),
    searchEn: tsvector('search_en').generatedAlwaysAs(
      searchVector(
        'english',
        sql`coalesce(title_en, title)`,
        sql`coalesce(summary_en, summary)`,
        sql`coalesce(text_en, text)`,
      ),
    ),
  },
  (t) => [
    index('articles_published_idx').on(t.publishedAt),
    index('articles_list_idx').on(t.status, t.datedAt),
    // The list's order (newest first, undated last) over the published articles: a search for a common word
    // walks it and stops at the last match it ranks (features/articles/queries.ts, RANKED_MATCHES).
    index('articles_published_order_idx')
      .on(t.datedAt.desc().nullsLast(), t.hash)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('articles_search_es_idx').using('gin', t.searchEs),
    index('articles_search_en_idx').using('gin', t.searchEn),
    // The articles job's look for the scheduled ones that are due: only the few scheduled rows.
    index('articles_publish_at_idx').on(t.publishAt).where(sql`${t.publishAt} is not null`),
  ],
)

/** An article's tags (type ARTICLE). */
export const articleTags = pgTable(
  'article_tags',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)],
)

/** Articles a person saved (once each). */
export const savedArticles = pgTable(
  'saved_articles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('saved_articles_article_idx').on(t.articleId),
  ],
)

/** Events a Premium member signed up to (once each). */
export const articleSubscriptions = pgTable(
  'article_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('article_subscriptions_article_idx').on(t.articleId),
  ],
)

/**
 * A sign-up to an event in the portal (docs/events.md): `confirmed` with a place, `waiting` in the order of
 * `seq` (a sequence, so the order is total even for sign-ups in the same microsecond), or `cancelled`. One
 * row per person and event; signing up again after cancelling reuses it (and takes a new `seq`).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public id (the ticket's and the office's check-in by name). */
    hash: text('hash').notNull().unique(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<RegistrationState>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** The waiting list's order: taken from a sequence at each sign-up. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_registrations_article_user_idx').on(t.articleId, t.userId),
    // The office's list and counts, and the waiting list's order.
    index('event_registrations_article_state_idx').on(t.articleId, t.state, t.seq),
    // "My events".
    index('event_registrations_user_idx').on(t.userId, t.state),
    check('event_registrations_state_check', sql`${t.state} in ('confirmed', 'waiting', 'cancelled')`),
  ],
)

/**
 * A workgroup (docs/workgroups.md): UNPUBLISHED until its creator submits it, PENDING until the office
 * validates it, then PUBLISHED. `search` is the text search over its name (A) and description (B), without
 * accents (0002's egresa_unaccent).
 */
export const workgroups = pgTable(
  'workgroups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** PUBLIC or PRIVATE */
    type: text('type').$type<WorkgroupType>().notNull(),
    /** UNPUBLISHED, PENDING, PUBLISHED, or DISABLED (by the office: hidden everywhere but the office's lists) */
    status: text('status').$type<WorkgroupStatus>().notNull(),
    content: text('content').notNull().default(''),
    /** es or en: the language its name and description are written in (an English page marks a Spanish group). */
    language: text('language').notNull().default('es'),
    imageKey: text('image_key'),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The office's reason when it sent the group back to draft; cleared when it is submitted again. */
    reviewNote: text('review_note'),
    /** The office's last decision (approved, rejected, disabled, enabled): who (an account id) and when. */
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('spanish'::regconfig, egresa_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('spanish'::regconfig, egresa_unaccent(coalesce(content, ''))), 'B')`,
    ),
  },
  (t) => [
    index('workgroups_list_idx').on(t.status, t.createdAt),
    index('workgroups_search_idx').using('gin', t.search),
    index('workgroups_creator_idx').on(t.creatorId),
    check('workgroups_language_check', sql`${t.language} in ('es', 'en')`),
  ],
)

/** A person's membership of a group: PENDING (asked to join a private group), ACCEPTED or CANCELLED (refused). */
export const workgroupMembers = pgTable(
  'workgroup_members',
  {
    workgroupId: uuid('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ADMINISTRATOR or FOLLOWER */
    role: text('role').$type<MemberRole>().notNull(),
    /** PENDING, ACCEPTED or CANCELLED */
    status: text('status').$type<MemberStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workgroupId, t.userId] }),
    index('workgroup_members_user_idx').on(t.userId, t.status),
    index('workgroup_members_group_idx').on(t.workgroupId, t.status, t.role),
  ],
)

/** A comment of a group's wall, or a reply to one (`parent_id`). Deleting a comment deletes its replies. */
export const workgroupComments = pgTable(
  'workgroup_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    workgroupId: uuid('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => workgroupComments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workgroup_comments_wall_idx').on(t.workgroupId, t.createdAt),
    index('workgroup_comments_parent_idx').on(t.parentId, t.createdAt),
    // A person's comments, for their data export and their erasure (features/privacy).
    index('workgroup_comments_author_idx').on(t.authorId),
  ],
)

/** Who likes a comment (once each). */
export const workgroupCommentLikes = pgTable(
  'workgroup_comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => workgroupComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('workgroup_comment_likes_user_idx').on(t.userId),
  ],
)

/** The file a comment came with (one at most), stored privately: served only to those who may read the group. */
export const workgroupFiles = pgTable(
  'workgroup_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    workgroupId: uuid('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .unique()
      .references(() => workgroupComments.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workgroup_files_group_idx').on(t.workgroupId, t.createdAt),
    index('workgroup_files_uploader_idx').on(t.uploaderId),
  ],
)

/**
 * A member's report of a comment or a file of a group to the office (docs/workgroups.md, "Reports"). It names
 * the item by hash and keeps what was reported (`excerpt`), so it outlives the item: removing it closes the
 * report as RESOLVED, and the item's id columns are set to null. One OPEN report per person and item.
 */
export const workgroupReports = pgTable(
  'workgroup_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    workgroupId: uuid('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    /** comment or file */
    kind: text('kind').$type<ReportKind>().notNull(),
    /** The comment's or the file's hash. */
    itemHash: text('item_hash').notNull(),
    commentId: uuid('comment_id').references(() => workgroupComments.id, { onDelete: 'set null' }),
    fileId: uuid('file_id').references(() => workgroupFiles.id, { onDelete: 'set null' }),
    /** The comment's text (its start) or the file's name when it was reported. */
    excerpt: text('excerpt').notNull(),
    /** Who wrote or uploaded the item. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** spam, offensive, personal_data or other */
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    /** OPEN, RESOLVED (the item was removed) or DISMISSED (the office kept it) */
    status: text('status').$type<ReportStatus>().notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The office member who closed it (null: its author deleted the item), when, and the office's reason. */
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    uniqueIndex('workgroup_reports_open_unique')
      .on(t.kind, t.itemHash, t.reporterId)
      .where(sql`${t.status} = 'OPEN'`),
    index('workgroup_reports_group_idx').on(t.workgroupId, t.status, t.createdAt),
    index('workgroup_reports_open_idx').on(t.kind, t.itemHash).where(sql`${t.status} = 'OPEN'`),
    index('workgroup_reports_reporter_idx').on(t.reporterId),
    index('workgroup_reports_author_idx').on(t.authorId),
    check('workgroup_reports_kind_check', sql`${t.kind} in ('comment', 'file')`),
    check(
      'workgroup_reports_reason_check',
      sql`${t.reason} in ('spam', 'offensive', 'personal_data', 'other')`,
    ),
    check('workgroup_reports_status_check', sql`${t.status} in ('OPEN', 'RESOLVED', 'DISMISSED')`),
  ],
)

/**
 * The versions of the content service's documents saved from the admin app (docs/content.md): the service
 * shows a path's newest version, else the installation's file. Only added to; a restore is a new version
 * whose source is an older one's. `id` orders them (two saves in one millisecond keep their order).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The document's path in the content service: `/es/info/privacy`, `/en/services`, `/ca/community`. */
    path: text('path').notNull(),
    /** The source as written: Markdown with front matter, or YAML; placeholders unfilled. */
    source: text('source').notNull(),
    /** Who saved it; null once that account is erased. Its name stays for the list of versions. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    /** The version whose source a restore brought back. */
    restoredFrom: bigint('restored_from', { mode: 'number' }).references(
      (): AnyPgColumn => contentVersions.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_versions_path_idx').on(t.path, t.id),
    index('content_versions_author_idx').on(t.authorId),
  ],
)

/**
 * The people the office chose for a section of the community page (docs/content.md, "Community curation"),
 * in `position` order: only people who agree to appear are shown (the page's query checks it at each read).
 * Removed with the person (cascade).
 */
export const communityMembers = pgTable(
  'community_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ambassadors, careers or team */
    section: text('section').$type<CommunitySectionKey>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The role in Spanish, and in English and Catalan when the office wrote them (else the Spanish). */
    roleEs: text('role_es').notNull(),
    roleEn: text('role_en'),
    roleCa: text('role_ca'),
    textEs: text('text_es'),
    textEn: text('text_en'),
    textCa: text('text_ca'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_members_person_unique').on(t.section, t.userId),
    index('community_members_user_idx').on(t.userId),
    check('community_members_section_check', sql`${t.section} in ('ambassadors', 'careers', 'team')`),
  ],
)
