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

const post = (
  path: string,
  json: unknown,
  init: { token?: string; deviceId?: string; locale?: 'es' | 'en' } = {},
) => t.request(path, { method: 'POST', json, ...init })

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

    // The account is told, in its language, with what to do if it was not the person.
    const [changed, ...others] = await mailbox.deliver()
    expect(others).toEqual([])
    expect(recipients(changed)).toEqual(['forgot@accounts.test'])
    expect(changed?.subject).toBe('Your password has been changed')
    expect(changed?.text).toContain('was changed with a recovery link')
    expect(changed?.text).toContain('If it was not you, ask for a link to choose a new password right away')
    expect(linkIn(changed).pathname).toBe('/en/user/recovery')
    expect(linkIn(changed).search).toBe('')

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

    // One mail, for the change that was made: to the account, in its language (Spanish here).
    const mails = await mailbox.deliver()
    expect(mails.map(recipients)).toEqual([['change@accounts.test']])
    expect(mails[0]?.subject).toBe('Tu contraseña ha cambiado')
    expect(mails[0]?.text).toContain('se ha cambiado desde los ajustes de la cuenta')
    expect(mails[0]?.text).toContain(
      'Si no has sido tú, pide ahora un enlace para elegir una contraseña nueva',
    )
    expect(linkIn(mails[0]).pathname).toBe('/es/user/recovery')
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
    expect(link.pathname).toBe('/ca/user/email-confirm')

    const confirmed = await post('/usr/users/email/confirm', { token: link.searchParams.get('token') })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ email: 'new@accounts.test' })
    expect(await (await me(token)).json()).toMatchObject({ email: 'new@accounts.test', email_pending: null })
    expect(await t.login('new@accounts.test')).toBeTruthy()
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.email).toBe('new@accounts.test')

    const again = await post('/usr/users/email/confirm', { token: link.searchParams.get('token') })
    expect(again.status).toBe(400)

    // The old address is told, in the account's language, with the new one masked.
    const notices = await mailbox.deliver()
    expect(notices.map((m) => recipients(m))).toEqual([['old.address@accounts.test']])
    expect(notices[0]?.subject).toBe('L’adreça electrònica del teu compte ha canviat')
    expect(notices[0]?.text).toContain('ha canviat a n***@accounts.test')
    expect(linkIn(notices[0]).pathname).toBe('/ca/user/email-revert')
  })

  it('gives the old address a link that undoes the change, locks the account and ends its sessions, once', async () => {
    const user = await userWithLanguage('victim@accounts.test', 'en')
    const phone = await t.login('victim@accounts.test', TEST_PASSWORD, 'phone')
    const laptop = await t.login('victim@accounts.test', TEST_PASSWORD, 'laptop')
    // Whoever has the password moves the account to their own address.
    await post(
      '/usr/users/email',
      { email: 'thief@accounts.test', email_repeat: 'thief@accounts.test', password_old: TEST_PASSWORD },
      { token: laptop, deviceId: 'laptop' },
    )
    const confirmation = (await mailbox.deliver())[0]
    expect(recipients(confirmation)).toEqual(['thief@accounts.test'])
    expect((await post('/usr/users/email/confirm', { token: tokenIn(linkIn(confirmation)) })).status).toBe(
      200,
    )

    const notices = await mailbox.deliver()
    expect(notices.map((m) => recipients(m))).toEqual([['victim@accounts.test']])
    const [notice] = notices
    expect(notice?.subject).toBe('The e-mail address of your account has changed')
    expect(notice?.text).toContain('was changed to t***@accounts.test')
    expect(notice?.text).toContain(
      "If it was not you, use the button above: your account's address goes back",
    )
    expect(notice?.text).toContain('The link is valid for 14 days and can be used only once.')
    // The old mailbox may not be the person's any more: it is not told the new address.
    expect(notice?.text).not.toContain('thief@')
    expect(notice?.html).not.toContain('thief@')
    const link = linkIn(notice)
    expect(link.pathname).toBe('/en/user/email-revert')
    const token = tokenIn(link)

    const account = async () => {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
      return { email: row?.email, status: row?.status, hasPassword: row?.passwordHash != null }
    }
    const taken = { email: 'thief@accounts.test', status: 'active', hasPassword: true }
    expect(await account()).toEqual(taken)
    const revert = (value: string, locale: 'es' | 'en' = 'es') =>
      post('/usr/users/email/revert', { token: value }, { locale })

    // A forged link, one made of another token, and the right one once stale do nothing.
    const forged = await revert('A'.repeat(43), 'en')
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({
      errors: {
        token: ['The link is not valid, was already used or has expired.'],
      },
    })
    expect((await revert(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).status).toBe(400)
    const [stored] = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))
    assert(stored, 'the stored undo link')
    expect(stored).toMatchObject({ purpose: 'email_revert', newEmail: 'victim@accounts.test' })
    expect(stored.tokenHash).not.toContain(token)
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000)
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.id, stored.id))
    expect((await revert(token)).status).toBe(400)
    expect(await account()).toEqual(taken)
    expect((await me(phone, 'phone')).status).toBe(200)

    // In time, the link works: the old address is back, the account locked, every session ended.
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: stored.expiresAt })
      .where(eq(accountTokens.id, stored.id))
    expect((await revert(token)).status).toBe(204)
    const locked = { email: 'victim@accounts.test', status: 'disabled', hasPassword: false }
    expect(await account()).toEqual(locked)
    expect((await me(phone, 'phone')).status).toBe(401)
    expect((await me(laptop, 'laptop')).status).toBe(401)
    await expect(t.login('victim@accounts.test')).rejects.toThrow(/401/)
    await expect(t.login('thief@accounts.test')).rejects.toThrow(/401/)
    expect(await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toEqual(
      [],
    )
    // Recovery does not open a locked account: the office unlocks it.
    await post('/usr/recovery', { email: 'thief@accounts.test' })
    await post('/usr/recovery', { email: 'victim@accounts.test' })

    // Used once: a second time does nothing.
    expect((await revert(token)).status).toBe(400)
    expect(await account()).toEqual(locked)
    expect(await mailbox.deliver()).toEqual([])
  })

  it('keeps the first address’s link working after a second change', async () => {
    const user = await userWithLanguage('first@accounts.test', 'es')
    const token = await t.login('first@accounts.test')
    const move = async (to: string) => {
      await post('/usr/users/email', { email: to, email_repeat: to, password_old: TEST_PASSWORD }, { token })
      const [confirmation] = await mailbox.deliver()
      await post('/usr/users/email/confirm', { token: tokenIn(linkIn(confirmation)) })
      const [notice] = await mailbox.deliver()
      return notice
    }
    const toFirst = await move('second@accounts.test')
    const toSecond = await move('third@accounts.test')
    expect(recipients(toFirst)).toEqual(['first@accounts.test'])
    expect(recipients(toSecond)).toEqual(['second@accounts.test'])
    expect((await post('/usr/users/email/revert', { token: tokenIn(linkIn(toFirst)) })).status).toBe(204)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect([row?.email, row?.status]).toEqual(['first@accounts.test', 'disabled'])
    // Every other link of the account died with the lock.
    expect((await post('/usr/users/email/revert', { token: tokenIn(linkIn(toSecond)) })).status).toBe(400)
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
