// A company's offers and the alumni office's review (docs/jobs.md): the whole state machine, the offer form's
// rules, ownership between companies, the lists, the mails and the `pnpm admin offers:*` commands.
import type { OfferStatus } from '@egresa/api-contract/jobs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobOfferClosings, jobOffers } from '../../db/schema/jobs'
import { tags } from '../../db/schema/reference'
import { companies } from '../../db/schema/users'
import { referenceHashes } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import {
  type Actor,
  applicationsOf,
  type CompanyActor,
  createCompany,
  createPerson,
  offerIn,
  offerInput,
  offerRow,
  outboxFor,
} from '../../test/jobs'
import { jobCommands as commands } from './commands'

let t: TestApp
let company: CompanyActor
let rival: CompanyActor
let admin: Actor

beforeAll(async () => {
  t = await createTestApp()
  company = await createCompany(t, { recruiter: 'Carmen' })
  rival = await createCompany(t, { name: 'Competencia S.A.', recruiter: 'Pau', language: 'ca' })
  admin = await createPerson(t, { role: 'admin', name: 'Oficina' })
})
afterAll(() => t.close())

type Body = Record<string, unknown> & { status?: string; message?: string; reason?: string }
const json = async (res: Response) => (await res.json()) as Body

const close = { service_rating: 4, candidates_rating: 3, hired: false }

/** Each action as its caller does it. */
const actions = {
  edit: (hash: string, locale: 'es' | 'en') =>
    t.request(`/usr/company/offers/${hash}`, {
      method: 'PATCH',
      json: { title: 'Título cambiado' },
      token: company.token,
      locale,
    }),
  delete: (hash: string, locale: 'es' | 'en') =>
    t.request(`/usr/company/offers/${hash}`, { method: 'DELETE', token: company.token, locale }),
  publish: (hash: string, locale: 'es' | 'en') =>
    t.request(`/usr/company/offers/${hash}/publish`, { method: 'POST', token: company.token, locale }),
  approve: (hash: string, locale: 'es' | 'en') =>
    t.request(`/usr/admin/offers/${hash}/approve`, { method: 'POST', token: admin.token, locale }),
  reject: (hash: string, locale: 'es' | 'en') =>
    t.request(`/usr/admin/offers/${hash}/reject`, {
      json: { reason: 'Falta el salario.' },
      token: admin.token,
      locale,
    }),
  close: (hash: string, locale: 'es' | 'en') =>
    t.request(`/usr/company/offers/${hash}/close`, { json: close, token: company.token, locale }),
  reopen: (hash: string, locale: 'es' | 'en') =>
    t.request(`/usr/company/offers/${hash}/reopen`, { method: 'POST', token: company.token, locale }),
} as const

const states: OfferStatus[] = ['UNPUBLISHED', 'PENDING', 'PUBLISHED', 'CLOSED']

/**
 * The state machine as docs/jobs.md draws it, written out here on its own (not read from the code): the
 * state each action leads to, 'gone' for a deletion, and nothing where the action is refused.
 */
const expected: Record<keyof typeof actions, Partial<Record<OfferStatus, OfferStatus | 'gone'>>> = {
  edit: { UNPUBLISHED: 'UNPUBLISHED', PENDING: 'PENDING', PUBLISHED: 'PENDING' },
  delete: { UNPUBLISHED: 'gone', PENDING: 'gone', CLOSED: 'gone' },
  publish: { UNPUBLISHED: 'PENDING' },
  approve: { PENDING: 'PUBLISHED' },
  reject: { PENDING: 'UNPUBLISHED' },
  close: { PUBLISHED: 'CLOSED' },
  reopen: { CLOSED: 'PUBLISHED' },
}

const cases = Object.keys(actions).flatMap((action) =>
  states.map((from) => [action as keyof typeof actions, from] as const),
)

