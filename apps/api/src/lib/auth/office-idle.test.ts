// Office sessions (roles admin and office) end after OFFICE_IDLE_MINUTES without a call, measured on the
// session's last_seen_at; other sessions keep their long sliding lifetime.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema/users'
import { EnvError, parseEnv } from '../../env'
import { createTestApp, type TestApp } from '../../test/harness'
import { forgetSessions } from './session'

let t: TestApp
const ids: Record<string, string> = {}
beforeAll(async () => {
  t = await createTestApp({ env: { OFFICE_IDLE_MINUTES: '5' } })
  for (const [name, role] of [
    ['office', 'office'],
    ['admin', 'admin'],
    ['premium', 'alumniPremium'],
  ] as const) {
    ids[name] = (await t.createUser({ email: `${name}@idle.test`, role })).id
  }
})
afterAll(() => t.close())

/** Signs in, then makes the session look idle for `minutes`. */
async function idleFor(name: string, minutes: number): Promise<string> {
  const token = await t.login(`${name}@idle.test`)
  const userId = ids[name] ?? ''
  await t.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, userId))
  forgetSessions({ userId })
  return token
}

async function roleOf(token: string): Promise<string> {
  const res = await t.request('/api/init', { token })
  return ((await res.json()) as { role: string }).role
}

async function sessionCount(name: string): Promise<number> {
  return (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, ids[name] ?? ''))
  ).length
}

describe('office sessions', () => {
  it('end after OFFICE_IDLE_MINUTES without a call, for both office roles, and are deleted', async () => {
    for (const name of ['office', 'admin']) {
      const token = await idleFor(name, 6)
      expect(await roleOf(token), name).toBe('anonymous')
      expect((await t.request('/usr/admin/users', { token })).status).toBe(401)
      expect(await sessionCount(name)).toBe(0)
    }
  })

  it('go on while used, and each call moves their last call forward', async () => {
    const token = await idleFor('office', 4)
    expect(await roleOf(token)).toBe('office')
    const [row] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, ids.office ?? ''))
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000)
    await t.database.db.delete(sessions).where(eq(sessions.userId, ids.office ?? ''))
    forgetSessions({ userId: ids.office ?? '' })
  })

  it('leave the members’ sessions alone', async () => {
    const token = await idleFor('premium', 120)
    expect(await roleOf(token)).toBe('alumniPremium')
  })

  it('follow the role: a member made office is held to the idle time', async () => {
    const token = await idleFor('premium', 6)
    expect(await roleOf(token)).toBe('alumniPremium')
    await t.database.db
      .update(users)
      .set({ role: 'office' })
      .where(eq(users.id, ids.premium ?? ''))
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.userId, ids.premium ?? ''))
    forgetSessions({ userId: ids.premium ?? '' })
    expect(await roleOf(token)).toBe('anonymous')
  })
})

describe('OFFICE_IDLE_MINUTES', () => {
  it('is 30 minutes unless set, and a whole number of minutes from 1 to 1440', () => {
    expect(parseEnv({}).officeIdleMinutes).toBe(30)
    expect(parseEnv({ OFFICE_IDLE_MINUTES: '15' }).officeIdleMinutes).toBe(15)
    for (const bad of ['0', '1441', '10.5', 'half an hour']) {
      expect(() => parseEnv({ OFFICE_IDLE_MINUTES: bad }), bad).toThrow(EnvError)
      expect(() => parseEnv({ OFFICE_IDLE_MINUTES: bad }), bad).toThrow(/OFFICE_IDLE_MINUTES/)
    }
  })
})
