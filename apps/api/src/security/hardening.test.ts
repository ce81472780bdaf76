// Issue 9, hardening: the device binding (9), counting before checking (10), common passwords (11), CV
// names (12), no caching of private answers (13), and the documented answers of the HTTP layer (14).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/users'
import { alumniRegistration, form, pdf } from '../test/fixtures'
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness'
import { serveOnLoopback } from '../test/security'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('9. a session works only with the id of the device it was opened on', () => {
  it('a token sent with no or an empty X-Device-Id opens nothing', async () => {
    await t.createUser({ email: 'device@alumni.test' })
    const token = await t.login('device@alumni.test', TEST_PASSWORD, 'my-phone')
    const ok = await t.request('/usr/users/me', { token, deviceId: 'my-phone' })
    expect(ok.status).toBe(200)
    const sent: Record<string, string>[] = [{ 'X-Token': token }, { 'X-Token': token, 'X-Device-Id': '' }]
    for (const headers of sent) {
      const me = await t.request('/usr/users/me', { headers })
      expect(me.status).toBe(401)
      expect(await me.json()).toMatchObject({ reason: 'unauthorized' })
      const init = await t.request('/api/init', { headers })
      expect(await init.json()).toMatchObject({ role: 'anonymous' })
    }
  })
})

describe('10. wrong passwords are counted before they are checked', () => {
  it('40 concurrent wrong passwords for one account get no more tries than the limit (10)', async () => {
    await t.createUser({ email: 'target@alumni.test' })
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request('/usr/login', {
          json: {
            email: 'target@alumni.test',
            password: `wrong-guess-${i}`,
            deviceId: 'd',
            deviceType: 2,
            push: null,
          },
        }),
      ),
    )
    const statuses = attempts.map((r) => r.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true)
    // Locked: even the right password waits for the window.
    const right = await t.request('/usr/login', {
      json: {
        email: 'target@alumni.test',
        password: TEST_PASSWORD,
        deviceId: 'd',
        deviceType: 2,
        push: null,
      },
    })
    expect(right.status).toBe(429)
  })

  it('the same for the current password of a password change', async () => {
    await t.createUser({ email: 'changer@alumni.test' })
    const token = await t.login('changer@alumni.test')
    const attempts = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.request('/usr/users/password', {
          method: 'PATCH',
          json: {
            password_old: `wrong-guess-${i}`,
            password: 'una-clave-nueva-2026',
            password_repeat: 'una-clave-nueva-2026',
          },
          token,
        }),
      ),
    )
    const statuses = attempts.map((r) => r.status)
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10)
    expect(statuses.filter((s) => s !== 400).every((s) => s === 429)).toBe(true)
  })
})

describe('11. common and predictable passwords are refused, saying why', () => {
  const body = (email: string, password: string) =>
    alumniRegistration(email, { password, password_repeat: password })

  it('at registration, in Spanish and English', async () => {
    for (const password of ['1234567890', 'password12', 'aaaaaaaaaa', 'qwertyuiop', 'Password2026!']) {
      const res = await t.request('/usr/register', { json: body('weak@alumni.test', password) })
      expect(res.status, password).toBe(400)
      const { errors } = (await res.json()) as { errors: Record<string, string[]> }
      expect(errors.password?.[0], password).toMatch(/demasiado (común|fácil de adivinar)/)
    }
    const en = await t.request('/usr/register', {
      json: body('weak@alumni.test', 'password12'),
      locale: 'en',
    })
    expect(await en.json()).toMatchObject({
      errors: {
        password: [expect.stringContaining('is on the lists of leaked passwords that attackers try first')],
      },
    })
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'weak@alumni.test'))
    expect(rows).toHaveLength(0)
    const strong = await t.request('/usr/register', {
      json: body('strong@alumni.test', 'tres-palabras-raras-2026'),
    })
    expect(strong.status).toBe(201)
  })

  it('with the other fields’ errors, and when a password is changed or reset', async () => {
    const both = await t.request('/usr/register', {
      json: { ...body('x@alumni.test', 'aaaaaaaaaa'), name: '' },
    })
    expect(Object.keys(((await both.json()) as { errors: object }).errors).sort()).toEqual([
      'name',
      'password',
    ])
    await t.createUser({ email: 'weakchange@alumni.test' })
    const token = await t.login('weakchange@alumni.test')
    const change = await t.request('/usr/users/password', {
      method: 'PATCH',
      json: { password_old: TEST_PASSWORD, password: '1234567890', password_repeat: '1234567890' },
      token,
    })
    expect(change.status).toBe(400)
    const reset = await t.request('/usr/recovery/reset', {
      json: { token: 'any-token', password: 'password12', password_repeat: 'password12' },
    })
    expect(await reset.json()).toMatchObject({
      errors: { password: [expect.stringMatching(/demasiado común/)] },
    })
  })
})

