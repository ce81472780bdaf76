import { companyEndpoints } from '@egresa/api-contract/companies'
import { userEndpoints } from '@egresa/api-contract/users'
import { Hono } from 'hono'
import type { Env } from '../../env'
import { requirePermission, requireSignedIn } from '../../lib/auth/require-permission'
import type { Background } from '../../lib/background'
import { clientAddress } from '../../lib/client-address'
import type { AppEnv } from '../../lib/context'
import { appOrigins } from '../../lib/links'
import type { Storage } from '../../lib/storage/storage'
import { LOGO_SIZE, readDataUpload, toWebpImage } from '../../lib/storage/uploads'
import { validate } from '../../lib/validator'
import type { AccountLimiter } from './rate-limit'
import { register } from './register'
import { registerCompany } from './register-company'
import {
  changePassword,
  checkRecoveryToken,
  confirmEmailChange,
  requestEmailChange,
  requestRecovery,
  resetPassword,
  revertEmailChange,
} from './service'

export type AccountRoutesDeps = {
  env: Env
  limiter: AccountLimiter
  background: Background
  storage: Storage
}

const e = userEndpoints
const company = companyEndpoints.registerCompany

/** Registration, password recovery, password and e-mail changes (docs/accounts.md). */
export function createAccountRoutes(deps: AccountRoutesDeps) {
  const { env, limiter, background, storage } = deps
  const routes = new Hono<AppEnv>()

  routes.post(
    e.register.path,
    requirePermission(e.register.permission),
    validate('json', e.register.request.body),
    async (c) => {
      await limiter.registrationFromAddress(clientAddress(c, env.trustProxy))
      const received = await register(c.var.db, {
        input: c.req.valid('json'),
        locale: c.var.locale,
        origins: appOrigins(env, c.req.url),
        noticeAllowed: limiter.registrationNoticeAllowed,
      })
      return c.json(received, 201)
    },
  )

  routes.post(company.path, requirePermission(company.permission), async (c) => {
    // Validated first, as the alumni registration's body is, so a form with mistakes does not count.
    const { input, file } = await readDataUpload(c, company.request)
    await limiter.registrationFromAddress(clientAddress(c, env.trustProxy))
    const logo = file
      ? await toWebpImage(c, company.request.upload.field, file, { size: LOGO_SIZE, square: false })
      : null
    const received = await registerCompany(c.var.db, {
      input,
      logo,
      storage,
      logger: c.var.logger,
      origins: appOrigins(env, c.req.url),
      noticeAllowed: limiter.registrationNoticeAllowed,
    })
    return c.json(received, 201)
  })

  routes.post(
    e.recovery.path,
    requirePermission(e.recovery.permission),
    validate('json', e.recovery.request.body),
    async (c) => {
      await limiter.recoveryFromAddress(clientAddress(c, env.trustProxy))
      const { db, logger } = c.var
      const params = { input: c.req.valid('json'), limiter, origins: appOrigins(env, c.req.url) }
      // Answered before the work: a known address takes no longer than an unknown one.
      background.run(
        () => requestRecovery(db, params),
        (error) => logger.error({ err: error }, 'password recovery failed'),
      )
      return c.body(null, 204)
    },
  )

  routes.post(
    e.recoveryCheck.path,
    requirePermission(e.recoveryCheck.permission),
    validate('json', e.recoveryCheck.request.body),
    async (c) => {
      await checkRecoveryToken(c.var.db, { token: c.req.valid('json').token, locale: c.var.locale })
      return c.body(null, 204)
    },
  )

  routes.post(
    e.recoveryReset.path,
    requirePermission(e.recoveryReset.permission),
    validate('json', e.recoveryReset.request.body),
    async (c) => {
      await resetPassword(c.var.db, {
        input: c.req.valid('json'),
        locale: c.var.locale,
        origins: appOrigins(env, c.req.url),
      })
      return c.body(null, 204)
    },
  )

  routes.patch(
    e.changePassword.path,
    requireSignedIn(e.changePassword.permission),
    validate('json', e.changePassword.request.body),
    async (c) => {
      const { user, sessionId } = c.var.session
      await changePassword(c.var.db, {
        userId: user.id,
        sessionId,
        input: c.req.valid('json'),
        locale: c.var.locale,
        limiter,
        origins: appOrigins(env, c.req.url),
      })
      return c.body(null, 204)
    },
  )

  routes.post(
    e.confirmEmail.path,
    requirePermission(e.confirmEmail.permission),
    validate('json', e.confirmEmail.request.body),
    async (c) =>
      c.json(
        await confirmEmailChange(c.var.db, {
          token: c.req.valid('json').token,
          locale: c.var.locale,
          origins: appOrigins(env, c.req.url),
        }),
      ),
  )

  routes.post(
    e.revertEmail.path,
    requirePermission(e.revertEmail.permission),
    validate('json', e.revertEmail.request.body),
    async (c) => {
      await revertEmailChange(c.var.db, { token: c.req.valid('json').token, locale: c.var.locale })
      return c.body(null, 204)
    },
  )

  routes.post(
    e.changeEmail.path,
    requireSignedIn(e.changeEmail.permission),
    validate('json', e.changeEmail.request.body),
    async (c) => {
      await requestEmailChange(c.var.db, {
        userId: c.var.session.user.id,
        input: c.req.valid('json'),
        locale: c.var.locale,
        limiter,
        origins: appOrigins(env, c.req.url),
      })
      return c.body(null, 204)
    },
  )

  return routes
}
