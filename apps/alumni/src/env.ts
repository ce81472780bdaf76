import { DEV_API_KEY } from '@egresa/api-client/client'
import type { AnalyticsConfig } from '@egresa/ui/analytics'

/**
 * The app's configuration, read once from the build's environment (Vite `VITE_*` variables). Nothing else
 * reads `import.meta.env`.
 * - VITE_API_URL: where the API is (empty: this site's own origin, as the embedded server serves both).
 * - VITE_API_KEY: this app's API key (default: the development key).
 * - VITE_ANALYTICS_PROVIDER (`plausible` | `matomo`), VITE_ANALYTICS_URL, VITE_ANALYTICS_SITE_ID: page views,
 *   only after the visitor accepts cookies; off when unset.
 * - VITE_APP_STORE_URL, VITE_PLAY_STORE_URL: the mobile app in the footer.
 * - VITE_OFFICE_EMAIL: the alumni office's address, shown where a person must write to it (Premium changes).
 */
type Env = {
  apiUrl: string
  apiKey: string
  analytics: AnalyticsConfig | null
  appStoreUrl: string
  playStoreUrl: string
  officeEmail: string
}

function readEnv(source: Record<string, string | boolean | undefined>): Env {
  const text = (name: string) => {
    const value = source[name]
    return typeof value === 'string' ? value.trim() : ''
  }
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
    appStoreUrl: text('VITE_APP_STORE_URL') || 'https://apps.apple.com/',
    playStoreUrl: text('VITE_PLAY_STORE_URL') || 'https://play.google.com/store/apps',
    officeEmail: text('VITE_OFFICE_EMAIL') || 'alumni@demo.egresa.test',
  }
}

export const env = readEnv(import.meta.env)
