import type { ContentQuery } from '@egresa/api-contract/content'
import type * as v from 'valibot'
import type { StoredDocument } from '../../lib/content/documents'

type Query = v.InferOutput<typeof ContentQuery>
type Condition = NonNullable<Query['where']>[string]
type Shown = Record<string, unknown>

/** A field's value, a dotted name reaching into objects (`author.name`). */
function fieldValue(document: Record<string, unknown>, field: string): unknown {
  let value: unknown = document
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** Lower case, without accents: "Política" and "politica" are the same word. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const same = (a: unknown, b: unknown) => a === b || (a instanceof Date && a.toISOString() === b)

function contains(value: unknown, wanted: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => same(item, wanted))
  if (typeof value === 'string' && typeof wanted === 'string') return fold(value).includes(fold(wanted))
  return false
}

function matches(value: unknown, condition: Condition): boolean {
  if (typeof condition !== 'object' || condition === null) return same(value, condition)
  if ('$eq' in condition && !same(value, condition.$eq)) return false
  if ('$ne' in condition && same(value, condition.$ne)) return false
  if (condition.$in && !condition.$in.some((item) => same(value, item))) return false
  if ('$contains' in condition && !contains(value, condition.$contains)) return false
  return true
}

function searchText(document: StoredDocument, field: string | null): string {
  const fields = field ? [field] : ['title', 'description', 'text']
  return fold(
    fields
      .map((f) => fieldValue(document, f))
      .filter((value) => typeof value === 'string')
      .join(' '),
  )
}

/** Every word of the search appears in the document (in `field`, or in its title, description and text). */
function found(document: StoredDocument, search: NonNullable<Query['search']>): boolean {
  const [field, value] =
    typeof search === 'string'
      ? [null, search]
      : search.value === undefined
        ? [null, search.query]
        : [search.query, search.value]
  const haystack = searchText(document, field)
  return fold(value)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

function compare(a: unknown, b: unknown): number {
  // A document without the field goes after those with it, in either direction.
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1
  if (b === undefined || b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

const list = (fields: string | string[] | undefined) =>
  fields === undefined ? undefined : Array.isArray(fields) ? fields : [fields]

/** What a caller gets of a document: `text` only when asked, then `only` and `without`. */
export function shape(document: StoredDocument, query: Query): Shown {
  const { text, ...rest } = document
  const full: Shown = query.text ? { ...rest, text } : rest
  const only = list(query.only)
  const without = new Set(list(query.without))
  const kept = only ? only.filter((field) => Object.hasOwn(full, field)) : Object.keys(full)
  return Object.fromEntries(kept.filter((field) => !without.has(field)).map((field) => [field, full[field]]))
}

/**
 * A folder's documents through the query, in nuxt content's order: where, search, sortBy (by path when not
 * given), surround, skip, limit, then the fields of each.
 */
export function queryDocuments(documents: StoredDocument[], query: Query): (Shown | null)[] {
  let matched = documents
  if (query.where) {
    const where = Object.entries(query.where)
    matched = matched.filter((d) =>
      where.every(([field, condition]) => matches(fieldValue(d, field), condition)),
    )
  }
  const search = query.search
  if (search !== undefined) matched = matched.filter((d) => found(d, search))
  const keys = [...(query.sortBy ?? []), { field: 'path', direction: 'asc' as const }]
  matched = [...matched].sort((a, b) => {
    for (const { field, direction } of keys) {
      const x = fieldValue(a, field)
      const y = fieldValue(b, field)
      const order = compare(x, y)
      // A document without the field stays last in either direction.
      if (order) return direction === 'desc' && x != null && y != null ? -order : order
    }
    return 0
  })
  let around: (StoredDocument | null)[] = matched
  if (query.surround) {
    const { slug, options } = query.surround
    const before = options.before ?? 1
    const after = options.after ?? 1
    const at = matched.findIndex((d) => d.slug === slug || d.path === slug)
    // As nuxt content does: one place for each neighbour asked for, null where there is none.
    around = [
      ...Array.from({ length: before }, (_, i) => (at < 0 ? null : (matched[at - before + i] ?? null))),
      ...Array.from({ length: after }, (_, i) => (at < 0 ? null : (matched[at + 1 + i] ?? null))),
    ]
  }
  const skip = query.skip ?? 0
  const page = around.slice(skip, query.limit === undefined ? undefined : skip + query.limit)
  return page.map((d) => (d ? shape(d, query) : null))
}
