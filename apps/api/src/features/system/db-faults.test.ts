// The database going away and coming back, for real: the API process talks to PostgreSQL through a TCP
// proxy on loopback that the test cuts and restores. PGlite lives inside the process and cannot be cut off.
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo/accounts'
import { freshPostgres } from '../../test/postgres'
import { eventually, freePort, runApi, startTcpProxy, status } from '../../test/process'

const ADMIN_URL = process.env.DATABASE_URL
const KEY = { 'X-Api-Key': 'egresa-dev-public-key' }

describe.skipIf(!ADMIN_URL)(
  'database faults (PostgreSQL through a TCP proxy; skipped without DATABASE_URL)',
  () => {
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>
    let databaseUrl = ''
    let drop = async () => {}

    beforeAll(async () => {
      assert(ADMIN_URL, 'skipped without DATABASE_URL')
      const fresh = await freshPostgres(ADMIN_URL, 'egresa_faults')
      drop = fresh.drop
      const target = new URL(fresh.url)
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
      target.hostname = '127.0.0.1'
      target.port = String(proxy.port)
      databaseUrl = target.toString()
    })
    afterAll(async () => {
      await proxy?.close()
      await drop()
    })

    const json = async (url: string, init?: RequestInit) => {
      const res = await fetch(url, init)
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }

    /** The demo Premium alumni's session headers, answers asked in English. */
    const signIn = async (base: string, deviceId: string) => {
      const login = await json(`${base}/usr/login`, {
        method: 'POST',
        headers: { ...KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: DEMO_ACCOUNTS.premium,
          password: DEMO_PASSWORD,
          deviceId,
          deviceType: 2,
        }),
      })
      expect(login.status).toBe(200)
      return { ...KEY, 'X-Token': String(login.body.token), 'X-Device-Id': deviceId, 'Accept-Language': 'en' }
    }

    it('starts without the database: alive at once, ready once the database is reachable', async () => {
      // The proxy is not listening yet: the database host refuses connections.
      const api = runApi({
        PORT: String(await freePort()),
        DATABASE_URL: databaseUrl,
        DEMO_SEED: 'small',
        LOG_LEVEL: 'warn',
      })
      try {
        await eventually(async () => (await status(`${api.base}/healthz`)) === 200, 60_000)
        const notReady = await json(`${api.base}/readyz`)
        expect(notReady).toEqual({
          status: 503,
          body: {
            code: 503,
            reason: 'service_unavailable',
            message: expect.stringContaining('no está disponible'),
          },
        })
        const data = await json(`${api.base}/api/countries`, { headers: KEY })
        expect(data.status).toBe(503)
        expect(data.body.reason).toBe('service_unavailable')
        expect(api.output()).toMatch(/database not ready; retrying/)

        await proxy.restore()
        await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 60_000)
        expect((await json(`${api.base}/api/countries`, { headers: KEY })).status).toBe(200)
      } finally {
        expect(await api.stop()).toBe(0)
      }
    }, 180_000)

    it('answers 503 while the database is away, keeps running, and serves again when it is back', async () => {
      await proxy.restore()
      const api = runApi({ PORT: String(await freePort()), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' })
      try {
        await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 60_000)
        const signedIn = await signIn(api.base, 'd1')

        await proxy.cut()
        for (const [path, headers] of [
          ['/readyz', {}],
          ['/api/countries', KEY],
          ['/api/init', signedIn],
          ['/usr/users/me', signedIn],
        ] as const) {
          const res = await fetch(`${api.base}${path}`, { headers })
          expect(res.status, path).toBe(503)
          expect(res.headers.get('retry-after'), path).toBe('5')
          expect(await res.json(), path).toMatchObject({ code: 503, reason: 'service_unavailable' })
        }
        const english = await json(`${api.base}/api/init`, { headers: signedIn })
        expect(english.body.message).toBe(
          'The service is not available right now. Please try again in a few minutes.',
        )
        // Still alive, and the health check still says so.
        expect(await status(`${api.base}/healthz`)).toBe(200)
        expect(api.child.exitCode).toBeNull()

        await proxy.restore()
        await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 60_000)
        const init = await json(`${api.base}/api/init`, { headers: signedIn })
        expect(init).toMatchObject({ status: 200, body: { role: 'alumniPremium' } })
        expect((await json(`${api.base}/api/countries`, { headers: KEY })).status).toBe(200)
        expect(api.output()).not.toMatch(/unhandled|uncaught/i)
      } finally {
        expect(await api.stop()).toBe(0)
      }
    }, 180_000)

    it('answers 503 in time when the network drops every packet, and serves again after it (the connection lost to it replaced)', async () => {
      await proxy.restore()
      const api = runApi({
        PORT: String(await freePort()),
        DATABASE_URL: databaseUrl,
        DATABASE_TIMEOUT_MS: '1000',
        // One connection: losing it to the hole would leave the process unable to serve ever after.
        DATABASE_POOL_SIZE: '1',
        DEMO_SEED: 'small',
        LOG_LEVEL: 'warn',
      })
      try {
        await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 60_000)
        const signedIn = await signIn(api.base, 'd2')
        const many = (n: number, path: string, init?: RequestInit) =>
          Promise.all(Array.from({ length: n }, () => fetch(`${api.base}${path}`, init)))
        expect(await status(`${api.base}/usr/users/me`, { headers: signedIn })).toBe(200)

        await proxy.blackHole()
        const started = Date.now()
        // Profile saves run in a transaction: a BEGIN that gets no answer must not keep its connection.
        const saves = await many(12, '/usr/users', {
          method: 'PATCH',
          headers: { ...signedIn, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Javier' }),
          signal: AbortSignal.timeout(15_000),
        })
        for (const res of saves) {
          expect(res.status).toBe(503)
          expect(await res.json()).toEqual({
            code: 503,
            reason: 'service_unavailable',
            message: 'The service is not available right now. Please try again in a few minutes.',
          })
        }
        for (const path of ['/readyz', '/api/countries']) {
          const res = await fetch(`${api.base}${path}`, { headers: KEY, signal: AbortSignal.timeout(15_000) })
          expect(res.status, path).toBe(503)
          expect(await res.json(), path).toMatchObject({ reason: 'service_unavailable' })
        }
        // A timeout of 1 s: the requests answered within a few seconds, not after the kernel's minutes.
        expect(Date.now() - started).toBeLessThan(12_000)
        expect(await status(`${api.base}/healthz`)).toBe(200)

        await proxy.restore()
        await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 60_000)
        // The connection lost to the hole was replaced.
        const after = await many(12, '/api/countries', { headers: KEY, signal: AbortSignal.timeout(15_000) })
        expect(after.map((r) => r.status)).toEqual(Array(12).fill(200))
        const saved = await fetch(`${api.base}/usr/users`, {
          method: 'PATCH',
          headers: { ...signedIn, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Javier' }),
        })
        expect(saved.status).toBe(200)
        expect(api.child.exitCode).toBeNull()
        expect(api.output()).toMatch(/database unavailable/)
        expect(api.output()).not.toMatch(/unhandled|uncaught/i)
      } finally {
        expect(await api.stop()).toBe(0)
      }
    }, 180_000)
  },
)
