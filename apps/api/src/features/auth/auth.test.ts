// Sessions on a real database: sign-in, its refusals and rate limits, logout per device, /usr/users/me
// and /api/init for every role.
import { createHash, randomBytes } from 'node:crypto'
import { permissionsOf, type Role, roles } from '@egresa/api-contract/permissions'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, sessions, users } from '../../db/schema/users'
import { parseEnv } from '../../env'
import { forgetSessions, SESSION_CACHE_MS } from '../../lib/auth/session'
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness'

const loginBody = (email: string, password = TEST_PASSWORD, deviceId = 'device-a') => ({
  email,
  password,
  deviceId,
  deviceType: 2,
  push: null,
})

async function addCompany(t: TestApp, userId: string, validated: boolean) {
  await t.database.db.insert(companies).values({
    hash: randomBytes(9).toString('base64url'),
    userId,
    name: 'Talleres Levante S.L.',
    contactName: 'Rosa Pons',
    documentNumber: 'B12345674',
    validatedAt: validated ? new Date() : null,
  })
}

describe('POST /usr/login', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.createUser({ email: 'ana@alumni.test' })
    await t.createUser({ email: 'pending@alumni.test', status: 'pending' })
    await t.createUser({ email: 'off@alumni.test', status: 'disabled' })
    const company = await t.createUser({ email: 'rrhh@empresa.test', role: 'company' })
    await addCompany(t, company.id, false)
  })
  afterAll(() => t.close())

  it('opens a session with the right password and stores only the hash of its token', async () => {
    const res = await t.request('/usr/login', { json: loginBody('Ana@Alumni.test') })
    expect(res.status).toBe(200)
    const { token } = (await res.json()) as { token: string }
    expect(token).toMatch(/^[\w-]{43}$/)
    const rows = await t.database.db.select().from(sessions)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      deviceId: 'device-a',
      deviceType: 2,
      push: null,
      tokenHash: createHash('sha256').update(token).digest('hex'),
    })
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('keeps passwords as argon2id hashes', async () => {
    const [row] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'ana@alumni.test'))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('answers a wrong password and an unknown e-mail with the same 401 body', async () => {
    for (const locale of ['es', 'en'] as const) {
      const wrong = await t.request('/usr/login', {
        json: loginBody('ana@alumni.test', 'not-it-2026'),
        locale,
      })
      const unknown = await t.request('/usr/login', { json: loginBody('nobody@alumni.test'), locale })
      expect(wrong.status).toBe(401)
      expect(unknown.status).toBe(401)
      const body = await wrong.json()
      expect(await unknown.json()).toEqual(body)
      expect(body).toEqual({
        code: 401,
        reason: 'invalid_credentials',
        message:
          locale === 'es'
            ? 'El correo electrónico o la contraseña no son correctos.'
            : 'The e-mail address or the password is incorrect.',
      })
    }
  })

  it('tells a pending account, with the right password only, that it waits for verification', async () => {
    const es = await t.request('/usr/login', { json: loginBody('pending@alumni.test') })
    expect(es.status).toBe(403)
    expect(await es.json()).toMatchObject({
      code: 403,
      reason: 'account_not_verified',
      message: expect.stringContaining('pendiente de verificación'),
    })
    const en = await t.request('/usr/login', { json: loginBody('pending@alumni.test'), locale: 'en' })
    expect(await en.json()).toMatchObject({
      reason: 'account_not_verified',
      message: expect.stringContaining('waiting for verification'),
    })
    const wrong = await t.request('/usr/login', { json: loginBody('pending@alumni.test', 'not-it-2026') })
    expect(wrong.status).toBe(401)
  })

  it('refuses a company the alumni office has not validated, and a disabled account', async () => {
    const company = await t.request('/usr/login', { json: loginBody('rrhh@empresa.test'), locale: 'en' })
    expect(company.status).toBe(403)
    expect(await company.json()).toMatchObject({
      reason: 'account_not_verified',
      message: expect.stringContaining('company is waiting for validation'),
    })
    const disabled = await t.request('/usr/login', { json: loginBody('off@alumni.test') })
    expect(disabled.status).toBe(403)
    expect(await disabled.json()).toMatchObject({
      reason: 'forbidden',
      message: expect.stringContaining('cuenta está desactivada'),
    })
    // None of the refusals opened a session.
    const open = await t.database.db.select({ userId: sessions.userId }).from(sessions)
    const [ana] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'ana@alumni.test'))
    expect(open.every((s) => s.userId === ana?.id)).toBe(true)
  })

  it('answers bad input with field messages in the caller’s language', async () => {
    const res = await t.request('/usr/login', {
      json: { email: 'not-an-email', password: '', deviceType: '2', extra: 1 },
      locale: 'en',
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { reason: string; errors: Record<string, string[]> }
    expect(body.reason).toBe('validation_failed')
    expect(body.errors).toMatchObject({
      email: ['Must be a valid e-mail address.'],
      password: ['This field is required.'],
      deviceId: ['This field is required.'],
      deviceType: ['Must be a number.'],
      extra: ['This field is not allowed.'],
    })
  })
})

