import { authEndpoints as e } from '@egresa/api-contract/auth'
import { permissionsOf } from '@egresa/api-contract/permissions'
import { Hono } from 'hono'
import type { Env } from '../../env'
import { roleOf } from '../../lib/auth/require-permission'
import { forgetSessions } from '../../lib/auth/session'
import { clientAddress } from '../../lib/client-address'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { appOrigins } from '../../lib/links'
import type { LoginRateLimiter } from '../../lib/rate-limit'
import { deleteSession } from './queries'
import { login } from './service'

export type AuthRoutesDeps = { limiter: LoginRateLimiter; trustProxy: number; env: Env }

/** /api/init, /usr/login, /usr/users/logout. */
export function createAuthRoutes(deps: AuthRoutesDeps) {
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, e.init, (c) => {
    const role = roleOf(c.get('auth'))
    // The apps' origins and the store pages come from the configuration (never the Host header). The public
    // apps link to each other; the office's admin app is not theirs to link to.
    const { alumni, company } = appOrigins(deps.env, c.req.url)
    return c.json({
      role,
      permissions: [...permissionsOf(role)],
      apps: { alumni, company },
      app_store_url: deps.env.mobileApp.appStoreUrl ?? null,
      play_store_url: deps.env.mobileApp.playStoreUrl ?? null,
    })
  })

  endpointRoute(routes, e.login, async (c) => {
    const result = await login(c.var.db, {
      input: c.req.valid('json'),
      address: clientAddress(c, deps.trustProxy),
      limiter: deps.limiter,
      origins: appOrigins(deps.env, c.req.url),
    })
    return c.json(result)
  })

  endpointRoute(routes, e.logout, async (c) => {
    const { sessionId } = c.var.session
    await deleteSession(c.var.db, { sessionId })
    forgetSessions({ sessionId })
    return c.body(null, 204)
  })

  return routes
}
