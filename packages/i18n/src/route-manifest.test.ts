import { describe, expect, it } from 'vitest'
import { expandRoutes, readRoutePaths } from './route-manifest'

const tree = `
export interface FileRoutesByFullPath {
  '/': typeof IndexRoute
  '/$locale': typeof LocaleRouteWithChildren
  '/$locale/': typeof LocaleIndexRoute
  '/$locale/login': typeof LocaleLoginRoute
  '/$locale/info/$slug': typeof LocaleInfoSlugRoute
  '/$locale/comunidad': typeof A
  '/$locale/community': typeof B
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

  it('expands the locale, keeps params and pairs localized segments with their language', () => {
    expect(expandRoutes(readRoutePaths(tree))).toEqual([
      '/',
      '/en',
      '/en/community',
      '/en/info/$slug',
      '/en/login',
      '/es',
      '/es/comunidad',
      '/es/info/$slug',
      '/es/login',
    ])
  })
})
