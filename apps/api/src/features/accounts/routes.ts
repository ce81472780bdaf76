import { userEndpoints } from '@egresa/api-contract/users'
import { Hono } from 'hono'
import type { Env } from '../../env'
import { requirePermission } from '../../lib/auth/require-permission'
import { clientAddress } from '../../lib/client-address'
import type { AppEnv } from '../../lib/context'
import { appOrigins } from '../../lib/links'
import { validate } from '../../lib/validator'
import type { AccountLimiter } from './rate-limit'
import { register } from './register'
import {
  changePassword,
  checkRecoveryToken,
  confirmEmailChange,
  requestEmailChange,
  requestRecovery,
  resetPassword,
} from './service'

export type AccountRoutesDeps = { env: Env; limiter: AccountLimiter }

const e = userEndpoints

/** Registration, password recovery, password and e-mail changes (docs/accounts.md). */
export function createAccountRoutes(deps: AccountRoutesDeps) {
  const { env, limiter } = deps
  return new Hono<AppEnv>()
    .post(
      e.register.path,
      requirePermission(e.register.permission),
      validate('json', e.register.request.body),
      async (c) =>
        c.json(await register(c.var.db, { input: c.req.valid('json'), locale: c.var.locale }), 201),
    )
    .post(
      e.recovery.path,
      requirePermission(e.recovery.permission),
      validate('json', e.recovery.request.body),
      async (c) => {
        await requestRecovery(c.var.db, {
          input: c.req.valid('json'),
          address: clientAddress(c, env.trustProxy),
          limiter,
          origins: appOrigins(env, c.req.url),
        })
        return c.body(null, 204)
      },
    )
    .post(
      e.recoveryCheck.path,
      requirePermission(e.recoveryCheck.permission),
      validate('json', e.recoveryCheck.request.body),
      async (c) => {
        await checkRecoveryToken(c.var.db, { token: c.req.valid('json').token, locale: c.var.locale })
        return c.body(null, 204)
      },
    )
    .post(
      e.recoveryReset.path,
      requirePermission(e.recoveryReset.permission),
      validate('json', e.recoveryReset.request.body),
      async (c) => {
        await resetPassword(c.var.db, { input: c.req.valid('json'), locale: c.var.locale })
        return c.body(null, 204)
      },
    )
    .patch(
      e.changePassword.path,
      requirePermission(e.changePassword.permission),
      validate('json', e.changePassword.request.body),
      async (c) => {
        const auth = c.var.auth!
        await changePassword(c.var.db, {
          userId: auth.user.id,
          sessionId: auth.sessionId,
          input: c.req.valid('json'),
          locale: c.var.locale,
          limiter,
        })
        return c.body(null, 204)
      },
    )
    .post(
      e.confirmEmail.path,
      requirePermission(e.confirmEmail.permission),
      validate('json', e.confirmEmail.request.body),
      async (c) =>
        c.json(
          await confirmEmailChange(c.var.db, { token: c.req.valid('json').token, locale: c.var.locale }),
        ),
    )
    .post(
      e.changeEmail.path,
      requirePermission(e.changeEmail.permission),
      validate('json', e.changeEmail.request.body),
      async (c) => {
        await requestEmailChange(c.var.db, {
          userId: c.var.auth!.user.id,
          input: c.req.valid('json'),
          locale: c.var.locale,
          limiter,
          origins: appOrigins(env, c.req.url),
        })
        return c.body(null, 204)
      },
    )
}
