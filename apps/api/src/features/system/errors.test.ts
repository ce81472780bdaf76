// Headers and errors as a client meets them: API keys, bad bodies, oversized bodies, one JSON error shape
// in the caller's language, never a 500 for bad input.
import { ApiErrorBody } from '@egresa/api-contract/errors'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT } from '../../app'
import { toApiError } from '../../lib/errors'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const errorOf = async (res: Response) => {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return v.parse(ApiErrorBody, await res.json())
}

const rawLogin = (body: string, locale: 'es' | 'en' = 'es', contentType = 'application/json') =>
  t.request('/usr/login', { method: 'POST', body, headers: { 'Content-Type': contentType }, locale })

describe('X-Api-Key', () => {
  it('answers 401 JSON in the caller’s language without a key or with an unknown one', async () => {
    const none = await t.request('/api/init', { apiKey: null })
    expect(none.status).toBe(401)
    expect(await errorOf(none)).toEqual({
      code: 401,
      reason: 'invalid_api_key',
      message: 'Esta aplicación no está autorizada a usar la API (clave de API ausente o no válida).',
    })
    const unknown = await t.request('/usr/login', { apiKey: 'not-a-key', locale: 'en', json: {} })
    expect(unknown.status).toBe(401)
    expect((await errorOf(unknown)).message).toBe(
      'This application is not allowed to use the API (missing or invalid API key).',
    )
    // Health checks and the reference page need no key.
    expect((await t.request('/healthz', { apiKey: null })).status).toBe(200)
    expect((await t.request('/api/openapi.json', { apiKey: null })).status).toBe(200)
  })

  it('accepts only the configured keys when API_KEYS is set', async () => {
    const other = await createTestApp({
      seed: 'none',
      env: {
        API_KEYS:
          'alumni-web:alumni-key-0123456789,company-web:company-key-0123456789,admin-web:admin-key-0123456789,mobile:mobile-key-0123456789',
      },
    })
    try {
      expect((await other.request('/api/init', { apiKey: 'mobile-key-0123456789' })).status).toBe(200)
      expect((await other.request('/api/init', { apiKey: 'alumni-key-0123456789' })).status).toBe(200)
      expect((await other.request('/api/init')).status).toBe(401) // the development key
    } finally {
      await other.close()
    }
  })
})

