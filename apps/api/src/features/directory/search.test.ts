// The directory's text search (migrations 0006_directory_search, 0020_reference_catalan): accent- and
// case-insensitive over names, studies (in the three languages), company and job title, every word the
// beginning of a word, ranked, and combined with the filters.

import { SEARCH_MATCHES_MAX } from '@egresa/api-contract/lists'
import { eq, sql } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '../../db/schema/reference'
import { companies, users } from '../../db/schema/users'
import { referenceHashes } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { searchWords } from './queries'

let t: TestApp
let ref: Awaited<ReturnType<typeof referenceHashes>>
let leafId: number
const tokens = { free: '', premium: '', company: '' }

type Person = {
  name: string
  surname: string
  details: boolean
  city: string | null
  tags: unknown[]
  current_job: string | null
}
type List = { items: Person[]; total: number; maxPages: number }

beforeAll(async () => {
  t = await createTestApp()
  ref = await referenceHashes(t)
  const db = t.database.db
  const leaf = ref.categories.find((c) => c.hash === ref.leaf)
  assert(leaf, 'the leaf category')
  leafId = leaf.id
  const person = async (email: string, values: Partial<typeof users.$inferInsert>) => {
    const user = await t.createUser({ email, name: values.name ?? 'X' })
    await db
      .update(users)
      .set({ isAppearByUser: true, isAppearByCompany: true, ...values })
      .where(eq(users.id, user.id))
  }
  await person('jose@search.test', {
    name: 'José María',
    surname: 'Peña Ibáñez',
    currentJob: 'Enfermero',
    graduationYear: 2019,
    countryCode: 'ES',
    city: 'València',
  })
  await person('maria@search.test', {
    name: 'María',
    surname: 'Josefa Ruiz',
    currentJob: 'Arquitecta',
    graduationYear: 2020,
    countryCode: 'PT',
  })
  // "garcia" in the job and company only: found, below those named García.
  await person('lucia@search.test', {
    name: 'Lucía',
    surname: 'Sanz',
    currentJob: 'Consultora de García Asociados',
    currentCompany: 'Bufete García',
  })
  await person('garcia@search.test', { name: 'Pablo', surname: 'García', currentJob: 'Profesor' })
  await person('garcilaso@search.test', { name: 'Inés', surname: 'Garcilaso', currentJob: 'Profesora' })
  await person('studies@search.test', {
    name: 'Olga',
    surname: 'Vidal',
    categoryId: leafId,
    currentCompany: 'Ñandú Software S.L.',
  })
  await person('hidden@search.test', { name: 'José', surname: 'Oculto', isAppearByUser: false })

  await t.createUser({ email: 'free@viewer.test', role: 'alumniFreemium' })
  await t.createUser({ email: 'premium@viewer.test', role: 'alumniPremium' })
  const recruiter = await t.createUser({ email: 'company@viewer.test', role: 'company' })
  await db.insert(companies).values({
    hash: 'search-company',
    userId: recruiter.id,
    name: 'Reclutadora S.L.',
    contactName: 'R',
    documentNumber: 'B12345674',
    validatedAt: new Date(),
  })
  // Only to companies: found by a company, never by alumni.
  await person('company-only@search.test', {
    name: 'Josefina',
    surname: 'Solo Empresas',
    isAppearByUser: false,
    isAppearByCompany: true,
  })
  tokens.free = await t.login('free@viewer.test')
  tokens.premium = await t.login('premium@viewer.test')
  tokens.company = await t.login('company@viewer.test')
})
afterAll(() => t.close())

const list = async (query: string, token = tokens.premium) => {
  const res = await t.request(`/api/users?${query}`, { token })
  expect(res.status, query).toBe(200)
  return (await res.json()) as List
}
const found = async (query: string, token?: string) =>
  (await list(query, token)).items.map((p) => `${p.name} ${p.surname}`)