describe('the offer state machine', () => {
  it('covers every state and action', () => {
    expect(cases).toHaveLength(28)
  })

  it.each(cases)('%s from %s', async (action, from) => {
    const hash = await offerIn(t, company, from)
    const before = await offerRow(t, hash)
    const mailed = (await outboxFor(t, company.email)).length
    const locale = cases.findIndex(([a, f]) => a === action && f === from) % 2 ? 'en' : 'es'
    const res = await actions[action](hash, locale)
    const to = expected[action][from]
    if (to === 'gone') {
      expect(res.status).toBe(204)
      expect(await offerRow(t, hash)).toBeNull()
      return
    }
    if (to) {
      expect(res.status).toBe(200)
      expect((await json(res)).status).toBe(to)
      expect((await offerRow(t, hash))?.status).toBe(to)
      return
    }
    // Refused: 409 with a reason in the request's language, and nothing changed or mailed.
    expect(res.status).toBe(409)
    const body = await json(res)
    expect(body).toMatchObject({ code: 409, reason: 'conflict' })
    expect(body.message).toMatch(locale === 'es' ? /oferta/ : /offer/)
    expect(await offerRow(t, hash)).toEqual(before)
    expect(await outboxFor(t, company.email)).toHaveLength(mailed)
  })

  it('says why in the request’s language', async () => {
    const closed = await offerIn(t, company, 'CLOSED')
    expect(await json(await actions.edit(closed, 'es'))).toMatchObject({
      message: 'Esta oferta está cerrada: reábrela para poder editarla.',
    })
    expect(await json(await actions.edit(closed, 'en'))).toMatchObject({
      message: 'This offer is closed: reopen it to edit it.',
    })
    const published = await offerIn(t, company, 'PUBLISHED')
    expect(await json(await actions.delete(published, 'es'))).toMatchObject({
      message: 'Esta oferta está publicada: ciérrala antes de borrarla.',
    })
    const draft = await offerIn(t, company, 'UNPUBLISHED')
    expect(await json(await actions.approve(draft, 'en'))).toMatchObject({
      message: 'Only an offer pending publication can be approved, and this one is a draft.',
    })
    expect(await json(await actions.close(draft, 'es'))).toMatchObject({
      message: 'Solo se puede cerrar una oferta publicada, y esta está en borrador.',
    })
  })

  it('keeps a published offer published when an edit changes nothing', async () => {
    const hash = await offerIn(t, company, 'PUBLISHED')
    const res = await t.request(`/usr/company/offers/${hash}`, {
      method: 'PATCH',
      json: { title: offerInput().title },
      token: company.token,
    })
    expect(res.status).toBe(200)
    expect((await json(res)).status).toBe('PUBLISHED')
  })

  it('deletes an offer with its applications and closing feedback', async () => {
    const hash = await offerIn(t, company, 'PUBLISHED')
    const person = await createPerson(t, { cv: true })
    expect(
      (await t.request(`/usr/jobs/${hash}/application`, { method: 'POST', token: person.token })).status,
    ).toBe(201)
    expect((await actions.close(hash, 'es')).status).toBe(200)
    const id = (await offerRow(t, hash))?.id ?? ''
    const closings = () =>
      t.database.db.select().from(jobOfferClosings).where(eq(jobOfferClosings.offerId, id))
    expect(await closings()).toHaveLength(1)
    expect((await actions.delete(hash, 'es')).status).toBe(204)
    expect(await applicationsOf(t, hash)).toEqual([])
    expect(await closings()).toEqual([])
    expect(await offerRow(t, hash)).toBeNull()
  })
})

