import './styles.css'
import { activateLocale, i18n } from '@egresa/i18n/activate'
import { isLocale, preferredLocale } from '@egresa/i18n/locales'
import { installChunkReload } from '@egresa/ui/chunk-reload'
import { clearErrorPage, showErrorPage } from '@egresa/ui/error-state'
import { LinkRouterProvider } from '@egresa/ui/router-provider'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { resetSession } from './features/auth/session'
import { api } from './lib/api'
import { registerAppCatalogs } from './lib/catalogs'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

registerAppCatalogs()
installChunkReload()

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

// The status policy of the API client (spec section 8), wired to this app's pages.
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
router.subscribe('onBeforeNavigate', clearErrorPage)

async function start() {
  const first = window.location.pathname.split('/')[1]
  await activateLocale(isLocale(first) ? first : preferredLocale())
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <LinkRouterProvider navigate={(href) => void router.navigate({ href })}>
            <RouterProvider router={router} />
          </LinkRouterProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  )
}

void start()
