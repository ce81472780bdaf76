import { describe, expect, it } from 'vitest'
import { localePath, localizeSegment, publicPath, routePath, switchLocalePath } from './segments'

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

describe("route paths and addresses (the router's URL rewrite)", () => {
  it('gives a localized address its route path, keeping the rest, the search and the hash', () => {
    expect(routePath('/es/comunidad')).toBe('/es/community')
    expect(routePath('/es/comunidad/abc?page=2#person-experiences')).toBe(
      '/es/community/abc?page=2#person-experiences',
    )
    expect(routePath('/es/grupos')).toBe('/es/workgroups')
    expect(routePath('/en/community/abc')).toBe('/en/community/abc')
    expect(routePath('/en/workgroups')).toBe('/en/workgroups')
  })

  it('gives a route path its address in the page language', () => {
    expect(publicPath('/es/community/abc?page=2')).toBe('/es/comunidad/abc?page=2')
    expect(publicPath('/es/workgroups')).toBe('/es/grupos')
    expect(publicPath('/en/community')).toBe('/en/community')
    expect(publicPath('/en/workgroups#top')).toBe('/en/workgroups#top')
  })

  it('keeps every other path as it is', () => {
    for (const path of [
      '/',
      '/es',
      '/en',
      '/es/news',
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
  })

  it('maps every address to one route path and back', () => {
    for (const address of [
      '/es/comunidad/a',
      '/es/community/a',
      '/en/community',
      '/en/comunidad',
      '/es/grupos',
    ]) {
      expect(publicPath(routePath(address))).toBe(address)
    }
  })
})
