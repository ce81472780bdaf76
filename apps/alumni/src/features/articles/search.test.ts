import { ArticlesQuery, SavedArticlesQuery } from '@egresa/api-contract/articles'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { NewsSearch, SavedSearch } from './search'

// The route files read the address bar with these copies of the contract's queries: they must agree with
// it on every kind of value a URL may hold.
const searches: Record<string, unknown>[] = [
  {},
  { page: 2 },
  { page: '3', size: 9 },
  { page: 0 },
  { page: -4 },
  { size: 51 },
  { text: '  feria de empleo ' },
  { text: 'x'.repeat(201) },
  { tags: 'a1,b2' },
  { tags: ' a1, ,b2 ' },
  { tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') },
  { type: 'EVENT' },
  { type: 'OTHER' },
  { month: 12 },
  { month: 13 },
  { month: '0' },
  { year: 2024 },
  { year: 1999 },
  { text: 'ana', tags: 'x', type: 'NEWS', month: 5, year: 2023, page: 4 },
]

describe('the articles pages’ search', () => {
  it('reads every URL as the contract’s ArticlesQuery does', () => {
    for (const search of searches) {
      expect(v.safeParse(NewsSearch, search).output, JSON.stringify(search)).toEqual(
        v.safeParse(ArticlesQuery, search).output,
      )
    }
  })

  it('reads the tags as a list too, as the router writes a list in the address', () => {
    expect(v.parse(NewsSearch, { tags: ['a1', 'b2'] }).tags).toEqual(['a1', 'b2'])
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`)
    expect(v.safeParse(NewsSearch, { tags: eleven }).output).toEqual(
      v.safeParse(ArticlesQuery, { tags: eleven.join(',') }).output,
    )
  })

  it('reads the saved list’s page as the contract’s SavedArticlesQuery does', () => {
    for (const search of [{}, { page: 2 }, { page: 'x' }, { size: 100 }]) {
      expect(v.safeParse(SavedSearch, search).output).toEqual(v.safeParse(SavedArticlesQuery, search).output)
    }
  })
})
