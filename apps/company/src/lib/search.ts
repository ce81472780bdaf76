import * as v from 'valibot'

/** A page number in the URL (`?page=2`); anything else is the first page. */
export const PageParam = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1)), 1),
  1,
)
