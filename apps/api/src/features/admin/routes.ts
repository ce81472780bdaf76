import { adminEndpoints as e } from '@egresa/api-contract/admin'
import { companyEndpoints as co } from '@egresa/api-contract/companies'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { users } from '../../db/schema/users'
import type { Env } from '../../env'
import { recordAudit } from '../../lib/audit'
import { requireSignedIn } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import { storedFileName } from '../../lib/storage/uploads'
import { validate } from '../../lib/validator'
import { listCompanies, validateCompany } from './companies'
import { listAccounts, verifyAccount } from './service'

export type AdminRoutesDeps = { env: Env; storage: Storage }

/**
 * The alumni office's calls: accounts waiting for verification, verifying them, reading a CV; companies by
 * status and validating them.
 */
export function createAdminRoutes(deps: AdminRoutesDeps) {
  const routes = new Hono<AppEnv>()

  routes.get(
    e.adminUsers.path,
    requireSignedIn(e.adminUsers.permission),
    validate('query', e.adminUsers.request.query),
    async (c) => c.json(await listAccounts(c.var.db, c.req.valid('query'))),
  )

  routes.post('/usr/admin/users/:hash/verify', requireSignedIn(e.verifyUser.permission), async (c) => {
    const result = await verifyAccount(c.var.db, {
      by: { hash: c.req.param('hash') },
      origins: appOrigins(deps.env, c.req.url),
      audit: (tx, entry) => recordAudit(c, tx, entry),
    })
    if (!result) throw notFound()
    return c.json(result.user)
  })

  routes.get('/usr/admin/users/:hash/cv', requireSignedIn(e.adminUserCv.permission), async (c) => {
    const [row] = await c.var.db
      .select({ key: users.cvKey, name: users.cvName })
      .from(users)
      .where(eq(users.hash, c.req.param('hash')))
    const file = row?.key ? await deps.storage.get(row.key) : null
    if (!file || !row) throw notFound()
    return sendStoredFile(c, file, {
      visibility: 'private',
      downloadName: storedFileName(row.name, 'pdf', 'cv'),
    })
  })

  routes.get(
    co.adminCompanies.path,
    requireSignedIn(co.adminCompanies.permission),
    validate('query', co.adminCompanies.request.query),
    async (c) => c.json(await listCompanies(c.var.db, c.req.valid('query'))),
  )

  routes.post(
    '/usr/admin/companies/:hash/validate',
    requireSignedIn(co.validateCompany.permission),
    async (c) => {
      const result = await validateCompany(c.var.db, {
        by: { hash: c.req.param('hash') },
        origins: appOrigins(deps.env, c.req.url),
      })
      if (!result) throw notFound()
      return c.json(result.company)
    },
  )

  return routes
}
