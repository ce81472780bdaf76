import { experienceEndpoints as e } from '@egresa/api-contract/experiences'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { ApiError, notFound } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import {
  createExperience,
  deleteExperience,
  findExperience,
  listExperiences,
  toExperience,
  updateExperience,
} from './queries'

const endBeforeStart = msg`La fecha de fin no puede ser anterior a la de inicio.`

/**
 * My job experiences (spec /usr/workExperiences). Only the owner reaches an experience through these paths:
 * another person's answers 404, as if it did not exist.
 */
export function createExperienceRoutes() {
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, e.myExperiences, async (c) => {
    const { page, size } = c.req.valid('query')
    return c.json(await listExperiences(c.var.db, { userId: c.var.session.user.id, page, size }))
  })

  endpointRoute(routes, e.createExperience, async (c) =>
    c.json(
      await createExperience(c.var.db, { userId: c.var.session.user.id, input: c.req.valid('json') }),
      201,
    ),
  )

  endpointRoute(routes, e.myExperience, async (c) => {
    const row = await findExperience(c.var.db, { hash: c.req.valid('param').id })
    if (!row || row.userId !== c.var.session.user.id) throw notFound()
    return c.json(toExperience(row))
  })

  endpointRoute(routes, e.updateExperience, async (c) => {
    const result = await updateExperience(c.var.db, {
      userId: c.var.session.user.id,
      hash: c.req.valid('param').id,
      input: c.req.valid('json'),
    })
    if (!result) throw notFound()
    if (result === 'bad_dates') {
      throw new ApiError(400, 'validation_failed', {
        errors: { end: [translate(c.var.locale, endBeforeStart)] },
      })
    }
    return c.json(result)
  })

  endpointRoute(routes, e.deleteExperience, async (c) => {
    const hash = c.req.valid('param').id
    if (!(await deleteExperience(c.var.db, { userId: c.var.session.user.id, hash }))) throw notFound()
    return c.body(null, 204)
  })

  return routes
}
