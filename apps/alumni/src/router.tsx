import { isLocale, preferredLocale } from '@egresa/i18n/locales'
import { clearErrorPage, showErrorPage } from '@egresa/ui/error-state'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { resetSession } from './features/auth/session'
import { AppFrame } from './features/layout/app-frame'
import { NotFoundPage, RouteError } from './features/layout/route-error'
import { api } from './lib/api'
import { routeTree } from './routeTree.gen'

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, api },
    // Loaders fill the Query cache; the router should not cache on its own.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    InnerWrap: AppFrame,
  })
}

type AppRouter = ReturnType<typeof createAppRouter>

/** Wires the API client's status policy (spec section 8) to this app's pages. */
export function connectStatusPolicy(router: AppRouter, queryClient: QueryClient): void {
  api.setPolicyHandlers({
    onSessionExpired: () => {
      resetSession(queryClient)
      const { pathname, href } = router.state.location
      const locale = pathname.split('/')[1]
      void router.navigate({
        to: '/$locale/login',
        params: { locale: isLocale(locale) ? locale : preferredLocale() },
        search: { redirect: href },
      })
    },
    onForbidden: () => showErrorPage(403),
    onServerError: (error) => showErrorPage(error.status),
  })
  // The error page stays until the person goes somewhere else.
  router.subscribe('onBeforeNavigate', clearErrorPage)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
