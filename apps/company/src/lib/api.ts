import { createApiClient } from '@egresa/api-client/client'
import { i18n } from '@lingui/core'
import { env } from '../env'

/** The app's one API client; main.tsx wires its status policy to the router. */
export const api = createApiClient({
  baseUrl: env.apiUrl,
  apiKey: env.apiKey,
  locale: () => i18n.locale || 'es',
})
