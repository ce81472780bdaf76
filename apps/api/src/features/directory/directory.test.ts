// The people area: the directory and public profiles honour the flags (alumni see is_appear_by_user, companies
// is_appear_by_company, anonymous callers nobody), Premium sees details, and private data never appears.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { projects, workExperiences } from '../../db/schema/profile'
import { categories, countries, tags } from '../../db/schema/reference'
import { companies, users, userTags } from '../../db/schema/users'
import { referenceHashes } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let ref: Awaited<ReturnType<typeof referenceHashes>>
const tokens: Record<'free' | 'premium' | 'company' | 'admin', string> = {
  free: '',
  premium: '',
  company: '',
  admin: '',
}
const people: Record<'ana' | 'bruno' | 'carla' | 'dani', { id: string; hash: string }> = {} as never
let anaParentHash: string
let experienceId: string

const PRIVATE = [
  '12345678Z',
  '+34 699 000 111',
  'Calle Secreta 7',
  '1988-08-08',
  'ES9121000418450200051332',
  'ana@people.test',
]

beforeAll(async () => {
  t = await createTestApp()
  ref = await referenceHashes(t)
  const db = t.database.db
  const leaf = ref.categories.find((c) => c.hash === ref.leaf)
  assert(leaf, 'the leaf category')
  const parent = ref.categories.find((c) => c.id === leaf.parentId)
  assert(parent, 'the parent of the leaf category')
  anaParentHash = parent.hash

  const person = async (
    key: keyof typeof people,
    email: string,
    values: Partial<typeof users.$inferInsert>,
  ) => {
    const user = await t.createUser({ email, name: values.name ?? key })
    await db.update(users).set(values).where(eq(users.id, user.id))
    people[key] = user
  }
  await person('ana', 'ana@people.test', {
    name: 'Ana',
    surname: 'Úbeda Sanz',
    isAppearByUser: true,
    documentType: 'dni',
    documentNumber: '12345678Z',
    phone: '+34 699 000 111',
    address: 'Calle Secreta 7',
    birthdate: '1988-08-08',
    paymentBank: 'Banco',
    paymentName: 'Ana Úbeda',
    paymentIban: 'ES9121000418450200051332',
    city: 'Castellón de la Plana',
    currentJob: 'Ingeniera de datos',
    countryCode: 'ES',
    graduationYear: 2015,
    categoryId: leaf.id,
    aboutMe: 'Hola',
    urlLinkedin: 'https://linkedin.com/in/ana',
  })
  await person('bruno', 'bruno@people.test', {
    name: 'Bruno',
    surname: 'Alonso',
    isAppearByCompany: true,
    countryCode: 'PT',
    graduationYear: 1999,
  })
  await person('carla', 'carla@people.test', { name: 'Carla', surname: 'Oculta', graduationYear: 1991 })
  await person('dani', 'dani@people.test', {
    name: 'Dani',
    surname: 'Pendiente',
    status: 'pending',
    isAppearByUser: true,
    isAppearByCompany: true,
  })
  const [tag] = await db.select().from(tags).where(eq(tags.hash, ref.userTag))
  assert(tag, 'a USER tag')
  await db.insert(userTags).values({ userId: people.ana.id, tagId: tag.id })
  await db.insert(projects).values([
    { hash: 'pub-project', userId: people.ana.id, name: 'Proyecto publicado', isPublished: true },
    { hash: 'draft-project', userId: people.ana.id, name: 'Borrador', isPublished: false },
  ])
  const [experience] = await db
    .insert(workExperiences)
    .values({
      hash: 'ana-exp',
      userId: people.ana.id,
      name: 'Analista',
      contract: 'TEMPORAL',
      companyName: 'Datos S.A.',
      start: '2016-01-01',
    })
    .returning()
  assert(experience, 'the inserted experience')
  experienceId = experience.hash

  await t.createUser({ email: 'free@viewer.test', role: 'alumniFreemium' })
  await t.createUser({ email: 'premium@viewer.test', role: 'alumniPremium' })
  const companyUser = await t.createUser({ email: 'company@viewer.test', role: 'company' })
  await db.insert(companies).values({
    hash: randomBytes(9).toString('base64url'),
    userId: companyUser.id,
    name: 'Reclutadora S.L.',
    contactName: 'R',
    documentNumber: 'B12345674',
    validatedAt: new Date(),
  })
  await t.createUser({ email: 'admin@viewer.test', role: 'admin' })
  tokens.free = await t.login('free@viewer.test')
  tokens.premium = await t.login('premium@viewer.test')
  tokens.company = await t.login('company@viewer.test')
  tokens.admin = await t.login('admin@viewer.test')
})
afterAll(() => t.close())

