import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { appOriginFor, appOrigins } from './links'

const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', PORT: '8080', ...vars })

describe('the apps mailed links open', () => {
  it('are the embedded hosts of the request in the default set-up, whichever app asked', () => {
    const expected = { alumni: 'http://localhost:8080', company: 'http://empresas.localhost:8080' }
    expect(appOrigins(env(), 'http://localhost:8080/usr/recovery')).toEqual(expected)
    expect(appOrigins(env(), 'http://empresas.localhost:8080/usr/recovery')).toEqual(expected)
    expect(appOrigins(env(), 'http://alumni.localhost:8080/usr/recovery')).toEqual({
      alumni: 'http://alumni.localhost:8080',
      company: 'http://empresas.localhost:8080',
    })
    expect(appOrigins(env({ PORT: '9090' }))).toEqual({
      alumni: 'http://localhost:9090',
      company: 'http://empresas.localhost:9090',
    })
    expect(appOrigins(env(), 'http://127.0.0.1:8080/usr/recovery').company).toBe(
      'http://empresas.localhost:8080',
    )
  })

  it('are the configured origins in production', () => {
    const configured = env({ PUBLIC_URL: 'https://api.uni.es', ALUMNI_APP_URL: 'https://alumni.uni.es/' })
    expect(appOrigins(configured, 'https://api.uni.es/usr/recovery')).toEqual({
      alumni: 'https://alumni.uni.es',
      company: 'https://empresas.uni.es',
    })
    const withCompany = env({ PUBLIC_URL: 'https://alumni.uni.es', COMPANY_APP_URL: 'https://bolsa.uni.es/' })
    expect(appOrigins(withCompany)).toEqual({
      alumni: 'https://alumni.uni.es',
      company: 'https://bolsa.uni.es',
    })
  })

  it('send a company account to the company app and everyone else to the alumni app', () => {
    const origins = { alumni: 'https://alumni.uni.es', company: 'https://bolsa.uni.es' }
    expect(appOriginFor(origins, 'company')).toBe('https://bolsa.uni.es')
    expect(appOriginFor(origins, 'alumniPremium')).toBe('https://alumni.uni.es')
    expect(appOriginFor(origins, 'admin')).toBe('https://alumni.uni.es')
  })

  it('refuses a COMPANY_APP_URL that is not an http(s) address, naming it', () => {
    expect(() => env({ COMPANY_APP_URL: 'empresas' })).toThrow(/COMPANY_APP_URL/)
  })
})
