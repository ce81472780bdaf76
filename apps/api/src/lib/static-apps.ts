import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SiteConfig } from '@egresa/api-contract/site-config'
import { defaultSiteConfig } from '@egresa/api-contract/site-config'
import {
  type Locale as AppLocale,
  acceptedLanguages,
  locales as allLocales,
  preferredLocale,
} from '@egresa/i18n/locales'
import { addressesIn } from '@egresa/i18n/route-manifest'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { type Brand, DEFAULT_BRAND } from './brand'
import type { AppEnv } from './context'
import { ApiError, errorResponse } from './errors'
import type { Logger } from './logger'
import { servedTemplate } from './site-config'
import { isPrivatePath, type RouteManifest, routeManifest } from './site-pages'
import { distOf, type WebApp, webApp } from './web-apps'

const HTML = 'text/html; charset=utf-8'
const CONTENT_TYPES: Record<string, string> = {
  '.html': HTML,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Compiles a route manifest entry: `$name` matches one non-empty segment, a final bare `$` the rest. */
export function routeMatcher(routes: readonly string[]): (path: string) => boolean {
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const patterns = routes.map((route) => {
    const segments = route.split('/').filter(Boolean)
    const body = segments
      .map((segment, i) => {
        if (segment === '$' && i === segments.length - 1) return '(?:/.*)?'
        if (segment.startsWith('$')) return '/[^/]+'
        return `/${escapeRegExp(segment)}`
      })
      .join('')
    return new RegExp(`^${body || '/'}/?$`)
  })
  return (path) => patterns.some((p) => p.test(path))
}

/** The page renderer an app's server bundle exports (`dist-server/entry-server.js`, see @egresa/ui/app/server). */
type RenderPage = (request: {
  url: string
  origin: string
  cookies: Record<string, string | undefined>
  fetch: typeof globalThis.fetch
  template: string
  locales: readonly AppLocale[]
  siteConfig: SiteConfig
  render?: boolean
}) => Promise<{ status: number; html: string } | { status: number; location: string }>

type SiteState = {
  root: string
  matches: (path: string) => boolean
  /** The build's route manifest, as read (the cache's key). */
  built: RouteManifest
  /** Its addresses in the languages the portal offers. */
  manifest: RouteManifest
  template: string
  /** The template for pages rendered here: its stylesheets inline (see `inlineStylesheets`). */
  renderTemplate: string
  /** The Content-Security-Policy of a rendered page (its template's inline scripts differ). */
  renderCsp: string | undefined
  /** The page's Content-Security-Policy: the app's, with the hashes of the template's own inline scripts. */
  csp: string | undefined
  renderer: Promise<RenderPage | null>
}

/** The policy with each inline script of `html` allowed by its SHA-256 (the build writes them; none comes from data). */
export function allowInlineScripts(policy: string, html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  )
  return hashes.length ? policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`) : policy
}

/**
 * The template with the build's own stylesheets written into it: a rendered page then paints as soon as its
 * HTML arrives, without a round trip for the stylesheet first (on a phone, the largest part of its first
 * paint). The build's CSS is small (about 6 KB compressed) and refers to no other file; the page's
 * Content-Security-Policy allows inline styles. A stylesheet that is missing or could end the element stays
 * a link.
 */
export function inlineStylesheets(template: string, root: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (link, href: string) => {
      const file = join(root, href)
      if (!isFile(file)) return link
      const css = readFileSync(file, 'utf8')
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`
    },
  )
}

/**
 * A rendered page starts its app after its first paint. The entry script and the `modulepreload` links of
 * the template become one small inline script that, once the page has painted, preloads the same modules and
 * imports them, the entry last. The content shows before the phone's network and main thread are busy with the scripts.
 * (A page the browser renders itself keeps its scripts as they are.) A module that fails to load reloads the
 * page, as for any script (the page's start-up script watches the preload links).
 */
