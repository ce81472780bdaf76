import { privacyEndpoints as e } from '@egresa/api-contract/privacy'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import type { Env } from '../../env'
import type { Background } from '../../lib/background'
import { documentVersions, recordConsents } from '../../lib/consents'
import type { ContentStore } from '../../lib/content/store'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { ApiError } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import { appOrigins } from '../../lib/links'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import type { AccountLimiter } from '../accounts/public'
import { requestErasure } from './erasure'
import { buildExport, exportFile, latestExport, requestExport } from './exports'

const policyRequired = msg`Para seguir usando el portal tienes que aceptarla; si no quieres, puedes borrar tu cuenta.`

/** A person's data (docs/privacy.md): "download my data", erasing one's account, consents. */
export function createPrivacyRoutes(deps: {
  env: Env
  storage: Storage
  background: Background
  limiter: AccountLimiter
  /** The content service's documents: the policies' versions a consent names (lib/consents.ts). */
  content: ContentStore
}) {
  const { env, storage, background, limiter } = deps
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, e.requestDataExport, async (c) => {
    const { db, logger } = c.var
    const asked = await requestExport(db, c.var.session.user.id)
    if (asked.fresh) {
      const origins = appOrigins(env, c.req.url)
      background.run(
        () => buildExport({ db, storage, origins, logger }, asked.export.id),
        (error) => logger.error({ err: error }, 'data export failed'),
      )
    }
    return c.json(asked.export, 201)
  })

  endpointRoute(routes, e.latestDataExport, async (c) =>
    c.json({ export: await latestExport(c.var.db, c.var.session.user.id) }),
  )

  endpointRoute(routes, e.downloadDataExport, async (c) => {
    const file = await exportFile(
      { db: c.var.db, storage },
      { userId: c.var.session.user.id, id: c.req.valid('param').id },
    )
    return sendStoredFile(
      c,
      { body: file.body, contentType: 'application/zip' },
      { visibility: 'private', downloadName: file.fileName },
    )
  })

  endpointRoute(routes, e.recordConsent, async (c) => {
    const { kind, granted } = c.req.valid('json')
    const versions = await documentVersions(deps.content)
    // A policy is accepted, never refused here: refusing it is erasing one's account.
    if (kind !== 'cookies' && !granted)
      throw new ApiError(400, 'validation_failed', {
        errors: { granted: [translate(c.var.locale, policyRequired)] },
      })
    await recordConsents(c.var.db, c.var.session.user.id, [
      { kind, granted, version: versions[kind], source: kind === 'cookies' ? 'banner' : 'asked-again' },
    ])
    return c.body(null, 204)
  })

  endpointRoute(routes, e.eraseAccount, async (c) => {
    const { user, sessionId } = c.var.session
    return c.json(
      await requestErasure(c.var.db, {
        userId: user.id,
        sessionId,
        input: c.req.valid('json'),
        locale: c.var.locale,
        limiter,
        graceDays: env.erasureGraceDays,
        origins: appOrigins(env, c.req.url),
      }),
    )
  })

  return routes
}
