// Spec section 5, "A company sees a CV only of a person who applied to one of its offers": in the companies'
// directory, `has_cv` and GET /usr/company/directory/{id}/cv answer the CV only to a company that received
// an application from that person; anyone else gets 404, as if there were no CV.

import { randomBytes } from 'node:crypto'
import type { ApplicationStatus } from '@egresa/api-contract/jobs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { createCompany, type TestCompany } from '../../test/companies'
import { form, pdf } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let hiring: TestCompany
let other: TestCompany
let hiringToken: string
let otherToken: string

const newHash = () => randomBytes(9).toString('base64url')

/** A person who appears in the companies' directory, with a CV of their own when `cv` is given. */
async function person(email: string, options: { cv?: string; appears?: boolean } = {}) {
  const user = await t.createUser({ email, role: 'alumniPremium', name: 'Carla' })
  await t.database.db
    .update(users)
    .set({ isAppearByCompany: options.appears ?? true })
    .where(eq(users.id, user.id))
  if (options.cv) {
    const token = await t.login(email)
    const res = await t.request('/usr/users/cv', {
      method: 'POST',
      token,
      body: form('file', pdf(options.cv), 'mi-cv.pdf', 'application/pdf'),
    })
    expect(res.status).toBe(200)
  }
  return user
}

async function offerOf(company: TestCompany) {
  const [row] = await t.database.db
    .insert(jobOffers)
    .values({
      hash: newHash(),
      companyId: company.id,
      title: 'Desarrolladora web',
      description: 'Una oferta de prueba para el directorio.',
      workstation: 'Desarrollo',
      location: 'Castellón',
      contract: 'INDEFINITE',
      workingHours: 'FULL-TIME',
      status: 'PUBLISHED',
      publishedAt: new Date(),
    })
    .returning({ id: jobOffers.id })
  if (!row) throw new Error('no offer')
  return row.id
}

async function apply(userId: string, offerId: string, status: ApplicationStatus = 'PENDING') {
  await t.database.db.insert(jobApplications).values({ hash: newHash(), offerId, userId, status })
}

const profile = (hash: string, token: string) => t.request(`/usr/company/directory/${hash}`, { token })
const cv = (hash: string, token: string) => t.request(`/usr/company/directory/${hash}/cv`, { token })

beforeAll(async () => {
  t = await createTestApp()
  hiring = await createCompany(t, { email: 'hiring@cv.test', name: 'Contrata S.L.' })
  other = await createCompany(t, { email: 'other@cv.test', name: 'Otra S.L.' })
  hiringToken = await t.login(hiring.email)
  otherToken = await t.login(other.email)
})
afterAll(() => t.close())

describe('a CV in the companies’ directory', () => {
  it('is there for the company the person applied to, and for no other company', async () => {
    const carla = await person('carla@cv.test', { cv: 'CV de Carla' })
    await apply(carla.id, await offerOf(hiring), 'CANCELLED')

    const mine = await profile(carla.hash, hiringToken)
    expect(mine.status).toBe(200)
    expect(await mine.json()).toMatchObject({ hash: carla.hash, has_cv: true })
    const file = await cv(carla.hash, hiringToken)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain('mi-cv.pdf')
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toContain('CV de Carla')

    const theirs = await profile(carla.hash, otherToken)
    expect(await theirs.json()).toMatchObject({ hash: carla.hash, has_cv: false })
    const refused = await cv(carla.hash, otherToken)
    expect(refused.status).toBe(404)
    expect(await refused.json()).toMatchObject({ reason: 'not_found' })
  })

  it('is not there for a person who applied nowhere, or who has no CV', async () => {
    const noApplication = await person('solo@cv.test', { cv: 'CV sin candidatura' })
    expect(await (await profile(noApplication.hash, hiringToken)).json()).toMatchObject({ has_cv: false })
    expect((await cv(noApplication.hash, hiringToken)).status).toBe(404)

    const noCv = await person('sincv@cv.test')
    await apply(noCv.id, await offerOf(hiring))
    expect(await (await profile(noCv.hash, hiringToken)).json()).toMatchObject({ has_cv: false })
    expect((await cv(noCv.hash, hiringToken)).status).toBe(404)
  })

  it('goes when the application is withdrawn, and never shows someone hidden from companies', async () => {
    const withdrawn = await person('retira@cv.test', { cv: 'CV retirado' })
    const offer = await offerOf(hiring)
    await apply(withdrawn.id, offer)
    expect((await cv(withdrawn.hash, hiringToken)).status).toBe(200)
    await t.database.db
      .delete(jobApplications)
      .where(and(eq(jobApplications.userId, withdrawn.id), eq(jobApplications.offerId, offer)))
    expect((await cv(withdrawn.hash, hiringToken)).status).toBe(404)

    const hidden = await person('oculta@cv.test', { cv: 'CV oculto', appears: false })
    await apply(hidden.id, await offerOf(hiring))
    expect((await profile(hidden.hash, hiringToken)).status).toBe(404)
    expect((await cv(hidden.hash, hiringToken)).status).toBe(404)
  })

  it('is no call of alumni, nor of anyone without a session', async () => {
    const carla = await t.database.db.select().from(users).where(eq(users.email, 'carla@cv.test'))
    const hash = carla[0]?.hash ?? ''
    await t.createUser({ email: 'alumni@cv.test', role: 'alumniPremium' })
    const alumni = await t.login('alumni@cv.test')
    expect((await cv(hash, alumni)).status).toBe(403)
    expect((await t.request(`/usr/company/directory/${hash}/cv`)).status).toBe(401)
  })
})