type Person = { hash: string; name: string; details: boolean; city: string | null; tags: unknown[] }
type List = { items: Person[]; total: number; maxPages: number }
const list = async (path: string, token?: string, locale: 'es' | 'en' | 'ca' = 'es') => {
  const res = await t.request(path, { token, locale })
  expect(res.status, path).toBe(200)
  const text = await res.text()
  for (const secret of PRIVATE) expect(text, `${path} leaks ${secret}`).not.toContain(secret)
  return JSON.parse(text) as List
}
const names = (l: List) => l.items.map((p) => p.name)

describe('GET /api/users', () => {
  it('shows alumni only the people who allow alumni, without private data', async () => {
    expect(names(await list('/api/users', tokens.free))).toEqual(['Ana'])
    expect(names(await list('/api/users', tokens.premium))).toEqual(['Ana'])
  })

  it('gives the details only to Premium alumni', async () => {
    const [free] = (await list('/api/users', tokens.free)).items
    expect(free).toMatchObject({ details: false, city: null, tags: [] })
    const [premium] = (await list('/api/users', tokens.premium)).items
    expect(premium).toMatchObject({ details: true, city: 'Castellón de la Plana' })
    expect(premium?.tags).toHaveLength(1)
  })

  it('shows the alumni office every active person, and refuses anonymous callers and companies', async () => {
    // By surname: Alonso, Oculta, Úbeda, and the two viewer accounts (Test User), who are people too; not the
    // pending Dani, the company's recruiter or the office's own account.
    expect(names(await list('/api/users', tokens.admin))).toEqual(['Bruno', 'Carla', 'Ana', 'Test', 'Test'])
    expect((await t.request('/api/users')).status).toBe(401)
    expect((await t.request('/api/users', { token: tokens.company })).status).toBe(403)
  })

  it('filters by text without accents, category and its parent, country, year, location and tags', async () => {
    const only = async (query: string) => names(await list(`/api/users?${query}`, tokens.admin))
    expect(await only('text=ubeda')).toEqual(['Ana'])
    expect(await only('text=INGENIERA%20datos')).toEqual(['Ana'])
    expect(await only('text=nadie')).toEqual([])
    expect(await only(`category=${ref.leaf}`)).toEqual(['Ana'])
    expect(await only(`category=${anaParentHash}`)).toEqual(['Ana'])
    expect(await only('category=unknown')).toEqual([])
    expect(await only('country_code=pt')).toEqual(['Bruno'])
    expect(await only('graduation_year=2015')).toEqual(['Ana'])
    expect(await only('location=castellon')).toEqual(['Ana'])
    expect(await only(`tags=${ref.userTag}`)).toEqual(['Ana'])
    expect(await only(`tags=${ref.otherUserTag},${ref.userTag}`)).toEqual(['Ana'])
    expect(await only(`tags=${ref.otherUserTag}`)).toEqual([])
    const page = await list('/api/users?size=1&page=2', tokens.admin)
    expect(page).toMatchObject({ total: 5, maxPages: 5 })
    expect(names(page)).toEqual(['Carla'])
    const bad = await t.request('/api/users?size=500&graduation_year=abc', {
      token: tokens.admin,
      locale: 'en',
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      'graduation_year',
      'size',
    ])
  })

  it('says which graduation years its people have, whatever the filters: the year filter’s options', async () => {
    const years = async (path: string, token: string) =>
      ((await list(path, token)) as List & { graduation_years: number[] }).graduation_years
    // Only the years of the people each directory shows: a hidden person's year is not told.
    expect(await years('/api/users', tokens.free)).toEqual([2015])
    expect(await years('/api/users?graduation_year=1980', tokens.premium)).toEqual([2015])
    expect(await years('/api/users?country_code=PT', tokens.admin)).toEqual([2015, 1999, 1991])
    expect(await years('/usr/company/directory', tokens.company)).toEqual([1999])
  })

  it('has 10 people a page by default', async () => {
    for (let i = 0; i < 11; i++) {
      const user = await t.createUser({ email: `many${i}@people.test`, name: `Zeta ${i}` })
      await t.database.db
        .update(users)
        .set({ isAppearByUser: true, surname: 'Zeta' })
        .where(eq(users.id, user.id))
    }
    const page = await list('/api/users?text=zeta', tokens.free)
    expect(page).toMatchObject({ total: 11, maxPages: 2 })
    expect(page.items).toHaveLength(10)
  })
})

