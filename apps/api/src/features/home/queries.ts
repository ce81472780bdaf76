import { HOME_ITEMS, type MemberHome } from '@egresa/api-contract/home'
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  articleSubscriptions,
  articles,
  savedArticles,
  workgroupComments,
  workgroupMembers,
  workgroups,
} from '../../db/schema/content'
import { users } from '../../db/schema/users'
import type { Locale } from '../../lib/i18n'

// Reads of a member's home: only rows of the person who asks (their groups, their saved events); the
// applications come from the job bank (features/jobs/public.ts).

const total = sql<number>`count(*) over ()`.mapWith(Number)
const EXCERPT = 140

/** The start of a comment, on one line, at most EXCERPT characters. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > EXCERPT ? `${line.slice(0, EXCERPT - 1).trimEnd()}…` : line
}

/** The person's published groups they belong to, the newest activity first, with each one's latest comment. */
export async function myGroupsActivity(db: Db, userId: string): Promise<MemberHome['groups']> {
  const last = sql<Date | null>`(select max(${workgroupComments.createdAt}) from ${workgroupComments} where ${workgroupComments.workgroupId} = ${workgroups.id})`
  const rows = await db
    .select({
      id: workgroups.id,
      slug: workgroups.slug,
      name: workgroups.name,
      language: workgroups.language,
      total,
    })
    .from(workgroupMembers)
    .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
    .where(
      and(
        eq(workgroupMembers.userId, userId),
        eq(workgroupMembers.status, 'ACCEPTED'),
        eq(workgroups.status, 'PUBLISHED'),
      ),
    )
    .orderBy(sql`coalesce(${last}, ${workgroups.createdAt}) desc`, asc(workgroups.id))
    .limit(HOME_ITEMS)
  if (!rows.length) return { items: [], total: 0 }
  const latest = await db
    .selectDistinctOn([workgroupComments.workgroupId], {
      workgroupId: workgroupComments.workgroupId,
      content: workgroupComments.content,
      createdAt: workgroupComments.createdAt,
      author: users.name,
    })
    .from(workgroupComments)
    .leftJoin(users, eq(users.id, workgroupComments.authorId))
    .where(
      inArray(
        workgroupComments.workgroupId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(workgroupComments.workgroupId, desc(workgroupComments.createdAt))
  const byGroup = new Map(latest.map((c) => [c.workgroupId, c]))
  return {
    items: rows.map((r) => {
      const comment = byGroup.get(r.id)
      return {
        slug: r.slug,
        name: r.name,
        language: r.language as 'es' | 'en',
        latest: comment
          ? { author: comment.author, excerpt: excerpt(comment.content), at: comment.createdAt.toISOString() }
          : null,
      }
    }),
    total: rows[0]?.total ?? 0,
  }
}

/** Published events the person saved or subscribed to that have not ended, soonest first. */
export async function myUpcomingEvents(
  db: Db,
  params: { userId: string; locale: Locale; now?: Date },
): Promise<MemberHome['events']> {
  const now = (params.now ?? new Date()).toISOString()
  const saved = sql<boolean>`exists (select 1 from ${savedArticles} s where s.article_id = ${articles.id} and s.user_id = ${params.userId})`
  const subscribed = sql<boolean>`exists (select 1 from ${articleSubscriptions} s where s.article_id = ${articles.id} and s.user_id = ${params.userId})`
  const rows = await db
    .select({
      hash: articles.hash,
      slug: articles.slug,
      slugEn: articles.slugEn,
      title: articles.title,
      titleEn: articles.titleEn,
      textEn: articles.textEn,
      place: articles.place,
      startsAt: articles.startsAt,
      subscribed,
      total,
    })
    .from(articles)
    .where(
      and(
        eq(articles.type, 'EVENT'),
        eq(articles.status, 'PUBLISHED'),
        sql`coalesce(${articles.endsAt}, ${articles.startsAt}) >= ${now}::timestamptz`,
        or(saved, subscribed),
      ),
    )
    .orderBy(asc(articles.startsAt), asc(articles.id))
    .limit(HOME_ITEMS)
  return {
    items: rows.flatMap((r) => {
      if (!r.startsAt) return []
      const english = params.locale === 'en' && Boolean(r.titleEn && r.slugEn)
      return [
        {
          hash: r.hash,
          slug: english ? (r.slugEn ?? r.slug) : r.slug,
          title: english ? (r.titleEn ?? r.title) : r.title,
          language: english ? ('en' as const) : ('es' as const),
          starts_at: r.startsAt.toISOString(),
          place: r.place,
          subscribed: Boolean(r.subscribed),
        },
      ]
    }),
    total: rows[0]?.total ?? 0,
  }
}
