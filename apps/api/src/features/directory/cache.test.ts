// The directory's kept pages (cache.ts), as the server has them on PGlite: one kept page serves only viewers
// who would read the same page (the same directory, the same fields), and a change to a person shows in
// others' lists within the cache time.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, users } from '../../db/schema/users'
import { createTestApp, type TestApp } from '../../test/harness'

const CACHE_MS = 1500
let t: TestApp
const tokens = { free: '', premium: '', company: '', admin: '' }
let anaId = ''

type List = { items: { name: string; details: boolean; city: string | null }[]; total: number }

beforeAll(async () => {
  t = await createTestApp({ readCacheMs: CACHE_MS })
  const db = t.database.db
  const person = async (email: string, values: Partial<typeof users.$inferInsert>) => {
    const user = await t.createUser({ email, name: values.name ?? 'X' })
    await db.update(users).set(values).where(eq(users.id, user.id))
    return user.id
  }
  anaId = await person('ana@cache.test', {
    name: 'Ana',
    city: 'Castelló',
    isAppearByUser: true,
    isAppearByCompany: true,
  })
  await person('bea@cache.test', { name: 'Bea', isAppearByUser: false, isAppearByCompany: true })
  await person('carla@cache.test', { name: 'Carla', isAppearByUser: false, isAppearByCompany: false })
  for (const role of ['alumniFreemium', 'alumniPremium', 'company', 'admin'] as const) {
    await t.createUser({ email: `${role}@viewer.test`, role })
  }
  const recruiter = await db.select().from(users).where(eq(users.email, 'company@viewer.test'))
  await db.insert(companies).values({
    hash: 'cache-company',
    userId: recruiter[0]?.id ?? '',
    name: 'Reclutadora S.L.',
    contactName: 'R',
    documentNumber: 'B12345674',
    validatedAt: new Date(),
  })
  tokens.free = await t.login('alumniFreemium@viewer.test')
  tokens.premium = await t.login('alumniPremium@viewer.test')
  tokens.company = await t.login('company@viewer.test')
  tokens.admin = await t.login('admin@viewer.test')
})
afterAll(() => t.close())

const page = async (path: string, token: string) => {
  const res = await t.request(path, { token })
  expect(res.status).toBe(200)
  return (await res.json()) as List
}
const names = (list: List) => list.items.map((p) => p.name).sort()

describe('the directory’s kept pages', () => {
  it('are kept apart for viewers who see other people or other fields', async () => {
    // The same query, one after the other, each viewer first: each must read its own page.
    const premium = await page('/api/users', tokens.premium)
    const free = await page('/api/users', tokens.free)
    expect(names(premium)).toEqual(['Ana'])
    expect(premium.items[0]).toMatchObject({ details: true, city: 'Castelló' })
    expect(free.items[0]).toMatchObject({ details: false, city: null })
    expect(names(await page('/usr/company/directory', tokens.company))).toEqual(['Ana', 'Bea'])
    expect(names(await page('/api/users', tokens.admin))).toEqual(
      expect.arrayContaining(['Ana', 'Bea', 'Carla']),
    )
  })

  it('show a change to a person within the cache time', async () => {
    expect((await page('/api/users', tokens.premium)).items[0]?.city).toBe('Castelló')
    await t.database.db.update(users).set({ city: 'València' }).where(eq(users.id, anaId))
    await expect
      .poll(async () => (await page('/api/users', tokens.premium)).items[0]?.city, { timeout: CACHE_MS * 3 })
      .toBe('València')
  })
})