export function startAfterFirstPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(template)
  if (!entry) return template
  const preloads: string[] = []
  const rest = template.replace(
    /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g,
    (_, href: string) => {
      preloads.push(href)
      return ''
    },
  )
  // The shared modules are then run one by one, each in its own task, before the entry: the phone stays
  // responsive between them (a module graph imported at once runs as one long task).
  const start =
    `var m=${JSON.stringify([...preloads, entry[1]])},s=0,g=function(){if(s)return;s=1;` +
    "m.forEach(function(h){var l=document.createElement('link');" +
    "l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});" +
    'var i=0,n=function(){var h=m[i++];h&&import(h).then(function(){setTimeout(n)})};n()};' +
    'requestAnimationFrame(function(){setTimeout(g)});setTimeout(g,500)'
  return rest.replace(entry[0], `<script>${start}</script>`)
}

/**
 * The app's page renderer, or null when it has no server bundle (a build without one, or an app served as
 * static files). A rebuild is imported anew (its address carries the file's time), so a running server
 * follows `pnpm build` as it does for the files.
 */
async function loadRenderer(
  log: Logger | undefined,
  app: string,
  path: string,
  mtime: number,
): Promise<RenderPage | null> {
  if (mtime < 0) return null
  try {
    const module: { renderPage?: RenderPage } = await import(`${pathToFileURL(path).href}?v=${mtime}`)
    return typeof module.renderPage === 'function' ? module.renderPage : null
  } catch (err) {
    log?.error(
      { err, app },
      'the server bundle of the app could not be loaded: its pages are rendered in the browser',
    )
    return null
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function mtimeOf(path: string): number {
  try {
    return statSync(path).mtimeMs
  } catch {
    return -1
  }
}

/** `/`'s language among those the portal offers: the remembered cookie, then Accept-Language, then Spanish. */
function redirectTarget(c: Context, offered: readonly AppLocale[]): string {
  const locale = preferredLocale({
    cookie: c.req.header('cookie') ?? '',
    languages: acceptedLanguages(c.req.header('accept-language')),
    enabled: offered,
  })
  return `/${locale}`
}

const UNKNOWN_HOST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Egresa: unknown address</title></head>
<body><h1>No app is served at this address</h1>
<p>This server answers each of its apps only on that app's own addresses (docs/operations.md, "The web apps by host"). The API is running.</p></body></html>`

const NOT_BUILT = (app: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Egresa: not built</title></head>
<body><h1>This app has not been built yet</h1>
<p>Run <code>pnpm build</code> (it writes <code>apps/${app}/dist</code>) and reload. The API is running.</p></body></html>`

/**
 * Serves the built single-page apps by Host. Files are served as they are (hashed /assets cached for a
 * year); other paths get index.html, with status 200 when the app's route manifest knows them and 404
 * otherwise, so the app shows its own 404 page and crawlers see the truth.
 */
export type StaticAppsOptions = {
  staticRoot: string
  /** The API itself: server-rendered pages call it in the same process. */
  fetch?: (request: Request, env: unknown) => Response | Promise<Response>
  /** Each app's public origin (production): canonical addresses and previews use it, not the Host header. */
  origins?: Partial<Record<WebApp, string | undefined>>
  logger?: Logger
  /** The Content-Security-Policy of every answer, which pages extend with their inline scripts' hashes. */
  contentSecurityPolicy?: string
  /**
   * The languages the portal offers (LOCALES; all by default): `/` redirects among them, an address under
   * another one is a 404, and each page's `<html data-locales>` names them for the app.
   */
  locales?: readonly AppLocale[]
  /** The university's brand, written into every page (lib/site-config.ts); the demo's when unset. */
  brand?: Brand
  /** The configuration each app is served with (its API key, the portal's name, ...): the demo's when unset. */
  siteConfig?: (app: WebApp) => SiteConfig
  /** The app a Host is for (lib/app-hosts.ts), or null for a host that is no app's: its pages are a 404. */
  appOf: (host: string | undefined) => WebApp | null
  /**
   * Counts a page about to be rendered on the server (lib/traffic-limit.ts): null to render it. Over the limit
   * the page is not refused: the address gets the app's shell, which the browser renders as it does after a
   * failed render, so a person behind a busy shared address (a campus, a company) still gets the page, and a
   * flood costs the server no rendering.
   */
  limitRender?: (c: Context<AppEnv>) => Promise<number | null>
}

const NOINDEX = '<meta name="robots" content="noindex">'

export function staticApps(options: StaticAppsOptions): MiddlewareHandler<AppEnv> {
  const sites = new Map<WebApp, SiteState>()
  const offered = options.locales ?? allLocales
  const brand = options.brand ?? DEFAULT_BRAND
  const configOf = (app: WebApp) => options.siteConfig?.(app) ?? defaultSiteConfig

  /** The app's Content-Security-Policy: an app private as a whole may not be framed, not even by itself. */
  function policyOf(app: WebApp): string | undefined {
    const policy = options.contentSecurityPolicy
    return webApp(app).private ? policy?.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'") : policy
  }

  // The manifest is re-read when a rebuild replaces it, so a running server follows `pnpm build`.
  function site(app: WebApp): SiteState | null {
    const root = distOf(options.staticRoot, app)
    const built = routeManifest(root)
    const cached = sites.get(app)
    if (cached && cached.built === built) return cached
    const indexPath = join(root, 'index.html')
    if (!isFile(indexPath)) return null
    const serverBundle = join(options.staticRoot, webApp(app).folder, 'dist-server', 'entry-server.js')
    const template = servedTemplate(readFileSync(indexPath, 'utf8'), {
      offered,
      brand,
      config: configOf(app),
    })
    const renderTemplate = startAfterFirstPaint(inlineStylesheets(template, root))
    const policy = policyOf(app)
    // A language the portal turned off has no page: its addresses are a 404, its private areas nobody's.
    const manifest = {
      routes: addressesIn(built.routes, offered),
      private: addressesIn(built.private, offered),
    }
    const state: SiteState = {
      root,
      matches: routeMatcher(manifest.routes),
      built,
      manifest,
      template,
      renderTemplate,
      csp: policy && allowInlineScripts(policy, template),
      renderCsp: policy && allowInlineScripts(policy, renderTemplate),
      // An app private as a whole is never rendered on the server, not even its loaders: no data goes out
      // with its pages.
      renderer:
        options.fetch && !webApp(app).private
          ? loadRenderer(options.logger, app, serverBundle, mtimeOf(serverBundle))
          : Promise.resolve(null),
    }
    sites.set(app, state)
    return state
  }

  /** The API in the same process, with the visitor's address and browser, so limits and logs see them. */
  function inProcessFetch(c: Context<AppEnv>): typeof globalThis.fetch {
    const apiFetch = options.fetch
    if (!apiFetch) throw new Error('no API to call')
    return async (input, init) => {
      const request = new Request(input, init)
      for (const name of ['x-forwarded-for', 'user-agent']) {
        const value = c.req.header(name)
        if (value) request.headers.set(name, value)
      }
      // The visitor's socket (its address, for the limits), but not the page's Node response: headers the API
      // sets on it directly (security headers, `X-Robots-Tag`) would end up on the page.
      const { incoming } = (c.env ?? {}) as { incoming?: unknown }
      return apiFetch(request, { incoming })
    }
  }

  /**
   * The page rendered on the server, or null to send `index.html` as it is (the browser renders it). A
   * members-only page (`privatePage`) is not rendered: its guards and loaders run for its status (404 for an
   * unknown id, 403, a guest's redirect to the login page) and its data, which go out with the bare template.
   */
  async function serverRendered(
    c: Context<AppEnv>,
    app: WebApp,
    current: SiteState,
    privatePage: boolean,
  ): Promise<Response | null> {
    const renderPage = await current.renderer
    if (!renderPage) return null
    const url = new URL(c.req.url)
    try {
      const page = await renderPage({
        url: `${url.pathname}${url.search}`,
        origin: options.origins?.[app] ?? url.origin,
        cookies: getCookie(c),
        fetch: inProcessFetch(c),
        template: privatePage
          ? current.template.replace('</head>', `${NOINDEX}</head>`)
          : current.renderTemplate,
        locales: offered,
        siteConfig: configOf(app),
        render: !privatePage,
      })
      // A page can show who is signed in: it is never shared by caches.
      const headers: Record<string, string> = {
        'Cache-Control': 'private, no-cache',
        Vary: 'Cookie, Accept-Language',
      }
      const csp = privatePage ? current.csp : current.renderCsp
      if (csp) headers['Content-Security-Policy'] = csp
      if (privatePage) headers['X-Robots-Tag'] = 'noindex'
      if ('location' in page) return c.redirect(page.location, page.status === 301 ? 301 : 302)
      return c.body(page.html, page.status as 200, { ...headers, 'Content-Type': HTML })
    } catch (err) {
      // A failed render still gives the person the app: the browser renders the page as it always could.
      c.var.logger.error({ err, path: url.pathname }, 'server rendering failed')
      return null
    }
  }

  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return errorResponse(c, new ApiError(405, 'method_not_allowed', { headers: { Allow: 'GET, HEAD' } }))
    }
    const app = options.appOf(c.req.header('host') ?? new URL(c.req.url).host)
    // A host that is no app's never gets another app's pages (docs/operations.md, "The web apps by host").
    if (!app) return c.html(UNKNOWN_HOST, 404, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    const path = c.req.path
    const privateApp = webApp(app).private
    if (privateApp) {
      // Staff only: out of search engines, and never inside another site's frame.
      c.header('X-Robots-Tag', 'noindex')
      c.header('X-Frame-Options', 'DENY')
      const policy = policyOf(app)
      if (policy) c.header('Content-Security-Policy', policy)
    }

    if (path === '/') {
      c.header('Cache-Control', 'no-cache')
      c.header('Vary', 'Cookie, Accept-Language')
      return c.redirect(redirectTarget(c, offered), 302)
    }

    // The university's logo, at an address that changes with the file (lib/brand.ts).
    if (brand.logo && path === brand.logo.path) {
      return c.body(new Uint8Array(brand.logo.bytes), 200, {
        'Content-Type': brand.logo.contentType,
        'Cache-Control': IMMUTABLE,
      })
    }

    const current = site(app)
    if (!current) return c.html(NOT_BUILT(app), 503, { 'Retry-After': '30', 'Cache-Control': 'no-store' })

    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      decoded = ''
    }
    const filePath = normalize(join(current.root, decoded))
    const inside = filePath.startsWith(current.root + sep)
    if (decoded && inside && !decoded.includes('\0') && isFile(filePath)) {
      const body = await readFile(filePath)
      const immutable = decoded.startsWith('/assets/')
      return c.body(body, 200, {
        'Content-Type': CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': immutable
          ? IMMUTABLE
          : filePath.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600',
      })
    }
    if (decoded.startsWith('/assets/')) return c.text('Not Found', 404, { 'Cache-Control': 'no-cache' })

    const isPrivate = privateApp || isPrivatePath(current.manifest, path)
    if (await current.renderer) {
      // A members-only page costs no rendering, and its loaders ask what the browser would otherwise ask.
      const overLimit = !isPrivate && (await options.limitRender?.(c)) != null
      const rendered = overLimit ? null : await serverRendered(c, app, current, isPrivate)
      if (rendered) return rendered
    }
    const status = current.matches(path.length > 1 ? path.replace(/\/+$/, '') : path) ? 200 : 404
    return c.body(
      isPrivate ? current.template.replace('</head>', `${NOINDEX}</head>`) : current.template,
      status,
      {
        'Content-Type': HTML,
        'Cache-Control': 'no-cache',
        ...(current.csp ? { 'Content-Security-Policy': current.csp } : {}),
        ...(isPrivate ? { 'X-Robots-Tag': 'noindex' } : {}),
      },
    )
  }
}
