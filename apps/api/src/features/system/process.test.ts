// The real process: configuration checked at start, migrations applied, request ids in the logs, and a
// graceful SIGTERM that finishes the request in flight and closes PGlite so the next start works.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../db/client'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo/accounts'
import { eventually, freePort, runApi, runCli, status } from '../../test/process'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'egresa-process-'))
  dirs.push(dir)
  return dir
}

describe('configuration', () => {
  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/egresa'],
    ['API_KEYS', 'alumni-web'],
    ['DEMO_SEED', 'enormous'],
    // A set that exists, but only on PostgreSQL.
    ['DEMO_SEED', 'huge'],
    ['DATABASE_TIMEOUT_MS', 'soon'],
  ])('a bad %s (%s) stops the start with exit code 1 and names the variable', async (name, value) => {
    const api = runApi({ PORT: '8', DATA_DIR: tempDir(), [name]: value })
    expect(await api.exited).toBe(1)
    expect(api.output()).toContain('Invalid configuration')
    expect(api.output()).toMatch(new RegExp(`^\\s*${name}: `, 'm'))
  })
})

/** A sign-in whose body arrives in two parts, so the test can act while the request is in flight. */
function slowLogin(base: string) {
  const body = JSON.stringify({
    email: DEMO_ACCOUNTS.free,
    password: DEMO_PASSWORD,
    deviceId: 'slow-device',
    deviceType: 2,
    push: null,
  })
  const url = new URL('/usr/login', base)
  let finish: () => void = () => {}
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Api-Key': 'egresa-dev-public-key',
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.write(body.slice(0, 20))
    finish = () => req.end(body.slice(20))
  })
  return { response, finish: () => finish() }
}

describe('on PGlite in DATA_DIR', () => {
  it('migrates at start, logs request ids, finishes a request in flight on SIGTERM, and starts again', async () => {
    const dataDir = tempDir()
    const port = String(await freePort())
    const vars = {
      PORT: port,
      DATA_DIR: dataDir,
      DEMO_SEED: 'small',
      LOG_LEVEL: 'info',
      STATIC_ROOT: dataDir,
    }
    const api = runApi(vars)
    await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 120_000)
    // /readyz was polled all through the start (each poll answered between two steps of the start): the
    // expected not-ready state is logged once at most, without a stack.
    expect(api.output().match(/not ready/g)?.length ?? 0).toBeLessThanOrEqual(1)
    expect(api.output()).not.toMatch(/"stack"/)
    // The polls answered 503 while starting are a wait, not a fault: no error-level line.
    expect(api.output()).not.toMatch(/"level":50/)
    // The development sign-on is available (no SSO_ISSUER, not production), but its provider is loaded on
    // first use: nothing of oidc-provider at start, not even its "Unsupported runtime" warning on Node 20.
    expect(api.output()).not.toContain('oidc-provider')

    // /metrics answers this machine (no METRICS_TOKEN): the scheduled jobs report to it from the start, and
    // the process' own metrics are there.
    const metrics = await (await fetch(`${api.base}/metrics`)).text()
    expect(metrics).toContain('egresa_job_runs_total{job="job_alerts"} 0')
    expect(metrics).toContain('egresa_job_failures_total{job="membership"} 0')
    expect(metrics).toContain('egresa_mail_outbox_waiting ')
    expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds /m)

    // Request ids: the caller's one is answered and carried by the log line of the request.
    const res = await fetch(`${api.base}/api/init`, {
      headers: { 'X-Api-Key': 'egresa-dev-public-key', 'X-Request-Id': 'proc-test-42' },
    })
    expect(res.headers.get('x-request-id')).toBe('proc-test-42')
    // Under Node the security headers are set on Node's own response (lib/security-headers.ts).
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    const logoutPage = await fetch(`${api.base}/api/sso/logout-complete`)
    expect(logoutPage.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[\w+/=]+'/)
    expect(logoutPage.headers.get('content-security-policy')).not.toContain("default-src 'self'")
    expect(logoutPage.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    // Its first request loads it.
    const discovery = await fetch(`${api.base}/_dev/oidc/.well-known/openid-configuration`)
    expect(discovery.status).toBe(200)
    expect(await discovery.json()).toMatchObject({ issuer: `${api.base}/_dev/oidc` })
    const generated = (
      await fetch(`${api.base}/api/countries`, { headers: { 'X-Api-Key': 'egresa-dev-public-key' } })
    ).headers.get('x-request-id')
    expect(generated).toMatch(/^[\w-]+$/)
    const lines = await eventually(async () => {
      const parsed = api
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { reqId?: string; path?: string; status?: number; msg: string })
      return parsed.some((l) => l.reqId === generated) && parsed
    }, 10_000)
    expect(lines.find((l) => l.reqId === 'proc-test-42')).toMatchObject({
      path: '/api/init',
      status: 200,
      msg: 'request',
    })
    expect(lines.find((l) => l.reqId === generated)).toMatchObject({ path: '/api/countries', status: 200 })

    // SIGTERM while a sign-in is half sent: it still gets its answer, then the process exits 0.
    const slow = slowLogin(api.base)
    await new Promise((r) => setTimeout(r, 300))
    api.child.kill('SIGTERM')
    await eventually(async () => api.output().includes('shutting down'), 10_000)
    expect(await status(`${api.base}/healthz`).catch(() => 'refused')).toBe('refused')
    slow.finish()
    const answered = await slow.response
    expect(answered.status).toBe(200)
    expect(JSON.parse(answered.body)).toHaveProperty('token')
    expect(await api.exited).toBe(0)
    expect(api.output()).toContain('"msg":"stopped"')

    // PGlite was closed cleanly: the migrations are recorded and a new process opens the same folder.
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
    const pglite = await PGlite.create(join(dataDir, 'db'))
    const applied = await pglite.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )
    expect(applied.rows[0]?.n).toBe(journal.entries.length)
    await pglite.close()

    const again = runApi(vars)
    try {
      await eventually(async () => (await status(`${again.base}/readyz`)) === 200, 120_000)
      expect(again.output()).toContain('DEMO_SEED ignored: the database already holds data')
      const login = await fetch(`${again.base}/usr/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'egresa-dev-public-key' },
        body: JSON.stringify({
          email: DEMO_ACCOUNTS.free,
          password: DEMO_PASSWORD,
          deviceId: 'd',
          deviceType: 2,
        }),
      })
      expect(login.status).toBe(200)
    } finally {
      expect(await again.stop()).toBe(0)
    }
  }, 300_000)
})

describe('pnpm admin', () => {
  it('db:migrate, then db:seed small into the empty database, and never over data', async () => {
    const vars = { DATA_DIR: tempDir() }
    const migrate = await runCli(['db:migrate'], vars)
    expect(migrate.code, migrate.output).toBe(0)
    expect(migrate.output).toContain('migrations applied')
    const seed = await runCli(['db:seed', 'small'], vars)
    expect(seed.code, seed.output).toBe(0)
    expect(seed.output).toContain('demo: accounts')
    const again = await runCli(['db:seed', 'small'], vars)
    expect(again.code).toBe(1)
    expect(again.output).toContain('the database already holds data')
    const wrong = await runCli(['db:seed', 'huge'], vars)
    expect(wrong.code).toBe(1)
    expect(wrong.output).toContain('Usage: pnpm admin db:seed small|full')
  }, 180_000)
})
