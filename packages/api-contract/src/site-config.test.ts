import { describe, expect, it } from 'vitest'
import { defaultSiteConfig, parseSiteConfig, type SiteConfig, siteConfigScript } from './site-config'

const uni: SiteConfig = {
  apiUrl: '',
  apiKey: 'alumni-key-0123456789',
  name: 'Alumni </script><script>alert(1)</script>',
  footer: { en: 'University of Valencia' },
  officeEmail: 'alumni@uv.es',
  analytics: { provider: 'matomo', url: 'https://stats.uv.es', siteId: '3' },
}

describe('the configuration a page is served with', () => {
  it('goes into the page as a script no text of it can end, and comes back whole', () => {
    const script = siteConfigScript(uni)
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    const json = /<script id="egresa-site" type="application\/json">(.*)<\/script>$/.exec(script)?.[1]
    expect(parseSiteConfig(json)).toEqual(uni)
  })

  it('is the demo’s when the page has none, or one that is not JSON or not of this shape', () => {
    expect(parseSiteConfig(null)).toEqual(defaultSiteConfig)
    expect(parseSiteConfig('{"apiKey":')).toEqual(defaultSiteConfig)
    expect(parseSiteConfig(JSON.stringify({ ...uni, apiKey: '' }))).toEqual(defaultSiteConfig)
    expect(parseSiteConfig(JSON.stringify({ ...uni, analytics: { provider: 'ga', url: 'x' } }))).toEqual(
      defaultSiteConfig,
    )
  })
})
