import { experienceEndpoints as e } from '@egresa/api-contract/experiences'
import { Hono } from 'hono'
import { requireSignedIn } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { ApiError, notFound } from '../../lib/errors'
import { validate } from '../../lib/validator'
import {
  createExperience,
  deleteExperience,
  findExperience,
  listExperiences,
  toExperience,
  updateExperience,
} from './queries'

const endBeforeStart = {
  es: 'La fecha de fin no puede ser anterior a la de inicio.',
  en: 'The end date cannot be before the start date.',
}

/**
 * My job experiences (spec /usr/workExperiences). Only the owner reaches an experience through these paths:
 * another person's answers 404, as if it did not exist.
 */
export function createExperienceRoutes() {
  const permission = requireSignedIn('experiences.manage')
  const routes = new Hono<AppEnv>()

  routes.get(
    e.myExperiences.path,
    permission,
    validate('query', e.myExperiences.request.query),
    async (c) => {
      const { page, size } = c.req.valid('query')
      return c.json(await listExperiences(c.var.db, { userId: c.var.session.user.id, page, size }))
    },
  )

  routes.post(
    e.createExperience.path,
    permission,
    validate('json', e.createExperience.request.body),
    async (c) =>
      c.json(
        await createExperience(c.var.db, { userId: c.var.session.user.id, input: c.req.valid('json') }),
        201,
      ),
  )

  routes.get('/usr/workExperiences/:id', permission, async (c) => {
    const row = await findExperience(c.var.db, { hash: c.req.param('id') })
    if (!row || row.userId !== c.var.session.user.id) throw notFound()
    return c.json(toExperience(row))
  })

  routes.patch(
    '/usr/workExperiences/:id',
    permission,
    validate('json', e.updateExperience.request.body),
    async (c) => {
      const result = await updateExperience(c.var.db, {
        userId: c.var.session.user.id,
        hash: c.req.param('id'),
        input: c.req.valid('json'),
      })
      if (!result) throw notFound()
      if (result === 'bad_dates') {
        throw new ApiError(400, 'validation_failed', { errors: { end: [endBeforeStart[c.var.locale]] } })
      }
      return c.json(result)
    },
  )

  routes.delete('/usr/workExperiences/:id', permission, async (c) => {
    if (!(await deleteExperience(c.var.db, { userId: c.var.session.user.id, hash: c.req.param('id') }))) {
      throw notFound()
    }
    return c.body(null, 204)
  })

  return routes
}