describe('login rate limits', () => {
  let t: TestApp
  beforeAll(async () => {
    // Behind a trusted proxy, so the test can speak from several addresses.
    t = await createTestApp({
      env: { TRUST_PROXY: 'true' },
      limits: { perAccount: 3, perAddress: 6, windowSeconds: 600 },
    })
    await t.createUser({ email: 'eva@alumni.test' })
    await t.createUser({ email: 'leo@alumni.test' })
  })
  afterAll(() => t.close())

  const attempt = (email: string, password: string, address: string) =>
    t.request('/usr/login', {
      json: loginBody(email, password),
      headers: { 'X-Forwarded-For': address },
    })

  it('locks an account after its failures, from any address, until the window passes', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt('eva@alumni.test', 'bad-password', '10.0.0.1')).status).toBe(401)
    const locked = await attempt('eva@alumni.test', TEST_PASSWORD, '10.0.0.2')
    expect(locked.status).toBe(429)
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await locked.json()).toMatchObject({ code: 429, reason: 'too_many_requests' })
    // Another account is not affected.
    expect((await attempt('leo@alumni.test', TEST_PASSWORD, '10.0.0.3')).status).toBe(200)
  })

  it('counts the attempts of an address, whatever the account', async () => {
    const address = '10.0.1.1'
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push((await attempt(`x${i}@alumni.test`, 'bad-password', address)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429])
    const refused = await attempt('leo@alumni.test', TEST_PASSWORD, address)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await attempt('leo@alumni.test', TEST_PASSWORD, '10.0.1.2')).status).toBe(200)
  })

  it('forgets an account’s failures after a successful sign-in', async () => {
    await t.createUser({ email: 'sol@alumni.test' })
    const from = (i: number) => `10.0.2.${i}`
    expect((await attempt('sol@alumni.test', 'bad-password', from(1))).status).toBe(401)
    expect((await attempt('sol@alumni.test', 'bad-password', from(2))).status).toBe(401)
    expect((await attempt('sol@alumni.test', TEST_PASSWORD, from(3))).status).toBe(200)
    expect((await attempt('sol@alumni.test', 'bad-password', from(4))).status).toBe(401)
    expect((await attempt('sol@alumni.test', 'bad-password', from(5))).status).toBe(401)
    // Four failures in all, but only two since the success: still under the limit of three.
    expect((await attempt('sol@alumni.test', TEST_PASSWORD, from(6))).status).toBe(200)
  })
})