describe('GET /usr/company/directory', () => {
  it('shows a company the people who allow companies, with details', async () => {
    const l = await list('/usr/company/directory', tokens.company)
    expect(names(l)).toEqual(['Bruno'])
    expect(l.items[0]?.details).toBe(true)
    expect((await t.request('/usr/company/directory', { token: tokens.free })).status).toBe(403)
    expect(
      (await t.request(`/usr/company/directory/${people.ana.hash}`, { token: tokens.company })).status,
    ).toBe(404)
    expect(
      (await t.request(`/usr/company/directory/${people.bruno.hash}`, { token: tokens.company })).status,
    ).toBe(200)
  })
})

describe('GET /api/users/{id}', () => {
  const profile = async (hash: string, token: string) => {
    const res = await t.request(`/api/users/${hash}`, { token })
    const text = await res.text()
    for (const secret of PRIVATE) expect(text).not.toContain(secret)
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> }
  }

  it('shows Premium alumni the published projects and the experiences, never the drafts', async () => {
    const { status, body } = await profile(people.ana.hash, tokens.premium)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      name: 'Ana',
      details: true,
      about_me: 'Hola',
      url_linkedin: 'https://linkedin.com/in/ana',
    })
    expect((body.projects as { name: string }[]).map((p) => p.name)).toEqual(['Proyecto publicado'])
    expect(body.experiences).toMatchObject({
      total: 1,
      items: [{ name: 'Analista', company_name: 'Datos S.A.' }],
    })
  })

  it('shows free alumni the basic card only', async () => {
    const { body } = await profile(people.ana.hash, tokens.free)
    expect(body).toMatchObject({
      name: 'Ana',
      details: false,
      about_me: null,
      url_linkedin: null,
      projects: [],
    })
    expect(body.experiences).toEqual({ items: [], total: 0, maxPages: 0 })
  })

  it('answers 404 for people who do not allow it, pending accounts and accounts that are not people', async () => {
    expect((await profile(people.carla.hash, tokens.premium)).status).toBe(404)
    expect((await profile(people.bruno.hash, tokens.premium)).status).toBe(404)
    expect((await profile(people.dani.hash, tokens.admin)).status).toBe(404)
    expect((await profile(people.carla.hash, tokens.admin)).status).toBe(200)
    expect((await t.request(`/api/users/${people.ana.hash}`)).status).toBe(401)
  })

  it('always shows a person their own profile, with details, though hidden from the list', async () => {
    const token = await t.login('carla@people.test')
    const own = await profile(people.carla.hash, token)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ name: 'Carla', details: true })
    expect(names(await list('/api/users', token))).not.toContain('Carla')
  })
})

