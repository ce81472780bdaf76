// The alumni side of the job bank (docs/jobs.md): the public teaser and offer page, the Premium job bank
// with its filters, applying (the CV rule, once per offer, only while published), withdrawing while
// PENDING, the subscribed offers, and the mail to the company.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { categories } from '../../db/schema/reference'
import { companies } from '../../db/schema/users'
import { type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import {
  type Actor,
  applicationsOf,
  type CompanyActor,
  createCompany,
  createPerson,
  offerIn,
  outboxFor,
  setOfferStatus,
} from '../../test/jobs'

let t: TestApp
let mailbox: Mailbox
let innova: CompanyActor
let optica: CompanyActor
let premium: Actor
let free: Actor

type Offer = {
  hash: string
  title: string
  language: string
  status: string
  description?: string
  my_application: { hash: string; status: string } | null
  country: { code: string; name: string } | null
  company: { name: string }
}
type List = { items: Offer[]; total: number; maxPages: number }
type Body = Record<string, unknown> & { message?: string; errors?: Record<string, string[]> }

const get = async <T>(path: string, token?: string, locale: 'es' | 'en' = 'es') => {
  const res = await t.request(path, { token, locale })
  return { status: res.status, body: (await res.json()) as T }
}
const apply = (hash: string, token: string, locale: 'es' | 'en' = 'es') =>
  t.request(`/usr/jobs/${hash}/application`, { method: 'POST', token, locale })

/** Publishes an offer at a given time, so the order of the job bank is known. */
async function published(company: CompanyActor, minutesAgo: number, overrides: Record<string, unknown> = {}) {
  const hash = await offerIn(t, company, 'PUBLISHED', overrides)
  await t.database.db
    .update(jobOffers)
    .set({ publishedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(jobOffers.hash, hash))
  return hash
}

let bank: Record<string, string>
let branch: { hash: string; leaf: string }

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  innova = await createCompany(t, { name: 'Innovación Mediterránea S.L.', recruiter: 'Carmen' })
  optica = await createCompany(t, {
    name: 'Óptica Jiménez',
    recruiter: 'Jane',
    language: 'en',
    notify: false,
  })
  premium = await createPerson(t, { cv: true, name: 'Javier', surname: 'Ruiz Navarro' })
  free = await createPerson(t, { role: 'alumniFreemium', cv: true })

  // A branch of the studies tree with a leaf under it.
  const all = await t.database.db.select().from(categories)
  const parent = all.find((c) =>
    all.some((x) => x.parentId === c.id && !all.some((y) => y.parentId === x.id)),
  )
  const leaf = all.find((c) => c.parentId === parent?.id && !all.some((y) => y.parentId === c.id))
  if (!parent || !leaf) throw new Error('no branch with a leaf')
  branch = { hash: parent.hash, leaf: leaf.hash }

  bank = {
    engineer: await published(innova, 1, {
      title: 'Ingeniería de datos',
      title_en: 'Data engineering',
      description_en: 'Data pipelines for the analytics team.',
      country_code: 'ES',
      location: 'Alcalá de Henares',
      category: leaf.hash,
    }),
    optician: await published(optica, 2, {
      title: 'Óptico optometrista',
      contract: 'TEMPORAL',
      working_hours: 'PART-TIME',
      country_code: 'PT',
      location: 'Lisboa',
    }),
  }
  for (let i = 0; i < 9; i++) bank[`filler${i}`] = await published(innova, 10 + i, { title: `Puesto ${i}` })
  bank.draft = await offerIn(t, innova, 'UNPUBLISHED', { title: 'Borrador de ingeniería' })
  bank.pending = await offerIn(t, innova, 'PENDING', { title: 'Pendiente de ingeniería' })
  bank.closed = await offerIn(t, innova, 'CLOSED', { title: 'Cerrada de ingeniería' })
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

describe('GET /api/jobs', () => {
  it('lists published offers newest first, 9 a page, for Premium members only', async () => {
    const first = await get<List>('/api/jobs', premium.token)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 11, maxPages: 2 })
    expect(first.body.items.map((o) => o.hash).slice(0, 3)).toEqual([
      bank.engineer,
      bank.optician,
      bank.filler0,
    ])
    expect(first.body.items).toHaveLength(9)
    expect(first.body.items.every((o) => o.status === 'PUBLISHED')).toBe(true)
    const second = await get<List>('/api/jobs?page=2', premium.token)
    expect(second.body.items.map((o) => o.hash)).toEqual([bank.filler7, bank.filler8])
    const beyond = await get<List>('/api/jobs?page=9', premium.token)
    expect(beyond.body).toEqual({ items: [], total: 11, maxPages: 2 })

    expect((await get<Body>('/api/jobs', free.token)).status).toBe(403)
    expect((await get<Body>('/api/jobs')).status).toBe(401)
  })

  it('finds words of the title, position, description or company, in either language, whatever the accents and case', async () => {
    const hashes = async (query: string) =>
      (await get<List>(`/api/jobs?${query}`, premium.token)).body.items.map((o) => o.hash)
    expect(await hashes('text=INGENIERIA')).toEqual([bank.engineer])
    expect(await hashes('text=engineering')).toEqual([bank.engineer])
    expect(await hashes('text=jimenez')).toEqual([bank.optician])
    expect(await hashes('text=optica%20OPTOMETRISTA')).toEqual([bank.optician])
    expect(await hashes('text=optica%20ingenieria')).toEqual([])
    expect(await hashes('text=100%25')).toEqual([])
    expect(await hashes('text=pipelines')).toEqual([bank.engineer])
    expect(await hashes('text=mediterranea')).toHaveLength(9)
  })

  it('filters by category with its sub-categories, country, location, contract and hours', async () => {
    const list = async (query: string) => (await get<List>(`/api/jobs?${query}`, premium.token)).body
    expect((await list(`category=${branch.hash}`)).items.map((o) => o.hash)).toEqual([bank.engineer])
    expect((await list(`category=${branch.leaf}`)).items.map((o) => o.hash)).toEqual([bank.engineer])
    expect(await list('category=unknown')).toEqual({ items: [], total: 0, maxPages: 0 })
    expect((await list('country_code=pt')).items.map((o) => o.hash)).toEqual([bank.optician])
    expect((await list('location=ALCALA')).items.map((o) => o.hash)).toEqual([bank.engineer])
    expect((await list('contract=TEMPORAL&working_hours=PART-TIME')).items.map((o) => o.hash)).toEqual([
      bank.optician,
    ])
    expect((await list('contract=TEMPORAL&working_hours=FULL-TIME')).total).toBe(0)
    const bad = await get<Body>('/api/jobs?contract=PERMANENT&working_hours=x', premium.token, 'en')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['contract', 'working_hours'])
  })

  it('answers in the request’s language and falls back to Spanish, with the caller’s application', async () => {
    const en = (await get<List>('/api/jobs?country_code=ES', premium.token, 'en')).body.items[0]
    expect(en).toMatchObject({ language: 'en', title: 'Data engineering', country: { name: 'Spain' } })
    const es = (await get<List>('/api/jobs?country_code=ES', premium.token, 'es')).body.items[0]
    expect(es).toMatchObject({ language: 'es', title: 'Ingeniería de datos', country: { name: 'España' } })
    const fallback = (await get<List>('/api/jobs?country_code=PT', premium.token, 'en')).body.items[0]
    expect(fallback).toMatchObject({ language: 'es', title: 'Óptico optometrista', my_application: null })
  })
})

