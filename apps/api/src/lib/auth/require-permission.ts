import { can, type Permission } from '@egresa/api-contract/permissions'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import { forbidden, unauthorized } from '../errors'

/** The role a request acts with. */
export function roleOf(auth: AppEnv['Variables']['auth']) {
  return auth?.user.role ?? 'anonymous'
}

/**
 * Lets the request through when its role has the permission (docs/roles.md). Otherwise: 401 when there is
 * no session (signing in may help), 403 when the signed-in role lacks it.
 */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.var.auth
    if (!can(roleOf(auth), permission)) throw auth ? forbidden() : unauthorized()
    await next()
  }
}
