// Premium membership (docs/membership.md): the upgrade by SEPA mandate (its mail, in the person's language),
// upgrading twice, bad input in both languages, a change of IBAN, card payments, the office's grants and
// removals, the renewal notice, the lapse, and the new rights seen on the very next request. IBANs are
// encrypted at rest (the raw columns are read) and shown masked everywhere.
import { createDecipheriv } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { MANDATE_TEXT_VERSION } from '@egresa/api-contract/membership'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  membershipCharges,
  membershipCollectionRuns,
  membershipMandates,
  membershipTierChanges,
} from '../../db/schema/membership'
import { users } from '../../db/schema/users'
import { forgetSessions } from '../../lib/auth/session'
import { encryptStoredIbans, IBAN_KEY_FILE, ibanVault } from '../../lib/iban-vault'
import { type Mailbox, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'
import { membershipCommands } from './commands'
import { decryptIban } from './iban'
import { addDays, addYear, isoDay, lapseMembership, markChargesExported } from './service'

let t: TestApp
let mailbox: Mailbox
let office: Actor

type Body = Record<string, unknown>
type Membership = {
  role: string
  tier: string
  premium_until: string | null
  paid_by: string | null
  can_upgrade: boolean
  can_downgrade: boolean
  mandate: { reference: string; iban_masked: string; holder: string; status: string } | null
  next_charge: { amount_cents: number; due_on: string; sequence: string; status: string } | null
  charges: {
    kind: string
    status: string
    sequence: string | null
    amount_cents: number
    mandate: string | null
  }[]
  fee_cents: number
  creditor: { name: string; identifier: string | null }
  has_payment_link: boolean
  url_payment: string | null
}
type ErrorBody = { code: number; reason: string; message: string; errors?: Record<string, string[]> }

const IBAN = 'ES91 2100 0418 4502 0005 1332'
const IBAN_PLAIN = 'ES9121000418450200051332'
const OTHER_IBAN = 'DE89 3704 0044 0532 0130 00'
const today = () => isoDay(new Date())

const mandate = (overrides: Body = {}) => ({
  holder: 'Lucía Martín Pérez',
  bank: 'CaixaBank',
  iban: IBAN,
  acceptMandate: true,
  mandateVersion: MANDATE_TEXT_VERSION,
  ...overrides,
})

const send = async <T = Body>(
  method: string,
  path: string,
  json: unknown,
  token?: string,
  locale: 'es' | 'en' = 'es',
) => {
  const res = await t.request(path, { method, json, token, locale })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}
const get = async <T = Body>(path: string, token?: string) => {
  const res = await t.request(path, { token })
  return { status: res.status, body: (await res.json()) as T }
}
const rowsOf = async (userId: string) => ({
  mandates: await t.database.db
    .select()
    .from(membershipMandates)
    .where(eq(membershipMandates.userId, userId)),
  charges: await t.database.db.select().from(membershipCharges).where(eq(membershipCharges.userId, userId)),
})
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]

beforeAll(async () => {
  t = await createTestApp({
    env: {
      MEMBERSHIP_CREDITOR_NAME: 'Asociación Alumni UJI',
      MEMBERSHIP_CREDITOR_ID: 'ES59ZZZG12345678',
      MEMBERSHIP_PAYMENT_LINK: 'https://pay.example.org/alumni',
    },
  })
  mailbox = await startMailbox(t)
  office = await createPerson(t, { role: 'admin' })
})

afterAll(async () => {
  await mailbox?.close()
  await t?.close()
})