describe('GET /api/jobs/latest and /api/jobs/{id}', () => {
  it('shows everyone the newest published offers without their description', async () => {
    const { status, body } = await get<{ items: Offer[]; total: number }>('/api/jobs/latest')
    expect(status).toBe(200)
    expect(body.total).toBe(11)
    expect(body.items.map((o) => o.hash)).toEqual([bank.engineer, bank.optician, bank.filler0])
    expect(body.items[0]).not.toHaveProperty('description')
    expect(body.items[1]?.company).toEqual({ hash: optica.companyHash, name: 'Óptica Jiménez', logo: null })
  })

  it('shows everyone a published or closed offer, and nothing of a draft or a pending one', async () => {
    const open = await get<Offer>(`/api/jobs/${bank.engineer}`, undefined, 'en')
    expect(open.status).toBe(200)
    expect(open.body).toMatchObject({
      hash: bank.engineer,
      status: 'PUBLISHED',
      language: 'en',
      title: 'Data engineering',
      description: 'Data pipelines for the analytics team.',
      // No English position: the Spanish one.
      workstation: 'Analista',
      my_application: null,
      company: { name: 'Innovación Mediterránea S.L.' },
    })
    expect((await get<Offer>(`/api/jobs/${bank.closed}`)).body.status).toBe('CLOSED')
    for (const hash of [bank.draft, bank.pending, 'unknown']) {
      const res = await get<Body>(`/api/jobs/${hash}`, premium.token)
      expect(res.status).toBe(404)
    }
    // The free member reads it too (the upgrade prompt is on the apply button).
    expect((await get<Offer>(`/api/jobs/${bank.engineer}`, free.token)).status).toBe(200)
  })
})