describe('bad bodies', () => {
  it('answers malformed JSON with 400 and a field message in es and en', async () => {
    const es = await rawLogin('{"email": "a@b.es",')
    expect(es.status).toBe(400)
    expect(await errorOf(es)).toEqual({
      code: 400,
      reason: 'validation_failed',
      message: 'Revisa los datos enviados: hay campos con errores.',
      errors: { body: ['El cuerpo de la petición no es un JSON válido.'] },
    })
    const en = await rawLogin('not json', 'en')
    expect(await errorOf(en)).toMatchObject({ errors: { body: ['The request body is not valid JSON.'] } })
  })

  it('answers wrong types and unknown fields with 400 and one message per field', async () => {
    const body = {
      email: 42,
      password: ['x'],
      deviceId: 'd',
      deviceType: 2.5,
      push: null,
      isAdmin: true,
    }
    const es = await t.request('/usr/login', { json: body })
    expect(es.status).toBe(400)
    expect((await errorOf(es)).errors).toEqual({
      email: ['Debe ser un texto.'],
      password: ['Debe ser un texto.'],
      deviceType: ['Debe ser un número entero.'],
      isAdmin: ['Este campo no está permitido.'],
    })
    const en = await t.request('/usr/login', { json: body, locale: 'en' })
    expect((await errorOf(en)).errors).toEqual({
      email: ['Must be text.'],
      password: ['Must be text.'],
      deviceType: ['Must be a whole number.'],
      isAdmin: ['This field is not allowed.'],
    })
  })

  it('gives an empty field one message, its first broken rule (not also "not an e-mail")', async () => {
    const body = { email: '', password: '', deviceId: 'd', deviceType: 2, push: null }
    const res = await t.request('/usr/login', { json: body })
    expect(res.status).toBe(400)
    const { errors } = await errorOf(res)
    expect(errors?.email).toHaveLength(1)
    expect(errors?.password).toHaveLength(1)
    expect(errors?.email?.[0]).toMatch(/obligatori/)
  })

  it('wants an object, and survives keys that aim at prototypes', async () => {
    for (const json of [[], null, 'text', 3]) {
      const res = await t.request('/usr/login', { json, locale: 'en' })
      expect(res.status).toBe(400)
      expect((await errorOf(res)).errors).toEqual({ body: ['Must be an object.'] })
    }
    const res = await rawLogin('{"__proto__": {"admin": true}, "constructor": 1}', 'en')
    expect(res.status).toBe(400)
    // valibot drops these two keys (its prototype pollution guard); what matters is a 400, not a crash.
    expect(Object.keys((await errorOf(res)).errors ?? {})).toEqual([
      'email',
      'password',
      'deviceId',
      'deviceType',
    ])
  })

  it('answers a body over the limit with 413 in the caller’s language', async () => {
    const big = JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(JSON_BODY_LIMIT) })
    const es = await rawLogin(big)
    expect(es.status).toBe(413)
    expect(await errorOf(es)).toEqual({
      code: 413,
      reason: 'payload_too_large',
      message: 'Los datos enviados son demasiado grandes.',
    })
    const en = await rawLogin(big, 'en')
    expect((await errorOf(en)).message).toBe('The data you sent is too large.')
  })

  it('never answers a 500 to odd input, and always with the one error shape', async () => {
    const cases: [string, RequestInit & { json?: unknown }][] = [
      ['/usr/login', { json: [] }],
      ['/usr/login', { json: null }],
      ['/usr/login', { json: 'text' }],
      ['/usr/login', { json: { email: 'a@b.es', password: 'x', deviceId: 'd', deviceType: 1e308, push: 1 } }],
      [
        '/usr/login',
        { json: { email: `${'a'.repeat(300)}@b.es`, password: 'p', deviceId: 'd', deviceType: 2 } },
      ],
      ['/usr/login', { json: { ['__proto__']: { admin: true }, constructor: 1 } }],
      [
        '/usr/login',
        { method: 'POST', body: '\u0000\uffff', headers: { 'Content-Type': 'application/json' } },
      ],
      [
        '/usr/login',
        { method: 'POST', body: 'email=a', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      ],
      ['/usr/login', { method: 'POST', body: '{}', headers: { 'Content-Type': 'text/plain' } }],
      ['/usr/login', { method: 'GET' }],
      ['/usr/users/me', { method: 'DELETE' }],
      ['/api/tags?type=USER&type=ARTICLE', {}],
      ['/api/tags?group=%ZZ', {}],
      ['/api/nothing-here', {}],
      ['/usr/users/me', { headers: { 'X-Token': 'x'.repeat(5000) } }],
      ['/api/init', { headers: { 'X-Token': '\u00e9\u00e8', 'X-Device-Id': '' } }],
    ]
    for (const [path, init] of cases) {
      const res = await t.request(path, init)
      expect(res.status, `${init.method ?? 'POST/GET'} ${path}`).toBeLessThan(500)
      if (res.status >= 400) {
        const body = await errorOf(res)
        expect(body.code).toBe(res.status)
      }
    }
  })

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.request('/api/nothing-here', { locale: 'en' })
    expect(res.status).toBe(404)
    expect(await errorOf(res)).toEqual({
      code: 404,
      reason: 'not_found',
      message: 'What you are looking for was not found.',
    })
  })
})

describe('errors that are not the caller’s', () => {
  it('a database that does not answer is a 503 with Retry-After; anything else a logged 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const wrapped = new Error('Failed query: select 1', { cause: refused })
    const unavailable = toApiError(wrapped, 'es')
    expect(unavailable.fault).toBe(false)
    expect(unavailable.apiError.status).toBe(503)
    expect(unavailable.apiError.options.headers).toEqual({ 'Retry-After': '5' })
    const bug = toApiError(new TypeError('x is undefined'), 'en')
    expect(bug.fault).toBe(true)
    expect(bug.apiError.status).toBe(500)
    expect(bug.apiError.reason).toBe('internal')
  })
})

describe('request ids', () => {
  it('answers X-Request-Id: the caller’s when it is safe, a new one otherwise', async () => {
    const own = await t.request('/api/init', { headers: { 'X-Request-Id': 'trace-123' } })
    expect(own.headers.get('x-request-id')).toBe('trace-123')
    const unsafe = await t.request('/api/init', { headers: { 'X-Request-Id': 'bad id; with spaces' } })
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