describe('the offer form', () => {
  it('creates a draft in two languages with its references, read back in the request’s language', async () => {
    const ref = await referenceHashes(t)
    const [area] = await t.database.db.select().from(tags).where(eq(tags.group, 'area')).limit(1)
    const [specialty] = await t.database.db.select().from(tags).where(eq(tags.group, 'specialty')).limit(1)
    const res = await t.request('/usr/company/offers', {
      json: offerInput({
        title_en: 'Data engineer',
        description_en: 'We are looking for someone for the analytics team.',
        workstation_en: '',
        country_code: 'es',
        category: ref.leaf,
        area: area?.hash,
        specialty: specialty?.hash,
      }),
      token: company.token,
      locale: 'en',
    })
    expect(res.status).toBe(201)
    const offer = await json(res)
    expect(offer).toMatchObject({
      status: 'UNPUBLISHED',
      title: 'Ingeniera de datos',
      title_en: 'Data engineer',
      workstation_en: null,
      country_code: 'ES',
      category: { hash: ref.leaf, title: ref.leafTitle.en },
      area: { hash: area?.hash, title: area?.titleEn },
      specialty: { hash: specialty?.hash, title: specialty?.titleEn },
      review_note: null,
      published_at: null,
      candidates: { new: 0, in_process: 0, discarded: 0 },
    })
    expect(offer.id).toBe(offer.hash)
    const read = await t.request(`/usr/company/offers/${offer.hash}`, { token: company.token })
    expect(await json(read)).toMatchObject({ category: { title: ref.leafTitle.es } })
    const catalan = await t.request(`/usr/company/offers/${offer.hash}`, {
      token: company.token,
      locale: 'ca',
    })
    expect(await json(catalan)).toMatchObject({
      category: { title: 'Grau en Història' },
      area: { title: area?.titleCa },
      specialty: { title: specialty?.titleCa },
    })
  })

  it('refuses unknown references, contract and hours on their fields, and saves nothing', async () => {
    const ref = await referenceHashes(t)
    const [career] = await t.database.db.select().from(tags).where(eq(tags.group, 'career')).limit(1)
    const count = async () => (await t.database.db.select({ id: jobOffers.id }).from(jobOffers)).length
    const n = await count()
    const res = await t.request('/usr/company/offers', {
      json: offerInput({ category: ref.branch, area: career?.hash, specialty: 'nope', country_code: 'XX' }),
      token: company.token,
      locale: 'en',
    })
    expect(res.status).toBe(400)
    expect((await json(res)).errors).toEqual({
      category: ['Choose a degree from the list (not a branch that has sub-categories).'],
      area: ['This academic area does not exist.'],
      specialty: ['This specialty does not exist.'],
      country_code: ['This country does not exist.'],
    })
    const contract = await t.request('/usr/company/offers', {
      json: offerInput({ contract: 'PERMANENT', working_hours: 'HALF' }),
      token: company.token,
    })
    expect(contract.status).toBe(400)
    expect(Object.keys((await json(contract)).errors as object).sort()).toEqual(['contract', 'working_hours'])
    const missing = await t.request('/usr/company/offers', { json: {}, token: company.token })
    expect(Object.keys((await json(missing)).errors as object).sort()).toEqual([
      'contract',
      'description',
      'location',
      'title',
      'working_hours',
      'workstation',
    ])
    expect(await count()).toBe(n)
  })

  it('refuses a start date in the past when it is written, and when the draft is sent to review', async () => {
    const typed = await t.request('/usr/company/offers', {
      json: offerInput({ date_incorporation: '2020-01-01' }),
      token: company.token,
      locale: 'en',
    })
    expect(typed.status).toBe(400)
    expect((await json(typed)).errors).toEqual({
      date_incorporation: ['The start date must be between today and 2 years from today.'],
    })

    // A draft written a while ago whose date has passed since.
    const hash = await offerIn(t, company, 'UNPUBLISHED')
    await t.database.db
      .update(jobOffers)
      .set({ dateIncorporation: '2021-03-01' })
      .where(eq(jobOffers.hash, hash))
    for (const [locale, message] of [
      ['es', 'La fecha de incorporación ya ha pasado: cámbiala antes de enviar la oferta a publicar.'],
      ['en', 'The start date has passed: change it before sending the offer to be published.'],
    ] as const) {
      const res = await actions.publish(hash, locale)
      expect(res.status).toBe(400)
      expect((await json(res)).errors).toEqual({ date_incorporation: [message] })
    }
    expect((await offerRow(t, hash))?.status).toBe('UNPUBLISHED')
    const fixed = await t.request(`/usr/company/offers/${hash}`, {
      method: 'PATCH',
      json: { date_incorporation: null },
      token: company.token,
    })
    expect((await json(fixed)).date_incorporation).toBeNull()
    expect((await json(await actions.publish(hash, 'es'))).status).toBe('PENDING')
  })

  it('refuses a closing form without every answer, or hiring someone who did not apply', async () => {
    const hash = await offerIn(t, company, 'PUBLISHED')
    const send = (body: unknown, locale: 'es' | 'en' = 'es') =>
      t.request(`/usr/company/offers/${hash}/close`, { json: body, token: company.token, locale })
    const empty = await send({}, 'en')
    expect(empty.status).toBe(400)
    expect(Object.keys((await json(empty)).errors as object).sort()).toEqual([
      'candidates_rating',
      'hired',
      'service_rating',
    ])
    const outOfRange = await send({ ...close, service_rating: 6, candidates_rating: 0 })
    expect(Object.keys((await json(outOfRange)).errors as object).sort()).toEqual([
      'candidates_rating',
      'service_rating',
    ])
    const whom = await send({ ...close, hired: true }, 'en')
    expect((await json(whom)).errors).toEqual({ hired_candidate: ['Say whom you hired.'] })
    const stranger = await send({ ...close, hired: true, hired_candidate: 'not-an-applicant' })
    expect(stranger.status).toBe(400)
    expect((await json(stranger)).errors).toEqual({
      hired_candidate: ['Esta persona no se ha inscrito en esta oferta.'],
    })
    // An applicant to another offer of the same company is not one of this offer's.
    const other = await offerIn(t, company, 'PUBLISHED')
    const person = await createPerson(t, { cv: true })
    const applied = await json(
      await t.request(`/usr/jobs/${other}/application`, { method: 'POST', token: person.token }),
    )
    expect((await send({ ...close, hired: true, hired_candidate: applied.hash })).status).toBe(400)
    expect((await offerRow(t, hash))?.status).toBe('PUBLISHED')
    expect(
      await t.database.db
        .select()
        .from(jobOfferClosings)
        .where(eq(jobOfferClosings.offerId, (await offerRow(t, hash))?.id ?? '')),
    ).toEqual([])

    // Hiring an applicant of this offer: the feedback is stored with the application.
    const mine = await json(
      await t.request(`/usr/jobs/${hash}/application`, { method: 'POST', token: person.token }),
    )
    const done = await send({
      service_rating: 5,
      candidates_rating: 4,
      hired: true,
      hired_candidate: mine.hash,
    })
    expect(done.status).toBe(200)
    const closed = await json(done)
    expect(closed.status).toBe('CLOSED')
    expect(closed.closed_at).toEqual(expect.any(String))
    const row = await offerRow(t, hash)
    const [closing] = await t.database.db
      .select()
      .from(jobOfferClosings)
      .where(eq(jobOfferClosings.offerId, row?.id ?? ''))
    expect(closing).toMatchObject({ serviceRating: 5, candidatesRating: 4, hired: true })
    expect(closing?.hiredApplicationId).toEqual(expect.any(String))
    // Reopened and closed again: one feedback per closing.
    expect((await actions.reopen(hash, 'es')).status).toBe(200)
    expect((await json(await actions.reopen(hash, 'es'))).reason).toBe('conflict')
    expect((await offerRow(t, hash))?.closedAt).toBeNull()
    expect((await send(close)).status).toBe(200)
    expect(
      await t.database.db
        .select()
        .from(jobOfferClosings)
        .where(eq(jobOfferClosings.offerId, row?.id ?? '')),
    ).toHaveLength(2)
  })
})

