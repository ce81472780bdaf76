import type {
  ArticleInput,
  ArticlePatch,
  ArticleStatusInput,
  SaveArticleInput,
  SubscribeArticleInput,
} from '@egresa/api-contract/articles'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { and, eq, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import { articleSubscriptions, articles, articleTags, savedArticles } from '../../db/schema/content'
import { users } from '../../db/schema/users'
import { type AuditEntry, auditChanges } from '../../lib/audit'
import { ApiError, notFound } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import type { AppOrigins } from '../../lib/links'
import type { Logger } from '../../lib/logger'
import { enqueueMail, type MailDb } from '../../lib/mail/outbox'
import { resolveMailLocale } from '../../lib/mail/templates'
import { sanitizeRichText } from '../../lib/rich-text'
import type { Storage } from '../../lib/storage/storage'
import { articleReads } from './cache'
import { articleUrl, eventIcsAttachment } from './feeds'
import {
  type ArticleRow,
  articleLanguage,
  articleTagIds,
  findArticleRow,
  findPublishedRow,
  isSubscribable,
} from './queries'
import { type EventLinks, promoteWaiting } from './registrations'

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

/** Writes the office's audit entry in the transaction of its change (lib/audit.ts: recordAudit). */
export type Audit = (tx: Db, entry: AuditEntry) => Promise<void>

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
    attachments: [eventIcsAttachment(row, { origin: origins.alumni, locale: web })],
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

const altRequired = msg`Describe la imagen (texto alternativo en español) antes de publicar el artículo.`

/** Whether an article is public or will be by itself (scheduled): its image then needs its alternative text. */
const isLive = (row: Pick<ArticleRow, 'status' | 'publishAt'>) =>
  row.status === 'PUBLISHED' || row.publishAt !== null

/** The rules between fields, on the article as it will be once saved; `live` and `image` as it stands. */
function checkArticle(a: Omit<Fields, 'tags'>, locale: Locale, now?: { live: boolean; image: boolean }) {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: MessageDescriptor) => {
    errors[field] = [translate(locale, message)]
  }
  // Checked after sanitizing: a text that was only a script is empty.
  if (!a.text) add('text', msg`El texto no puede quedar vacío.`)
  if (a.title_en && !a.text_en) add('text_en', msg`Escribe también el texto en inglés.`)
  if (a.text_en && !a.title_en) add('title_en', msg`Escribe también el título en inglés.`)
  if (now?.live && now.image && !a.image_alt) add('image_alt', altRequired)
  if (a.type === 'EVENT') {
    if (!a.starts_at) add('starts_at', msg`Un evento necesita fecha de inicio.`)
    if (!a.place) add('place', msg`Indica dónde es el evento.`)
    if (a.starts_at && a.ends_at && new Date(a.ends_at) < new Date(a.starts_at))
      add('ends_at', msg`El final no puede ser anterior al inicio.`)
    if (a.signups) checkSignups(a, add)
  }
  if (Object.keys(errors).length) throw new ApiError(400, 'validation_failed', { errors })
}

/** The rules of an event's portal sign-ups (docs/events.md, "The settings"). */
function checkSignups(a: Omit<Fields, 'tags'>, add: (field: string, message: MessageDescriptor) => void) {
  if (a.starts_at && a.signups_close_at && new Date(a.signups_close_at) > new Date(a.starts_at))
    add('signups_close_at', msg`Las inscripciones deben cerrarse antes del inicio del evento.`)
  const questions = a.questions ?? []
  const ids = new Set<string>()
  for (const q of questions) {
    if (ids.has(q.id)) add('questions', msg`Cada pregunta necesita un identificador distinto.`)
    ids.add(q.id)
    const options = new Set(q.options.map((o) => o.id))
    if (q.kind === 'choice' && q.options.length < 2)
      add('questions', msg`Una pregunta de elección necesita al menos dos opciones.`)
    if (q.kind === 'text' && q.options.length) add('questions', msg`Una pregunta de texto no lleva opciones.`)
    if (options.size !== q.options.length)
      add('questions', msg`Cada opción de una pregunta necesita un identificador distinto.`)
  }
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
    onlineUrl: event ? a.online_url : null,
    // The sign-up settings go with the sign-ups: without them, nothing of them is kept.
    signups: event ? a.signups : null,
    places: event && a.signups ? a.places : null,
    signupsCloseAt: event && a.signups ? date(a.signups_close_at) : null,
    questions: event && a.signups ? (a.questions ?? []) : [],
    imageAlt: a.image_alt,
    imageAltEn: a.image_alt_en,
  }
}

