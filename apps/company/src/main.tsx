import './styles.css'
import { activateLocale, i18n } from '@egresa/i18n/activate'
import { isLocale, preferredLocale } from '@egresa/i18n/locales'
import { installChunkReload } from '@egresa/ui/chunk-reload'
import { LinkRouterProvider } from '@egresa/ui/router-provider'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { registerAppCatalogs } from './lib/catalogs'
import { createQueryClient } from './lib/query-client'
import { connectStatusPolicy, createAppRouter } from './router'

registerAppCatalogs()
installChunkReload()

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

connectStatusPolicy(router, queryClient)

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
