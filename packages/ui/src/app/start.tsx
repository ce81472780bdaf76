import type { ApiClient } from '@egresa/api-client/client'
import { activateLocale, type CatalogLoaders, i18n, registerCatalogs } from '@egresa/i18n/activate'
import { documentLocales, isLocale, type Locale, preferredLocale } from '@egresa/i18n/locales'
import { setMessageTranslator } from '@egresa/validators/translator'
import { I18nProvider } from '@lingui/react'
import { type DehydratedState, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, type RouterHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { LinkRouterProvider } from '../router-provider'
import { installLinkPrefetch } from './prefetch'
import { createQueryClient } from './query-client'
import { connectStatusPolicy, offerLocales } from './router'
import { renderAsTheServerDid } from './router-internals'
import { pageSiteConfig, type SiteConfig } from './site-config'

/** Waits for a task of its own: what the page did so far is one task, what follows another. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Ends the start-up: the page answers clicks (see the `booting` class of the built `index.html`), and a script
 * or style that fails to load from now on is the router's to handle (a prefetch is let be, a page that fails
 * to open reloads: `RouteError`), not the inline script's.
 */
function Started() {
  useEffect(() => {
    document.documentElement.classList.remove('booting')
    document.documentElement.setAttribute('data-started', '')
  }, [])
  return null
}

/** The providers around an app's router: language, Query cache, and this package's links on the router. */
export function AppProviders({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LinkRouterProvider navigate={(href) => void router.navigate({ href })}>
          <RouterProvider router={router} />
          <Started />
        </LinkRouterProvider>
      </QueryClientProvider>
    </I18nProvider>
  )
}

export type AppDefinition = {
  /** Each language's catalog, its own chunk: `{ es: () => import('./locales/es/messages.po'), ... }`. */
  catalogs: CatalogLoaders
  /**
   * Catalogs of their own for features that only their pages show, by name: a route names its section in
   * `staticData.catalogSection`, and the section loads with the page (or when a link to it is prefetched).
   */
  catalogSections?: Record<string, CatalogLoaders>
  /** The app's router; the server passes its own history and an API client for the request's session. */
  createRouter: (queryClient: QueryClient, history?: RouterHistory, api?: ApiClient) => AnyRouter
}

/** The id of the script element that carries a server-rendered page's Query cache to the browser. */
export const SERVER_STATE_ID = 'egresa-state'

/** What the server hands to the browser with a rendered page. */
export type ServerState = { locale: string; queries: DehydratedState }

function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as ServerState
  } catch {
    return null
  }
}

/**
 * An app ready to render: its catalogs registered, a Query client, the router (on `history`, the browser's
 * address when unset) with the languages the portal offers (`offered`: those the page's server named in
 * `<html data-locales>` by default) and the configuration it was served with (`site`), and the API status
 * policy wired to it. Tests render `element` at any address.
 */
export function createApp(
  { catalogs, catalogSections, createRouter }: AppDefinition,
  history?: RouterHistory,
  offered: readonly Locale[] = documentLocales(),
  site: SiteConfig = pageSiteConfig(),
) {
  registerCatalogs(catalogs, catalogSections)
  // The shared packages' messages (the field rules', the contract's checks') in the page's language, the one
  // its forms parse in: the app's catalogs hold them (its lingui.config.ts includes their source).
  setMessageTranslator((message) => i18n._(message))
  const queryClient = createQueryClient()
  const router = createRouter(queryClient, history)
  offerLocales(router, offered, site)
  connectStatusPolicy(router)
  return { router, queryClient, element: <AppProviders router={router} queryClient={queryClient} /> }
}

/**
 * Starts an app in `#root`: the first page once its language is loaded. A page the server
 * rendered is taken over where it is (hydrated), with the server's Query cache, so nothing is asked twice and
 * nothing moves; any other page (members-only pages, which may come with the server's Query cache, a static
 * host) is rendered here.
 */
export function startApp(app: AppDefinition): void {
  const offered = documentLocales()
  const { element, router, queryClient } = createApp(app, undefined, offered)
  installLinkPrefetch(router)
  const root = document.getElementById('root')
  // index.html carries it; without it there is nowhere to show even an error page.
  if (!root) throw new Error('The page has no #root element to start the app in')
  const server = readServerState()
  const first = window.location.pathname.split('/')[1]
  void (async () => {
    await nextTask()
    // Only the page's language is loaded: another language's catalogs are fetched when it is first used.
    await activateLocale(
      isLocale(first) && offered.includes(first) ? first : preferredLocale({ enabled: offered }),
    )
    // A members-only page comes empty, with the data its loaders read on the server: rendered here from it.
    if (server) hydrate(queryClient, server.queries)
    if (!server || !root.hasChildNodes()) {
      createRoot(root).render(<StrictMode>{element}</StrictMode>)
      return
    }
    // The router renders a hydrated page as it rendered on the server (the same Suspense boundaries).
    renderAsTheServerDid(router)
    // Each step in its own task, so a phone answers a tap or a scroll in between.
    await nextTask()
    // The loaders find their data in the cache; only the page's code is fetched.
    await router.load()
    await nextTask()
    // A transition lets React hydrate in slices, so the page answers input while it does.
    startTransition(() => {
      hydrateRoot(root, <StrictMode>{element}</StrictMode>)
    })
  })()
}
