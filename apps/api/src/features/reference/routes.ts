import { asc, count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { categories, countries, tags } from '../../db/schema/reference'
import { users } from '../../db/schema/users'
import { requirePermission } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'

export type CategoryNode = { hash: string; title: string; level: number; children: CategoryNode[] }

/** GET /api/categories/tree, /api/countries, /api/tags: the lists forms and filters are built from. */
export function createReferenceRoutes() {
  return new Hono<AppEnv>()
    .get('/api/categories/tree', requirePermission('reference.read'), async (c) => {
      const en = c.var.locale === 'en'
      const rows = await c.var.db
        .select()
        .from(categories)
        .orderBy(asc(categories.level), asc(categories.position), asc(categories.id))
      const nodes = new Map<number, CategoryNode>()
      const roots: CategoryNode[] = []
      for (const row of rows) {
        const node = { hash: row.hash, title: en ? row.titleEn : row.titleEs, level: row.level, children: [] }
        nodes.set(row.id, node)
        const parent = row.parentId === null ? undefined : nodes.get(row.parentId)
        if (parent) parent.children.push(node)
        else roots.push(node)
      }
      c.header('Cache-Control', 'public, max-age=300')
      return c.json(roots)
    })
    .get('/api/countries', requirePermission('reference.read'), async (c) => {
      const en = c.var.locale === 'en'
      const rows = await c.var.db
        .select({
          code: countries.code,
          hash: countries.hash,
          nameEs: countries.nameEs,
          nameEn: countries.nameEn,
          numUsers: count(users.id),
        })
        .from(countries)
        .leftJoin(users, eq(users.countryCode, countries.code))
        .groupBy(countries.code)
      const collator = new Intl.Collator(c.var.locale)
      const items = rows
        .map((r) => ({
          hash: r.hash,
          code: r.code,
          name: en ? r.nameEn : r.nameEs,
          num_users: Number(r.numUsers),
        }))
        .sort((a, b) => collator.compare(a.name, b.name))
      c.header('Cache-Control', 'public, max-age=60')
      return c.json(items)
    })
    .get('/api/tags', requirePermission('reference.read'), async (c) => {
      const en = c.var.locale === 'en'
      const type = c.req.query('type')
      const group = c.req.query('group')
      const rows = await c.var.db.select().from(tags).orderBy(asc(tags.id))
      const items = rows
        .filter((t) => (!type || t.type === type) && (!group || t.group === group))
        .map((t) => ({ hash: t.hash, title: en ? t.titleEn : t.titleEs, type: t.type, group: t.group }))
      c.header('Cache-Control', 'public, max-age=300')
      return c.json(items)
    })
}