describe('ownership', () => {
  it('answers 404 to another company for every call on an offer, and changes nothing', async () => {
    const hash = await offerIn(t, company, 'PUBLISHED')
    const person = await createPerson(t, { cv: true })
    const application = await json(
      await t.request(`/usr/jobs/${hash}/application`, { method: 'POST', token: person.token }),
    )
    const before = await offerRow(t, hash)
    const as = { token: rival.token }
    const calls = [
      t.request(`/usr/company/offers/${hash}`, as),
      t.request(`/usr/company/offers/${hash}`, { ...as, method: 'PATCH', json: { title: 'Robada' } }),
      t.request(`/usr/company/offers/${hash}`, { ...as, method: 'DELETE' }),
      t.request(`/usr/company/offers/${hash}/publish`, { ...as, method: 'POST' }),
      t.request(`/usr/company/offers/${hash}/close`, { ...as, json: close }),
      t.request(`/usr/company/offers/${hash}/reopen`, { ...as, method: 'POST' }),
      t.request(`/usr/company/offers/${hash}/candidates`, as),
      t.request(`/usr/company/offers/${hash}/candidates.csv`, as),
      t.request(`/usr/company/offers/${hash}/candidates/${application.hash}`, {
        ...as,
        method: 'PATCH',
        json: { status: 'ACCEPTED' },
      }),
      t.request(`/usr/company/offers/${hash}/candidates/${application.hash}/cv`, as),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404)
      expect(await json(res)).toMatchObject({ reason: 'not_found' })
    }
    expect(await offerRow(t, hash)).toEqual(before)
    expect((await applicationsOf(t, hash)).map((a) => a.status)).toEqual(['PENDING'])
    // The person has the receipt of the application, and nothing from the other company's calls.
    expect((await outboxFor(t, person.email)).map((m) => m.template)).toEqual(['application-received'])
    // Nor does it see it in its list.
    const list = await json(await t.request('/usr/company/offers', as))
    expect((list.items as { hash: string }[]).map((o) => o.hash)).not.toContain(hash)
  })

  it('keeps alumni off the company side and companies off the alumni side', async () => {
    const hash = await offerIn(t, company, 'PUBLISHED')
    const person = await createPerson(t, { cv: true })
    for (const res of [
      await t.request('/usr/company/offers', { token: person.token }),
      await t.request('/usr/company/offers', { json: offerInput(), token: person.token }),
      await t.request(`/usr/company/offers/${hash}/candidates`, { token: person.token }),
      await t.request('/usr/admin/offers', { token: person.token }),
      await t.request(`/usr/admin/offers/${hash}/approve`, { method: 'POST', token: company.token }),
      await t.request(`/usr/jobs/${hash}/application`, { method: 'POST', token: company.token }),
      await t.request('/api/jobs', { token: company.token }),
    ]) {
      expect(res.status).toBe(403)
    }
  })

  it('gives an account without a company no offers, and no way to create one', async () => {
    const list = await json(await t.request('/usr/company/offers', { token: admin.token }))
    expect(list).toEqual({ items: [], total: 0, maxPages: 0 })
    const res = await t.request('/usr/company/offers', {
      json: offerInput(),
      token: admin.token,
      locale: 'en',
    })
    expect(res.status).toBe(409)
    expect(await json(res)).toMatchObject({
      message: 'This account belongs to no company: only a company publishes offers.',
    })
  })
})

