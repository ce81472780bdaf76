import { describe, expect, it } from 'vitest'
import { afterSignIn } from './session'

describe('afterSignIn', () => {
  it('goes back to the page the person wanted, inside this app and language', () => {
    expect(afterSignIn('es', '/es/user/profile?tab=2')).toBe('/es/user/profile?tab=2')
  })

  it('goes to the articles otherwise', () => {
    expect(afterSignIn('en', undefined)).toBe('/en/news')
    expect(afterSignIn('en', 'https://evil.example/en/')).toBe('/en/news')
    expect(afterSignIn('en', '//evil.example/en/x')).toBe('/en/news')
    expect(afterSignIn('es', '/es/login?redirect=x')).toBe('/es/news')
    expect(afterSignIn('es', '/es/user/logout')).toBe('/es/news')
  })
})
