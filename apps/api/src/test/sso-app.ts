// The API pieces the single sign-on needs, composed for tests on a real database (PGlite, or a fresh
// PostgreSQL database when DATABASE_URL is set). Only imported by *.test.ts files.

import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import pino from 'pino'
import { type Env, parseEnv } from '../env'
import { createProfileRoutes } from '../features/profile/routes'
import { createSsoRoutes } from '../features/sso/routes'
import { sessionMiddleware } from '../lib/auth/session'
import { createContentStore } from '../lib/content/store'
import type { AppEnv } from '../lib/context'
import { errorResponse, toApiError } from '../lib/errors'
import { localeFromAcceptLanguage } from '../lib/i18n'
import { ibanVault } from '../lib/iban-vault'
import { createStorage } from '../lib/storage/create-storage'
import { openTestDatabase } from './database'

export type SsoTestApp = {
  fetch: Hono<AppEnv>['fetch']
  db: AppEnv['Variables']['db']
  env: Env
  close: () => Promise<void>
}

export async function startSsoTestApp(vars: Record<string, string> = {}): Promise<SsoTestApp> {
  const { database, drop } = await openTestDatabase('none', { poolSize: 10 })
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...vars })
  const logger = pino({ level: 'silent' })

  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('requestId', randomBytes(4).toString('hex'))
    c.set('logger', logger)
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')))
    c.set('db', database.db)
    c.set('apiClient', 'dev')
    await next()
  })
  app.use(sessionMiddleware())
  app.onError((error, c) => errorResponse(c, toApiError(error, c.var.locale ?? 'es').apiError))
  app.route('/', createSsoRoutes({ env }))
  // For GET /usr/users/me; these tests upload nothing, so the storage is never written.
  app.route(
    '/',
    createProfileRoutes({
      storage: createStorage(env),
      vault: ibanVault(env),
      paymentLink: env.membership.paymentLink,
      content: createContentStore({ contentDir: env.contentDir, db: database.db }),
    }),
  )

  return {
    fetch: app.fetch,
    db: database.db,
    env,
    close: async () => {
      await database.close()
      await drop()
    },
  }
}
