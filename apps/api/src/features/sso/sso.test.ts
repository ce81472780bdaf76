// University single sign-on end to end: the API on loopback with the development OpenID provider mounted
// in it, walked like a browser (cookies, redirects, the provider's login form). PGlite by default; a fresh
// PostgreSQL database when DATABASE_URL is set.

import type { AddressInfo } from 'node:net'
import type { Role } from '@egresa/api-contract/permissions'
import { type ServerType, serve } from '@hono/node-server'
import { eq, sql } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/users'
import { createMailWorker } from '../../lib/mail/outbox'
import { createSmtpTransport } from '../../lib/mail/transport'
import { type Browser, createBrowser, readForm } from '../../test/browser'
import { tokenIn } from '../../test/fixtures'
import { silentLogger, startSmtpServer } from '../../test/smtp'
import { type SsoTestApp, startSsoTestApp } from '../../test/sso-app'
import { DEV_PASSWORD } from './dev-provider'
import { startSsoSession } from './service'

let server: ServerType
let origin = ''
let app: SsoTestApp

beforeAll(async () => {
  app = await startSsoTestApp()
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await app.close()
})

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}${path}`, {
    ...init,
    headers: {
      'x-api-key': 'egresa-dev-public-key',
      'accept-language': 'es',
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  })

/** Asks for the SSO address, signs in at the provider's form, and stops where the API sends the browser. */
async function signInAtUniversity(browser: Browser, email: string, password = DEV_PASSWORD) {
  const urlResponse = await api('/api/sso/url?isWeb=1')
  expect(urlResponse.status).toBe(200)
  const { url } = (await urlResponse.json()) as { url: string }
  const toApp = (location: URL) => location.pathname.startsWith('/es/')

  const loginPage = await browser.follow(url, { stop: toApp })
  expect(loginPage.response.status).toBe(200)
  const html = await loginPage.response.text()
  expect(html).toContain('<label for="email">')
  expect(html).toContain('<label for="password">')
  const { action } = readForm(html, loginPage.url)

  return browser.follow(action, { method: 'POST', form: { email, password }, stop: toApp })
}

async function exchange(token: string, deviceId = 'device-1') {
  return api('/api/sso/login', {
    method: 'POST',
    body: JSON.stringify({ token, deviceId, deviceType: 2, push: null }),
  })
}

async function insertAlumni(email: string, status: 'active' | 'pending', role: Role = 'alumniFreemium') {
  const [row] = await app.db
    .insert(users)
    .values({
      hash: `h${Math.random().toString(36).slice(2)}`,
      email,
      role,
      status,
      name: 'Lucía',
      surname: 'Martín',
    })
    .returning({ id: users.id, hash: users.hash })
  assert(row, 'the inserted account')
  return row
}

describe('university single sign-on', () => {
  it('signs an existing alumni in through the provider, and single logout ends the session', async () => {
    const alumni = await insertAlumni('alumni.free@demo.egresa.test', 'active')
    const browser = createBrowser()

    const back = await signInAtUniversity(browser, 'alumni.free@demo.egresa.test')
    expect(back.url.origin).toBe(origin)
    expect(back.url.pathname).toBe('/es/success')
    const ssoToken = tokenIn(back.url)
    expect(ssoToken).toMatch(/^[\w-]{40,}$/)

    const login = await exchange(ssoToken)
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }

    const me = await api('/usr/users/me', { headers: { 'x-token': token, 'x-device-id': 'device-1' } })
    expect(me.status).toBe(200)
    const body = (await me.json()) as { hash: string; email: string }
    expect(body).toMatchObject({ hash: alumni.hash, email: 'alumni.free@demo.egresa.test' })
    // Linked, not duplicated.
    const rows = await app.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'alumni.free@demo.egresa.test'))
    expect(rows).toHaveLength(1)

    const logout = await api(`/api/sso/logout?isWeb=1&token=${encodeURIComponent(token)}`)
    expect(logout.status).toBe(200)
    const { url: endSession } = (await logout.json()) as { url: string }
    expect(endSession.startsWith(`${origin}/_dev/oidc/session/end`)).toBe(true)

    // In the hidden frame the provider's page submits its own form; here we submit it as that script does.
    const confirm = await browser.follow(endSession)
    expect(confirm.response.status).toBe(200)
    const form = readForm(await confirm.response.text(), confirm.url)
    const done = await browser.follow(form.action, { method: 'POST', form: form.fields })
    expect(done.url.href).toBe(`${origin}/api/sso/logout-complete`)
    const page = await done.response.text()
    expect(page).toContain('egresa:sso-logout-complete')
    expect(page).toContain('postMessage')

    const after = await api('/usr/users/me', { headers: { 'x-token': token, 'x-device-id': 'device-1' } })
    expect(after.status).toBe(401)

    // The provider's own session is over too: the next sign-in asks for the password again.
    const again = await api('/api/sso/url?isWeb=1')
    const next = await browser.follow(((await again.json()) as { url: string }).url)
    expect(await next.response.text()).toContain('<label for="password">')
  })

  it('starts a pending alumni account on a first sign-in, refused until the office verifies it', async () => {
    const browser = createBrowser()
    const back = await signInAtUniversity(browser, 'ana.garcia@alumni.uni.test')
    expect(back.url.pathname).toBe('/es/success')

    const refused = await exchange(tokenIn(back.url))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 403, reason: 'account_not_verified' })

    const [created] = await app.db.select().from(users).where(eq(users.email, 'ana.garcia@alumni.uni.test'))
    expect(created).toMatchObject({
      status: 'pending',
      role: 'alumniFreemium',
      name: 'Ana',
      surname: 'García Pérez',
    })

    assert(created, 'the pending account')
    // Pending like a registration, so it gets the same receipt, read here from a real SMTP server.
    const smtp = await startSmtpServer()
    const transport = createSmtpTransport({ url: smtp.url, from: 'Portal <no-reply@alumni.test>' })
    try {
      const worker = createMailWorker({
        db: app.db,
        transport,
        logger: silentLogger,
        now: () => new Date(Date.now() + 2_000),
      })
      await worker.runOnce()
      const mails = smtp.received.filter((m) => m.envelopeTo.includes('ana.garcia@alumni.uni.test'))
      expect(mails).toHaveLength(1)
      expect(mails[0]?.parsed.subject).toBe('Hemos recibido tu solicitud de registro')
      expect(mails[0]?.parsed.text).toContain('Hola, Ana:')
      expect(mails[0]?.parsed.text).toContain(
        'Hemos recibido tu solicitud; la oficina de antiguos alumnos la revisará',
      )
    } finally {
      transport.close()
      await smtp.close()
    }
    await app.db
      .update(users)
      .set({ status: 'active', verifiedAt: new Date() })
      .where(eq(users.id, created.id))
    const second = await signInAtUniversity(createBrowser(), 'ana.garcia@alumni.uni.test')
    const accepted = await exchange(tokenIn(second.url), 'device-2')
    expect(accepted.status).toBe(200)
    const { token } = (await accepted.json()) as { token: string }
    const me = await api('/usr/users/me', { headers: { 'x-token': token, 'x-device-id': 'device-2' } })
    expect(await me.json()).toMatchObject({ email: 'ana.garcia@alumni.uni.test', name: 'Ana' })
  })

  it('refuses a replayed or an expired success token with 401', async () => {
    await insertAlumni('maria.lopez@alumni.uni.test', 'active')
    const back = await signInAtUniversity(createBrowser(), 'maria.lopez@alumni.uni.test')
    const ssoToken = tokenIn(back.url)
    expect((await exchange(ssoToken)).status).toBe(200)

    const replay = await exchange(ssoToken, 'device-other')
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ code: 401, reason: 'unauthorized' })

    const old = await startSsoSession(app.db, {
      claims: { email: 'maria.lopez@alumni.uni.test', email_verified: true },
      language: 'es',
      origins: {
        alumni: 'http://localhost',
        company: 'http://empresas.localhost',
        admin: 'http://admin.localhost',
      },
      now: new Date(Date.now() - 3 * 60 * 1000),
    })
    if ('error' in old) throw new Error(old.error)
    expect((await exchange(old.token)).status).toBe(401)
    expect((await exchange('not-a-token-we-issued')).status).toBe(401)
  })

  it('answers a malformed exchange with field messages in the request language', async () => {
    const response = await api('/api/sso/login', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
      body: JSON.stringify({ token: '', deviceType: 'web' }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { reason: string; errors: Record<string, string[]> }
    expect(body.reason).toBe('validation_failed')
    expect(Object.keys(body.errors).sort()).toEqual(['deviceId', 'deviceType', 'token'])
    expect(body.errors.deviceId).toEqual(['This field is required.'])
  })

  it('does not sign in a university account whose e-mail the university has not verified', async () => {
    const back = await signInAtUniversity(createBrowser(), 'jordi.puig@alumni.uni.test')
    expect(back.url.pathname).toBe('/es/login')
    expect(back.url.searchParams.get('ssoError')).toBe('sso_email_not_verified')
    expect(
      await app.db.select().from(users).where(eq(users.email, 'jordi.puig@alumni.uni.test')),
    ).toHaveLength(0)
  })

  it.each([
    ['es', 'El correo o la contraseña no son correctos.'],
    ['en', 'The e-mail address or the password is incorrect.'],
  ])(
    'shows the login form again in %s, with the error announced, after a wrong password',
    async (lang, message) => {
      const browser = createBrowser()
      const ask = await api('/api/sso/url?isWeb=1', { headers: { 'accept-language': lang } })
      const { url } = (await ask.json()) as { url: string }
      const page = await browser.follow(url)
      const { action } = readForm(await page.response.text(), page.url)
      const wrong = await browser.follow(action, {
        method: 'POST',
        form: { email: 'ana.garcia@alumni.uni.test', password: 'not-the-password' },
      })
      expect(wrong.response.status).toBe(401)
      const html = await wrong.response.text()
      expect(html).toContain(`<html lang="${lang}">`)
      expect(html).toContain(`role="alert">${message}</p>`)
      expect(html).toContain('aria-invalid="true"')
    },
  )

  it('refuses a callback that another browser started', async () => {
    const attacker = createBrowser()
    const { url } = (await (await api('/api/sso/url?isWeb=1')).json()) as { url: string }
    const page = await attacker.follow(url)
    const { action } = readForm(await page.response.text(), page.url)
    const callback = await attacker.follow(action, {
      method: 'POST',
      form: { email: 'maria.lopez@alumni.uni.test', password: DEV_PASSWORD },
      stop: (location) => location.pathname === '/api/sso/callback',
    })
    expect(callback.url.pathname).toBe('/api/sso/callback')

    // The victim opens the attacker's callback link: no flow cookie in this browser, so no session.
    const victim = await createBrowser().follow(callback.url.href, {
      stop: (l) => l.pathname.startsWith('/es/'),
    })
    expect(victim.url.pathname).toBe('/es/login')
    expect(victim.url.searchParams.get('ssoError')).toBe('sso_failed')

    // Nor when the victim was first lured through a start link the attacker asked for: each browser's
    // start makes its own state.
    const lured = createBrowser()
    await lured.follow(url)
    const forged = await lured.follow(callback.url.href, { stop: (l) => l.pathname.startsWith('/es/') })
    expect(forged.url.searchParams.get('ssoError')).toBe('sso_failed')
  })
})
