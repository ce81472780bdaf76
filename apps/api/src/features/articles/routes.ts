import { articleEndpoints as a } from '@egresa/api-contract/articles'
import { can } from '@egresa/api-contract/permissions'
import { type Context, Hono } from 'hono'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { type AuditEntry, recordAudit } from '../../lib/audit'
import { roleOf } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { fileUrl } from '../../lib/files'
import type { Locale } from '../../lib/i18n'
import { appOrigins, mailLinkSecret } from '../../lib/links'
import type { Storage } from '../../lib/storage/storage'
import { newFileKey, readUpload, toWebpImage } from '../../lib/storage/uploads'
import { articleReads } from './cache'
import { eventsCalendar, newsFeed } from './feeds'
import {
  findArticleRow,
  findPublishedRow,
  latestNews,
  listAdminArticles,
  listArticles,
  listSavedArticles,
  toAdminArticle,
  toArticle,
  upcomingEvents,
} from './queries'
import {
  createArticle,
  deleteArticle,
  replaceArticleImage,
  saveArticle,
  setArticleStatus,
  subscribeToArticle,
  tagIdsOrThrow,
  updateArticle,
} from './service'

export type ArticleRoutesDeps = {
  env: Env
  storage: Storage
  /** The database whose article reads are kept in memory for a moment (cache.ts): the embedded one. */
  cacheReadsOf?: Db
  /** How long at most (cache.ts, ARTICLES_CACHE_MS by default). */
  cacheMs?: number
}

/** The feeds' paths: calendar apps and feed readers open them without the API key (app.ts). */
export const isArticleFeedPath = (path: string) =>
  /^\/api\/articles\/(?:events\.ics|news\.rss|[^/]+\/event\.ics)$/.test(path)

/** An article image fits inside a square of this side, never enlarged. */
const IMAGE_SIZE = 1600

