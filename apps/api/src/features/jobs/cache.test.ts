// The job bank's kept reads (cache.ts), as the server has them on PGlite: every write of the job bank shows
// at once, from a request or from `pnpm admin`; a change made around the job bank shows within the cache time.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobOffers } from '../../db/schema/jobs'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, type CompanyActor, createCompany, createPerson, offerIn } from '../../test/jobs'
import { jobCommands as commands } from './commands'

/** Shorter than the server's JOBS_CACHE_MS, for the test not to wait ten seconds. */
const CACHE_MS = 2000
let t: TestApp
let company: CompanyActor
let person: Actor
let admin: Actor

beforeAll(async () => {
  t = await createTestApp({ readCacheMs: CACHE_MS })
  company = await createCompany(t)
  person = await createPerson(t, { cv: true })
  admin = await createPerson(t, { role: 'admin' })
})
afterAll(() => t.close())

type List = {
  items: { hash: string; title: string; my_application: { status: string } | null }[]
  total: number
}
const bank = async () => (await (await t.request('/api/jobs', { token: person.token })).json()) as List
const latest = async () => (await (await t.request('/api/jobs/latest')).json()) as { total: number }
const candidates = async (hash: string) =>
  (await (await t.request(`/usr/company/offers/${hash}/candidates`, { token: company.token })).json()) as {
    items: { hash: string; status: string }[]
  }

describe('the job bank’s kept reads', () => {
  it('show every write of the job bank at once', async () => {
    expect((await bank()).total).toBe(0)
    expect((await latest()).total).toBe(0)
    const hash = await offerIn(t, company, 'UNPUBLISHED')
    await t.request(`/usr/company/offers/${hash}/publish`, { method: 'POST', token: company.token })
    await t.request(`/usr/admin/offers/${hash}/approve`, { method: 'POST', token: admin.token })
    expect((await bank()).items.map((o) => o.hash)).toEqual([hash])
    expect((await latest()).total).toBe(1)

    expect((await candidates(hash)).items).toEqual([])
    await t.request(`/usr/jobs/${hash}/application`, { method: 'POST', token: person.token })
    expect((await bank()).items[0]?.my_application).toMatchObject({ status: 'PENDING' })
    const [candidate] = (await candidates(hash)).items
    expect(candidate?.status).toBe('PENDING')
    await t.request(`/usr/company/offers/${hash}/candidates/${candidate?.hash}`, {
      method: 'PATCH',
      json: { status: 'ACCEPTED' },
      token: company.token,
    })
    expect((await candidates(hash)).items[0]?.status).toBe('ACCEPTED')
    expect((await bank()).items[0]?.my_application).toMatchObject({ status: 'ACCEPTED' })

    await t.request(`/usr/company/offers/${hash}`, {
      method: 'PATCH',
      json: { title: 'Otro título' },
      token: company.token,
    })
    expect((await bank()).total).toBe(0)
  })

  it('show the office’s commands at once too', async () => {
    const hash = await offerIn(t, company, 'PENDING', { title: 'Por consola' })
    const before = (await bank()).total
    await commands['offers:approve']?.run({ database: t.database, env: t.env, args: [hash], print: () => {} })
    const after = await bank()
    expect(after.total).toBe(before + 1)
    expect(after.items[0]?.title).toBe('Por consola')
  })

  it('show a change made around the job bank within the cache time', async () => {
    const hash = await offerIn(t, company, 'PUBLISHED', { title: 'Antes' })
    await t.request(`/usr/company/offers/${hash}`, {
      method: 'PATCH',
      json: { location: 'Madrid' },
      token: company.token,
    })
    await t.database.db.update(jobOffers).set({ status: 'PUBLISHED' }).where(eq(jobOffers.hash, hash))
    const first = await bank()
    expect(first.items[0]?.hash).toBe(hash)
    // Written straight into the database (as an operator would): the kept page still shows the old title...
    await t.database.db.update(jobOffers).set({ title: 'Después' }).where(eq(jobOffers.hash, hash))
    expect((await bank()).items[0]?.title).toBe('Antes')
    // ...in the second half of the cache time too, while a fresh read replaces it...
    await new Promise((r) => setTimeout(r, CACHE_MS * 0.6))
    expect((await bank()).items[0]?.title).toBe('Antes')
    // ...which the next calls get.
    await expect.poll(async () => (await bank()).items[0]?.title, { timeout: CACHE_MS }).toBe('Después')
  })
})
