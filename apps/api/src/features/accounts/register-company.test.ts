// Company registration (POST /usr/company/register, multipart: the JSON `data` part and an optional `logo`)
// on a real database: the account and the company wait for the alumni office, bad input answers field
// messages in the caller's language, and a registration that fails at any step leaves nothing behind.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { companies, users } from '../../db/schema/users'
import {
  alumniRegistration,
  exe,
  type Mailbox,
  pdf,
  png,
  recipients,
  startMailbox,
} from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let mailbox: Mailbox

const limits = {
  recoveryPerAddress: 20,
  recoveryPerAccount: 3,
  wrongPasswordPerAccount: 10,
  registrationPerAddress: 100,
  windowSeconds: 900,
}

beforeAll(async () => {
  t = await createTestApp({ accountLimits: limits })
  mailbox = await startMailbox(t)
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

const valid = (email: string) => ({
  company_name: 'Cerámicas del Mediterráneo S.L.',
  contact_name: 'Núria Puig',
  contact_phone: '+34 964 000 000',
  document_number: 'B-12345674',
  email,
  email_repeat: email,
  password: 'una-clave-larga-2026',
  password_repeat: 'una-clave-larga-2026',
  language: 'ca',
  is_privacy: true,
  is_conditions: true,
})

/** The multipart form the company app sends: the fields as JSON text in `data`, the logo as a file. */
function companyForm(data: unknown, logo?: { bytes: Uint8Array; name: string; type: string }) {
  const body = new FormData()
  if (data !== undefined) body.set('data', typeof data === 'string' ? data : JSON.stringify(data))
  if (logo)
    body.set('logo', new File([logo.bytes as Uint8Array<ArrayBuffer>], logo.name, { type: logo.type }))
  return body
}

const register = (body: FormData, locale: 'es' | 'en' = 'es', app = t) =>
  app.request('/usr/company/register', { method: 'POST', body, locale })

const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors

const logos = (app = t) => readdir(join(app.env.dataDir, 'files', 'logos')).catch(() => [] as string[])

async function rowsOf(email: string, app = t) {
  const db = app.database.db
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  const [company] = user ? await db.select().from(companies).where(eq(companies.userId, user.id)) : []
  return { user, company }
}

async function totals(app = t) {
  const db = app.database.db
  const [u] = await db.select({ n: count() }).from(users)
  const [c] = await db.select({ n: count() }).from(companies)
  return { users: Number(u?.n), companies: Number(c?.n), logos: (await logos(app)).length }
}

const signIn = (email: string, locale: 'es' | 'en' = 'es') =>
  t.request('/usr/login', {
    json: { email, password: 'una-clave-larga-2026', deviceId: 'd', deviceType: 2 },
    locale,
  })

describe('POST /usr/company/register', () => {
  it('creates a pending company account and an unvalidated company, with the logo re-encoded to WebP', async () => {
    const res = await register(
      companyForm(valid('RRHH@Ceramicas.example'), {
        bytes: await png(1600, 800),
        name: 'logo.png',
        type: 'image/png',
      }),
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ email: 'rrhh@ceramicas.example', status: 'pending' })

    const { user, company } = await rowsOf('rrhh@ceramicas.example')
    assert(user && company, 'the account and its company')
    expect(user).toMatchObject({
      role: 'company',
      status: 'pending',
      language: 'ca',
      name: 'Núria Puig',
      documentType: 'cif',
      documentNumber: 'B12345674',
      isPrivacy: true,
      isConditions: true,
    })
    expect(user.passwordHash).toMatch(/^\$argon2id\$/)
    expect(company).toMatchObject({
      name: 'Cerámicas del Mediterráneo S.L.',
      contactName: 'Núria Puig',
      contactPhone: '+34 964 000 000',
      documentNumber: 'B12345674',
      validatedAt: null,
      notifyApplications: true,
    })
    // The logo is stored as a WebP that fits 512 × 512, and served under its public address.
    expect(company.logoKey).toMatch(/^logos\/\w+\.webp$/)
    const file = await t.request(`/files/${company.logoKey}`, { apiKey: null })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 256])

    // The receipt, in the language of the form (Catalan): the office checks the request first.
    const mails = await mailbox.deliver()
    expect(mails.map((m) => recipients(m))).toEqual([['rrhh@ceramicas.example']])
    expect(mails[0]?.subject).toBe('Hem rebut la teva sol·licitud de registre')
    expect(mails[0]?.text).toContain('Hola, Núria Puig:')
    expect(mails[0]?.text).toContain(
      'Gràcies per registrar Cerámicas del Mediterráneo S.L. a la borsa de treball del portal d’antics alumnes. Hem rebut la teva sol·licitud; l’oficina d’antics alumnes la revisarà i validarà l’empresa.',
    )
    // A company's links open the company app.
    expect(mails[0]?.text).toContain('http://empresas.localhost/ca/')
  })

  it('tells the pending company, with the right password only, that it waits for validation', async () => {
    await register(companyForm(valid('waiting@empresa.example')))
    const es = await signIn('waiting@empresa.example')
    expect(es.status).toBe(403)
    expect(await es.json()).toMatchObject({
      reason: 'account_not_verified',
      message: expect.stringContaining('Tu empresa está pendiente de validación'),
    })
    const en = await signIn('waiting@empresa.example', 'en')
    expect(await en.json()).toMatchObject({
      reason: 'account_not_verified',
      message: expect.stringContaining('Your company is waiting for validation'),
    })
    const wrong = await t.request('/usr/login', {
      json: { email: 'waiting@empresa.example', password: 'otra-clave-2026', deviceId: 'd', deviceType: 2 },
    })
    expect(wrong.status).toBe(401)
  })

  it('registers without a logo, and accepts a NIF as the company id', async () => {
    const res = await register(
      companyForm({ ...valid('autonomo@empresa.example'), document_number: '12345678z' }),
    )
    expect(res.status).toBe(201)
    const { user, company } = await rowsOf('autonomo@empresa.example')
    expect(user).toMatchObject({ documentType: 'nif', documentNumber: '12345678Z' })
    expect(company).toMatchObject({ logoKey: null, documentNumber: '12345678Z' })
  })

  it('refuses a CIF with the wrong control character, in the request’s language, and writes nothing', async () => {
    const before = await totals()
    const bad = companyForm({ ...valid('cif@empresa.example'), document_number: 'B12345670' })
    const es = await register(bad)
    expect(es.status).toBe(400)
    expect(await errorsOf(es)).toEqual({
      document_number: ['El CIF o NIF no es válido: revisa la letra o el dígito de control.'],
    })
    const en = await register(
      companyForm({ ...valid('cif@empresa.example'), document_number: 'B12345670' }),
      'en',
    )
    expect(await errorsOf(en)).toEqual({
      document_number: ['The company id (CIF or NIF) is not valid: check its control letter or digit.'],
    })
    expect(await totals()).toEqual(before)
  })

  it('names every missing field of both tabs, and the repeats that do not match', async () => {
    const empty = await errorsOf(await register(companyForm({})))
    for (const field of [
      'company_name',
      'contact_name',
      'contact_phone',
      'document_number',
      'email',
      'email_repeat',
      'password',
      'password_repeat',
      'language',
      'is_privacy',
      'is_conditions',
    ]) {
      expect(empty[field], field).toEqual(['Este campo es obligatorio.'])
    }
    // No data part at all is the same as an empty one.
    expect(Object.keys(await errorsOf(await register(companyForm(undefined))))).toEqual(Object.keys(empty))

    const mismatch = await errorsOf(
      await register(
        companyForm({
          ...valid('repeat@empresa.example'),
          email_repeat: 'other@empresa.example',
          password_repeat: 'otra-clave-larga-2026',
          contact_phone: 'llámame',
          is_conditions: false,
          language: 'fr',
        }),
        'en',
      ),
    )
    expect(mismatch.email_repeat?.[0]).toMatch(/match/i)
    expect(mismatch.password_repeat?.[0]).toMatch(/match/i)
    expect(mismatch.contact_phone).toEqual([
      'The phone number may contain only digits, spaces and the signs + ( ) - .',
    ])
    expect(mismatch.is_conditions).toEqual(['You must accept the terms of use.'])
    expect(mismatch.language).toBeDefined()
    expect((await rowsOf('repeat@empresa.example')).user).toBeUndefined()
  })

  it('refuses unknown fields (a role or a validation chosen by the caller)', async () => {
    const res = await register(companyForm({ ...valid('role@empresa.example'), role: 'admin' }))
    expect(res.status).toBe(400)
    expect(await errorsOf(res)).toEqual({ role: ['Este campo no está permitido.'] })
  })

  it('refuses a logo that is not an image by its bytes, whatever its name, and writes nothing', async () => {
    const before = await totals()
    for (const logo of [
      { bytes: exe(), name: 'logo.png', type: 'image/png' },
      { bytes: pdf(), name: 'logo.jpg', type: 'image/jpeg' },
    ]) {
      const res = await register(companyForm(valid('fake.logo@empresa.example'), logo), 'en')
      expect(res.status).toBe(400)
      expect(await errorsOf(res)).toEqual({
        logo: ['The file must be a JPEG, PNG, WebP, GIF or AVIF image.'],
      })
    }
    expect(await totals()).toEqual(before)
  })

  it('refuses a logo over the size limit (413) and a body that is not a form, and writes nothing', async () => {
    const before = await totals()
    const big = await register(
      companyForm(valid('big.logo@empresa.example'), {
        bytes: new Uint8Array(5 * 1024 * 1024 + 1),
        name: 'logo.png',
        type: 'image/png',
      }),
    )
    expect(big.status).toBe(413)
    const json = await t.request('/usr/company/register', { json: valid('json@empresa.example') })
    expect(json.status).toBe(400)
    expect(Object.keys(await errorsOf(json))).toEqual(['logo'])
    const broken = await register(companyForm('{"company_name": '))
    expect(broken.status).toBe(400)
    expect(await errorsOf(broken)).toEqual({ data: ['El cuerpo de la petición no es un JSON válido.'] })
    const list = await register(companyForm('[1, 2]'))
    expect(await errorsOf(list)).toEqual({ data: ['Debe ser un objeto.'] })
    const nul = await register(companyForm({ ...valid('nul@empresa.example'), company_name: 'A\u0000B' }))
    expect(nul.status).toBe(400)
    expect(Object.keys(await errorsOf(nul))).toEqual(['company_name'])
    expect(await totals()).toEqual(before)
  })

  it('answers an address that has an account as any other, stores no logo, and mails its owner', async () => {
    await t.createUser({ email: 'taken@empresa.example', name: 'Marta', role: 'company' })
    await mailbox.deliver()
    const before = await totals()
    const res = await register(
      companyForm(valid('TAKEN@empresa.example'), {
        bytes: await png(),
        name: 'logo.png',
        type: 'image/png',
      }),
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ email: 'taken@empresa.example', status: 'pending' })
    expect(await totals()).toEqual(before)
    const mails = await mailbox.deliver()
    expect(mails.map((m) => recipients(m))).toEqual([['taken@empresa.example']])
    expect(mails[0]?.text).toContain('Hola, Marta:')
    // The owner is a company: the link opens the company app.
    expect(mails[0]?.text).toContain('http://empresas.localhost/es/login')
  })

  it('leaves nothing behind, the stored logo included, when the database write fails', async () => {
    // A fault after the account's row is written: the company's insert fails inside the transaction.
    const db = t.database.db
    await db.execute(sql`
      create function refuse_company() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`)
    await db.execute(
      sql`create trigger refuse_company before insert on companies for each row execute function refuse_company()`,
    )
    try {
      const before = await totals()
      const res = await register(
        companyForm(valid('fault@empresa.example'), {
          bytes: await png(),
          name: 'logo.png',
          type: 'image/png',
        }),
      )
      expect(res.status).toBe(500)
      expect(await totals()).toEqual(before)
      expect((await rowsOf('fault@empresa.example')).user).toBeUndefined()
    } finally {
      await db.execute(sql`drop trigger refuse_company on companies`)
      await db.execute(sql`drop function refuse_company`)
    }
    // Once the fault is gone the same registration goes through.
    expect((await register(companyForm(valid('fault@empresa.example')))).status).toBe(201)
  })

  it('lets one of two simultaneous registrations of an address through', async () => {
    const results = await Promise.all([
      register(companyForm(valid('twice@empresa.example'))),
      register(companyForm(valid('twice@empresa.example'))),
    ])
    expect(results.map((r) => r.status)).toEqual([201, 201])
    const [row] = await t.database.db
      .select({ n: count() })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .where(eq(users.email, 'twice@empresa.example'))
    expect(Number(row?.n)).toBe(1)
  })

  it('limits registrations per client address, counting alumni and company registrations together', async () => {
    const limited = await createTestApp({ accountLimits: { ...limits, registrationPerAddress: 2 } })
    try {
      const alumni = await limited.request('/usr/register', {
        json: alumniRegistration('a@limit.example', { name: 'Ana', surname: 'Gil' }),
      })
      const statuses = [alumni.status]
      for (const email of ['b@limit.example', 'c@limit.example']) {
        statuses.push((await register(companyForm(valid(email)), 'es', limited)).status)
      }
      expect(statuses).toEqual([201, 201, 429])
      expect((await rowsOf('c@limit.example', limited)).user).toBeUndefined()
    } finally {
      await limited.close()
    }
  })
})
