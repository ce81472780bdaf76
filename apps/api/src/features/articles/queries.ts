import type {
  AdminArticle,
  AdminArticlesQuery,
  Article,
  ArticleList,
  ArticlesQuery,
  ArticleTeaser,
  ArticleYearList,
} from '@egresa/api-contract/articles'
import { SEARCH_MATCHES_MAX } from '@egresa/api-contract/lists'
import type { RoleOrAnonymous } from '@egresa/api-contract/permissions'
import { and, asc, count, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Db } from '../../db/client'
import { articleSubscriptions, articles, articleTags, savedArticles } from '../../db/schema/content'
import { tags, tagTitle } from '../../db/schema/reference'
import { fileUrl } from '../../lib/files'
import type { Locale } from '../../lib/i18n'
import { keptYears } from '../../lib/kept-years'
import { placeText } from '../../lib/messages'
import { titleInSql } from '../../lib/reference-title'
import { articleReads } from './cache'
import { signupOf } from './registration-reads'

// Reads of news and events. A list is one query for its page and total, then the page's tags and the
// caller's saved and signed-up marks for those rows only.

const { searchEs: _es, searchEn: _en, ...articleColumns } = getTableColumns(articles)
export type ArticleRow = Omit<typeof articles.$inferSelect, 'searchEs' | 'searchEn'>
// A list reads no text (the longest columns): less for PGlite to hand over for every row.
const { text: _text, textEn: _textEn, createdAt: _c, ...teaserColumns } = articleColumns
type TeaserRow = Omit<ArticleRow, 'text' | 'textEn' | 'createdAt'>

/** The time zone of the month and year filters: the university's. */
const ZONE = 'Europe/Madrid'
const total = sql<number>`count(*) over ()`.mapWith(Number)
const iso = (d: Date | null) => d?.toISOString() ?? null

/**
 * The language an article is read in: English when asked for and written (an English title comes with an
 * English text: service.ts), else Spanish, always written.
 */
export function articleLanguage(row: Pick<ArticleRow, 'titleEn'>, locale: string): 'es' | 'en' {
  return locale === 'en' && row.titleEn ? 'en' : 'es'
}

type TagRef = { hash: string; title: string }
type Marks = { saved: Set<string>; subscribed: Set<string> }

function toTeaser(
  row: TeaserRow,
  tagsOf: Map<string, TagRef[]>,
  marks: Marks,
  locale: Locale,
): ArticleTeaser {
  const language = articleLanguage(row, locale)
  const en = language === 'en'
  return {
    id: row.hash,
    hash: row.hash,
    slug: en ? (row.slugEn ?? row.slug) : row.slug,
    slugs: { es: row.slug, en: row.slugEn },
    language,
    type: row.type,
    status: row.status,
    title: en ? (row.titleEn ?? row.title) : row.title,
    summary: en ? (row.summaryEn ?? row.summary) : row.summary,
    image: row.imageKey ? fileUrl(row.imageKey) : null,
    image_alt: row.imageKey ? (en ? (row.imageAltEn ?? row.imageAlt) : row.imageAlt) : null,
    tags: tagsOf.get(row.id) ?? [],
    date: iso(row.datedAt),
    published_at: iso(row.publishedAt),
    place: placeText(row.place, locale),
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    subscribable: isSubscribable(row),
    saved: marks.saved.has(row.id),
    subscribed: marks.subscribed.has(row.id),
  }
}

export const isSubscribable = (row: Pick<ArticleRow, 'type' | 'subscriptionUrl' | 'subscriptionEmail'>) =>
  row.type === 'EVENT' && !!(row.subscriptionUrl || row.subscriptionEmail)

/** The ARTICLE tags of some articles, titled in a language. */
async function tagsOfArticles(db: Db, ids: string[], locale: Locale): Promise<Map<string, TagRef[]>> {
  const map = new Map<string, TagRef[]>()
  if (!ids.length) return map
  const rows = await db
    .select({
      articleId: articleTags.articleId,
      hash: tags.hash,
      title: titleInSql(locale, tagTitle),
    })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inArray(articleTags.articleId, ids))
    .orderBy(asc(tags.id))
  for (const { articleId, ...tag } of rows) map.set(articleId, [...(map.get(articleId) ?? []), tag])
  return map
}