describe('sessions', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.createUser({ email: 'pau@alumni.test', name: 'Pau', role: 'alumniPremium' })
  })
  afterAll(() => t.close())

  it('GET /usr/users/me answers the signed-in account, and 401 without a valid session', async () => {
    const token = await t.login('pau@alumni.test', TEST_PASSWORD, 'phone')
    const me = await t.request('/usr/users/me', { token, deviceId: 'phone' })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: 'pau@alumni.test', name: 'Pau', role: 'alumniPremium' })

    const anonymous = await t.request('/usr/users/me')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 401, reason: 'unauthorized' })
    expect((await t.request('/usr/users/me', { token: 'made-up-token' })).status).toBe(401)
    // A token presented with another device's id opens nothing.
    expect((await t.request('/usr/users/me', { token, deviceId: 'laptop' })).status).toBe(401)
  })

  it('logout ends the session of that device only', async () => {
    const phone = await t.login('pau@alumni.test', TEST_PASSWORD, 'phone-2')
    const laptop = await t.login('pau@alumni.test', TEST_PASSWORD, 'laptop-2')
    const out = await t.request('/usr/users/logout', { token: phone, deviceId: 'phone-2' })
    expect(out.status).toBe(204)
    expect((await t.request('/usr/users/me', { token: phone, deviceId: 'phone-2' })).status).toBe(401)
    expect((await t.request('/usr/users/logout', { token: phone, deviceId: 'phone-2' })).status).toBe(401)
    expect((await t.request('/usr/users/me', { token: laptop, deviceId: 'laptop-2' })).status).toBe(200)
  })

  it('signing in again on a device replaces that device’s session', async () => {
    const first = await t.login('pau@alumni.test', TEST_PASSWORD, 'tablet')
    expect((await t.request('/usr/users/me', { token: first, deviceId: 'tablet' })).status).toBe(200)
    const second = await t.login('pau@alumni.test', TEST_PASSWORD, 'tablet')
    expect((await t.request('/usr/users/me', { token: first, deviceId: 'tablet' })).status).toBe(401)
    expect((await t.request('/usr/users/me', { token: second, deviceId: 'tablet' })).status).toBe(200)
  })

  it('a disabled account loses its open sessions within the session cache time, or at once here', async () => {
    const user = await t.createUser({ email: 'ines@alumni.test' })
    const token = await t.login('ines@alumni.test')
    expect((await t.request('/usr/users/me', { token })).status).toBe(200)
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id))
    const changed = Date.now()
    while ((await t.request('/usr/users/me', { token })).status === 200) {
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(Date.now() - changed).toBeLessThanOrEqual(SESSION_CACHE_MS + 500)
    expect((await t.request('/usr/users/me', { token })).status).toBe(401)

    // A feature that ends sessions in this process tells the cache, and the change is immediate.
    const other = await t.createUser({ email: 'teo@alumni.test' })
    const second = await t.login('teo@alumni.test')
    expect((await t.request('/usr/users/me', { token: second })).status).toBe(200)
    await t.database.db.delete(sessions).where(eq(sessions.userId, other.id))
    forgetSessions({ userId: other.id })
    expect((await t.request('/usr/users/me', { token: second })).status).toBe(401)
  })
})

describe('GET /api/init', () => {
  let t: TestApp
  // The web apps' origins, from the configuration: each app links to the other with them.
  const apps = { alumni: 'https://alumni.uni.test', company: 'https://empresas.uni.test' }
  beforeAll(async () => {
    t = await createTestApp({ env: { ALUMNI_APP_URL: apps.alumni, COMPANY_APP_URL: apps.company } })
  })
  afterAll(() => t.close())

  it('answers anonymous, with the public permissions and the apps’ origins, without a session', async () => {
    const res = await t.request('/api/init')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      role: 'anonymous',
      permissions: [...permissionsOf('anonymous')],
      app_store_url: null,
      play_store_url: null,
      apps,
    })
    const stale = await t.request('/api/init', { token: 'expired-or-made-up' })
    expect(await stale.json()).toMatchObject({ role: 'anonymous' })
  })

  it('answers the role and its permissions for every role', async () => {
    for (const role of roles) {
      const email = `${role.toLowerCase()}@roles.test`
      const user = await t.createUser({ email, role: role as Role })
      if (role === 'company') await addCompany(t, user.id, true)
      const token = await t.login(email)
      const res = await t.request('/api/init', { token, deviceId: 'test-device' })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        role,
        permissions: [...permissionsOf(role)],
        apps,
        app_store_url: null,
        play_store_url: null,
      })
    }
  })

  it('gives the mobile app’s store pages when the server is configured with them, and refuses a plain address', async () => {
    const configured = await createTestApp({
      env: {
        APP_STORE_URL: 'https://apps.apple.com/es/app/egresa/id123456789',
        PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=es.universidad.egresa',
      },
    })
    try {
      expect(await (await configured.request('/api/init')).json()).toMatchObject({
        app_store_url: 'https://apps.apple.com/es/app/egresa/id123456789',
        play_store_url: 'https://play.google.com/store/apps/details?id=es.universidad.egresa',
      })
    } finally {
      await configured.close()
    }
    expect(() => parseEnv({ APP_STORE_URL: 'http://apps.apple.com/app/id1' })).toThrow(/APP_STORE_URL/)
  })
})
