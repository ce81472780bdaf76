import type { MessageDescriptor } from '@egresa/validators/translator'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import {
  AdminArticlesQuery,
  ArticlesQuery,
  articleStatuses,
  articleTypes,
  MAX_ARTICLE_TAGS,
  SavedArticlesQuery,
} from './articles-search'
import { zonedTimestamp } from './dates'
import type { Endpoint } from './endpoint'
import { AdminEventSignups, EventSignup, eventSignupEntries } from './events'
import { PathHash, PathSlug, paginated } from './lists'
import { localized } from './localized'
import { IMAGE_TYPES, RefHash } from './users'

export {
  AdminArticlesQuery,
  ARTICLE_YEAR_OPTIONS,
  ARTICLES_PAGE_SIZE,
  type ArticleStatus,
  ArticlesQuery,
  type ArticleType,
  articleStatuses,
  articleTypes,
  MAX_ARTICLE_TAGS,
  SavedArticlesQuery,
} from './articles-search'

// News and events (spec sections 3 and 4: Article, Tag): what everyone reads, what members save and
// Premium members sign up to, and what the alumni office writes. docs/articles.md explains the choices.

export const ARTICLE_IMAGE_MAX_BYTES = 8 * 1024 * 1024

const nullableString = v.nullable(v.string())
const TagRef = v.object({ hash: v.string(), title: v.string() })

/** How to sign up to an event: a link, an e-mail address, or both. */
export const ArticleSubscription = v.object({ url: nullableString, email: nullableString })

/**
 * An article in a list (no text), in the request's language (`language` says which one: Spanish when the
 * article has no English). `slugs` name it in each language (for links between the two). `date` is what
 * the list sorts by and the month/year filters read: an event's start, a news item's publication.
 */
export const ArticleTeaser = v.object({
  id: v.string(),
  hash: v.string(),
  slug: v.string(),
  slugs: v.object({ es: v.string(), en: nullableString }),
  language: v.picklist(['es', 'en']),
  type: v.picklist(articleTypes),
  /** Spec section 3: always PUBLISHED here (only published articles are public); the mobile app reads it. */
  status: v.picklist(articleStatuses),
  title: v.string(),
  summary: v.string(),
  image: nullableString,
  /**
   * The image's alternative text in the article's `language` (the Spanish one where the English is not
   * written). Optional here so a client reads a server older than the field too.
   */
  image_alt: v.optional(nullableString, null),
  tags: v.array(TagRef),
  date: nullableString,
  published_at: nullableString,
  place: nullableString,
  starts_at: nullableString,
  ends_at: nullableString,
  /** An event someone may sign up to (it has a link or an e-mail address). */
  subscribable: v.boolean(),
  /** The caller saved it (false without a session). */
  saved: v.boolean(),
  /** The caller signed up to this event (false for news and without a session). */
  subscribed: v.boolean(),
})
export type ArticleTeaser = v.InferOutput<typeof ArticleTeaser>

/** An article with its text (sanitized HTML); `subscription` only for callers who may sign up (Premium). */
export const Article = v.object({
  ...ArticleTeaser.entries,
  text: v.string(),
  subscription: v.nullable(ArticleSubscription),
  /** An event's link to join online (a video call, a stream); optional for a server older than the field. */
  online_url: v.optional(nullableString, null),
  /**
   * An event's sign-up in the portal, with the caller's place or waiting position (docs/events.md); null
   * when it takes none (news, or an event run elsewhere). Optional for a server older than the field.
   */
  signup: v.optional(v.nullable(EventSignup), null),
})
export type Article = v.InferOutput<typeof Article>

export const ArticleList = paginated(ArticleTeaser)
export type ArticleList = v.InferOutput<typeof ArticleList>

/**
 * `GET /api/articles`: a page of articles and `years`, those that have a published article (an event's
 * start, a news item's publication, Madrid time), newest first: the year filter's options. The server
 * always sends it; optional here so a client reads a server older than the field too.
 */
export const ArticleYearList = v.object({
  ...ArticleList.entries,
  years: v.optional(v.array(v.pipe(v.number(), v.integer()))),
  /**
   * True when more than `total` articles match a text search: a search holds the first 1,000 matches
   * (the newest, ranked), and another word narrows it. Without `text`, every match is counted.
   */
  more: v.optional(v.boolean()),
})
export type ArticleYearList = v.InferOutput<typeof ArticleYearList>

