import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { Locale } from './i18n'

// The title of a row of reference data (a studies category, a tag) or a country's name, stored with one
// column per language (db/schema/reference.ts). The Catalan one may be missing (a university's own rows):
// Catalan readers then get the Spanish one.

/** A reference row's title in each language, as read (`categoryTitle`, `tagTitle`, `countryName`). */
export type Titles = { es: string; en: string; ca: string | null }

/** The title of a row in `locale`. */
export function titleIn(locale: Locale, titles: Titles): string {
  if (locale === 'en') return titles.en
  if (locale === 'ca') return titles.ca ?? titles.es
  return titles.es
}

/** The same in SQL, over a table's title columns: for a JSON built or an order given in the statement. */
export function titleInSql(
  locale: Locale,
  columns: { es: AnyColumn; en: AnyColumn; ca: AnyColumn },
): SQL<string> {
  if (locale === 'en') return sql<string>`${columns.en}`
  if (locale === 'ca') return sql<string>`coalesce(${columns.ca}, ${columns.es})`
  return sql<string>`${columns.es}`
}
