import { randomBytes } from 'node:crypto'
import { endpoints } from '@egresa/api-contract/endpoints'
import { isLocale as isWebLocale } from '@egresa/i18n/locales'
import type { HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as oidc from 'openid-client'
import type { Env } from '../../env'
import { forgetSessions } from '../../lib/auth/session'
import { hashToken } from '../../lib/auth/tokens'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { ApiError, notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { removeSecurityHeaders } from '../../lib/security-headers'
import { DEV_CLIENT_ID, DEV_PROVIDER_PATH, type DevProvider } from './dev-client'
import { logoutCompletePage } from './pages'
import { deleteSessionByTokenHash } from './queries'
import {
  createRelyingParty,
  DEV_ORIGIN_HEADER,
  FLOW_TTL_SECONDS,
  type SsoFlow,
  type SsoLink,
} from './relying-party'
import { type SsoErrorReason, ssoLogin, startSsoSession } from './service'

const FLOW_COOKIE = 'egresa_sso_flow'

const notConfigured = msg`El inicio de sesión con la universidad no está disponible en este portal.`

/** Paths a browser opens directly (no API key): the start link, the callback, the logout page, the dev provider. */
export const ssoBrowserPaths = [
  '/api/sso/start',
  '/api/sso/callback',
  '/api/sso/logout-complete',
  DEV_PROVIDER_PATH,
]

export type SsoRoutesDeps = { env: Env }

/**
 * The development provider, loaded on its first request: oidc-provider and the RSA key it makes would cost
 * every start that never signs in through it, and on Node 20 oidc-provider prints a warning as it loads.
 * The client secret is made here, as the relying party seals its flows with it from the start.
 */
function devProviderOnFirstUse(options: { trustProxy: number }): DevProvider {
  const clientSecret = randomBytes(32).toString('base64url')
  let loading: Promise<DevProvider> | null = null
  const load = () => {
    if (!loading) {
      loading = import('./dev-provider').then(({ createDevProvider }) =>
        createDevProvider({ clientSecret, trustProxy: options.trustProxy }),
      )
      // A failed load is tried again on the next request.
      loading.catch(() => {
        loading = null
      })
    }
    return loading
  }
  return {
    clientId: DEV_CLIENT_ID,
    clientSecret,
    issuerFor: (origin) => `${origin}${DEV_PROVIDER_PATH}`,
    handle: async (origin, req, res) => (await load()).handle(origin, req, res),
  }
}

/**
 * University single sign-on (docs/sso.md): /api/sso/url → /api/sso/start → the provider → /api/sso/callback →
 * /{locale}/success?token= → POST /api/sso/login; GET /api/sso/logout → provider → /api/sso/logout-complete.
 * With the development provider enabled, also /_dev/oidc/*.
 */
export function createSsoRoutes(deps: SsoRoutesDeps) {
  const { env } = deps
  const dev = env.sso.devProvider && env.nodeEnv !== 'production' ? devProviderOnFirstUse(env) : null
  const rp = createRelyingParty(env, dev)

  const appPage = (requestUrl: string, locale: string, page: string, query: Record<string, string>) =>
    `${rp.appOrigin(requestUrl)}/${isWebLocale(locale) ? locale : 'es'}/${page}?${new URLSearchParams(query)}`
  const failed = (requestUrl: string, locale: string, reason: SsoErrorReason) =>
    appPage(requestUrl, locale, 'login', { ssoError: reason })

  const router = new Hono<AppEnv>()

  endpointRoute(router, endpoints.ssoUrl, (c) => {
    if (!rp.enabled) throw new ApiError(503, 'service_unavailable', { message: notConfigured })
    const link: SsoLink = { locale: c.var.locale, isWeb: c.req.valid('query').isWeb === '1' }
    const sealed = rp.linkSealer.seal(link, FLOW_TTL_SECONDS)
    return c.json({ url: `${rp.apiOrigin(c.req.url)}/api/sso/start?flow=${sealed}` })
  })

  // Starts the flow in this browser: its state, nonce and PKCE verifier are made here and kept only in this
  // browser's cookie, so a callback link made in another browser (or from a forwarded start link) is refused.
  router.get('/api/sso/start', async (c) => {
    const link = rp.enabled ? rp.linkSealer.unseal<SsoLink>(c.req.query('flow') ?? '') : null
    if (!link) return c.redirect(failed(c.req.url, c.var.locale, 'sso_failed'))
    const flow: SsoFlow = {
      ...link,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    }
    const origin = rp.apiOrigin(c.req.url)
    let url: string
    try {
      url = await rp.authorizationUrl(origin, flow)
    } catch (error) {
      c.var.logger.error({ err: error }, 'single sign-on provider unavailable')
      return c.redirect(failed(c.req.url, flow.locale, 'sso_failed'))
    }
    setCookie(c, FLOW_COOKIE, rp.flowSealer.seal(flow, FLOW_TTL_SECONDS), {
      path: '/api/sso',
      httpOnly: true,
      secure: origin.startsWith('https://'),
      sameSite: 'Lax',
      maxAge: FLOW_TTL_SECONDS,
    })
    c.header('Cache-Control', 'no-store')
    return c.redirect(url)
  })

  router.get('/api/sso/callback', async (c) => {
    const flow = rp.flowSealer.unseal<SsoFlow>(getCookie(c, FLOW_COOKIE) ?? '')
    deleteCookie(c, FLOW_COOKIE, { path: '/api/sso' })
    c.header('Cache-Control', 'no-store')
    if (!flow) return c.redirect(failed(c.req.url, c.var.locale, 'sso_failed'))
    const origin = rp.apiOrigin(c.req.url)
    // The provider returns to the public address; rebuild it from there, not from what a proxy forwarded.
    const callbackUrl = new URL(`${origin}/api/sso/callback${new URL(c.req.url).search}`)
    let claims: Record<string, unknown>
    try {
      claims = await rp.finish(origin, callbackUrl, flow)
    } catch (error) {
      const refused = error instanceof oidc.AuthorizationResponseError
      c.var.logger[refused ? 'info' : 'warn']({ err: error }, 'single sign-on callback refused')
      return c.redirect(failed(c.req.url, flow.locale, 'sso_failed'))
    }
    const result = await startSsoSession(c.var.db, {
      claims,
      language: flow.locale,
      origins: appOrigins(env, c.req.url),
    })
    if ('error' in result) return c.redirect(failed(c.req.url, flow.locale, result.error))
    return c.redirect(appPage(c.req.url, flow.locale, 'success', { token: result.token }))
  })

  endpointRoute(router, endpoints.ssoLogin, async (c) =>
    c.json(await ssoLogin(c.var.db, { input: c.req.valid('json'), origins: appOrigins(env, c.req.url) })),
  )

  endpointRoute(router, endpoints.ssoLogout, async (c) => {
    const token = c.req.valid('query').token ?? c.req.header('x-token')
    if (token) {
      const tokenHash = hashToken(token)
      await deleteSessionByTokenHash(c.var.db, { tokenHash })
      // The session cache of this process must not keep the ended session alive.
      forgetSessions({ tokenHash })
    }
    const origin = rp.apiOrigin(c.req.url)
    let url = `${origin}/api/sso/logout-complete`
    if (rp.enabled) {
      try {
        url = await rp.endSessionUrl(origin, c.var.locale)
      } catch (error) {
        // The local session is gone already; the university's own session ends when it expires.
        c.var.logger.warn({ err: error }, 'single sign-on provider unavailable at logout')
      }
    }
    return c.json({ url })
  })

  router.get('/api/sso/logout-complete', (c) => {
    const nonce = randomBytes(16).toString('base64')
    const appOrigin = rp.appOrigin(c.req.url)
    c.header('Cache-Control', 'no-store')
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'self' ${appOrigin}`,
    )
    return c.html(logoutCompletePage({ locale: c.var.locale, appOrigin, nonce }))
  })

  if (dev) {
    router.all(`${DEV_PROVIDER_PATH}/*`, async (c) => {
      const { incoming, outgoing } = (c.env ?? {}) as Partial<HttpBindings>
      // The provider is a Koa app: it needs the Node request, so it answers only under @hono/node-server.
      if (!incoming || !outgoing) throw notFound()
      const named = incoming.headers[DEV_ORIGIN_HEADER]
      const origin = typeof named === 'string' ? named : new URL(c.req.url).origin
      // Server-side calls arrive on loopback; the provider builds its URLs as the browser's origin.
      incoming.headers.host = new URL(origin).host
      // The provider's pages set their own headers (and one of them opens inside the logout frame).
      removeSecurityHeaders(outgoing)
      await dev.handle(origin, incoming, outgoing)
      return RESPONSE_ALREADY_SENT
    })
  }
  return router
}
