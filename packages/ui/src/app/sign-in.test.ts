import { describe, expect, it } from 'vitest'
import { afterSignIn } from './sign-in'

describe('afterSignIn', () => {
  it('goes back to the page the person wanted, inside this app and language', () => {
    expect(afterSignIn('es', '/es/user/profile?tab=2', ['news'])).toBe('/es/user/profile?tab=2')
  })

  it("goes to the app's home otherwise", () => {
    expect(afterSignIn('en', undefined, ['news'])).toBe('/en/news')
    expect(afterSignIn('en', 'https://evil.example/en/', ['news'])).toBe('/en/news')
    expect(afterSignIn('en', '//evil.example/en/x', ['news'])).toBe('/en/news')
    expect(afterSignIn('es', '/es/login?redirect=x', ['user', 'offers'])).toBe('/es/user/offers')
    expect(afterSignIn('es', '/es/user/logout', ['news'])).toBe('/es/news')
    expect(afterSignIn('es', '/en/user/profile', ['news'])).toBe('/es/news')
  })
})
