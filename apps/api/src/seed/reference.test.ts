// seedReference on a database seeded before the Catalan titles (migration 0020_reference_catalan): the next
// start fills the Catalan of the rows it wrote, and leaves alone a Catalan title someone set, a row renamed
// since, and a university's own rows.
import { eq, isNull, sql } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { categories, countries, tags } from '../db/schema/reference'
import { users } from '../db/schema/users'
import { createTestApp, type TestApp } from '../test/harness'
import { seedReference } from './index'
import { studiesTree, tagData } from './reference-data'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const catalanOf = async () => {
  const db = t.database.db
  return {
    categories: new Map((await db.select().from(categories)).map((c) => [c.titleEs, c.titleCa] as const)),
    tags: new Map(
      (await db.select().from(tags)).map(
        (tag) => [`${tag.type}:${tag.group}:${tag.titleEs}`, tag.titleCa] as const,
      ),
    ),
    countries: new Map((await db.select().from(countries)).map((c) => [c.code, c.nameCa] as const)),
  }
}

describe('seedReference', () => {
  it('writes the Catalan of every node, tag and country of a fresh database', async () => {
    const { categories: titles, tags: tagTitles, countries: names } = await catalanOf()
    expect(titles.get('Artes y Humanidades')).toBe('Arts i Humanitats')
    expect(titles.get('Grado en Historia')).toBe('Grau en Història')
    expect([...titles.values()].filter((title) => !title)).toEqual([])
    expect(tagTitles.get('USER:area:Tecnología')).toBe('Tecnologia')
    expect(tagTitles.size).toBe(tagData.length)
    expect([...tagTitles.values()].filter((title) => !title)).toEqual([])
    expect(names.get('ES')).toBe('Espanya')
    expect([...names.values()].filter((name) => !name)).toEqual([])
  })

  it('fills the Catalan of a database seeded before it, keeping what someone set and rows it did not write', async () => {
    const db = t.database.db
    // A university's own studies, without Catalan, and a person in a seeded degree (found by its titles).
    const [own] = await db
      .insert(categories)
      .values({ hash: 'own-degree', level: 1, position: 9, titleEs: 'Título Propio', titleEn: 'Own Degree' })
      .returning()
    assert(own, 'the inserted category')
    const [history] = await db.select().from(categories).where(eq(categories.titleEs, 'Grado en Historia'))
    assert(history, 'Grado en Historia')
    const person = await t.createUser({ email: 'history@seed.test' })
    await db.update(users).set({ categoryId: history.id }).where(eq(users.id, person.id))

    // As before migration 0020: no Catalan anywhere. Then the office's own Catalan for a degree, a tag and a
    // country, and a degree renamed in Spanish (its Catalan would no longer translate it).
    await db.update(categories).set({ titleCa: null })
    await db.update(tags).set({ titleCa: null })
    await db.update(countries).set({ nameCa: null })
    await db
      .update(categories)
      .set({ titleCa: 'Grau en Física Aplicada' })
      .where(eq(categories.titleEs, 'Grado en Física'))
    await db.update(tags).set({ titleCa: 'Salut i benestar' }).where(eq(tags.titleEs, 'Salud'))
    await db.update(countries).set({ nameCa: 'Regne d’Espanya' }).where(eq(countries.code, 'ES'))
    await db
      .update(categories)
      .set({ titleEs: 'Grado en Química y Materiales' })
      .where(eq(categories.titleEs, 'Grado en Química'))
    const foundBy = async (words: string) => {
      const [row] = await db
        .select({ found: sql<boolean>`${users.search} @@ to_tsquery('simple', ${words})` })
        .from(users)
        .where(eq(users.id, person.id))
      return row?.found
    }
    expect(await foundBy('grau & historia')).toBe(false)

    await seedReference(db)

    const { categories: titles, tags: tagTitles, countries: names } = await catalanOf()
    expect(titles.get('Grado en Historia')).toBe('Grau en Història')
    expect(titles.get('Ciencias de la Salud')).toBe('Ciències de la Salut')
    expect(titles.get('Doctorado en Química Sostenible')).toBe('Doctorat en Química Sostenible')
    expect(titles.get('Grado en Física')).toBe('Grau en Física Aplicada')
    expect(titles.get('Grado en Química y Materiales')).toBeNull()
    expect(titles.get('Título Propio')).toBeNull()
    const missing = await db
      .select({ title: categories.titleEs })
      .from(categories)
      .where(isNull(categories.titleCa))
    expect(missing.map((c) => c.title).sort()).toEqual(['Grado en Química y Materiales', 'Título Propio'])
    expect(tagTitles.get('USER:area:Tecnología')).toBe('Tecnologia')
    expect(tagTitles.get('ARTICLE:null:Empleo')).toBe('Ocupació')
    expect(tagTitles.get('USER:area:Salud')).toBe('Salut i benestar')
    expect([...tagTitles.values()].filter((title) => !title)).toEqual([])
    expect(names.get('ES')).toBe('Regne d’Espanya')
    expect(names.get('DE')).toBe('Alemanya')
    expect(names.get('CI')).toBe('Costa d’Ivori')
    expect([...names.values()].filter((name) => !name)).toEqual([])
    // The directory finds the person by the Catalan title of their studies (0020's trigger).
    expect(await foundBy('grau & historia')).toBe(true)

    // Nothing new, nothing changed: a second start writes nothing.
    const before = await catalanOf()
    await seedReference(db)
    expect(await catalanOf()).toEqual(before)
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(categories)
      .where(eq(categories.level, 1))
    expect(count?.n).toBe(studiesTree.length + 1)
  })
})
