import { parseSiteConfig, SITE_CONFIG_ID, type SiteConfig } from '@egresa/api-contract/site-config'

export type { SiteConfig } from '@egresa/api-contract/site-config'

/**
 * The configuration the server handed this page (its API key, the portal's name and footer, the office's
 * address, the analytics): one build serves every university, so nothing of it is in the app's code. Read
 * from the page's `<script id="egresa-site">` (see `@egresa/api-contract/site-config`); the demo's where no
 * server wrote one (the development server, tests).
 */
export function pageSiteConfig(): SiteConfig {
  return parseSiteConfig(
    typeof document === 'undefined' ? null : document.getElementById(SITE_CONFIG_ID)?.textContent,
  )
}