/** Which of some articles the caller saved and signed up to (nothing without a caller). */
async function marksOf(db: Db, ids: string[] | 'all', viewerId: string | null): Promise<Marks> {
  if (!viewerId || !ids.length) return { saved: new Set(), subscribed: new Set() }
  const among = <C extends typeof savedArticles.articleId | typeof articleSubscriptions.articleId>(
    column: C,
  ) => (ids === 'all' ? undefined : inArray(column, ids))
  // One query for both marks: on PGlite each query waits for the one before.
  const rows = await db
    .select({ id: savedArticles.articleId, kind: sql<string>`'saved'` })
    .from(savedArticles)
    .where(and(eq(savedArticles.userId, viewerId), among(savedArticles.articleId)))
    .unionAll(
      db
        .select({ id: articleSubscriptions.articleId, kind: sql<string>`'subscribed'` })
        .from(articleSubscriptions)
        .where(and(eq(articleSubscriptions.userId, viewerId), among(articleSubscriptions.articleId))),
    )
  const of = (kind: string) => new Set(rows.filter((r) => r.kind === kind).map((r) => r.id))
  return { saved: of('saved'), subscribed: of('subscribed') }
}

async function teasers(db: Db, rows: TeaserRow[], viewerId: string | null, locale: Locale) {
  const ids = rows.map((r) => r.id)
  const [tagsOf, marks] = await Promise.all([tagsOfArticles(db, ids, locale), marksOf(db, ids, viewerId)])
  return rows.map((row) => toTeaser(row, tagsOf, marks, locale))
}

/** The ids of ARTICLE tags by hash; the hashes that name none are `unknown`. */
export async function articleTagIds(db: Db, hashes: string[]) {
  if (!hashes.length) return { ids: [] as number[], unknown: [] as string[] }
  const rows = await articleReads.read(db, `tags:${hashes.join(',')}`, () => tagRows(db, hashes))
  const found = new Set(rows.map((r) => r.hash))
  return { ids: rows.map((r) => r.id), unknown: hashes.filter((h) => !found.has(h)) }
}

function tagRows(db: Db, hashes: string[]) {
  return db
    .select({ id: tags.id, hash: tags.hash })
    .from(tags)
    .where(and(eq(tags.type, 'ARTICLE'), inArray(tags.hash, hashes)))
}

/** Dated within a month of a year, a whole year, or a month of any year (Madrid time). */
function dateFilter(month: number | undefined, year: number | undefined): SQL | undefined {
  const start = (y: number, m: number) => sql`make_timestamptz(${y}::int, ${m}::int, 1, 0, 0, 0, ${ZONE})`
  if (year && month) {
    const from = start(year, month)
    return sql`${articles.datedAt} >= ${from} and ${articles.datedAt} < ${from} + interval '1 month'`
  }
  if (year)
    return sql`${articles.datedAt} >= ${start(year, 1)} and ${articles.datedAt} < ${start(year + 1, 1)}`
  if (month) return sql`extract(month from ${articles.datedAt} at time zone ${ZONE}) = ${month}`
  return undefined
}

/** The full-text match of a language (the same configuration as the column's, accents removed). */
export function textMatch(text: string, locale: Locale) {
  const vector = locale === 'en' ? articles.searchEn : articles.searchEs
  const config = locale === 'en' ? 'english' : 'spanish'
  // A scalar subquery is computed once per statement; as a plain expression over a bound parameter the
  // prepared statement's generic plan would compute it again for every row (ten times slower on PGlite).
  const query = sql`(select websearch_to_tsquery(${config}::regconfig, egresa_unaccent(${text})))`
  return { where: sql`${vector} @@ ${query}`, rank: sql`ts_rank_cd(${vector}, ${query})` }
}

/**
 * `GET /api/articles`: published articles, filtered; tag hashes already resolved to `tagIds`. The page is
 * kept for everyone, and the caller's marks (all the articles they saved or signed up to) for them
 * (cache.ts); both are read again after any write of the articles.
 */
