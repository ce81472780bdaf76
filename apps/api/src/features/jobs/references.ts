import type { Db } from '../../db/client'
import { categories, categoryTitle, countries, countryName, tags, tagTitle } from '../../db/schema/reference'
import type { Locale } from '../../lib/i18n'
import { type Titles, titleIn } from '../../lib/reference-title'

// The names of the reference rows an offer or a candidate points to (category, country, area and specialty
// tags), read whole once and kept: joining the four small tables cost the job bank's page more than half of
// its time on PGlite. The rows are only ever added (seed/index.ts, seedReference, which fills their Catalan
// titles at start, before a request is served), so an id not yet in memory reads them again.

type Titled = { hash: string } & Titles
type Country = { code: string } & Titles
export type References = {
  categories: Map<number, Titled>
  tags: Map<number, Titled>
  countries: Map<string, Country>
}

const kept = new WeakMap<Db, Promise<References>>()

async function load(db: Db): Promise<References> {
  const [categoryRows, tagRows, countryRows] = await Promise.all([
    db.select({ id: categories.id, hash: categories.hash, ...categoryTitle }).from(categories),
    db.select({ id: tags.id, hash: tags.hash, ...tagTitle }).from(tags),
    db.select({ code: countries.code, ...countryName }).from(countries),
  ])
  return {
    categories: new Map(categoryRows.map(({ id, ...row }) => [id, row])),
    tags: new Map(tagRows.map(({ id, ...row }) => [id, row])),
    countries: new Map(countryRows.map((row) => [row.code, row])),
  }
}

export type Wanted = {
  categoryIds?: (number | null)[]
  tagIds?: (number | null)[]
  countryCodes?: (string | null)[]
}

/** The reference rows, with every one of `wanted` in them (read again when one is new). */
export async function referencesFor(db: Db, wanted: Wanted): Promise<References> {
  let refs = kept.get(db)
  if (!refs) {
    refs = load(db)
    kept.set(db, refs)
    refs.catch(() => kept.delete(db))
  }
  const current = await refs
  const missing =
    (wanted.categoryIds ?? []).some((id) => id !== null && !current.categories.has(id)) ||
    (wanted.tagIds ?? []).some((id) => id !== null && !current.tags.has(id)) ||
    (wanted.countryCodes ?? []).some((code) => code !== null && !current.countries.has(code))
  if (!missing) return current
  const fresh = load(db)
  kept.set(db, fresh)
  return fresh
}

/** `{ hash, title }` in the request's language, or null. */
export function refOf(map: Map<number, Titled>, id: number | null, locale: Locale) {
  const row = id === null ? undefined : map.get(id)
  return row ? { hash: row.hash, title: titleIn(locale, row) } : null
}

export function countryOf(refs: References, code: string | null, locale: Locale) {
  const row = code === null ? undefined : refs.countries.get(code)
  return row ? { code: row.code, name: titleIn(locale, row) } : null
}
