import { referenceEndpoints as r } from '@egresa/api-contract/reference'
import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { categoryTree, countryList, tagList } from './queries'

/** Short public caching: the lists change rarely, and the answer depends on the language. */
function cacheFor(c: Context<AppEnv>, seconds: number) {
  c.header('Cache-Control', `public, max-age=${seconds}`)
  c.header('Vary', 'Accept-Language', { append: true })
}

/** GET /api/categories/tree, /api/countries, /api/tags: the lists forms and filters are built from. */
export function createReferenceRoutes() {
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, r.categoryTree, async (c) => {
    const tree = await categoryTree(c.var.db, { locale: c.var.locale })
    cacheFor(c, 300)
    return c.json(tree)
  })

  endpointRoute(routes, r.countries, async (c) => {
    const list = await countryList(c.var.db, { locale: c.var.locale })
    cacheFor(c, 60)
    return c.json(list)
  })

  endpointRoute(routes, r.tags, async (c) => {
    const list = await tagList(c.var.db, { ...c.req.valid('query'), locale: c.var.locale })
    cacheFor(c, 300)
    return c.json(list)
  })

  return routes
}
