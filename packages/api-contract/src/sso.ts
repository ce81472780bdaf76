import * as v from 'valibot'
import type { Endpoint } from './endpoint'

/** `isWeb` as the existing clients send it: `1` for the web apps, `0` for the mobile app. */
const IsWeb = v.optional(v.picklist(['0', '1']), '1')

export const SsoUrlQuery = v.object({ isWeb: IsWeb })
export type SsoUrlQuery = v.InferOutput<typeof SsoUrlQuery>

/** The address the browser opens to sign in (it leads to the university's sign-in page). */
export const SsoUrlResponse = v.object({ url: v.string() })
export type SsoUrlResponse = v.InferOutput<typeof SsoUrlResponse>

/** The single-use token of `/{locale}/success?token=...`, exchanged for a session like `/usr/login`. */
// Not strict: an unknown key is ignored, and a missing one is reported as required.
export const SsoLoginInput = v.object({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(512)),
  deviceId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  deviceType: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  push: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(4096))), null),
})
export type SsoLoginInput = v.InferOutput<typeof SsoLoginInput>

export const SsoLoginResponse = v.object({ token: v.string() })
export type SsoLoginResponse = v.InferOutput<typeof SsoLoginResponse>

/** `token` is the session token to end; the X-Token header is used when the query leaves it out. */
export const SsoLogoutQuery = v.object({
  isWeb: IsWeb,
  token: v.optional(v.pipe(v.string(), v.maxLength(128))),
})
export type SsoLogoutQuery = v.InferOutput<typeof SsoLogoutQuery>

/** The provider's end-session address; load it in a hidden frame and wait for SSO_LOGOUT_MESSAGE. */
export const SsoLogoutResponse = v.object({ url: v.string() })
export type SsoLogoutResponse = v.InferOutput<typeof SsoLogoutResponse>

/** What /api/sso/logout-complete posts to its parent window once the provider has signed the person out. */
export const SSO_LOGOUT_MESSAGE = { type: 'egresa:sso-logout-complete' } as const

/**
 * Reasons the callback can send back to `/{locale}/login?ssoError=<reason>` when the sign-in cannot go on:
 * the provider refused or failed, the e-mail is not verified by the university, or the e-mail belongs to an
 * account that cannot sign in through the university (a company or an administrator).
 */
export const ssoErrorReasons = ['sso_failed', 'sso_email_not_verified', 'sso_account_conflict'] as const
export type SsoErrorReason = (typeof ssoErrorReasons)[number]

export const ssoUrl = {
  method: 'GET',
  path: '/api/sso/url',
  summary: 'Address that starts the university single sign-on in the browser',
  tag: 'sso',
  permission: 'auth.login',
  apiKey: true,
  request: { query: SsoUrlQuery },
  response: { status: 200, body: SsoUrlResponse },
} as const satisfies Endpoint

export const ssoLogin = {
  method: 'POST',
  path: '/api/sso/login',
  summary:
    'Exchanges the single-use token of the success page for a session on this device (403 account_not_verified while pending)',
  tag: 'sso',
  permission: 'auth.login',
  apiKey: true,
  request: { body: SsoLoginInput },
  response: { status: 200, body: SsoLoginResponse },
} as const satisfies Endpoint

export const ssoLogout = {
  method: 'GET',
  path: '/api/sso/logout',
  summary: "Ends this device's session and answers the provider's end-session address",
  tag: 'sso',
  permission: null,
  apiKey: true,
  request: { query: SsoLogoutQuery },
  response: { status: 200, body: SsoLogoutResponse },
} as const satisfies Endpoint

export const ssoEndpoints = { ssoUrl, ssoLogin, ssoLogout } as const satisfies Record<string, Endpoint>
