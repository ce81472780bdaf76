import { type Locale as AppLocale, defaultLocale } from '@egresa/i18n/locales'
import { addressesIn } from '@egresa/i18n/route-manifest'
import { localePath } from '@egresa/i18n/segments'
import { type Context, Hono } from 'hono'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { appOfHost, appOrigin } from '../../lib/app-hosts'
import type { AppEnv } from '../../lib/context'
import { notFound } from '../../lib/errors'
import {
  privatePrefixes,
  type RouteManifest,
  routeManifest,
  type SitePage,
  staticPublicPages,
} from '../../lib/site-pages'
import { distOf, type WebApp, webApp } from '../../lib/web-apps'
import { publishedArticlePages } from '../articles/public'
import { publishedOfferPages } from '../jobs/public'
import { publishedWorkgroupPages } from '../workgroups/public'

// `/sitemap.xml` and `/robots.txt` of the app the request's Host is for (lib/app-hosts.ts). The pages come
// from lib/site-pages.ts (the same for everyone) and from the features that own public objects, below; the
// private areas from the app's route manifest. An app private as a whole (lib/web-apps.ts) has no sitemap,
// and its robots.txt keeps crawlers out of all of it.

/** Pages of objects a feature publishes, newest first, at most `limit`. */
type PageSource = (db: Db, params: { limit: number }) => Promise<SitePage[]>

/** Each app's sources of pages beyond its static ones: a feature with public pages adds its own here. */
const pageSources: Record<WebApp, readonly PageSource[]> = {
  alumni: [publishedOfferPages, publishedArticlePages, publishedWorkgroupPages],
  company: [],
  admin: [],
}

/**
 * The sitemap protocol caps a file at 50,000 URLs (and 50 MB). Each page is one URL per language: a
 * thousand published offers are 3,000 URLs in three languages, far below. A source is asked for no more than what is left, so
 * a portal that ever grows past it gets a truncated but valid file; then it needs a sitemap index.
 */
const MAX_URLS = 50_000

/** How long crawlers and caches in front may keep either file. */
const CACHE_CONTROL = 'public, max-age=300'

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch)

/** W3C Datetime, to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

/**
 * A page's `<url>` in each language the portal offers, each naming all of them and Spanish as x-default
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
 */
function urlEntries(origin: string, page: SitePage, locales: readonly AppLocale[]): string[] {
  const href = (locale: AppLocale) => {
    const segments = (page.routes?.[locale] ?? page.route).map(encodeURIComponent)
    return escapeXml(`${origin}${localePath(locale, ...segments)}`)
  }
  const alternates = [
    ...locales.map(
      (locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(defaultLocale)}"/>`,
  ]
  const lastmod = page.lastmod ? [`    <lastmod>${w3cDate(page.lastmod)}</lastmod>`] : []
  return locales.map((locale) =>
    ['  <url>', `    <loc>${href(locale)}</loc>`, ...lastmod, ...alternates, '  </url>'].join('\n'),
  )
}

async function sitemapPages(db: Db, app: WebApp, locales: readonly AppLocale[]): Promise<SitePage[]> {
  const pages = [...staticPublicPages[app]]
  for (const source of pageSources[app]) {
    const limit = Math.floor(MAX_URLS / locales.length) - pages.length
    if (limit <= 0) break
    pages.push(...(await source(db, { limit })))
  }
  return pages
}

export function sitemapXml(
  origin: string,
  pages: readonly SitePage[],
  locales: readonly AppLocale[],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => urlEntries(origin, page, locales)),
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: the API and the app's private areas in the languages the portal offers, and the sitemap. */
export function robotsTxt(origin: string, manifest: RouteManifest, locales: readonly AppLocale[]): string {
  const offered = { ...manifest, private: addressesIn(manifest.private, locales) }
  return [
    'User-agent: *',
    ...privatePrefixes(offered).map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** GET (and HEAD) /sitemap.xml and /robots.txt, for the app of the request's Host; a 404 on any other host. */
export function createSeoRoutes(deps: { env: Env }) {
  const { env } = deps
  const site = (c: Context<AppEnv>) => {
    const app = appOfHost(c.req.header('host') ?? new URL(c.req.url).host, env)
    if (!app) throw notFound()
    return { app, origin: appOrigin(app, env, c.req.url), private: webApp(app).private }
  }
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const { app, origin, private: privateApp } = site(c)
      if (privateApp) throw notFound()
      const xml = sitemapXml(origin, await sitemapPages(c.var.db, app, env.locales), env.locales)
      return c.body(xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': CACHE_CONTROL,
        // The file is for crawlers, not a result to show.
        'X-Robots-Tag': 'noindex',
      })
    })
    .get('/robots.txt', (c) => {
      const { app, origin, private: privateApp } = site(c)
      const text = privateApp
        ? 'User-agent: *\nDisallow: /\n'
        : robotsTxt(origin, routeManifest(distOf(env.staticRoot, app)), env.locales)
      return c.text(text, 200, { 'Cache-Control': CACHE_CONTROL })
    })
}