describe('the upgrade', () => {
  it('records the mandate, makes the person Premium for a year, schedules the FRST charge and mails both', async () => {
    const ana = await createPerson(t, { role: 'alumniFreemium', name: 'Ana', language: 'en' })
    // A free member meets the job bank's door...
    expect((await get('/api/jobs', ana.token)).status).toBe(403)
    const res = await send<Membership>('POST', '/usr/membership/upgrade', mandate(), ana.token, 'en')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      role: 'alumniPremium',
      tier: 'premium',
      premium_until: addYear(today()),
      paid_by: 'sepa',
      can_upgrade: false,
      can_downgrade: false,
      mandate: {
        iban_masked: 'ES91 **** **** **** **** 1332',
        holder: 'Lucía Martín Pérez',
        status: 'active',
      },
      next_charge: { amount_cents: 5000, due_on: addDays(today(), 14), sequence: 'FRST', status: 'pending' },
      creditor: { name: 'Asociación Alumni UJI', identifier: 'ES59ZZZG12345678' },
    })
    const reference = res.body.mandate?.reference ?? ''
    expect(reference.length).toBeLessThanOrEqual(35)
    // ...and walks through it on the very next request (no 2-second wait for the session cache).
    expect((await get('/api/jobs', ana.token)).status).toBe(200)

    const [mail] = await mailbox.deliver()
    expect(mail?.to).toMatchObject({ value: [{ address: ana.email }] })
    expect(mail?.subject).toBe('You are Premium: your direct debit mandate')
    expect(mail?.text).toContain(reference)
    expect(mail?.text).toContain('ES59ZZZG12345678')
    expect(mail?.text).toContain('Asociación Alumni UJI')
    expect(mail?.text).toContain('within eight weeks')
    expect(mail?.text).toContain('€50.00')
    expect(mail?.text).toContain('ES91 **** **** **** **** 1332')
    expect(mail?.text).not.toContain(IBAN_PLAIN)

    // At rest: encrypted in the mandate and in the profile, never the IBAN itself.
    const { mandates } = await rowsOf(ana.id)
    expect(mandates).toHaveLength(1)
    expect(mandates[0]?.ibanEncrypted).toMatch(/^v1:/)
    expect(mandates[0]?.ibanEncrypted).not.toContain('2100')
    expect(mandates[0]?.acceptedIp).toBeTruthy()
    const user = await userRow(ana.id)
    expect(user?.paymentIban).toMatch(/^v1:/)
    expect(decryptIban(t.env, mandates[0]?.ibanEncrypted ?? '')).toBe(IBAN_PLAIN)
    const changes = await t.database.db
      .select()
      .from(membershipTierChanges)
      .where(eq(membershipTierChanges.userId, ana.id))
    expect(changes).toMatchObject([{ fromRole: 'alumniFreemium', toRole: 'alumniPremium', kind: 'upgrade' }])

    // The current user shows the IBAN masked, and the payment link with the person's reference.
    const me = await get<{ payment: { iban: string }; urlPaymentFlywire: string; role: string }>(
      '/usr/users/me',
      ana.token,
    )
    expect(me.body.role).toBe('alumniPremium')
    expect(me.body.payment.iban).toBe('ES91 **** **** **** **** 1332')
    expect(me.body.urlPaymentFlywire).toBe(`https://pay.example.org/alumni?ref=${user?.codeNumeric}`)
  })

  it('a staff member becomes empleadoPremium, mailed in Catalan when that is their language', async () => {
    const joan = await createPerson(t, { role: 'empleadoFreemium', name: 'Joan', language: 'ca' })
    const res = await send<Membership>('POST', '/usr/membership/upgrade', mandate(), joan.token)
    expect(res.status).toBe(201)
    expect(res.body.role).toBe('empleadoPremium')
    const [mail] = await mailbox.deliver()
    expect(mail?.subject).toBe('Ja ets Premium: la teva ordre de domiciliació')
    expect(mail?.text).toContain('50,00')
  })

  it('upgrading twice answers 409 with a message and records nothing twice', async () => {
    const luis = await createPerson(t, { role: 'alumniFreemium', name: 'Luis' })
    const [first, second] = await Promise.all([
      send('POST', '/usr/membership/upgrade', mandate(), luis.token),
      send<ErrorBody>('POST', '/usr/membership/upgrade', mandate(), luis.token),
    ])
    const statuses = [first.status, second.status].sort()
    expect(statuses).toEqual([201, 409])
    const again = await send<ErrorBody>('POST', '/usr/membership/upgrade', mandate(), luis.token)
    expect(again.status).toBe(409)
    expect(again.body.reason).toBe('conflict')
    expect(again.body.message).toMatch(/ya es Premium/)
    const { mandates, charges } = await rowsOf(luis.id)
    expect(mandates).toHaveLength(1)
    expect(charges).toHaveLength(1)
    expect(await mailbox.deliver()).toHaveLength(1)
  })

  it('refuses a bad IBAN, a country outside SEPA, an unaccepted mandate and an old mandate text, in es and en', async () => {
    const eva = await createPerson(t, { role: 'alumniFreemium', name: 'Eva' })
    const cases: [Body, string][] = [
      [{ iban: 'ES91 2100 0418 4502 0005 1333' }, 'iban'],
      [{ iban: 'BR18 0036 0305 0000 1000 9795 493C 1' }, 'iban'],
      [{ acceptMandate: false }, 'acceptMandate'],
      [{ holder: '' }, 'holder'],
      [{ mandateVersion: 'sepa-core-1999' }, 'mandateVersion'],
    ]
    for (const [overrides, field] of cases) {
      const es = await send<ErrorBody>('POST', '/usr/membership/upgrade', mandate(overrides), eva.token, 'es')
      const en = await send<ErrorBody>('POST', '/usr/membership/upgrade', mandate(overrides), eva.token, 'en')
      expect(es.status, field).toBe(400)
      expect(en.status, field).toBe(400)
      expect(es.body.errors?.[field]?.[0], field).toBeTruthy()
      expect(en.body.errors?.[field]?.[0], field).toBeTruthy()
      expect(en.body.errors?.[field]?.[0], field).not.toBe(es.body.errors?.[field]?.[0])
    }
    const { mandates, charges } = await rowsOf(eva.id)
    expect(mandates).toHaveLength(0)
    expect(charges).toHaveLength(0)
    expect((await userRow(eva.id))?.role).toBe('alumniFreemium')
  })

  it('a company or the office cannot become Premium', async () => {
    const res = await send<ErrorBody>('POST', '/usr/membership/upgrade', mandate(), office.token)
    expect(res.status).toBe(409)
  })
})