describe('GET /api/workExperiences', () => {
  it('lists the experiences of a visible person to Premium alumni, and 404 for a hidden one', async () => {
    const res = await t.request(`/api/workExperiences?user=${people.ana.hash}`, { token: tokens.premium })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ total: 1, maxPages: 1, items: [{ id: experienceId }] })
    const one = await t.request(`/api/workExperiences/${experienceId}`, { token: tokens.premium })
    expect(await one.json()).toMatchObject({ name: 'Analista', is_current: true })
    expect(
      (await t.request(`/api/workExperiences?user=${people.carla.hash}`, { token: tokens.premium })).status,
    ).toBe(404)
    expect(
      (await t.request(`/api/workExperiences?user=${people.ana.hash}`, { token: tokens.free })).status,
    ).toBe(403)
    expect((await t.request(`/api/workExperiences/${experienceId}`, { token: tokens.free })).status).toBe(403)
    // Without `user` (the mobile app's filter, spec section 7): the caller's own, for a free member too.
    const own = await t.request('/api/workExperiences', { token: tokens.free })
    expect(own.status).toBe(200)
    expect(await own.json()).toMatchObject({ total: 0, items: [] })
  })

  it('hides the experiences of a person who stops appearing', async () => {
    await t.database.db.update(users).set({ isAppearByUser: false }).where(eq(users.id, people.ana.id))
    expect((await t.request(`/api/workExperiences/${experienceId}`, { token: tokens.premium })).status).toBe(
      404,
    )
    expect(names(await list('/api/users', tokens.premium))).not.toContain('Ana')
    await t.database.db.update(users).set({ isAppearByUser: true }).where(eq(users.id, people.ana.id))
  })
})

describe('the reader’s language', () => {
  type Entry = {
    category: { hash: string; title: string } | null
    country: { code: string; name: string } | null
    tags: { title: string }[]
  }
  /** Ana's studies, country and tags as the list and her profile say them to a Premium alumni. */
  const said = async (locale: 'es' | 'en' | 'ca') => {
    const [inList] = (await list('/api/users', tokens.premium, locale)).items as unknown as Entry[]
    const res = await t.request(`/api/users/${people.ana.hash}`, { token: tokens.premium, locale })
    expect(res.status).toBe(200)
    const profile = (await res.json()) as Entry
    const of = (entry: Entry | undefined) => ({
      category: entry?.category?.title,
      country: entry?.country?.name,
      tags: entry?.tags.map((tag) => tag.title),
    })
    expect(of(inList)).toEqual(of(profile))
    expect(profile.category?.hash).toBe(ref.leaf)
    expect(profile.country?.code).toBe('ES')
    return of(profile)
  }

  it('says a person’s studies, country and tags in Spanish, English or Catalan', async () => {
    expect(await said('es')).toEqual({
      category: 'Grado en Historia',
      country: 'España',
      tags: ['Tecnología'],
    })
    expect(await said('en')).toEqual({
      category: 'Bachelor’s in History',
      country: 'Spain',
      tags: ['Technology'],
    })
    expect(await said('ca')).toEqual({
      category: 'Grau en Història',
      country: 'Espanya',
      tags: ['Tecnologia'],
    })
  })

  it('says them in Spanish to a Catalan reader when a row has no Catalan', async () => {
    const db = t.database.db
    await db.update(categories).set({ titleCa: null }).where(eq(categories.hash, ref.leaf))
    await db.update(countries).set({ nameCa: null }).where(eq(countries.code, 'ES'))
    await db.update(tags).set({ titleCa: null }).where(eq(tags.hash, ref.userTag))
    try {
      expect(await said('ca')).toEqual({
        category: 'Grado en Historia',
        country: 'España',
        tags: ['Tecnología'],
      })
      expect((await said('en')).category).toBe('Bachelor’s in History')
    } finally {
      await db.update(categories).set({ titleCa: 'Grau en Història' }).where(eq(categories.hash, ref.leaf))
      await db.update(countries).set({ nameCa: 'Espanya' }).where(eq(countries.code, 'ES'))
      await db.update(tags).set({ titleCa: 'Tecnologia' }).where(eq(tags.hash, ref.userTag))
    }
  })
})
