import { adminEndpoints as e } from '@egresa/api-contract/admin'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { users } from '../../db/schema/users'
import type { Env } from '../../env'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { auditWriter } from '../../lib/office-decisions'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import { storedFileName } from '../../lib/storage/uploads'
import { queueCounts } from './queues'
import {
  accountConflict,
  bulkAccounts,
  findAccount,
  listAccounts,
  rejectAccount,
  verifyAccount,
} from './service'

export type AdminRoutesDeps = { env: Env; storage: Storage }

/**
 * The alumni office's calls: the counts of its queues; accounts waiting for verification, verifying or
 * rejecting them (one or in bulk), reading a CV. The calls on companies are in features/companies/routes.ts.
 */
export function createAdminRoutes(deps: AdminRoutesDeps) {
  const routes = new Hono<AppEnv>()
  const origins = (url: string) => appOrigins(deps.env, url)

  endpointRoute(routes, e.officeQueues, async (c) => c.json(await queueCounts(c.var.db)))

  endpointRoute(routes, e.adminUsers, async (c) => c.json(await listAccounts(c.var.db, c.req.valid('query'))))

  endpointRoute(routes, e.bulkUsers, async (c) =>
    c.json(
      await bulkAccounts(c.var.db, {
        ...c.req.valid('json'),
        origins: origins(c.req.url),
        decider: { id: c.var.session.user.id },
        audit: auditWriter(c),
      }),
    ),
  )

  endpointRoute(routes, e.adminUser, async (c) => {
    const user = await findAccount(c.var.db, c.req.valid('param').hash)
    if (!user) throw notFound()
    return c.json(user)
  })

  endpointRoute(routes, e.verifyUser, async (c) => {
    const result = await verifyAccount(c.var.db, {
      by: { hash: c.req.valid('param').hash },
      origins: origins(c.req.url),
      decider: { id: c.var.session.user.id },
      audit: auditWriter(c),
    })
    if (!result) throw notFound()
    // Decided already (by someone else a moment ago, or long before): say what happened, mail nobody.
    if (!result.changed) throw await accountConflict(c.var.db, result.row)
    return c.json(result.user)
  })

  endpointRoute(routes, e.rejectUser, async (c) => {
    const user = await rejectAccount(c.var.db, {
      hash: c.req.valid('param').hash,
      reason: c.req.valid('json').reason,
      origins: origins(c.req.url),
      decider: { id: c.var.session.user.id },
      audit: auditWriter(c),
    })
    if (!user) throw notFound()
    return c.json(user)
  })

  endpointRoute(routes, e.adminUserCv, async (c) => {
    const [row] = await c.var.db
      .select({ key: users.cvKey, name: users.cvName })
      .from(users)
      .where(eq(users.hash, c.req.valid('param').hash))
    const file = row?.key ? await deps.storage.get(row.key) : null
    if (!file || !row) throw notFound()
    return sendStoredFile(c, file, {
      visibility: 'private',
      downloadName: storedFileName(row.name, 'pdf', 'cv'),
    })
  })

  return routes
}
