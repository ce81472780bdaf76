// @vitest-environment jsdom
import { SSO_LOGOUT_MESSAGE } from '@egresa/api-contract/sso'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import { memorySessionStore } from './session'
import { ssoSignOut } from './sso'
import { startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  server = await startTestServer()
  server.on('GET', '/api/sso/logout', { status: 200, body: { url: 'about:blank' } })
})
afterAll(() => server.close())

function signedIn() {
  const session = memorySessionStore({ token: 'session-token', deviceId: 'd1' })
  return { session, client: createApiClient({ baseUrl: server.url, locale: () => 'es', session }) }
}

describe('single sign-out in a hidden frame', () => {
  it('ends the session, waits for the completion message from the frame, then removes it', async () => {
    const { client, session } = signedIn()
    const done = ssoSignOut(client, { timeoutMs: 5_000 })
    await expect.poll(() => document.querySelector('iframe')).not.toBeNull()
    const frame = document.querySelector('iframe')
    assert(frame, 'the hidden frame')
    expect(frame.hidden).toBe(true)
    expect(frame.getAttribute('src')).toBe('about:blank')
    // A message from another window is ignored; the frame's own message completes the sign-out.
    window.dispatchEvent(new MessageEvent('message', { data: SSO_LOGOUT_MESSAGE, source: window }))
    window.dispatchEvent(
      new MessageEvent('message', { data: SSO_LOGOUT_MESSAGE, source: frame.contentWindow }),
    )
    expect(await done).toEqual({ outcome: 'completed', url: 'about:blank' })
    expect(document.querySelector('iframe')).toBeNull()
    expect(session.read().token).toBeNull()
    expect(server.received.at(-1)?.path).toBe('/api/sso/logout?isWeb=1&token=session-token')
  })

  it('gives up after the time limit and tells the caller to open the address itself', async () => {
    const { client, session } = signedIn()
    const started = Date.now()
    expect(await ssoSignOut(client, { timeoutMs: 200 })).toEqual({ outcome: 'timeout', url: 'about:blank' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    expect(session.read().token).toBeNull()
    expect(document.querySelector('iframe')).toBeNull()
  })
})
