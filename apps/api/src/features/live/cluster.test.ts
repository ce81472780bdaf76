// Live events across API processes, for real (issue 30: "a message reaches the other person's open inbox in
// under 1 s with two API processes on PostgreSQL"): two API processes (the bundle's main.js as child
// processes) on one fresh PostgreSQL database, a person signed in on process B with B's /api/live open, and
// another person writing to her through process A's API. The warm-up, the other account's events and the
// reconnection use this test's own hub on the same database (lib/realtime.ts's createRealtime, the very publish
// a route handler calls).
// PGlite is a database inside one process: there is no cluster to prove on it (live.test.ts covers one process).
import { randomBytes } from 'node:crypto'
import type { LiveEvent } from '@egresa/api-contract/live'
import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, assert, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client'
import { users } from '../../db/schema/users'
import { hashPassword } from '../../lib/auth/password'
import { createRealtime, LISTENER_NAME, type Realtime } from '../../lib/realtime'
import { seedReference } from '../../seed/index'
import { TEST_API_KEY, TEST_PASSWORD } from '../../test/harness'
import { freshPostgres } from '../../test/postgres'
import { eventually, freePort, type RunningApi, runApi, status } from '../../test/process'
import { readSse, type SseReader } from '../../test/sse'

const ADMIN_URL = process.env.DATABASE_URL
const ON_POSTGRES = /^postgres(ql)?:\/\//.test(ADMIN_URL ?? '')
const hash = () => randomBytes(9).toString('base64url')

