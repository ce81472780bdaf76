import type { Env } from '../env'
import { type WebApp, webApps } from './web-apps'

/** The host name of a Host header, lower case and without its port (`[::1]:8080` → `[::1]`). */
export function hostName(header: string | undefined): string {
  return (header ?? '').trim().toLowerCase().replace(/:\d+$/, '')
}

/** The loopback names the first app of the registry (the alumni app) answers in the embedded default. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The app a host name is for in the embedded default: the bare loopback names are the first app's, and each
 * app has its `<subdomain>.localhost` (`empresas.localhost`, `admin.localhost`). Null for any other name.
 */
export function embeddedApp(host: string): WebApp | null {
  if (LOOPBACK_NAMES.has(host)) return webApps[0].name
  return webApps.find(({ subdomain }) => host === `${subdomain}.localhost`)?.name ?? null
}

/**
 * The app a request's Host is for: the app whose configured origin has that host (ALUMNI_APP_URL, ...), else,
 * outside production, the embedded default's names (`embeddedApp`). Null for any other host: it is never
 * silently another app's (the server answers its pages with 404, `docs/operations.md`).
 */
export function appOfHost(header: string | undefined, env: Pick<Env, 'appUrls' | 'nodeEnv'>): WebApp | null {
  const host = hostName(header)
  const configured = webApps.find(({ name }) => {
    const url = env.appUrls[name]
    return url !== undefined && new URL(url).hostname === host
  })
  if (configured) return configured.name
  return env.nodeEnv === 'production' ? null : embeddedApp(host)
}

/**
 * The origin an app's absolute links are written with (sitemap, robots.txt; the server-rendered pages'
 * canonical addresses use the same): the configured one (required in production), never the Host header
 * there, which whoever sends the request writes and a cache in front would keep; without it (outside
 * production) the request's own origin, so a laptop's `http://empresas.localhost:8080` lists its own pages.
 */
export function appOrigin(app: WebApp, env: Pick<Env, 'appUrls'>, requestUrl: string): string {
  return env.appUrls[app] ?? new URL(requestUrl).origin
}
