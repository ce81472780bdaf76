// Password recovery, password change and e-mail change, followed through the links of the mails a real
// SMTP server receives.
import { eq } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { accountTokens, users } from '../../db/schema/users'
import { linkIn, type Mailbox, recipients, startMailbox, tokenIn } from '../../test/fixtures'
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness'

let t: TestApp
let mailbox: Mailbox

beforeAll(async () => {
  t = await createTestApp({
    accountLimits: {
      recoveryPerAddress: 8,
      recoveryPerAccount: 2,
      wrongPasswordPerAccount: 3,
      windowSeconds: 900,
    },
  })
  mailbox = await startMailbox(t)
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

const post = (path: string, json: unknown, init: { token?: string; locale?: 'es' | 'en' } = {}) =>
  t.request(path, { method: 'POST', json, ...init })

const me = (token: string, deviceId?: string) => t.request('/usr/users/me', { token, deviceId })

async function userWithLanguage(email: string, language: string) {
  const user = await t.createUser({ email, name: 'Ana' })
  await t.database.db.update(users).set({ language }).where(eq(users.id, user.id))
  return user
}

describe('password recovery', () => {
  it('answers the same for any address and mails a one-hour, single-use link only to an account', async () => {
    await userWithLanguage('forgot@accounts.test', 'en')
    const phone = await t.login('forgot@accounts.test', TEST_PASSWORD, 'phone')
    const laptop = await t.login('forgot@accounts.test', TEST_PASSWORD, 'laptop')
    // In use just before the reset (so this process has them at hand).
    expect((await me(phone, 'phone')).status).toBe(200)
    expect((await me(laptop, 'laptop')).status).toBe(200)

    const known = await post('/usr/recovery', { email: 'Forgot@Accounts.test' })
    const unknown = await post('/usr/recovery', { email: 'nobody@accounts.test' })
    expect([known.status, unknown.status]).toEqual([204, 204])
    expect(await known.text()).toBe(await unknown.text())

    const mails = await mailbox.deliver()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(recipients(mail)).toEqual(['forgot@accounts.test'])
    expect(mail?.subject).toBe('Reset your password')
    const link = linkIn(mail)
    expect(link.pathname).toBe('/en/user/recovery')
    const token = tokenIn(link)

    // Only the token's hash is stored, valid for an hour.
    const [stored] = await t.database.db.select().from(accountTokens)
    assert(stored, 'a stored token')
    expect(stored.tokenHash).not.toContain(token)
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000)
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000)

    expect((await post('/usr/recovery/check', { token })).status).toBe(204)
    const mismatch = await post(
      '/usr/recovery/reset',
      { token, password: 'nueva-clave-2026', password_repeat: 'otra-clave-2026' },
      { locale: 'en' },
    )
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({
      errors: { password_repeat: [expect.stringMatching(/match/)] },
    })

    const reset = await post('/usr/recovery/reset', {
      token,
      password: 'nueva-clave-2026',
      password_repeat: 'nueva-clave-2026',
    })
    expect(reset.status).toBe(204)
    // Every session of the account ended; the new password signs in, the old one does not.
    expect((await me(phone, 'phone')).status).toBe(401)
    expect((await me(laptop, 'laptop')).status).toBe(401)
    expect(await t.login('forgot@accounts.test', 'nueva-clave-2026')).toBeTruthy()
    await expect(t.login('forgot@accounts.test')).rejects.toThrow(/401/)

    // Single use.
    const reused = await post('/usr/recovery/reset', {
      token,
      password: 'tercera-clave-2026',
      password_repeat: 'tercera-clave-2026',
    })
    expect(reused.status).toBe(400)
    expect(await reused.json()).toMatchObject({
      errors: { token: ['El enlace no es válido, ya se ha usado o ha caducado. Pide uno nuevo.'] },
    })
    expect((await post('/usr/recovery/check', { token }, { locale: 'en' })).status).toBe(400)
  })

  it('refuses an expired link, and only the latest link works', async () => {
    await userWithLanguage('expired@accounts.test', 'es')
    await post('/usr/recovery', { email: 'expired@accounts.test' })
    const first = tokenIn(linkIn((await mailbox.deliver())[0]))
    await post('/usr/recovery', { email: 'expired@accounts.test' })
    const [second] = await mailbox.deliver()
    expect(second?.subject).toBe('Restablece tu contraseña')
    const latest = tokenIn(linkIn(second))
    expect((await post('/usr/recovery/check', { token: first })).status).toBe(400)
    expect((await post('/usr/recovery/check', { token: latest })).status).toBe(204)

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'expired@accounts.test'))
    assert(user, 'the account')
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id))
    const res = await post('/usr/recovery/reset', {
      token: latest,
      password: 'nueva-clave-2026',
      password_repeat: 'nueva-clave-2026',
    })
    expect(res.status).toBe(400)
    expect(await t.login('expired@accounts.test')).toBeTruthy()
  })

  it('limits the mails per account silently and the requests per address with 429', async () => {
    await userWithLanguage('flood@accounts.test', 'es')
    // Two mails per window for this account (the test's limit); the third request still answers 204.
    for (let i = 0; i < 3; i++) {
      expect((await post('/usr/recovery', { email: 'flood@accounts.test' })).status).toBe(204)
    }
    expect(
      (await mailbox.deliver()).filter((m) => recipients(m).includes('flood@accounts.test')),
    ).toHaveLength(2)
    // The tests above sent 2 + 2 requests from this address, this one 3: the 8th is the last allowed.
    expect((await post('/usr/recovery', { email: 'someone@accounts.test' })).status).toBe(204)
    const limited = await post('/usr/recovery', { email: 'someone@accounts.test' }, { locale: 'en' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited.json()).toMatchObject({
      message: 'Too many attempts. Please wait a moment and try again.',
    })
  })

  it('validates the request in the caller’s language', async () => {
    const es = await post('/usr/recovery/reset', { token: 'x', password: 'corta', password_repeat: 'corta' })
    expect(await es.json()).toMatchObject({ errors: { password: ['Debe tener al menos 10 caracteres.'] } })
    const en = await post('/usr/recovery/reset', {}, { locale: 'en' })
    expect(await en.json()).toMatchObject({
      errors: { token: ['This field is required.'], password: ['This field is required.'] },
    })
  })
})

