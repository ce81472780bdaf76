import { describe, expect, it } from 'vitest'
import { isLocale, preferredLocale } from './locales'

describe('locales', () => {
  it('knows es and en only', () => {
    expect(isLocale('es')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('fr')).toBe(false)
  })

  it('prefers the remembered cookie, then the browser, then Spanish', () => {
    expect(preferredLocale({ cookie: 'a=1; i18n_redirected=en', languages: ['es-ES'] })).toBe('en')
    expect(preferredLocale({ cookie: '', languages: ['fr-FR', 'en-GB'] })).toBe('en')
    expect(preferredLocale({ cookie: '', languages: ['de'] })).toBe('es')
  })
})
