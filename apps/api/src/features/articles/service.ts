import type {
  ArticleInput,
  ArticlePatch,
  ArticleStatus,
  SaveArticleInput,
  SubscribeArticleInput,
} from '@egresa/api-contract/articles'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import { articleSubscriptions, articles, articleTags, savedArticles } from '../../db/schema/content'
import { users } from '../../db/schema/users'
import { ApiError, notFound } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import type { AppOrigins } from '../../lib/links'
import type { Logger } from '../../lib/logger'
import { enqueueMail, type MailDb } from '../../lib/mail/outbox'
import { resolveMailLocale } from '../../lib/mail/templates'
import { sanitizeRichText } from '../../lib/rich-text'
import type { Storage } from '../../lib/storage/storage'
import { articleReads } from './cache'
import { articleUrl, eventsCalendar } from './feeds'
import {
  type ArticleRow,
  articleLanguage,
  articleTagIds,
  findArticleRow,
  findPublishedRow,
  isSubscribable,
} from './queries'

/** A write of the articles: once it is done, the kept reads are dropped (cache.ts), so it shows at once. */
function dropsReads<A extends [Db, ...unknown[]], R>(write: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await write(...args)
    } finally {
      articleReads.forget(args[0])
    }
  }
}

const fieldError = (field: string, message: MessageDescriptor, locale: Locale) =>
  new ApiError(400, 'validation_failed', { errors: { [field]: [translate(locale, message)] } })

/** Saves a published article or forgets it; the same call twice leaves the same state. */
export const saveArticle = dropsReads(async function saveArticle(
  db: Db,
  params: { userId: string; id: string; input: SaveArticleInput; locale: Locale },
): Promise<ArticleRow> {
  const row = await findPublishedRow(db, params.id, params.locale)
  if (!row) throw notFound()
  const mine = and(eq(savedArticles.userId, params.userId), eq(savedArticles.articleId, row.id))
  const { saved } = params.input
  if (saved === false) {
    await db.delete(savedArticles).where(mine)
    return row
  }
  // No `saved` (an empty body): a toggle. Forgetting first tells whether it was saved, in one statement.
  if (saved === undefined && (await db.delete(savedArticles).where(mine).returning()).length) return row
  await db.insert(savedArticles).values({ userId: params.userId, articleId: row.id }).onConflictDoNothing()
  return row
})

const notSubscribable = msg`Solo puedes inscribirte en eventos que tienen un enlace o un correo de inscripción.`

/**
 * Signs up to a published event or withdraws; the same call twice leaves the same state. A new sign-up
 * queues the confirmation mail (with the event's `.ics`) in the same transaction; a repeat or a
 * withdrawal mails nothing.
 */
export const subscribeToArticle = dropsReads(async function subscribeToArticle(
  db: Db,
  params: { userId: string; id: string; input: SubscribeArticleInput; locale: Locale; origins: AppOrigins },
): Promise<ArticleRow> {
  const row = await findPublishedRow(db, params.id, params.locale)
  if (!row) throw notFound()
  const mine = and(eq(articleSubscriptions.userId, params.userId), eq(articleSubscriptions.articleId, row.id))
  // No `subscribed` (an empty body): a toggle, which withdraws whoever was signed up.
  const withdrawn =
    params.input.subscribed === undefined &&
    (await db.delete(articleSubscriptions).where(mine).returning()).length > 0
  if (withdrawn) return row
  if (params.input.subscribed ?? true) {
    if (!isSubscribable(row)) throw new ApiError(409, 'conflict', { message: notSubscribable })
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(articleSubscriptions)
        .values({ userId: params.userId, articleId: row.id })
        .onConflictDoNothing()
        .returning({ userId: articleSubscriptions.userId })
      if (added.length)
        await queueSubscriptionMail(tx, { row, userId: params.userId, origins: params.origins })
    })
  } else {
    await db.delete(articleSubscriptions).where(mine)
  }
  return row
})

/**
 * The sign-up confirmation, in the person's mail language: the event's title (English when they read
 * English and it is written, else Spanish, Catalan included), date, place, page, the organisers' link or
 * address, and the event's calendar file, the one `GET /api/articles/{id}/event.ics` serves.
 */
