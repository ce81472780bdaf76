import {
  portfolioEndpoints as e,
  MAX_PROJECT_IMAGES,
  PROJECT_IMAGE_MAX_BYTES,
} from '@egresa/api-contract/portfolio'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { ApiError, notFound } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import type { Logger } from '../../lib/logger'
import type { Storage } from '../../lib/storage/storage'
import { newFileKey, readUpload, toWebpImage } from '../../lib/storage/uploads'
import {
  addProjectImage,
  createProject,
  deleteProject,
  findOwnProject,
  listProjects,
  removeProjectImage,
  updateProject,
} from './queries'

export type PortfolioRoutesDeps = { storage: Storage }

const tooManyImages = msg`Un proyecto puede tener como máximo ${{ max: MAX_PROJECT_IMAGES }} imágenes.`

/**
 * My portfolio projects (docs/accounts.md). Only the owner reaches a project through these paths: another
 * person's project answers 404, as if it did not exist.
 */
export function createPortfolioRoutes(deps: PortfolioRoutesDeps) {
  const { storage } = deps
  const forget = (logger: Logger, keys: string[]) =>
    Promise.all(
      keys.map((key) =>
        storage
          .delete(key)
          .catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete a file')),
      ),
    )
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, e.myProjects, async (c) => {
    const { page, size } = c.req.valid('query')
    return c.json(
      await listProjects(c.var.db, { userId: c.var.session.user.id, publishedOnly: false, page, size }),
    )
  })

  endpointRoute(routes, e.createProject, async (c) =>
    c.json(await createProject(c.var.db, { userId: c.var.session.user.id, input: c.req.valid('json') }), 201),
  )

  endpointRoute(routes, e.myProject, async (c) => {
    const project = await findOwnProject(c.var.db, {
      userId: c.var.session.user.id,
      hash: c.req.valid('param').hash,
    })
    if (!project) throw notFound()
    return c.json(project)
  })

  endpointRoute(routes, e.updateProject, async (c) => {
    const project = await updateProject(c.var.db, {
      userId: c.var.session.user.id,
      hash: c.req.valid('param').hash,
      input: c.req.valid('json'),
    })
    if (!project) throw notFound()
    return c.json(project)
  })

  endpointRoute(routes, e.deleteProject, async (c) => {
    const keys = await deleteProject(c.var.db, {
      userId: c.var.session.user.id,
      hash: c.req.valid('param').hash,
    })
    if (!keys) throw notFound()
    await forget(c.var.logger, keys)
    return c.body(null, 204)
  })

  endpointRoute(routes, e.addProjectImage, async (c) => {
    const userId = c.var.session.user.id
    const hash = c.req.valid('param').hash
    // Checked before reading the upload, so a wrong address does not cost an image decode.
    if (!(await findOwnProject(c.var.db, { userId, hash }))) throw notFound()
    const upload = await readUpload(c, 'image', { maxBytes: PROJECT_IMAGE_MAX_BYTES })
    const image = await toWebpImage(c, 'image', upload, { size: 1600, square: false })
    const key = newFileKey('projects', 'webp')
    await storage.put(key, image, 'image/webp')
    let result: Awaited<ReturnType<typeof addProjectImage>>
    try {
      result = await addProjectImage(c.var.db, { userId, hash, key, limit: MAX_PROJECT_IMAGES })
    } catch (error) {
      await forget(c.var.logger, [key])
      throw error
    }
    if (result !== 'added') {
      await forget(c.var.logger, [key])
      if (result === 'full') {
        throw new ApiError(400, 'validation_failed', {
          errors: { image: [translate(c.var.locale, tooManyImages)] },
        })
      }
      throw notFound()
    }
    // Gone only if it was deleted meanwhile.
    const project = await findOwnProject(c.var.db, { userId, hash })
    if (!project) throw notFound()
    return c.json(project, 201)
  })

  endpointRoute(routes, e.deleteProjectImage, async (c) => {
    const userId = c.var.session.user.id
    const hash = c.req.valid('param').hash
    const key = await removeProjectImage(c.var.db, {
      userId,
      hash,
      imageHash: c.req.valid('param').imageHash,
    })
    if (!key) throw notFound()
    await forget(c.var.logger, [key])
    const project = await findOwnProject(c.var.db, { userId, hash })
    if (!project) throw notFound()
    return c.json(project)
  })

  return routes
}