/**
 * `PATCH /api/articles/{id}/save`: saved or not; saying it twice changes nothing. Without `saved` (an empty
 * body, as the mobile app of spec section 7 sends it) the call toggles.
 */
export const SaveArticleInput = v.strictObject({ saved: v.optional(v.boolean()) })
export type SaveArticleInput = v.InferOutput<typeof SaveArticleInput>
/**
 * `PATCH /api/articles/{id}/subscribe`: signed up or not; saying it twice changes nothing. Without
 * `subscribed` (an empty body, spec section 7) the call toggles.
 */
export const SubscribeArticleInput = v.strictObject({ subscribed: v.optional(v.boolean()) })
export type SubscribeArticleInput = v.InferOutput<typeof SubscribeArticleInput>

// The alumni office.

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))
/** An optional text of a form: `''` and null are nothing (null). */
const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  )
const Slug = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(160),
  v.regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    localized(msg`Usa solo minúsculas sin acentos, números y guiones (ejemplo: feria-de-empleo-2026).`),
  ),
)
/** An event's start or end: ISO 8601 with a zone, on a day from 1950 (the archive) to five years ahead. */
const EventTime = (message: MessageDescriptor) =>
  zonedTimestamp({ min: '1950-01-01', max: { years: 5 }, message })
const HttpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500),
  v.url(),
  v.regex(/^https?:\/\//i, localized(msg`Debe empezar por https://.`)),
)

/**
 * The fields of `ArticleInput`. Texts in Spanish and, optionally, English (`*_en`: a title and a text
 * together). `text` is HTML, sanitized by the server (headings, lists, links, images and tables stay).
 * Slugs are made from the titles when not given. The event fields are kept for events only.
 */
export const articleEntries = {
  type: v.picklist(articleTypes),
  title: text(200),
  slug: v.optional(v.nullable(Slug)),
  summary: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
  text: text(100_000),
  title_en: optionalText(200),
  slug_en: v.optional(v.nullable(Slug)),
  summary_en: optionalText(500),
  text_en: optionalText(100_000),
  /** Hashes of ARTICLE tags. */
  tags: v.optional(v.pipe(v.array(RefHash), v.maxLength(MAX_ARTICLE_TAGS)), []),
  place: optionalText(200),
  starts_at: v.optional(
    v.nullable(EventTime(msg`El inicio del evento debe estar entre 1950 y dentro de 5 años.`)),
  ),
  ends_at: v.optional(
    v.nullable(EventTime(msg`El final del evento debe estar entre 1950 y dentro de 5 años.`)),
  ),
  subscription_url: v.optional(v.nullable(HttpUrl)),
  subscription_email: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()))),
  /** An event's link to join online (http or https), besides or instead of the place. */
  online_url: v.optional(v.nullable(HttpUrl)),
  /**
   * The image's alternative text (what it shows, for who cannot see it): the Spanish one is required to
   * publish or schedule an article that has an image; the English one is read on English pages.
   */
  image_alt: optionalText(300),
  image_alt_en: optionalText(300),
  /** An event's sign-ups in the portal (docs/events.md): who, places, when they close, questions. */
  ...eventSignupEntries,
}

/** `POST /usr/admin/articles`: a new article, saved UNPUBLISHED. The server checks the rules between fields. */
export const ArticleInput = v.strictObject(articleEntries)
export type ArticleInput = v.InferOutput<typeof ArticleInput>

/** `PATCH /usr/admin/articles/{hash}`: the fields to change. */
export const ArticlePatch = v.strictObject({
  ...articleEntries,
  type: v.optional(articleEntries.type),
  title: v.optional(articleEntries.title),
  summary: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
  text: v.optional(articleEntries.text),
  tags: v.optional(v.pipe(v.array(RefHash), v.maxLength(MAX_ARTICLE_TAGS))),
})
export type ArticlePatch = v.InferOutput<typeof ArticlePatch>

/**
 * `PUT /usr/admin/articles/{hash}/status`: publish now, schedule (`PUBLISHED` with a future `publish_at`: the
 * article stays as it is until then, and the articles job publishes it), send to review, or unpublish
 * (`UNPUBLISHED`, which also cancels a schedule). Any call without `publish_at` clears the schedule.
 */
