// Issue 9, abuse and leaks: the client address behind proxies (4), text the database cannot store (5),
// personal data in logs (6), registration and recovery as an oracle and a flood (7), hidden fields inferred
// through directory filters (8).

import { eq, sql } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/users'
import { hashPassword } from '../lib/auth/password'
import { alumniRegistration, type Mailbox, recipients, referenceHashes, startMailbox } from '../test/fixtures'
import { createTestApp, TEST_API_KEY, TEST_PASSWORD, type TestApp } from '../test/harness'
import { createLoggedApp } from '../test/security'

const login = (email: string, password = TEST_PASSWORD, deviceId = 'test-device') => ({
  email,
  password,
  deviceId,
  deviceType: 2,
  push: null,
})

describe('4. the client address is the one the trusted proxies saw, not what the client wrote', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '1' },
      limits: { perAccount: 1000, perAddress: 6, windowSeconds: 600 },
    })
  })
  afterAll(() => t.close())

  it('random leftmost X-Forwarded-For values do not escape the per-address login limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const spoofed = `10.${i}.${i}.${i}, 172.16.0.${i}`
      const res = await t.request('/usr/login', {
        json: login(`nobody${i}@alumni.test`, 'wrong-password-2026'),
        headers: { 'X-Forwarded-For': `${spoofed}, 198.51.100.7` },
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429])
    // Another client behind the same proxy is counted apart.
    const other = await t.request('/usr/login', {
      json: login('nobody@alumni.test', 'wrong-password-2026'),
      headers: { 'X-Forwarded-For': '10.0.0.1, 198.51.100.8' },
    })
    expect(other.status).toBe(401)
  })

  it('reads as many hops from the right as there are trusted proxies (TRUST_PROXY=2)', async () => {
    const two = await createTestApp({
      seed: 'none',
      env: { TRUST_PROXY: '2' },
      limits: { perAccount: 1000, perAddress: 2, windowSeconds: 600 },
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        const res = await two.request('/usr/login', {
          json: login('nobody@alumni.test', 'wrong-password-2026'),
          headers: { 'X-Forwarded-For': `192.0.2.${i}, 198.51.100.9, 10.0.0.2` },
        })
        statuses.push(res.status)
      }
      expect(statuses).toEqual([401, 401, 429, 429])
    } finally {
      await two.close()
    }
  })
})

