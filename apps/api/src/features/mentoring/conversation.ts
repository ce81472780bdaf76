import type { Db } from '../../db/client'

/**
 * Opens (or finds) the conversation between a mentor and their new mentee, in the accept's transaction; its
 * hash, or null while conversations are not wired.
 *
 * conversation: wired at merge — the conversations feature exports
 * `openConversation(db, { a: accountId, b: accountId })` from `features/conversations/public.ts`; at the merge
 * this becomes `return (await openConversation(db, { a: pair.mentorId, b: pair.menteeId })).hash` (or whatever
 * it answers that names the conversation).
 */
export async function openMentoringConversation(
  _db: Db,
  _pair: { mentorId: string; menteeId: string },
): Promise<string | null> {
  return null
}
