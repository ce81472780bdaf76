import * as v from 'valibot'
import { listQuery, pageQuery, queryText } from './lists'

// The inbox's search and the office's queue of reported messages, on their own: the apps' routes read them
// from the address bar in the first load, and a module is bundled whole. `./conversations` exports the same
// names.

export const CONVERSATIONS_PAGE_SIZE = 20

/** `GET /usr/conversations`: newest message first; `text` finds the other side by name. */
export const ConversationsQuery = listQuery({
  ...pageQuery(CONVERSATIONS_PAGE_SIZE, 50),
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
})
export type ConversationsQuery = v.InferOutput<typeof ConversationsQuery>

/** OPEN until the office resolves it (dismissing the report or removing the message). */
export const conversationReportStatuses = ['OPEN', 'RESOLVED'] as const
export type ConversationReportStatus = (typeof conversationReportStatuses)[number]

/** `GET /usr/admin/conversations/reports`: OPEN by default, oldest first (the queue's order). */
export const ReportedMessagesQuery = listQuery({
  ...pageQuery(20, 100),
  status: v.optional(v.pipe(queryText(), v.picklist(conversationReportStatuses)), 'OPEN'),
})
export type ReportedMessagesQuery = v.InferOutput<typeof ReportedMessagesQuery>
