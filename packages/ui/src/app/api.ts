import { type ApiClient, createApiClient } from '@egresa/api-client/client'
import { i18n } from '@lingui/core'
import { useShell } from './shell'
import { pageSiteConfig, type SiteConfig } from './site-config'

/**
 * An app's API client in the browser: the API address and key its page was served with (`pageSiteConfig`),
 * the app's name (`X-Egresa-App`) and the page's language on every call.
 */
export function createAppApi(
  app: string,
  site: Pick<SiteConfig, 'apiUrl' | 'apiKey'> = pageSiteConfig(),
): ApiClient {
  return createApiClient({
    baseUrl: site.apiUrl,
    apiKey: site.apiKey,
    app,
    locale: () => i18n.locale || 'es',
  })
}

/**
 * The API client of the router's context, for components (loaders read `context.api`), which the shell passes
 * on: the browser's, or on the server the one made for the request, with its session. Never a module's: on the
 * server that would be shared by every request.
 */
export function useApi(): ApiClient {
  return useShell().api
}
