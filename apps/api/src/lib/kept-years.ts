import type { Db } from '../db/client'

// The years a filter offers (the news' year, the directory's graduation year), from the data, kept a
// minute per database and kind: one small `select distinct` a minute instead of one per list call, on PGlite
// and PostgreSQL alike. A year appearing a minute late in a filter's options is harmless; the filter itself
// takes any year.

/** How long a list of years is kept. */
export const YEARS_KEPT_MS = 60_000

const kept = new WeakMap<Db, Map<string, { until: number; years: Promise<number[]> }>>()

/** The years `load` finds, newest first, kept for YEARS_KEPT_MS under `key` for this database. */
export function keptYears(db: Db, key: string, load: () => Promise<number[]>): Promise<number[]> {
  let byKey = kept.get(db)
  if (!byKey) {
    byKey = new Map()
    kept.set(db, byKey)
  }
  const hit = byKey.get(key)
  if (hit && hit.until > Date.now()) return hit.years
  const years = load().then((list) => [...new Set(list)].sort((a, b) => b - a))
  const entry = { until: Date.now() + YEARS_KEPT_MS, years }
  byKey.set(key, entry)
  // A failed read is not kept: the next call tries again.
  years.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key)
  })
  return years
}
