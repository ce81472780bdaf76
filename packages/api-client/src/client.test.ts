import * as auth from '@egresa/api-contract/auth'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getInit, getMe, login, logout } from './auth'
import { type ApiClientOptions, createApiClient } from './client'
import { sendMessage } from './conversations'
import { ApiError, isApiError } from './errors'
import { getTags } from './reference'
import { memorySessionStore } from './session'
import { getSsoLogoutUrl, getSsoUrl, ssoLogin } from './sso'
import { errorBody, startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

function setup(options: Partial<ApiClientOptions> & { token?: string } = {}) {
  const session = memorySessionStore(options.token ? { token: options.token, deviceId: 'device-1' } : {})
  const handlers = {
    onSessionExpired: vi.fn(),
    onForbidden: vi.fn(),
    onServerError: vi.fn(),
  }
  const client = createApiClient({
    baseUrl: server.url,
    locale: () => 'en',
    session,
    ...handlers,
    ...options,
  })
  return { client, session, handlers }
}

/**
 * Settles within `ms`, or reports that the promise is still pending. A call expected to settle gets a
 * generous window (it returns as soon as it settles; a loaded CI machine is slow); one expected to hang, a
 * short one.
 */
async function settle<T>(promise: Promise<T>, ms = 5000) {
  const pending = Symbol('pending')
  const result = await Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), ms)),
  ])
  return result === pending ? 'pending' : result
}

const init = { role: 'anonymous', permissions: ['app.init'], app_store_url: null, play_store_url: null }

describe('headers', () => {
  it('sends the API key and the language, and no session headers to a guest', async () => {
    server.on('GET', '/api/init', { status: 200, body: init })
    const { client } = setup({ apiKey: 'app-key' })
    expect(await getInit(client)).toEqual(init)
    const [request] = server.received
    expect(request?.headers['x-api-key']).toBe('app-key')
    expect(request?.headers['accept-language']).toBe('en')
    expect(request?.headers['x-token']).toBeUndefined()
    expect(request?.headers['x-device-id']).toBeUndefined()
    expect(request?.headers['x-device-type']).toBeUndefined()
    expect(request?.headers['x-egresa-app']).toBeUndefined()
  })

  it('names the app that calls when it is given', async () => {
    server.on('GET', '/api/init', { status: 200, body: init })
    const { client } = setup({ app: 'admin' })
    await getInit(client)
    expect(server.received[0]?.headers['x-egresa-app']).toBe('admin')
  })

  it('uses the development key by default and the session headers when signed in', async () => {
    server.on('GET', '/api/init', { status: 200, body: { role: 'alumniFreemium', permissions: [] } })
    const { client } = setup({ token: 'tok-1', locale: () => 'es' })
    await getInit(client)
    const headers = server.received[0]?.headers
    expect(headers?.['x-api-key']).toBe('egresa-dev-public-key')
    expect(headers?.['accept-language']).toBe('es')
    expect(headers?.['x-token']).toBe('tok-1')
    expect(headers?.['x-device-id']).toBe('device-1')
    expect(headers?.['x-device-type']).toBe('2')
  })
})

describe('answers', () => {
  it('parses a success with the contract schema and refuses one that breaks it', async () => {
    server.on('GET', '/api/init', { status: 200, body: { role: 'nobody', permissions: [] } })
    const { client } = setup()
    const error = await client.call(auth.init).catch((e: unknown) => e)
    expect(isApiError(error)).toBe(true)
    expect((error as ApiError).reason).toBe('invalid_response')
  })

  it('sends the query of a list call', async () => {
    server.on('GET', '/api/tags', { status: 200, body: [] })
    const { client } = setup()
    expect(await getTags(client, { type: 'USER', group: 'area' })).toEqual([])
    expect(server.received[0]?.path).toBe('/api/tags?type=USER&group=area')
  })
})

