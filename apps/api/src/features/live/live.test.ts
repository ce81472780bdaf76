// The live events of one API process (GET /api/live, lib/realtime.ts): a signed-in person's stream gets what
// is published for their account and nothing of anyone else's; a guest gets 401; a browser's EventSource signs
// in with the session cookies; the stream is neither buffered nor compressed on the real HTTP server; one
// account holds at most LIVE_STREAMS_PER_ACCOUNT; a stream ends when the page goes, the session ends or the
// process shuts down. The same file runs on PostgreSQL with DATABASE_URL (the hub then LISTENs there too);
// the cross-process delivery is cluster.test.ts.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LIVE_STREAMS_PER_ACCOUNT, type LiveEvent } from '@egresa/api-contract/live'
import type { ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen } from '../../lib/http-server'
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test/harness'
import { readSse } from '../../test/sse'

const HEARTBEAT_MS = 300

let t: TestApp
let ana: { id: string; token: string }
let bruno: { id: string; token: string }

const open = async (token?: string, init: RequestInit = {}) => t.request('/api/live', { token, ...init })
const publish = (accountId: string, event: LiveEvent) => t.app.realtime.publish(accountId, event)

beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: HEARTBEAT_MS })
  await t.app.realtime.ready()
  const a = await t.createUser({ email: 'ana@live.test' })
  const b = await t.createUser({ email: 'bruno@live.test' })
  ana = { id: a.id, token: await t.login(a.email) }
  bruno = { id: b.id, token: await t.login(b.email) }
})

afterAll(async () => {
  await t?.close()
})

describe('GET /api/live', () => {
  it('answers 401 to a guest, with the API key or without it', async () => {
    for (const apiKey of [TEST_API_KEY, null]) {
      const res = await t.request('/api/live', { apiKey })
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ reason: 'unauthorized' })
    }
  })

  it('sends the events published for the signed-in account, and no one else’s', async () => {
    const res = await open(ana.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const stream = readSse(res)
    // The first block sets how long a browser waits before it opens the stream again.
    expect((await stream.next())?.fields.retry).toBe('5000')

    await publish(bruno.id, { type: 'unread', total: 9 })
    await publish(ana.id, { type: 'conversation', conversation: 'JpeNYuwbDC08' })
    await publish(ana.id, { type: 'unread', total: 2 })
    expect(await stream.nextEvent()).toEqual({ type: 'conversation', conversation: 'JpeNYuwbDC08' })
    expect(await stream.nextEvent()).toEqual({ type: 'unread', total: 2 })
    await stream.close()
  })

  it('sends a comment as heartbeat while nothing happens', async () => {
    const stream = readSse(await open(ana.token))
    await stream.next()
    const block = await stream.next(HEARTBEAT_MS * 10)
    expect(block).toEqual({ data: null, comments: ['ping'], fields: {} })
    await stream.close()
  })

  it('takes the session from the cookies a browser’s EventSource sends, without the API key', async () => {
    const res = await t.request('/api/live', {
      apiKey: null,
      headers: { Cookie: `token=${ana.token}; deviceId=test-device` },
    })
    expect(res.status).toBe(200)
    const stream = readSse(res)
    await publish(ana.id, { type: 'unread', total: 1 })
    expect(await stream.nextEvent()).toEqual({ type: 'unread', total: 1 })
    await stream.close()
    // The cookies open a session on the live stream only: elsewhere the headers are what counts.
    const me = await t.request('/usr/users/me', {
      headers: { Cookie: `token=${ana.token}; deviceId=test-device` },
    })
    expect(me.status).toBe(401)
    // A token without its device opens nothing, from the cookies as from the headers.
    const wrongDevice = await t.request('/api/live', {
      headers: { Cookie: `token=${ana.token}; deviceId=other` },
    })
    expect(wrongDevice.status).toBe(401)
  })

  it(`holds at most ${LIVE_STREAMS_PER_ACCOUNT} streams of one account, and frees a place when a page goes`, async () => {
    const streams = []
    for (let i = 0; i < LIVE_STREAMS_PER_ACCOUNT; i++) {
      const res = await open(ana.token)
      expect(res.status).toBe(200)
      streams.push(readSse(res))
    }
    const over = await open(ana.token)
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toBe('5')
    expect(await over.json()).toMatchObject({ reason: 'too_many_requests' })
    // Another account is not held back by this one.
    const other = await open(bruno.token)
    expect(other.status).toBe(200)
    await readSse(other).close()

    // A page that goes ends its stream: the subscription is gone, and another page may open one.
    await streams.pop()?.close()
    await expect.poll(() => t.app.realtime.subscriptions(ana.id)).toBe(LIVE_STREAMS_PER_ACCOUNT - 1)
    const again = await open(ana.token)
    expect(again.status).toBe(200)
    streams.push(readSse(again))
    for (const stream of streams) await stream.close()
    await expect.poll(() => t.app.realtime.subscriptions(ana.id)).toBe(0)
  })

  it('ends the stream when its session ends (a sign-out elsewhere)', async () => {
    const carla = await t.createUser({ email: 'carla@live.test' })
    const token = await t.login(carla.email)
    const stream = readSse(await open(token))
    await stream.next()
    expect((await t.request('/usr/users/logout', { token })).status).toBe(204)
    expect(await stream.ended(HEARTBEAT_MS * 10)).toBe(true)
    expect(t.app.realtime.subscriptions(carla.id)).toBe(0)
  })

  it('a publish never throws into its caller, whatever it is given', async () => {
    const huge = { type: 'conversation', conversation: 'x'.repeat(10_000) } as const
    await expect(publish(ana.id, huge)).resolves.toBeUndefined()
    await expect(publish('not-an-account', { type: 'unread', total: 0 })).resolves.toBeUndefined()
  })
})

describe('GET /api/live on the real HTTP server', () => {
  let server: ServerType
  let base = ''
  beforeAll(async () => {
    server = await listen(t.app.fetch, { host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    ;(server as Server).closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('streams each event as it is published: no compression, no buffering, the security headers', async () => {
    const controller = new AbortController()
    const res = await fetch(`${base}/api/live`, {
      headers: { 'X-Token': ana.token, 'X-Device-Id': 'test-device', 'Accept-Encoding': 'gzip, br' },
      signal: controller.signal,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-accel-buffering')).toBe('no')
    const stream = readSse(res)
    await stream.next()
    for (const total of [1, 2, 3]) {
      const started = performance.now()
      await publish(ana.id, { type: 'unread', total })
      expect(await stream.nextEvent(1000)).toEqual({ type: 'unread', total })
      expect(performance.now() - started).toBeLessThan(500)
    }
    // The browser goes: the server notices the closed connection and drops the subscription.
    controller.abort()
    await expect.poll(() => t.app.realtime.subscriptions(ana.id)).toBe(0)
  })
})

describe('shutting down', () => {
  it('ends every open stream when the hub closes, and refuses none after', async () => {
    const own = await createTestApp()
    try {
      const user = await own.createUser({ email: 'dora@live.test' })
      const token = await own.login(user.email)
      const streams = [
        readSse(await own.request('/api/live', { token })),
        readSse(await own.request('/api/live', { token })),
      ]
      for (const stream of streams) await stream.next()
      await own.app.realtime.close()
      for (const stream of streams) expect(await stream.ended(2000)).toBe(true)
      // A stream asked for while the process stops ends at once: the browser tries another process.
      const late = readSse(await own.request('/api/live', { token }))
      expect(await late.ended(2000)).toBe(true)
    } finally {
      await own.close()
    }
  })
})
