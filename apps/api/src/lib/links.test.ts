import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { appOriginFor, appOrigins } from './links'

const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', PORT: '8080', ...vars })

describe('the apps mailed links open', () => {
  it('are the embedded hosts of the request in the default set-up, whichever app asked', () => {
    const expected = {
      alumni: 'http://localhost:8080',
      company: 'http://empresas.localhost:8080',
      admin: 'http://admin.localhost:8080',
    }
    expect(appOrigins(env(), 'http://localhost:8080/usr/recovery')).toEqual(expected)
    expect(appOrigins(env(), 'http://empresas.localhost:8080/usr/recovery')).toEqual(expected)
    expect(appOrigins(env(), 'http://admin.localhost:8080/usr/recovery')).toEqual(expected)
    expect(appOrigins(env(), 'http://alumni.localhost:8080/usr/recovery')).toEqual({
      alumni: 'http://alumni.localhost:8080',
      company: 'http://empresas.localhost:8080',
      admin: 'http://admin.localhost:8080',
    })
    expect(appOrigins(env({ PORT: '9090' }))).toEqual({
      alumni: 'http://localhost:9090',
      company: 'http://empresas.localhost:9090',
      admin: 'http://admin.localhost:9090',
    })
    expect(appOrigins(env(), 'http://127.0.0.1:8080/usr/recovery').company).toBe(
      'http://empresas.localhost:8080',
    )
    // A name the server does not serve is not trusted: the default origin stands in.
    expect(appOrigins(env(), 'http://evil.example:8080/usr/recovery').alumni).toBe('http://localhost:8080')
  })

  it('are the configured origins in production', () => {
    const configured = env({ PUBLIC_URL: 'https://api.uni.es', ALUMNI_APP_URL: 'https://alumni.uni.es/' })
    expect(appOrigins(configured, 'https://api.uni.es/usr/recovery')).toEqual({
      alumni: 'https://alumni.uni.es',
      company: 'https://empresas.uni.es',
      admin: 'https://admin.uni.es',
    })
    const withApps = env({
      PUBLIC_URL: 'https://alumni.uni.es',
      COMPANY_APP_URL: 'https://bolsa.uni.es/',
      ADMIN_APP_URL: 'https://oficina.uni.es/',
    })
    expect(appOrigins(withApps)).toEqual({
      alumni: 'https://alumni.uni.es',
      company: 'https://bolsa.uni.es',
      admin: 'https://oficina.uni.es',
    })
  })

  it('send a company account to the company app, an administrator to the admin app, everyone else to the alumni app', () => {
    const origins = {
      alumni: 'https://alumni.uni.es',
      company: 'https://bolsa.uni.es',
      admin: 'https://oficina.uni.es',
    }
    expect(appOriginFor(origins, 'company')).toBe('https://bolsa.uni.es')
    expect(appOriginFor(origins, 'alumniPremium')).toBe('https://alumni.uni.es')
    expect(appOriginFor(origins, 'admin')).toBe('https://oficina.uni.es')
  })

  it('refuses an app variable that is not an http(s) address, naming it', () => {
    expect(() => env({ COMPANY_APP_URL: 'empresas' })).toThrow(/COMPANY_APP_URL/)
    expect(() => env({ ADMIN_APP_URL: 'oficina' })).toThrow(/ADMIN_APP_URL/)
  })

  it('are each required in production, named together', () => {
    expect(() => env({ NODE_ENV: 'production' })).toThrow(
      /ALUMNI_APP_URL: required[\s\S]*COMPANY_APP_URL: required[\s\S]*ADMIN_APP_URL: required in production \(the public origin of the admin app\)/,
    )
  })
})
