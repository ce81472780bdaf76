import { describe, expect, it } from 'vitest'
import { enabledLocalesOf } from './locales'
import { addressesIn, expandRoutes, privateAreas, readRouteFiles, readRoutePaths } from './route-manifest'

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
      '/ca',
      '/ca/comunitat',
      '/ca/comunitat/$hash',
      '/ca/grups',
      '/ca/info/$slug',
      '/ca/login',
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
    expect(routes).not.toContain('/ca/comunidad')
    expect(routes).not.toContain('/ca/community')
    expect(routes).not.toContain('/es/comunitat')
  })

  it('keeps a language the portal turned off out of its addresses, so the API answers 404 there', () => {
    const routes = expandRoutes(readRoutePaths(tree))
    const offered = addressesIn(routes, enabledLocalesOf('es,en'))
    expect(offered).toContain('/')
    expect(offered).toContain('/es/comunidad')
    expect(offered).toContain('/en/community')
    expect(offered.filter((r) => r === '/ca' || r.startsWith('/ca/'))).toEqual([])
    expect(addressesIn(routes, enabledLocalesOf('es,en,ca'))).toEqual(routes)
    expect(addressesIn(['/ca/user', '/es/user', '/api'], ['es'])).toEqual(['/es/user', '/api'])
  })

  it('refuses a route named after a localized address: one route file per page', () => {
    expect(() => expandRoutes(['/$locale/comunidad'])).toThrow(/name the route after 'community'/)
    expect(() => expandRoutes(['/$locale/grupos/$hash'])).toThrow(/'workgroups'/)
    expect(() => expandRoutes(['/$locale/comunitat'])).toThrow(/name the route after 'community'/)
    expect(() => expandRoutes(['/$locale/ocupacio/$hash'])).toThrow(/'jobs'/)
  })

  describe('private pages', () => {
    const privateTree = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as LocaleSiteUserRouteImport } from './routes/$locale/_site/user'
import { Route as LocaleSiteUserProfileRouteImport } from './routes/$locale/_site/user/profile'
import { Route as LocaleAuthUserRecoveryRouteImport } from './routes/$locale/_auth/user/recovery'
import { Route as LocaleSiteCommunityHashRouteImport } from './routes/$locale/_site/community_.$hash'
import { Route as LocaleSiteCommunityRouteImport } from './routes/$locale/_site/community'
import { Route as LocaleSiteJobsOffersRouteImport } from './routes/$locale/_site/jobs/offers'
export interface FileRoutesById {
  __root__: typeof rootRouteImport
  '/$locale/_site/user': typeof LocaleSiteUserRouteWithChildren
  '/$locale/_site/user/profile': typeof LocaleSiteUserProfileRoute
  '/$locale/_auth/user/recovery': typeof LocaleAuthUserRecoveryRoute
  '/$locale/_site/community_/$hash': typeof LocaleSiteCommunityHashRoute
  '/$locale/_site/community': typeof LocaleSiteCommunityRoute
  '/$locale/_site/jobs/offers': typeof LocaleSiteJobsOffersRoute
}
`
    const sources: Record<string, string> = {
      './routes/$locale/_site/user': 'createFileRoute(...)({\n  staticData: { private: true },\n})',
      './routes/$locale/_site/user/profile': 'createFileRoute(...)({ staticData: { private: true } })',
      './routes/$locale/_auth/user/recovery': 'createFileRoute(...)({ staticData: { private: true } })',
      './routes/$locale/_site/community_.$hash':
        "({ staticData: { catalogSection: ['directory', 'portfolio'], private: true } })",
      './routes/$locale/_site/community': "({ staticData: { catalogSection: 'directory' } })",
      './routes/$locale/_site/jobs/offers': "({ staticData: { catalogSection: 'jobs', private: true } })",
    }

    it('reads each route id’s file from the generated tree', () => {
      const files = readRouteFiles(privateTree)
      expect(files.get('/$locale/_site/user')).toBe('./routes/$locale/_site/user')
      expect(files.get('/$locale/_site/community_/$hash')).toBe('./routes/$locale/_site/community_.$hash')
      expect(files.has('__root__')).toBe(false)
    })

    it('writes each private route’s address in every language, below a parameter, an area inside another left out', () => {
      expect(privateAreas(privateTree, (file) => sources[file] ?? '')).toEqual([
        '/ca/comunitat/',
        '/ca/ocupacio/offers',
        '/ca/user',
        '/en/community/',
        '/en/jobs/offers',
        '/en/user',
        '/es/comunidad/',
        '/es/empleo/offers',
        '/es/user',
      ])
    })
  })
})