describe('5. text the database cannot store is a 400 with a field message, never a 500', () => {
  let t: TestApp
  let member: string
  let admin: string
  beforeAll(async () => {
    t = await createTestApp()
    await t.createUser({ email: 'ana@alumni.test', role: 'alumniPremium' })
    await t.createUser({ email: 'office@uni.test', role: 'admin' })
    member = await t.login('ana@alumni.test')
    admin = await t.login('office@uni.test')
  })
  afterAll(() => t.close())

  const message = {
    es: 'Contiene un carácter no permitido (el carácter nulo o un carácter Unicode incompleto).',
    en: 'Contains a character that is not allowed (the null character or an incomplete Unicode character).',
  }

  it('in the query and in the path', async () => {
    const query = await t.request('/api/users?text=%00', { token: member })
    expect(query.status).toBe(400)
    expect(await query.json()).toEqual({
      code: 400,
      reason: 'validation_failed',
      message: 'Revisa los datos enviados: hay campos con errores.',
      errors: { text: [message.es] },
    })
    const path = await t.request('/api/users/%00', { token: member, locale: 'en' })
    expect(path.status).toBe(400)
    expect(await path.json()).toMatchObject({ errors: { path: [message.en] } })
    const search = await t.request('/usr/admin/users?text=a%00b', { token: admin })
    expect(search.status).toBe(400)
    expect(await search.json()).toMatchObject({ errors: { text: [message.es] } })
  })

  it('in any JSON string field, nested ones included, and nothing is saved', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/usr/register', alumniRegistration('nul@alumni.test', { name: 'Lu\u0000cía' }), 'name'],
      [
        'POST',
        '/usr/register',
        alumniRegistration('nul2@alumni.test', { document_number: '12345678Z\u0000' }),
        'document_number',
      ],
      ['PATCH', '/usr/users', { city: 'Alge\u0000ciras' }, 'city'],
      [
        'PATCH',
        '/usr/users',
        { payment: { bank: 'B', name: 'N\u0000', iban: 'ES9121000418450200051332' } },
        'payment.name',
      ],
      ['PATCH', '/usr/users', { about_me: 'half a character: \ud800' }, 'about_me'],
      [
        'POST',
        '/usr/workExperiences',
        { name: 'x\u0000', contract: 'full_time', company_name: 'C', start: '2020-01-01' },
        'name',
      ],
      ['POST', '/usr/projects', { name: 'Proyecto', links: ['https://example.org/\u0000'] }, 'links.0'],
      ['POST', '/usr/login', login('ana@alumni.test\u0000'), 'email'],
    ]
    for (const [method, path, json, field] of cases) {
      const res = await t.request(path, {
        method,
        json,
        token: path === '/usr/register' ? undefined : member,
      })
      expect(res.status, `${method} ${path}`).toBe(400)
      const body = (await res.json()) as { errors: Record<string, string[]> }
      expect(body.errors, `${method} ${path}`).toEqual({ [field]: [message.es] })
    }
    const [ana] = await t.database.db.select().from(users).where(eq(users.email, 'ana@alumni.test'))
    expect(ana).toMatchObject({ city: null, aboutMe: null, paymentIban: null })
    const [registered] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.email} like 'nul%'`)
    expect(registered?.n).toBe(0)
  })
})

describe('6. a failed query logs its statement and error, never its values', () => {
  it('a failing profile update logs neither the IBAN nor the city; a failing registration no hash, e-mail or document', async () => {
    const logged = await createLoggedApp()
    try {
      const db = logged.database.db
      await db.insert(users).values({
        hash: 'log-test-user',
        email: 'lucia@alumni.test',
        passwordHash: await hashPassword(TEST_PASSWORD),
        role: 'alumniFreemium',
        status: 'active',
        name: 'Lucía',
        surname: 'Martín',
      })
      // A fault the database reports for this write only (as a bug or a broken migration would).
      await db.execute(
        sql`alter table users add constraint security_test_fault check (city is distinct from 'Villafallo')`,
      )
      await db.execute(
        sql`alter table users add constraint security_test_fault_2 check (surname is distinct from 'Fallido')`,
      )
      const headers = { 'X-Api-Key': TEST_API_KEY, 'Content-Type': 'application/json' }
      const signIn = await logged.app.request('/usr/login', {
        method: 'POST',
        headers,
        body: JSON.stringify(login('lucia@alumni.test')),
      })
      const { token } = (await signIn.json()) as { token: string }
      const update = await logged.app.request('/usr/users', {
        method: 'PATCH',
        headers: { ...headers, 'X-Token': token, 'X-Device-Id': 'test-device' },
        body: JSON.stringify({
          city: 'Villafallo',
          payment: { bank: 'Caixa', name: 'Lucía Martín', iban: 'ES9121000418450200051332' },
        }),
      })
      expect(update.status).toBe(500)
      const register = await logged.app.request('/usr/register', {
        method: 'POST',
        headers,
        body: JSON.stringify(
          alumniRegistration('nueva.persona@alumni.test', {
            surname: 'Fallido',
            document_number: '00000001R',
          }),
        ),
      })
      expect(register.status).toBe(500)

      const log = logged.log()
      expect(log).toContain('unhandled error')
      expect(log).toMatch(/update \\"users\\" set/)
      expect(log).toMatch(/insert into \\"users\\"/)
      expect(log).toContain('security_test_fault')
      for (const value of [
        'ES9121000418450200051332',
        'Villafallo',
        'Lucía Martín',
        'nueva.persona@alumni.test',
        '00000001R',
        '$argon2id',
        'Fallido',
      ]) {
        expect(log, value).not.toContain(value)
      }
    } finally {
      await logged.close()
    }
  })
})

describe('7. registration and recovery tell nothing, and are limited per address', () => {
  let t: TestApp
  let mailbox: Mailbox
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } })
    mailbox = await startMailbox(t)
    await t.createUser({ email: 'known@alumni.test', name: 'Carmen' })
  })
  afterAll(async () => {
    await mailbox.close()
    await t.close()
  })
  const from = (address: string) => ({ 'X-Forwarded-For': address })

  it('an address with an account is answered as any other; its owner is mailed, in their language', async () => {
    await t.database.db.update(users).set({ language: 'ca' }).where(eq(users.email, 'known@alumni.test'))
    const known = await t.request('/usr/register', {
      json: alumniRegistration('KNOWN@alumni.test'),
      headers: from('203.0.113.1'),
    })
    const fresh = await t.request('/usr/register', {
      json: alumniRegistration('fresh@alumni.test'),
      headers: from('203.0.113.1'),
    })
    expect(known.status).toBe(fresh.status)
    const keys = async (res: Response) => Object.keys((await res.json()) as object)
    expect(await keys(known)).toEqual(await keys(fresh))
    // Each address gets one mail: the owner is told someone tried, the new one gets its receipt.
    const mails = await mailbox.deliver()
    expect(mails).toHaveLength(2)
    const mail = mails.find((m) => recipients(m).includes('known@alumni.test'))
    assert(mail)
    expect(mail.subject).toBe('Ja tens un compte al portal')
    const receipt = mails.find((m) => recipients(m).includes('fresh@alumni.test'))
    expect(receipt?.subject).toBe('Hemos recibido tu solicitud de registro')
    const pending = await t.database.db.select().from(users).where(eq(users.status, 'pending'))
    expect(pending.map((u) => u.email)).toEqual(['fresh@alumni.test'])
  })

  it('limits registrations per client address (10 in 15 minutes)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await t.request('/usr/register', {
        json: alumniRegistration(`flood${i}@alumni.test`),
        headers: from(`${i}.${i}.${i}.${i}, 203.0.113.2`),
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses[10]).toBe(429)
    const other = await t.request('/usr/register', {
      json: alumniRegistration('other@alumni.test'),
      headers: from('203.0.113.3'),
    })
    expect(other.status).toBe(201)
  })

  it('limits recoveries per client address (20 in 15 minutes)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const res = await t.request('/usr/recovery', {
        json: { email: `someone${i}@alumni.test` },
        headers: from(`${i}.0.0.1, 203.0.113.4`),
      })
      statuses.push(res.status)
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(20)
    expect(statuses[20]).toBe(429)
  })

  it('recovery takes the same time for a known and an unknown address', async () => {
    const times = { known: [] as number[], unknown: [] as number[] }
    // One account per request: each is mailed (an account gets at most 3 recovery mails a window).
    for (let i = 0; i < 20; i++) await t.createUser({ email: `known${i}@alumni.test` })
    for (let i = 0; i < 20; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const email = `${kind}${i}@alumni.test`
        const started = performance.now()
        const res = await t.request('/usr/recovery', { json: { email }, headers: from(`198.18.${i}.1`) })
        times[kind].push(performance.now() - started)
        expect(res.status).toBe(204)
        // The work left running (mailing the link) must not slow the next measurement.
        await t.app.settled()
      }
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1] ?? Number.NaN
    const [known, unknown] = [median(times.known), median(times.unknown)]
    // Before the fix a known address took three times as long (mailing the link); what is left is noise,
    // which a busy machine makes larger: 5 ms, or half the faster median.
    expect(Math.abs(known - unknown), `known ${known} ms, unknown ${unknown} ms`).toBeLessThan(
      Math.max(5, Math.min(known, unknown) / 2),
    )
  })
})

describe('8. a viewer filters the directory only on what they may see', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp()
    const ref = await referenceHashes(t)
    for (const [email, role] of [
      ['free@alumni.test', 'alumniFreemium'],
      ['premium@alumni.test', 'alumniPremium'],
      ['rrhh@empresa.test', 'company'],
    ] as const) {
      await t.createUser({ email, role })
      tokens[role] = await t.login(email)
    }
    const person = await t.createUser({ email: 'carmen@alumni.test', name: 'Carmen' })
    await t.database.db
      .update(users)
      .set({ city: 'Algeciras', isAppearByUser: true, isAppearByCompany: true })
      .where(eq(users.id, person.id))
    await t.request('/usr/users', {
      method: 'PATCH',
      json: { tags: [ref.userTag] },
      token: await t.login('carmen@alumni.test'),
    })
    tokens.tag = ref.userTag
  })
  afterAll(() => t.close())

  it('a free member asking for a city or tags is refused; they are shown no city and no tags', async () => {
    for (const query of ['location=Algeciras', `tags=${tokens.tag}`]) {
      const res = await t.request(`/api/users?${query}`, { token: tokens.alumniFreemium, locale: 'en' })
      expect(res.status, query).toBe(403)
      expect(await res.json()).toMatchObject({
        reason: 'forbidden',
        message: expect.stringMatching(/Premium/),
      })
    }
    const all = await t.request('/api/users', { token: tokens.alumniFreemium })
    expect(((await all.json()) as { items: { city: string | null }[] }).items).toEqual([
      expect.objectContaining({ name: 'Carmen', city: null, tags: [] }),
    ])
  })

  it('those who see the fields filter on them', async () => {
    for (const [path, token] of [
      ['/api/users', tokens.alumniPremium],
      ['/usr/company/directory', tokens.company],
    ] as const) {
      const res = await t.request(`${path}?location=algeciras&tags=${tokens.tag}`, { token })
      expect(res.status, path).toBe(200)
      expect(((await res.json()) as { items: { city: string }[] }).items.map((p) => p.city)).toEqual([
        'Algeciras',
      ])
    }
  })
})
