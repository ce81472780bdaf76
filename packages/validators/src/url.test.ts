import { describe, expect, it } from 'vitest'
import { isHttpUrl } from './url'

describe('isHttpUrl', () => {
  it('accepts http and https addresses with a host', () => {
    expect(isHttpUrl('https://www.uni.es')).toBe(true)
    expect(isHttpUrl('http://localhost:8080/path?q=1#top')).toBe(true)
    expect(isHttpUrl('HTTPS://Example.ORG')).toBe(true)
    expect(isHttpUrl('  https://github.com/egresa  ')).toBe(true)
    expect(isHttpUrl('https://192.168.1.10')).toBe(true)
  })

  it('refuses every other scheme', () => {
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('ftp://files.uni.es')).toBe(false)
    expect(isHttpUrl('mailto:alumni@uni.es')).toBe(false)
    expect(isHttpUrl('data:text/html,<script>alert(1)</script>')).toBe(false)
    expect(isHttpUrl('file:///etc/passwd')).toBe(false)
  })

  it('refuses an address without the full prefix or without a host', () => {
    expect(isHttpUrl('www.uni.es')).toBe(false)
    expect(isHttpUrl('http:uni.es')).toBe(false)
    expect(isHttpUrl('//uni.es')).toBe(false)
    expect(isHttpUrl('https://')).toBe(false)
    expect(isHttpUrl('http://exa mple.com')).toBe(false)
    expect(isHttpUrl('')).toBe(false)
  })
})
