// Registration (POST /usr/register) on a real database: the account waits for verification, bad input
// answers field messages in the caller's language, and a refused registration leaves nothing behind.
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { users, userTags } from '../../db/schema/users'
import {
  alumniRegistration,
  type Mailbox,
  recipients,
  referenceHashes,
  startMailbox,
} from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let ref: Awaited<ReturnType<typeof referenceHashes>>
let mailbox: Mailbox

beforeAll(async () => {
  // More registrations from this one address than the default limit allows.
  t = await createTestApp({
    accountLimits: {
      recoveryPerAddress: 20,
      recoveryPerAccount: 3,
      wrongPasswordPerAccount: 10,
      registrationPerAddress: 100,
      windowSeconds: 900,
    },
  })
  ref = await referenceHashes(t)
  mailbox = await startMailbox(t)
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

const valid = (email: string) => alumniRegistration(email, { surname: 'Martín Pérez' })

const register = (body: unknown, locale: 'es' | 'en' = 'es') =>
  t.request('/usr/register', { json: body, locale })

const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors

async function accounts(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users)
  return Number(row?.n)
}

describe('POST /usr/register', () => {
  it('creates a pending alumni account with the optional fields, which cannot sign in yet', async () => {
    const res = await register({
      ...valid('Nueva.Alumna@Example.org'),
      document_number: '12345678-z',
      phone: '+34 600 000 000',
      city: 'València',
      country: 'es',
      birthdate: '1990-05-17',
      gender: 'female',
      language: 'ca',
      graduation_year: 2015,
      profile_type: 'student',
      category: ref.leaf,
      tags: [ref.userTag, ref.otherUserTag],
      url_linkedin: 'https://www.linkedin.com/in/lucia',
      is_newsletter: true,
      is_appear_by_user: true,
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ email: 'nueva.alumna@example.org', status: 'pending' })

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'nueva.alumna@example.org'))
    expect(row).toMatchObject({
      role: 'alumniFreemium',
      status: 'pending',
      documentType: 'dni',
      documentNumber: '12345678Z',
      countryCode: 'ES',
      language: 'ca',
      isPrivacy: true,
      isConditions: true,
      isNewsletter: true,
      isAppearByUser: true,
      isAppearByCompany: false,
    })
    assert(row, 'the new account')
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    const [tagCount] = await t.database.db
      .select({ n: count() })
      .from(userTags)
      .where(eq(userTags.userId, row.id))
    expect(Number(tagCount?.n)).toBe(2)

    const login = await t.request('/usr/login', {
      json: {
        email: 'nueva.alumna@example.org',
        password: 'una-clave-larga-2026',
        deviceId: 'd',
        deviceType: 2,
      },
    })
    expect(login.status).toBe(403)
    expect(await login.json()).toMatchObject({ reason: 'account_not_verified' })

    // The receipt, in the language the person chose for the mails (Catalan, so the Catalan pages).
    const mails = await mailbox.deliver()
    expect(mails.map((m) => recipients(m))).toEqual([['nueva.alumna@example.org']])
    expect(mails[0]?.subject).toBe('Hem rebut la teva sol·licitud de registre')
    expect(mails[0]?.text).toContain(
      'Hem rebut la teva sol·licitud; l’oficina d’antics alumnes la revisarà i comprovarà les teves dades.',
    )
    expect(mails[0]?.text).toContain('http://localhost/ca/')
  })

  it('answers an e-mail that has an account as any other, in any letter case, and mails its owner', async () => {
    await t.createUser({ email: 'taken@example.org', name: 'Marta' })
    const before = await accounts()
    const taken = await register(valid('TAKEN@example.org'))
    const fresh = await register(valid('fresh@example.org'))
    expect([taken.status, fresh.status]).toEqual([201, 201])
    expect(await taken.json()).toEqual({ email: 'taken@example.org', status: 'pending' })
    expect(await fresh.json()).toEqual({ email: 'fresh@example.org', status: 'pending' })
    expect(await accounts()).toBe(before + 1)
    const mails = await mailbox.deliver()
    const to = (email: string) => mails.filter((m) => recipients(m).includes(email))
    expect(mails).toHaveLength(2)
    // The owner of the address is told someone tried; the new address gets its receipt.
    expect(to('taken@example.org').map((m) => m.subject)).toEqual(['Ya tienes una cuenta en el portal'])
    expect(to('taken@example.org')[0]?.text).toContain('Hola, Marta:')
    expect(to('taken@example.org')[0]?.text).toContain('http://localhost/es/login')
    expect(to('fresh@example.org').map((m) => m.subject)).toEqual(['Hemos recibido tu solicitud de registro'])
  })

  it('names every missing required field', async () => {
    const res = await register({})
    expect(res.status).toBe(400)
    const errors = await errorsOf(res)
    for (const field of [
      'name',
      'surname',
      'email',
      'email_repeat',
      'password',
      'password_repeat',
      'document_type',
      'document_number',
      'is_privacy',
      'is_conditions',
    ]) {
      expect(errors[field], field).toEqual(['Este campo es obligatorio.'])
    }
  })

  it('checks the DNI letter, the repeats, the password length and the acceptances, in Spanish, English and Catalan', async () => {
    const bad = {
      ...valid('someone@example.org'),
      email_repeat: 'someone.else@example.org',
      password: 'corta',
      password_repeat: 'distinta',
      document_number: '12345678A',
      is_privacy: false,
      phone: 'call me',
    }
    // @egresa/validators' rules (the DNI's letter, a length) and @egresa/api-contract's checks (the privacy
    // policy, the phone), from the API's catalog in the request's language.
    const es = await errorsOf(await register(bad))
    expect(es.document_number).toEqual([
      'Este campo no es válido: la letra no corresponde a los números del DNI (revisa la letra y los dígitos)',
    ])
    expect(es.email_repeat).toEqual(['Este campo no coincide'])
    expect(es.password).toEqual(['Debe tener al menos 10 caracteres.'])
    expect(es.is_privacy).toEqual(['Debes aceptar la política de privacidad.'])
    expect(es.phone).toEqual(['El teléfono solo puede contener números, espacios y los signos + ( ) - .'])

    const en = await errorsOf(await register(bad, 'en'))
    expect(en.document_number).toEqual([
      'This field is not valid: the letter does not match the DNI numbers (check the letter and the digits)',
    ])
    expect(en.email_repeat).toEqual(['This field does not match'])
    expect(en.password).toEqual(['Must have at least 10 characters.'])
    expect(en.is_privacy).toEqual(['You must accept the privacy policy.'])
    expect(en.phone).toEqual(['The phone number may contain only digits, spaces and the signs + ( ) - .'])

    const ca = await errorsOf(
      await t.request('/usr/register', {
        json: bad,
        headers: { 'Accept-Language': 'ca-ES,ca;q=0.9,es;q=0.8' },
      }),
    )
    expect(ca.document_number).toEqual([
      'Aquest camp no és vàlid: la lletra no correspon als números del DNI (revisa la lletra i els dígits)',
    ])
    expect(ca.email_repeat).toEqual(['Aquest camp no coincideix'])
    expect(ca.password).toEqual(['Ha de tenir com a mínim 10 caràcters.'])
    expect(ca.is_privacy).toEqual(['Has d’acceptar la política de privadesa.'])
    expect(ca.phone).toEqual(['El telèfon només pot contenir números, espais i els signes + ( ) - .'])

    const repeat = await errorsOf(
      await register({ ...valid('someone@example.org'), password_repeat: 'otra-clave-larga-2026' }),
    )
    expect(Object.keys(repeat)).toEqual(['password_repeat'])
  })

  it('checks the other document types by their own rules', async () => {
    const ok = async (document_type: string, document_number: string, email: string) =>
      (await register({ ...valid(email), document_type, document_number })).status
    expect(await ok('nie', 'X1234567L', 'nie.ok@example.org')).toBe(201)
    expect(await ok('nie', 'X1234567A', 'nie.bad@example.org')).toBe(400)
    expect(await ok('passport', 'ABC123456', 'passport.ok@example.org')).toBe(201)
    expect(await ok('passport', '12', 'passport.bad@example.org')).toBe(400)
    expect(await ok('other', 'UK-ID 42', 'other.ok@example.org')).toBe(201)
  })

  it('refuses references that do not fit, and then creates nothing', async () => {
    const before = await accounts()
    const res = await register(
      {
        ...valid('refs@example.org'),
        category: ref.branch,
        tags: [ref.userTag, ref.articleTag],
        country: 'XX',
        url_portfolio: 'javascript:alert(1)',
      },
      'en',
    )
    expect(res.status).toBe(400)
    const errors = await errorsOf(res)
    // The URL is a shape rule: it is reported before the references are looked up.
    expect(Object.keys(errors)).toEqual(['url_portfolio'])
    const refs = await errorsOf(
      await register(
        {
          ...valid('refs@example.org'),
          category: ref.branch,
          tags: [ref.userTag, ref.articleTag],
          country: 'XX',
        },
        'en',
      ),
    )
    expect(refs.category?.[0]).toMatch(/degree/)
    expect(refs.tags?.[0]).toMatch(/tags/)
    expect(refs.country).toEqual(['This country does not exist.'])
    expect(await accounts()).toBe(before)
    const [row] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'refs@example.org'))
    expect(Number(row?.n)).toBe(0)
  })

  it('refuses unknown fields (a role chosen by the caller) and a password of spaces', async () => {
    const res = await register({ ...valid('role@example.org'), role: 'admin', status: 'active' })
    expect(res.status).toBe(400)
    // valibot reports the first unknown key.
    expect(await errorsOf(res)).toEqual({ role: ['Este campo no está permitido.'] })
    const spaces = await errorsOf(
      await register({
        ...valid('spaces@example.org'),
        password: ' '.repeat(12),
        password_repeat: ' '.repeat(12),
      }),
    )
    expect(spaces.password).toEqual(['La contraseña debe tener al menos 10 caracteres que no sean espacios.'])
  })

  it('lets one of two simultaneous registrations of an address through', async () => {
    const results = await Promise.all([
      register(valid('twice@example.org')),
      register(valid('twice@example.org')),
    ])
    expect(results.map((r) => r.status)).toEqual([201, 201])
    const [row] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'twice@example.org'))
    expect(Number(row?.n)).toBe(1)
  })
})
