import { adminEndpoints as e } from '@egresa/api-contract/admin'
import { Hono } from 'hono'
import { requireSignedIn } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { validate } from '../../lib/validator'
import { auditCsv, auditCsvName } from './csv'
import { allAudit, listAudit } from './queries'

/** The office's audit log (docs/audit.md): the list with its filters, and the CSV export (admin only). */
export function createAuditRoutes() {
  const routes = new Hono<AppEnv>()

  routes.get(
    e.auditLog.path,
    requireSignedIn(e.auditLog.permission),
    validate('query', e.auditLog.request.query),
    async (c) => c.json(await listAudit(c.var.db, c.req.valid('query'))),
  )

  routes.get(
    e.auditLogCsv.path,
    requireSignedIn(e.auditLogCsv.permission),
    validate('query', e.auditLogCsv.request.query),
    async (c) => {
      const entries = await allAudit(c.var.db, c.req.valid('query'))
      return c.body(auditCsv(entries, c.var.locale), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${auditCsvName(c.var.locale)}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
    },
  )

  return routes
}
