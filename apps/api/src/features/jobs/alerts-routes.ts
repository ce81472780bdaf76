import { unsubscribeJobAlerts as endpoint } from '@egresa/api-contract/jobs'
import { Hono } from 'hono'
import type { Env } from '../../env'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { mailLinkSecret } from '../../lib/links'
import { unsubscribeJobAlerts } from './alerts'

export type JobAlertRoutesDeps = { env: Pick<Env, 'mailLinkSecret' | 'dataDir'> }

/** The job alerts' one-click unsubscribe, posted by the alumni app's page the mail links to (no sign-in). */
export function createJobAlertRoutes(deps: JobAlertRoutesDeps) {
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, endpoint, async (c) =>
    c.json(
      await unsubscribeJobAlerts(c.var.db, {
        token: c.req.valid('json').token,
        secret: mailLinkSecret(deps.env),
        locale: c.var.locale,
      }),
    ),
  )

  return routes
}
