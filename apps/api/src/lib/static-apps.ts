import { readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from './context'
import { ApiError, errorResponse } from './errors'
import { isLocale, localeFromAcceptLanguage } from './i18n'

/** Which built app answers which host in the embedded default; any other host gets the alumni app. */
export const hostApps: Record<string, string> = {
  localhost: 'alumni',
  'alumni.localhost': 'alumni',
  'empresas.localhost': 'company',
}

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

type SiteState = { root: string; matches: (path: string) => boolean; manifestMtime: number }

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

function redirectTarget(c: Context): string {
  const cookie = getCookie(c, 'i18n_redirected')
  const locale = isLocale(cookie) ? cookie : localeFromAcceptLanguage(c.req.header('accept-language'))
  return `/${locale}`
}

const NOT_BUILT = (app: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Egresa: not built</title></head>
<body><h1>This app has not been built yet</h1>
<p>Run <code>pnpm build</code> (it writes <code>apps/${app}/dist</code>) and reload. The API is running.</p></body></html>`

/**
 * Serves the built single-page apps by Host. Files are served as they are (hashed /assets cached for a
 * year); other paths get index.html, with status 200 when the app's route manifest knows them and 404
 * otherwise, so the app shows its own 404 page and crawlers see the truth.
 */
export function staticApps(options: { staticRoot: string }): MiddlewareHandler<AppEnv> {
  const sites = new Map<string, SiteState>()

  // The manifest is re-read when a rebuild replaces it, so a running server follows `pnpm build`.
  function site(app: string): SiteState | null {
    const root = join(options.staticRoot, app, 'dist')
    const manifestPath = join(root, 'route-manifest.json')
    const mtime = mtimeOf(manifestPath)
    const cached = sites.get(app)
    if (cached && cached.manifestMtime === mtime) return cached
    if (!isFile(join(root, 'index.html'))) return null
    let routes: string[] = []
    if (mtime >= 0) {
      const parsed: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'))
      if (parsed && typeof parsed === 'object' && 'routes' in parsed && Array.isArray(parsed.routes)) {
        routes = parsed.routes.filter((r): r is string => typeof r === 'string')
      }
    }
    const state = { root, matches: routeMatcher(routes), manifestMtime: mtime }
    sites.set(app, state)
    return state
  }

  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return errorResponse(c, new ApiError(405, 'method_not_allowed', { headers: { Allow: 'GET, HEAD' } }))
    }
    const host = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase()
    const app = hostApps[host] ?? 'alumni'
    const path = c.req.path

    if (path === '/') {
      c.header('Cache-Control', 'no-cache')
      c.header('Vary', 'Cookie, Accept-Language')
      return c.redirect(redirectTarget(c), 302)
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

    const index = await readFile(join(current.root, 'index.html'))
    const status = current.matches(path.length > 1 ? path.replace(/\/+$/, '') : path) ? 200 : 404
    return c.body(index, status, { 'Content-Type': HTML, 'Cache-Control': 'no-cache' })
  }
}
