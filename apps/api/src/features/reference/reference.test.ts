// Reference data as forms and filters read it: the studies tree, every ISO country with a live count of
// alumni, and the tags, in Spanish, English or Catalan (Spanish where a row has no Catalan).
import type { CategoryNode, Country, Tag } from '@egresa/api-contract/reference'
import { eq } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { categories, tags } from '../../db/schema/reference'
import { users } from '../../db/schema/users'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Locale = 'es' | 'en' | 'ca'
const get = async <T>(path: string, locale: Locale = 'es', app = t) => {
  const res = await app.request(path, { locale })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

describe('GET /api/categories/tree', () => {
  it('answers the roots at level 1 with their children nested, in the caller’s language', async () => {
    const es = await get<CategoryNode[]>('/api/categories/tree')
    const en = await get<CategoryNode[]>('/api/categories/tree', 'en')
    expect(es.length).toBeGreaterThanOrEqual(5)
    expect(es.map((n) => n.level)).toEqual(es.map(() => 1))
    expect(es.map((n) => n.title)).toContain('Ingeniería y Arquitectura')
    expect(en.map((n) => n.title)).toContain('Engineering and Architecture')
    // Same tree, same identifiers, in both languages.
    expect(en.map((n) => n.hash)).toEqual(es.map((n) => n.hash))

    const degrees = es.find((n) => n.title === 'Ciencias')?.children.find((n) => n.title === 'Grados')
    assert(degrees, 'Ciencias > Grados')
    expect(degrees.level).toBe(2)
    expect(degrees.children.map((n) => n.title)).toContain('Grado en Matemáticas')
    expect(degrees.children.every((n) => n.level === 3 && n.children.length === 0)).toBe(true)
    const walk = (nodes: CategoryNode[], level: number): number =>
      nodes.reduce((sum, n) => {
        expect(n.level).toBe(level)
        return sum + 1 + walk(n.children, level + 1)
      }, 0)
    expect(walk(es, 1)).toBeGreaterThan(50)
  })

  it('says every node in Catalan to a Catalan reader, as a Catalan university names its studies', async () => {
    const es = await get<CategoryNode[]>('/api/categories/tree')
    const ca = await get<CategoryNode[]>('/api/categories/tree', 'ca')
    const flat = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flat(n.children)])
    expect(flat(ca).map((n) => [n.hash, n.level])).toEqual(flat(es).map((n) => [n.hash, n.level]))
    expect(ca.map((n) => n.title)).toEqual([
      'Arts i Humanitats',
      'Ciències',
      'Ciències de la Salut',
      'Ciències Socials i Jurídiques',
      'Enginyeria i Arquitectura',
    ])
    const sciences = ca.find((n) => n.title === 'Ciències')
    expect(sciences?.children.map((n) => n.title)).toEqual(['Graus', 'Màsters', 'Doctorats'])
    expect(sciences?.children[0]?.children.map((n) => n.title)).toContain('Grau en Matemàtiques')
    const titles = flat(ca).map((n) => n.title)
    expect(titles).toContain('Grau en Història de l’Art')
    expect(titles).toContain('Màster en Intel·ligència Artificial')
    expect(titles).toContain('Doctorat en Química Sostenible')
    // Every leaf is a degree, a master or a doctorate; none is left in Spanish.
    const leaves = flat(ca).filter((n) => n.children.length === 0)
    expect(leaves.filter((n) => !/^(Grau|Màster|Doctorat) en /.test(n.title))).toEqual([])
    const spanish = new Set(flat(es).map((n) => n.title))
    expect(titles.filter((title) => spanish.has(title))).toEqual([])
  })
})

describe('GET /api/countries', () => {
  it('lists every ISO 3166-1 country with its Spanish and English name, sorted by name', async () => {
    const es = await get<Country[]>('/api/countries')
    const en = await get<Country[]>('/api/countries', 'en')
    // ISO 3166-1 has 249 countries; the library adds Kosovo (XK), a code in common use.
    expect(es.length).toBeGreaterThanOrEqual(249)
    for (const code of ['AD', 'AR', 'CN', 'FR', 'MX', 'PT', 'US', 'ZW'])
      expect(es.map((c) => c.code)).toContain(code)
    expect(es.find((c) => c.code === 'ES')).toMatchObject({ name: 'España', num_users: 0 })
    expect(en.find((c) => c.code === 'ES')).toMatchObject({ name: 'Spain' })
    expect(es.find((c) => c.code === 'DE')?.name).toBe('Alemania')
    expect(en.find((c) => c.code === 'DE')?.name).toBe('Germany')
    const names = es.map((c) => c.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare))
    expect(new Set(es.map((c) => c.hash)).size).toBe(es.length)
    const enNames = en.map((c) => c.name)
    expect(enNames).toEqual([...enNames].sort(new Intl.Collator('en').compare))
  })

  it('names the countries in Catalan to a Catalan reader, sorted in Catalan', async () => {
    const es = await get<Country[]>('/api/countries')
    const ca = await get<Country[]>('/api/countries', 'ca')
    expect(ca.map((c) => c.code).sort()).toEqual(es.map((c) => c.code).sort())
    const name = (code: string) => ca.find((c) => c.code === code)?.name
    expect(name('ES')).toBe('Espanya')
    expect(name('DE')).toBe('Alemanya')
    expect(name('GB')).toBe('Regne Unit')
    expect(name('NL')).toBe('Països Baixos')
    // The typographic apostrophe, as the portal writes Catalan (docs/glossary.md).
    expect(name('CI')).toBe('Costa d’Ivori')
    expect(ca.filter((c) => c.name.includes("'"))).toEqual([])
    const names = ca.map((c) => c.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('ca').compare))
    expect(names).not.toEqual(es.map((c) => c.name))
  })

  it('counts the active alumni who appear in the directory, live', async () => {
    const countIn = async (code: string) =>
      (await get<Country[]>('/api/countries')).find((c) => c.code === code)?.num_users
    const place = async (email: string, extra: Partial<typeof users.$inferInsert> = {}) => {
      const role = extra.role === 'company' ? 'company' : 'alumniFreemium'
      const status = (extra.status ?? 'active') as 'active' | 'pending'
      const user = await t.createUser({ email, role, status })
      await t.database.db
        .update(users)
        .set({ countryCode: 'PT', isAppearByUser: true, ...extra })
        .where(eq(users.id, user.id))
    }
    expect(await countIn('PT')).toBe(0)
    await place('joao@alumni.test')
    expect(await countIn('PT')).toBe(1)
    await place('rita@alumni.test', { role: 'alumniPremium' })
    expect(await countIn('PT')).toBe(2)
    // Not counted: waiting for verification, hidden from the directory, not a person, disabled.
    await place('pending@alumni.test', { status: 'pending' })
    await place('hidden@alumni.test', { isAppearByUser: false })
    await place('rh@empresa.test', { role: 'company' })
    expect(await countIn('PT')).toBe(2)
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'rita@alumni.test'))
    expect(await countIn('PT')).toBe(1)
  })
})

