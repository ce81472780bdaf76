// The candidates of a company's offer (docs/jobs.md): the list, in process or discarded with a mail to the
// candidate in their language, the CSV export a spreadsheet opens with its accents, and the CV of an
// applicant (and of nobody else).
import { jobEndpoints as j } from '@egresa/api-contract/jobs'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobApplications } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { pdf } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import {
  type Actor,
  applicationsOf,
  type CompanyActor,
  createCompany,
  createPerson,
  offerIn,
  offerInput,
  outboxFor,
} from '../../test/jobs'

let t: TestApp
let company: CompanyActor
let rival: CompanyActor
let offer: string
let people: Actor[]
let applications: string[]

type Candidate = {
  hash: string
  status: string
  has_cv: boolean
  person: { hash: string; name: string; surname: string; email: string }
}
type List = { items: Candidate[]; total: number; maxPages: number }

const candidates = async (query = '', token = company.token) => {
  const res = await t.request(`/usr/company/offers/${offer}/candidates${query}`, { token })
  return { status: res.status, body: (await res.json()) as List }
}
const mark = (hash: string, status: string, locale: 'es' | 'en' = 'es', token = company.token) =>
  t.request(`/usr/company/offers/${offer}/candidates/${hash}`, {
    method: 'PATCH',
    json: { status },
    token,
    locale,
  })

beforeAll(async () => {
  t = await createTestApp()
  company = await createCompany(t, { name: 'Innovación Mediterránea S.L.' })
  rival = await createCompany(t, { name: 'Competencia S.A.' })
  offer = await offerIn(t, company, 'PUBLISHED', {
    title: 'Técnica de laboratorio',
    title_en: 'Lab technician',
    description_en: 'Lab.',
  })
  people = [
    await createPerson(t, { cv: true, name: 'Lucía', surname: 'Martín Pérez', language: 'es' }),
    await createPerson(t, { cv: true, name: 'Jordi', surname: 'Puig i Solà', language: 'ca' }),
    await createPerson(t, { cv: true, name: 'Jane', surname: 'O"Brien; Smith', language: 'en' }),
    await createPerson(t, { cv: true, name: '=HYPERLINK("http://evil")', surname: '+Núñez', language: 'es' }),
  ]
  applications = []
  for (const person of people) {
    const res = await t.request(`/usr/jobs/${offer}/application`, { method: 'POST', token: person.token })
    applications.push(((await res.json()) as { hash: string }).hash)
    await new Promise((r) => setTimeout(r, 5))
  }
})
afterAll(() => t.close())

describe('GET /usr/company/offers/{id}/candidates', () => {
  it('lists the applicants newest first with what they share, filtered by status', async () => {
    const { status, body } = await candidates()
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 4, maxPages: 1 })
    expect(body.items.map((c) => c.hash)).toEqual([...applications].reverse())
    expect(body.items.at(-1)).toMatchObject({
      status: 'PENDING',
      has_cv: true,
      person: { name: 'Lucía', surname: 'Martín Pérez', email: people[0]?.email },
    })
    const paged = await candidates('?size=3&page=2')
    expect(paged.body).toMatchObject({ total: 4, maxPages: 2 })
    expect(paged.body.items.map((c) => c.hash)).toEqual([applications[0]])
    expect((await candidates('?status=ACCEPTED')).body).toEqual({ items: [], total: 0, maxPages: 0 })
    expect((await candidates('?status=HIRED')).status).toBe(400)
  })

  it('answers an offer without candidates with an empty list, and another company’s with 404', async () => {
    const empty = await offerIn(t, company, 'UNPUBLISHED')
    const res = await t.request(`/usr/company/offers/${empty}/candidates`, { token: company.token })
    expect(await res.json()).toEqual({ items: [], total: 0, maxPages: 0 })
    const res2 = await t.request(`/usr/company/offers/${empty}/candidates`, { token: rival.token })
    expect(res2.status).toBe(404)
    expect((await candidates('', rival.token)).status).toBe(404)
    const alumni = await candidates('', people[0]?.token)
    expect(alumni.status).toBe(403)
  })
})

/** The mails about a candidate's status (each applicant also has the receipt of the application). */
const statusMails = async (email: string) =>
  (await outboxFor(t, email)).filter((m) => m.template === 'application-status-changed')