describe('a change of IBAN', () => {
  it('ends the old mandate and moves the waiting charge to the new one as a first collection', async () => {
    const marta = await createPerson(t, { role: 'alumniFreemium', name: 'Marta' })
    await send('POST', '/usr/membership/upgrade', mandate(), marta.token)
    await mailbox.deliver()
    const res = await send<Membership>(
      'PUT',
      '/usr/membership/mandate',
      mandate({ iban: OTHER_IBAN, bank: 'Commerzbank' }),
      marta.token,
    )
    expect(res.status).toBe(200)
    expect(res.body.mandate).toMatchObject({ iban_masked: 'DE89 **** **** **** ** 3000' })
    const { mandates, charges } = await rowsOf(marta.id)
    expect(mandates.map((m) => m.status).sort()).toEqual(['active', 'ended'])
    const active = mandates.find((m) => m.status === 'active')
    const pending = charges.filter((c) => c.status === 'pending')
    expect(pending).toHaveLength(1)
    expect(pending[0]).toMatchObject({ mandateId: active?.id, sequence: 'FRST' })
    expect(charges.filter((c) => c.status === 'cancelled')).toHaveLength(1)
    const [mail] = await mailbox.deliver()
    expect(mail?.subject).toBe('Tu nueva orden de domiciliación')
    expect(mail?.text).toContain(active?.reference ?? '-')
  })

  it('is for members who pay by direct debit: a free member upgrades instead (409)', async () => {
    const free = await createPerson(t, { role: 'alumniFreemium' })
    const res = await send<ErrorBody>('PUT', '/usr/membership/mandate', mandate(), free.token, 'en')
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/become Premium/)
  })
})

