import { describe, expect, it } from 'vitest'
import { expandRoutes, readRoutePaths } from './route-manifest'

const tree = `
export interface FileRoutesByFullPath {
  '/': typeof IndexRoute
  '/$locale': typeof LocaleRouteWithChildren
  '/$locale/': typeof LocaleIndexRoute
  '/$locale/login': typeof LocaleLoginRoute
  '/$locale/info/$slug': typeof LocaleInfoSlugRoute
  '/$locale/community': typeof A
  '/$locale/community/$hash': typeof B
  '/$locale/workgroups': typeof C
}
export interface FileRoutesByTo {
  '/other': typeof X
}
`

describe('route manifest', () => {
  it('reads the full paths of the route tree', () => {
    expect(readRoutePaths(tree)).toContain('/$locale/info/$slug')
    expect(readRoutePaths(tree)).not.toContain('/other')
  })

  it('expands the locale, keeps params and gives a localized route its address in each language', () => {
    const routes = expandRoutes(readRoutePaths(tree))
    expect(routes).toEqual([
      '/',
      '/en',
      '/en/community',
      '/en/community/$hash',
      '/en/info/$slug',
      '/en/login',
      '/en/workgroups',
      '/es',
      '/es/comunidad',
      '/es/comunidad/$hash',
      '/es/grupos',
      '/es/info/$slug',
      '/es/login',
    ])
    // The other language's segment is no address: the API answers it with 404.
    expect(routes).not.toContain('/en/comunidad')
    expect(routes).not.toContain('/es/community')
  })

  it('refuses a route named after a localized address: one route file per page', () => {
    expect(() => expandRoutes(['/$locale/comunidad'])).toThrow(/name the route after 'community'/)
    expect(() => expandRoutes(['/$locale/grupos/$hash'])).toThrow(/'workgroups'/)
  })
})