/** News and events (docs/articles.md): public reads, members' saves, Premium sign-ups, the office's edits. */
export function createArticleRoutes(deps: ArticleRoutesDeps) {
  const { storage } = deps
  if (deps.cacheReadsOf) articleReads.enable(deps.cacheReadsOf, deps.cacheMs)
  const routes = new Hono<AppEnv>()

  // Everyone.

  endpointRoute(routes, a.articleList, async (c) => {
    const query = c.req.valid('query')
    const tagIds = await tagIdsOrThrow(c.var.db, query.tags ?? [], c.var.locale)
    return c.json(
      await listArticles(c.var.db, {
        query,
        tagIds,
        locale: c.var.locale,
        viewerId: c.var.auth?.user.id ?? null,
      }),
    )
  })

  // The feeds first: their paths would otherwise be read as an article's id.
  const feed = (c: Context<AppEnv>, body: string, type: string) => {
    c.header('Cache-Control', 'public, max-age=900')
    c.header('Vary', 'Accept-Language', { append: true })
    return c.body(body, 200, { 'Content-Type': `${type}; charset=utf-8` })
  }
  const feedParams = (c: Context<AppEnv>, locale: Locale) => {
    const origin = appOrigins(deps.env, c.req.url).alumni
    return { origin, locale, domain: new URL(origin).hostname }
  }

  endpointRoute(routes, a.eventsIcs, async (c) => {
    const locale = c.req.valid('query').lang ?? c.var.locale
    const rows = await upcomingEvents(c.var.db, { from: new Date(), limit: 200 })
    return feed(c, eventsCalendar(rows, feedParams(c, locale)), 'text/calendar')
  })

  endpointRoute(routes, a.newsRss, async (c) => {
    const locale = c.req.valid('query').lang ?? c.var.locale
    const rows = await latestNews(c.var.db, 50)
    const { origin } = feedParams(c, locale)
    const self = new URL(c.req.url)
    return feed(c, newsFeed(rows, { origin, locale, self: self.href }), 'application/rss+xml')
  })

  endpointRoute(routes, a.eventIcs, async (c) => {
    const locale = c.req.valid('query').lang ?? c.var.locale
    const row = await findPublishedRow(c.var.db, c.req.valid('param').id, locale)
    if (row?.type !== 'EVENT' || !row.startsAt) throw notFound()
    c.header('Content-Disposition', `attachment; filename="${row.hash}.ics"`)
    return feed(c, eventsCalendar([row], feedParams(c, locale)), 'text/calendar')
  })

  endpointRoute(routes, a.article, async (c) => {
    const { db, locale, auth } = c.var
    const row = await findPublishedRow(db, c.req.valid('param').id, locale)
    if (!row) throw notFound()
    return c.json(
      await toArticle(db, row, {
        locale,
        viewerId: auth?.user.id ?? null,
        mayJoin: can(roleOf(auth), 'articles.subscribe'),
        role: roleOf(auth),
      }),
    )
  })

  // Members.

  endpointRoute(routes, a.saveArticle, async (c) => {
    const { db, locale, session } = c.var
    const row = await saveArticle(db, {
      userId: session.user.id,
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
      locale,
    })
    const mayJoin = can(session.user.role, 'articles.subscribe')
    return c.json(
      await toArticle(db, row, { locale, viewerId: session.user.id, mayJoin, role: session.user.role }),
    )
  })

  endpointRoute(routes, a.subscribeArticle, async (c) => {
    const { db, locale, session } = c.var
    const row = await subscribeToArticle(db, {
      userId: session.user.id,
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
      locale,
      origins: appOrigins(deps.env, c.req.url),
    })
    return c.json(
      await toArticle(db, row, { locale, viewerId: session.user.id, mayJoin: true, role: session.user.role }),
    )
  })

  endpointRoute(routes, a.savedArticles, async (c) => {
    const { page, size } = c.req.valid('query')
    return c.json(
      await listSavedArticles(c.var.db, {
        userId: c.var.session.user.id,
        page,
        size,
        locale: c.var.locale,
      }),
    )
  })

  // The alumni office.

  const adminAnswer = async (c: { var: AppEnv['Variables'] }, hash: string, status: 200 | 201 = 200) => {
    const row = await findArticleRow(c.var.db, hash)
    if (!row) throw notFound()
    return { body: await toAdminArticle(c.var.db, row, c.var.locale), status }
  }

  const audit =
    <E extends AppEnv>(c: Context<E>) =>
    (tx: Db, entry: AuditEntry) =>
      recordAudit(c, tx, entry)

  endpointRoute(routes, a.adminArticles, async (c) =>
    c.json(await listAdminArticles(c.var.db, { query: c.req.valid('query'), locale: c.var.locale })),
  )

  endpointRoute(routes, a.createArticle, async (c) => {
    const hash = await createArticle(c.var.db, {
      input: c.req.valid('json'),
      locale: c.var.locale,
      audit: audit(c),
    })
    const { body } = await adminAnswer(c, hash)
    return c.json(body, 201)
  })

  endpointRoute(routes, a.adminArticle, async (c) =>
    c.json((await adminAnswer(c, c.req.valid('param').hash)).body),
  )

  endpointRoute(routes, a.updateArticle, async (c) => {
    const hash = c.req.valid('param').hash
    await updateArticle(c.var.db, {
      hash,
      input: c.req.valid('json'),
      locale: c.var.locale,
      audit: audit(c),
      links: { origins: appOrigins(deps.env, c.req.url), secret: mailLinkSecret(deps.env) },
    })
    return c.json((await adminAnswer(c, hash)).body)
  })

  endpointRoute(routes, a.setArticleStatus, async (c) => {
    const hash = c.req.valid('param').hash
    await setArticleStatus(c.var.db, {
      hash,
      input: c.req.valid('json'),
      locale: c.var.locale,
      audit: audit(c),
    })
    return c.json((await adminAnswer(c, hash)).body)
  })

  endpointRoute(routes, a.deleteArticle, async (c) => {
    await deleteArticle(c.var.db, {
      hash: c.req.valid('param').hash,
      storage,
      logger: c.var.logger,
      audit: audit(c),
    })
    return c.body(null, 204)
  })

  endpointRoute(routes, a.uploadArticleImage, async (c) => {
    const hash = c.req.valid('param').hash
    if (!(await findArticleRow(c.var.db, hash))) throw notFound()
    const { field, maxBytes } = a.uploadArticleImage.request.upload
    const upload = await readUpload(c, field, { maxBytes })
    const image = await toWebpImage(c, field, upload, { size: IMAGE_SIZE, square: false })
    const key = newFileKey('articles', 'webp')
    await storage.put(key, image, 'image/webp')
    await replaceArticleImage(c.var.db, {
      hash,
      key,
      storage,
      logger: c.var.logger,
      locale: c.var.locale,
      audit: audit(c),
    })
    return c.json({ image: fileUrl(key) })
  })

  endpointRoute(routes, a.deleteArticleImage, async (c) => {
    await replaceArticleImage(c.var.db, {
      hash: c.req.valid('param').hash,
      key: null,
      storage,
      logger: c.var.logger,
      locale: c.var.locale,
      audit: audit(c),
    })
    return c.body(null, 204)
  })

  return routes
}