export const ArticleStatusInput = v.strictObject({
  status: v.picklist(articleStatuses),
  publish_at: v.optional(
    v.nullable(
      zonedTimestamp({
        min: { days: -1 },
        max: { years: 5 },
        message: msg`La fecha de publicación debe estar entre hoy y dentro de 5 años.`,
      }),
    ),
  ),
})
export type ArticleStatusInput = v.InferOutput<typeof ArticleStatusInput>

/** An article as the alumni office edits it: both languages as written. */
export const AdminArticle = v.object({
  hash: v.string(),
  type: v.picklist(articleTypes),
  status: v.picklist(articleStatuses),
  slug: v.string(),
  slug_en: nullableString,
  title: v.string(),
  summary: v.string(),
  text: v.string(),
  title_en: nullableString,
  summary_en: nullableString,
  text_en: nullableString,
  image: nullableString,
  image_alt: nullableString,
  image_alt_en: nullableString,
  tags: v.array(TagRef),
  place: nullableString,
  starts_at: nullableString,
  ends_at: nullableString,
  subscription_url: nullableString,
  subscription_email: nullableString,
  online_url: nullableString,
  ...AdminEventSignups.entries,
  published_at: nullableString,
  /** When it is scheduled to be published (it is not PUBLISHED yet); null when it is not scheduled. */
  publish_at: nullableString,
  created_at: v.string(),
  updated_at: v.string(),
})
export type AdminArticle = v.InferOutput<typeof AdminArticle>
export const AdminArticleList = paginated(AdminArticle)

export const ArticleImageResponse = v.object({ image: v.string() })

const IdParams = v.object({ id: PathSlug })
const HashParams = v.object({ hash: PathHash })

// Everyone.

export const articleList = {
  method: 'GET',
  path: '/api/articles',
  summary:
    'Published news and events, 9 a page, in the request’s language: ranked by relevance with `text`, else by date (an event’s start, a news item’s publication), newest first; `years`: the years that have articles, for the year filter',
  tag: 'articles',
  permission: 'articles.read',
  apiKey: true,
  request: { query: ArticlesQuery },
  response: { status: 200, body: ArticleYearList },
} as const satisfies Endpoint

export const article = {
  method: 'GET',
  path: '/api/articles/{id}',
  summary:
    'A published article by its hash or its slug in the request’s language (404 for any other, and for one not published)',
  tag: 'articles',
  permission: 'articles.read',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 200, body: Article },
} as const satisfies Endpoint

/** The language of a feed (calendar apps and feed readers send no Accept-Language worth trusting). */
export const FeedQuery = v.object({ lang: v.optional(v.picklist(['es', 'en'])) })

// Calendar apps and feed readers open these by URL: no API key, cached publicly for a while.

export const eventIcs = {
  method: 'GET',
  path: '/api/articles/{id}/event.ics',
  summary:
    'A published event as an iCalendar file (RFC 5545), by hash or slug; `lang` (else Accept-Language) picks the language',
  tag: 'articles',
  permission: 'articles.read',
  apiKey: false,
  request: { params: IdParams, query: FeedQuery },
  response: { status: 200, contentType: 'text/calendar' },
} as const satisfies Endpoint

export const eventsIcs = {
  method: 'GET',
  path: '/api/articles/events.ics',
  summary: 'The upcoming published events as a subscribable iCalendar feed, soonest first (up to 200)',
  tag: 'articles',
  permission: 'articles.read',
  apiKey: false,
  request: { query: FeedQuery },
  response: { status: 200, contentType: 'text/calendar' },
} as const satisfies Endpoint

export const newsRss = {
  method: 'GET',
  path: '/api/articles/news.rss',
  summary: 'The latest published news as an RSS 2.0 feed (50 items)',
  tag: 'articles',
  permission: 'articles.read',
  apiKey: false,
  request: { query: FeedQuery },
  response: { status: 200, contentType: 'application/rss+xml' },
} as const satisfies Endpoint

// Members.

export const saveArticle = {
  method: 'PATCH',
  path: '/api/articles/{id}/save',
  summary:
    'Saves a published article (`saved: true`) or forgets it (`false`); twice changes nothing. An empty body toggles (spec section 7)',
  tag: 'articles',
  permission: 'articles.save',
  apiKey: true,
  request: { params: IdParams, body: SaveArticleInput },
  emptyBody: 'toggles: saves the article when the caller had not saved it, else forgets it',
  response: { status: 200, body: Article },
} as const satisfies Endpoint

