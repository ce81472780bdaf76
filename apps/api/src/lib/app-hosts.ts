import type { Env } from '../env'
import { hostApps } from './static-apps'

/** The built web apps the server answers for. */
export type WebApp = 'alumni' | 'company'

/** The host name of a Host header, lower case and without its port (`[::1]:8080` → `[::1]`). */
export function hostName(header: string | undefined): string {
  return (header ?? '').trim().toLowerCase().replace(/:\d+$/, '')
}

/**
 * The app a request's Host is for: the host of COMPANY_APP_URL or ALUMNI_APP_URL when it is one of them (the
 * apps' own subdomains in production), else the embedded default's names (`hostApps`: `empresas.localhost`
 * is the company app), else the alumni app.
 */
export function appOfHost(
  header: string | undefined,
  env: Pick<Env, 'alumniAppUrl' | 'companyAppUrl'>,
): WebApp {
  const host = hostName(header)
  if (env.companyAppUrl && host === new URL(env.companyAppUrl).hostname) return 'company'
  if (env.alumniAppUrl && host === new URL(env.alumniAppUrl).hostname) return 'alumni'
  return hostApps[host] === 'company' ? 'company' : 'alumni'
}

/**
 * The origin an app's absolute links are written with (sitemap, robots.txt; the server-rendered pages'
 * canonical addresses use the same): the configured one (ALUMNI_APP_URL, COMPANY_APP_URL, both required in
 * production), never the Host header there, which whoever sends the request writes and a cache in front
 * would keep; without it (outside production) the request's own origin, so a laptop's
 * `http://empresas.localhost:8080` lists its own pages.
 */
export function appOrigin(
  app: WebApp,
  env: Pick<Env, 'alumniAppUrl' | 'companyAppUrl'>,
  requestUrl: string,
): string {
  return (app === 'company' ? env.companyAppUrl : env.alumniAppUrl) ?? new URL(requestUrl).origin
}
