import { createApiClient } from '@egresa/api-client/client'
import { notifyError } from '@egresa/ui/toaster'
import { QueryClient } from '@tanstack/react-query'
import { text } from './i18n'
import { navigate } from './router'

/** The app's one API client: same origin (the dev/preview proxy, or the university's web server). */
export const api = createApiClient({
  // A university's own key (API_KEYS on the portal); the development key by default.
  apiKey: import.meta.env.VITE_API_KEY,
  locale: () => document.documentElement.lang || 'es',
  onSessionExpired: () => {
    queryClient.clear()
    navigate(`/${document.documentElement.lang || 'es'}/login`)
  },
  onForbidden: () => navigate(`/${document.documentElement.lang || 'es'}/forbidden`),
  onServerError: () => notifyError(text('error.server')),
})

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
