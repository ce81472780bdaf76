import type { Env } from '../env'

/** Where the web apps are, for links in e-mails: each account is sent to the app it signs in to. */
export type AppOrigins = { alumni: string; company: string }

/**
 * The alumni app: SSO_APP_URL, then PUBLIC_URL, then the origin the request came to (the embedded default
 * serves the apps and the API on one port; a request to the company host counts as its alumni host), then
 * localhost for the CLI. The company app: COMPANY_APP_URL, else the alumni origin's `empresas.` host
 * (`empresas.localhost` in the embedded default, `empresas.<domain>` for `alumni.<domain>`).
 */
export function appOrigins(env: Env, requestUrl?: string): AppOrigins {
  const configured = env.sso.appUrl ?? env.publicUrl
  const alumni = new URL(configured ?? requestUrl ?? `http://localhost:${env.port}`)
  if (!configured) alumni.hostname = alumni.hostname.replace(/^empresas\./, '')
  const company = new URL(alumni.origin)
  // A bare IP address has no subdomains: the embedded server also answers as empresas.localhost.
  const isIp = /^[\d.]+$|^\[/.test(alumni.hostname)
  company.hostname = isIp ? 'empresas.localhost' : `empresas.${alumni.hostname.replace(/^alumni\./, '')}`
  return { alumni: alumni.origin, company: env.companyAppUrl ?? company.origin }
}

/** The app an account's mailed links open: company users use the company app, everyone else the alumni app. */
export function appOriginFor(origins: AppOrigins, role: string): string {
  return role === 'company' ? origins.company : origins.alumni
}
