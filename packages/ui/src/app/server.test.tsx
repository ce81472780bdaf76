// @vitest-environment node
// The page renderer as the API calls it: no DOM, the request's URL, cookies and an in-process `fetch`.
import type { ApiClient } from '@egresa/api-client/client'
import { ApiError } from '@egresa/api-client/errors'
import { defaultSiteConfig } from '@egresa/api-contract/site-config'
import { inputMessage, inputMessages } from '@egresa/validators/issue-messages'
import { setMessageTranslator } from '@egresa/validators/translator'
import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useApi } from './api'
import { usePageHead } from './page-head'
import { localeBeforeLoad, type RouterContext, shellRouterOptions } from './router'
import { createPageRenderer, type PageRequest } from './server'
import type { AppShell } from './shell'

type Offer = { title: string }
const offerQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['offer', id],
    queryFn: async () => {
      const res = await api.http.get(`${api.baseUrl}/api/offers/${id}`, { throwHttpErrors: false })
      if (!res.ok) throw new ApiError(res.status, { message: 'No existe' })
      return res.json<Offer>()
    },
  })

function OfferPage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(offerQuery(useApi(), id))
  usePageHead({ title: data.title, description: 'Una oferta de empleo.', jsonLd: { name: data.title } })
  return <h1>{data.title}</h1>
}

function SiteLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>
}

function createTestRouter(queryClient: QueryClient, history?: RouterHistory, api?: ApiClient) {
  if (!api) throw new Error('the server passes its API client')
  const shell: AppShell = { SiteLayout, home: '/$locale' }
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet })
  const locale = createRoute({ getParentRoute: () => root, path: '$locale', beforeLoad: localeBeforeLoad })
  const offer = createRoute({
    getParentRoute: () => locale,
    path: 'offers/$id',
    loader: ({ context, params }) => context.queryClient.ensureQueryData(offerQuery(context.api, params.id)),
    component: function Offer() {
      return <OfferPage id={offer.useParams().id} />
    },
  })
  // The language the component's client asks the API in: each request's own.
  const whoami = createRoute({
    getParentRoute: () => locale,
    path: 'whoami',
    component: function WhoAmI() {
      return <p>{`client: ${useApi().locale()}`}</p>
    },
  })
  const old = createRoute({
    getParentRoute: () => locale,
    path: 'old',
    beforeLoad: ({ params }) => {
      throw redirect({ to: '/$locale/offers/$id', params: { locale: params.locale, id: '1' } })
    },
  })
  return createRouter({
    routeTree: root.addChildren([locale.addChildren([offer, whoami, old])]),
    history: history ?? createMemoryHistory(),
    context: { queryClient, api },
    ...shellRouterOptions(shell),
  })
}

const renderPage = createPageRenderer({
  catalogs: {
    es: async () => ({ messages: {} }),
    en: async () => ({ messages: {} }),
    ca: async () => ({ messages: {} }),
  },
  createRouter: createTestRouter,
})

const template =
  '<!doctype html><html lang="es"><head><title>Egresa</title><script type="module" src="/assets/index.js"></script>' +
  '<link rel="modulepreload" href="/assets/framework.js"></head><body><div id="root"></div></body></html>'

/** What the API answers in the same process; the requests it got, to check what the page sent. */
function apiOf(offers: Record<string, Offer>) {
  const seen: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push(request)
    const id = new URL(request.url).pathname.split('/').pop() ?? ''
    if (request.url.includes('/api/init')) return Response.json({ role: 'anonymous', permissions: [] })
    const offer = offers[id]
    return offer ? Response.json(offer) : Response.json({ message: 'No existe' }, { status: 404 })
  }
  return { seen, fetch: fetch as typeof globalThis.fetch }
}

/** The configuration the API serves the app with: its key and the university's name for the portal. */
const siteConfig = { ...defaultSiteConfig, apiKey: 'test-key', name: 'Alumni UV' }

const request = (url: string, fetch: typeof globalThis.fetch, cookies: PageRequest['cookies'] = {}) =>
  renderPage({ url, origin: 'https://alumni.uni.es', cookies, fetch, template, siteConfig })

const shellOf = (url: string) => ({
  url,
  origin: 'https://alumni.uni.es',
  cookies: {},
  template,
  render: false,
})

