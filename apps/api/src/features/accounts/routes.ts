import { companyEndpoints } from '@egresa/api-contract/companies'
import { userEndpoints } from '@egresa/api-contract/users'
import { Hono } from 'hono'
import type { Env } from '../../env'
import type { Background } from '../../lib/background'
import { clientAddress } from '../../lib/client-address'
import { documentVersions } from '../../lib/consents'
import type { ContentStore } from '../../lib/content/store'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { appOrigins } from '../../lib/links'
import type { Storage } from '../../lib/storage/storage'
import { LOGO_SIZE, readDataUpload, toWebpImage } from '../../lib/storage/uploads'
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
  /** The content service's documents: the policies' versions a registration accepts (lib/consents.ts). */
  content: ContentStore
}

const e = userEndpoints
const company = companyEndpoints.registerCompany

/** Registration, password recovery, password and e-mail changes (docs/accounts.md). */
export function createAccountRoutes(deps: AccountRoutesDeps) {
  const { env, limiter, background, storage } = deps
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, e.register, async (c) => {
    await limiter.registrationFromAddress(clientAddress(c, env.trustProxy))
    const received = await register(c.var.db, {
      input: c.req.valid('json'),
      locale: c.var.locale,
      origins: appOrigins(env, c.req.url),
      noticeAllowed: limiter.registrationNoticeAllowed,
      versions: await documentVersions(deps.content),
    })
    return c.json(received, 201)
  })

  endpointRoute(routes, company, async (c) => {
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
      versions: await documentVersions(deps.content),
    })
    return c.json(received, 201)
  })

  endpointRoute(routes, e.recovery, async (c) => {
    await limiter.recoveryFromAddress(clientAddress(c, env.trustProxy))
    const { db, logger } = c.var
    const params = { input: c.req.valid('json'), limiter, origins: appOrigins(env, c.req.url) }
    // Answered before the work: a known address takes no longer than an unknown one.
    background.run(
      () => requestRecovery(db, params),
      (error) => logger.error({ err: error }, 'password recovery failed'),
    )
    return c.body(null, 204)
  })

  endpointRoute(routes, e.recoveryCheck, async (c) => {
    await checkRecoveryToken(c.var.db, { token: c.req.valid('json').token, locale: c.var.locale })
    return c.body(null, 204)
  })

  endpointRoute(routes, e.recoveryReset, async (c) => {
    await resetPassword(c.var.db, {
      input: c.req.valid('json'),
      locale: c.var.locale,
      origins: appOrigins(env, c.req.url),
    })
    return c.body(null, 204)
  })

  endpointRoute(routes, e.changePassword, async (c) => {
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
  })

  endpointRoute(routes, e.confirmEmail, async (c) =>
    c.json(
      await confirmEmailChange(c.var.db, {
        token: c.req.valid('json').token,
        locale: c.var.locale,
        origins: appOrigins(env, c.req.url),
      }),
    ),
  )

  endpointRoute(routes, e.revertEmail, async (c) => {
    await revertEmailChange(c.var.db, { token: c.req.valid('json').token, locale: c.var.locale })
    return c.body(null, 204)
  })

  endpointRoute(routes, e.changeEmail, async (c) => {
    await requestEmailChange(c.var.db, {
      userId: c.var.session.user.id,
      input: c.req.valid('json'),
      locale: c.var.locale,
      limiter,
      origins: appOrigins(env, c.req.url),
    })
    return c.body(null, 204)
  })

  return routes
}
