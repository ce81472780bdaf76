import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import type { Database } from './db/client'
import type { Env } from './env'
import {
  type AccountLimiter,
  createAccountLimiter,
  defaultAccountLimits,
} from './features/accounts/rate-limit'
import { createAccountRoutes } from './features/accounts/routes'
import { createAdminRoutes } from './features/admin/routes'
import { createEventRoutes } from './features/articles/event-routes'
import { createArticleRoutes, isArticleFeedPath } from './features/articles/routes'
import { createAuditRoutes } from './features/audit/routes'
import { createAuthRoutes } from './features/auth/routes'
import { type CalendarLimiter, createCalendarLimiter } from './features/calendar/limits'
import { createCalendarRoutes, isCalendarFeedPath } from './features/calendar/routes'
import { createCompanyRoutes } from './features/companies/routes'
import { createContentRoutes } from './features/content/routes'
import { createConversationRoutes } from './features/conversations/routes'
import { createDirectoryRoutes } from './features/directory/routes'
import { createExperienceRoutes } from './features/experiences/routes'
import { createFileRoutes } from './features/files/routes'
import { createHomeRoutes } from './features/home/routes'
import { createJobAlertRoutes } from './features/jobs/alerts-routes'
import { createJobRoutes } from './features/jobs/routes'
import { createLiveRoutes, isLiveStreamPath } from './features/live/routes'
import { devMailboxRoutes } from './features/mail/routes'
import { createCollectionRoutes } from './features/membership/collection-routes'
import { createMembershipRoutes } from './features/membership/routes'
import { createMentoringRoutes } from './features/mentoring/routes'
import { createNewsletterRoutes, isNewsletterOneClickPath } from './features/newsletters/routes'
import { createPeopleRoutes } from './features/people/routes'
import { createPortfolioRoutes } from './features/portfolio/routes'
import { createPrivacyRoutes } from './features/privacy/routes'
import { createProfileRoutes } from './features/profile/routes'
import { createReferenceRoutes } from './features/reference/routes'
import { createReportRoutes } from './features/reports/routes'
import { createSeoRoutes } from './features/seo/routes'
import { createSsoRoutes, ssoBrowserPaths } from './features/sso/routes'
import { createMetricsRoutes } from './features/system/metrics-routes'
import { createSystemRoutes } from './features/system/routes'
import { createWorkgroupLimiter, type WorkgroupLimiter } from './features/workgroups/limits'
import { createWorkgroupRoutes } from './features/workgroups/routes'
import { appOfHost } from './lib/app-hosts'
import { auditCalls, createAuditCallLog } from './lib/audit'
import { sessionMiddleware } from './lib/auth/session'
import { createBackground } from './lib/background'
import { clientAddress } from './lib/client-address'
import { createContentStore } from './lib/content/store'
import type { AppEnv } from './lib/context'
import { ApiError, errorResponse, notFound, toApiError } from './lib/errors'
import { localeFromAcceptLanguage } from './lib/i18n'
import { ibanVault } from './lib/iban-vault'
import type { Logger } from './lib/logger'
import { loopbackOnly } from './lib/loopback-only'
import { routeMethods } from './lib/method-not-allowed'
import { createMetrics, type Metrics, UNMATCHED_ROUTE } from './lib/metrics'
import { translatePackageMessages } from './lib/package-messages'
import { createLoginRateLimiter, defaultLoginLimits, type LoginRateLimiter } from './lib/rate-limit'
import { createRealtime, type Realtime } from './lib/realtime'
import { isStorableText, unstorableText } from './lib/safe-text'
import { contentSecurityPolicy, nodeResponse, securityHeaders } from './lib/security-headers'
import { siteConfigOf } from './lib/site-config'
import { staticApps } from './lib/static-apps'
import { createStorage } from './lib/storage/create-storage'
import type { Storage } from './lib/storage/storage'
import { createTrafficLimiter, searchLimit, type TrafficLimiter, trafficLimits } from './lib/traffic-limit'

export type AppDeps = {
  env: Env
  database: Database
  logger: Logger
  /** False while the migrations have not been applied (the database was away at start). */
  isReady?: () => boolean
  limiter?: LoginRateLimiter
  /** Rate limits of password recovery and password checks (features/accounts). */
  accountLimiter?: AccountLimiter
  /** Pages rendered on the server and free-text searches per client address (lib/traffic-limit.ts). */
  trafficLimiter?: TrafficLimiter
  /** Comments and files per account in the groups (features/workgroups/limits.ts). */
  workgroupLimiter?: WorkgroupLimiter
  /** Addresses asking for calendar feeds that do not exist (features/calendar/limits.ts). */
  calendarLimiter?: CalendarLimiter
  /** Uploaded files; from the configuration (S3_BUCKET or DATA_DIR/files) when not given. */
  storage?: Storage
  version?: string
  /**
   * How long the job bank and the articles keep their reads in memory at most (lib/read-cache.ts), 0 for not
   * at all; by default each feature's own time on the embedded database, whose data only this process
   * writes, and 0 on PostgreSQL.
   */
  readCacheMs?: number
  /** How old the content service's documents may be before they are read again (lib/content/store.ts). */
  contentReloadMs?: number
  /** What /metrics shows (lib/metrics.ts): the server's own, which its scheduled jobs report to too. */
  metrics?: Metrics
  /** The live events hub (lib/realtime.ts); one of the app's own, on its database, when not given. */
  realtime?: Realtime
  /** Between the live streams' heartbeats (features/live): 25 s unless a test says. */
  liveHeartbeatMs?: number
}

