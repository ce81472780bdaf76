import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  acceptedLanguages,
  documentLocales,
  enabledLocalesOf,
  isLocale,
  localeNames,
  locales,
  otherLocales,
  preferredLocale,
} from './locales'

describe('locales', () => {
  it('knows Spanish, English and Catalan, each named in itself', () => {
    expect(locales).toEqual(['es', 'en', 'ca'])
    expect(isLocale('es')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('ca')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(isLocale('ca-ES')).toBe(false)
    expect(localeNames).toEqual({ es: 'Español', en: 'English', ca: 'Català' })
  })

  it('prefers the remembered cookie, then the browser, then Spanish', () => {
    expect(preferredLocale({ cookie: 'a=1; i18n_redirected=en', languages: ['es-ES'] })).toBe('en')
    expect(preferredLocale({ cookie: 'i18n_redirected=ca', languages: ['en-GB'] })).toBe('ca')
    expect(preferredLocale({ cookie: '', languages: ['fr-FR', 'en-GB'] })).toBe('en')
    expect(preferredLocale({ cookie: '', languages: ['ca-ES', 'es'] })).toBe('ca')
    expect(preferredLocale({ cookie: '', languages: ['ca'] })).toBe('ca')
    expect(preferredLocale({ cookie: '', languages: ['de'] })).toBe('es')
    expect(preferredLocale({ cookie: 'i18n_redirected=%E0%A4%A', languages: [] })).toBe('es')
  })

  it('picks among the languages the portal offers only', () => {
    const enabled = enabledLocalesOf('es,en')
    expect(preferredLocale({ cookie: 'i18n_redirected=ca', languages: ['ca-ES'], enabled })).toBe('es')
    expect(preferredLocale({ cookie: '', languages: ['ca-ES', 'en'], enabled })).toBe('en')
    expect(otherLocales('es', enabled)).toEqual(['en'])
    expect(otherLocales('es')).toEqual(['en', 'ca'])
    expect(otherLocales('ca')).toEqual(['es', 'en'])
  })

  it('reads the languages offered from a list, Spanish always among them, all when none is given', () => {
    expect(enabledLocalesOf('es,en')).toEqual(['es', 'en'])
    expect(enabledLocalesOf(' ca , ES ')).toEqual(['es', 'ca'])
    expect(enabledLocalesOf(['en'])).toEqual(['es', 'en'])
    expect(enabledLocalesOf('es,fr')).toEqual(['es'])
    expect(enabledLocalesOf('')).toEqual(['es', 'en', 'ca'])
    expect(enabledLocalesOf(undefined)).toEqual(['es', 'en', 'ca'])
  })

  it('orders an Accept-Language header by its weights', () => {
    expect(acceptedLanguages('ca-ES,ca;q=0.9,en;q=0.8,es;q=0.7')).toEqual(['ca-ES', 'ca', 'en', 'es'])
    expect(acceptedLanguages('en;q=0.5, ca')).toEqual(['ca', 'en'])
    expect(acceptedLanguages('ca;q=0, es')).toEqual(['es'])
    expect(acceptedLanguages('*')).toEqual([])
    expect(acceptedLanguages(undefined)).toEqual([])
  })
})

describe('the languages the page’s server offers', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('are all of them without a document or without the attribute', () => {
    expect(documentLocales()).toEqual(['es', 'en', 'ca'])
    vi.stubGlobal('document', { cookie: '', documentElement: { getAttribute: () => null } })
    expect(documentLocales()).toEqual(['es', 'en', 'ca'])
  })

  it('are those of <html data-locales>', () => {
    vi.stubGlobal('document', {
      cookie: '',
      documentElement: { getAttribute: (name: string) => (name === 'data-locales' ? 'es,en' : null) },
    })
    expect(documentLocales()).toEqual(['es', 'en'])
  })
})