describe('GET /api/tags', () => {
  it('answers every tag with its type and group, filtered by type and group', async () => {
    const all = await get<Tag[]>('/api/tags')
    expect(new Set(all.map((tag) => tag.type))).toEqual(new Set(['USER', 'ARTICLE']))
    expect(all.filter((tag) => tag.type === 'ARTICLE').every((tag) => tag.group === null)).toBe(true)
    expect(new Set(all.filter((tag) => tag.type === 'USER').map((tag) => tag.group))).toEqual(
      new Set(['area', 'specialty', 'career']),
    )
    const careers = await get<Tag[]>('/api/tags?type=USER&group=career')
    expect(careers.length).toBeGreaterThan(0)
    expect(careers.every((tag) => tag.type === 'USER' && tag.group === 'career')).toBe(true)
    const articles = await get<Tag[]>('/api/tags?type=ARTICLE', 'en')
    expect(articles.length).toBe(all.filter((tag) => tag.type === 'ARTICLE').length)
    const es = await get<Tag[]>('/api/tags?type=ARTICLE')
    expect(articles.map((tag) => tag.hash)).toEqual(es.map((tag) => tag.hash))
    expect(articles.map((tag) => tag.title)).not.toEqual(es.map((tag) => tag.title))
  })

  it('says the tags in Catalan to a Catalan reader, in the same order', async () => {
    const es = await get<Tag[]>('/api/tags')
    const ca = await get<Tag[]>('/api/tags', 'ca')
    expect(ca.map((tag) => [tag.hash, tag.type, tag.group])).toEqual(
      es.map((tag) => [tag.hash, tag.type, tag.group]),
    )
    const areas = await get<Tag[]>('/api/tags?type=USER&group=area', 'ca')
    expect(areas.map((tag) => tag.title)).toEqual([
      'Tecnologia',
      'Salut',
      'Educació',
      'Finances',
      'Comunicació',
      'Dret',
      'Indústria',
      'Recerca',
    ])
    const articles = await get<Tag[]>('/api/tags?type=ARTICLE', 'ca')
    expect(articles.map((tag) => tag.title)).toContain('Ocupació')
  })

  it('refuses an unknown type or group with a field message', async () => {
    const res = await t.request('/api/tags?type=PERSON', { locale: 'en' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      reason: 'validation_failed',
      errors: { type: ['Must be one of: ARTICLE, USER.'] },
    })
  })

  it('lets anonymous callers read, caches briefly and varies by language', async () => {
    const res = await t.request('/api/tags')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(res.headers.get('vary')).toMatch(/Accept-Language/)
  })
})

describe('rows without Catalan', () => {
  it('are said in Spanish to a Catalan reader: a university’s own studies and tags', async () => {
    const own = await createTestApp()
    try {
      const db = own.database.db
      const [root] = await db
        .insert(categories)
        .values({
          hash: 'own-root',
          level: 1,
          position: 9,
          titleEs: 'Estudios Propios',
          titleEn: 'Own Degrees',
        })
        .returning()
      assert(root, 'the inserted root')
      await db.insert(categories).values({
        hash: 'own-leaf',
        parentId: root.id,
        level: 2,
        titleEs: 'Diploma en Cerámica',
        titleEn: 'Diploma in Ceramics',
        titleCa: 'Diploma en Ceràmica',
      })
      await db
        .insert(tags)
        .values({ hash: 'own-tag', type: 'ARTICLE', titleEs: 'Voluntariado', titleEn: 'Volunteering' })
      const tree = await get<CategoryNode[]>('/api/categories/tree', 'ca', own)
      const ownRoot = tree.find((n) => n.hash === 'own-root')
      expect(ownRoot).toMatchObject({
        title: 'Estudios Propios',
        children: [{ title: 'Diploma en Ceràmica' }],
      })
      expect(
        (await get<CategoryNode[]>('/api/categories/tree', 'en', own)).find((n) => n.hash === 'own-root'),
      ).toMatchObject({ title: 'Own Degrees' })
      const articleTags = await get<Tag[]>('/api/tags?type=ARTICLE', 'ca', own)
      expect(articleTags.find((tag) => tag.hash === 'own-tag')?.title).toBe('Voluntariado')
    } finally {
      await own.close()
    }
  })
})
