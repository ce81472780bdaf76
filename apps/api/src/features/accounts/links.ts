import type { Env } from '../../env'

/**
 * Origin of the alumni app, for links in e-mails: SSO_APP_URL, then PUBLIC_URL, then the origin the request
 * came to (the embedded default serves the app and the API on one origin), then localhost for the CLI.
 */
export function alumniBaseUrl(env: Env, requestUrl?: string): string {
  if (env.sso.appUrl) return env.sso.appUrl
  if (env.publicUrl) return env.publicUrl
  if (requestUrl) return new URL(requestUrl).origin
  return `http://localhost:${env.port}`
}