describe('the office', () => {
  it('records a card payment: a year of Premium, from the end date when it is ahead; the same payment twice is 409', async () => {
    const pablo = await createPerson(t, { role: 'alumniFreemium', name: 'Pablo' })
    const hash = (await userRow(pablo.id))?.hash ?? ''
    const paid = await send<{ membership: Membership }>(
      'POST',
      `/usr/admin/membership/${hash}/card-payment`,
      { reference: 'FW-1001' },
      office.token,
    )
    expect(paid.status).toBe(200)
    expect(paid.body.membership).toMatchObject({
      role: 'alumniPremium',
      paid_by: 'card',
      premium_until: addYear(today()),
    })
    expect(paid.body.membership.charges).toMatchObject([{ kind: 'card', status: 'paid', amount_cents: 5000 }])
    // The person's next request has the Premium rights.
    expect((await get('/api/jobs', pablo.token)).status).toBe(200)
    const more = await send<{ membership: Membership }>(
      'POST',
      `/usr/admin/membership/${hash}/card-payment`,
      { reference: 'FW-1002' },
      office.token,
    )
    expect(more.body.membership.premium_until).toBe(addYear(addYear(today())))
    const twice = await send<ErrorBody>(
      'POST',
      `/usr/admin/membership/${hash}/card-payment`,
      { reference: 'FW-1002' },
      office.token,
    )
    expect(twice.status).toBe(409)
    const members = await send<ErrorBody>(
      'POST',
      `/usr/admin/membership/${hash}/card-payment`,
      { reference: 'FW-1003' },
      pablo.token,
    )
    expect(members.status).toBe(403)
  })

  it('grants and removes a tier by hand, keeping the reason, and the person sees it on the next request', async () => {
    const sara = await createPerson(t, { role: 'alumniFreemium', name: 'Sara' })
    const hash = (await userRow(sara.id))?.hash ?? ''
    const granted = await send<{ membership: Membership; tier_changes: Body[] }>(
      'PUT',
      `/usr/admin/membership/${hash}/tier`,
      { role: 'alumniDesempleados', reason: 'Certificado del SEPE visto el 24/11/2026' },
      office.token,
    )
    expect(granted.status).toBe(200)
    expect(granted.body.membership).toMatchObject({
      role: 'alumniDesempleados',
      tier: 'premium',
      paid_by: 'grant',
    })
    expect(granted.body.tier_changes[0]).toMatchObject({
      from_role: 'alumniFreemium',
      to_role: 'alumniDesempleados',
      kind: 'grant',
      reason: 'Certificado del SEPE visto el 24/11/2026',
      actor: office.email,
    })
    expect((await get('/api/jobs', sara.token)).status).toBe(200)
    const removed = await send<{ membership: Membership }>(
      'PUT',
      `/usr/admin/membership/${hash}/tier`,
      { role: 'alumniFreemium', reason: 'Ha encontrado trabajo' },
      office.token,
    )
    expect(removed.body.membership.role).toBe('alumniFreemium')
    expect((await get('/api/jobs', sara.token)).status).toBe(403)
    const bad = await send<ErrorBody>(
      'PUT',
      `/usr/admin/membership/${hash}/tier`,
      { role: 'admin', reason: 'x' },
      office.token,
      'en',
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.role).toBeTruthy()
  })

  it('a tier given by hand to a direct-debit payer stops the debits: the mandate ends, the waiting charge is cancelled', async () => {
    const teo = await createPerson(t, { role: 'alumniFreemium', name: 'Teo' })
    await send('POST', '/usr/membership/upgrade', mandate(), teo.token)
    await mailbox.deliver()
    const hash = (await userRow(teo.id))?.hash ?? ''
    const res = await send<{ membership: Membership }>(
      'PUT',
      `/usr/admin/membership/${hash}/tier`,
      { role: 'alumniDesempleados', reason: 'Desempleado' },
      office.token,
    )
    expect(res.body.membership).toMatchObject({
      role: 'alumniDesempleados',
      mandate: null,
      next_charge: null,
    })
    const { mandates, charges } = await rowsOf(teo.id)
    expect(mandates.map((m) => m.status)).toEqual(['ended'])
    expect(charges.map((c) => c.status)).toEqual(['cancelled'])
  })

  it('pnpm admin membership:grant and membership:revoke do the same, with the reason', async () => {
    const rosa = await createPerson(t, { role: 'empleadoFreemium', name: 'Rosa' })
    const lines: string[] = []
    const ctx = { database: t.database, env: t.env, print: (l: string) => lines.push(l) }
    await membershipCommands['membership:grant']?.run({
      ...ctx,
      args: [rosa.email, 'empleadoBusiness', 'Convenio', 'institucional'],
    })
    expect((await userRow(rosa.id))?.role).toBe('empleadoBusiness')
    await membershipCommands['membership:revoke']?.run({
      ...ctx,
      args: [rosa.email, 'Fin', 'del', 'convenio'],
    })
    expect((await userRow(rosa.id))?.role).toBe('empleadoFreemium')
    const changes = await t.database.db
      .select()
      .from(membershipTierChanges)
      .where(eq(membershipTierChanges.userId, rosa.id))
    expect(changes.map((c) => [c.kind, c.reason, c.actor]).sort()).toEqual([
      ['grant', 'Convenio institucional', 'cli'],
      ['revoke', 'Fin del convenio', 'cli'],
    ])
    expect(lines).toEqual([
      `${rosa.email}: empleadoFreemium → empleadoBusiness`,
      `${rosa.email}: empleadoBusiness → empleadoFreemium`,
    ])
  })
})

