import { DEV_API_KEY } from '@egresa/api-client/client'
import type { AnalyticsConfig } from '../analytics'

/**
 * What every Egresa web app reads from its build's environment (Vite `VITE_*` variables); each app's own
 * `env.ts` calls this with `import.meta.env` and adds its own variables.
 * - VITE_API_URL: where the API is (empty: this site's own origin, as the embedded server serves both).
 * - VITE_API_KEY: this app's API key (default: the development key).
 * - VITE_ANALYTICS_PROVIDER (`plausible` | `matomo`), VITE_ANALYTICS_URL, VITE_ANALYTICS_SITE_ID: page views,
 *   only after the visitor accepts cookies; off when unset.
 * The mobile app's store links in the footer are the server's (APP_STORE_URL, PLAY_STORE_URL, `/api/init`).
 */
export type AppEnv = {
  apiUrl: string
  apiKey: string
  analytics: AnalyticsConfig | null
}

export type EnvSource = Record<string, string | boolean | undefined>

/** A variable's trimmed text, empty when unset. */
export function envText(source: EnvSource, name: string): string {
  const value = source[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** Reads the shared variables; a bad analytics provider stops the app with a message naming it. */
export function readAppEnv(source: EnvSource): AppEnv {
  const text = (name: string) => envText(source, name)
  const provider = text('VITE_ANALYTICS_PROVIDER')
  const analyticsUrl = text('VITE_ANALYTICS_URL')
  if (provider && provider !== 'plausible' && provider !== 'matomo') {
    throw new Error(`VITE_ANALYTICS_PROVIDER must be plausible or matomo, not "${provider}"`)
  }
  const siteId = text('VITE_ANALYTICS_SITE_ID')
  return {
    apiUrl: text('VITE_API_URL'),
    apiKey: text('VITE_API_KEY') || DEV_API_KEY,
    analytics:
      (provider === 'plausible' || provider === 'matomo') && analyticsUrl
        ? { provider, url: analyticsUrl, ...(siteId ? { siteId } : {}) }
        : null,
  }
}
