import { adminPeopleEndpoints as e } from '@egresa/api-contract/admin-people'
import { companyEndpoints as co } from '@egresa/api-contract/companies'
import { Hono } from 'hono'
import type { Env } from '../../env'
import type { AppEnv } from '../../lib/context'
import { type EndpointContext, endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { auditWriter } from '../../lib/office-decisions'
import { bulkCompanies, companyDetail, decideCompany, listCompanies } from './service'

export type CompanyRoutesDeps = { env: Env }

/**
 * The alumni office's calls on companies (the admin app's companies queue, list and company page): companies
 * by status, one company with its offers and users, validating, rejecting, disabling and enabling them (one
 * or in bulk).
 */
export function createCompanyRoutes(deps: CompanyRoutesDeps) {
  const routes = new Hono<AppEnv>()
  const origins = (url: string) => appOrigins(deps.env, url)

  endpointRoute(routes, co.adminCompanies, async (c) =>
    c.json(await listCompanies(c.var.db, c.req.valid('query'))),
  )

  endpointRoute(routes, e.adminCompany, async (c) => {
    const company = await companyDetail(c.var.db, c.req.valid('param').hash)
    if (!company) throw notFound()
    return c.json(company)
  })

  endpointRoute(routes, co.bulkCompanies, async (c) =>
    c.json(
      await bulkCompanies(c.var.db, {
        ...c.req.valid('json'),
        origins: origins(c.req.url),
        decider: { id: c.var.session.user.id },
        audit: auditWriter(c),
      }),
    ),
  )

  const decide = async (
    c: EndpointContext<typeof co.validateCompany>,
    action: 'validate' | 'reject' | 'disable' | 'enable',
    reason: string | null,
  ) => {
    const company = await decideCompany(c.var.db, {
      action,
      hash: c.req.valid('param').hash,
      reason,
      origins: origins(c.req.url),
      decider: { id: c.var.session.user.id },
      audit: auditWriter(c),
    })
    if (!company) throw notFound()
    return c.json(company)
  }
  // The same context but for the body each reads: the param is the same `{ hash }` in the four.
  const asDecision = (c: unknown) => c as EndpointContext<typeof co.validateCompany>
  endpointRoute(routes, co.validateCompany, (c) => decide(c, 'validate', null))
  endpointRoute(routes, co.rejectCompany, (c) => decide(asDecision(c), 'reject', c.req.valid('json').reason))
  endpointRoute(routes, co.disableCompany, (c) =>
    decide(asDecision(c), 'disable', c.req.valid('json').reason),
  )
  endpointRoute(routes, co.enableCompany, (c) => decide(asDecision(c), 'enable', null))

  return routes
}