describe('applying', () => {
  it('asks for a CV first, with the spec’s message, and applies nothing', async () => {
    const nocv = await createPerson(t, { cv: false })
    for (const [locale, message] of [
      ['es', 'Añade tu CV para inscribirte.'],
      ['en', 'Add your CV to apply.'],
    ] as const) {
      const res = await apply(bank.filler1 ?? '', nocv.token, locale)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        reason: 'validation_failed',
        message,
        errors: { cv: [message] },
      })
    }
    expect(await applicationsOf(t, bank.filler1 ?? '')).toEqual([])
  })

  it('applies once, shows the application on the offer, and tells the company by mail', async () => {
    const res = await apply(bank.engineer ?? '', premium.token)
    expect(res.status).toBe(201)
    const application = (await res.json()) as { hash: string; status: string; applied_at: string }
    expect(application).toMatchObject({ status: 'PENDING', applied_at: expect.any(String) })

    const again = await apply(bank.engineer ?? '', premium.token, 'en')
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      reason: 'conflict',
      message: 'You have already applied to this offer.',
    })
    expect(await applicationsOf(t, bank.engineer ?? '')).toHaveLength(1)

    const detail = await get<Offer>(`/api/jobs/${bank.engineer}`, premium.token)
    expect(detail.body.my_application).toMatchObject({ hash: application.hash, status: 'PENDING' })
    const listed = await get<List>('/api/jobs?country_code=ES', premium.token)
    expect(listed.body.items[0]?.my_application?.hash).toBe(application.hash)
    // Another person does not see it as theirs.
    const other = await createPerson(t, { cv: true })
    expect((await get<Offer>(`/api/jobs/${bank.engineer}`, other.token)).body.my_application).toBeNull()

    // The company is told, and the person gets the receipt.
    const mails = await mailbox.deliver()
    expect(mails).toHaveLength(2)
    const toCompany = mails.filter((m) => recipients(m).includes(innova.email))
    expect(toCompany).toHaveLength(1)
    expect(toCompany[0]?.subject).toBe('Nueva candidatura a «Ingeniería de datos»')
    expect(toCompany[0]?.text).toContain(
      'Javier Ruiz Navarro se ha inscrito en tu oferta «Ingeniería de datos».',
    )
    expect(toCompany[0]?.text).toContain(
      `http://empresas.localhost/es/user/offers/${bank.engineer}/candidates`,
    )
    const receipt = mails.find((m) => recipients(m).includes(premium.email))
    expect(receipt?.subject).toBe('Hemos recibido tu candidatura a «Ingeniería de datos»')
  })

  it('mails nobody when the company turned the notices off', async () => {
    expect((await apply(bank.optician ?? '', premium.token)).status).toBe(201)
    expect(await outboxFor(t, optica.email)).toEqual([])
    await t.database.db
      .update(companies)
      .set({ notifyApplications: true })
      .where(eq(companies.id, optica.companyId))
    const person = await createPerson(t, { cv: true, name: 'Ana', surname: 'Gil' })
    expect((await apply(bank.optician ?? '', person.token)).status).toBe(201)
    expect(await outboxFor(t, optica.email)).toMatchObject([
      { template: 'new-application', locale: 'en', subject: 'New application to "Óptico optometrista"' },
    ])
  })

  it('settles two applications at once to one', async () => {
    const person = await createPerson(t, { cv: true })
    const statuses = (
      await Promise.all([apply(bank.filler2 ?? '', person.token), apply(bank.filler2 ?? '', person.token)])
    ).map((r) => r.status)
    expect(statuses.sort()).toEqual([201, 409])
    expect(await applicationsOf(t, bank.filler2 ?? '')).toHaveLength(1)
  })

  it('refuses an offer that is closed, unpublished or pending, and does not know an unknown one', async () => {
    const cases = [
      [bank.closed, 'es', 'Esta oferta está cerrada: ya no admite inscripciones.'],
      [bank.draft, 'en', 'This offer is not published: it takes no applications.'],
      [bank.pending, 'es', 'Esta oferta no está publicada: no admite inscripciones.'],
    ] as const
    for (const [hash, locale, message] of cases) {
      const res = await apply(hash ?? '', premium.token, locale)
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({ reason: 'conflict', message })
      expect(await applicationsOf(t, hash ?? '')).toEqual([])
    }
    expect((await apply('unknown', premium.token)).status).toBe(404)
  })

  it('is for Premium members: a free member gets 403, nobody signed out', async () => {
    expect((await apply(bank.filler3 ?? '', free.token)).status).toBe(403)
    expect((await t.request(`/usr/jobs/${bank.filler3}/application`, { method: 'POST' })).status).toBe(401)
    expect((await get<Body>('/usr/applications', free.token)).status).toBe(403)
    expect(await applicationsOf(t, bank.filler3 ?? '')).toEqual([])
  })
})