async function queueSubscriptionMail(
  tx: MailDb,
  params: { row: ArticleRow; userId: string; origins: AppOrigins },
): Promise<void> {
  const { row, origins } = params
  const [person] = await tx
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, params.userId))
  if (!person || !row.startsAt) return
  // Articles are written in Spanish and English: a Catalan mail names the Spanish text, and links to the
  // Catalan page, which reads it.
  const page = resolveMailLocale(person.language)
  const web: Locale = page === 'en' ? 'en' : 'es'
  const en = articleLanguage(row, web) === 'en'
  const calendar = eventsCalendar([row], {
    origin: origins.alumni,
    locale: web,
    domain: new URL(origins.alumni).hostname,
  })
  await enqueueMail(tx, {
    template: 'event-subscription',
    locale: person.language,
    to: person.email,
    data: {
      name: person.name,
      eventTitle: en ? (row.titleEn ?? row.title) : row.title,
      eventUrl: articleUrl(origins.alumni, row, web, page),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      place: row.place ?? '',
      subscriptionUrl: row.subscriptionUrl,
      subscriptionEmail: row.subscriptionEmail,
    },
    attachments: [
      {
        filename: `${(en && row.slugEn) || row.slug}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendar,
      },
    ],
  })
}

// The alumni office.

/** A URL slug of a title: lower case, without accents, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '')
}

type Fields = Required<ArticlePatch>

/** The rules between fields, on the article as it will be once saved. */
function checkArticle(a: Omit<Fields, 'tags'>, locale: Locale) {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: MessageDescriptor) => {
    errors[field] = [translate(locale, message)]
  }
  // Checked after sanitizing: a text that was only a script is empty.
  if (!a.text) add('text', msg`El texto no puede quedar vacío.`)
  if (a.title_en && !a.text_en) add('text_en', msg`Escribe también el texto en inglés.`)
  if (a.text_en && !a.title_en) add('title_en', msg`Escribe también el título en inglés.`)
  if (a.type === 'EVENT') {
    if (!a.starts_at) add('starts_at', msg`Un evento necesita fecha de inicio.`)
    if (!a.place) add('place', msg`Indica dónde es el evento.`)
    if (a.starts_at && a.ends_at && new Date(a.ends_at) < new Date(a.starts_at))
      add('ends_at', msg`El final no puede ser anterior al inicio.`)
  }
  if (Object.keys(errors).length) throw new ApiError(400, 'validation_failed', { errors })
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as Error & { cause?: unknown }).cause) {
    const pg = e as Error & { code?: unknown; constraint?: unknown }
    if (pg.code === '23505') return pg.constraint === constraint
  }
  return false
}

const slugTaken = msg`Ya hay un artículo con esta dirección (slug): elige otra.`

const unknownTag = msg`Alguna de las etiquetas no existe o no es de artículos.`

/** The tag ids of tag hashes; 400 on `tags` for any unknown one. */
export async function tagIdsOrThrow(db: Db, hashes: string[], locale: Locale): Promise<number[]> {
  const { ids, unknown } = await articleTagIds(db, [...new Set(hashes)])
  if (unknown.length) throw fieldError('tags', unknownTag, locale)
  return ids
}

/** The row values of the fields (HTML already sanitized); the event's fields only for an event. */
function values(a: Omit<Fields, 'tags'>) {
  const event = a.type === 'EVENT'
  const date = (d: string | null) => (d ? new Date(d) : null)
  return {
    type: a.type,
    title: a.title,
    slug: a.slug || slugify(a.title),
    summary: a.summary,
    text: a.text,
    titleEn: a.title_en,
    slugEn: a.title_en ? a.slug_en || slugify(a.title_en) : null,
    summaryEn: a.title_en ? a.summary_en : null,
    textEn: a.text_en,
    place: event ? a.place : null,
    startsAt: event ? date(a.starts_at) : null,
    endsAt: event ? date(a.ends_at) : null,
    subscriptionUrl: event ? a.subscription_url : null,
    subscriptionEmail: event ? a.subscription_email : null,
  }
}

/** Writes an article and its tags in one transaction; a slug in use is a 400 on its field. */
async function write(
  db: Db,
  params: {
    hash: string | null
    fields: Omit<Fields, 'tags'>
    tagIds: number[] | null
    locale: Locale
  },
): Promise<string> {
  const fields = {
    ...params.fields,
    text: sanitizeRichText(params.fields.text),
    text_en: params.fields.text_en ? sanitizeRichText(params.fields.text_en) || null : null,
  }
  checkArticle(fields, params.locale)
  const row = values(fields)
  if (!row.slug) throw fieldError('slug', slugTaken, params.locale)
  try {
    return await db.transaction(async (tx) => {
      const { id, hash } = params.hash
        ? expectedRow(
            await tx
              .update(articles)
              .set({ ...row, updatedAt: new Date() })
              .where(eq(articles.hash, params.hash))
              .returning({ id: articles.id, hash: articles.hash }),
          )
        : expectedRow(
            await tx
              .insert(articles)
              .values({ ...row, hash: newHash(), status: 'UNPUBLISHED' })
              .returning({ id: articles.id, hash: articles.hash }),
          )
      if (params.tagIds) {
        await tx.delete(articleTags).where(eq(articleTags.articleId, id))
        if (params.tagIds.length)
          await tx.insert(articleTags).values(params.tagIds.map((tagId) => ({ articleId: id, tagId })))
      }
      return hash
    })
  } catch (error) {
    if (isUniqueViolation(error, 'articles_slug_unique')) throw fieldError('slug', slugTaken, params.locale)
    if (isUniqueViolation(error, 'articles_slug_en_unique'))
      throw fieldError('slug_en', slugTaken, params.locale)
    throw error
  }
}

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
function newHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join('')
}

export const createArticle = dropsReads(async function createArticle(
  db: Db,
  params: { input: ArticleInput; locale: Locale },
) {
  const { tags: tagHashes, ...input } = params.input
  const tagIds = await tagIdsOrThrow(db, tagHashes, params.locale)
  const fields: Omit<Fields, 'tags'> = {
    ...input,
    slug: input.slug ?? null,
    title_en: input.title_en ?? null,
    slug_en: input.slug_en ?? null,
    summary_en: input.summary_en ?? null,
    text_en: input.text_en ?? null,
    place: input.place ?? null,
    starts_at: input.starts_at ?? null,
    ends_at: input.ends_at ?? null,
    subscription_url: input.subscription_url ?? null,
    subscription_email: input.subscription_email ?? null,
  }
  return write(db, { hash: null, fields, tagIds, locale: params.locale })
})

export const updateArticle = dropsReads(async function updateArticle(
  db: Db,
  params: { hash: string; input: ArticlePatch; locale: Locale },
): Promise<void> {
  const current = await findArticleRow(db, params.hash)
  if (!current) throw notFound()
  const { tags: tagHashes, ...input } = params.input
  const tagIds = tagHashes ? await tagIdsOrThrow(db, tagHashes, params.locale) : null
  const iso = (d: Date | null) => d?.toISOString() ?? null
  const pick = <K extends keyof typeof input>(key: K, now: Fields[K]): Fields[K] =>
    (input[key] !== undefined ? input[key] : now) as Fields[K]
  const fields: Omit<Fields, 'tags'> = {
    type: pick('type', current.type),
    title: pick('title', current.title),
    slug: pick('slug', current.slug),
    summary: pick('summary', current.summary),
    text: pick('text', current.text),
    title_en: pick('title_en', current.titleEn),
    slug_en: pick('slug_en', current.slugEn),
    summary_en: pick('summary_en', current.summaryEn),
    text_en: pick('text_en', current.textEn),
    place: pick('place', current.place),
    starts_at: pick('starts_at', iso(current.startsAt)),
    ends_at: pick('ends_at', iso(current.endsAt)),
    subscription_url: pick('subscription_url', current.subscriptionUrl),
    subscription_email: pick('subscription_email', current.subscriptionEmail),
  }
  await write(db, { hash: params.hash, fields, tagIds, locale: params.locale })
})

/** Publishing sets the publication date the first time; unpublishing keeps it. */
export const setArticleStatus = dropsReads(async function setArticleStatus(
  db: Db,
  params: { hash: string; status: ArticleStatus },
) {
  const current = await findArticleRow(db, params.hash)
  if (!current) throw notFound()
  const now = new Date()
  await db
    .update(articles)
    .set({
      status: params.status,
      updatedAt: now,
      ...(params.status === 'PUBLISHED' && !current.publishedAt ? { publishedAt: now } : {}),
    })
    .where(eq(articles.hash, params.hash))
})

export const deleteArticle = dropsReads(async function deleteArticle(
  db: Db,
  params: { hash: string; storage: Storage; logger: Logger },
): Promise<void> {
  const [row] = await db
    .delete(articles)
    .where(eq(articles.hash, params.hash))
    .returning({ imageKey: articles.imageKey })
  if (!row) throw notFound()
  if (row.imageKey) await removeFile(params, row.imageKey)
})

/** Sets or clears the article's image; the old file goes once the row no longer names it. */
export const replaceArticleImage = dropsReads(async function replaceArticleImage(
  db: Db,
  params: { hash: string; key: string | null; storage: Storage; logger: Logger },
): Promise<void> {
  let previous: string | null
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ imageKey: articles.imageKey })
        .from(articles)
        .where(eq(articles.hash, params.hash))
        .for('update')
      if (!row) throw notFound()
      await tx
        .update(articles)
        .set({ imageKey: params.key, updatedAt: new Date() })
        .where(eq(articles.hash, params.hash))
      return row.imageKey
    })
  } catch (error) {
    if (params.key) await params.storage.delete(params.key).catch(() => {})
    throw error
  }
  if (previous) await removeFile(params, previous)
})

async function removeFile(params: { storage: Storage; logger: Logger }, key: string) {
  // A file left behind costs some space; failing the call for it would leave the row and the file apart.
  await params.storage
    .delete(key)
    .catch((error) => params.logger.warn({ err: error, key }, 'file not deleted'))
}
