import * as v from 'valibot'
import { assert, describe, expect, it } from 'vitest'
import { DirectoryQuery } from './directory'
import { listQuery, pageQuery, queryText } from './lists'

// One schema for a list's query: the server parses the strings of a query string with it, TanStack Router
// reads a page's URL with it (as `validateSearch`, through Standard Schema), and the client's query is its
// input type.

const routerRead = (schema: { '~standard': v.StandardProps<unknown, unknown> }, search: unknown) =>
  schema['~standard'].validate(search)

describe('a list query on the server (valibot)', () => {
  it('turns the strings of a query string into numbers, with the list’s defaults', () => {
    expect(v.parse(DirectoryQuery, {})).toEqual({ page: 1, size: 10 })
    expect(
      v.parse(DirectoryQuery, {
        page: '2',
        size: '20',
        graduation_year: '2015',
        country_code: ' es ',
        tags: 'a, b',
        text: 'ana',
      }),
    ).toEqual({ page: 2, size: 20, graduation_year: 2015, country_code: 'ES', tags: ['a', 'b'], text: 'ana' })
  })

  it('refuses a bad value with an issue on its field (the API answers 400)', () => {
    const result = v.safeParse(DirectoryQuery, { page: '0', size: '500', graduation_year: 'abc' })
    assert(!result.success, 'the query was accepted')
    expect(Object.keys(v.flatten(result.issues).nested ?? {}).sort()).toEqual([
      'graduation_year',
      'page',
      'size',
    ])
  })
})

describe('the same query as a page’s search (TanStack Router’s validateSearch)', () => {
  it('takes the numbers the router reads from the URL and gives the same output as the server', async () => {
    const fromRouter = await routerRead(DirectoryQuery, {
      page: 2,
      size: 20,
      graduation_year: 2015,
      tags: ['a', 'b'],
      text: 'ana',
    })
    const fromServer = v.parse(DirectoryQuery, {
      page: '2',
      size: '20',
      graduation_year: '2015',
      tags: 'a,b',
      text: 'ana',
    })
    expect(fromRouter).toEqual({ value: fromServer })
  })

  it('reads a number-like text as text (`?text=2015` is JSON to the router)', async () => {
    expect(await routerRead(DirectoryQuery, { text: 2015, country_code: 'pt' })).toEqual({
      value: { page: 1, size: 10, text: '2015', country_code: 'PT' },
    })
  })

  it('degrades a bad value to its default, so a bad URL still shows the list', async () => {
    expect(
      await routerRead(DirectoryQuery, { page: 0, size: 'x', graduation_year: 'abc', text: 'ana', other: 1 }),
    ).toEqual({ value: { page: 1, size: 10, text: 'ana' } })
    // A bad value without a default is there as undefined: the router lays this over the URL's search.
    const read = await routerRead(DirectoryQuery, { graduation_year: 'abc' })
    expect(read).toEqual({ value: { page: 1, size: 10, graduation_year: undefined } })
    expect(Object.keys((read as { value: object }).value)).toContain('graduation_year')
    expect(await routerRead(DirectoryQuery, 'not an object')).toEqual({ value: { page: 1, size: 10 } })
  })

  it('fails only when a required entry is missing or bad', async () => {
    const PersonQuery = listQuery({ user: v.pipe(queryText(), v.nonEmpty()), ...pageQuery(24) })
    expect(await routerRead(PersonQuery, { user: 'abc', page: 2 })).toEqual({
      value: { user: 'abc', page: 2, size: 24 },
    })
    expect(await routerRead(PersonQuery, { page: 2 })).toHaveProperty('issues')
  })
})
