import { type SiteConfig, siteConfigScript } from '@egresa/api-contract/site-config'
import { type Locale as AppLocale, localesAttribute } from '@egresa/i18n/locales'
import type { Env } from '../env'
import type { Brand } from './brand'
import { escapeHtml } from './mail/layout'
import type { WebApp } from './web-apps'

/**
 * What the server hands a web app with each of its pages (one build for every university): its API key, the
 * portal's name and footer, the office's address and the analytics (`SiteConfig` of the contract), read by the
 * app before its first render.
 */
export function siteConfigOf(
  env: Pick<Env, 'webAppKeys' | 'brand' | 'analytics' | 'university'>,
  app: WebApp,
): SiteConfig {
  return {
    apiUrl: '',
    apiKey: env.webAppKeys[app],
    name: env.brand.name,
    footer: env.brand.footer,
    officeEmail: env.university.officeEmail ?? '',
    analytics: env.analytics ?? null,
  }
}

/**
 * The brand as the stylesheet's variables (packages/ui's theme.css): the page paints in the university's
 * colours, font and logo from its first byte, with no script. Unlayered, it wins over the theme's defaults.
 */
export function brandStyle(brand: Brand): string {
  const { colors } = brand
  const rules = [
    `--color-primary:${colors.primary}`,
    `--color-secondary:${colors.secondary}`,
    `--color-success:${colors.success}`,
    `--color-success-strong:${colors.successStrong}`,
    `--color-danger:${colors.danger}`,
    `--color-danger-strong:${colors.dangerStrong}`,
  ]
  // The font list was checked to hold only names, commas and quotes (lib/brand.ts).
  if (brand.font) rules.push(`--font-sans:${brand.font}`)
  if (brand.logo) rules.push(`--logo-image:url("${brand.logo.path}")`, '--logo-wordmark:hidden')
  return `<style id="egresa-brand">:root{${rules.join(';')}}</style>`
}

/**
 * The built `index.html` of an app as this server serves it: the languages the portal offers on `<html>`
 * (`data-locales`, read by the app), the portal's name as the title a page starts with, the brand's stylesheet
 * and colour, and the app's configuration.
 */
export function servedTemplate(
  template: string,
  site: { offered: readonly AppLocale[]; brand: Brand; config: SiteConfig },
): string {
  return template
    .replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
      const rest = attributes.replace(new RegExp(`\\s${localesAttribute}="[^"]*"`), '')
      return `<html${rest} ${localesAttribute}="${site.offered.join(',')}">`
    })
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(site.brand.name)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      () => `<meta name="theme-color" content="${site.brand.colors.primary}" />`,
    )
    .replace('</head>', () => `${brandStyle(site.brand)}${siteConfigScript(site.config)}</head>`)
}
