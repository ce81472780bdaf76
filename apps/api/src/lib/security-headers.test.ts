// The security headers on every kind of answer, and a page's own policy winning over the default one.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' })
})
afterAll(() => t.close())

const expected = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
}

it('are on API answers, errors included', async () => {
  for (const [path, status] of [
    ['/api/init', 200],
    ['/usr/users/me', 401],
    ['/api/nothing', 404],
  ] as const) {
    const res = await t.request(path)
    expect(res.status).toBe(status)
    for (const [name, value] of Object.entries(expected))
      expect(res.headers.get(name), `${path} ${name}`).toBe(value)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('strict-transport-security')).toBeNull() // only in production
  }
})

it('leave a page’s own Content-Security-Policy in place', async () => {
  const logout = await t.request('/api/sso/logout-complete', { apiKey: null })
  expect(logout.status).toBe(200)
  const csp = logout.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/script-src 'nonce-[\w+/=]+'/)
  expect(csp).not.toContain("default-src 'self'")
  expect(logout.headers.get('x-content-type-options')).toBe('nosniff')
  // The development mailbox answers only on loopback, through a real socket.
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  try {
    const mailbox = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/_dev/mailbox`)
    expect(mailbox.status).toBe(200)
    expect(mailbox.headers.get('content-security-policy')).toContain("default-src 'none'")
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

it('add HSTS in production', async () => {
  const prod = await createTestApp({
    seed: 'none',
    env: {
      NODE_ENV: 'production',
      API_KEYS:
        'alumni-web:production-key-0123456789,company-web:company-key-0123456789,admin-web:admin-key-0123456789',
      SSO_DEV_PROVIDER: 'false',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'alumni@uni.test',
      ALUMNI_APP_URL: 'https://alumni.uni.test',
      COMPANY_APP_URL: 'https://empresas.uni.test',
      ADMIN_APP_URL: 'https://admin.uni.test',
      MAIL_LINK_SECRET: 'a-production-secret-of-at-least-32-characters',
    },
  })
  try {
    const res = await prod.request('/api/init', { apiKey: 'production-key-0123456789' })
    expect(res.status).toBe(200)
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  } finally {
    await prod.close()
  }
})