describe('PATCH /usr/users/password', () => {
  it('needs the current password and ends the other sessions, not this one', async () => {
    await t.createUser({ email: 'change@accounts.test' })
    const here = await t.login('change@accounts.test', TEST_PASSWORD, 'here')
    const elsewhere = await t.login('change@accounts.test', TEST_PASSWORD, 'elsewhere')
    expect((await me(elsewhere, 'elsewhere')).status).toBe(200)
    const body = {
      password_old: 'no-es-esta',
      password: 'nueva-clave-2026',
      password_repeat: 'nueva-clave-2026',
    }

    const wrong = await t.request('/usr/users/password', {
      method: 'PATCH',
      json: body,
      token: here,
      deviceId: 'here',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      errors: { password_old: ['La contraseña actual no es correcta.'] },
    })

    const ok = await t.request('/usr/users/password', {
      method: 'PATCH',
      json: { ...body, password_old: TEST_PASSWORD },
      token: here,
      deviceId: 'here',
    })
    expect(ok.status).toBe(204)
    expect((await me(here, 'here')).status).toBe(200)
    expect((await me(elsewhere, 'elsewhere')).status).toBe(401)
    expect(await t.login('change@accounts.test', 'nueva-clave-2026', 'third')).toBeTruthy()
    expect((await t.request('/usr/users/password', { method: 'PATCH', json: body })).status).toBe(401)
  })

  it('refuses with 429 after too many wrong current passwords', async () => {
    await t.createUser({ email: 'guess@accounts.test' })
    const token = await t.login('guess@accounts.test')
    const guess = (password_old: string) =>
      t.request('/usr/users/password', {
        method: 'PATCH',
        json: { password_old, password: 'nueva-clave-2026', password_repeat: 'nueva-clave-2026' },
        token,
      })
    for (let i = 0; i < 3; i++) expect((await guess(`wrong-${i}`)).status).toBe(400)
    expect((await guess(TEST_PASSWORD)).status).toBe(429)
  })
})

