import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { articles } from '../../db/schema/content'
import type { SitePage } from '../../lib/site-pages'

// What other features may use of the articles: the published articles' pages for the sitemap (features/seo),
// an event as the calendars write it (features/calendar), the places an erased account held
// (features/privacy).

/** Published articles' pages, last changed first: each language at its own slug. */
export async function publishedArticlePages(db: Db, params: { limit: number }): Promise<SitePage[]> {
  const rows = await db
    .select({ slug: articles.slug, slugEn: articles.slugEn, updatedAt: articles.updatedAt })
    .from(articles)
    .where(eq(articles.status, 'PUBLISHED'))
    .orderBy(desc(articles.updatedAt))
    .limit(params.limit)
  return rows.map((r) => ({
    route: ['news', r.slug],
    routes: { en: ['news', r.slugEn ?? r.slug] },
    lastmod: r.updatedAt,
  }))
}

// A person's calendar feed (features/calendar) writes its events as the articles' calendars do.
export { articleEvent, type FeedRow as ArticleEventRow } from './feeds'

// An erased account's places go to the people waiting (features/privacy).
export { releaseEventPlacesOf } from './registrations'
