// Job alerts: who gets them (alerts on, Premium tiers, matching studies, area or specialty), at most one mail a day,
// each offer once, in the person's language with links to the alumni app's offer pages, the one-click
// unsubscribe link (and List-Unsubscribe header) that works without signing in, and two runs at once.

import { randomBytes } from 'node:crypto'
import type { OfferStatus } from '@egresa/api-contract/jobs'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { jobAlertDeliveries, jobOffers } from '../../db/schema/jobs'
import { mailOutbox } from '../../db/schema/mail'
import { categories, tags } from '../../db/schema/reference'
import { users, userTags } from '../../db/schema/users'
import { EnvError, parseEnv } from '../../env'
import { mailLinkSecret } from '../../lib/links'
import { createCompany, type TestCompany } from '../../test/companies'
import { type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { productionVars } from '../../test/security'
import {
  ALERT_LISTED_OFFERS,
  createJobAlertScheduler,
  runJobAlerts,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from './alerts'

let t: TestApp
let mailbox: Mailbox
let company: TestCompany
let area: { id: number; other: number }
let specialty: number
let otherSpecialty: number

const HOUR = 3_600_000
const origins = {
  alumni: 'http://localhost',
  company: 'http://empresas.localhost',
  admin: 'http://admin.localhost',
}
const newHash = () => randomBytes(9).toString('base64url')

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  company = await createCompany(t, { email: 'rrhh@alertas.test', name: 'Alertas S.L.' })
  const userTagRows = await t.database.db.select().from(tags).orderBy(asc(tags.id))
  const areas = userTagRows.filter((r) => r.type === 'USER' && r.group === 'area')
  const specialties = userTagRows.filter((r) => r.type === 'USER' && r.group === 'specialty')
  assert(areas[0] && areas[1] && specialties[0] && specialties[1], 'two area tags and two specialty tags')
  area = { id: areas[0].id, other: areas[1].id }
  specialty = specialties[0].id
  otherSpecialty = specialties[1].id
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

async function person(
  email: string,
  options: {
    role?: 'alumniPremium' | 'alumniDesempleados' | 'alumniFreemium' | 'empleadoPremium'
    language?: 'es' | 'en' | 'ca'
    tagIds?: number[]
    alerts?: boolean
    status?: 'active' | 'pending'
  } = {},
) {
  const user = await t.createUser({
    email,
    role: options.role ?? 'alumniPremium',
    status: options.status ?? 'active',
    name: email.split('@')[0],
  })
  await t.database.db
    .update(users)
    .set({ language: options.language ?? 'es', isReceiveJobs: options.alerts ?? true })
    .where(eq(users.id, user.id))
  const tagIds = options.tagIds ?? [area.id]
  if (tagIds.length)
    await t.database.db.insert(userTags).values(tagIds.map((tagId) => ({ userId: user.id, tagId })))
  return user
}

async function offer(input: {
  title: string
  titleEn?: string
  areaTagId?: number | null
  specialtyTagId?: number | null
  contract?: string
  categoryIds?: number[]
  status?: OfferStatus
  publishedAt?: Date
}) {
  const [row] = await t.database.db
    .insert(jobOffers)
    .values({
      hash: newHash(),
      companyId: company.id,
      title: input.title,
      titleEn: input.titleEn ?? null,
      description: 'Descripción de la oferta.',
      workstation: 'Puesto',
      location: 'Castellón',
      contract: input.contract ?? 'INDEFINITE',
      workingHours: 'FULL-TIME',
      categoryIds: input.categoryIds ?? [],
      areaTagId: input.areaTagId ?? null,
      specialtyTagId: input.specialtyTagId ?? null,
      status: input.status ?? 'PUBLISHED',
      publishedAt: input.publishedAt ?? new Date(Date.now() - HOUR),
    })
    .returning({ id: jobOffers.id, hash: jobOffers.hash })
  assert(row, 'the offer')
  return row
}

const run = (now = new Date()) => runJobAlerts(t.database.db, { origins, secret: mailLinkSecret(t.env), now })

const mailTo = (mails: ParsedMail[], address: string) => mails.find((m) => recipients(m).includes(address))
const linksIn = (mail: ParsedMail | undefined) =>
  [...(mail?.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0])

const unsubscribe = (token: string, locale: 'es' | 'en' = 'es') =>
  t.request('/api/jobs/alerts/unsubscribe', { json: { token }, locale })

describe('a job alerts run', () => {
  let ana: { id: string; hash: string }
  let dataEngineer: { hash: string }
  let lab: { hash: string }

  it('mails each person with alerts on the new published offers of their area or specialty, in their language', async () => {
    ana = await person('ana@alertas.test', { language: 'es', tagIds: [area.id] })
    await person('ben@alertas.test', { language: 'en', tagIds: [area.id, specialty] })
    await person('cesc@alertas.test', { role: 'alumniDesempleados', language: 'ca', tagIds: [specialty] })
    // Left out: a free member, alerts off, a pending account, no tags, another area only.
    await person('free@alertas.test', { role: 'alumniFreemium' })
    await person('off@alertas.test', { alerts: false })
    await person('pending@alertas.test', { status: 'pending' })
    await person('notags@alertas.test', { tagIds: [] })
    await person('other@alertas.test', { tagIds: [area.other] })

    dataEngineer = await offer({ title: 'Ingeniera de datos', titleEn: 'Data engineer', areaTagId: area.id })
    lab = await offer({
      title: 'Técnico de laboratorio',
      specialtyTagId: specialty,
      publishedAt: new Date(Date.now() - 2 * HOUR),
    })
    // Never mailed: not published, closed, published too long ago, or of no one's tags.
    await offer({ title: 'Pendiente', areaTagId: area.id, status: 'PENDING' })
    await offer({ title: 'Borrador', areaTagId: area.id, status: 'UNPUBLISHED' })
    await offer({ title: 'Cerrada', areaTagId: area.id, status: 'CLOSED' })
    await offer({ title: 'Antigua', areaTagId: area.id, publishedAt: new Date(Date.now() - 10 * 24 * HOUR) })
    await offer({ title: 'Sin etiquetas' })

    expect(await run()).toEqual({ mails: 3, offers: 4 })
    const mails = await mailbox.deliver()
    expect(mails.map((m) => recipients(m)[0]).sort()).toEqual([
      'ana@alertas.test',
      'ben@alertas.test',
      'cesc@alertas.test',
    ])

    const es = mailTo(mails, 'ana@alertas.test')
    expect(es?.subject).toBe('Una oferta nueva para tu perfil')
    expect(es?.text).toContain('- Ingeniera de datos')
    expect(es?.text).toContain('Alertas S.L. · Castellón')
    expect(es?.text).not.toContain('Técnico de laboratorio')
    expect(linksIn(es)).toContain(`http://localhost/es/empleo/${dataEngineer.hash}`)

    // English: the offer's English text when it has one, else its Spanish text; newest first.
    const en = mailTo(mails, 'ben@alertas.test')
    expect(en?.subject).toBe('2 new job offers for your profile')
    const text = en?.text ?? ''
    expect(text.indexOf('- Data engineer')).toBeGreaterThan(-1)
    expect(text.indexOf('- Data engineer')).toBeLessThan(text.indexOf('- Técnico de laboratorio'))
    expect(linksIn(en)).toEqual(
      expect.arrayContaining([
        `http://localhost/en/jobs/${dataEngineer.hash}`,
        `http://localhost/en/jobs/${lab.hash}`,
        'http://localhost/en/jobs',
      ]),
    )

    // Catalan mails link to the Catalan pages.
    const ca = mailTo(mails, 'cesc@alertas.test')
    expect(ca?.subject).toBe('Una oferta nova per al teu perfil')
    expect(linksIn(ca)).toContain(`http://localhost/ca/ocupacio/${lab.hash}`)
    expect(linksIn(ca).find((l) => l.includes('/unsubscribe'))).toMatch(
      /^http:\/\/localhost\/ca\/ocupacio\/unsubscribe\?token=/,
    )
  })

  it('carries a one-click unsubscribe link, in the body and the List-Unsubscribe header', async () => {
    await offer({ title: 'Otra oferta', areaTagId: area.id })
    await run(new Date(Date.now() + 25 * HOUR))
    const mail = mailTo(await mailbox.deliver(), 'ana@alertas.test')
    const link = linksIn(mail).find((l) => l.includes('/unsubscribe'))
    assert(link, 'the unsubscribe link')
    const url = new URL(link)
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost/es/empleo/unsubscribe')
    const token = url.searchParams.get('token') ?? ''
    expect(verifyUnsubscribeToken(mailLinkSecret(t.env), token)).toBe(ana.hash)
    // mailparser reads the List-* headers into `list`.
    expect(mail?.headers.get('list')).toEqual({ unsubscribe: { url: link } })
  })

  it('mails nobody twice within a day, and never an offer already mailed', async () => {
    expect(await run()).toEqual({ mails: 0, offers: 0 })
    const fresh = await offer({ title: 'Recién publicada', areaTagId: area.id, publishedAt: new Date() })
    // Ana was mailed (above, at +25 h): a new offer waits until a day has passed since.
    expect((await run(new Date(Date.now() + 26 * HOUR))).mails).toBe(0)
    const later = await run(new Date(Date.now() + 50 * HOUR))
    expect(later.mails).toBeGreaterThan(0)
    const mail = mailTo(await mailbox.deliver(), 'ana@alertas.test')
    expect(mail?.subject).toBe('Una oferta nueva para tu perfil')
    expect(linksIn(mail)).toContain(`http://localhost/es/empleo/${fresh.hash}`)
    expect(mail?.text).not.toContain('Ingeniera de datos')
    const [delivered] = await t.database.db
      .select({ n: count() })
      .from(jobAlertDeliveries)
      .where(and(eq(jobAlertDeliveries.userId, ana.id), eq(jobAlertDeliveries.offerId, fresh.id)))
    expect(delivered?.n).toBe(1)
  })

  it('lists the newest offers and counts the rest when there are many', async () => {
    const many = await person('many@alertas.test', { tagIds: [otherSpecialty] })
    for (let i = 0; i < ALERT_LISTED_OFFERS + 2; i++) {
      await offer({
        title: `Oferta número ${i}`,
        specialtyTagId: otherSpecialty,
        publishedAt: new Date(Date.now() - i * 1000),
      })
    }
    await run(new Date(Date.now() + 80 * HOUR - 1000))
    const mail = mailTo(await mailbox.deliver(), 'many@alertas.test')
    expect(mail?.subject).toBe(`${ALERT_LISTED_OFFERS + 2} ofertas nuevas para tu perfil`)
    expect(mail?.text).toContain(`; estas son las ${ALERT_LISTED_OFFERS} más recientes:`)
    expect(mail?.text).toContain('- Oferta número 0')
    expect(mail?.text).not.toContain('- Oferta número 11')
    const [recorded] = await t.database.db
      .select({ n: count() })
      .from(jobAlertDeliveries)
      .where(eq(jobAlertDeliveries.userId, many.id))
    expect(recorded?.n).toBe(ALERT_LISTED_OFFERS + 2)
  })

  it('matches a person by their studies among the offer’s, and names an internship in the mail', async () => {
    const leaves = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`not exists (select 1 from categories c where c.parent_id = "categories"."id")`)
      .orderBy(asc(categories.id))
      .limit(3)
    const [mine, other, third] = leaves
    assert(mine && other && third, 'three leaves of the studies tree')
    const studies = async (email: string, categoryId: number, language: 'es' | 'en' = 'es') => {
      const p = await person(email, { tagIds: [], language })
      await t.database.db.update(users).set({ categoryId }).where(eq(users.id, p.id))
      return p
    }
    await studies('estudios@alertas.test', mine.id)
    await studies('studies@alertas.test', mine.id, 'en')
    await studies('otros.estudios@alertas.test', third.id)
    const internship = await offer({
      title: 'Prácticas en datos',
      titleEn: 'Data internship',
      contract: 'INTERNSHIP',
      categoryIds: [other.id, mine.id],
    })
    await run(new Date(Date.now() + 110 * HOUR))
    const mails = await mailbox.deliver()
    const es = mailTo(mails, 'estudios@alertas.test')
    expect(es?.text).toContain('- Prácticas en datos')
    expect(es?.text).toContain('Prácticas · Alertas S.L. · Castellón')
    expect(linksIn(es)).toContain(`http://localhost/es/empleo/${internship.hash}`)
    expect(mailTo(mails, 'studies@alertas.test')?.text).toContain('Internship · Alertas S.L. · Castellón')
    // Other studies than the offer's: nothing.
    expect(mailTo(mails, 'otros.estudios@alertas.test')).toBeUndefined()
  })
})

describe('POST /api/jobs/alerts/unsubscribe', () => {
  it('turns the alerts off without a session, once or again, and no more mail comes', async () => {
    const dora = await person('dora@alertas.test')
    const token = unsubscribeToken(mailLinkSecret(t.env), dora.hash)
    const res = await unsubscribe(token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: 'dora@alertas.test' })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, dora.id))
    expect(row?.isReceiveJobs).toBe(false)
    expect((await unsubscribe(token)).status).toBe(200)

    await offer({ title: 'Para nadie', areaTagId: area.id, publishedAt: new Date() })
    await run(new Date(Date.now() + 200 * HOUR - 1000))
    const mails = await mailbox.deliver()
    expect(mails.flatMap((m) => recipients(m))).not.toContain('dora@alertas.test')
  })

  it('refuses a token that was altered or signed with another secret, in the request’s language', async () => {
    const eva = await person('eva@alertas.test')
    const good = unsubscribeToken(mailLinkSecret(t.env), eva.hash)
    for (const token of [
      `${good.slice(0, -2)}xx`,
      unsubscribeToken('another-secret-of-at-least-32-characters', eva.hash),
      `${newHash()}.${good.split('.')[1]}`,
      'not-a-token',
    ]) {
      const res = await unsubscribe(token, 'en')
      expect(res.status, token).toBe(400)
      expect(await res.json()).toMatchObject({
        errors: { token: [expect.stringMatching(/^The unsubscribe link is not valid/)] },
      })
    }
    const es = await unsubscribe('not-a-token')
    expect(await es.json()).toMatchObject({
      errors: { token: [expect.stringMatching(/^El enlace para darte de baja/)] },
    })
    const empty = await unsubscribe('')
    expect(empty.status).toBe(400)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, eva.id))
    expect(row?.isReceiveJobs).toBe(true)
  })
})

