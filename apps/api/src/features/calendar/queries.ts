import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarFeeds } from '../../db/schema/calendar'
import { articleSubscriptions, articles, eventRegistrations, savedArticles } from '../../db/schema/content'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { companies, users } from '../../db/schema/users'

// A person's calendar feed: the feed's row, and what the feed shows (docs/articles.md, "My calendar").

export async function findFeed(db: Db, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastReadAt: calendarFeeds.lastReadAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
  return row ?? null
}

/** The owner of the feed whose token has this hash, if the account is active. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: users.id,
      tokenHash: calendarFeeds.tokenHash,
      role: users.role,
      language: users.language,
      lastReadAt: calendarFeeds.lastReadAt,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.status, 'active')))
    .limit(1)
  return row ?? null
}

/** What the feed shows of an event (`ArticleEventRow` of features/articles/public.ts). */
const eventColumns = {
  hash: articles.hash,
  slug: articles.slug,
  slugEn: articles.slugEn,
  title: articles.title,
  titleEn: articles.titleEn,
  summary: articles.summary,
  summaryEn: articles.summaryEn,
  place: articles.place,
  onlineUrl: articles.onlineUrl,
  startsAt: articles.startsAt,
  endsAt: articles.endsAt,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
}

/** An event a calendar shows: published, with a start. */
const shownEvent = and(
  eq(articles.type, 'EVENT'),
  eq(articles.status, 'PUBLISHED'),
  isNotNull(articles.startsAt),
)

/**
 * The events the person signed up for: the one place that says what "signed up" is. A sign-up through an
 * outside link or address (`article_subscriptions`), and a place or a waiting position in the portal's own
 * sign-ups (`event_registrations`, docs/events.md); a cancelled registration is not in the calendar.
 */
export async function signedUpEvents(db: Db, params: { userId: string; limit: number }) {
  const [outside, portal] = await Promise.all([
    db
      .select(eventColumns)
      .from(articleSubscriptions)
      .innerJoin(articles, eq(articles.id, articleSubscriptions.articleId))
      .where(and(eq(articleSubscriptions.userId, params.userId), shownEvent))
      .limit(params.limit),
    db
      .select(eventColumns)
      .from(eventRegistrations)
      .innerJoin(articles, eq(articles.id, eventRegistrations.articleId))
      .where(
        and(
          eq(eventRegistrations.userId, params.userId),
          inArray(eventRegistrations.state, ['confirmed', 'waiting']),
          shownEvent,
        ),
      )
      .limit(params.limit),
  ])
  return [...outside, ...portal]
}

/** The events the person saved. */
function savedEvents(db: Db, params: { userId: string; limit: number }) {
  return db
    .select(eventColumns)
    .from(savedArticles)
    .innerJoin(articles, eq(articles.id, savedArticles.articleId))
    .where(and(eq(savedArticles.userId, params.userId), shownEvent))
    .limit(params.limit)
}

/**
 * The published events the person signed up for or saved, each once, soonest first (at most `limit`). Two
 * joins from the person's rows, merged here: half the time of one statement over a union of ids on PGlite,
 * whose planning of that statement was most of its cost (docs/articles.md, "My calendar").
 */
export async function personEvents(db: Db, params: { userId: string; limit: number }) {
  const byHash = new Map<string, Awaited<ReturnType<typeof savedEvents>>[number]>()
  for (const row of await signedUpEvents(db, params)) byHash.set(row.hash, row)
  for (const row of await savedEvents(db, params)) byHash.set(row.hash, row)
  const time = (row: { startsAt: Date | null }) => row.startsAt?.getTime() ?? 0
  return [...byHash.values()]
    .sort((a, b) => time(a) - time(b) || (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0))
    .slice(0, params.limit)
}

/**
 * The person's applications that are still theirs to follow (not discarded by the company), with their offer's
 * dates: the day the job starts (`date_incorporation`) and the day the offer closed.
 */
export function personApplicationDates(db: Db, params: { userId: string; limit: number }) {
  return db
    .select({
      hash: jobApplications.hash,
      updatedAt: sql<Date>`greatest(${jobApplications.updatedAt}, ${jobOffers.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      offerHash: jobOffers.hash,
      title: jobOffers.title,
      titleEn: jobOffers.titleEn,
      offerStatus: jobOffers.status,
      company: companies.name,
      startsOn: jobOffers.dateIncorporation,
      closedAt: jobOffers.closedAt,
    })
    .from(jobApplications)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .where(and(eq(jobApplications.userId, params.userId), ne(jobApplications.status, 'CANCELLED')))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.hash))
    .limit(params.limit)
}
