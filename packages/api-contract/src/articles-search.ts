import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { listQuery, pageQuery, queryInt, queryText } from './lists'
import { localized } from './localized'

// The articles' searches, on their own: the alumni app's routes read them from the address bar in the app's
// first load, and a module is bundled whole, so the rest of the articles contract would come along.
// `./articles` exports the same names.

export const articleTypes = ['NEWS', 'EVENT'] as const
export type ArticleType = (typeof articleTypes)[number]

/** Spec section 9: articles, 9 a page. */
export const ARTICLES_PAGE_SIZE = 9
/** How many tags one filter or one article may name. */
export const MAX_ARTICLE_TAGS = 10
/**
 * Spec section 9: the old portal's year filter options (the API takes any year from 2000 to 2100).
 * @deprecated The list answer's `years` says which years have articles (`ArticleYearList`).
 */
export const ARTICLE_YEAR_OPTIONS = [2023, 2024] as const

/**
 * Tag hashes comma-separated (`a1,b2`), as the API takes them, or a list, as the router writes one in the
 * address bar (`tags=["a1","b2"]`).
 */
const tagList = v.pipe(
  v.union([v.pipe(queryText(), v.maxLength(MAX_ARTICLE_TAGS * 65)), v.array(queryText())]),
  v.transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((t) => t.split(','))
      .map((t) => t.trim())
      .filter(Boolean),
  ),
  v.maxLength(MAX_ARTICLE_TAGS, localized(msg`Elige como mucho ${MAX_ARTICLE_TAGS} etiquetas.`)),
)

/** `GET /api/articles`: the spec's filters (section 3, Filter; section 5, which ones apply to articles). */
export const ArticlesQuery = listQuery({
  ...pageQuery(ARTICLES_PAGE_SIZE, 50),
  /** Words of the title, summary or text, in the request's language (accents and case do not matter). */
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
  /** Hashes of ARTICLE tags, comma-separated (`a1,b2`): articles with any of them. */
  tags: v.optional(tagList),
  type: v.optional(v.pipe(queryText(), v.picklist(articleTypes))),
  /** 1-12: the month of an event's start or of a news item's publication (Madrid time). */
  month: v.optional(queryInt(1, 12)),
  year: v.optional(queryInt(2000, 2100)),
  /** `true`: only events not over yet (ending, or without an end starting, from now on), soonest first. */
  upcoming: v.optional(
    v.pipe(
      queryText(),
      v.picklist(['true', 'false']),
      v.transform((s) => s === 'true'),
    ),
  ),
})
export type ArticlesQuery = v.InferOutput<typeof ArticlesQuery>

export const SavedArticlesQuery = listQuery({ ...pageQuery(ARTICLES_PAGE_SIZE, 50) })

/** Spec section 4: only PUBLISHED articles are public. */
export const articleStatuses = ['UNPUBLISHED', 'PENDING', 'PUBLISHED'] as const
export type ArticleStatus = (typeof articleStatuses)[number]

/** `GET /usr/admin/articles`: the office's list (its route validates its URL with it, so it lives here). */
export const AdminArticlesQuery = listQuery({
  ...pageQuery(20, 100),
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
  status: v.optional(v.pipe(queryText(), v.picklist(articleStatuses))),
  type: v.optional(v.pipe(queryText(), v.picklist(articleTypes))),
})