/** JSON bodies: generous for forms, small enough to refuse abuse. Multipart (uploads) has its own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024

const isApiPath = (path: string) =>
  path === '/api' ||
  path.startsWith('/api/') ||
  path === '/usr' ||
  path.startsWith('/usr/') ||
  path === '/_content' ||
  path.startsWith('/_content/')

/** Paths whose answers are the API's JSON (errors included), not the web apps' pages. */
const isJsonPath = (path: string) => isApiPath(path) || path === '/files' || path.startsWith('/files/')

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Paths under /api that a browser opens directly (no API key): the reference page and its document. */
const openApiPaths = ['/api/openapi.json', '/api/docs']

function needsApiKey(path: string): boolean {
  if (
    !isApiPath(path) ||
    isArticleFeedPath(path) ||
    isCalendarFeedPath(path) ||
    isNewsletterOneClickPath(path) ||
    isLiveStreamPath(path)
  )
    return false
  const open = [...openApiPaths, ...ssoBrowserPaths]
  return !open.some((p) => path === p || path.startsWith(`${p}/`))
}

/**
 * The whole HTTP surface: API (/api, /usr), development helpers (/_dev) and the built web apps by Host.
 * Every router mounts below; each endpoint checks its permission with requirePermission.
 */
export function createApp(deps: AppDeps) {
  const { env, database, logger } = deps
  // The field rules' and the contract's messages, from this API's catalog in each request's language.
  translatePackageMessages()
  const limiter =
    deps.limiter ??
    createLoginRateLimiter({
      redisUrl: env.redisUrl,
      logger: logger.child({ part: 'rate' }),
      limits: { ...defaultLoginLimits, perAddress: env.loginsPerAddress },
    })
  const accountLimiter =
    deps.accountLimiter ??
    createAccountLimiter({
      redisUrl: env.redisUrl,
      logger: logger.child({ part: 'rate' }),
      limits: { ...defaultAccountLimits, registrationPerAddress: env.registrationsPerAddress },
    })
  const trafficLimiter =
    deps.trafficLimiter ??
    createTrafficLimiter({
      redisUrl: env.redisUrl,
      limits: trafficLimits(env),
      logger: logger.child({ part: 'rate' }),
    })
  const workgroupLimiter =
    deps.workgroupLimiter ??
    createWorkgroupLimiter({ redisUrl: env.redisUrl, logger: logger.child({ part: 'rate' }) })
  const calendarLimiter =
    deps.calendarLimiter ??
    createCalendarLimiter({ redisUrl: env.redisUrl, logger: logger.child({ part: 'rate' }) })
  const storage = deps.storage ?? createStorage(env)
  const background = createBackground()
  const auditCallLog = createAuditCallLog(database.db, logger.child({ part: 'audit' }))
  const metrics = deps.metrics ?? createMetrics({ database, logger })
  const realtime = deps.realtime ?? createRealtime({ database, logger: logger.child({ part: 'live' }) })
  const app = new Hono<AppEnv>()
  const apiKeys = new Map(env.apiKeys.map((k) => [k.key, k.name]))

  // Every request timed under its route's pattern (lib/metrics.ts); what no route took is the API's 404 or
  // 405 under one label, or a web app's page or file under its app's.
  app.use(
    metrics.requests((c) => {
      const path = c.req.path
      if (isJsonPath(path) || path === '/_dev' || path.startsWith('/_dev/')) return UNMATCHED_ROUTE
      const name = appOfHost(c.req.header('host'), env) ?? 'none'
      return path.startsWith('/assets/') ? `app:${name}:assets` : `app:${name}`
    }),
  )

  // Request id, per-request logger, language, database.
  app.use(async (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
    const log = logger.child({ reqId: requestId })
    c.set('requestId', requestId)
    c.set('logger', log)
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')))
    c.set('db', database.db)
    c.set('realtime', realtime)
    c.set('auth', null)
    const outgoing = nodeResponse(c)
    if (outgoing) outgoing.setHeader('X-Request-Id', requestId)
    else c.header('X-Request-Id', requestId)
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    const status = c.res.status
    const line = { method: c.req.method, path: c.req.path, status, ms }
    // 503 is a state the caller is told to wait out (database away, still starting), not a fault.
    if (status === 503) log.warn(line, 'request')
    else if (status >= 500) log.error(line, 'request')
    else if (isApiPath(c.req.path)) log.info(line, 'request')
    else log.debug(line, 'request')
  })

  app.use(securityHeaders(env))
  // API answers may hold personal data and depend on the session headers: no cache keeps them, unless a
  // handler says otherwise (the reference lists are public). Nor does a search engine index them, or the
  // uploaded files (people's photos): the pages that show them are what is public (features/seo).
  app.use(async (c, next) => {
    const outgoing = nodeResponse(c)
    const set = (name: string, value: string) =>
      outgoing ? outgoing.setHeader(name, value) : c.header(name, value)
    if (isApiPath(c.req.path)) set('Cache-Control', 'no-store')
    if (isJsonPath(c.req.path)) set('X-Robots-Tag', 'noindex')
    await next()
  })
  // The web apps' files and pages are compressed here; API answers are small JSON, for which compression
  // (and the response copy it costs on every call) is not worth it; a proxy in front may still compress.
  const compressFiles = compress()
  app.use((c, next) => (isApiPath(c.req.path) ? next() : compressFiles(c, next)))

  // Bodies over the limit: 413 in the caller's language, before anything reads them.
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'payload_too_large')
    },
  })
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'payload_too_large')
    },
  })
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data')
    return (multipart ? uploadLimit : jsonLimit)(c, next)
  })

  // Client apps identify themselves with X-Api-Key on every API call.
  app.use('*', async (c, next) => {
    if (!needsApiKey(c.req.path)) return next()
    const key = c.req.header('x-api-key')
    const name = key ? apiKeys.get(key) : undefined
    if (!name) throw new ApiError(401, 'invalid_api_key')
    c.set('apiClient', name)
    return next()
  })
  // What the database cannot store, in the path or the query of any API call: 400, before any handler runs
  // (JSON bodies are checked where they are validated, lib/validator.ts).
  app.use('*', async (c, next) => {
    if (!isJsonPath(c.req.path)) return next()
    const errors: Record<string, string[]> = {}
    if (!isStorableText(decodedPath(c.req.path))) errors.path = [unstorableText(c.var.locale)]
    for (const [name, values] of Object.entries(c.req.queries())) {
      const field = isStorableText(name) ? name : 'query'
      if (!isStorableText(name) || values.some((value) => !isStorableText(value)))
        errors[field] = [unstorableText(c.var.locale)]
    }
    if (Object.keys(errors).length) throw new ApiError(400, 'validation_failed', { errors })
    return next()
  })
  // Free-text searches, the costliest reads anyone can ask for, per client address.
  app.use('/api/*', searchLimit(trafficLimiter, env.trustProxy))
  app.use('/usr/*', searchLimit(trafficLimiter, env.trustProxy))
  // PostgreSQL: other processes change roles too, so cached sessions are checked against the auth epoch.
  // Office sessions (roles admin and office) end after OFFICE_IDLE_MINUTES without a call.
  const sessions = sessionMiddleware({
    checkEpoch: database.driver === 'postgres',
    officeIdleMs: env.officeIdleMinutes * 60_000,
    cookiePaths: isLiveStreamPath,
  })
  app.use('/api/*', sessions)
  app.use('/usr/*', sessions)
  // Content documents: the community page's chosen people are for members (features/content/routes.ts).
  app.use('/_content', sessions)
  app.use('/_content/*', sessions)
  // Every call of the office's API is written to the audit log (lib/audit.ts, docs/audit.md).
  app.use('/usr/admin/*', auditCalls(auditCallLog))
  // Development helpers answer only this machine (lib/loopback-only.ts).
  app.use('/_dev/*', loopbackOnly())

  // ---- Feature routers (one line each) ----
  app.route(
    '/',
    createSystemRoutes({ database, isReady: deps.isReady ?? (() => true), version: deps.version ?? '0.0.0' }),
  )
  app.route('/', createMetricsRoutes({ metrics, token: env.metricsToken }))
  app.route('/', createAuthRoutes({ limiter, trustProxy: env.trustProxy, env }))
  app.route('/', createReferenceRoutes())
  app.route('/', createSsoRoutes({ env }))
  const vault = ibanVault(env)
  // The content service's documents: the folder's files, each replaced by its newest version saved from the
  // admin app (lib/content/store.ts); the consents read the policies' versions through them too.
  const content = createContentStore({
    contentDir: env.contentDir,
    university: env.university,
    db: database.db,
    reloadMs: deps.contentReloadMs,
  })
  app.route(
    '/',
    createProfileRoutes({
      storage,
      vault,
      paymentLink: env.membership.paymentLink,
      countDocumentChange: accountLimiter.documentChange,
      content,
    }),
  )
  app.route('/', createAccountRoutes({ env, limiter: accountLimiter, background, storage, content }))
  app.route('/', createPrivacyRoutes({ env, storage, background, limiter: accountLimiter, content }))
  app.route('/', createAdminRoutes({ env, storage }))
  app.route('/', createCompanyRoutes({ env }))
  app.route('/', createPeopleRoutes({ env }))
  app.route('/', createAuditRoutes({ callLog: auditCallLog }))
  app.route('/', createReportRoutes({ env }))
  app.route('/', createPortfolioRoutes({ storage }))
  app.route('/', createExperienceRoutes())
  const cache = {
    cacheReadsOf: database.db,
    cacheMs: deps.readCacheMs ?? (database.driver === 'pglite' ? undefined : 0),
  }
  app.route('/', createDirectoryRoutes({ storage, ...cache }))
  app.route('/', createJobRoutes({ env, storage, ...cache }))
  app.route('/', createArticleRoutes({ env, storage, ...cache }))
  app.route('/', createEventRoutes({ env }))
  app.route('/', createWorkgroupRoutes({ env, storage, limiter: workgroupLimiter, ...cache }))
  app.route('/', createConversationRoutes({ env, storage }))
  app.route('/', createFileRoutes({ storage }))
  app.route('/', createJobAlertRoutes({ env }))
  app.route('/', createContentRoutes({ env, content }))
  app.route('/', createMembershipRoutes({ env, vault }))
  app.route('/', createCollectionRoutes({ env }))
  app.route('/', createHomeRoutes())
  app.route('/', createNewsletterRoutes({ env }))
  app.route('/', createCalendarRoutes({ env, limiter: calendarLimiter }))
  app.route('/', createLiveRoutes({ env, heartbeatMs: deps.liveHeartbeatMs }))
  app.route('/', createMentoringRoutes({ env }))
  // ---- end of feature routers ----

  if (env.nodeEnv !== 'production' && !env.smtpUrl) app.route('/', devMailboxRoutes(database.db))

  // A path the API has, asked with another method: 405 with the methods it takes; else 404 JSON.
  const methodsOf = routeMethods(() => app.routes)
  const apiMiss = (c: { req: { path: string } }) => {
    const allowed = methodsOf(c.req.path)
    if (allowed.length)
      throw new ApiError(405, 'method_not_allowed', { headers: { Allow: allowed.join(', ') } })
    throw notFound()
  }
  app.all('/api/*', apiMiss)
  app.all('/usr/*', apiMiss)
  app.all('/files/*', apiMiss)
  app.all('/files', apiMiss)
  app.all('/_content', apiMiss)
  app.all('/_content/*', apiMiss)
  app.all('/_dev/*', () => {
    throw notFound()
  })
  // /sitemap.xml and /robots.txt of the app the Host is for, before the apps' own files.
  app.route('/', createSeoRoutes({ env }))
  app.use(
    '*',
    staticApps({
      staticRoot: env.staticRoot,
      appOf: (host) => appOfHost(host, env),
      fetch: (request, bindings) => app.fetch(request, bindings),
      origins: env.appUrls,
      logger,
      contentSecurityPolicy: contentSecurityPolicy(env),
      locales: env.locales,
      brand: env.brand,
      siteConfig: (name) => siteConfigOf(env, name),
      limitRender: (c) => trafficLimiter.page(clientAddress(c, env.trustProxy)),
    }),
  )

  app.notFound((c) => errorResponse(c, notFound()))
  app.onError((error, c) => {
    const { apiError, fault } = toApiError(error, c.var.locale ?? 'es')
    if (fault) (c.var.logger ?? logger).error({ err: error }, 'unhandled error')
    else if (apiError.status === 503) (c.var.logger ?? logger).warn({ cause: error }, 'database unavailable')
    return errorResponse(c, apiError)
  })

  return Object.assign(app, {
    /** What /metrics shows, for the process' scheduled jobs to report to. */
    metrics,
    /**
     * The live events hub: its close() ends the open streams of GET /api/live, which a shutdown does before
     * it waits for the requests in flight (main.ts).
     */
    realtime,
    /** Resolves once the work that requests left running has ended (lib/background.ts, the audit's call log). */
    settled: async () => {
      await background.settled()
      await auditCallLog.flush()
    },
    close: async () => {
      await realtime.close()
      await background.settled()
      await auditCallLog.flush()
      await limiter.close()
      await accountLimiter.close()
      await trafficLimiter.close()
      await workgroupLimiter.close()
      await calendarLimiter.close()
    },
  })
}