describe('the secret that signs the unsubscribe links', () => {
  it('is required in production, at least 32 characters; development makes one per DATA_DIR', () => {
    const { MAIL_LINK_SECRET: _s, ...rest } = productionVars
    expect(() => parseEnv(rest)).toThrow(EnvError)
    expect(() => parseEnv(rest)).toThrow(/MAIL_LINK_SECRET: required in production/)
    expect(() => parseEnv({ ...productionVars, MAIL_LINK_SECRET: 'short' })).toThrow(
      /MAIL_LINK_SECRET: must be at least 32 characters/,
    )
    expect(parseEnv(productionVars).mailLinkSecret).toBe(productionVars.MAIL_LINK_SECRET)
    // Unset outside production: a secret of DATA_DIR's own (security/deployment.test.ts, 9).
    expect(parseEnv({}).mailLinkSecret).toBeUndefined()
    // A token of a development server is worth nothing to a production server.
    const token = unsubscribeToken(mailLinkSecret(t.env), 'abc')
    expect(verifyUnsubscribeToken(productionVars.MAIL_LINK_SECRET, token)).toBeNull()
  })
})

describe('two runs at once', () => {
  it('mail each person each offer once (truly at once on PostgreSQL, with DATABASE_URL; interleaved on PGlite)', async () => {
    const db = t.database.db
    await db.delete(mailOutbox)
    const people = []
    for (let i = 0; i < 25; i++) people.push(await person(`race${i}@alertas.test`, { tagIds: [area.other] }))
    const offers = []
    for (let i = 0; i < 3; i++)
      offers.push(await offer({ title: `Carrera ${i}`, areaTagId: area.other, publishedAt: new Date() }))
    const now = new Date(Date.now() + HOUR)
    const [a, b] = await Promise.all([
      runJobAlerts(db, { origins, secret: mailLinkSecret(t.env), now }),
      runJobAlerts(db, { origins, secret: mailLinkSecret(t.env), now }),
    ])
    // Every mail the two runs counted is in the outbox, and nobody has two.
    const mails = await db.select({ to: mailOutbox.toAddress, text: mailOutbox.textBody }).from(mailOutbox)
    const addresses = mails.map((m) => m.to)
    expect(a.mails + b.mails).toBe(mails.length)
    expect(new Set(addresses).size).toBe(addresses.length)
    expect(a.mails + b.mails).toBeGreaterThanOrEqual(people.length)
    for (const p of people) {
      const mine = mails.filter((m) => m.to === p.email)
      expect(mine, p.email).toHaveLength(1)
      for (const o of offers) expect(mine[0]?.text.split(o.hash).length, `${p.email} ${o.hash}`).toBe(2)
    }
  })
})

describe('the job of the API process', () => {
  it('runs in the API process on its schedule, and stops', async () => {
    await person('scheduled@alertas.test', { tagIds: [specialty] })
    await offer({ title: 'Programada', specialtyTagId: specialty, publishedAt: new Date() })
    const lines: unknown[] = []
    const logger = { info: (o: unknown) => lines.push(o), error: (o: unknown) => lines.push(o) }
    const scheduler = createJobAlertScheduler({
      db: t.database.db,
      origins,
      secret: mailLinkSecret(t.env),
      logger: logger as never,
      intervalMs: 60_000,
      firstRunMs: 0,
    })
    scheduler.start()
    await expect.poll(() => lines.length, { timeout: 5_000 }).toBeGreaterThan(0)
    await scheduler.stop()
    expect(lines[0]).toMatchObject({ mails: expect.any(Number), offers: expect.any(Number) })
    const [row] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'scheduled@alertas.test'))
    expect(row?.n).toBe(1)
  })
})
