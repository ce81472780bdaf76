import { adminEndpoints as e } from '@egresa/api-contract/admin'
import { Hono } from 'hono'
import type { AuditCallLog } from '../../lib/audit'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { auditCsv, auditCsvName } from './csv'
import { allAudit, listAudit } from './queries'

/**
 * The office's audit log (docs/audit.md): the list with its filters, and the CSV export (admin only). Both
 * first write the calls' entries still waiting, so the log holds every call already answered.
 */
export function createAuditRoutes(deps: { callLog: AuditCallLog }) {
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, e.auditLog, async (c) => {
    await deps.callLog.flush()
    return c.json(await listAudit(c.var.db, c.req.valid('query')))
  })

  endpointRoute(routes, e.auditLogCsv, async (c) => {
    await deps.callLog.flush()
    const entries = await allAudit(c.var.db, c.req.valid('query'))
    return c.body(auditCsv(entries, c.var.locale), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${auditCsvName(c.var.locale)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return routes
}
