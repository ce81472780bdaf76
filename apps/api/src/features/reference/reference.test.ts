// Reference data as forms and filters read it: the studies tree, every ISO country with a live count of
// alumni, and the tags.
import type { CategoryNode, Country, Tag } from '@egresa/api-contract/reference'
import { eq } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/users'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = async <T>(path: string, locale: 'es' | 'en' = 'es') => {
  const res = await t.request(path, { locale })
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
