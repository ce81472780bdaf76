import { TagQuery } from '@egresa/api-contract/reference'
import { type Context, Hono } from 'hono'
import { requirePermission } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { validate } from '../../lib/validator'
import { categoryTree, countryList, tagList } from './queries'

/** Short public caching: the lists change rarely, and the answer depends on the language. */
function cacheFor(c: Context<AppEnv>, seconds: number) {
  c.header('Cache-Control', `public, max-age=${seconds}`)
  c.header('Vary', 'Accept-Language', { append: true })
}

/** GET /api/categories/tree, /api/countries, /api/tags: the lists forms and filters are built from. */
export function createReferenceRoutes() {
  return new Hono<AppEnv>()
    .get('/api/categories/tree', requirePermission('reference.read'), async (c) => {
      const tree = await categoryTree(c.var.db, { locale: c.var.locale })
      cacheFor(c, 300)
      return c.json(tree)
    })
    .get('/api/countries', requirePermission('reference.read'), async (c) => {
      const list = await countryList(c.var.db, { locale: c.var.locale })
      cacheFor(c, 60)
      return c.json(list)
    })
    .get('/api/tags', requirePermission('reference.read'), validate('query', TagQuery), async (c) => {
      const list = await tagList(c.var.db, { ...c.req.valid('query'), locale: c.var.locale })
      cacheFor(c, 300)
      return c.json(list)
    })
}
