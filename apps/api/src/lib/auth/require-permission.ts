import { can, type Permission } from '@egresa/api-contract/permissions'
import type { MessageDescriptor } from '@lingui/core'
import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, SignedInEnv } from '../context'
import { ApiError, forbidden, unauthorized } from '../errors'

/** The role a request acts with. */
export function roleOf(auth: AppEnv['Variables']['auth']) {
  return auth?.user.role ?? 'anonymous'
}

/**
 * Lets the request through when its role has the permission (docs/roles.md). For the permissions an
 * anonymous caller has (signing in, reading public data); a permission that needs a session takes
 * requireSignedIn, which also hands the handler the session.
 */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  if (!can('anonymous', permission)) {
    throw new Error(
      `requirePermission('${permission}'): this permission needs a session; use requireSignedIn`,
    )
  }
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    // c.get, not c.var: c.var builds a new object on every read, and this runs on every call.
    const auth = c.get('auth')
    if (!can(roleOf(auth), permission)) throw auth ? forbidden() : unauthorized()
    await next()
  }
  checks.set(check, permission)
  return check
}

/**
 * Lets the request through when it has a session whose role has the permission, and sets `c.var.session`
 * (typed as present) for the handler. Otherwise: 401 when there is no session (signing in may help), 403
 * when the signed-in role lacks the permission (with `options.forbidden` as its message when given).
 *
 * Hono carries a middleware's Variables to every route chained after it (`.get(...).post(...)`), so a
 * router that mixes public and signed-in routes registers each route as its own statement: a public
 * handler must never be typed as having a session.
 */
export function requireSignedIn(
  permission: Permission,
  options: { forbidden?: MessageDescriptor } = {},
): MiddlewareHandler<AppEnv & SignedInEnv> {
  if (can('anonymous', permission)) {
    throw new Error(`requireSignedIn('${permission}'): anonymous callers have it; use requirePermission`)
  }
  const check = createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
    const auth = c.get('auth')
    if (!auth) throw unauthorized()
    if (!can(auth.user.role, permission)) {
      // A message of the endpoint's own (an upgrade prompt's), still 403 `forbidden` for the apps.
      throw options.forbidden ? new ApiError(403, 'forbidden', { message: options.forbidden }) : forbidden()
    }
    c.set('session', auth)
    await next()
  })
  checks.set(check, permission)
  return check
}

const checks = new WeakMap<object, Permission>()

/** The permission a handler checks, when it is requirePermission or requireSignedIn (the permission tests read it). */
export function permissionChecked(handler: object): Permission | undefined {
  return checks.get(handler)
}
