import { createApiClient } from '@egresa/api-client/client'
import { getDirectory } from '@egresa/api-client/directory'
import { memorySessionStore } from '@egresa/api-client/session'
import { DirectoryQuery } from '@egresa/api-contract/directory'
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

// A list page's filters are the contract's query schema, as it is: the route's `validateSearch`, the
// client's query and the server's validation. (This test router has the directory's route only, without the
// localized-address rewrite, so it is reached at the route's own path.)

function directoryRouter(url: string) {
  const root = createRootRoute()
  const list = createRoute({
    getParentRoute: () => root,
    path: '/$locale/community/directory',
    validateSearch: DirectoryQuery,
  })
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  return { router }
}

async function searchAt(url: string) {
  const { router } = directoryRouter(url)
  await router.load()
  // Typed as the app's registered router's matches; this router has the one route.
  return router.state.matches.at(-1)?.search as v.InferOutput<typeof DirectoryQuery> | undefined
}

/** What the client sends for a search, as the server receives it (the query string's text values). */
async function sentQuery(search: v.InferInput<typeof DirectoryQuery>) {
  let url = ''
  const client = createApiClient({
    baseUrl: 'http://api.test',
    locale: () => 'es',
    session: memorySessionStore(),
    fetch: async (input, init) => {
      url = new Request(input, init).url
      return new Response('{"items":[],"total":0,"maxPages":0}', {
        headers: { 'Content-Type': 'application/json' },
      })
    },
  })
  await getDirectory(client, search)
  const params = new URL(url).searchParams
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]))
}

describe('the directory’s URL filters', () => {
  it('are read by the router with the contract’s schema: numbers stay numbers, defaults filled in', async () => {
    expect(
      await searchAt('/es/community/directory?page=2&graduation_year=2015&country_code=pt&text=ana'),
    ).toEqual({
      page: 2,
      size: 10,
      graduation_year: 2015,
      country_code: 'PT',
      text: 'ana',
    })
  })

  it('degrade a bad value to its default instead of an error page', async () => {
    const { router } = directoryRouter(
      '/es/community/directory?page=0&size=abc&graduation_year=1800&text=ana',
    )
    await router.load()
    expect(router.state.matches.some((m) => m.status === 'error')).toBe(false)
    expect(await searchAt('/es/community/directory?page=0&size=abc&graduation_year=1800&text=ana')).toEqual({
      page: 1,
      size: 10,
      text: 'ana',
    })
  })

  it('go to the API as they are, and the server’s parse of them gives the same filters back', async () => {
    const search = await searchAt('/es/community/directory?page=3&tags=%5B%22a%22%2C%22b%22%5D&text=ana')
    expect(search).toEqual({ page: 3, size: 10, tags: ['a', 'b'], text: 'ana' })
    if (!search) throw new Error('the router read no search')
    const sent = await sentQuery(search)
    expect(sent).toEqual({ page: ['3'], size: ['10'], tags: ['a', 'b'], text: ['ana'] })
    // Hono gives a repeated key as a list and a single one as its text.
    const received = Object.fromEntries(
      Object.entries(sent).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
    )
    expect(v.parse(DirectoryQuery, received)).toEqual(search)
  })

  it('make typed links: a page of the list is a search object', () => {
    const { router } = directoryRouter('/es/community/directory')
    const location = router.buildLocation({
      to: '/$locale/community/directory',
      params: { locale: 'es' },
      search: { page: 2, text: 'ana' },
    })
    expect(location.href).toBe('/es/community/directory?page=2&text=ana')
  })
})
