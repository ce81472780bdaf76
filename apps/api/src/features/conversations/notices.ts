import { isOfficeRole } from '@egresa/api-contract/permissions'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { conversationNotices } from '../../db/schema/conversations'
import { type AppOrigins, appOriginFor } from '../../lib/links'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'

// The mail about unread messages (docs/conversations.md, "The mail about unread messages"): a person with
// unread messages that came after their last such mail, mailed at most once every `hours`, in their language,
// without the text unless the portal quotes the start of the newest message (`excerpt`).

/**
 * The inbox a mail links to: the alumni app's (a company's, for a company); the office's is the admin app's
 * `/{locale}/conversations`.
 */
export function inboxUrl(origins: AppOrigins, role: string, locale: string): string {
  const path = isOfficeRole(role) ? 'conversations' : 'user/conversations'
  return alumniUrl(appOriginFor(origins, role), locale, path)
}

/** The longest quote of a message a mail may carry. */
const EXCERPT_LENGTH = 140

type Due = { id: string; email: string; name: string; language: string; role: string; unread: number }

/** Queues the mails due now, a batch at a time; answers how many were queued. */
export async function sendUnreadNotices(
  db: Db,
  params: { origins: AppOrigins; hours: number; excerpt: boolean; limit?: number },
): Promise<{ mails: number }> {
  const limit = params.limit ?? 500
  const wait = sql`${params.hours * 3600_000} * interval '1 millisecond'`
  let mails = 0
  for (;;) {
    const due = (
      (await db.execute(sql`
        select u.id, u.email, u.name, u.language, u.role, sum(m.unread)::int as unread
        from conversation_members m
        join conversations c on c.id = m.conversation_id
        join users u on u.id = m.user_id
        left join conversation_notices n on n.user_id = u.id
        where m.unread > 0 and u.status = 'active'
          and (n.notified_at is null or (n.notified_at <= now() - ${wait} and c.last_message_at > n.notified_at))
        group by u.id
        order by u.id
        limit ${limit}`)) as unknown as { rows: Due[] }
    ).rows
    for (const person of due) {
      await db.transaction(async (tx) => {
        // Written first: another process's run that read the same person finds the notice and sends nothing.
        const claimed = await tx
          .insert(conversationNotices)
          .values({ userId: person.id, notifiedAt: new Date() })
          .onConflictDoUpdate({
            target: conversationNotices.userId,
            set: { notifiedAt: sql`now()` },
            setWhere: sql`${conversationNotices.notifiedAt} <= now() - ${wait}`,
          })
          .returning({ userId: conversationNotices.userId })
        if (!claimed.length) return
        const excerpt = params.excerpt ? await newestUnread(tx as unknown as Db, person.id) : null
        await enqueueMail(tx, {
          template: 'unread-messages',
          locale: person.language,
          to: person.email,
          data: {
            name: person.name,
            unread: Number(person.unread),
            inboxUrl: inboxUrl(params.origins, person.role, person.language),
            excerpt,
          },
        })
        mails++
      })
    }
    if (due.length < limit) return { mails }
  }
}

/** The newest unread message written to the person, its start and who wrote it (a former member: none). */
async function newestUnread(db: Db, userId: string): Promise<{ from: string; text: string } | null> {
  const [row] = (
    (await db.execute(sql`
      select t.body,
        case when u.role = 'company' then coalesce(co.name, u.name) else trim(u.name || ' ' || u.surname) end as sender
      from conversation_members m
      join conversation_messages t on t.conversation_id = m.conversation_id and t.sender_id <> ${userId}
      join users u on u.id = t.sender_id left join companies co on co.user_id = u.id
      where m.user_id = ${userId} and m.unread > 0 and t.removed_at is null
        and (m.last_read_at is null or t.created_at > m.last_read_at)
      order by t.created_at desc limit 1`)) as unknown as { rows: { body: string; sender: string }[] }
  ).rows
  if (!row) return null
  const line = row.body.replace(/\s+/g, ' ').trim()
  if (!line) return null
  const text = line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line
  return { from: row.sender, text }
}
