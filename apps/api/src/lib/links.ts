import type { Env } from '../env'
import { dataDirSecret } from './data-dir'

/** Where the web apps are, for links in e-mails: each account is sent to the app it signs in to. */
export type AppOrigins = { alumni: string; company: string }

/** The host names the embedded server answers on loopback (`*.localhost` resolves to loopback in browsers). */
const LOOPBACK_HOSTS = new Set(['localhost', 'alumni.localhost', 'empresas.localhost', '127.0.0.1', '[::1]'])

/**
 * The origins that links in mail point to. They come from the configuration, never from the request: a
 * Host header is written by whoever sends the request, and a recovery link built from it would carry its
 * token to their server. ALUMNI_APP_URL and COMPANY_APP_URL (both required in production); outside
 * production, PUBLIC_URL stands in for the alumni app, and without either the request's origin is used
 * only when it is one of the loopback names this server itself serves (`pnpm dev` on :5173 included),
 * else `http://localhost:$PORT`. The company app without COMPANY_APP_URL is the alumni origin's `empresas.`
 * host (`empresas.localhost` in the embedded default, `empresas.<domain>` for `alumni.<domain>`).
 */
export function appOrigins(env: Env, requestUrl?: string): AppOrigins {
  const configured = env.alumniAppUrl ?? env.publicUrl
  let alumni: URL
  if (configured) alumni = new URL(configured)
  else {
    alumni = loopbackOrigin(env, requestUrl)
    // A request to the company host counts as its alumni host.
    alumni.hostname = alumni.hostname.replace(/^empresas\./, '')
  }
  if (env.companyAppUrl) return { alumni: alumni.origin, company: env.companyAppUrl }
  const company = new URL(alumni.origin)
  // A bare IP address has no subdomains: the embedded server also answers as empresas.localhost.
  const isIp = /^[\d.]+$|^\[/.test(alumni.hostname)
  company.hostname = isIp ? 'empresas.localhost' : `empresas.${alumni.hostname.replace(/^alumni\./, '')}`
  return { alumni: alumni.origin, company: company.origin }
}

/**
 * Outside production, with no origin configured: the request's own origin when it is one of the loopback
 * names this server serves (any port), else `http://localhost:$PORT`.
 */
function loopbackOrigin(env: Pick<Env, 'port'>, requestUrl?: string): URL {
  const request = requestUrl ? new URL(requestUrl) : null
  const local = request && request.protocol === 'http:' && LOOPBACK_HOSTS.has(request.hostname)
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
  return env.publicUrl ?? env.alumniAppUrl ?? loopbackOrigin(env, requestUrl).origin
}

/** The app an account's mailed links open: company users use the company app, everyone else the alumni app. */
export function appOriginFor(origins: AppOrigins, role: string): string {
  return role === 'company' ? origins.company : origins.alumni
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
