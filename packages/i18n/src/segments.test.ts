import { describe, expect, it } from 'vitest'
import { locales } from './locales'
import {
  localePath,
  localizedSegments,
  localizeSegment,
  misnamedRouteSegment,
  publicPath,
  routePath,
  switchLocalePath,
} from './segments'

describe('the localized segments', () => {
  it('give Catalan its own words, from the glossary', () => {
    expect(localizedSegments).toEqual([
      { route: 'community', es: 'comunidad', en: 'community', ca: 'comunitat' },
      { route: 'workgroups', es: 'grupos', en: 'workgroups', ca: 'grups' },
      { route: 'jobs', es: 'empleo', en: 'jobs', ca: 'ocupacio' },
    ])
  })

  it('are plain addresses: lower-case ASCII letters and hyphens', () => {
    for (const entry of localizedSegments) {
      for (const word of [entry.route, ...locales.map((l) => entry[l])]) expect(word).toMatch(/^[a-z-]+$/)
    }
  })

  it('each belong to one page and one language, so the swap has one answer', () => {
    // No word is another page's segment or route.
    const owner = new Map<string, string>()
    for (const entry of localizedSegments) {
      for (const word of new Set([entry.route, ...locales.map((l) => entry[l])])) {
        expect(owner.get(word), `${word} of ${entry.route}`).toBeUndefined()
        owner.set(word, entry.route)
      }
    }
    // Within a page, a language's own segment (not the route's) is no other language's.
    for (const entry of localizedSegments) {
      const own = locales.map((l) => entry[l]).filter((word) => word !== entry.route)
      expect(new Set(own).size, entry.route).toBe(own.length)
    }
  })
})

describe('localized segments', () => {
  it('translates the localized first segment and keeps the rest of the page', () => {
    expect(switchLocalePath('/es/comunidad/abc123', 'en')).toBe('/en/community/abc123')
    expect(switchLocalePath('/en/workgroups/my-group?page=2#top', 'es')).toBe(
      '/es/grupos/my-group?page=2#top',
    )
    expect(switchLocalePath('/es/info/privacy', 'en')).toBe('/en/info/privacy')
    expect(switchLocalePath('/en/user/workgroups/new', 'es')).toBe('/es/user/workgroups/new')
  })

  it('goes to and from Catalan with its own segments', () => {
    expect(switchLocalePath('/es/empleo/abc123?page=2', 'ca')).toBe('/ca/ocupacio/abc123?page=2')
    expect(switchLocalePath('/ca/ocupacio/abc123', 'en')).toBe('/en/jobs/abc123')
    expect(switchLocalePath('/en/community', 'ca')).toBe('/ca/comunitat')
    expect(switchLocalePath('/ca/grups/my-group#top', 'es')).toBe('/es/grupos/my-group#top')
    expect(switchLocalePath('/ca/info/privacy', 'es')).toBe('/es/info/privacy')
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
    expect(localePath('ca', 'jobs', 'x')).toBe('/ca/ocupacio/x')
    expect(localePath('ca', 'empleo')).toBe('/ca/ocupacio')
    expect(localizeSegment('grups', 'es')).toBe('grupos')
  })
})

describe("route paths and addresses (the router's URL rewrite)", () => {
  it('gives a localized address its route path, keeping the rest, the search and the hash', () => {
    expect(routePath('/es/comunidad')).toBe('/es/community')
    expect(routePath('/es/comunidad/abc?page=2#person-experiences')).toBe(
      '/es/community/abc?page=2#person-experiences',
    )
    expect(routePath('/es/grupos')).toBe('/es/workgroups')
    expect(routePath('/en/community/abc')).toBe('/en/community/abc')
    expect(routePath('/en/workgroups')).toBe('/en/workgroups')
    expect(routePath('/ca/comunitat/abc?page=2')).toBe('/ca/community/abc?page=2')
    expect(routePath('/ca/grups')).toBe('/ca/workgroups')
    expect(routePath('/ca/ocupacio/abc')).toBe('/ca/jobs/abc')
  })

  it('gives a route path its address in the page language', () => {
    expect(publicPath('/es/community/abc?page=2')).toBe('/es/comunidad/abc?page=2')
    expect(publicPath('/es/workgroups')).toBe('/es/grupos')
    expect(publicPath('/en/community')).toBe('/en/community')
    expect(publicPath('/en/workgroups#top')).toBe('/en/workgroups#top')
    expect(publicPath('/ca/community/abc?page=2')).toBe('/ca/comunitat/abc?page=2')
    expect(publicPath('/ca/jobs')).toBe('/ca/ocupacio')
  })

  it('keeps every other path as it is', () => {
    for (const path of [
      '/',
      '/es',
      '/en',
      '/ca',
      '/es/news',
      '/ca/news',
      '/ca/user/workgroups',
      '/es/user/workgroups/subscribed',
      '/fr/comunidad',
      '/x',
    ]) {
      expect(routePath(path)).toBe(path)
      expect(publicPath(path)).toBe(path)
    }
  })

  it("sends the other language's segment where no route is, so it is a 404 like any unknown path", () => {
    expect(routePath('/en/comunidad')).toBe('/en/comunidad')
    expect(routePath('/es/community')).toBe('/es/comunidad')
    expect(routePath('/es/workgroups/x')).toBe('/es/grupos/x')
    // Catalan's neighbours' words are not Catalan addresses, nor Catalan's theirs.
    expect(routePath('/ca/comunidad')).toBe('/ca/comunidad')
    expect(routePath('/ca/empleo/x')).toBe('/ca/empleo/x')
    expect(routePath('/ca/community')).toBe('/ca/comunitat')
    expect(routePath('/ca/jobs/x')).toBe('/ca/ocupacio/x')
    expect(routePath('/es/comunitat')).toBe('/es/comunitat')
    expect(routePath('/en/ocupacio')).toBe('/en/ocupacio')
  })

  it('maps every address to one route path and back', () => {
    for (const address of [
      '/es/comunidad/a',
      '/es/community/a',
      '/en/community',
      '/en/comunidad',
      '/es/grupos',
      '/ca/comunitat/a',
      '/ca/comunidad',
      '/ca/community',
      '/ca/grups?page=2',
    ]) {
      expect(publicPath(routePath(address))).toBe(address)
    }
  })
})

describe('a route file named after an address', () => {
  it('is found in every language, Catalan too', () => {
    expect(misnamedRouteSegment('comunitat')?.route).toBe('community')
    expect(misnamedRouteSegment('ocupacio')?.route).toBe('jobs')
    expect(misnamedRouteSegment('grups')?.route).toBe('workgroups')
    expect(misnamedRouteSegment('comunidad')?.route).toBe('community')
    expect(misnamedRouteSegment('community')).toBeUndefined()
    expect(misnamedRouteSegment('news')).toBeUndefined()
  })
})