describe('GET /usr/company/offers', () => {
  it('lists the company’s offers newest first with candidate counts, filtered by text and status', async () => {
    const own = await createCompany(t, { name: 'Lista S.L.' })
    const hashes: string[] = []
    for (let i = 0; i < 12; i++) {
      hashes.push(
        await offerIn(t, own, i % 3 === 0 ? 'PUBLISHED' : 'UNPUBLISHED', {
          title: i === 4 ? 'Diseñador gráfico' : `Oferta ${i}`,
        }),
      )
    }
    const published = hashes[0] ?? ''
    for (const status of ['ACCEPTED', 'CANCELLED', 'PENDING', 'PENDING']) {
      const person = await createPerson(t, { cv: true })
      const app = await json(
        await t.request(`/usr/jobs/${published}/application`, { method: 'POST', token: person.token }),
      )
      if (status !== 'PENDING')
        await t.request(`/usr/company/offers/${published}/candidates/${app.hash}`, {
          method: 'PATCH',
          json: { status },
          token: own.token,
        })
    }
    const first = await json(await t.request('/usr/company/offers', { token: own.token }))
    expect(first).toMatchObject({ total: 12, maxPages: 2 })
    const items = first.items as { hash: string; candidates: unknown }[]
    expect(items).toHaveLength(10)
    expect(items[0]?.hash).toBe(hashes[11])
    const page2 = await json(await t.request('/usr/company/offers?page=2', { token: own.token }))
    const last = (page2.items as { hash: string; candidates: unknown }[]).at(-1)
    expect(last).toMatchObject({ hash: published, candidates: { new: 2, in_process: 1, discarded: 1 } })

    const text = await json(await t.request('/usr/company/offers?text=DISENADOR', { token: own.token }))
    expect((text.items as { hash: string }[]).map((o) => o.hash)).toEqual([hashes[4]])
    const status = await json(await t.request('/usr/company/offers?status=PUBLISHED', { token: own.token }))
    expect(status.total).toBe(4)
    expect((await t.request('/usr/company/offers?status=OPEN', { token: own.token })).status).toBe(400)
  })
})

