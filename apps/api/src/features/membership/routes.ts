import { adminPeopleEndpoints as e } from '@egresa/api-contract/admin-people'
import { membershipEndpoints as m } from '@egresa/api-contract/membership'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { users } from '../../db/schema/users'
import type { Env } from '../../env'
import { recordAudit } from '../../lib/audit'
import { clientAddress } from '../../lib/client-address'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound, unauthorized } from '../../lib/errors'
import type { IbanVault } from '../../lib/iban-vault'
import { appOrigins } from '../../lib/links'
import { listCardPayments, listMembers, listRenewals } from './office-lists'
import { adminMembershipOf, membershipOf } from './queries'
import { runMembershipTick } from './renewals'
import { changeMandate, type MembershipContext, recordCardPayment, setTier, upgrade } from './service'

export type MembershipRoutesDeps = { env: Env; vault: IbanVault }

/**
 * Premium membership (docs/membership.md): the person's tier and mandate, the upgrade, the office's calls
 * (the admin app's membership page: its lists of members, renewals and card payments).
 */
export function createMembershipRoutes(deps: MembershipRoutesDeps) {
  const { env, vault } = deps
  const config = env.membership
  const routes = new Hono<AppEnv>()
  const context = (url: string): MembershipContext => ({ config, vault, origins: appOrigins(env, url) })

  endpointRoute(routes, m.membership, async (c) => {
    const membership = await membershipOf(c.var.db, { userId: c.var.session.user.id, config })
    if (!membership) throw unauthorized()
    return c.json(membership)
  })

  endpointRoute(routes, m.upgradeMembership, async (c) => {
    const userId = c.var.session.user.id
    await upgrade(c.var.db, context(c.req.url), {
      userId,
      input: c.req.valid('json'),
      locale: c.var.locale,
      ip: clientAddress(c, env.trustProxy),
      userAgent: c.req.header('user-agent'),
    })
    const membership = await membershipOf(c.var.db, { userId, config })
    if (!membership) throw unauthorized()
    return c.json(membership, 201)
  })

  endpointRoute(routes, m.changeMandate, async (c) => {
    const userId = c.var.session.user.id
    await changeMandate(c.var.db, context(c.req.url), {
      userId,
      input: c.req.valid('json'),
      locale: c.var.locale,
      ip: clientAddress(c, env.trustProxy),
      userAgent: c.req.header('user-agent'),
    })
    const membership = await membershipOf(c.var.db, { userId, config })
    if (!membership) throw unauthorized()
    return c.json(membership)
  })

  // The alumni office.

  // The office's membership lists (office-lists.ts), before `/usr/admin/membership/{hash}`: `members` must not
  // be read as the membership of an account named `members`.
  endpointRoute(routes, e.membershipMembers, async (c) =>
    c.json(await listMembers(c.var.db, c.req.valid('query'))),
  )
  endpointRoute(routes, e.membershipRenewals, async (c) =>
    c.json(await listRenewals(c.var.db, c.req.valid('query'))),
  )
  endpointRoute(routes, e.membershipCardPayments, async (c) =>
    c.json(await listCardPayments(c.var.db, c.req.valid('query'))),
  )

  endpointRoute(routes, m.membershipTick, async (c) =>
    c.json(await runMembershipTick(c.var.db, { config, origins: appOrigins(env, c.req.url) })),
  )

  endpointRoute(routes, m.adminMembership, async (c) => {
    const [user] = await c.var.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.hash, c.req.valid('param').hash))
    if (!user) throw notFound()
    return c.json(await adminMembershipOf(c.var.db, config, user.id))
  })

  endpointRoute(routes, m.recordCardPayment, async (c) => {
    const { userId } = await recordCardPayment(c.var.db, context(c.req.url), {
      hash: c.req.valid('param').hash,
      input: c.req.valid('json'),
      actor: c.var.session.user.email,
      audit: (tx, entry) => recordAudit(c, tx, entry),
    })
    return c.json(await adminMembershipOf(c.var.db, config, userId))
  })

  endpointRoute(routes, m.setTier, async (c) => {
    const { userId } = await setTier(c.var.db, {
      hash: c.req.valid('param').hash,
      input: c.req.valid('json'),
      actor: c.var.session.user.email,
      audit: (tx, entry) => recordAudit(c, tx, entry),
    })
    return c.json(await adminMembershipOf(c.var.db, config, userId))
  })

  return routes
}
