import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { calendarFeeds } from '../../db/schema/calendar'
import { articleSubscriptions, articles, savedArticles } from '../../db/schema/content'
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

/**
 * The ids of the events the person signed up for: a subquery, the one place that says what "signed up" is.
 * Today a Premium member's sign-up (`article_subscriptions`); the portal's own registrations (issue 29's
 * `event_registrations`, a place or the waiting list) join here with a `union`.
 */
export function signedUpEventIds(db: Db, userId: string) {
  return db
    .select({ id: articleSubscriptions.articleId })
    .from(articleSubscriptions)
    .where(eq(articleSubscriptions.userId, userId))
}

/** The ids of the events (and news, filtered out later) the person saved. */
function savedArticleIds(db: Db, userId: string) {
  return db
    .select({ id: savedArticles.articleId })
    .from(savedArticles)
    .where(eq(savedArticles.userId, userId))
}

/** The published events the person signed up for or saved, with a date, soonest first (at most `limit`). */
export function personEvents(db: Db, params: { userId: string; limit: number }) {
  return db
    .select({
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
    })
    .from(articles)
    .where(
      and(
        // One list of ids, so the events are found by their primary key, each once.
        inArray(articles.id, union(signedUpEventIds(db, params.userId), savedArticleIds(db, params.userId))),
        eq(articles.type, 'EVENT'),
        eq(articles.status, 'PUBLISHED'),
        isNotNull(articles.startsAt),
      ),
    )
    .orderBy(asc(articles.startsAt), asc(articles.hash))
    .limit(params.limit)
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