/** What the audit log keeps of an article's fields (the texts by their length: the entries stay small). */
function audited(row: ReturnType<typeof values> | ArticleRow, tags?: number[] | null) {
  const { text, textEn, ...rest } = row
  const kept = Object.fromEntries(Object.entries(rest).filter(([k]) => k in AUDITED)) as Partial<
    ReturnType<typeof values>
  >
  return {
    ...kept,
    textLength: text.length,
    textEnLength: textEn?.length ?? null,
    ...(tags ? { tags: [...tags].sort((a, b) => a - b) } : {}),
  }
}
const AUDITED = {
  type: 1,
  title: 1,
  slug: 1,
  summary: 1,
  titleEn: 1,
  slugEn: 1,
  summaryEn: 1,
  place: 1,
  startsAt: 1,
  endsAt: 1,
  subscriptionUrl: 1,
  subscriptionEmail: 1,
  onlineUrl: 1,
  signups: 1,
  places: 1,
  signupsCloseAt: 1,
  questions: 1,
  imageAlt: 1,
  imageAltEn: 1,
}

const articleObject = (row: { hash: string; title: string }) => ({
  type: 'article',
  id: row.hash,
  label: row.title,
})

/** Writes an article and its tags in one transaction; a slug in use is a 400 on its field. */
async function write(
  db: Db,
  params: {
    hash: string | null
    fields: Omit<Fields, 'tags'>
    tagIds: number[] | null
    locale: Locale
    /** The article as it stands (an edit): its state decides whether its image needs its alternative text. */
    current?: ArticleRow
    currentTagIds?: number[]
    audit: Audit
    /** For the mails of the people waiting who get a place when an edit adds places. */
    links?: EventLinks
  },
): Promise<string> {
  const fields = {
    ...params.fields,
    text: sanitizeRichText(params.fields.text),
    text_en: params.fields.text_en ? sanitizeRichText(params.fields.text_en) || null : null,
  }
  const { current } = params
  checkArticle(
    fields,
    params.locale,
    current ? { live: isLive(current), image: current.imageKey !== null } : undefined,
  )
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
      // More places (or none to count): the people waiting get them, first come first served.
      if (current && params.links && row.signups) {
        const [event] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
        if (event) await promoteWaiting(tx, event, params.links)
      }
      if (params.tagIds) {
        await tx.delete(articleTags).where(eq(articleTags.articleId, id))
        if (params.tagIds.length)
          await tx.insert(articleTags).values(params.tagIds.map((tagId) => ({ articleId: id, tagId })))
      }
      const before = current ? audited(current, params.tagIds && params.currentTagIds) : null
      const changes = auditChanges(before, audited(row, params.tagIds))
      if (current && !changes) return hash
      await params.audit(tx, {
        action: current ? 'articles.update' : 'articles.create',
        object: articleObject({ hash, title: row.title }),
        changes,
      })
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
  params: { input: ArticleInput; locale: Locale; audit: Audit },
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
    online_url: input.online_url ?? null,
    image_alt: input.image_alt ?? null,
    image_alt_en: input.image_alt_en ?? null,
    signups: input.signups ?? null,
    places: input.places ?? null,
    signups_close_at: input.signups_close_at ?? null,
    questions: input.questions ?? [],
  }
  return write(db, { hash: null, fields, tagIds, locale: params.locale, audit: params.audit })
})

export const updateArticle = dropsReads(async function updateArticle(
  db: Db,
  params: { hash: string; input: ArticlePatch; locale: Locale; audit: Audit; links?: EventLinks },
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
    online_url: pick('online_url', current.onlineUrl),
    image_alt: pick('image_alt', current.imageAlt),
    image_alt_en: pick('image_alt_en', current.imageAltEn),
    signups: pick('signups', current.signups),
    places: pick('places', current.places),
    signups_close_at: pick('signups_close_at', iso(current.signupsCloseAt)),
    questions: pick('questions', current.questions),
  }
  const currentTagIds = tagIds
    ? (
        await db
          .select({ id: articleTags.tagId })
          .from(articleTags)
          .where(eq(articleTags.articleId, current.id))
      ).map((r) => r.id)
    : undefined
  await write(db, {
    hash: params.hash,
    fields,
    tagIds,
    locale: params.locale,
    current,
    currentTagIds,
    audit: params.audit,
    links: params.links,
  })
})