export async function listArticles(
  db: Db,
  params: { query: ArticlesQuery; tagIds: number[]; locale: Locale; viewerId: string | null },
): Promise<ArticleYearList> {
  const { viewerId, ...pageParams } = params
  const key = `list:${params.locale}:${params.tagIds.join(',')}:${JSON.stringify(params.query)}`
  const [{ list, ids }, marks, years] = await Promise.all([
    articleReads.read(db, key, () => articlePage(db, pageParams)),
    viewerId
      ? articleReads.read(db, `marks:${viewerId}`, () => marksOf(db, 'all', viewerId))
      : { saved: new Set<string>(), subscribed: new Set<string>() },
    articleYears(db),
  ])
  return {
    ...list,
    years,
    items: list.items.map((item, i) => {
      const id = ids[i] ?? ''
      return { ...item, saved: marks.saved.has(id), subscribed: marks.subscribed.has(id) }
    }),
  }
}

/** The years (Madrid time) that have a published article, newest first: the year filter's options. */
export function articleYears(db: Db): Promise<number[]> {
  return keptYears(db, 'articles', async () => {
    const rows = await db
      .selectDistinct({ year: sql<number>`extract(year from ${articles.datedAt} at time zone ${ZONE})::int` })
      .from(articles)
      .where(and(eq(articles.status, 'PUBLISHED'), sql`${articles.datedAt} is not null`))
    return rows.map((r) => Number(r.year))
  })
}

/** A page of the list as a guest reads it, and its rows' ids (for the caller's marks). */
async function articlePage(db: Db, params: { query: ArticlesQuery; tagIds: number[]; locale: Locale }) {
  const { query, locale } = params
  const filters = and(
    eq(articles.status, 'PUBLISHED'),
    query.type ? eq(articles.type, query.type) : undefined,
    dateFilter(query.month, query.year),
    query.upcoming
      ? and(eq(articles.type, 'EVENT'), sql`coalesce(${articles.endsAt}, ${articles.datedAt}) >= now()`)
      : undefined,
    params.tagIds.length
      ? sql`exists (select 1 from ${articleTags} where ${articleTags.articleId} = ${articles.id} and ${inArray(articleTags.tagId, params.tagIds)})`
      : undefined,
  )
  const byDate = (datedAt: SQL | typeof articles.datedAt, hash: SQL | typeof articles.hash) => [
    query.upcoming ? sql`${datedAt} asc` : sql`${datedAt} desc nulls last`,
    sql`${hash} asc`,
  ]
  const offset = (query.page - 1) * query.size
  const { rows, total, more } = query.text
    ? await searchedPage(db, { text: query.text, locale, filters, byDate, offset, size: query.size })
    : { ...(await plainPage(db, { filters, byDate, offset, size: query.size })), more: false }
  const teasersOf = await teasers(db, rows, null, locale)
  return { list: { ...page(teasersOf, total, query.size), more }, ids: rows.map((r) => r.id) }
}

type PageParams = {
  filters: SQL | undefined
  byDate: (datedAt: SQL | typeof articles.datedAt, hash: SQL | typeof articles.hash) => SQL[]
  offset: number
  size: number
}

/**
 * A page without text, by date. The page's articles first (id, date and count), then their columns: carrying
 * each whole row through the count and the sort cost more than reading the page's rows again.
 */
async function plainPage(db: Db, { filters, byDate, offset, size }: PageParams) {
  const pageOf = db
    .select({
      id: articles.id,
      datedAt: sql<Date | null>`${articles.datedAt}`.as('dated_at'),
      hash: sql<string>`${articles.hash}`.as('page_hash'),
      total: total.as('total'),
    })
    .from(articles)
    .where(filters)
    .orderBy(...byDate(articles.datedAt, articles.hash))
    .limit(size)
    .offset(offset)
    .as('page_of')
  const rows = await db
    .select({ ...teaserColumns, total: pageOf.total })
    .from(pageOf)
    .innerJoin(articles, eq(articles.id, pageOf.id))
    .orderBy(...byDate(sql`${pageOf.datedAt}`, sql`${pageOf.hash}`))
  // Past the last page the window has no row to count on: the total still says how many there are.
  const counted =
    rows[0]?.total ??
    (offset ? Number((await db.select({ n: count() }).from(articles).where(filters))[0]?.n ?? 0) : 0)
  return { rows, total: counted }
}

/**
 * A page of a text search: the first SEARCH_MATCHES_MAX matches in the list's order (the newest; with
 * `upcoming`, the soonest), ranked (title above summary above text) and counted in the same statement, and
 * whether there are more (one more is read, and sorted last). Ranking reads every match's vector, and a common
 * word is half the archive: 40-60 ms a search where the newest thousand cost 6 (docs/decisions.md,
 * "Performance"). The text query is written out, not a scalar subquery (textMatch), so the planner sees the
 * words: for a common one it walks the published articles by date (articles_published_order_idx) and stops
 * past the last match it keeps; for a rare one it takes the matches from the GIN index and sorts them.
 */