describe('the alumni office', () => {
  it('approves a pending offer and mails the company in its language', async () => {
    const catalan = await createCompany(t, {
      name: 'Empresa Catalana S.L.',
      recruiter: 'Jordi',
      language: 'ca',
    })
    const hash = await offerIn(t, catalan, 'UNPUBLISHED')
    expect(
      (await t.request(`/usr/company/offers/${hash}/publish`, { method: 'POST', token: catalan.token }))
        .status,
    ).toBe(200)
    const queue = await json(await t.request('/usr/admin/offers?status=PENDING', { token: admin.token }))
    expect((queue.items as { hash: string }[]).map((o) => o.hash)).toContain(hash)
    const res = await t.request(`/usr/admin/offers/${hash}/approve`, { method: 'POST', token: admin.token })
    expect(res.status).toBe(200)
    const offer = await json(res)
    expect(offer).toMatchObject({ hash, status: 'PUBLISHED', company: { name: 'Empresa Catalana S.L.' } })
    expect(offer.published_at).toEqual(expect.any(String))
    const mails = await outboxFor(t, catalan.email)
    expect(mails).toMatchObject([
      {
        template: 'offer-approved',
        locale: 'ca',
        subject: 'La teva oferta «Ingeniera de datos» ja està publicada',
      },
    ])
    expect(mails[0]?.text).toContain('Hola, Jordi:')
    expect(mails[0]?.text).toContain(`/ca/ocupacio/${hash}`)
    // Now in the job bank.
    expect((await t.request(`/api/jobs/${hash}`)).status).toBe(200)
  })

  it('rejects with a reason the company reads as the review note, until it sends the offer again', async () => {
    const english = await createCompany(t, { name: 'English Ltd', recruiter: 'Jane', language: 'en' })
    const hash = await offerIn(t, english, 'PENDING', {
      title_en: 'Data engineer',
      description_en: 'Analytics.',
    })
    const blank = await t.request(`/usr/admin/offers/${hash}/reject`, {
      json: { reason: '  ' },
      token: admin.token,
    })
    expect(blank.status).toBe(400)
    expect(await outboxFor(t, english.email)).toEqual([])
    const res = await t.request(`/usr/admin/offers/${hash}/reject`, {
      json: { reason: 'Indicad el salario, por favor.' },
      token: admin.token,
    })
    expect(await json(res)).toMatchObject({
      status: 'UNPUBLISHED',
      review_note: 'Indicad el salario, por favor.',
    })
    const seen = await json(await t.request(`/usr/company/offers/${hash}`, { token: english.token }))
    expect(seen).toMatchObject({ status: 'UNPUBLISHED', review_note: 'Indicad el salario, por favor.' })
    const [mail] = await outboxFor(t, english.email)
    expect(mail).toMatchObject({
      template: 'offer-rejected',
      locale: 'en',
      subject: 'Your offer "Data engineer" needs changes',
    })
    expect(mail?.text).toContain('Indicad el salario, por favor.')
    expect(mail?.text).toContain(`/en/user/offers/${hash}/edit`)
    // An edit keeps the note; sending it to review again clears it.
    await t.request(`/usr/company/offers/${hash}`, {
      method: 'PATCH',
      json: { location: 'Madrid' },
      token: english.token,
    })
    expect((await offerRow(t, hash))?.reviewNote).toBe('Indicad el salario, por favor.')
    const sent = await json(
      await t.request(`/usr/company/offers/${hash}/publish`, { method: 'POST', token: english.token }),
    )
    expect(sent).toMatchObject({ status: 'PENDING', review_note: null })
  })

  it('lists offers by status, company and text, oldest change first, and 404s an unknown one', async () => {
    const own = await createCompany(t, { name: 'Cola de revisión S.L.' })
    const a = await offerIn(t, own, 'PENDING', { title: 'Primera' })
    const b = await offerIn(t, own, 'PENDING', { title: 'Segunda' })
    await t.database.db
      .update(jobOffers)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(jobOffers.hash, b))
    const list = await json(
      await t.request(`/usr/admin/offers?status=PENDING&company=${own.companyHash}`, { token: admin.token }),
    )
    expect((list.items as { hash: string }[]).map((o) => o.hash)).toEqual([b, a])
    const text = await json(
      await t.request(`/usr/admin/offers?text=cola+revision&company=${own.companyHash}`, {
        token: admin.token,
      }),
    )
    expect(text.total).toBe(2)
    expect(
      (await t.request('/usr/admin/offers/nope/approve', { method: 'POST', token: admin.token })).status,
    ).toBe(404)
    expect(
      (await t.request('/usr/admin/offers/nope/reject', { json: { reason: 'x' }, token: admin.token }))
        .status,
    ).toBe(404)
  })
})