describe('the directory’s text search', () => {
  it('finds names whatever the accents and the case ("Jose Maria" finds "José María")', async () => {
    expect(await found('text=Jose%20Maria')).toEqual(['José María Peña Ibáñez', 'María Josefa Ruiz'])
    expect(await found('text=JOSÉ%20MARÍA%20PEÑA')).toEqual(['José María Peña Ibáñez'])
    expect(await found('text=pena%20ibanez')).toEqual(['José María Peña Ibáñez'])
    // Someone who does not appear to alumni is not found either.
    expect(await found('text=oculto')).toEqual([])
  })

  it('ranks whole words first, and a match in the name above one in the job or company', async () => {
    // "García" whole, in a surname and then in a job and company.
    expect(await found('text=garcia')).toEqual(['Pablo García', 'Lucía Sanz'])
    // The beginning of a word: the whole word first, the other surname next, the job and company last.
    expect(await found('text=garci')).toEqual(['Pablo García', 'Inés Garcilaso', 'Lucía Sanz'])
    // Every word must be there: "María" and "Josefa" are both in one person only.
    expect(await found('text=maria%20josefa')).toEqual(['María Josefa Ruiz'])
  })

  it('searches the job title, the company and the studies in the three languages', async () => {
    expect(await found('text=enfermero')).toEqual(['José María Peña Ibáñez'])
    expect(await found('text=nandu')).toEqual(['Olga Vidal'])
    expect(await found(`text=${encodeURIComponent(ref.leafTitle.es)}`)).toContain('Olga Vidal')
    expect(await found(`text=${encodeURIComponent(ref.leafTitle.en)}`)).toContain('Olga Vidal')
    expect(ref.leafTitle.ca).toBe('Grau en Història')
    expect(await found('text=grau%20historia')).toEqual(['Olga Vidal'])
  })

  it('finds people by the studies’ new title once the office renames them', async () => {
    await t.database.db
      .update(categories)
      .set({ titleEs: 'Oceanografía Polar', titleEn: 'Polar Oceanography' })
      .where(eq(categories.id, leafId))
    expect(await found('text=oceanografia%20polar')).toEqual(['Olga Vidal'])
    expect(await found('text=polar%20oceanography')).toEqual(['Olga Vidal'])
    // The Catalan title alone (migration 0020_reference_catalan), as the seed fills it at start.
    await t.database.db
      .update(categories)
      .set({ titleCa: 'Oceanografia Àrtica' })
      .where(eq(categories.id, leafId))
    expect(await found('text=oceanografia%20artica')).toEqual(['Olga Vidal'])
  })

  it('finds people after they change their name or job', async () => {
    await t.database.db
      .update(users)
      .set({ currentJob: 'Matrona' })
      .where(eq(users.email, 'jose@search.test'))
    expect(await found('text=matrona')).toEqual(['José María Peña Ibáñez'])
    expect(await found('text=enfermero')).toEqual([])
  })

  it('combines the text with the filters, and counts what it finds', async () => {
    expect(await found('text=maria&graduation_year=2020')).toEqual(['María Josefa Ruiz'])
    expect(await found('text=maria&country_code=ES')).toEqual(['José María Peña Ibáñez'])
    expect(await found('text=maria&location=valencia')).toEqual(['José María Peña Ibáñez'])
    expect(await found('text=garci&graduation_year=2020')).toEqual([])
    expect(await list('text=garci&size=2')).toMatchObject({ total: 3, maxPages: 2 })
    const second = await list('text=garci&size=2&page=2')
    expect(second).toMatchObject({ total: 3, maxPages: 2 })
    expect(second.items.map((p) => p.name)).toEqual(['Lucía'])
    // A page past the end is empty, and still tells how many there are.
    expect(await list('text=garci&size=2&page=5')).toMatchObject({ items: [], total: 3, maxPages: 2 })
  })

  it('ignores punctuation, and a text of punctuation alone filters nothing', async () => {
    expect(await found('text=%22garc%C3%ADa%22%3A*%20%26%20!')).toEqual(['Pablo García', 'Lucía Sanz'])
    expect((await list('text=%3A*%26!%7C')).total).toBe((await list('')).total)
    expect(searchWords('  José-María  O’Brien ')).toEqual(['josé', 'maría', 'o', 'brien'])
  })

  it('gives free members the basics of what it finds, and Premium members the details', async () => {
    const [free] = (await list('text=jose%20maria%20pena', tokens.free)).items
    expect(free).toMatchObject({ name: 'José María', details: false, city: null, tags: [] })
    expect(free?.current_job).toBe('Matrona')
    const [premium] = (await list('text=jose%20maria%20pena', tokens.premium)).items
    expect(premium).toMatchObject({ name: 'José María', details: true, city: 'València' })
    // A free member may not search by what they do not see (the city).
    const res = await t.request('/api/users?text=maria&location=valencia', { token: tokens.free })
    expect(res.status).toBe(403)
  })

  it('searches the companies’ directory the same way, among those who let companies see them', async () => {
    const res = await t.request('/usr/company/directory?text=jose', { token: tokens.company })
    expect(res.status).toBe(200)
    const body = (await res.json()) as List
    const names = body.items.map((p) => `${p.name} ${p.surname}`)
    // The whole word "José" first (José Oculto lets only companies see him), then the names that begin
    // with it, which rank the same, by surname.
    expect(names.slice(0, 2).sort()).toEqual(['José María Peña Ibáñez', 'José Oculto'])
    expect(names.slice(2)).toEqual(['María Josefa Ruiz', 'Josefina Solo Empresas'])
    expect(body.items.every((p) => p.details)).toBe(true)
    expect(await found('text=josefina')).toEqual([])
  })
})