async function searchedPage(
  db: Db,
  params: PageParams & { text: string; locale: Locale },
): Promise<{ rows: (TeaserRow & { found: number })[]; total: number; more: boolean }> {
  const { filters, byDate, offset, size, text, locale } = params
  // Past the last page a search can hold: nothing to list, only the count to tell.
  if (offset >= SEARCH_MATCHES_MAX) {
    const { total, more } = await searchedPage(db, { ...params, offset: 0, size: 1 })
    return { rows: [], total, more }
  }
  const vector = locale === 'en' ? articles.searchEn : articles.searchEs
  const config = locale === 'en' ? 'english' : 'spanish'
  const words = sql`websearch_to_tsquery(${config}::regconfig, egresa_unaccent(${text}))`
  const first = db
    .select({
      id: articles.id,
      datedAt: sql<Date | null>`${articles.datedAt}`.as('dated_at'),
      hash: sql<string>`${articles.hash}`.as('page_hash'),
      vector: sql`${vector}`.as('vector'),
    })
    .from(articles)
    .where(and(filters, sql`${vector} @@ ${words}`))
    .orderBy(...byDate(articles.datedAt, articles.hash))
    .limit(SEARCH_MATCHES_MAX + 1)
    .as('first')
  const inOrder = sql.join(byDate(sql`${first.datedAt}`, sql`${first.hash}`), sql`, `)
  const pageOf = db
    .select({
      id: first.id,
      rank: sql<number>`ts_rank_cd(${first.vector}, ${words})`.as('rank'),
      datedAt: first.datedAt,
      hash: first.hash,
      found: total.as('found'),
    })
    .from(first)
    .orderBy(
      sql`row_number() over (order by ${inOrder}) > ${SEARCH_MATCHES_MAX}`,
      sql`rank desc`,
      ...byDate(sql`${first.datedAt}`, sql`${first.hash}`),
    )
    .limit(Math.min(size, SEARCH_MATCHES_MAX - offset))
    .offset(offset)
    .as('page_of')
  const rows = await db
    .select({ ...teaserColumns, found: pageOf.found })
    .from(pageOf)
    .innerJoin(articles, eq(articles.id, pageOf.id))
    .orderBy(sql`${pageOf.rank} desc`, ...byDate(sql`${pageOf.datedAt}`, sql`${pageOf.hash}`))
  const found = rows[0]?.found
  // Past the last page: the count, from the first.
  if (found === undefined && offset > 0) {
    const { total, more } = await searchedPage(db, { ...params, offset: 0, size: 1 })
    return { rows: [], total, more }
  }
  return { rows, total: Math.min(found ?? 0, SEARCH_MATCHES_MAX), more: (found ?? 0) > SEARCH_MATCHES_MAX }
}

function page<T>(items: T[], total: number, size: number) {
  return { items, total, maxPages: Math.ceil(total / size) }
}

/** Matches an article by hash, or by its slug in a language (the Spanish one where it has no English). */
function byId(id: string, locale: Locale) {
  const slug =
    locale === 'en'
      ? or(eq(articles.slugEn, id), and(sql`${articles.slugEn} is null`, eq(articles.slug, id)))
      : eq(articles.slug, id)
  return or(eq(articles.hash, id), slug)
}

/** A published article's row, by hash or slug. */
export async function findPublishedRow(db: Db, id: string, locale: Locale): Promise<ArticleRow | null> {
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .where(and(byId(id, locale), eq(articles.status, 'PUBLISHED')))
    .limit(1)
  return row ?? null
}

/** A published article, with its text; `subscription` only when `mayJoin` (Premium). */
export async function toArticle(
  db: Db,
  row: ArticleRow,
  params: { locale: Locale; viewerId: string | null; mayJoin: boolean; role: RoleOrAnonymous },
): Promise<Article> {
  const [teaser] = await teasers(db, [row], params.viewerId, params.locale)
  if (!teaser) throw new Error('an article without its teaser')
  const en = teaser.language === 'en'
  return {
    ...teaser,
    text: en ? (row.textEn ?? row.text) : row.text,
    subscription:
      params.mayJoin && isSubscribable(row)
        ? { url: row.subscriptionUrl, email: row.subscriptionEmail }
        : null,
    online_url: row.type === 'EVENT' ? row.onlineUrl : null,
    signup: await signupOf(db, row, { userId: params.viewerId, role: params.role, locale: params.locale }),
  }
}

