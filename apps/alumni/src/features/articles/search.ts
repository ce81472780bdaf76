import { listQuery, pageQuery, queryInt, queryText } from '@egresa/api-contract/lists'
import * as v from 'valibot'

// The address bar's search of the articles pages, for their route files, which are in the app's first
// load: the contract's `ArticlesQuery` and `SavedArticlesQuery` rule for rule (search.test.ts keeps them the
// same; the tags may also be a list), without the rest of the articles contract, whose schemas would add 2 KB to the home page.

/** `/{locale}/news?text=&tags=a1,b2&type=&month=&year=&page=`: the contract's `ArticlesQuery`. */
export const NewsSearch = listQuery({
  ...pageQuery(9, 50),
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
  // `tags=a1,b2` as the API takes it, or the list the router writes in the address (`tags=["a1","b2"]`),
  // as the directory's `tags` does.
  tags: v.optional(
    v.pipe(
      v.union([v.pipe(queryText(), v.maxLength(650)), v.array(queryText())]),
      v.transform((value) =>
        (Array.isArray(value) ? value : [value])
          .flatMap((t) => t.split(','))
          .map((t) => t.trim())
          .filter(Boolean),
      ),
      v.maxLength(10),
    ),
  ),
  type: v.optional(v.pipe(queryText(), v.picklist(['NEWS', 'EVENT']))),
  month: v.optional(queryInt(1, 12)),
  year: v.optional(queryInt(2000, 2100)),
})

/** `/{locale}/user/articles/saved?page=`: the contract's `SavedArticlesQuery`. */
export const SavedSearch = listQuery({ ...pageQuery(9, 50) })
