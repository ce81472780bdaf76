import { describe, expect, it } from 'vitest'
import { afterSignIn } from './sign-in'

describe('afterSignIn', () => {
  it('goes back to the page the person wanted, inside this app and language', () => {
    expect(afterSignIn('es', '/es/user/profile?tab=2', '/$locale/news')).toEqual({
      href: '/es/user/profile?tab=2',
    })
  })

  it("goes to the app's home otherwise", () => {
    const home = (locale: string, to: string) => ({ to, params: { locale } })
    expect(afterSignIn('en', undefined, '/$locale/news')).toEqual(home('en', '/$locale/news'))
    expect(afterSignIn('en', 'https://evil.example/en/', '/$locale/news')).toEqual(
      home('en', '/$locale/news'),
    )
    expect(afterSignIn('en', '//evil.example/en/x', '/$locale/news')).toEqual(home('en', '/$locale/news'))
    expect(afterSignIn('es', '/es/login?redirect=x', '/$locale/user/offers')).toEqual(
      home('es', '/$locale/user/offers'),
    )
    expect(afterSignIn('es', '/es/user/logout', '/$locale/news')).toEqual(home('es', '/$locale/news'))
    expect(afterSignIn('es', '/en/user/profile', '/$locale/news')).toEqual(home('es', '/$locale/news'))
  })
})
