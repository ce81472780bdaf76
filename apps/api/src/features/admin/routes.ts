import { adminEndpoints as e } from '@egresa/api-contract/admin'
import { companyEndpoints as co } from '@egresa/api-contract/companies'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { users } from '../../db/schema/users'
import type { Env } from '../../env'
import { recordAudit } from '../../lib/audit'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import { storedFileName } from '../../lib/storage/uploads'
import { listCompanies, validateCompany } from './companies'
import { listAccounts, verifyAccount } from './service'

export type AdminRoutesDeps = { env: Env; storage: Storage }

/**
 * The alumni office's calls: accounts waiting for verification, verifying them, reading a CV; companies by
 * status and validating them.
 */
export function createAdminRoutes(deps: AdminRoutesDeps) {
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, e.adminUsers, async (c) => c.json(await listAccounts(c.var.db, c.req.valid('query'))))

  endpointRoute(routes, e.verifyUser, async (c) => {
    const result = await verifyAccount(c.var.db, {
      by: { hash: c.req.valid('param').hash },
      origins: appOrigins(deps.env, c.req.url),
      audit: (tx, entry) => recordAudit(c, tx, entry),
    })
    if (!result) throw notFound()
    return c.json(result.user)
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

  endpointRoute(routes, co.adminCompanies, async (c) =>
    c.json(await listCompanies(c.var.db, c.req.valid('query'))),
  )

  endpointRoute(routes, co.validateCompany, async (c) => {
    const result = await validateCompany(c.var.db, {
      by: { hash: c.req.valid('param').hash },
      origins: appOrigins(deps.env, c.req.url),
    })
    if (!result) throw notFound()
    return c.json(result.company)
  })

  return routes
}