describe('PATCH /usr/company/offers/{id}/candidates/{hash}', () => {
  it('marks a candidate in process, then discarded, and mails them at each change in their language', async () => {
    const [lucia, jordi] = people
    const accepted = await mark(applications[0] ?? '', 'ACCEPTED')
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ hash: applications[0], status: 'ACCEPTED' })
    // The same status again changes nothing and mails nothing.
    expect((await mark(applications[0] ?? '', 'ACCEPTED')).status).toBe(200)
    expect((await mark(applications[0] ?? '', 'CANCELLED')).status).toBe(200)
    const mails = await statusMails(lucia?.email ?? '')
    expect(mails.map((m) => [m.template, m.locale, m.subject])).toEqual([
      ['application-status-changed', 'es', 'Tu candidatura a «Técnica de laboratorio» está en proceso'],
      ['application-status-changed', 'es', 'Tu candidatura a «Técnica de laboratorio» ha sido descartada'],
    ])
    expect(mails[0]?.text).toContain('Innovación Mediterránea S.L. ha pasado tu candidatura')
    expect(mails[0]?.text).toContain(`/es/empleo/${offer}`)

    await mark(applications[1] ?? '', 'ACCEPTED')
    expect(await statusMails(jordi?.email ?? '')).toMatchObject([
      { locale: 'ca', subject: 'La teva candidatura a «Técnica de laboratorio» està en procés' },
    ])
    await mark(applications[2] ?? '', 'CANCELLED')
    expect(await statusMails(people[2]?.email ?? '')).toMatchObject([
      { locale: 'en', subject: 'Your application to "Lab technician" has been discarded' },
    ])

    const mine = await t.request('/usr/applications', { token: lucia?.token })
    expect(((await mine.json()) as { items: { status: string }[] }).items[0]?.status).toBe('CANCELLED')
    const counts = await t.request(`/usr/company/offers/${offer}`, { token: company.token })
    expect(await counts.json()).toMatchObject({ candidates: { new: 1, in_process: 1, discarded: 2 } })
    expect((await candidates('?status=CANCELLED')).body.total).toBe(2)
  })

  it('refuses another status, an unknown application and another company, and changes nothing', async () => {
    const before = await applicationsOf(t, offer)
    const bad = await mark(applications[3] ?? '', 'PENDING', 'en')
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual(['status'])
    expect((await mark('unknown', 'ACCEPTED')).status).toBe(404)
    expect((await mark(applications[3] ?? '', 'ACCEPTED', 'es', rival.token)).status).toBe(404)
    // An application of this company's other offer, through this offer's path.
    const other = await offerIn(t, company, 'PUBLISHED')
    const person = await createPerson(t, { cv: true })
    const app = (await (
      await t.request(`/usr/jobs/${other}/application`, { method: 'POST', token: person.token })
    ).json()) as {
      hash: string
    }
    expect((await mark(app.hash, 'ACCEPTED')).status).toBe(404)
    expect(await applicationsOf(t, offer)).toEqual(before)
    expect(await statusMails(people[3]?.email ?? '')).toEqual([])
  })
})

