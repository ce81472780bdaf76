import { type ApiClient, createApiClient } from '@egresa/api-client/client'
import { i18n } from '@lingui/core'
import type { AppEnv } from './env'
import { useShell } from './shell'

/**
 * An app's API client in the browser: its build's API address and key, the app's name (`X-Egresa-App`) and
 * the page's language on every call.
 */
export function createAppApi(env: Pick<AppEnv, 'apiUrl' | 'apiKey'>, app: string): ApiClient {
  return createApiClient({ baseUrl: env.apiUrl, apiKey: env.apiKey, app, locale: () => i18n.locale || 'es' })
}

/**
 * The API client of the router's context, for components (loaders read `context.api`), which the shell passes
 * on: the browser's, or on the server the one made for the request, with its session. Never a module's: on the
 * server that would be shared by every request.
 */
export function useApi(): ApiClient {
  return useShell().api
}
