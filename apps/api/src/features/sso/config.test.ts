import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../../env'
import { startSsoTestApp } from '../../test/sso-app'

const production = {
  NODE_ENV: 'production',
  API_KEYS: 'alumni-web:0123456789abcdef0123,company-web:0123456789abcdef0124,admin-web:0123456789abcdef0125',
  ALUMNI_APP_URL: 'https://alumni.uni.es',
  COMPANY_APP_URL: 'https://empresas.uni.es',
  ADMIN_APP_URL: 'https://admin.uni.es',
  MAIL_LINK_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://smtp.uni.es:587',
  MAIL_FROM: 'Alumni <alumni@uni.es>',
}

describe('single sign-on configuration', () => {
  it('runs the development provider outside production only', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).sso.devProvider).toBe(true)
    expect(parseEnv(production).sso.devProvider).toBe(false)
    expect(() => parseEnv({ ...production, SSO_DEV_PROVIDER: 'true' })).toThrow(EnvError)
  })

  it('asks for what a real provider needs', () => {
    expect(() => parseEnv({ SSO_ISSUER: 'https://sso.uni.es' })).toThrow(/SSO_CLIENT_ID/)
    expect(() =>
      parseEnv({ ...production, SSO_ISSUER: 'https://sso.uni.es', SSO_CLIENT_ID: 'egresa' }),
    ).toThrow(/PUBLIC_URL/)
    const env = parseEnv({
      ...production,
      SSO_ISSUER: 'https://sso.uni.es/realms/alumni',
      SSO_CLIENT_ID: 'egresa',
      SSO_CLIENT_SECRET: 'a-long-enough-client-secret',
      PUBLIC_URL: 'https://alumni.uni.es/',
    })
    expect(env.publicUrl).toBe('https://alumni.uni.es')
    expect(env.sso).toMatchObject({ issuer: 'https://sso.uni.es/realms/alumni', clientId: 'egresa' })
  })

  it('without a provider, mounts no /_dev/oidc and says single sign-on is unavailable', async () => {
    const app = await startSsoTestApp({ SSO_DEV_PROVIDER: 'false' })
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const discovery = await fetch(`${origin}/_dev/oidc/.well-known/openid-configuration`)
      expect(discovery.status).toBe(404)
      const url = await fetch(`${origin}/api/sso/url?isWeb=1`, { headers: { 'accept-language': 'en' } })
      expect(url.status).toBe(503)
      expect(await url.json()).toMatchObject({
        reason: 'service_unavailable',
        message: 'Signing in with the university is not available on this portal.',
      })
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await app.close()
    }
  })
})