export const subscribeArticle = {
  method: 'PATCH',
  path: '/api/articles/{id}/subscribe',
  summary:
    'Signs up to a published event (`subscribed: true`) or withdraws (`false`); Premium only (403 `forbidden` otherwise: a caller whose permissions include `membership.upgrade` is shown the upgrade prompt); a new sign-up mails the confirmation with the event’s `.ics` (docs/articles.md); twice changes nothing and mails nothing. An empty body toggles (spec section 7)',
  tag: 'articles',
  permission: 'articles.subscribe',
  apiKey: true,
  request: { params: IdParams, body: SubscribeArticleInput },
  emptyBody: 'toggles: signs the caller up when they were not signed up, else withdraws',
  conflict: 'the article is news, or an event without a sign-up link or e-mail',
  response: { status: 200, body: Article },
} as const satisfies Endpoint

export const savedArticles = {
  method: 'GET',
  path: '/usr/articles/saved',
  summary: 'The articles I saved that are still published, last saved first',
  tag: 'articles',
  permission: 'articles.save',
  apiKey: true,
  request: { query: SavedArticlesQuery },
  response: { status: 200, body: ArticleList },
} as const satisfies Endpoint

// The alumni office.

export const adminArticles = {
  method: 'GET',
  path: '/usr/admin/articles',
  summary: 'Articles in every state, last changed first; text, status and type filters',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { query: AdminArticlesQuery },
  response: { status: 200, body: AdminArticleList },
} as const satisfies Endpoint

export const createArticle = {
  method: 'POST',
  path: '/usr/admin/articles',
  summary: 'A new article (UNPUBLISHED); its HTML is sanitized',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { body: ArticleInput },
  response: { status: 201, body: AdminArticle },
} as const satisfies Endpoint

export const adminArticle = {
  method: 'GET',
  path: '/usr/admin/articles/{hash}',
  summary: 'An article in any state, both languages as written',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: AdminArticle },
} as const satisfies Endpoint

export const updateArticle = {
  method: 'PATCH',
  path: '/usr/admin/articles/{hash}',
  summary: 'Edits an article in any state; its HTML is sanitized',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams, body: ArticlePatch },
  response: { status: 200, body: AdminArticle },
} as const satisfies Endpoint

export const setArticleStatus = {
  method: 'PUT',
  path: '/usr/admin/articles/{hash}/status',
  summary:
    'Publishes now (PUBLISHED), schedules (PUBLISHED with a future `publish_at`), sends to review (PENDING) or unpublishes (UNPUBLISHED, which cancels a schedule) an article; an image without its Spanish alternative text cannot be published or scheduled (400 on `image_alt`)',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams, body: ArticleStatusInput },
  response: { status: 200, body: AdminArticle },
} as const satisfies Endpoint

export const deleteArticle = {
  method: 'DELETE',
  path: '/usr/admin/articles/{hash}',
  summary: 'Deletes an article, its image, and who saved it or signed up to it',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 204 },
} as const satisfies Endpoint

export const uploadArticleImage = {
  method: 'POST',
  path: '/usr/admin/articles/{hash}/image',
  summary:
    'Replaces the article’s image (checked on its bytes and re-encoded to WebP); a published or scheduled article needs its `image_alt` first (400)',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: {
    params: HashParams,
    upload: { field: 'image', accept: IMAGE_TYPES, maxBytes: ARTICLE_IMAGE_MAX_BYTES },
  },
  response: { status: 200, body: ArticleImageResponse },
} as const satisfies Endpoint

export const deleteArticleImage = {
  method: 'DELETE',
  path: '/usr/admin/articles/{hash}/image',
  summary: 'Removes the article’s image',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 204 },
} as const satisfies Endpoint

export const articleEndpoints = {
  articleList,
  article,
  eventIcs,
  eventsIcs,
  newsRss,
  saveArticle,
  subscribeArticle,
  savedArticles,
  adminArticles,
  createArticle,
  adminArticle,
  updateArticle,
  setArticleStatus,
  deleteArticle,
  uploadArticleImage,
  deleteArticleImage,
} as const satisfies Record<string, Endpoint>
