import { adminPeopleEndpoints as e } from '@egresa/api-contract/admin-people'
import { Hono } from 'hono'
import type { Env } from '../../env'
import { recordAudit } from '../../lib/audit'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import {
  disableAccount,
  enableAccount,
  endSessions,
  personDetail,
  resendVerification,
  searchPeople,
} from './service'

export type PeopleRoutesDeps = { env: Env }

/** The admin app's people pages (docs/admin.md): the search, a person's page and the actions on an account. */
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

  return routes
}