describe('who saw my CV', () => {
  type Views = {
    items: { at: string; company: { hash: string | null; name: string }; offer: { title: string } | null }[]
    total: number
    maxPages: number
  }
  const views = async (token: string, query = '') => {
    const res = await t.request(`/usr/users/cv/views${query}`, { token })
    expect(res.status).toBe(200)
    return (await res.json()) as Views
  }

  it('lists each time a company opened the CV, by offer or from the directory, newest first', async () => {
    const lucia = await person('lucia@cv.test', { cv: 'CV de Lucía' })
    const token = await t.login('lucia@cv.test')
    expect(await views(token)).toEqual({ items: [], total: 0, maxPages: 0 })
    const offer = await offerOf(hiring)
    await apply(lucia.id, offer)
    const [application] = await t.database.db
      .select({ hash: jobApplications.hash, offerHash: jobOffers.hash })
      .from(jobApplications)
      .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
      .where(eq(jobApplications.userId, lucia.id))
    if (!application) throw new Error('no application')

    // Through the application to the offer, then from the directory.
    const byOffer = await t.request(
      `/usr/company/offers/${application.offerHash}/candidates/${application.hash}/cv`,
      { token: hiringToken },
    )
    expect(byOffer.status).toBe(200)
    expect((await cv(lucia.hash, hiringToken)).status).toBe(200)
    // Refused reads are not views.
    expect((await cv(lucia.hash, otherToken)).status).toBe(404)

    const seen = await views(token)
    expect(seen.total).toBe(2)
    expect(seen.items).toMatchObject([
      { company: { hash: hiring.hash, name: 'Contrata S.L.' }, offer: null },
      { company: { hash: hiring.hash, name: 'Contrata S.L.' }, offer: { title: 'Desarrolladora web' } },
    ])
    expect(Date.parse(seen.items[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(seen.items[1]?.at ?? ''))
    expect((await views(token, '?size=1&page=2')).items).toMatchObject([
      { offer: { title: 'Desarrolladora web' } },
    ])

    // Another person sees only their own views.
    await person('nadie@cv.test', { cv: 'CV de nadie' })
    expect((await views(await t.login('nadie@cv.test'))).total).toBe(0)
  })

  it('keeps the company’s name once the company is gone, and asks a guest to sign in', async () => {
    const pau = await person('pau@cv.test', { cv: 'CV de Pau' })
    const gone = await createCompany(t, { email: 'gone@cv.test', name: 'Cerrada S.A.' })
    await apply(pau.id, await offerOf(gone))
    expect((await cv(pau.hash, await t.login(gone.email))).status).toBe(200)
    await t.database.db.delete(jobOffers).where(eq(jobOffers.companyId, gone.id))
    await t.database.db.delete(users).where(eq(users.email, gone.email))
    const token = await t.login('pau@cv.test')
    expect((await views(token)).items).toMatchObject([
      { company: { hash: null, name: 'Cerrada S.A.' }, offer: null },
    ])
    expect((await t.request('/usr/users/cv/views')).status).toBe(401)
  })
})