describe('changing the e-mail address', () => {
  it('mails a link to the new address and changes it only when the link is used', async () => {
    const user = await userWithLanguage('old.address@accounts.test', 'ca')
    const token = await t.login('old.address@accounts.test')
    const ask = (json: unknown, locale: 'es' | 'en' = 'es') =>
      post('/usr/users/email', json, { token, locale })

    const wrong = await ask({
      email: 'new@accounts.test',
      email_repeat: 'new@accounts.test',
      password_old: 'nope',
    })
    expect(await wrong.json()).toMatchObject({
      errors: { password_old: ['La contraseña actual no es correcta.'] },
    })
    const own = await ask(
      {
        email: 'Old.Address@accounts.test',
        email_repeat: 'old.address@accounts.test',
        password_old: TEST_PASSWORD,
      },
      'en',
    )
    expect(await own.json()).toMatchObject({
      errors: { email: ['This already is the address of your account.'] },
    })
    const mismatch = await ask({
      email: 'new@accounts.test',
      email_repeat: 'other@accounts.test',
      password_old: TEST_PASSWORD,
    })
    expect(mismatch.status).toBe(400)
    expect(Object.keys(((await mismatch.json()) as { errors: object }).errors)).toEqual(['email_repeat'])
    expect(await mailbox.deliver()).toHaveLength(0)

    const ok = await ask({
      email: 'New@Accounts.test',
      email_repeat: 'new@accounts.test',
      password_old: TEST_PASSWORD,
    })
    expect(ok.status).toBe(204)
    const current = (await (await me(token)).json()) as { email: string; email_pending: string | null }
    expect(current).toMatchObject({ email: 'old.address@accounts.test', email_pending: 'new@accounts.test' })

    const mails = await mailbox.deliver()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(recipients(mail)).toEqual(['new@accounts.test'])
    expect(mail?.subject).toBe('Confirma la teva nova adreça electrònica')
    const link = linkIn(mail)
    expect(link.pathname).toBe('/es/user/email-confirm')

    const confirmed = await post('/usr/users/email/confirm', { token: link.searchParams.get('token') })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ email: 'new@accounts.test' })
    expect(await (await me(token)).json()).toMatchObject({ email: 'new@accounts.test', email_pending: null })
    expect(await t.login('new@accounts.test')).toBeTruthy()
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.email).toBe('new@accounts.test')

    const again = await post('/usr/users/email/confirm', { token: link.searchParams.get('token') })
    expect(again.status).toBe(400)
  })

  it('refuses the link when the address was registered by someone else meanwhile', async () => {
    await t.createUser({ email: 'race@accounts.test' })
    const token = await t.login('race@accounts.test')
    await post(
      '/usr/users/email',
      { email: 'wanted@accounts.test', email_repeat: 'wanted@accounts.test', password_old: TEST_PASSWORD },
      { token },
    )
    const link = linkIn((await mailbox.deliver())[0])
    await t.createUser({ email: 'wanted@accounts.test' })
    const res = await post(
      '/usr/users/email/confirm',
      { token: link.searchParams.get('token') },
      { locale: 'en' },
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      errors: { token: ['An account with this e-mail address already exists.'] },
    })
    expect(await (await me(token)).json()).toMatchObject({ email: 'race@accounts.test' })
  })
})

describe('links mailed to a company account', () => {
  // An app of its own: the tests above used up this address's recovery requests.
  let c: TestApp
  let inbox: Mailbox
  beforeAll(async () => {
    c = await createTestApp()
    inbox = await startMailbox(c)
  })
  afterAll(async () => {
    await inbox.close()
    await c.close()
  })

  it('open the company app: password recovery and e-mail change, whichever host asked', async () => {
    await c.createUser({ email: 'rrhh@empresa.test', role: 'company' })
    await c.createUser({ email: 'alumna@accounts.test' })
    await c.request('/usr/recovery', { method: 'POST', json: { email: 'rrhh@empresa.test' } })
    await c.request('/usr/recovery', {
      method: 'POST',
      json: { email: 'alumna@accounts.test' },
      host: 'empresas.localhost',
    })
    const recovery = await inbox.deliver()
    const linkTo = (email: string) => linkIn(recovery.find((m) => recipients(m).includes(email)))
    expect(linkTo('rrhh@empresa.test').origin).toBe('http://empresas.localhost')
    expect(linkTo('rrhh@empresa.test').pathname).toBe('/es/user/recovery')
    // An alumni account goes to the alumni app, even when it asked from the company host.
    expect(linkTo('alumna@accounts.test').origin).toBe('http://localhost')

    const token = await c.login('rrhh@empresa.test')
    const ok = await c.request('/usr/users/email', {
      method: 'POST',
      json: {
        email: 'seleccion@empresa.test',
        email_repeat: 'seleccion@empresa.test',
        password_old: TEST_PASSWORD,
      },
      token,
    })
    expect(ok.status).toBe(204)
    const [confirmation] = await inbox.deliver()
    const link = linkIn(confirmation)
    expect(`${link.origin}${link.pathname}`).toBe('http://empresas.localhost/es/user/email-confirm')
  })
})