describe('12. a CV is served under a name without direction controls, always as .pdf', () => {
  it('strips U+202E and its kin, and ends the name in .pdf', async () => {
    await t.createUser({ email: 'cv@alumni.test' })
    const token = await t.login('cv@alumni.test')
    const upload = await t.request('/usr/users/cv', {
      method: 'POST',
      body: form('file', pdf(), 'cv\u202Efdp.exe', 'application/pdf'),
      token,
    })
    expect(upload.status).toBe(200)
    expect(await upload.json()).toMatchObject({ cv_name: 'cvfdp.exe.pdf' })
    const download = await t.request('/usr/users/cv', { token })
    const disposition = download.headers.get('content-disposition') ?? ''
    expect(disposition).not.toMatch(/%E2%80%AE|\u202E/i)
    expect(disposition).toMatch(/filename\*=UTF-8''cvfdp\.exe\.pdf$/)
    // A name stored before the rule was tightened is served under it too.
    await t.database.db
      .update(users)
      .set({ cvName: 'viejo\u2067.exe' })
      .where(eq(users.email, 'cv@alumni.test'))
    const old = await t.request('/usr/users/cv', { token })
    expect(old.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''viejo\.exe\.pdf$/)
  })
})

describe('13. private answers are not cached', () => {
  it('/usr answers, and the other API answers, carry Cache-Control: no-store', async () => {
    await t.createUser({ email: 'cache@alumni.test' })
    const token = await t.login('cache@alumni.test')
    for (const [path, init] of [
      ['/usr/users/me', { token }],
      ['/usr/users/me', {}],
      ['/usr/workExperiences', { token }],
      ['/api/init', { token }],
      ['/usr/login', { json: {} }],
    ] as const) {
      const res = await t.request(path, init)
      expect(res.headers.get('cache-control'), `${path} ${res.status}`).toBe('no-store')
    }
    // Public reference data keeps its own policy.
    expect((await t.request('/api/countries')).headers.get('cache-control')).toMatch(/^public/)
  })
})

describe('14. the HTTP answers the API documents', () => {
  it('a method a path does not take: 405 with Allow; an unknown path: 404', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/usr/users/me', 'GET, HEAD'],
      ['POST', '/api/init', 'GET, HEAD'],
      ['PUT', '/usr/login', 'POST'],
      ['GET', '/usr/users', 'PATCH'],
      ['POST', '/files/avatars/a.webp', 'GET, HEAD'],
    ] as const) {
      const res = await t.request(path, { method })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow)
      expect(await res.json()).toMatchObject({ code: 405, reason: 'method_not_allowed' })
    }
    expect((await t.request('/api/nothing', { method: 'DELETE' })).status).toBe(404)
  })

  it('a body that is not JSON on a JSON endpoint: 415, and nothing changes', async () => {
    await t.createUser({ email: 'plain@alumni.test' })
    const token = await t.login('plain@alumni.test')
    const plain = await t.request('/usr/users', {
      method: 'PATCH',
      body: JSON.stringify({ city: 'Cádiz' }),
      headers: { 'Content-Type': 'text/plain' },
      token,
      locale: 'en',
    })
    expect(plain.status).toBe(415)
    expect(await plain.json()).toEqual({
      code: 415,
      reason: 'unsupported_media_type',
      message: 'The data you sent is not in the expected format.',
    })
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'plain@alumni.test'))
    expect(row?.city).toBeNull()
    const formBody = await t.request('/usr/login', {
      method: 'POST',
      body: 'email=a%40b.es&password=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(formBody.status).toBe(415)
  })

  it('misses under /files answer the API’s JSON 404, not a page', async () => {
    for (const path of [
      '/files',
      '/files/x',
      '/files/avatars/missing.webp',
      '/files/a/b/c',
      '/files/cvs/x.pdf',
    ]) {
      const res = await t.request(path, { apiKey: null })
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/)
      expect(await res.json()).toMatchObject({ code: 404, reason: 'not_found' })
    }
  })

  it('a URL over 16 KB: 431 with the error body, on a real server', async () => {
    const live = await serveOnLoopback(t.app.fetch)
    try {
      const res = await fetch(`${live.origin}/api/users?text=${'a'.repeat(17_000)}`)
      expect(res.status).toBe(431)
      expect(await res.json()).toEqual({
        code: 431,
        reason: 'headers_too_large',
        message: 'La dirección o las cabeceras de la petición son demasiado largas.',
      })
    } finally {
      await live.close()
    }
  })
})
