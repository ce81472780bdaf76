// The session cache's lookups: a burst of calls with one token looks the session up once, a cached session
// costs one small read of the auth epoch per burst, a session ended while it was being looked up is not
// kept, and a role changed in the database (by any process) is seen by the very next call.
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { authEpoch, users } from '../../db/schema/users'
import { createTestApp, type TestApp } from '../../test/harness'
import type { AppEnv } from '../context'
import { forgetSessions, sessionMiddleware } from './session'
import { hashToken } from './tokens'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' })
  await t.createUser({ email: 'burst@example.org' })
})
afterAll(() => t.close())

/** The session middleware alone, on the test database, counting the lookups it makes. */
function probe() {
  let lookups = 0
  const db = new Proxy(t.database.db, {
    get(target, prop, receiver) {
      if (prop === 'select') lookups += 1
      return Reflect.get(target, prop, receiver)
    },
  }) as Db
  const app = new Hono<AppEnv>()
    .use((c, next) => {
      c.set('db', db)
      return next()
    })
    .use(sessionMiddleware({ checkEpoch: true }))
    .get('/who', (c) =>
      c.json({ email: c.var.auth?.user.email ?? null, role: c.var.auth?.user.role ?? null }),
    )
  const whoAndRole = async (token: string, deviceId = 'burst-device') => {
    const res = await app.request('/who', { headers: { 'X-Token': token, 'X-Device-Id': deviceId } })
    return (await res.json()) as { email: string | null; role: string | null }
  }
  const who = async (token: string, deviceId = 'burst-device') => (await whoAndRole(token, deviceId)).email
  return { who, whoAndRole, lookups: () => lookups }
}

describe('session lookups', () => {
  it('a burst of calls with a token not yet cached looks the session up once', async () => {
    const token = await t.login('burst@example.org', undefined, 'burst-device')
    const { who, lookups } = probe()
    const emails = await Promise.all(Array.from({ length: 20 }, () => who(token)))
    expect(emails).toEqual(Array(20).fill('burst@example.org'))
    expect(lookups()).toBe(1)
    // Cached now: a call reads only the auth epoch.
    expect(await who(token)).toBe('burst@example.org')
    expect(lookups()).toBe(2)
  })

  it('a burst of calls with a cached session reads the auth epoch at most twice', async () => {
    const token = await t.login('burst@example.org', undefined, 'epoch-device')
    const { who, lookups } = probe()
    await who(token, 'epoch-device')
    expect(lookups()).toBe(1)
    const emails = await Promise.all(Array.from({ length: 20 }, () => who(token, 'epoch-device')))
    expect(emails).toEqual(Array(20).fill('burst@example.org'))
    expect(lookups()).toBeLessThanOrEqual(3)
  })

  it('a role changed in the database is seen by the very next call, cache or not', async () => {
    const user = await t.createUser({ email: 'upgraded@example.org', role: 'alumniFreemium' })
    const token = await t.login('upgraded@example.org', undefined, 'role-device')
    const { whoAndRole } = probe()
    expect((await whoAndRole(token, 'role-device')).role).toBe('alumniFreemium')
    // As another process (or the office by hand) would: straight in the database, no forgetSessions().
    await t.database.db.update(users).set({ role: 'alumniPremium' }).where(eq(users.id, user.id))
    expect((await whoAndRole(token, 'role-device')).role).toBe('alumniPremium')
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id))
    expect((await whoAndRole(token, 'role-device')).email).toBeNull()
  })

  it('a session forgotten (logout) while it is being looked up is not cached', async () => {
    const token = await t.login('burst@example.org', undefined, 'race-device')
    const { who, lookups } = probe()
    const first = who(token, 'race-device')
    forgetSessions({ tokenHash: hashToken(token) })
    await first
    expect(lookups()).toBe(1)
    await who(token, 'race-device')
    expect(lookups()).toBe(2)
  })
})

describe('the auth epoch', () => {
  const epoch = async () => (await t.database.db.select().from(authEpoch))[0]?.value
  it('stays when a request ends no session (the handler fuzz found every cache emptied by one)', async () => {
    const before = await epoch()
    // Anonymous: an unknown single sign-on ticket, a logout naming an unknown session.
    const login = await t.request('/api/sso/login', {
      json: { token: 'not-a-ticket', deviceId: 'epoch-probe', deviceType: 2 },
    })
    expect(login.status).toBe(401)
    expect((await t.request('/api/sso/logout?token=not-a-session')).status).toBe(200)
    expect(await epoch()).toBe(before)

    const token = await t.login('burst@example.org', undefined, 'epoch-logout')
    const logout = await t.request('/usr/users/logout', { token, deviceId: 'epoch-logout' })
    expect(logout.status).toBe(204)
    expect(Number(await epoch())).toBeGreaterThan(Number(before))
  })
})
