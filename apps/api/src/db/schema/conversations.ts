import type { ConversationReportReason, ConversationReportStatus } from '@egresa/api-contract/conversations'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { jobOffers } from './jobs'
import { users } from './users'

// Private messages (docs/conversations.md): one conversation per pair of accounts, each side's state, the
// messages, blocks, and the reports the office moderates.

/**
 * One conversation per unordered pair of accounts: `user_low` is the smaller id of the two, so however it was
 * started there is one row. An erased account's side becomes null (the other keeps the thread).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    userLow: uuid('user_low').references(() => users.id, { onDelete: 'set null' }),
    userHigh: uuid('user_high').references(() => users.id, { onDelete: 'set null' }),
    /** Who opened it: the daily limit of new conversations counts these. */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message's time and text start (the inbox's order and preview); null until the first message. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview'),
    lastSenderId: uuid('last_sender_id'),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.userLow, t.userHigh),
    index('conversations_started_idx').on(t.startedBy, t.createdAt),
    check('conversations_pair_order', sql`${t.userLow} < ${t.userHigh}`),
  ],
)
export type ConversationRow = typeof conversations.$inferSelect

/**
 * Each side of a conversation: what it has read, how many messages wait unread (kept by the writes, so the
 * inbox and the header's count read no messages), and whether it sends read receipts (off by default).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** A side of the pair: 0 the low id, 1 the high one (the key survives the account's erasure). */
    side: integer('side').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    unread: integer('unread').notNull().default(0),
    lastReadMessageId: uuid('last_read_message_id'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    readReceipts: boolean('read_receipts').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.side] }),
    index('conversation_members_user_idx').on(t.userId),
    index('conversation_members_unread_idx').on(t.userId).where(sql`${t.unread} > 0`),
  ],
)

/** A message: plain text as written (clients show it as text), an optional file, the offer it is about. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is erased (a former member). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The company's offer the message is about (a company names one in each message). */
    offerId: uuid('offer_id').references(() => jobOffers.id, { onDelete: 'set null' }),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the office removed it (its text and file are gone). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.createdAt),
    index('conversation_messages_sender_idx').on(t.senderId),
  ],
)

/** Who blocked whom: a blocked account cannot write to the one that blocked it. */
export const conversationBlocks = pgTable(
  'conversation_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('conversation_blocks_blocked_idx').on(t.blockedId),
  ],
)

/** A person's report of a message to the office; one OPEN report per person and message. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ConversationReportReason>().notNull(),
    note: text('note'),
    /** OPEN until the office resolves it: `resolution` says whether it dismissed it or removed the message. */
    status: text('status').$type<ConversationReportStatus>().notNull().default('OPEN'),
    resolution: text('resolution').$type<'dismissed' | 'removed'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversation_reports_open_unique')
      .on(t.messageId, t.reporterId)
      .where(sql`${t.status} = 'OPEN'`),
    index('conversation_reports_status_idx').on(t.status, t.createdAt),
    index('conversation_reports_reporter_idx').on(t.reporterId),
    check('conversation_reports_status_check', sql`${t.status} in ('OPEN', 'RESOLVED')`),
  ],
)

/** When a person was last mailed about unread messages (at most once every few hours). */
export const conversationNotices = pgTable('conversation_notices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
})
