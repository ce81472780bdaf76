import * as v from 'valibot'
import { listQuery, pageQuery, queryText } from './lists'

// The office's queue of reported messages, on its own: the admin app's route reads it from the address bar
// in the first load, and a module is bundled whole. `./conversations` exports the same names.

/** OPEN until the office resolves it (dismissing the report or removing the message). */
export const conversationReportStatuses = ['OPEN', 'RESOLVED'] as const
export type ConversationReportStatus = (typeof conversationReportStatuses)[number]

/** `GET /usr/admin/conversations/reports`: OPEN by default, oldest first (the queue's order). */
export const ReportedMessagesQuery = listQuery({
  ...pageQuery(20, 100),
  status: v.optional(v.pipe(queryText(), v.picklist(conversationReportStatuses)), 'OPEN'),
})
export type ReportedMessagesQuery = v.InferOutput<typeof ReportedMessagesQuery>
