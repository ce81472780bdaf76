import { homeEndpoints as h } from '@egresa/api-contract/home'
import { can } from '@egresa/api-contract/permissions'
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { myApplicationsOnHome } from '../jobs/public'
import { myGroupsActivity, myUpcomingEvents } from './queries'

/** `GET /usr/home`: the signed-in person's own home, in one call. */
export function createHomeRoutes() {
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, h.memberHome, async (c) => {
    const { db, locale } = c.var
    const { user } = c.var.session
    const [applications, groups, events] = await Promise.all([
      // Only a member who may apply has applications to follow (a free member is offered Premium instead).
      can(user.role, 'jobs.apply') ? myApplicationsOnHome(db, { userId: user.id, locale }) : null,
      myGroupsActivity(db, user.id),
      myUpcomingEvents(db, { userId: user.id, locale }),
    ])
    return c.json({ applications, groups, events })
  })

  return routes
}
