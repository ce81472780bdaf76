// The company's profile and settings: GET/PATCH /usr/company (company details, mail language,
// notifications), the logo checked on its bytes, and the password change of a company account.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, users } from '../../db/schema/users'
import { createCompany, type TestCompany } from '../../test/companies'
import { exe, form, png } from '../../test/fixtures'
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness'

let t: TestApp
let company: TestCompany
let token: string

beforeAll(async () => {
  t = await createTestApp()
  company = await createCompany(t, { email: 'rrhh@perfil.example', name: 'Perfiles S.A.' })
  token = await t.login(company.email)
})
afterAll(() => t.close())

const get = (as = token, locale: 'es' | 'en' = 'es') => t.request('/usr/company', { token: as, locale })
const patch = (json: unknown, locale: 'es' | 'en' = 'es', as = token) =>
  t.request('/usr/company', { method: 'PATCH', json, token: as, locale })
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors
const logos = () => readdir(join(t.env.dataDir, 'files', 'logos')).catch(() => [] as string[])
const uploadLogo = (bytes: Uint8Array, name = 'logo.png', type = 'image/png', as = token) =>
  t.request('/usr/company/logo', { method: 'POST', body: form('logo', bytes, name, type), token: as })

describe('GET and PATCH /usr/company', () => {
  it('answers the signed-in company’s profile and settings', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      hash: company.hash,
      company_name: 'Perfiles S.A.',
      contact_name: 'Recruiter',
      contact_phone: '+34 600 000 000',
      document_number: 'B12345674',
      logo: null,
      email: 'rrhh@perfil.example',
      language: 'es',
      notify_applications: true,
      validated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      users: [{ hash: company.userHash, name: 'Recruiter', surname: 'User', email: 'rrhh@perfil.example' }],
    })
  })

  it('saves the company details and the configuration; the account follows the id and language', async () => {
    const res = await patch({
      company_name: '  Perfiles y Talento S.A. ',
      contact_name: 'Jordi Vidal',
      contact_phone: '964 11 22 33',
      document_number: '12345678-z',
      language: 'ca',
      notify_applications: false,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      company_name: 'Perfiles y Talento S.A.',
      contact_name: 'Jordi Vidal',
      contact_phone: '964 11 22 33',
      document_number: '12345678Z',
      language: 'ca',
      notify_applications: false,
    })
    const [account] = await t.database.db.select().from(users).where(eq(users.id, company.userId))
    // The contact person is the company's data: the account holder keeps their own name (the mails' greeting).
    expect(account).toMatchObject({ name: 'Recruiter', language: 'ca', documentType: 'nif' })
    // One field alone changes only that field.
    expect(await (await patch({ notify_applications: true })).json()).toMatchObject({
      company_name: 'Perfiles y Talento S.A.',
      language: 'ca',
      notify_applications: true,
    })
    expect(await (await get()).json()).toMatchObject({ notify_applications: true, language: 'ca' })
  })

  it('refuses a CIF with the wrong control character, an empty name and unknown fields, changing nothing', async () => {
    const before = await (await get()).json()
    const es = await patch({ document_number: 'B12345670', company_name: ' ' })
    expect(es.status).toBe(400)
    const errors = await errorsOf(es)
    expect(errors.document_number).toEqual([
      'El CIF o NIF no es válido: revisa la letra o el dígito de control.',
    ])
    expect(errors.company_name).toBeDefined()
    const en = await patch({ document_number: 'B12345670' }, 'en')
    expect(await errorsOf(en)).toEqual({
      document_number: ['The company id (CIF or NIF) is not valid: check its control letter or digit.'],
    })
    const unknown = await patch({ validated_at: '2020-01-01T00:00:00Z' })
    expect(unknown.status).toBe(400)
    const language = await patch({ language: 'fr' }, 'en')
    expect(Object.keys(await errorsOf(language))).toEqual(['language'])
    expect(await (await get()).json()).toEqual(before)
  })

  it('answers 404 to an account without a company, and 403 to alumni', async () => {
    await t.createUser({ email: 'office@perfil.example', role: 'admin' })
    const admin = await t.login('office@perfil.example')
    expect((await get(admin)).status).toBe(404)
    expect((await patch({ contact_name: 'X' }, 'es', admin)).status).toBe(404)
    await t.createUser({ email: 'alumni@perfil.example', role: 'alumniPremium' })
    const alumni = await t.login('alumni@perfil.example')
    expect((await get(alumni)).status).toBe(403)
    expect((await patch({ contact_name: 'X' }, 'es', alumni)).status).toBe(403)
    expect((await uploadLogo(await png(), 'logo.png', 'image/png', alumni)).status).toBe(403)
  })
})

