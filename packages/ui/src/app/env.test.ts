import { describe, expect, it } from 'vitest'
import { readAppEnv } from './env'

describe('readAppEnv', () => {
  it('uses the development key and leaves analytics off when nothing is set', () => {
    const env = readAppEnv({})
    expect(env.apiUrl).toBe('')
    expect(env.apiKey).toBe('egresa-dev-public-key')
    expect(env.analytics).toBeNull()
  })

  it('turns analytics on only with a known provider and its address', () => {
    const source = { VITE_ANALYTICS_PROVIDER: 'matomo', VITE_ANALYTICS_URL: ' https://stats.uni.es ' }
    expect(readAppEnv(source).analytics).toEqual({ provider: 'matomo', url: 'https://stats.uni.es' })
    expect(readAppEnv({ VITE_ANALYTICS_PROVIDER: 'plausible' }).analytics).toBeNull()
    expect(() => readAppEnv({ VITE_ANALYTICS_PROVIDER: 'ga' })).toThrow(/VITE_ANALYTICS_PROVIDER/)
  })
})