describe('status policy (spec section 8)', () => {
  it('401 with a session: clears it, sends the person to the login page and rejects as handled', async () => {
    server.on('GET', '/usr/users/me', { status: 401, body: errorBody(401, 'unauthorized', 'Sign in') })
    const { client, session, handlers } = setup({ token: 'expired' })
    const result = await settle(getMe(client))
    expect(result).toMatchObject({ error: { status: 401, handled: true } })
    expect(session.read()).toEqual({ token: null, deviceId: null })
    expect(handlers.onSessionExpired).toHaveBeenCalledOnce()
  })

  it('401 on a sign-in (wrong password): rejects with the message, keeps the page', async () => {
    server.on('POST', '/usr/login', {
      status: 401,
      body: errorBody(401, 'invalid_credentials', 'Incorrect e-mail or password'),
    })
    const { client, session, handlers } = setup()
    const error = await login(client, { email: 'a@b.es', password: 'x' }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Incorrect e-mail or password', handled: false })
    expect(session.read().token).toBeNull()
    expect(handlers.onSessionExpired).not.toHaveBeenCalled()
  })

  it('403: shows the access-denied page and the request never resolves', async () => {
    server.on('GET', '/usr/users/me', { status: 403, body: errorBody(403, 'forbidden', 'No') })
    const { client, handlers } = setup({ token: 't' })
    expect(await settle(getMe(client), 300)).toBe('pending')
    expect(handlers.onForbidden).toHaveBeenCalledOnce()
    expect(handlers.onForbidden.mock.calls[0]?.[0]).toMatchObject({ status: 403, reason: 'forbidden' })
  })

  it('403 without an access-denied page to show (the server renderer): rejects, never hangs', async () => {
    server.on('GET', '/usr/users/me', { status: 403, body: errorBody(403, 'forbidden', 'No') })
    const { client } = setup({ token: 't', onForbidden: undefined })
    expect(await settle(getMe(client))).toMatchObject({ error: { status: 403, reason: 'forbidden' } })
  })

  it('403 on a sign-in (account waiting for verification): rejects with the message', async () => {
    server.on('POST', '/usr/login', {
      status: 403,
      body: errorBody(403, 'account_not_verified', 'Your account is waiting for verification'),
    })
    const { client, handlers } = setup()
    const result = await settle(login(client, { email: 'a@b.es', password: 'x' }))
    expect(result).toMatchObject({
      error: {
        status: 403,
        reason: 'account_not_verified',
        message: 'Your account is waiting for verification',
      },
    })
    expect(handlers.onForbidden).not.toHaveBeenCalled()
  })

  it('403 refusing a message (who may write to whom): rejects with the reason, the page stays', async () => {
    server.on('POST', '/usr/conversations/c1/messages', {
      status: 403,
      body: errorBody(403, 'forbidden', 'This person does not take your messages'),
    })
    const { client, handlers } = setup({ token: 't' })
    const result = await settle(sendMessage(client, 'c1', { body: 'Hello' }))
    expect(result).toMatchObject({
      error: { status: 403, reason: 'forbidden', message: 'This person does not take your messages' },
    })
    expect(handlers.onForbidden).not.toHaveBeenCalled()
  })

  it('400: rejects with the field messages of the body for the form', async () => {
    server.on('POST', '/usr/login', {
      status: 400,
      body: errorBody(400, 'validation_failed', 'Check the form', {
        email: ['Enter a valid e-mail'],
        password: ['Required'],
      }),
    })
    const { client, handlers } = setup()
    const error = (await login(client, { email: 'x', password: '' }).catch((e) => e)) as ApiError
    expect(error.status).toBe(400)
    expect(error.fieldErrors).toEqual({ email: ['Enter a valid e-mail'], password: ['Required'] })
    expect(error.messages).toEqual(['Enter a valid e-mail', 'Required'])
    expect(error.handled).toBe(false)
    expect(Object.values(handlers).every((h) => h.mock.calls.length === 0)).toBe(true)
  })

  it('404: rejects with the messages of the body', async () => {
    server.on('GET', '/api/tags', { status: 404, body: errorBody(404, 'not_found', 'Not found') })
    const { client } = setup()
    const error = (await getTags(client).catch((e) => e)) as ApiError
    expect(error).toMatchObject({ status: 404, reason: 'not_found', message: 'Not found' })
    expect(error.messages).toEqual(['Not found'])
  })

  it('418: rejects with the message of the body', async () => {
    server.on('GET', '/api/tags', { status: 418, body: errorBody(418, 'teapot', 'The office is closed') })
    const { client, handlers } = setup()
    const error = (await getTags(client).catch((e) => e)) as ApiError
    expect(error).toMatchObject({ status: 418, message: 'The office is closed', handled: false })
    expect(handlers.onServerError).not.toHaveBeenCalled()
  })

  it.each([500, 504])('%i: shows the server error page and rejects as handled', async (status) => {
    server.on('GET', '/api/tags', { status, body: errorBody(status, 'internal', 'Server error') })
    const { client, handlers } = setup()
    const error = (await getTags(client).catch((e) => e)) as ApiError
    expect(error).toMatchObject({ status, handled: true })
    expect(handlers.onServerError).toHaveBeenCalledOnce()
    expect(server.received).toHaveLength(1)
  })

  it.each([500, 504])(
    '%i on a write: rejects, not handled, without the error page (the page stays)',
    async (status) => {
      server.on('POST', '/usr/login', { status, body: errorBody(status, 'internal', 'Server error') })
      const { client, handlers } = setup()
      const error = (await login(client, { email: 'ana@uni.es', password: 'secret' }).catch(
        (e) => e,
      )) as ApiError
      expect(error).toMatchObject({ status, handled: false })
      expect(handlers.onServerError).not.toHaveBeenCalled()
    },
  )

  it('any other status (409) rejects without leaving the page', async () => {
    server.on('GET', '/api/tags', { status: 409, body: errorBody(409, 'conflict', 'Already there') })
    const { client, handlers } = setup()
    const error = (await getTags(client).catch((e) => e)) as ApiError
    expect(error).toMatchObject({ status: 409, message: 'Already there', handled: false })
    expect(Object.values(handlers).every((h) => h.mock.calls.length === 0)).toBe(true)
  })

  it('a read is tried once more when the server is briefly unavailable (503), then rejected', async () => {
    server.on('GET', '/api/tags', { status: 503, body: errorBody(503, 'service_unavailable', 'Later') })
    const { client } = setup()
    const error = (await getTags(client).catch((e) => e)) as ApiError
    expect(error.status).toBe(503)
    expect(server.received).toHaveLength(2)
  })

  it('an error that is not ours (a proxy page) still rejects with an ApiError', async () => {
    server.on('GET', '/api/tags', { status: 502, raw: '<html>Bad gateway</html>', contentType: 'text/html' })
    const { client } = setup()
    const error = (await getTags(client).catch((e) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(502)
    expect(error.reason).toBe('unknown')
    expect(error.localized).toBe(false)
  })

  it('a 400 that is not ours is not localized, and its message is not the English status text', async () => {
    server.on('POST', '/usr/login', { status: 400, raw: 'Bad Request', contentType: 'text/plain' })
    const { client } = setup({ locale: () => 'es' })
    const error = (await login(client, { email: 'ana@uni.es', password: 'secret' }).catch(
      (e) => e,
    )) as ApiError
    expect(error).toMatchObject({ status: 400, localized: false, handled: false })
    expect(error.message).not.toContain('Bad Request')
  })

  it('an error body of ours is localized: its message is for people', async () => {
    server.on('GET', '/api/tags', {
      status: 400,
      body: errorBody(400, 'validation_failed', 'Revisa los datos'),
    })
    const { client } = setup()
    const error = (await getTags(client).catch((e) => e)) as ApiError
    expect(error).toMatchObject({ localized: true, message: 'Revisa los datos' })
  })
})

describe('sessions', () => {
  it('login sends the device and keeps the token for the next calls; logout ends it', async () => {
    server.on('POST', '/usr/login', { status: 200, body: { token: 'new-token' } })
    server.on('GET', '/usr/users/logout', { status: 204 })
    const { client, session } = setup()
    await login(client, { email: 'ana@uni.es', password: 'secret' })
    const sent = JSON.parse(server.received[0]?.body ?? '{}')
    expect(sent).toEqual({
      email: 'ana@uni.es',
      password: 'secret',
      deviceId: session.read().deviceId,
      deviceType: 2,
      push: null,
    })
    expect(sent.deviceId).toMatch(/^[0-9a-f]{32}$/)
    expect(session.read().token).toBe('new-token')

    await logout(client)
    expect(server.received[1]?.headers['x-token']).toBe('new-token')
    expect(server.received[1]?.headers['x-device-id']).toBe(sent.deviceId)
    expect(session.read()).toEqual({ token: null, deviceId: null })
  })

  it('logout forgets the session even when the server cannot be reached', async () => {
    server.on('GET', '/usr/users/logout', { status: 503, body: errorBody(503, 'service_unavailable', 'x') })
    const { client, session } = setup({ token: 't' })
    await expect(logout(client)).rejects.toBeInstanceOf(ApiError)
    expect(session.read().token).toBeNull()
  })

  it('single sign-on: url with isWeb=1, login with the success token, logout with the session token', async () => {
    server.on('GET', '/api/sso/url', { status: 200, body: { url: 'http://idp.test/start' } })
    server.on('POST', '/api/sso/login', { status: 200, body: { token: 'sso-session' } })
    server.on('GET', '/api/sso/logout', { status: 200, body: { url: 'http://idp.test/end' } })
    const { client, session } = setup()
    expect(await getSsoUrl(client)).toBe('http://idp.test/start')
    expect(server.received[0]?.path).toBe('/api/sso/url?isWeb=1')

    await ssoLogin(client, 'one-time')
    expect(JSON.parse(server.received[1]?.body ?? '{}')).toEqual({
      token: 'one-time',
      deviceId: session.read().deviceId,
      deviceType: 2,
      push: null,
    })
    expect(session.read().token).toBe('sso-session')

    expect(await getSsoLogoutUrl(client)).toBe('http://idp.test/end')
    expect(server.received[2]?.path).toBe('/api/sso/logout?isWeb=1&token=sso-session')
  })

  it('single sign-on login of a pending account rejects with the message instead of a 403 page', async () => {
    server.on('POST', '/api/sso/login', {
      status: 403,
      body: errorBody(403, 'account_not_verified', 'Pending verification'),
    })
    const { client, session, handlers } = setup()
    const result = await settle(ssoLogin(client, 'one-time'))
    expect(result).toMatchObject({ error: { status: 403, message: 'Pending verification' } })
    expect(handlers.onForbidden).not.toHaveBeenCalled()
    expect(session.read().token).toBeNull()
  })
})
