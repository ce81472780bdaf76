import { isOfficeRole } from '@egresa/api-contract/permissions'
import type { Env } from '../env'
import { embeddedApp } from './app-hosts'
import { dataDirSecret } from './data-dir'
import { type WebApp, webApps } from './web-apps'

/** Where the web apps are, for links in e-mails: each account is sent to the app it signs in to. */
export type AppOrigins = Record<WebApp, string>

/**
 * The origins that links in mail point to, one per app of the registry (`lib/web-apps.ts`). They come from
 * the configuration, never from the request: a Host header is written by whoever sends the request, and a
 * recovery link built from it would carry its token to their server. Each app's variable (ALUMNI_APP_URL,
 * COMPANY_APP_URL, ADMIN_APP_URL, all required in production); outside production, PUBLIC_URL stands in for
 * the alumni app, and without either the request's origin is used only when it is one of the embedded
 * default's names this server itself serves (`pnpm dev` on :5173 included), else `http://localhost:$PORT`.
 * Another app without its variable is the alumni origin's host with the app's subdomain
 * (`empresas.localhost` in the embedded default, `admin.<domain>` for `alumni.<domain>`).
 */
export function appOrigins(env: Env, requestUrl?: string): AppOrigins {
  const [first, ...others] = webApps
  const configured = env.appUrls[first.name] ?? env.publicUrl
  let base: URL
  if (configured) base = new URL(configured)
  else {
    base = loopbackOrigin(env, requestUrl)
    // A request to another app's host counts as the alumni app's host.
    const app = others.find(({ subdomain }) => base.hostname.startsWith(`${subdomain}.`))
    if (app) base.hostname = base.hostname.slice(app.subdomain.length + 1)
  }
  // A bare IP address has no subdomains: the embedded server also answers as <subdomain>.localhost.
  const isIp = /^[\d.]+$|^\[/.test(base.hostname)
  const domain = isIp ? 'localhost' : base.hostname.replace(new RegExp(`^${first.subdomain}\\.`), '')
  const originOf = (subdomain: string) => {
    const url = new URL(base.origin)
    url.hostname = `${subdomain}.${domain}`
    return url.origin
  }
  return Object.fromEntries([
    [first.name, base.origin],
    ...others.map(({ name, subdomain }) => [name, env.appUrls[name] ?? originOf(subdomain)]),
  ]) as AppOrigins
}

/**
 * Outside production, with no origin configured: the request's own origin when it is one of the names the
 * embedded default serves (any port), else `http://localhost:$PORT`.
 */
function loopbackOrigin(env: Pick<Env, 'port'>, requestUrl?: string): URL {
  const request = requestUrl ? new URL(requestUrl) : null
  const local = request && request.protocol === 'http:' && embeddedApp(request.hostname) !== null
  return local ? request : new URL(`http://localhost:${env.port}`)
}

/**
 * Where browsers reach this API, for the addresses the single sign-on hands out (its start link, the
 * provider's redirect and post-logout URIs, the logout page): PUBLIC_URL, else the alumni app's origin
 * (ALUMNI_APP_URL, required in production: the API serves the apps on their origins), else outside
 * production the loopback origin, as for links in mail. Never the Host header: whoever sends the request
 * writes it, and a sign-in sent to their server would carry its code there.
 */
export function apiOrigin(env: Env, requestUrl?: string): string {
  return env.publicUrl ?? env.appUrls.alumni ?? loopbackOrigin(env, requestUrl).origin
}

/**
 * The app an account's mailed links open: company users use the company app, the office (its `admin` and `office`
 * accounts) the admin app, everyone else the alumni app.
 */
export function appOriginFor(origins: AppOrigins, role: string): string {
  return role === 'company' ? origins.company : isOfficeRole(role) ? origins.admin : origins.alumni
}

/** The file of DATA_DIR that keeps the secret of the links in mail when MAIL_LINK_SECRET is unset. */
export const MAIL_LINK_KEY_FILE = 'mail-link.key'

const madeSecrets = new Map<string, string>()

/**
 * The secret that signs the links in mail that act without signing in (the job alerts' unsubscribe link):
 * MAIL_LINK_SECRET (required in production), else one made once for this DATA_DIR, so the links a
 * development server mailed keep working after a restart and nobody else can make them (a value written in
 * the source would let anyone who read it).
 */
export function mailLinkSecret(env: Pick<Env, 'mailLinkSecret' | 'dataDir'>): string {
  if (env.mailLinkSecret) return env.mailLinkSecret
  let secret = madeSecrets.get(env.dataDir)
  if (!secret) {
    secret = dataDirSecret(env.dataDir, MAIL_LINK_KEY_FILE)
    madeSecrets.set(env.dataDir, secret)
  }
  return secret
}