describe('createPageRenderer', () => {
  it('renders the page with its data, its head and the Query cache for the browser', async () => {
    const api = apiOf({ '1': { title: 'Ingeniera </script><script>alert(1)</script>' } })
    const page = await request('/en/offers/1', api.fetch)
    if (!('html' in page)) throw new Error('expected a page')
    expect(page.status).toBe(200)
    expect(page.html).toContain('<html lang="en"')
    expect(page.html).toContain('<h1>Ingeniera &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>')
    expect(page.html).toContain('<link data-head rel="canonical" href="https://alumni.uni.es/en/offers/1">')
    expect(page.html).not.toContain('<script>alert(1)')
    // The page shows already: its scripts come after its stylesheet and pictures.
    expect(page.html).toContain('<script type="module" fetchpriority="low" src="/assets/index.js">')
    expect(page.html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/framework.js">')
    const state = /<script id="egresa-state" type="application\/json">(.*?)<\/script>/.exec(page.html)?.[1]
    const parsed = JSON.parse(state ?? '')
    expect(parsed.locale).toBe('en')
    expect(parsed.queries.queries[0].state.data.title).toBe('Ingeniera </script><script>alert(1)</script>')
    // The portal's name the server was given, not the build's.
    expect(page.html).toContain('<meta data-head property="og:site_name" content="Alumni UV">')
    // The API was asked in the page's language, with the key the app is served with.
    const call = api.seen.find((r) => r.url.endsWith('/api/offers/1'))
    expect(call?.headers.get('accept-language')).toBe('en')
    expect(call?.headers.get('x-api-key')).toBe('test-key')
  })

  it("answers an unknown object with the API's status and the error page", async () => {
    const page = await request('/es/offers/9', apiOf({}).fetch)
    expect(page.status).toBe(404)
  })

  it("answers an unknown address with 404 and a route's redirect with its address", async () => {
    expect((await request('/es/nowhere', apiOf({}).fetch)).status).toBe(404)
    const moved = await request('/es/old', apiOf({}).fetch)
    expect(moved).toMatchObject({ status: 302, location: '/es/offers/1' })
  })

  it('for a members-only page, renders nothing but answers its status and sends its data along', async () => {
    const api = apiOf({ '1': { title: 'Oferta' } })
    const found = await renderPage({ ...shellOf('/en/offers/1'), fetch: api.fetch })
    if (!('html' in found)) throw new Error('expected a page')
    expect(found.status).toBe(200)
    expect(found.html).toContain('<html lang="en"')
    expect(found.html).toContain('<title>Egresa</title>')
    expect(found.html).not.toContain('<h1>')
    // The scripts as the build wrote them: the browser renders this page.
    expect(found.html).toContain('<script type="module" src="/assets/index.js">')
    const state =
      /<div id="root"><\/div><script id="egresa-state" type="application\/json">(.*?)<\/script>/.exec(
        found.html,
      )?.[1]
    expect(JSON.parse(state ?? '').queries.queries[0].state.data.title).toBe('Oferta')

    const unknown = await renderPage({ ...shellOf('/es/offers/9'), fetch: api.fetch })
    expect(unknown.status).toBe(404)
    expect((await renderPage({ ...shellOf('/es/nowhere'), fetch: api.fetch })).status).toBe(404)
  })

  it("sends the session's token to the API", async () => {
    const api = apiOf({ '1': { title: 'Oferta' } })
    await request('/es/offers/1', api.fetch, { token: 'abc123' })
    const init = api.seen.find((r) => r.url.includes('/api/init'))
    expect(init?.headers.get('x-token')).toBe('abc123')
  })

  it('renders a Catalan page in Catalan, and names each language the portal offers', async () => {
    const api = apiOf({ '1': { title: 'Enginyera' } })
    const page = await request('/ca/offers/1', api.fetch)
    if (!('html' in page)) throw new Error('expected a page')
    expect(page.status).toBe(200)
    expect(page.html).toContain('<html lang="ca"')
    expect(page.html).toContain('<meta data-head property="og:locale" content="ca_ES">')
    for (const lang of ['es', 'en', 'ca', 'x-default']) expect(page.html).toContain(`hreflang="${lang}"`)
    expect(api.seen.find((r) => r.url.endsWith('/api/offers/1'))?.headers.get('accept-language')).toBe('ca')
  })

  it('keeps a language the portal turned off out: its pages are the 404 page, in Spanish, and no page names it', async () => {
    const api = apiOf({ '1': { title: 'Oferta' } })
    const offered = (url: string) =>
      renderPage({
        url,
        origin: 'https://alumni.uni.es',
        cookies: {},
        fetch: api.fetch,
        template,
        locales: ['es', 'en'],
      })
    const off = await offered('/ca/offers/1')
    if (!('html' in off)) throw new Error('expected a page')
    expect(off.status).toBe(404)
    expect(off.html).toContain('<html lang="es"')
    const on = await offered('/es/offers/1')
    if (!('html' in on)) throw new Error('expected a page')
    expect(on.status).toBe(200)
    expect(on.html).toContain('hreflang="en"')
    expect(on.html).not.toContain('hreflang="ca"')
  })

  it("gives each request's components the client of that request, never another's", async () => {
    const { fetch } = apiOf({})
    const [es, en] = await Promise.all([request('/es/whoami', fetch), request('/en/whoami', fetch)])
    expect(es).toMatchObject({ html: expect.stringContaining('<p>client: es</p>') })
    expect(en).toMatchObject({ html: expect.stringContaining('<p>client: en</p>') })
  })

  it('says the shared packages’ messages in the page’s language, from the app’s catalogs', async () => {
    setMessageTranslator(undefined)
    const renderer = createPageRenderer({
      catalogs: {
        es: async () => ({ messages: {} }),
        en: async () => ({ messages: { [inputMessages.required.id]: 'This field is required.' } }),
        ca: async () => ({ messages: {} }),
      },
      createRouter: createTestRouter,
    })
    const { fetch } = apiOf({})
    await renderer({ url: '/en/whoami', origin: 'https://alumni.uni.es', cookies: {}, fetch, template })
    expect(inputMessage('required', 'en')).toBe('This field is required.')
    await renderer({ url: '/es/whoami', origin: 'https://alumni.uni.es', cookies: {}, fetch, template })
    expect(inputMessage('required', 'es')).toBe('Este campo es obligatorio.')
  })
})
