import { activateLocale, type CatalogLoaders, i18n, registerCatalogs } from '@egresa/i18n/activate'
import { isLocale, preferredLocale } from '@egresa/i18n/locales'
import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, type RouterHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installChunkReload } from '../chunk-reload'
import { LinkRouterProvider } from '../router-provider'
import { createQueryClient } from './query-client'
import { connectStatusPolicy } from './router'

/** The providers around an app's router: language, Query cache, and this package's links on the router. */
export function AppProviders({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LinkRouterProvider navigate={(href) => void router.navigate({ href })}>
          <RouterProvider router={router} />
        </LinkRouterProvider>
      </QueryClientProvider>
    </I18nProvider>
  )
}

export type AppDefinition = {
  /** Each language's catalog, its own chunk: `{ es: () => import('./locales/es/messages.po'), ... }`. */
  catalogs: CatalogLoaders
  createRouter: (queryClient: QueryClient, history?: RouterHistory) => AnyRouter
}

/**
 * An app ready to render: its catalogs registered, a Query client, the router (on `history`, the browser's
 * address when unset) and the API status policy wired to it. Tests render `element` at any address.
 */
export function createApp({ catalogs, createRouter }: AppDefinition, history?: RouterHistory) {
  registerCatalogs(catalogs)
  const queryClient = createQueryClient()
  const router = createRouter(queryClient, history)
  connectStatusPolicy(router)
  return { router, queryClient, element: <AppProviders router={router} queryClient={queryClient} /> }
}

/** Starts an app in `#root`: chunk-reload, then the first page once its language is loaded. */
export function startApp(app: AppDefinition): void {
  installChunkReload()
  const { element } = createApp(app)
  const first = window.location.pathname.split('/')[1]
  void activateLocale(isLocale(first) ? first : preferredLocale()).then(() => {
    const root = document.getElementById('root')
    // index.html carries it; without it there is nowhere to show even an error page.
    if (!root) throw new Error('The page has no #root element to start the app in')
    createRoot(root).render(<StrictMode>{element}</StrictMode>)
  })
}
