import { WEB_DEVICE_TYPE } from '@egresa/api-contract/auth'
import * as sso from '@egresa/api-contract/sso'
import type { ApiClient } from './client'

/** `GET /api/sso/url?isWeb=1`: the address that starts the university sign-in in this browser. */
export async function getSsoUrl(client: ApiClient) {
  const { url } = await client.call(sso.ssoUrl, { query: { isWeb: '1' } })
  return url
}

/**
 * `POST /api/sso/login`: exchanges the single-use token of the success page for a session on this device
 * and stores it. An account still waiting for verification rejects with the server's message (403).
 */
export async function ssoLogin(client: ApiClient, ssoToken: string) {
  const deviceId = client.session.deviceId()
  const { token } = await client.call(sso.ssoLogin, {
    body: { token: ssoToken, deviceId, deviceType: WEB_DEVICE_TYPE, push: null },
    signInForm: true,
  })
  client.session.save({ token, deviceId })
  return { token }
}

/** `GET /api/sso/logout?isWeb=1&token=…`: ends the session on the server; answers the provider's end-session address. */
export async function getSsoLogoutUrl(client: ApiClient) {
  const { token } = client.session.read()
  const { url } = await client.call(sso.ssoLogout, {
    query: { isWeb: '1', token: token ?? undefined },
    signInForm: true,
  })
  return url
}

export type SsoSignOutOptions = {
  /** How long to wait for the provider's completion message (spec: 10 s). */
  timeoutMs?: number
  /** The document to add the hidden frame to (defaults to the page's). */
  document?: Document
  window?: Window
}

/**
 * Signs out everywhere (spec section 4): asks the API for the provider's end-session address, loads it in
 * a hidden frame and waits for its completion message or the time limit, then forgets the session.
 * Resolves to `completed` when the provider confirmed, `timeout` when it did not answer in time (the
 * caller may then open `url` itself), or `local` when the API could not be reached.
 */
export async function ssoSignOut(
  client: ApiClient,
  options: SsoSignOutOptions = {},
): Promise<{ outcome: 'completed' | 'timeout' | 'local'; url: string | null }> {
  const doc = options.document ?? globalThis.document
  const win = options.window ?? globalThis.window
  let url: string
  try {
    url = await getSsoLogoutUrl(client)
  } catch {
    client.session.clear()
    return { outcome: 'local', url: null }
  }
  client.session.clear()
  const frame = doc.createElement('iframe')
  frame.hidden = true
  frame.title = 'logout'
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  const outcome = await new Promise<'completed' | 'timeout'>((resolve) => {
    const timer = setTimeout(() => finish('timeout'), options.timeoutMs ?? 10_000)
    function onMessage(event: MessageEvent) {
      const data = event.data as { type?: unknown } | null
      if (event.source === frame.contentWindow && data?.type === sso.SSO_LOGOUT_MESSAGE.type)
        finish('completed')
    }
    function finish(result: 'completed' | 'timeout') {
      clearTimeout(timer)
      win.removeEventListener('message', onMessage)
      resolve(result)
    }
    win.addEventListener('message', onMessage)
    frame.src = url
    doc.body.append(frame)
  })
  frame.remove()
  return { outcome, url }
}
