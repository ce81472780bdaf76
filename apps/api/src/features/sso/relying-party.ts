import { randomBytes } from 'node:crypto'
import * as oidc from 'openid-client'
import type { Env } from '../../env'
import { appOrigins, apiOrigin as configuredApiOrigin } from '../../lib/links'
import type { DevProvider } from './dev-client'
import { createSealer, type Sealer } from './seal'

/** What the start link carries (sealed): how to come back. */
export type SsoLink = { locale: string; isWeb: boolean }

/** The sign-in in progress, sealed into a cookie of the browser that started it. */
export type SsoFlow = SsoLink & { state: string; nonce: string; verifier: string }

/** How long a person has between asking for the SSO address and coming back from the university. */
export const FLOW_TTL_SECONDS = 10 * 60

export type RelyingParty = {
  /** false when neither SSO_ISSUER nor the development provider is configured. */
  enabled: boolean
  linkSealer: Sealer
  flowSealer: Sealer
  /** Where browsers reach this API: from the configuration, never the Host header (lib/links.ts apiOrigin). */
  apiOrigin: (requestUrl: string) => string
  /** Where the alumni app's success and login pages are, as links in mail have it (lib/links.ts appOrigins). */
  appOrigin: (requestUrl: string) => string
  configFor: (apiOrigin: string) => Promise<oidc.Configuration>
  authorizationUrl: (apiOrigin: string, flow: SsoFlow) => Promise<string>
  /** The person's claims after checking the callback (state, nonce, PKCE) and asking the userinfo endpoint. */
  finish: (apiOrigin: string, callbackUrl: URL, flow: SsoFlow) => Promise<Record<string, unknown>>
  endSessionUrl: (apiOrigin: string, locale: string) => Promise<string>
}

export const callbackPath = '/api/sso/callback'
export const logoutCompletePath = '/api/sso/logout-complete'

/**
 * Server-side calls to the development provider go to loopback: `alumni.localhost` resolves to loopback in
 * browsers, not necessarily in Node. The provider of the browser's origin is named in a header instead.
 */
export const DEV_ORIGIN_HEADER = 'x-egresa-dev-origin'

function loopbackFetch(origin: string): oidc.CustomFetch {
  return (url, options) => {
    const target = new URL(url)
    const headers = new Headers(options.headers)
    if (target.hostname.endsWith('.localhost') || target.hostname === 'localhost') {
      target.hostname = '127.0.0.1'
      headers.set(DEV_ORIGIN_HEADER, origin)
    }
    return fetch(target, { ...options, headers } as RequestInit)
  }
}

export function createRelyingParty(env: Env, dev: DevProvider | null): RelyingParty {
  const external = env.sso.issuer
  const secret = external ? env.sso.clientSecret : dev?.clientSecret
  // Without a client secret (a public client), the flow is sealed with a key of this process.
  const key = secret ?? randomBytes(32).toString('base64url')
  const configs = new Map<string, Promise<oidc.Configuration>>()

  const apiOrigin = (requestUrl: string) => configuredApiOrigin(env, requestUrl)
  const appOrigin = (requestUrl: string) => appOrigins(env, requestUrl).alumni

  async function discover(origin: string): Promise<oidc.Configuration> {
    if (external) {
      // env.ts refuses SSO_ISSUER without SSO_CLIENT_ID.
      const clientId = env.sso.clientId
      if (!clientId) throw new Error('SSO_CLIENT_ID is required with SSO_ISSUER')
      const insecure = external.startsWith('http://') && env.nodeEnv !== 'production'
      return oidc.discovery(
        new URL(external),
        clientId,
        env.sso.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
    }
    if (!dev) throw new Error('single sign-on is not configured')
    return oidc.discovery(new URL(dev.issuerFor(origin)), dev.clientId, dev.clientSecret, undefined, {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: loopbackFetch(origin),
    })
  }

  function configFor(origin: string): Promise<oidc.Configuration> {
    const key = external ? 'external' : origin
    let config = configs.get(key)
    if (!config) {
      config = discover(origin)
      // A provider that was down is asked again next time.
      config.catch(() => configs.delete(key))
      configs.set(key, config)
    }
    return config
  }

  return {
    enabled: Boolean(external || dev),
    linkSealer: createSealer(key, 'link'),
    flowSealer: createSealer(key, 'flow'),
    apiOrigin,
    appOrigin,
    configFor,
    async authorizationUrl(origin, flow) {
      const config = await configFor(origin)
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: `${origin}${callbackPath}`,
          scope: 'openid email profile',
          state: flow.state,
          nonce: flow.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
          code_challenge_method: 'S256',
          ui_locales: flow.locale,
        })
        .toString()
    },
    async finish(origin, callbackUrl, flow) {
      const config = await configFor(origin)
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      // idTokenExpected: the grant above fails without an ID token.
      const claims = tokens.claims()
      if (!claims) throw new Error('the provider answered no ID token')
      const sub = claims.sub
      // Providers put e-mail and names in the ID token or only in userinfo; userinfo has them in both cases.
      const info = await oidc.fetchUserInfo(config, tokens.access_token, sub)
      return { ...claims, ...info }
    },
    async endSessionUrl(origin, locale) {
      const config = await configFor(origin)
      if (!config.serverMetadata().end_session_endpoint) return `${origin}${logoutCompletePath}`
      return oidc
        .buildEndSessionUrl(config, {
          client_id: config.clientMetadata().client_id,
          post_logout_redirect_uri: `${origin}${logoutCompletePath}`,
          ui_locales: locale,
        })
        .toString()
    },
  }
}
