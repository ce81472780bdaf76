import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ArticlesQuery } from './articles-search'

// The articles' search is read from a query string by the API and from the address bar by the alumni app's
// router, which writes the tags as a list.

describe('ArticlesQuery', () => {
  it('reads the tags comma-separated, as the API takes them, or as a list, as the router writes them', () => {
    expect(v.parse(ArticlesQuery, { tags: ' a1, ,b2 ' }).tags).toEqual(['a1', 'b2'])
    expect(v.parse(ArticlesQuery, { tags: ['a1', 'b2'] }).tags).toEqual(['a1', 'b2'])
  })

  it('refuses more than ten tags, either way, with a message in each language', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`)
    for (const tags of [eleven, eleven.join(',')]) {
      const result = v.safeParse(ArticlesQuery, { tags }, { lang: 'en' })
      expect(result.success).toBe(false)
      expect(result.issues?.[0]?.message).toBe('Choose at most 10 tags.')
    }
  })

  it('gives the router the default for a bad value instead of an error page', () => {
    const read = ArticlesQuery['~standard'].validate({ page: -4, month: 13, type: 'OTHER', upcoming: 'soon' })
    expect(read).toEqual({
      value: { page: 1, size: 9, month: undefined, type: undefined, upcoming: undefined },
    })
  })
})
