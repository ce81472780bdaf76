import * as v from 'valibot'

/**
 * A value of a query string: text as the server reads it (`?text=ana`), or the number or boolean that
 * TanStack Router makes of the same URL (it reads `?page=2` as JSON: `2`). Either becomes text, so the
 * rules after it see what the URL says. On the wire and in the OpenAPI document it is a string.
 */
export type QueryTextSchema = v.BaseSchema<string | number | boolean, string, v.StringIssue> & {
  readonly type: 'string'
  readonly reference: typeof queryText
  readonly expects: 'string'
  readonly message: undefined
}

// Its issues are those of v.string(): the same message as any text field.
const stringSchema = v.string()

/* @__NO_SIDE_EFFECTS__ */
export function queryText(): QueryTextSchema {
  return v._standardSchema<QueryTextSchema>({
    kind: 'schema',
    type: 'string',
    reference: queryText,
    expects: 'string',
    async: false,
    message: undefined,
    '~run'(dataset, config) {
      const value: unknown = dataset.value
      const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
      return stringSchema['~run']({ value: text }, config)
    },
  })
}

/** A whole number written in a query string (`?page=2`), or the number the router read from it. */
export const queryInt = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  v.pipe(
    queryText(),
    v.regex(/^\d{1,6}$/),
    v.transform(Number),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  )

/**
 * How many matches a text search of the news or the directory holds (`GET /api/articles`, `GET /api/users`):
 * the first in the list's order, ranked among themselves. When more match, the answer's `total` is this and
 * `more` is true: another word narrows the search.
 */
export const SEARCH_MATCHES_MAX = 1000

/** `page` (from 1) and `size` of a list, with the list's own default and largest page size. */
export const pageQuery = /* @__NO_SIDE_EFFECTS__ */ (defaultSize: number, maxSize = 100) => ({
  page: v.optional(queryInt(1, 100_000), '1'),
  size: v.optional(queryInt(1, maxSize), String(defaultSize)),
})

/**
 * The query of a list: an object schema that is at the same time
 * - the server's validation (`v.parse`, through the endpoint table): a bad value is a 400 with its message;
 * - a list page's `validateSearch` in TanStack Router, as it is (it reads Standard Schema): the router's
 *   numbers are accepted, and a bad value gives the entry's default (or undefined), so a mistyped or
 *   outdated URL shows the list instead of an error page. Only a required entry that is missing or bad fails.
 * The client's query type is the schema's input, so a page's filters, the client's call and the server's
 * check are one schema.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listQuery<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
): v.ObjectSchema<TEntries, undefined> {
  const schema = v.object(entries)
  const standard: v.ObjectSchema<TEntries, undefined>['~standard'] = {
    ...schema['~standard'],
    validate: (input) => readSearch(entries, input) as ReturnType<(typeof standard)['validate']>,
  }
  return { ...schema, '~standard': standard }
}

// Each entry on its own: a bad value is replaced by what the entry gives for a missing one. A bad value
// with nothing to replace it stays as its key with `undefined`: the router lays the result over the URL's
// own search, so leaving the key out would let the bad value through.
function readSearch(entries: v.ObjectEntries, input: unknown) {
  const search = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const value: Record<string, unknown> = {}
  const issues: v.BaseIssue<unknown>[] = []
  for (const [key, entry] of Object.entries(entries)) {
    let result = v.safeParse(entry, search[key])
    if (!result.success) result = v.safeParse(entry, undefined)
    if (!result.success) issues.push(...result.issues)
    else if (result.output !== undefined || key in search) value[key] = result.output
  }
  return issues.length > 0 ? { issues } : { value }
}

/** Every list answers `{ items, total, maxPages }` (spec section 3, Filter). */
export const paginated = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    maxPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  })

export type Paginated<T> = { items: T[]; total: number; maxPages: number }

/**
 * A path parameter naming a record by its public hash (or a collection file by its message id): letters,
 * digits, `-` and `_`, at most 64. A malformed one is a 400 `validation_failed` naming the parameter; a
 * well-formed one that names nothing stays the endpoint's 404.
 */
export const PathHash = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))

/** A path parameter that is a slug or a hash (an article's, a group's): letters, digits, `-_.~`, at most 200. */
export const PathSlug = v.pipe(v.string(), v.regex(/^[\p{L}\p{N}_.~-]{1,200}$/u))
