import { and, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { mentoringRequests } from '../../db/schema/mentoring'

/**
 * What an account's erasure does to its mentoring (docs/mentoring.md, "Erasure"), in the erasure's
 * transaction: its pending requests, asked or received, are withdrawn and its mentorships ended (`ended_by`
 * `erasure`), and the words the person wrote (a request's message, a decline, feedback) go; the offer goes with
 * the account's row, and the other person keeps the request with a former member (its id set null).
 */
export async function endMentoringOf(tx: Db, userId: string): Promise<{ withdrawn: number; ended: number }> {
  const theirs = or(eq(mentoringRequests.menteeId, userId), eq(mentoringRequests.mentorId, userId))
  const close = (state: 'withdrawn' | 'ended', from: 'pending' | 'accepted') =>
    tx
      .update(mentoringRequests)
      .set({ state, endedBy: 'erasure', endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(theirs, eq(mentoringRequests.state, from)))
      .returning({ id: mentoringRequests.id })
  const withdrawn = await close('withdrawn', 'pending')
  const ended = await close('ended', 'accepted')
  await tx.execute(sql`
    update mentoring_requests set
      message = case when mentee_id = ${userId} then null else message end,
      decline_message = case when mentor_id = ${userId} then null else decline_message end,
      feedback = case
        when (mentee_id = ${userId} and ended_by = 'mentee') or (mentor_id = ${userId} and ended_by = 'mentor')
        then null else feedback end
    where mentee_id = ${userId} or mentor_id = ${userId}`)
  return { withdrawn: withdrawn.length, ended: ended.length }
}
