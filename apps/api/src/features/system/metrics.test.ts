import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { type ServerType, serve } from '@hono/node-server'
import { eq, sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/mail'
import { parseEnv } from '../../env'
import { enqueueMail } from '../../lib/mail/outbox'
import { createPeriodicJob } from '../../lib/periodic-job'
import { createTestApp, type TestApp } from '../../test/harness'
import { parseScrape } from '../../test/metrics'

const TOKEN = 'metrics-token-0123456789abcdef-0123456789'
const silent = pino({ level: 'silent' })

/** A scrape with the token, checked as Prometheus reads it. */
async function scrape(t: TestApp) {
  const res = await t.request('/metrics', { apiKey: null, headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  return parseScrape(await res.text())
}

const REQUESTS = 'egresa_http_request_duration_seconds_count'

describe('with METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none', env: { METRICS_TOKEN: TOKEN } })
  })
  afterAll(() => t?.close())

  it('counts requests under their route pattern, never their path', async () => {
    const article = await t.request('/api/articles/no-such-article-7f3a')
    await t.request('/api/articles/another-one-9c2e')
    const unknown = await t.request('/api/no-such-endpoint-5d1b')
    expect(unknown.status).toBe(404)
    // A web app's page, on its host (a 503 page while the app is not built, the page once it is).
    const page = await t.request('/es/some-page-2b8c', { host: 'empresas.localhost', apiKey: null })
    const m = await scrape(t)
    const route = '/api/articles/:id'
    expect(m.types.get('egresa_http_request_duration_seconds')).toBe('histogram')
    expect(m.value(REQUESTS, { method: 'GET', route, status: String(article.status) })).toBe(2)
    expect(m.value(REQUESTS, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1)
    expect(m.value(REQUESTS, { method: 'GET', route: 'app:company', status: String(page.status) })).toBe(1)
    const paths = m.samples.flatMap((s) => Object.values(s.labels))
    for (const raw of ['no-such-article', 'another-one', 'no-such-endpoint', 'some-page'])
      expect(paths.filter((label) => label.includes(raw))).toEqual([])
  })

  it('counts a request refused before its handler under the route it was meant for', async () => {
    await t.request('/api/articles/refused-4e0d', { apiKey: 'not-a-key-of-this-server' })
    const m = await scrape(t)
    expect(m.value(REQUESTS, { method: 'GET', route: '/api/articles/:id', status: '401' })).toBe(1)
  })

  it('shows the mails waiting in the outbox and the age of the oldest', async () => {
    const before = await scrape(t)
    expect(before.value('egresa_mail_outbox_waiting')).toBe(0)
    expect(before.value('egresa_mail_outbox_oldest_waiting_seconds')).toBe(0)
    const { id } = await enqueueMail(t.database.db, {
      template: 'account-verified',
      locale: 'es',
      to: 'ana@example.org',
      data: { name: 'Ana', signInUrl: 'https://alumni.example/es/login' },
    })
    // Queued ten minutes ago and still not sent: what an alert on the outbox's age is for.
    await t.database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(mailOutbox.id, id))
    const after = await scrape(t)
    expect(after.value('egresa_mail_outbox_waiting')).toBe(1)
    expect(after.value('egresa_mail_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(600)
    expect(after.value('egresa_mail_outbox_oldest_waiting_seconds')).toBeLessThan(660)
    expect(after.value('egresa_mail_outbox_failed')).toBe(0)
    await t.database.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, id))
    const failed = await scrape(t)
    expect(failed.value('egresa_mail_outbox_waiting')).toBe(0)
    expect(failed.value('egresa_mail_outbox_failed')).toBe(1)
  })

  it('counts the scheduled jobs’ runs and failures', async () => {
    const alerts = t.app.metrics.jobRun('job_alerts')
    const broken = t.app.metrics.jobRun('broken_job')
    const before = await scrape(t)
    // Shown at 0 before any run, so the first failure is an increase an alert sees.
    expect(before.value('egresa_job_failures_total', { job: 'broken_job' })).toBe(0)
    expect(before.value('egresa_job_last_success_timestamp_seconds', { job: 'job_alerts' })).toBeUndefined()

    const runs: boolean[] = []
    const jobs = [
      createPeriodicJob({
        name: 'metrics-test-alerts',
        db: t.database.db,
        run: async () => {
          await t.database.ping()
          return undefined
        },
        logger: silent,
        failure: 'job alerts failed',
        intervalMs: 60_000,
        firstRunMs: 0,
        onRun: (ok, seconds) => {
          alerts(ok, seconds)
          runs.push(ok)
        },
      }),
      createPeriodicJob({
        name: 'metrics-test-broken',
        db: t.database.db,
        run: () => Promise.reject(new Error('the job broke')),
        logger: silent,
        failure: 'broken job failed',
        intervalMs: 60_000,
        firstRunMs: 0,
        onRun: (ok, seconds) => {
          broken(ok, seconds)
          runs.push(ok)
        },
      }),
    ]
    const started = Date.now() / 1000
    for (const job of jobs) job.start()
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(2)
    for (const job of jobs) await job.stop()

    const m = await scrape(t)
    expect(m.value('egresa_job_runs_total', { job: 'job_alerts' })).toBe(1)
    expect(m.value('egresa_job_failures_total', { job: 'job_alerts' })).toBe(0)
    expect(
      m.value('egresa_job_last_success_timestamp_seconds', { job: 'job_alerts' }),
    ).toBeGreaterThanOrEqual(Math.floor(started))
    expect(m.value('egresa_job_runs_total', { job: 'broken_job' })).toBe(1)
    expect(m.value('egresa_job_failures_total', { job: 'broken_job' })).toBe(1)
    expect(m.value('egresa_job_last_success_timestamp_seconds', { job: 'broken_job' })).toBeUndefined()
    expect(m.value('egresa_job_last_run_duration_seconds', { job: 'broken_job' })).toBeGreaterThanOrEqual(0)
  })

  it('shows the PostgreSQL pool’s use, and nothing of a pool on PGlite', async () => {
    if (t.database.driver === 'postgres') {
      const max = (await scrape(t)).value('egresa_db_pool_max_clients') ?? 0
      expect(max).toBeGreaterThan(0)
      // Two more slow queries than the pool has connections: all of them in use, two queries waiting.
      // (A Drizzle query starts when it is awaited: Promise.resolve starts each now.)
      const slow = Array.from({ length: max + 2 }, () =>
        Promise.resolve(t.database.db.execute(sql`select pg_sleep(0.5)`)),
      )
      await expect.poll(() => t.database.poolStats?.().waiting).toBe(2)
      const busy = await scrape(t)
      await Promise.all(slow)
      expect(busy.value('egresa_db_pool_clients')).toBe(max)
      expect(busy.value('egresa_db_pool_idle_clients')).toBe(0)
      expect(busy.value('egresa_db_pool_waiting_requests')).toBe(2)
      const idle = await scrape(t)
      expect(idle.value('egresa_db_pool_waiting_requests')).toBe(0)
      expect(idle.value('egresa_db_pool_idle_clients')).toBeGreaterThan(0)
    } else {
      const m = await scrape(t)
      expect(m.samples.filter((s) => s.name.startsWith('egresa_db_pool_'))).toEqual([])
    }
  })

  it('refuses a caller without the token or with a wrong one: the 404 of a path that does not exist', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { Authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { Authorization: TOKEN },
    ]
    for (const headers of refusals) {
      const res = await t.request('/metrics', { apiKey: null, headers })
      expect(res.status, JSON.stringify(headers)).toBe(404)
      const body = await res.text()
      expect(body).not.toContain('egresa_')
      expect(res.headers.get('content-type')).toContain('application/json')
    }
    // On a web app's host too: the API's 404, never the app's page.
    const onApp = await t.request('/metrics', { apiKey: null, host: 'alumni.localhost' })
    expect(onApp.status).toBe(404)
    expect(onApp.headers.get('content-type')).toContain('application/json')
    // The scheme's name is case-insensitive (RFC 9110).
    const lower = await t.request('/metrics', { apiKey: null, headers: { Authorization: `bearer ${TOKEN}` } })
    expect(lower.status).toBe(200)
  })
})

