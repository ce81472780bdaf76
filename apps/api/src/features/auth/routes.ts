import { LoginInput } from '@egresa/api-contract/auth'
import { permissionsOf } from '@egresa/api-contract/permissions'
import { Hono } from 'hono'
import { requirePermission, roleOf } from '../../lib/auth/require-permission'
import { forgetSessions } from '../../lib/auth/session'
import { hashToken } from '../../lib/auth/tokens'
import { clientAddress } from '../../lib/client-address'
import type { AppEnv } from '../../lib/context'
import type { LoginRateLimiter } from '../../lib/rate-limit'
import { validate } from '../../lib/validator'
import { deleteSession } from './queries'
import { login } from './service'

export type AuthRoutesDeps = { limiter: LoginRateLimiter; trustProxy: number }

/** /api/init, /usr/login, /usr/users/logout. */
export function createAuthRoutes(deps: AuthRoutesDeps) {
  return new Hono<AppEnv>()
    .get('/api/init', requirePermission('app.init'), (c) => {
      const role = roleOf(c.get('auth'))
      return c.json({ role, permissions: [...permissionsOf(role)] })
    })
    .post('/usr/login', requirePermission('auth.login'), validate('json', LoginInput), async (c) => {
      const result = await login(c.var.db, {
        input: c.req.valid('json'),
        address: clientAddress(c, deps.trustProxy),
        limiter: deps.limiter,
      })
      return c.json(result)
    })
    .get('/usr/users/logout', requirePermission('auth.logout'), async (c) => {
      // requirePermission guarantees a session here.
      const auth = c.var.auth!
      await deleteSession(c.var.db, { sessionId: auth.sessionId })
      forgetSessions({ tokenHash: hashToken(c.req.header('x-token')!) })
      return c.body(null, 204)
    })
}
