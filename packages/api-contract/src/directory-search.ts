import * as v from 'valibot'
import { listQuery, pageQuery, queryInt, queryText } from './lists'

// The directory's search, on its own: the apps' directory routes read it from the address bar in the first
// load, and a module is bundled whole, so the rest of the directory contract (and the profile schemas under
// it) would come along. `./directory` exports the same names.

/** Spec section 9: users directory, 10 a page. */
export const DIRECTORY_PAGE_SIZE = 10

const text = (max: number) => v.optional(v.pipe(queryText(), v.trim(), v.maxLength(max)))

/** `tags=a,b` or `tags=a&tags=b`: hashes of USER tags; a person matches with any of them. */
const TagsParam = v.optional(
  v.pipe(
    v.union([queryText(), v.array(queryText())]),
    v.transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((t) => t.split(','))
        .map((t) => t.trim())
        .filter(Boolean),
    ),
    v.maxLength(30),
  ),
)

/**
 * `GET /api/users`: the filters of spec section 3 that apply to people. A directory page gives it to
 * TanStack Router as its `validateSearch` (see `listQuery`), so the URL's filters are the call's query.
 */
export const DirectoryQuery = listQuery({
  ...pageQuery(DIRECTORY_PAGE_SIZE, 50),
  /** Hash of a category; its sub-categories match too. */
  category: text(64),
  country_code: v.optional(v.pipe(queryText(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/))),
  graduation_year: v.optional(queryInt(1900, 2200)),
  /** Part of the city. */
  location: text(120),
  tags: TagsParam,
  /**
   * Words that begin words of the name, surname, current job, company or studies (accents and case do not
   * matter); the list is then ranked by how well people match (docs/directory.md).
   */
  text: text(120),
})
export type DirectoryQuery = v.InferOutput<typeof DirectoryQuery>