describe('withdrawing and the subscribed offers', () => {
  it('withdraws while PENDING, not once the company has acted', async () => {
    const person = await createPerson(t, { cv: true })
    expect((await apply(bank.filler4 ?? '', person.token)).status).toBe(201)
    const withdraw = (locale: 'es' | 'en' = 'es') =>
      t.request(`/usr/jobs/${bank.filler4}/application`, { method: 'DELETE', token: person.token, locale })
    expect((await withdraw()).status).toBe(204)
    expect(await applicationsOf(t, bank.filler4 ?? '')).toEqual([])
    expect((await withdraw()).status).toBe(404)

    const body = (await (await apply(bank.filler4 ?? '', person.token)).json()) as { hash: string }
    await t.database.db
      .update(jobApplications)
      .set({ status: 'ACCEPTED' })
      .where(eq(jobApplications.hash, body.hash))
    const refused = await withdraw('en')
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      message: 'The company has already reviewed your application: it can no longer be withdrawn.',
    })
    expect((await applicationsOf(t, bank.filler4 ?? '')).map((a) => a.status)).toEqual(['ACCEPTED'])
  })

  it('lists my applications newest first with their status and the offer’s state', async () => {
    const person = await createPerson(t, { cv: true })
    for (const hash of [bank.filler5, bank.filler6, bank.engineer]) {
      expect((await apply(hash ?? '', person.token)).status).toBe(201)
      await new Promise((r) => setTimeout(r, 5))
    }
    await setOfferStatus(t, bank.filler5 ?? '', 'CLOSED')
    const mine = await get<{
      items: { hash: string; status: string; offer: Record<string, unknown> }[]
      total: number
    }>('/usr/applications', person.token, 'en')
    expect(mine.status).toBe(200)
    expect(mine.body.total).toBe(3)
    expect(mine.body.items.map((a) => a.offer.hash)).toEqual([bank.engineer, bank.filler6, bank.filler5])
    expect(mine.body.items[0]).toMatchObject({
      status: 'PENDING',
      offer: {
        title: 'Data engineering',
        status: 'PUBLISHED',
        company: { name: 'Innovación Mediterránea S.L.' },
      },
    })
    expect(mine.body.items[2]?.offer.status).toBe('CLOSED')
    const page = await get<{ items: unknown[]; total: number; maxPages: number }>(
      '/usr/applications?size=2&page=2',
      person.token,
    )
    expect(page.body).toMatchObject({ total: 3, maxPages: 2 })
    expect(page.body.items).toHaveLength(1)
  })
})