const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address

describe('without METRICS_TOKEN: this machine only', () => {
  let t: TestApp
  const servers: ServerType[] = []
  const listen = async (hostname: string) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname })
    servers.push(server)
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    return `http://${hostname}:${(server.address() as AddressInfo).port}`
  }
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' })
  })
  afterAll(async () => {
    for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()))
    await t?.close()
  })

  it('answers the loopback, but not a request a proxy relayed from elsewhere', async () => {
    const local = await listen('127.0.0.1')
    const res = await fetch(`${local}/metrics`)
    expect(res.status).toBe(200)
    expect(parseScrape(await res.text()).value('egresa_mail_outbox_waiting')).toBe(0)
    // A proxy on this machine relaying a remote caller: the socket is loopback, the caller is not.
    const relayed = await fetch(`${local}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })
    expect(relayed.status).toBe(404)
    expect(await relayed.text()).not.toContain('egresa_')
    // Nor a page of another site that resolves its name to 127.0.0.1 (DNS rebinding): its Host gives it away.
    // (fetch cannot send another Host: node:http can.)
    const rebound = await new Promise<number | undefined>((resolve, reject) =>
      get(`${local}/metrics`, { headers: { Host: 'attacker.example' } }, (res) => {
        res.resume()
        resolve(res.statusCode)
      }).on('error', reject),
    )
    expect(rebound).toBe(404)
  })

  it.skipIf(!lanAddress)('refuses a caller on the network, even with a token', async () => {
    const remote = await listen(lanAddress as string)
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer any-token-at-all-0123456789abcdef' },
    ]
    for (const headers of attempts) {
      const res = await fetch(`${remote}/metrics`, { headers })
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('egresa_')
    }
  })

  it('refuses a request that came through no socket (whose origin nobody knows)', async () => {
    const res = await t.request('/metrics', { apiKey: null })
    expect(res.status).toBe(404)
  })
})

it('serves the rest when the database does not answer, leaving the outbox out', async () => {
  const t = await createTestApp({ seed: 'none', env: { METRICS_TOKEN: TOKEN } })
  try {
    await t.request('/healthz')
    await t.database.close()
    const m = await scrape(t)
    expect(m.value(REQUESTS, { method: 'GET', route: '/healthz', status: '200' })).toBe(1)
    expect(m.value('egresa_mail_outbox_waiting')).toBeUndefined()
  } finally {
    await t.close()
  }
})

it('refuses a METRICS_TOKEN too short to be secret, or that no Authorization header can carry', () => {
  expect(() => parseEnv({ METRICS_TOKEN: 'short-token' })).toThrow(
    'METRICS_TOKEN: must be at least 32 characters',
  )
  expect(() => parseEnv({ METRICS_TOKEN: `${TOKEN} with spaces` })).toThrow('METRICS_TOKEN:')
  expect(parseEnv({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN)
})

describe('the scrape reader', () => {
  it('refuses what Prometheus would refuse', () => {
    const typed = '# TYPE a counter\n'
    expect(() => parseScrape(`${typed}a 1`)).toThrow('line feed')
    expect(() => parseScrape('a 1\n')).toThrow('TYPE')
    expect(() => parseScrape(`${typed}a one\n`)).toThrow('not a number')
    expect(() => parseScrape(`${typed}a{b="c} 1\n`)).toThrow('labels do not parse')
    expect(() => parseScrape(`${typed}a{b="c"} 1\na{b="c"} 2\n`)).toThrow('the same series twice')
    const histogram = '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1\nh_sum 1\n'
    expect(() => parseScrape(histogram)).toThrow('not cumulative')
    expect(parseScrape(`${typed}a{b="c\\"d"} 1\n`).value('a', { b: 'c"d' })).toBe(1)
  })
})