describe('pnpm admin offers:*', () => {
  const run = async (...args: string[]) => {
    const [name, ...rest] = args
    const command = commands[name ?? '']
    if (!command) throw new Error(`no command ${name}`)
    const lines: string[] = []
    try {
      await command.run({ database: t.database, env: t.env, args: rest, print: (l) => lines.push(l) })
      return { ok: true, lines }
    } catch (error) {
      return { ok: false, lines: [(error as Error).message] }
    }
  }

  it('lists, approves and rejects offers, and says what is wrong', async () => {
    const own = await createCompany(t, { name: 'Por Consola S.L.' })
    const a = await offerIn(t, own, 'PENDING', { title: 'Por aprobar' })
    const b = await offerIn(t, own, 'PENDING', { title: 'Por rechazar' })
    const listed = await run('offers:list', 'pending')
    expect(listed.ok).toBe(true)
    expect(listed.lines.some((l) => l.startsWith(`${a}\tPENDING\tPor Consola S.L.\tPor aprobar`))).toBe(true)
    expect(listed.lines.at(-1)).toMatch(/^\d+ PENDING$/)
    expect(await run('offers:list', 'OPEN')).toEqual({
      ok: false,
      lines: ['the state must be one of UNPUBLISHED, PENDING, PUBLISHED, CLOSED'],
    })

    expect((await run('offers:approve', a)).lines[0]).toContain('published')
    expect((await offerRow(t, a))?.status).toBe('PUBLISHED')
    // Decided already (from the command line: no one to name, only when).
    expect(await run('offers:approve', a)).toEqual({
      ok: false,
      lines: [
        expect.stringMatching(
          new RegExp(`^${a}: This offer was already approved on \\d\\d/\\d\\d/\\d{4} at \\d\\d:\\d\\d\\.$`),
        ),
      ],
    })
    expect((await run('offers:approve', 'nope')).lines).toEqual(['no offer has the hash nope'])

    expect((await run('offers:reject', b)).lines).toEqual(['the reason is missing: the company reads it'])
    const rejected = await run('offers:reject', b, 'Falta', 'el', 'salario')
    expect(rejected.ok).toBe(true)
    expect(await offerRow(t, b)).toMatchObject({ status: 'UNPUBLISHED', reviewNote: 'Falta el salario' })
    expect((await outboxFor(t, own.email)).map((m) => m.template)).toEqual([
      'offer-approved',
      'offer-rejected',
    ])
  })
})

describe('search_text', () => {
  it('follows the offer’s texts and its company’s name', async () => {
    const own = await createCompany(t, { name: 'Vieja Razón S.L.' })
    const hash = await offerIn(t, own, 'UNPUBLISHED', { title: 'Técnico de Laboratorio' })
    expect((await offerRow(t, hash))?.searchText).toMatch(/^tecnico de laboratorio .* vieja razon s\.l\.$/)
    await t.database.db
      .update(companies)
      .set({ name: 'Nueva Compañía' })
      .where(eq(companies.id, own.companyId))
    expect((await offerRow(t, hash))?.searchText).toMatch(/nueva compania$/)
  })
})