/** `GET /usr/articles/saved`: the caller's saved articles still published, last saved first. */
export async function listSavedArticles(
  db: Db,
  params: { userId: string; page: number; size: number; locale: Locale },
): Promise<ArticleList> {
  const rows = await db
    .select({ ...teaserColumns, total })
    .from(savedArticles)
    .innerJoin(articles, eq(articles.id, savedArticles.articleId))
    .where(and(eq(savedArticles.userId, params.userId), eq(articles.status, 'PUBLISHED')))
    .orderBy(desc(savedArticles.createdAt), asc(articles.hash))
    .limit(params.size)
    .offset((params.page - 1) * params.size)
  return page(await teasers(db, rows, params.userId, params.locale), rows[0]?.total ?? 0, params.size)
}

/** Published events starting from `from`, soonest first (the iCalendar feed). */
export async function upcomingEvents(db: Db, params: { from: Date; limit: number }): Promise<ArticleRow[]> {
  return db
    .select(articleColumns)
    .from(articles)
    .where(
      and(
        eq(articles.status, 'PUBLISHED'),
        eq(articles.type, 'EVENT'),
        sql`${articles.datedAt} >= ${params.from.toISOString()}`,
      ),
    )
    .orderBy(asc(articles.datedAt), asc(articles.hash))
    .limit(params.limit)
}

/** The newest published news (the RSS feed). */
export async function latestNews(db: Db, limit: number): Promise<ArticleRow[]> {
  return db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.status, 'PUBLISHED'), eq(articles.type, 'NEWS')))
    .orderBy(sql`${articles.datedAt} desc nulls last`, asc(articles.hash))
    .limit(limit)
}

// The alumni office.

export async function toAdminArticle(db: Db, row: ArticleRow, locale: Locale): Promise<AdminArticle> {
  const tagsOf = await tagsOfArticles(db, [row.id], locale)
  return adminShape(row, tagsOf.get(row.id) ?? [])
}

function adminShape(row: ArticleRow, tagRefs: TagRef[]): AdminArticle {
  return {
    hash: row.hash,
    type: row.type,
    status: row.status,
    slug: row.slug,
    slug_en: row.slugEn,
    title: row.title,
    summary: row.summary,
    text: row.text,
    title_en: row.titleEn,
    summary_en: row.summaryEn,
    text_en: row.textEn,
    image: row.imageKey ? fileUrl(row.imageKey) : null,
    image_alt: row.imageAlt,
    image_alt_en: row.imageAltEn,
    tags: tagRefs,
    place: row.place,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    subscription_url: row.subscriptionUrl,
    subscription_email: row.subscriptionEmail,
    online_url: row.onlineUrl,
    signups: row.signups,
    places: row.places,
    signups_close_at: iso(row.signupsCloseAt),
    signups_closed: row.signupsClosed,
    questions: row.questions,
    published_at: iso(row.publishedAt),
    publish_at: iso(row.publishAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function findArticleRow(db: Db, hash: string): Promise<ArticleRow | null> {
  const [row] = await db.select(articleColumns).from(articles).where(eq(articles.hash, hash)).limit(1)
  return row ?? null
}

export async function listAdminArticles(
  db: Db,
  params: { query: v.InferOutput<typeof AdminArticlesQuery>; locale: Locale },
) {
  const { query, locale } = params
  const where = and(
    query.status ? eq(articles.status, query.status) : undefined,
    query.type ? eq(articles.type, query.type) : undefined,
    query.text ? textMatch(query.text, 'es').where : undefined,
  )
  const rows = await db
    .select({ ...articleColumns, total })
    .from(articles)
    .where(where)
    .orderBy(desc(articles.updatedAt), asc(articles.hash))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const tagsOf = await tagsOfArticles(
    db,
    rows.map((r) => r.id),
    locale,
  )
  return page(
    rows.map((row) => adminShape(row, tagsOf.get(row.id) ?? [])),
    rows[0]?.total ?? 0,
    query.size,
  )
}
