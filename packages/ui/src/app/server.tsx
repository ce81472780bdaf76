import { type ApiClient, createApiClient } from '@egresa/api-client/client'
import { isApiError } from '@egresa/api-client/errors'
import { memorySessionStore, TOKEN_COOKIE } from '@egresa/api-client/session'
import { defaultSiteConfig, type SiteConfig } from '@egresa/api-contract/site-config'
import { activateLocale, i18n, registerCatalogs } from '@egresa/i18n/activate'
import { defaultLocale, isLocale, type Locale, locales } from '@egresa/i18n/locales'
import { setMessageTranslator } from '@egresa/validators/translator'
import { dehydrate } from '@tanstack/react-query'
import { createMemoryHistory, SearchParamError } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { type HeadCollector, HeadCollectorProvider, headHtml, headTags } from './page-head'
import { createQueryClient } from './query-client'
import { RequestCookiesProvider } from './request-cookies'
import { offerLocales } from './router'
import { renderWithoutPendingBoundaries, serverLoadOutcome } from './router-internals'
import { type AppDefinition, AppProviders, SERVER_STATE_ID, type ServerState } from './start'

/** A page request as the server saw it. */
export type PageRequest = {
  /** The path and query of the address (`/es/empleo/abc?x=1`), as the browser sent it. */
  url: string
  /** The site's public origin (`https://alumni.uni.es`), for canonical addresses and previews. */
  origin: string
  /** The request's cookies (the session's `token` and `deviceId`). */
  cookies: Record<string, string | undefined>
  /** Calls the API in the same process: the app's API requests never leave it. */
  fetch: typeof globalThis.fetch
  /** The built `index.html` the page goes in. */
  template: string
  /**
   * The languages the portal offers (the API's `LOCALES`); all when unset. A page under another one is the
   * 404 page, in Spanish, and no page links to it.
   */
  locales?: readonly Locale[]
  /**
   * `false` for a members-only page: the router runs its guards and loaders (for the page's status, a redirect
   * and its data) but nothing is rendered; the template goes out with the Query cache for the browser to render
   * the page from, so its status follows the page (404 for an unknown id, 403) and nothing is asked twice.
   */
  render?: boolean
  /** The configuration the app is served with (its API key, the portal's name...); the demo's when unset. */
  siteConfig?: SiteConfig
}

/** The answer: a page (status 200 or 404), a redirect, or `null` to send the template as it is. */
export type PageResponse =
  | { status: number; html: string }
  | { status: 301 | 302 | 307 | 308; location: string }

// Any absolute address does: requests go to `fetch`, which hands them to the API in the same process.
const IN_PROCESS = 'http://egresa.internal'

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** `<` is escaped so text from the database cannot end the script element. */
function stateJson(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The HTTP status of a rendered page: the router's (404 for an unknown address or slug), or the status of the
 * API answer a loader failed with (the page shows the same error page), 400 for a malformed query string.
 */
function pageStatus(
  matches: ReadonlyArray<{ status: string; error?: unknown }>,
  routerStatus: number,
): number {
  const failed = matches.find((m) => m.status === 'error')
  if (!failed) return routerStatus
  if (isApiError(failed.error)) return failed.error.status
  if (failed.error instanceof SearchParamError) return 400
  return routerStatus === 200 ? 500 : routerStatus
}

/** Puts the rendered page into the build's `index.html`: language, head tags, the page, and the Query cache. */
export function fillTemplate(
  template: string,
  page: { locale: Locale; head: string; body: string; state: ServerState | null },
): string {
  const state = page.state
    ? `<script id="${SERVER_STATE_ID}" type="application/json">${stateJson(page.state)}</script>`
    : ''
  return (
    template
      // The page already shows: its scripts load without competing with its stylesheet and pictures.
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttr(page.locale)}"`)
      .replace(/<title>[^<]*<\/title>/, () => page.head)
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${state}`)
  )
}

/**
 * Makes the page renderer of an app, for its server entry (`src/entry-server.tsx`). Public pages are rendered
 * here with the request's language and session: the router runs the loaders (which fill the Query cache through
 * the API in the same process), React renders the page to HTML, and the cache goes along so the browser takes
 * over without asking again. The server does not call it for members-only pages (the API's `site-pages.ts`):
 * the browser renders those as before.
 */
export function createPageRenderer(app: AppDefinition) {
  registerCatalogs(app.catalogs, app.catalogSections)
  // The shared packages' messages in the page's language, as in the browser (`createApp`).
  setMessageTranslator((message) => i18n._(message))
  // Every language is loaded once; activating one is then immediate, right before each synchronous render.
  const ready = (async () => {
    for (const locale of locales) await activateLocale(locale)
  })()

  return async function renderPage(request: PageRequest): Promise<PageResponse> {
    await ready
    const first = request.url.split(/[/?#]/)[1]
    const offered = request.locales ?? locales
    const site = request.siteConfig ?? defaultSiteConfig
    const locale: Locale = isLocale(first) && offered.includes(first) ? first : defaultLocale
    const api: ApiClient = createApiClient({
      baseUrl: IN_PROCESS,
      apiKey: site.apiKey,
      locale: () => locale,
      session: memorySessionStore({
        token: request.cookies[TOKEN_COOKIE] ?? null,
        deviceId: request.cookies.deviceId ?? null,
      }),
      fetch: request.fetch,
    })
    const queryClient = createQueryClient()
    const history = createMemoryHistory({ initialEntries: [request.url] })
    const router = app.createRouter(queryClient, history, api)
    // The browser restores scrolling on its own; the router's inline script would not pass the CSP.
    router.update({ ...router.options, scrollRestoration: false })
    offerLocales(router, offered, site)

    const place = {
      origin: request.origin,
      locale,
      locales: offered,
      siteName: site.name,
      defaultDescription: '',
    }
    await router.load()
    const outcome = serverLoadOutcome(router)
    if (outcome.type === 'redirect') return { status: 302, location: outcome.location ?? `/${locale}` }

    const stateNow = (): ServerState => ({
      locale,
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' }),
    })
    const status = pageStatus(router.state.matches, outcome.status)
    if (request.render === false) {
      const script = `<script id="${SERVER_STATE_ID}" type="application/json">${stateJson(stateNow())}</script>`
      const html = request.template
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttr(locale)}"`)
        .replace('<div id="root"></div>', (root) => `${root}${script}`)
      return { status, html }
    }

    const cookieHeader = Object.entries(request.cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
      .join('; ')
    const collector: HeadCollector = { head: null, description: '', origin: request.origin }
    const render = () => {
      // Rendering is synchronous: no other request can change the active language until it ends.
      i18n.activate(locale)
      return renderToString(
        <RequestCookiesProvider value={cookieHeader}>
          <HeadCollectorProvider collector={collector}>
            <AppProviders router={router} queryClient={queryClient} />
          </HeadCollectorProvider>
        </RequestCookiesProvider>,
      )
    }
    // A lazy component seen for the first time in this process (a legal text) is rendered once its code is in.
    const body = await renderWithoutPendingBoundaries(render)
    const path = request.url.split(/[?#]/)[0] ?? '/'
    const head = headHtml(
      headTags(collector.head ?? { title: '' }, {
        ...place,
        path,
        defaultDescription: collector.description,
      }),
    )
    return { status, html: fillTemplate(request.template, { locale, head, body, state: stateNow() }) }
  }
}
