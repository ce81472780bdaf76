// Internships and offers with several studies categories (issue 23), and the job bank's filters by area
// and specialty and its order by date: what the company saves, what the job bank finds, and the old
// single-category form an older client still sends.
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobOffers } from '../../db/schema/jobs'
import { categories, tags } from '../../db/schema/reference'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, type CompanyActor, createCompany, createPerson, offerIn } from '../../test/jobs'

let t: TestApp
let company: CompanyActor
let premium: Actor

type Ref = { hash: string; title: string }
type Offer = { hash: string; contract: string; categories: Ref[]; category: Ref | null }
type List = { items: Offer[]; total: number }
type Body = Record<string, unknown> & { errors?: Record<string, string[]> }

/** Leaves of two different branches of the studies tree, and a branch. */
let studies: { a: { hash: string; id: number }; b: { hash: string; id: number }; branchOfB: string }
let area: { one: string; two: string }
let specialty: { one: string; two: string }

const get = async <T>(path: string, token?: string, locale: 'es' | 'en' = 'es') => {
  const res = await t.request(path, { token, locale })
  return { status: res.status, body: (await res.json()) as T }
}
const bank = async (query: string) =>
  (await get<List>(`/api/jobs?${query}`, premium.token)).body.items.map((o) => o.hash)