describe.skipIf(!ON_POSTGRES)(
  'live events across two API processes (skipped unless DATABASE_URL is a PostgreSQL server: PGlite is one process’s database)',
  () => {
    let database: Database
    let databaseUrl = ''
    let drop = async () => {}
    let publisher: Realtime
    const apis: RunningApi[] = []
    const streams: SseReader[] = []
    const people: Record<'ana' | 'bruno', { id: string; hash: string }> = {
      ana: { id: '', hash: '' },
      bruno: { id: '', hash: '' },
    }

    beforeAll(async () => {
      assert(ADMIN_URL, 'runs only with DATABASE_URL')
      const prepared = inject('egresaTestDatabases')?.postgres
      const template = prepared?.adminUrl === ADMIN_URL ? prepared.templates.reference : undefined
      const fresh = await freshPostgres(ADMIN_URL, 'egresa_live', template)
      databaseUrl = fresh.url
      drop = fresh.drop
      database = await openDatabase({ databaseUrl, poolSize: 2 })
      if (!template) {
        await database.migrate()
        await seedReference(database.db)
      }
      const passwordHash = inject('egresaTestPasswordHash') ?? (await hashPassword(TEST_PASSWORD))
      for (const name of ['ana', 'bruno'] as const) {
        const [row] = await database.db
          .insert(users)
          .values({
            hash: hash(),
            // Ana appears to the other members, so a Premium member may write to her.
            isAppearByUser: true,
            email: `${name}@live.test`,
            passwordHash,
            role: 'alumniPremium',
            status: 'active',
            name,
            isPrivacy: true,
            isConditions: true,
          })
          .returning({ id: users.id, hash: users.hash })
        assert(row, name)
        people[name] = row
      }
      publisher = createRealtime({ database, logger: pino({ level: 'silent' }) })
    })

    afterAll(async () => {
      for (const stream of streams) await stream.close()
      await Promise.all(apis.map((api) => api.stop()))
      await publisher?.close()
      await database?.close()
      await drop()
    })

    const signIn = async (api: RunningApi, email: string) => {
      const res = await fetch(`${api.base}/usr/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': TEST_API_KEY },
        body: JSON.stringify({ email, password: TEST_PASSWORD, deviceId: 'cluster-device', deviceType: 2 }),
      })
      expect(res.status, await res.clone().text()).toBe(200)
      return ((await res.json()) as { token: string }).token
    }
    const openLive = async (api: RunningApi, token: string) => {
      const res = await fetch(`${api.base}/api/live`, {
        headers: { 'X-Token': token, 'X-Device-Id': 'cluster-device' },
      })
      expect(res.status).toBe(200)
      const stream = readSse(res)
      streams.push(stream)
      await stream.next()
      return stream
    }
    /** The next event of `stream` that is not one of the warm-up's. */
    const nextReal = async (stream: SseReader, ms: number) => {
      for (;;) {
        const event = (await stream.nextEvent(ms)) as LiveEvent
        if (!(event.type === 'unread' && event.total >= 1000)) return event
      }
    }

    // Two processes starting at once on two busy cores may take a minute to be ready.
    it('delivers an event to the account’s open stream on another process in under 1 s', {
      timeout: 240_000,
    }, async () => {
      for (let i = 0; i < 2; i++) {
        apis.push(
          runApi({
            PORT: String(await freePort()),
            DATABASE_URL: databaseUrl,
            DATABASE_POOL_SIZE: '3',
            LOG_LEVEL: 'info',
          }),
        )
      }
      for (const api of apis) {
        await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 120_000).catch((error) => {
          throw new Error(`${api.base} not ready: ${error}\n${api.output()}`)
        })
      }
      const [a, b] = apis
      assert(a && b)
      const token = await signIn(b, 'ana@live.test')
      const onB = await openLive(b, token)
      const onA = await openLive(a, token)
      await publisher.ready()

      // Each process LISTENs on a connection it opens at start: once an event reaches B, B is listening.
      let warmUp = 1000
      await eventually(async () => {
        await publisher.publish(people.ana.id, { type: 'unread', total: warmUp++ })
        return (await onB.nextEvent(300).catch(() => null)) !== null
      }, 30_000)

      // Bruno, signed in on A, writes to Ana five times: each message reaches her open page on B in under a
      // second (and her page on A too); someone else's event reaches neither.
      const bruno = {
        'X-Token': await signIn(a, 'bruno@live.test'),
        'X-Device-Id': 'cluster-device',
        'X-Api-Key': TEST_API_KEY,
      }
      const json = { ...bruno, 'Content-Type': 'application/json' }
      const opened = await fetch(`${a.base}/usr/conversations`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ person: people.ana.hash }),
      })
      expect(opened.status, await opened.clone().text()).toBe(200)
      const conversation = ((await opened.json()) as { hash: string }).hash
      for (let i = 0; i < 5; i++) {
        await publisher.publish(people.bruno.id, { type: 'unread', total: 7 })
        const started = performance.now()
        const sent = await fetch(`${a.base}/usr/conversations/${conversation}/messages`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ body: `Hola, Ana (${i + 1})` }),
        })
        expect(sent.status).toBe(201)
        const event: LiveEvent = { type: 'conversation', conversation }
        expect(await nextReal(onB, 1000)).toEqual(event)
        const ms = performance.now() - started
        expect(ms, `delivered in ${Math.round(ms)} ms`).toBeLessThan(1000)
        expect(await nextReal(onA, 5000)).toEqual(event)
      }

      // The listening connections dropped (a database restart, a failover): each process opens it again,
      // logs it, tells its streams to reload (resync), and receives again.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
      )
      expect(await nextReal(onB, 15_000)).toEqual({ type: 'resync' })
      const after: LiveEvent = { type: 'unread', total: 3 }
      await publisher.publish(people.ana.id, after)
      expect(await nextReal(onB, 5000)).toEqual(after)
      expect(b.output()).toContain(
        'live events: the connection listening on PostgreSQL dropped; reconnecting',
      )
      expect(b.output()).toContain('live events: listening on PostgreSQL again')

      // A process shutting down ends its open streams at once, and waits neither for them (20 s, its limit)
      // nor for their connections' keep-alive time (5 s).
      const stopping = performance.now()
      expect(await b.stop()).toBe(0)
      expect(performance.now() - stopping).toBeLessThan(3000)
      expect(await onB.ended(1000)).toBe(true)
      // The other process's stream goes on (it reloaded too, once its own connection was back).
      const seenOnA: LiveEvent[] = []
      await eventually(async () => {
        await publisher.publish(people.ana.id, { type: 'unread', total: 4 })
        for (;;) {
          const event = await nextReal(onA, 300).catch(() => null)
          if (!event) return false
          seenOnA.push(event)
          if (event.type === 'unread' && event.total === 4) return true
        }
      }, 20_000)
      expect(seenOnA).toContainEqual({ type: 'resync' })
    })
  },
)
