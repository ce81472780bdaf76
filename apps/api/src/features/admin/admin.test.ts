// The alumni office's verification: the admin endpoints and `pnpm admin users:verify`, with the
// confirmation mail received by a real SMTP server in the account's language.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/mail'
import { companies, users } from '../../db/schema/users'
import { form, linkIn, type Mailbox, pdf, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let mailbox: Mailbox
let admin: string
let alumni: string

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  await t.createUser({ email: 'office@admin.test', role: 'admin' })
  await t.createUser({ email: 'free@admin.test' })
  admin = await t.login('office@admin.test')
  alumni = await t.login('free@admin.test')
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

async function pending(email: string, language: string, name = 'Pending') {
  const user = await t.createUser({ email, status: 'pending', name })
  await t.database.db.update(users).set({ language }).where(eq(users.id, user.id))
  return user
}

type List = { items: { email: string; status: string; company: unknown }[]; total: number; maxPages: number }

describe('GET /usr/admin/users', () => {
  it('lists the accounts waiting for verification to the office only', async () => {
    await pending('waiting.one@admin.test', 'es', 'Marta')
    await pending('waiting.two@admin.test', 'en', 'John')
    const res = await t.request('/usr/admin/users', { token: admin })
    expect(res.status).toBe(200)
    const list = (await res.json()) as List
    expect(list.items.map((u) => u.email)).toEqual(
      expect.arrayContaining(['waiting.one@admin.test', 'waiting.two@admin.test']),
    )
    expect(list.items.every((u) => u.status === 'pending')).toBe(true)
    expect(list.items.map((u) => u.email)).not.toContain('free@admin.test')

    const found = (await (await t.request('/usr/admin/users?text=marta', { token: admin })).json()) as List
    expect(found.items.map((u) => u.email)).toEqual(['waiting.one@admin.test'])
    const active = (await (
      await t.request('/usr/admin/users?status=active', { token: admin })
    ).json()) as List
    expect(active.items.map((u) => u.email)).toContain('free@admin.test')

    expect((await t.request('/usr/admin/users', { token: alumni })).status).toBe(403)
    expect((await t.request('/usr/admin/users')).status).toBe(401)
    const bad = await t.request('/usr/admin/users?status=gone', { token: admin, locale: 'en' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: { status: [expect.stringMatching(/^Must be one of/)] } })
  })
})

describe('POST /usr/admin/users/{hash}/verify', () => {
  it('activates the account and mails the confirmation in its language, once', async () => {
    const user = await pending('verify.me@admin.test', 'en', 'John')
    const res = await t.request(`/usr/admin/users/${user.hash}/verify`, { method: 'POST', token: admin })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ email: 'verify.me@admin.test', status: 'active' })

    const mails = await mailbox.deliver()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(recipients(mail)).toEqual(['verify.me@admin.test'])
    expect(mail?.subject).toBe('Your account has been verified')
    const link = linkIn(mail)
    expect(link.pathname).toBe('/en/login')

    // The link's page: the person signs in.
    expect(await t.login('verify.me@admin.test')).toBeTruthy()

    // Again: a 409 that says who verified it and when, and no second mail.
    const again = await t.request(`/usr/admin/users/${user.hash}/verify`, {
      method: 'POST',
      token: admin,
      locale: 'en',
    })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^This account was already verified by office@admin\.test on /,
    )
    expect(await mailbox.deliver()).toHaveLength(0)
  })

  it('validates the company of a company account, which can then sign in', async () => {
    const user = await pending('rrhh@empresa-admin.test', 'es', 'Carmen')
    await t.database.db.update(users).set({ role: 'company' }).where(eq(users.id, user.id))
    await t.database.db.insert(companies).values({
      hash: randomBytes(9).toString('base64url'),
      userId: user.id,
      name: 'Empresa Pendiente S.L.',
      contactName: 'Carmen',
      documentNumber: 'B12345674',
    })
    const res = await t.request(`/usr/admin/users/${user.hash}/verify`, { method: 'POST', token: admin })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'active', company: { validated: true } })
    const [company] = await t.database.db.select().from(companies).where(eq(companies.userId, user.id))
    expect(company?.validatedAt).toBeInstanceOf(Date)
    const mails = await mailbox.deliver()
    expect(mails.map((m) => m.subject)).toEqual(['Tu cuenta ya está verificada'])
    // A company signs in on the company app.
    expect(linkIn(mails[0]).toString()).toBe('http://empresas.localhost/es/login')
    expect(await t.login('rrhh@empresa-admin.test')).toBeTruthy()
  })

  it('answers 404 for an unknown account, 400 for a disabled one, 403 to alumni', async () => {
    expect((await t.request('/usr/admin/users/nobody/verify', { method: 'POST', token: admin })).status).toBe(
      404,
    )
    const disabled = await t.createUser({ email: 'disabled@admin.test', status: 'disabled' })
    const res = await t.request(`/usr/admin/users/${disabled.hash}/verify`, { method: 'POST', token: admin })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      message: 'Esta cuenta está desactivada: no se puede verificar.',
    })
    const other = await pending('not.by.alumni@admin.test', 'es')
    const refused = await t.request(`/usr/admin/users/${other.hash}/verify`, {
      method: 'POST',
      token: alumni,
    })
    expect(refused.status).toBe(403)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id))
    expect(row?.status).toBe('pending')
    const outbox = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'not.by.alumni@admin.test'))
    expect(outbox).toHaveLength(0)
  })
})

describe('GET /usr/admin/users/{hash}/cv', () => {
  it('gives the office a person’s CV, and nobody else', async () => {
    const owner = await t.createUser({ email: 'cv.owner@admin.test' })
    const token = await t.login(owner.email)
    const upload = await t.request('/usr/users/cv', {
      method: 'POST',
      token,
      body: form('file', pdf('admin reads me'), 'Mi CV.pdf', 'application/pdf'),
    })
    expect(upload.status).toBe(200)
    const res = await t.request(`/usr/admin/users/${owner.hash}/cv`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).toContain('admin reads me')
    expect((await t.request(`/usr/admin/users/${owner.hash}/cv`, { token: alumni })).status).toBe(403)
    expect((await t.request(`/usr/admin/users/${owner.hash}/cv`)).status).toBe(401)
    const none = await t.createUser({ email: 'no.cv@admin.test' })
    expect((await t.request(`/usr/admin/users/${none.hash}/cv`, { token: admin })).status).toBe(404)
  })
})