describe('PATCH /usr/company/users/{hash}', () => {
  const rename = (hash: string, json: unknown, as = token, locale: 'es' | 'en' = 'es') =>
    t.request(`/usr/company/users/${hash}`, { method: 'PATCH', json, token: as, locale })

  it('renames the company’s own user: the profile shows it and the mails greet it', async () => {
    const res = await rename(company.userHash, { name: '  Carmen ', surname: 'Vidal Serra' })
    expect(res.status).toBe(200)
    const profile = (await res.json()) as { users: unknown[]; contact_name: string }
    expect(profile.users).toEqual([
      { hash: company.userHash, name: 'Carmen', surname: 'Vidal Serra', email: 'rrhh@perfil.example' },
    ])
    const [account] = await t.database.db.select().from(users).where(eq(users.id, company.userId))
    expect(account).toMatchObject({ name: 'Carmen', surname: 'Vidal Serra' })
    // The contact person is not touched.
    expect(profile.contact_name).not.toBe('Carmen')
    expect(((await (await get()).json()) as { users: unknown[] }).users).toEqual(profile.users)
  })

  it('refuses an empty name with the field’s message in the request’s language, changing nothing', async () => {
    const es = await rename(company.userHash, { name: ' ', surname: 'X' })
    expect(es.status).toBe(400)
    expect(Object.keys(await errorsOf(es))).toEqual(['name'])
    const en = await rename(company.userHash, { name: '', surname: '' }, token, 'en')
    expect((await errorsOf(en)).name?.[0]).toMatch(/[A-Za-z]/)
    expect((await rename(company.userHash, { name: 'A', surname: 'B', role: 'admin' })).status).toBe(400)
    const [account] = await t.database.db.select().from(users).where(eq(users.id, company.userId))
    expect(account).toMatchObject({ name: 'Carmen', surname: 'Vidal Serra', role: 'company' })
  })

  it('answers 404 for another company’s user, an alumni or an unknown hash, and 403 to alumni', async () => {
    const other = await createCompany(t, { email: 'rrhh@otra.example', name: 'Otra S.L.' })
    expect((await rename(other.userHash, { name: 'Robada', surname: '' })).status).toBe(404)
    const person = await t.createUser({ email: 'persona@perfil.example', role: 'alumniPremium' })
    expect((await rename(person.hash, { name: 'Robada', surname: '' })).status).toBe(404)
    expect((await rename('no-such-hash', { name: 'Nadie', surname: '' })).status).toBe(404)
    const [untouched] = await t.database.db.select().from(users).where(eq(users.id, other.userId))
    expect(untouched?.name).toBe('Recruiter')
    const [person2] = await t.database.db.select().from(users).where(eq(users.id, person.id))
    expect(person2?.name).not.toBe('Robada')

    const alumni = await t.login('persona@perfil.example')
    expect((await rename(person.hash, { name: 'Yo', surname: '' }, alumni)).status).toBe(403)
    expect(
      (await t.request(`/usr/company/users/${company.userHash}`, { method: 'PATCH', json: {} })).status,
    ).toBe(401)
  })
})

describe('the company logo', () => {
  it('stores an image as WebP, replaces the previous one and removes it', async () => {
    const first = await uploadLogo(await png(300, 900))
    expect(first.status).toBe(200)
    const { logo } = (await first.json()) as { logo: string }
    expect(logo).toMatch(/^\/files\/logos\/\w+\.webp$/)
    const served = await t.request(logo, { apiKey: null })
    expect(served.status).toBe(200)
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 171, 512])
    expect(await (await get()).json()).toMatchObject({ logo })

    const second = await uploadLogo(await png(), 'otro.jpg', 'image/jpeg')
    const replaced = ((await second.json()) as { logo: string }).logo
    expect(replaced).not.toBe(logo)
    expect(await logos()).toHaveLength(1)
    expect((await t.request(logo, { apiKey: null })).status).toBe(404)

    const removed = await t.request('/usr/company/logo', { method: 'DELETE', token })
    expect(removed.status).toBe(204)
    expect(await (await get()).json()).toMatchObject({ logo: null })
    expect(await logos()).toHaveLength(0)
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id))
    expect(row?.logoKey).toBeNull()
  })

  it('refuses a file that is not an image by its bytes, and a missing file, keeping the logo', async () => {
    const kept = ((await (await uploadLogo(await png())).json()) as { logo: string }).logo
    const fake = await uploadLogo(exe(), 'logo.png')
    expect(fake.status).toBe(400)
    expect(await errorsOf(fake)).toEqual({
      logo: ['El archivo debe ser una imagen JPEG, PNG, WebP, GIF o AVIF.'],
    })
    const none = await t.request('/usr/company/logo', { method: 'POST', body: new FormData(), token })
    expect(none.status).toBe(400)
    expect(await errorsOf(none)).toEqual({ logo: ['Este campo es obligatorio.'] })
    expect(await (await get()).json()).toMatchObject({ logo: kept })
    expect(await logos()).toHaveLength(1)
  })
})

describe('PATCH /usr/users/password for a company account', () => {
  it('needs the current password, then signs in with the new one only', async () => {
    const other = await t.login(company.email, TEST_PASSWORD, 'other-device')
    const wrong = await t.request('/usr/users/password', {
      method: 'PATCH',
      token,
      locale: 'en',
      json: {
        password_old: 'not-the-one',
        password: 'empresa-clave-2026',
        password_repeat: 'empresa-clave-2026',
      },
    })
    expect(wrong.status).toBe(400)
    expect(await errorsOf(wrong)).toEqual({ password_old: ['The current password is not correct.'] })

    const changed = await t.request('/usr/users/password', {
      method: 'PATCH',
      token,
      json: {
        password_old: TEST_PASSWORD,
        password: 'empresa-clave-2026',
        password_repeat: 'empresa-clave-2026',
      },
    })
    expect(changed.status).toBe(204)
    // This session goes on; the other device's ended; the new password signs in and the old one does not.
    expect((await get()).status).toBe(200)
    expect((await t.request('/usr/company', { token: other, deviceId: 'other-device' })).status).toBe(401)
    await expect(t.login(company.email, TEST_PASSWORD, 'third')).rejects.toThrow(/401/)
    expect(await t.login(company.email, 'empresa-clave-2026', 'third')).toMatch(/\S+/)
  })
})
