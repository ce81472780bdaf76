import { adminPeopleEndpoints as e } from '@egresa/api-contract/admin-people'
import { Hono } from 'hono'
import type { Env } from '../../env'
import { recordAudit } from '../../lib/audit'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { listCardPayments, listMembers, listRenewals } from './membership-lists'
import {
  companyDetail,
  disableAccount,
  enableAccount,
  endSessions,
  personDetail,
  resendVerification,
  searchPeople,
} from './people'

export type PeopleRoutesDeps = { env: Env }

/**
 * The admin app's people, company and membership pages (docs/admin.md). Mounted before the membership
 * routes: `/usr/admin/membership/members` must not be read as the membership of an account named `members`.
 */
export function createPeopleRoutes(deps: PeopleRoutesDeps) {
  const { env } = deps
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, e.adminPeople, async (c) =>
    c.json(await searchPeople(c.var.db, c.req.valid('query'))),
  )

  endpointRoute(routes, e.adminPerson, async (c) => {
    const person = await personDetail(c.var.db, { hash: c.req.valid('param').hash, config: env.membership })
    if (!person) throw notFound()
    return c.json(person)
  })

  endpointRoute(routes, e.resendVerification, async (c) =>
    c.json(
      await resendVerification(c.var.db, {
        hash: c.req.valid('param').hash,
        origins: appOrigins(env, c.req.url),
        actorRole: c.var.session.user.role,
        audit: (tx, entry) => recordAudit(c, tx, entry),
      }),
    ),
  )

  endpointRoute(routes, e.disablePerson, async (c) =>
    c.json(
      await disableAccount(c.var.db, {
        hash: c.req.valid('param').hash,
        reason: c.req.valid('json').reason,
        actorId: c.var.session.user.id,
        origins: appOrigins(env, c.req.url),
        actorRole: c.var.session.user.role,
        audit: (tx, entry) => recordAudit(c, tx, entry),
      }),
    ),
  )

  endpointRoute(routes, e.enablePerson, async (c) =>
    c.json(
      await enableAccount(c.var.db, {
        hash: c.req.valid('param').hash,
        reason: c.req.valid('json').reason,
        origins: appOrigins(env, c.req.url),
        actorRole: c.var.session.user.role,
        audit: (tx, entry) => recordAudit(c, tx, entry),
      }),
    ),
  )

  endpointRoute(routes, e.endPersonSessions, async (c) =>
    c.json(
      await endSessions(c.var.db, {
        hash: c.req.valid('param').hash,
        actorRole: c.var.session.user.role,
        audit: (tx, entry) => recordAudit(c, tx, entry),
      }),
    ),
  )

  endpointRoute(routes, e.endPersonSession, async (c) => {
    const { hash, id } = c.req.valid('param')
    return c.json(
      await endSessions(c.var.db, {
        hash,
        sessionId: id,
        actorRole: c.var.session.user.role,
        audit: (tx, entry) => recordAudit(c, tx, entry),
      }),
    )
  })

  endpointRoute(routes, e.adminCompany, async (c) => {
    const company = await companyDetail(c.var.db, c.req.valid('param').hash)
    if (!company) throw notFound()
    return c.json(company)
  })

  endpointRoute(routes, e.membershipMembers, async (c) =>
    c.json(await listMembers(c.var.db, c.req.valid('query'))),
  )
  endpointRoute(routes, e.membershipRenewals, async (c) =>
    c.json(await listRenewals(c.var.db, c.req.valid('query'))),
  )
  endpointRoute(routes, e.membershipCardPayments, async (c) =>
    c.json(await listCardPayments(c.var.db, c.req.valid('query'))),
  )

  return routes
}
