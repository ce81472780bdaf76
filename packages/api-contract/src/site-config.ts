import * as v from 'valibot'

/**
 * What the server hands each web app with its page, at serve time: one build serves every university and
 * environment. The API writes it into the HTML it serves (`<script id="egresa-site" type="application/json">`,
 * a page rendered on the server too), and the app reads it there before its first render. The university's
 * colours, font and logo go in the same HTML as a stylesheet (`--color-primary`, `--logo-image`, ...): no
 * script is needed to paint the page in the university's brand.
 */
export const SITE_CONFIG_ID = 'egresa-site'

const text = v.pipe(v.string(), v.maxLength(2000))

export const SiteConfig = v.object({
  /** Where the API is: empty for the page's own origin (the server that serves the app serves the API). */
  apiUrl: v.string(),
  /** The app's API key (`X-Api-Key`). */
  apiKey: v.pipe(v.string(), v.nonEmpty()),
  /** The portal's name, as people know it ("Alumni UV"): titles, the logo's text, the home link. */
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(60)),
  /** The footer's line per language; a language without one shows the app's own line. */
  footer: v.record(v.string(), text),
  /** The alumni office's address, where a person must write to it (Premium changes). */
  officeEmail: v.string(),
  /** Page views, only after the visitor accepts cookies; null when off. */
  analytics: v.nullable(
    v.object({
      provider: v.picklist(['plausible', 'matomo']),
      url: v.string(),
      siteId: v.optional(v.string()),
    }),
  ),
})
export type SiteConfig = v.InferOutput<typeof SiteConfig>

/** The demo's configuration: what an app has when no server handed it one (its development server, tests). */
export const defaultSiteConfig: SiteConfig = {
  apiUrl: '',
  apiKey: 'egresa-dev-public-key',
  name: 'Egresa',
  footer: {},
  officeEmail: 'alumni@demo.egresa.test',
  analytics: null,
}

/** The configuration an app reads from its page's script, or the demo's when there is none or it is unreadable. */
export function parseSiteConfig(json: string | null | undefined): SiteConfig {
  if (!json) return defaultSiteConfig
  try {
    const parsed = v.safeParse(SiteConfig, JSON.parse(json))
    return parsed.success ? parsed.output : defaultSiteConfig
  } catch {
    return defaultSiteConfig
  }
}

/** The element the server writes into a page: `<` escaped, so no text of the configuration can end it. */
export function siteConfigScript(config: SiteConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<script id="${SITE_CONFIG_ID}" type="application/json">${json}</script>`
}