describe('GET /usr/company/offers/{id}/candidates.csv', () => {
  it('is UTF-8 with a BOM, `;`-separated with CRLF, quoted, safe from formulas, in the request’s language', async () => {
    const res = await t.request(`/usr/company/offers/${offer}/candidates.csv`, { token: company.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const today = new Date().toISOString().slice(0, 10)
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="candidatos-tecnica-de-laboratorio-${today}.csv"`,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text.startsWith('\uFEFF')).toBe(true)
    const lines = text.slice(1).split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines.slice(0, -1).every((l) => !l.includes('\n'))).toBe(true)
    expect(lines[0]).toBe('"Nombre";"Apellidos";"Correo electrónico";"Estado";"Fecha de inscripción"')
    // Oldest application first.
    expect(lines[1]).toMatch(
      new RegExp(
        `^"Lucía";"Martín Pérez";"${people[0]?.email}";"Descartado";"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"$`,
      ),
    )
    expect(lines[2]).toContain('"Jordi";"Puig i Solà"')
    expect(lines[2]).toContain('"En proceso"')
    expect(lines[3]).toContain('"Jane";"O""Brien; Smith"')
    expect(lines[4]).toContain(`"'=HYPERLINK(""http://evil"")";"'+Núñez"`)
    expect(lines[4]).toContain('"Nuevo"')
    expect(lines).toHaveLength(6)

    const en = await t.request(`/usr/company/offers/${offer}/candidates.csv`, {
      token: company.token,
      locale: 'en',
    })
    const enText = await en.text()
    expect(enText.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '"Name";"Surname";"E-mail";"Status";"Applied at"',
    )
    expect(en.headers.get('content-disposition')).toContain('filename="candidates-tecnica-de-laboratorio-')
  })

  it('is a header alone for an offer without candidates, and 404 for another company', async () => {
    const empty = await offerIn(t, company, 'UNPUBLISHED', { title: '¿?' })
    const res = await t.request(`/usr/company/offers/${empty}/candidates.csv`, { token: company.token })
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="candidatos-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    expect((await res.text()).split('\r\n')).toHaveLength(2)
    expect(
      (await t.request(`/usr/company/offers/${offer}/candidates.csv`, { token: rival.token })).status,
    ).toBe(404)
  })
})

describe('GET /usr/company/offers/{id}/candidates/{hash}/cv', () => {
  it('gives the company the CV of an applicant to its own offer, and nobody else', async () => {
    const [lucia] = people
    const cv = (hash: string, token = company.token, path = offer) =>
      t.request(`/usr/company/offers/${path}/candidates/${hash}/cv`, { token })
    const res = await cv(applications[0] ?? '')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''CV%20Luc%C3%ADa%20Mart%C3%ADn%20P%C3%A9rez.pdf",
    )
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(pdf(`CV ${lucia?.email}`).toString())

    expect((await cv(applications[0] ?? '', rival.token)).status).toBe(404)
    expect((await cv(applications[0] ?? '', lucia?.token)).status).toBe(403)
    expect((await cv('unknown')).status).toBe(404)
    // A person who applied to another company's offer only.
    const rivalOffer = await offerIn(t, rival, 'PUBLISHED')
    const stranger = await createPerson(t, { cv: true })
    const app = (await (
      await t.request(`/usr/jobs/${rivalOffer}/application`, { method: 'POST', token: stranger.token })
    ).json()) as {
      hash: string
    }
    expect((await cv(app.hash)).status).toBe(404)
    expect((await cv(app.hash, company.token, rivalOffer)).status).toBe(404)
    expect((await cv(app.hash, rival.token, rivalOffer)).status).toBe(200)

    // A candidate who removed their CV since.
    await t.database.db
      .update(users)
      .set({ cvKey: null })
      .where(eq(users.id, lucia?.id ?? ''))
    expect((await cv(applications[0] ?? '')).status).toBe(404)
    const [row] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.hash, applications[0] ?? ''))
    expect(row).toBeDefined()
    const list = await candidates()
    expect(list.body.items.find((c) => c.hash === applications[0])?.has_cv).toBe(false)
  })
})

describe('the answers', () => {
  it('match the contract’s schemas, which the apps parse them with', async () => {
    const admin = await createPerson(t, { role: 'admin' })
    const [lucia] = people
    const calls: [v.GenericSchema | undefined, string, string | undefined, RequestInit?][] = [
      [j.latestJobs.response.body, '/api/jobs/latest', undefined],
      [j.jobBank.response.body, '/api/jobs', lucia?.token],
      [j.jobOffer.response.body, `/api/jobs/${offer}`, lucia?.token],
      [j.myApplications.response.body, '/usr/applications', lucia?.token],
      [j.companyOffers.response.body, '/usr/company/offers', company.token],
      [j.companyOffer.response.body, `/usr/company/offers/${offer}`, company.token],
      [j.offerCandidates.response.body, `/usr/company/offers/${offer}/candidates`, company.token],
      [j.adminOffers.response.body, '/usr/admin/offers', admin.token],
    ]
    for (const [schema, path, token] of calls) {
      const res = await t.request(path, { token })
      expect(res.status, path).toBe(200)
      const body = await res.json()
      expect(v.safeParse(schema as v.GenericSchema, body).issues, path).toBeUndefined()
    }
    const other = await createPerson(t, { cv: true })
    const applied = await t.request(`/usr/jobs/${offer}/application`, { method: 'POST', token: other.token })
    expect(v.safeParse(j.applyToJob.response.body, await applied.json()).success).toBe(true)
    const created = await t.request('/usr/company/offers', { json: offerInput(), token: company.token })
    expect(v.safeParse(j.createOffer.response.body, await created.json()).success).toBe(true)
    const [candidate] = (await candidates()).body.items
    const marked = await mark(candidate?.hash ?? '', 'ACCEPTED')
    expect(v.safeParse(j.setCandidateStatus.response.body, await marked.json()).success).toBe(true)
  })
})
