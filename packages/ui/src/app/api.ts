import { type ApiClient, createApiClient } from '@egresa/api-client/client'
import { i18n } from '@lingui/core'
import type { AppEnv } from './env'

/** An app's one API client: its build's API address and key, and the page's language on every call. */
export function createAppApi(env: Pick<AppEnv, 'apiUrl' | 'apiKey'>): ApiClient {
  return createApiClient({ baseUrl: env.apiUrl, apiKey: env.apiKey, locale: () => i18n.locale || 'es' })
}
