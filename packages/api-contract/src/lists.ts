import * as v from 'valibot'

/** A positive whole number written in a query string (`?page=2`). */
export const queryInt = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max))

/** `page` (from 1) and `size` of a list, with the list's own default and largest page size. */
export const pageQuery = (defaultSize: number, maxSize = 100) => ({
  page: v.optional(queryInt(1, 100_000), '1'),
  size: v.optional(queryInt(1, maxSize), String(defaultSize)),
})

/** Every list answers `{ items, total, maxPages }` (spec section 3, Filter). */
export const paginated = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    maxPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  })

export type Paginated<T> = { items: T[]; total: number; maxPages: number }