/** A published offer, published `minutesAgo`. */
async function published(minutesAgo: number, overrides: Record<string, unknown>) {
  const hash = await offerIn(t, company, 'PUBLISHED', overrides)
  await t.database.db
    .update(jobOffers)
    .set({ publishedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(jobOffers.hash, hash))
  return hash
}

let offers: Record<'intern' | 'both' | 'plain', string>

beforeAll(async () => {
  t = await createTestApp()
  company = await createCompany(t)
  premium = await createPerson(t)
  const all = await t.database.db.select().from(categories).orderBy(asc(categories.id))
  const isLeaf = (id: number) => !all.some((c) => c.parentId === id)
  const leaves = all.filter((c) => isLeaf(c.id) && c.parentId !== null)
  const a = leaves[0]
  const b = leaves.find((c) => c.parentId !== a?.parentId)
  if (!a || !b || b.parentId === null) throw new Error('two leaves of different branches')
  const branchOfB = all.find((c) => c.id === b.parentId)
  if (!branchOfB) throw new Error('the branch')
  studies = { a: { hash: a.hash, id: a.id }, b: { hash: b.hash, id: b.id }, branchOfB: branchOfB.hash }
  const userTags = await t.database.db.select().from(tags).where(eq(tags.type, 'USER')).orderBy(asc(tags.id))
  const areas = userTags.filter((r) => r.group === 'area')
  const specialties = userTags.filter((r) => r.group === 'specialty')
  if (!areas[1] || !specialties[1]) throw new Error('two areas and two specialties')
  area = { one: areas[0]?.hash ?? '', two: areas[1].hash }
  specialty = { one: specialties[0]?.hash ?? '', two: specialties[1].hash }

  offers = {
    intern: await published(1, {
      title: 'Prácticas de análisis',
      contract: 'INTERNSHIP',
      categories: [studies.a.hash],
      area: area.one,
      specialty: specialty.one,
    }),
    both: await published(2, {
      title: 'Dos titulaciones',
      categories: [studies.a.hash, studies.b.hash],
      area: area.two,
    }),
    plain: await published(3, { title: 'Sin titulación', specialty: specialty.two }),
  }
})
afterAll(async () => {
  await t.close()
})

describe('the offer form', () => {
  it('saves an internship with several studies categories, and answers them all with the first as `category`', async () => {
    const res = await t.request('/usr/company/offers', {
      json: {
        title: 'Becario/a de datos',
        description: 'Seis meses en el equipo de datos.',
        workstation: 'Datos',
        location: 'Castellón',
        contract: 'INTERNSHIP',
        working_hours: 'PART-TIME',
        categories: [studies.b.hash, studies.a.hash, studies.b.hash],
      },
      token: company.token,
      locale: 'en',
    })
    expect(res.status).toBe(201)
    const offer = (await res.json()) as Offer
    expect(offer.contract).toBe('INTERNSHIP')
    expect(offer.categories.map((c) => c.hash)).toEqual([studies.b.hash, studies.a.hash])
    expect(offer.category?.hash).toBe(studies.b.hash)
    const [row] = await t.database.db.select().from(jobOffers).where(eq(jobOffers.hash, offer.hash))
    expect(row?.categoryIds).toEqual([studies.b.id, studies.a.id])

    // An edit replaces the list; an empty list clears it.
    const patch = (body: Record<string, unknown>) =>
      t.request(`/usr/company/offers/${offer.hash}`, { method: 'PATCH', json: body, token: company.token })
    const one = (await (await patch({ categories: [studies.a.hash] })).json()) as Offer
    expect(one.categories.map((c) => c.hash)).toEqual([studies.a.hash])
    const none = (await (await patch({ categories: [] })).json()) as Offer
    expect(none).toMatchObject({ categories: [], category: null })
  })

  it('takes an older client’s single `category` as a list of one, and null as none', async () => {
    const hash = await offerIn(t, company, 'UNPUBLISHED', { category: studies.a.hash })
    const read = await get<Offer>(`/usr/company/offers/${hash}`, company.token)
    expect(read.body.categories.map((c) => c.hash)).toEqual([studies.a.hash])
    const cleared = await t.request(`/usr/company/offers/${hash}`, {
      method: 'PATCH',
      json: { category: null },
      token: company.token,
    })
    expect(((await cleared.json()) as Offer).categories).toEqual([])
  })

  it('refuses a branch or an unknown category on `categories`, and more than ten', async () => {
    const res = await t.request('/usr/company/offers', {
      json: {
        title: 'x',
        description: 'x',
        workstation: 'x',
        location: 'x',
        contract: 'INTERNSHIP',
        working_hours: 'FULL-TIME',
        categories: [studies.a.hash, studies.branchOfB],
      },
      token: company.token,
      locale: 'en',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as Body).errors).toEqual({
      categories: ['Choose a degree from the list (not a branch that has sub-categories).'],
    })
    const many = await t.request('/usr/company/offers', {
      json: { categories: Array.from({ length: 11 }, (_, i) => `c${i}`) },
      token: company.token,
    })
    expect(Object.keys(((await many.json()) as Body).errors ?? {})).toContain('categories')
  })
})

describe('GET /api/jobs', () => {
  it('filters internships by contract', async () => {
    expect(await bank('contract=INTERNSHIP')).toEqual([offers.intern])
  })

  it('finds an offer by any of its studies categories, and by a branch above one of them', async () => {
    expect(await bank(`category=${studies.a.hash}`)).toEqual([offers.intern, offers.both])
    expect(await bank(`category=${studies.b.hash}`)).toEqual([offers.both])
    expect(await bank(`category=${studies.branchOfB}`)).toEqual([offers.both])
  })

  it('filters by academic area and by specialty', async () => {
    expect(await bank(`area=${area.one}`)).toEqual([offers.intern])
    expect(await bank(`area=${area.two}`)).toEqual([offers.both])
    expect(await bank(`specialty=${specialty.two}`)).toEqual([offers.plain])
    expect(await bank(`area=${area.one}&specialty=${specialty.two}`)).toEqual([])
    // A specialty's hash is no area, and an unknown one finds nothing.
    expect(await bank(`area=${specialty.one}`)).toEqual([])
    expect(await bank('specialty=unknown')).toEqual([])
  })

  it('sorts by publication date, newest first unless asked for the oldest', async () => {
    expect(await bank('')).toEqual([offers.intern, offers.both, offers.plain])
    expect(await bank('sort=newest')).toEqual([offers.intern, offers.both, offers.plain])
    expect(await bank('sort=oldest')).toEqual([offers.plain, offers.both, offers.intern])
    const bad = await get<Body>('/api/jobs?sort=title', premium.token)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['sort'])
  })

  it('reads the offer with its categories', async () => {
    const { body } = await get<Offer>(`/api/jobs/${offers.both}`)
    expect(body.categories.map((c) => c.hash)).toEqual([studies.a.hash, studies.b.hash])
    expect(body.category?.hash).toBe(studies.a.hash)
  })
})
