// The alumni office and companies: GET /usr/admin/companies by status and text, validating a company
// (POST /usr/admin/companies/{hash}/validate), which activates its account and mails it in its language with
// a link to the company app; the company can sign in afterwards. `pnpm admin companies:*` is tested with the
// other commands (features/admin/office-commands.test.ts).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, users } from '../../db/schema/users'
import { createCompany } from '../../test/companies'
import { linkIn, type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness'

let t: TestApp
let mailbox: Mailbox
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  await t.createUser({ email: 'office@companies.test', role: 'admin' })
  admin = await t.login('office@companies.test')
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

type Company = {
  hash: string
  company_name: string
  email: string
  status: string
  validated_at: string | null
}
type List = { items: Company[]; total: number; maxPages: number }

async function waiting(email: string, name: string, language: 'es' | 'en' | 'ca') {
  const company = await createCompany(t, { email, name, validated: false })
  await t.database.db.update(users).set({ language, name: 'Rita' }).where(eq(users.id, company.userId))
  return company
}

const list = async (query = '', token = admin) => {
  const res = await t.request(`/usr/admin/companies${query}`, { token })
  expect(res.status).toBe(200)
  return (await res.json()) as List
}

const signIn = (email: string) =>
  t.request('/usr/login', { json: { email, password: TEST_PASSWORD, deviceId: 'd', deviceType: 2 } })

describe('GET /usr/admin/companies', () => {
  it('lists companies by status, oldest first, and finds them by name, contact, e-mail or company id', async () => {
    const first = await waiting('first@companies.test', 'Árbol Ingeniería S.L.', 'es')
    const second = await waiting('second@companies.test', 'Bosque Digital S.A.', 'en')
    const validated = await createCompany(t, { email: 'done@companies.test', name: 'Ciudad Validada S.L.' })

    const pending = await list('?status=pending')
    expect(pending.items.map((c) => c.hash)).toEqual([first.hash, second.hash])
    expect(pending.items[0]).toMatchObject({
      company_name: 'Árbol Ingeniería S.L.',
      email: 'first@companies.test',
      status: 'pending',
      validated_at: null,
      document_number: 'B12345674',
      language: 'es',
    })
    expect((await list('?status=validated')).items.map((c) => c.hash)).toEqual([validated.hash])
    expect((await list()).total).toBe(3)

    expect((await list('?text=arbol')).items.map((c) => c.hash)).toEqual([first.hash])
    expect((await list('?text=SECOND@')).items.map((c) => c.hash)).toEqual([second.hash])
    expect((await list('?text=nadie')).items).toEqual([])
    const paged = await list('?size=2&page=2')
    expect([paged.items.length, paged.total, paged.maxPages]).toEqual([1, 3, 2])
  })

  it('refuses a bad status in the request’s language, and everyone but the office', async () => {
    const bad = await t.request('/usr/admin/companies?status=gone', { token: admin, locale: 'en' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: { status: [expect.stringMatching(/^Must be one of/)] } })
    const company = await createCompany(t, { email: 'nosy@companies.test' })
    const token = await t.login(company.email)
    expect((await t.request('/usr/admin/companies', { token })).status).toBe(403)
    expect(
      (await t.request(`/usr/admin/companies/${company.hash}/validate`, { method: 'POST', token })).status,
    ).toBe(403)
    expect((await t.request('/usr/admin/companies')).status).toBe(401)
  })
})

describe('POST /usr/admin/companies/{hash}/validate', () => {
  it('validates the company, activates its account and mails it in Catalan, once; the company signs in', async () => {
    const company = await waiting('valida@companies.test', 'Taulells del Nord S.L.', 'ca')
    await mailbox.deliver()
    expect((await signIn(company.email)).status).toBe(403)

    const res = await t.request(`/usr/admin/companies/${company.hash}/validate`, {
      method: 'POST',
      token: admin,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      hash: company.hash,
      status: 'validated',
      validated_at: expect.stringMatching(/^\d{4}-/),
    })
    const [account] = await t.database.db.select().from(users).where(eq(users.id, company.userId))
    expect(account).toMatchObject({ status: 'active' })
    expect(account?.verifiedAt).not.toBeNull()

    const mails = await mailbox.deliver()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(recipients(mail)).toEqual(['valida@companies.test'])
    expect(mail?.subject).toBe('Taulells del Nord S.L. ja pot publicar ofertes')
    expect(mail?.text).toContain('Hola, Rita:')
    // Catalan mails open the Catalan pages of the company app.
    expect(linkIn(mail).href).toBe('http://empresas.localhost/ca/login')
    expect((await signIn(company.email)).status).toBe(200)

    // Again: a 409 naming who validated it and when; nothing changes and nobody is mailed twice.
    const again = await t.request(`/usr/admin/companies/${company.hash}/validate`, {
      method: 'POST',
      token: admin,
    })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^Esta empresa ya fue validada por office@companies\.test el /,
    )
    expect(await mailbox.deliver()).toEqual([])
  })

  it('writes the mail in English for an English account, and answers 404 to an unknown hash', async () => {
    const company = await waiting('english@companies.test', 'Harbour Tech Ltd', 'en')
    await t.request(`/usr/admin/companies/${company.hash}/validate`, { method: 'POST', token: admin })
    const [mail] = await mailbox.deliver()
    expect(mail?.subject).toBe('Harbour Tech Ltd can now publish job offers')
    expect(linkIn(mail).href).toBe('http://empresas.localhost/en/login')
    const missing = await t.request('/usr/admin/companies/nope/validate', { method: 'POST', token: admin })
    expect(missing.status).toBe(404)
  })

  it('refuses a company whose account is disabled, changing nothing', async () => {
    const company = await waiting('disabled@companies.test', 'Apagada S.L.', 'es')
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, company.userId))
    const res = await t.request(`/usr/admin/companies/${company.hash}/validate`, {
      method: 'POST',
      token: admin,
      locale: 'en',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      message: 'This company’s account is disabled: it cannot be validated.',
    })
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id))
    expect(row?.validatedAt).toBeNull()
    expect(await mailbox.deliver()).toEqual([])
  })
})
