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
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    // c.get, not c.var: c.var builds a new object on every read, and this runs on every call.
    const auth = c.get('auth')
    if (!can(roleOf(auth), permission)) throw auth ? forbidden() : unauthorized()
    await next()
  }
  checks.set(check, permission)
  return check
}

const checks = new WeakMap<object, Permission>()

/** The permission a handler checks, when it is a requirePermission middleware (the permission tests read it). */
export function permissionChecked(handler: object): Permission | undefined {
  return checks.get(handler)
}
