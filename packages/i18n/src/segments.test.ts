import { describe, expect, it } from 'vitest'
import { localePath, localizeSegment, switchLocalePath } from './segments'

describe('localized segments', () => {
  it('translates the localized first segment and keeps the rest of the page', () => {
    expect(switchLocalePath('/es/comunidad/abc123', 'en')).toBe('/en/community/abc123')
    expect(switchLocalePath('/en/workgroups/my-group?page=2#top', 'es')).toBe(
      '/es/grupos/my-group?page=2#top',
    )
    expect(switchLocalePath('/es/info/privacy', 'en')).toBe('/en/info/privacy')
    expect(switchLocalePath('/en/user/workgroups/new', 'es')).toBe('/es/user/workgroups/new')
  })

  it('goes to the home of the locale from a path without a locale', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en')
    expect(switchLocalePath('/es', 'en')).toBe('/en')
    expect(switchLocalePath('/nothing/here', 'es')).toBe('/es')
  })

  it('builds paths inside a locale', () => {
    expect(localePath('en', 'comunidad', 'x')).toBe('/en/community/x')
    expect(localePath('es', 'news')).toBe('/es/news')
    expect(localePath('es')).toBe('/es')
    expect(localizeSegment('login', 'en')).toBe('login')
  })
})
