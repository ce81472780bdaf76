import type { ServerResponse } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import type { Env } from '../env'
import type { AppEnv } from './context'

/**
 * The Content-Security-Policy of the apps and the API: only this origin (and the SSO provider's frames, and
 * the analytics service the apps send page views to).
 */
export function contentSecurityPolicy(env: Pick<Env, 'sso'> & Partial<Pick<Env, 'analytics'>>): string {
  const frames = ["'self'"]
  if (env.sso.issuer) frames.push(new URL(env.sso.issuer).origin)
  const connect = ["'self'"]
  if (env.analytics) connect.push(new URL(env.analytics.url).origin)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

const FIXED_HEADERS: [string, string][] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
]
const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']
const HEADER_NAMES = ['Content-Security-Policy', ...FIXED_HEADERS.map(([name]) => name), HSTS[0]]

/**
 * The security headers of every answer (those of Hono's secureHeaders with our settings), set before the
 * handler runs: a handler that sets its own (a page's CSP with a script nonce) replaces them, and no answer
 * is copied to add them afterwards, which cost a third of a small API call's time.
 */
export function securityHeaders(env: Pick<Env, 'sso' | 'nodeEnv' | 'analytics'>): MiddlewareHandler<AppEnv> {
  const headers: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(env)],
    ...FIXED_HEADERS,
  ]
  if (env.nodeEnv === 'production') headers.push(HSTS)
  return async (c, next) => {
    const outgoing = nodeResponse(c)
    if (outgoing) for (const [name, value] of headers) outgoing.setHeader(name, value)
    else for (const [name, value] of headers) c.header(name, value)
    await next()
  }
}

/**
 * Takes the security headers back off Node's response, for a handler that answers with its own (the local
 * OpenID provider of development, whose pages carry their own policy and open inside the logout frame).
 */
export function removeSecurityHeaders(outgoing: ServerResponse): void {
  for (const name of HEADER_NAMES) outgoing.removeHeader(name)
}

/**
 * Node's own response, when the app runs under @hono/node-server (not in `app.request()` tests). Headers set
 * on it are plain properties that Node merges into the answer, and a header the handler sets wins; set on
 * Hono's context instead, each is a WHATWG `Headers` call and the answer's headers are converted back for
 * Node, which cost a tenth of a small API call (bench/api-init.mjs).
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const env = c.env as { outgoing?: ServerResponse } | undefined
  return env?.outgoing
}
