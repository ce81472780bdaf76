// The API on a real database for tests: PGlite in memory, or a fresh PostgreSQL database per test app when
// DATABASE_URL is set (so test files run in parallel and leave nothing behind). Either is a copy of a
// database migrated and seeded once per run (./database.ts).
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Role } from '@egresa/api-contract/permissions'
import { pino } from 'pino'
import { inject } from 'vitest'
import { createApp } from '../app'
import type { Database } from '../db/client'
import { expectedRow } from '../db/rows'
import { users } from '../db/schema/users'
import { type Env, parseEnv } from '../env'
import { type AccountLimits, createAccountLimiter } from '../features/accounts/rate-limit'
import { type CalendarLimits, createCalendarLimiter } from '../features/calendar/limits'
import { createWorkgroupLimiter, type WorkgroupLimits } from '../features/workgroups/limits'
import { hashPassword } from '../lib/auth/password'
import { createLoginRateLimiter, type LoginLimits } from '../lib/rate-limit'
import { createTrafficLimiter, type TrafficLimits, trafficLimits } from '../lib/traffic-limit'
import { openTestDatabase, TEST_PASSWORD, type TestSeed } from './database'

export { TEST_PASSWORD }
export const TEST_API_KEY = 'egresa-dev-public-key'

export type TestRequestInit = RequestInit & {
  json?: unknown
  token?: string
  deviceId?: string
  locale?: 'es' | 'en' | 'ca'
  /** null: send no key. */
  apiKey?: string | null
  host?: string
}

export type TestApp = {
  app: ReturnType<typeof createApp>
  database: Database
  env: Env
  request: (path: string, init?: TestRequestInit) => Promise<Response>
  createUser: (input: {
    email: string
    password?: string
    role?: Role
    status?: 'active' | 'pending' | 'disabled'
    name?: string
  }) => Promise<{ id: string; hash: string; email: string }>
  /** Signs in through POST /usr/login and returns the session token. */
  login: (email: string, password?: string, deviceId?: string) => Promise<string>
  close: () => Promise<void>
}

export async function createTestApp(
  options: {
    seed?: TestSeed
    env?: Record<string, string>
    limits?: LoginLimits
    /** Rate limits of password recovery and password checks. */
    accountLimits?: AccountLimits
    /** Server-rendered pages and searches per client address (the configuration's when left out). */
    trafficLimits?: TrafficLimits
    /** Comments, files and their space per account in the groups (the server's own when left out). */
    workgroupLimits?: WorkgroupLimits
    /** Asks for calendar feeds that do not exist, per client address (the server's own when left out). */
    calendarLimits?: CalendarLimits
    /**
     * Keep the job bank's and the articles' reads this long, as the server does on PGlite (lib/read-cache.ts). 0 (not at
     * all) by default: tests change rows directly and read them back at once.
     */
    readCacheMs?: number
    /** Between the live streams' heartbeats (features/live), 25 s unless given. */
    liveHeartbeatMs?: number
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(options.seed ?? 'reference')
  // Uploaded files go to a folder of this test app's own, removed by close().
  const dataDir = await mkdtemp(join(tmpdir(), 'egresa-test-'))
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env })
  const logger = pino({ level: 'silent' })
  const limiter = createLoginRateLimiter({ limits: options.limits })
  const accountLimiter = createAccountLimiter({ limits: options.accountLimits })
  const trafficLimiter = createTrafficLimiter({ limits: options.trafficLimits ?? trafficLimits(env) })
  const workgroupLimiter = createWorkgroupLimiter({ limits: options.workgroupLimits })
  const calendarLimiter = createCalendarLimiter({ limits: options.calendarLimits })
  const app = createApp({
    env,
    database,
    logger,
    limiter,
    accountLimiter,
    trafficLimiter,
    workgroupLimiter,
    calendarLimiter,
    readCacheMs: options.readCacheMs ?? 0,
    liveHeartbeatMs: options.liveHeartbeatMs,
  })

  const request = (path: string, init: TestRequestInit = {}) => {
    const { json, token, deviceId, locale, apiKey, host, ...rest } = init
    const headers = new Headers(rest.headers)
    if (apiKey !== null) headers.set('X-Api-Key', apiKey ?? TEST_API_KEY)
    if (locale || !headers.has('Accept-Language')) headers.set('Accept-Language', locale ?? 'es')
    if (host) headers.set('Host', host)
    if (token) {
      headers.set('X-Token', token)
      headers.set('X-Device-Type', '2')
      headers.set('X-Device-Id', deviceId ?? 'test-device')
    }
    let body = rest.body
    if (json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(json)
    }
    const method = rest.method ?? (body === undefined || body === null ? 'GET' : 'POST')
    return Promise.resolve(
      app.request(`http://${host ?? 'localhost'}${path}`, { ...rest, method, headers, body }),
    )
  }

  // The hash of TEST_PASSWORD comes computed from the global setup (argon2 is slow by design).
  let passwordHash = inject('egresaTestPasswordHash')
  const createUser: TestApp['createUser'] = async (input) => {
    const password = input.password ?? TEST_PASSWORD
    if (password === TEST_PASSWORD && !passwordHash) passwordHash = await hashPassword(password)
    const hashed = password === TEST_PASSWORD && passwordHash ? passwordHash : await hashPassword(password)
    const rows = await database.db
      .insert(users)
      .values({
        hash: randomBytes(9).toString('base64url'),
        email: input.email,
        passwordHash: hashed,
        role: input.role ?? 'alumniFreemium',
        status: input.status ?? 'active',
        name: input.name ?? 'Test',
        surname: 'User',
        isPrivacy: true,
        isConditions: true,
      })
      .returning({ id: users.id, hash: users.hash, email: users.email })
    return expectedRow(rows)
  }

  const login: TestApp['login'] = async (email, password = TEST_PASSWORD, deviceId = 'test-device') => {
    const res = await request('/usr/login', {
      json: { email, password, deviceId, deviceType: 2, push: null },
    })
    if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${await res.text()}`)
    const body = (await res.json()) as { token: string }
    return body.token
  }

  return {
    app,
    database,
    env,
    request,
    createUser,
    login,
    close: async () => {
      await app.close()
      await database.close()
      await drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