describe('renewals and lapses', () => {
  it('makes the renewal charge before the end date and sends its pre-notification, once', async () => {
    const nuria = await createPerson(t, { role: 'alumniFreemium', name: 'Nuria' })
    await send('POST', '/usr/membership/upgrade', mandate(), nuria.token)
    await mailbox.deliver()
    // The first charge went out in a collection run: it counts as paid, the mandate's next is RCUR.
    const { charges } = await rowsOf(nuria.id)
    const [run] = await t.database.db
      .insert(membershipCollectionRuns)
      .values({
        messageId: `TEST-${nuria.hash}`,
        createdByLabel: 'test',
        collectionDate: today(),
        chargeCount: 1,
        totalCents: 5000,
        fileSha256: '0'.repeat(64),
      })
      .returning()
    await t.database.db.transaction((tx) =>
      markChargesExported(tx, {
        chargeIds: charges.map((c) => c.id),
        runId: run?.id ?? '',
        collectionDate: today(),
      }),
    )
    const exported = await rowsOf(nuria.id)
    expect(exported.charges[0]?.status).toBe('exported')
    expect(exported.mandates[0]?.firstCollectedOn).toBe(today())
    // The year is nearly over.
    const end = addDays(today(), 10)
    await t.database.db.update(users).set({ subscriptionEnd: end }).where(eq(users.id, nuria.id))
    await t.database.db
      .update(membershipCharges)
      .set({ coversUntil: end })
      .where(eq(membershipCharges.userId, nuria.id))

    const tick = await send<{ renewal_charges: number; lapsed: number }>(
      'POST',
      '/usr/admin/membership/tick',
      undefined,
      office.token,
    )
    expect(tick.status).toBe(200)
    expect(tick.body.renewal_charges).toBeGreaterThanOrEqual(1)
    const renewal = (await rowsOf(nuria.id)).charges.find((c) => c.status === 'pending')
    expect(renewal).toMatchObject({
      sequence: 'RCUR',
      dueOn: end,
      coversUntil: addYear(end),
      amountCents: 5000,
    })
    const mails = await mailbox.deliver()
    const notice = mails.find((m) => m.to && JSON.stringify(m.to).includes(nuria.email))
    expect(notice?.subject).toBe('Aviso previo: renovación de tu cuota Premium')
    expect(notice?.text).toContain('50,00')
    expect(notice?.text).toContain('ES91 **** **** **** **** 1332')

    await send('POST', '/usr/admin/membership/tick', undefined, office.token)
    const pending = (await rowsOf(nuria.id)).charges.filter((c) => c.status === 'pending')
    expect(pending).toHaveLength(1)
  })

  it('an end date passed with nothing paying the next year: back to the free tier, told by mail, seen at once', async () => {
    const olga = await createPerson(t, { role: 'alumniFreemium', name: 'Olga', language: 'en' })
    const hash = (await userRow(olga.id))?.hash ?? ''
    await send('POST', `/usr/admin/membership/${hash}/card-payment`, { reference: 'FW-OLGA' }, office.token)
    expect((await get('/api/jobs', olga.token)).status).toBe(200)
    // A year later: the paid period ended yesterday.
    await t.database.db
      .update(users)
      .set({ subscriptionEnd: addDays(today(), -1) })
      .where(eq(users.id, olga.id))
    await t.database.db
      .update(membershipCharges)
      .set({ coversUntil: addDays(today(), -1) })
      .where(eq(membershipCharges.userId, olga.id))
    const tick = await send<{ lapsed: number }>('POST', '/usr/admin/membership/tick', undefined, office.token)
    expect(tick.body.lapsed).toBeGreaterThanOrEqual(1)
    expect((await get('/api/jobs', olga.token)).status).toBe(403)
    const m = await get<Membership>('/usr/membership', olga.token)
    expect(m.body).toMatchObject({ role: 'alumniFreemium', tier: 'free', can_upgrade: true })
    const mails = await mailbox.deliver()
    const told = mails.find((mail) => JSON.stringify(mail.to).includes(olga.email))
    expect(told?.subject).toBe('Your Premium membership has ended')
    const changes = await t.database.db
      .select({ n: count() })
      .from(membershipTierChanges)
      .where(and(eq(membershipTierChanges.userId, olga.id), eq(membershipTierChanges.kind, 'lapse')))
    expect(changes[0]?.n).toBe(1)
  })
})