const onlyPublishIsScheduled = msg`Solo se puede programar la publicación, no otro estado.`
const alreadyPublished = msg`Este artículo ya está publicado: retíralo antes de programar su publicación.`

/**
 * Publishes now, schedules, sends to review or unpublishes (docs/articles.md, "Scheduled publication").
 * Publishing sets the publication date the first time, which later ones keep; every call but a schedule
 * clears the schedule. An image without its Spanish alternative text is neither published nor scheduled.
 */
export const setArticleStatus = dropsReads(async function setArticleStatus(
  db: Db,
  params: { hash: string; input: ArticleStatusInput; locale: Locale; audit: Audit; now?: Date },
) {
  const { status } = params.input
  const now = params.now ?? new Date()
  const at = params.input.publish_at ? new Date(params.input.publish_at) : null
  if (at && status !== 'PUBLISHED') throw fieldError('publish_at', onlyPublishIsScheduled, params.locale)
  // A moment already past (a slow form, another clock) publishes at once.
  const scheduled = at && at > now ? at : null
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(articles).where(eq(articles.hash, params.hash)).for('update')
    if (!current) throw notFound()
    if (status === 'PUBLISHED' && current.imageKey && !current.imageAlt)
      throw fieldError('image_alt', altRequired, params.locale)
    if (scheduled && current.status === 'PUBLISHED')
      throw new ApiError(409, 'conflict', { message: alreadyPublished })
    const change = scheduled
      ? { publishAt: scheduled }
      : {
          status,
          publishAt: null,
          ...(status === 'PUBLISHED' && !current.publishedAt ? { publishedAt: now } : {}),
        }
    await tx
      .update(articles)
      .set({ ...change, updatedAt: now })
      .where(eq(articles.id, current.id))
    const action = scheduled
      ? 'articles.schedule'
      : { PUBLISHED: 'articles.publish', PENDING: 'articles.review', UNPUBLISHED: 'articles.unpublish' }[
          status
        ]
    await params.audit(tx, {
      action,
      object: articleObject(current),
      changes: auditChanges(
        { status: current.status, publishAt: current.publishAt },
        { status: current.status, ...change },
        ['status', 'publishAt'],
      ),
    })
  })
})

/**
 * The articles job's work: publishes every article whose scheduled time has come, in one statement (the
 * publication dated by its schedule the first time), and drops the kept reads so they show at once in this
 * process (others within ARTICLES_CACHE_MS). An image still without its alternative text keeps it waiting.
 */
export async function publishDueArticles(db: Db): Promise<{ published: number }> {
  const rows = await db
    .update(articles)
    .set({
      status: 'PUBLISHED',
      publishedAt: sql`coalesce(${articles.publishedAt}, ${articles.publishAt})`,
      publishAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        isNotNull(articles.publishAt),
        lte(articles.publishAt, sql`now()`),
        ne(articles.status, 'PUBLISHED'),
        or(isNull(articles.imageKey), isNotNull(articles.imageAlt)),
      ),
    )
    .returning({ hash: articles.hash })
  if (rows.length) articleReads.forget(db)
  return { published: rows.length }
}

export const deleteArticle = dropsReads(async function deleteArticle(
  db: Db,
  params: { hash: string; storage: Storage; logger: Logger; audit: Audit },
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(articles)
      .where(eq(articles.hash, params.hash))
      .returning({ hash: articles.hash, title: articles.title, imageKey: articles.imageKey })
    if (!deleted) throw notFound()
    await params.audit(tx, { action: 'articles.delete', object: articleObject(deleted) })
    return deleted
  })
  if (row.imageKey) await removeFile(params, row.imageKey)
})

/** Sets or clears the article's image; the old file goes once the row no longer names it. */
export const replaceArticleImage = dropsReads(async function replaceArticleImage(
  db: Db,
  params: {
    hash: string
    key: string | null
    storage: Storage
    logger: Logger
    locale: Locale
    audit: Audit
  },
): Promise<void> {
  let previous: string | null
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(articles).where(eq(articles.hash, params.hash)).for('update')
      if (!row) throw notFound()
      // A public (or scheduled) article never shows an image without its description.
      if (params.key && isLive(row) && !row.imageAlt)
        throw fieldError('image_alt', altRequired, params.locale)
      await tx
        .update(articles)
        .set({ imageKey: params.key, updatedAt: new Date() })
        .where(eq(articles.hash, params.hash))
      await params.audit(tx, {
        action: 'articles.image',
        object: articleObject(row),
        changes: { image: { before: row.imageKey, after: params.key } },
      })
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
