import type { Db } from '../../db/client'
import { type ConversationState, findConversation } from './queries'
import { conversationOf } from './service'

/**
 * The conversation of two accounts, created when there is none, without the Premium rule or the daily limit:
 * for mentoring, whose accepted request opens one. Nobody counts as having started it, so either side may write
 * (a free member, a mentor hidden from the directory), blocks and closed accounts still apply.
 */
export async function openConversation(
  db: Db,
  params: { a: string; b: string },
): Promise<{ id: string; hash: string; created: boolean }> {
  const { id, created } = await conversationOf(db, { a: params.a, b: params.b, startedBy: null })
  const state: ConversationState | null = await findConversation(db, { userId: params.a, id })
  if (!state) throw new Error('the conversation just opened was not found')
  return { id, hash: state.hash, created }
}