describe('a search with more matches than it holds', () => {
  let big: TestApp
  let token: string
  const page = async (query: string) => {
    const res = await big.request(`/api/users?${query}`, { token })
    expect(res.status, query).toBe(200)
    return (await res.json()) as List & { more: boolean }
  }
  const names = (l: List) => l.items.map((p) => `${p.name} ${p.surname}`)

  beforeAll(async () => {
    big = await createTestApp()
    await big.createUser({ email: 'viewer@many.test', role: 'alumniPremium' })
    token = await big.login('viewer@many.test')
    // 1,001 people whose names begin with «zoraida», by surname Zeta0001 to Zeta1001; the 500th and the last
    // are named exactly that (a whole word ranks first), the others «Zoraidas».
    await big.database.db.execute(sql`
      insert into users (hash, email, role, status, name, surname, is_privacy, is_conditions, is_appear_by_user)
      select 'many' || i, 'many' || i || '@many.test', 'alumniFreemium', 'active',
        case when i in (500, ${SEARCH_MATCHES_MAX + 1}) then 'Zoraida' else 'Zoraidas' end,
        'Zeta' || lpad(i::text, 4, '0'), true, true, true
      from generate_series(1, ${SEARCH_MATCHES_MAX + 1}) i`)
  })
  afterAll(() => big.close())

  it('holds the first 1,000 by surname, ranked, and says that more match', async () => {
    const first = await page('text=zoraida')
    expect(first).toMatchObject({ total: SEARCH_MATCHES_MAX, maxPages: 100, more: true })
    expect(names(first)).toEqual([
      'Zoraida Zeta0500',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `Zoraidas Zeta000${i}`),
    ])
    const held = new Set<string>()
    for (let n = 1; n <= 20; n++)
      for (const name of names(await page(`text=zoraida&size=50&page=${n}`))) held.add(name)
    expect(held.size).toBe(SEARCH_MATCHES_MAX)
    expect(held.has('Zoraida Zeta1001')).toBe(false)
    // Past the last page a search holds: nothing, and the same count.
    expect(await page('text=zoraida&page=101')).toMatchObject({
      items: [],
      total: SEARCH_MATCHES_MAX,
      maxPages: 100,
      more: true,
    })
  })

  it('finds the others with another word, counted exactly', async () => {
    const narrowed = await page(`text=${encodeURIComponent('zoraida zeta1001')}`)
    expect(narrowed).toMatchObject({ total: 1, more: false })
    expect(names(narrowed)).toEqual(['Zoraida Zeta1001'])
    // Without a text everyone is counted.
    expect(await page('size=1')).toMatchObject({ total: SEARCH_MATCHES_MAX + 1, more: false })
  })
})