describe('for the SEPA side', () => {
  it('a returned charge (lapseMembership with return) ends Premium at once and tells the person why', async () => {
    const iris = await createPerson(t, { role: 'alumniFreemium', name: 'Iris' })
    await send('POST', '/usr/membership/upgrade', mandate(), iris.token)
    await mailbox.deliver()
    expect((await get('/api/jobs', iris.token)).status).toBe(200)
    const lapsed = await t.database.db.transaction((tx) =>
      lapseMembership(
        tx,
        {
          origins: {
            alumni: 'http://localhost',
            company: 'http://empresas.localhost',
            admin: 'http://admin.localhost',
          },
        },
        {
          userId: iris.id,
          kind: 'return',
          reason: 'AM04',
        },
      ),
    )
    expect(lapsed).toBe(true)
    forgetSessions({ userId: iris.id })
    expect((await get('/api/jobs', iris.token)).status).toBe(403)
    const [mail] = await mailbox.deliver()
    expect(mail?.subject).toBe('Tu cuenta Premium ha terminado')
    expect(mail?.text).toContain('ha devuelto el cargo')
    const [change] = await t.database.db
      .select()
      .from(membershipTierChanges)
      .where(and(eq(membershipTierChanges.userId, iris.id), eq(membershipTierChanges.kind, 'return')))
    expect(change).toMatchObject({ fromRole: 'alumniPremium', toRole: 'alumniFreemium', reason: 'AM04' })
  })

  it('without a creditor identifier configured, upgrades still work and the mail says the office will send it', async () => {
    const bare = await createTestApp()
    const box = await startMailbox(bare)
    try {
      const ana = await createPerson(bare, { role: 'alumniFreemium', language: 'en' })
      const res = await bare.request('/usr/membership/upgrade', {
        method: 'POST',
        json: mandate(),
        token: ana.token,
      })
      expect(res.status).toBe(201)
      const body = (await res.json()) as Membership
      expect(body.creditor).toEqual({ name: 'Asociación de Antiguos Alumnos', identifier: null })
      expect(body.url_payment).toBeNull()
      const [mail] = await box.deliver()
      expect(mail?.text).toContain('the alumni office will send it to you')
    } finally {
      await box.close()
      await bare.close()
    }
  })
})

describe('IBANs at rest', () => {
  it('the key file is made once in DATA_DIR, owner-only, and the stored IBANs decrypt with it', async () => {
    const file = join(t.env.dataDir, IBAN_KEY_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
    const stored = ibanVault(t.env).encrypt(IBAN)
    const [iv, tag, data] = stored.slice(3).split(':')
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64'))
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64'))
    expect(
      Buffer.concat([decipher.update(Buffer.from(data ?? '', 'base64')), decipher.final()]).toString(),
    ).toBe(IBAN_PLAIN)
  })

  it('a profile IBAN stored in plain text before the migration is encrypted at start, once', async () => {
    const old = await createPerson(t, { role: 'alumniPremium', name: 'Old' })
    await t.database.db
      .update(users)
      .set({ paymentIban: IBAN_PLAIN, paymentBank: 'B', paymentName: 'N' })
      .where(eq(users.id, old.id))
    expect(await encryptStoredIbans(t.database.db, ibanVault(t.env))).toBeGreaterThanOrEqual(1)
    const row = await userRow(old.id)
    expect(row?.paymentIban).toMatch(/^v1:/)
    expect(row?.paymentIbanMasked).toBe('ES91 **** **** **** **** 1332')
    expect(decryptIban(t.env, row?.paymentIban ?? '')).toBe(IBAN_PLAIN)
    expect(await encryptStoredIbans(t.database.db, ibanVault(t.env))).toBe(0)
    const me = await get<{ payment: { iban: string } }>('/usr/users/me', old.token)
    expect(me.body.payment.iban).toBe('ES91 **** **** **** **** 1332')
  })

  it('the profile form stores a new IBAN encrypted and answers it masked', async () => {
    const p = await createPerson(t, { role: 'alumniFreemium' })
    const res = await send<{ payment: { iban: string } }>(
      'PATCH',
      '/usr/users',
      { payment: { bank: 'B', name: 'N', iban: OTHER_IBAN } },
      p.token,
    )
    expect(res.status).toBe(200)
    expect(res.body.payment.iban).toBe('DE89 **** **** **** ** 3000')
    expect((await userRow(p.id))?.paymentIban).not.toContain('370400')
  })
})
