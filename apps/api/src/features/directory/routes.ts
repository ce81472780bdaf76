import { type DirectoryQuery, directoryEndpoints as d } from '@egresa/api-contract/directory'
import { EXPERIENCES_PAGE_SIZE, experienceEndpoints as x } from '@egresa/api-contract/experiences'
import { can } from '@egresa/api-contract/permissions'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import type { Db } from '../../db/client'
import type { AppEnv } from '../../lib/context'
import { type EndpointContext, endpointRoute } from '../../lib/endpoint-route'
import { ApiError, notFound } from '../../lib/errors'
import type { Locale } from '../../lib/i18n'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import { storedFileName } from '../../lib/storage/uploads'
import { findExperience, listExperiences, toExperience } from '../experiences/public'
import { listProjects } from '../portfolio/public'
import { recordCvView } from '../profile/public'
import { directoryReads } from './cache'
import { appliedToCompany, findVisiblePerson, graduationYears, listPeople, profileOf } from './queries'
import { type Audience, seesDetails, type Viewer, viewerOf } from './visibility'

const hiddenFilter = msg`Filtrar por ciudad o por etiquetas es para quien ve esos datos de los perfiles (miembros Premium).`

const detailsOnly = msg`La experiencia laboral de otras personas la ven los miembros Premium.`

/**
 * A viewer filters only on what they may see: a filter on a field the directory hides from them (the city,
 * the tags) would tell them that field through the people it finds: 403.
 */
function filtersOnlyVisible(
  viewer: Viewer,
  query: { location?: string | undefined; tags?: string[] | undefined },
) {
  if (seesDetails(viewer)) return
  if (query.location || query.tags?.length) throw new ApiError(403, 'forbidden', { message: hiddenFilter })
}

/** Published projects on a profile: enough for a profile page without paging. */
const PROFILE_PROJECTS = 50

async function publicProfile(
  c: EndpointContext<typeof d.person | typeof d.companyPerson>,
  audience: Audience,
) {
  const viewer = viewerOf(c.var.session, audience)
  const row = await findVisiblePerson(c.var.db, { viewer, hash: c.req.valid('param').id })
  if (!row) throw notFound()
  const details = seesDetails(viewer) || row.user.id === viewer.id
  const profile = await profileOf(c.var.db, { row, details, locale: c.var.locale })
  const cv =
    audience === 'company'
      ? {
          has_cv:
            row.user.cvKey !== null &&
            (await appliedToCompany(c.var.db, { personId: row.user.id, companyUserId: viewer.id })) !== null,
        }
      : {}
  return c.json({
    ...profile,
    ...cv,
    projects: details
      ? (
          await listProjects(c.var.db, {
            userId: row.user.id,
            publishedOnly: true,
            page: 1,
            size: PROFILE_PROJECTS,
          })
        ).items
      : [],
    experiences: details
      ? await listExperiences(c.var.db, { userId: row.user.id, page: 1, size: EXPERIENCES_PAGE_SIZE })
      : { items: [], total: 0, maxPages: 0 },
  })
}

/**
 * The people area (spec /api/users and /api/workExperiences, and the companies' directory): only people the
 * caller may see, and only public fields; someone the caller may not see answers 404, as if they did not exist.
 */
export type DirectoryRoutesDeps = {
  storage: Storage
  /** The database whose directory pages are kept in memory for a moment (cache.ts): the embedded one. */
  cacheReadsOf?: Db
  /** How long at most (cache.ts, DIRECTORY_CACHE_MS by default). */
  cacheMs?: number
}

/**
 * A page of a directory, kept for every viewer who sees the same page: the same directory, the same fields
 * (details or not), and the office (which sees everyone) apart.
 */
function peoplePage(db: Db, params: { viewer: Viewer; query: DirectoryQuery; locale: Locale }) {
  const { viewer } = params
  const key = [
    viewer.audience,
    seesDetails(viewer) ? 'details' : 'basics',
    can(viewer.role, 'admin.users.read') ? 'office' : 'people',
    params.locale,
    JSON.stringify(params.query),
  ].join(':')
  return Promise.all([
    directoryReads.read(db, key, () => listPeople(db, params)),
    graduationYears(db, viewer),
  ]).then(([list, graduation_years]) => ({ ...list, graduation_years }))
}

export function createDirectoryRoutes(deps: DirectoryRoutesDeps) {
  if (deps.cacheReadsOf) directoryReads.enable(deps.cacheReadsOf, deps.cacheMs)
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, d.directory, async (c) => {
    const viewer = viewerOf(c.var.session, 'alumni')
    const query = c.req.valid('query')
    filtersOnlyVisible(viewer, query)
    return c.json(await peoplePage(c.var.db, { viewer, query, locale: c.var.locale }))
  })

  endpointRoute(routes, d.person, (c) => publicProfile(c, 'alumni'))

  endpointRoute(routes, d.companyDirectory, async (c) => {
    const viewer = viewerOf(c.var.session, 'company')
    const query = c.req.valid('query')
    filtersOnlyVisible(viewer, query)
    return c.json(await peoplePage(c.var.db, { viewer, query, locale: c.var.locale }))
  })

  endpointRoute(routes, d.companyPerson, (c) => publicProfile(c, 'company'))

  // The CV only of a person the company sees who applied to one of its offers: anyone else is a 404.
  endpointRoute(routes, d.companyPersonCv, async (c) => {
    const viewer = viewerOf(c.var.session, 'company')
    const row = await findVisiblePerson(c.var.db, { viewer, hash: c.req.valid('param').id })
    const key = row?.user.cvKey
    const company =
      row && key
        ? await appliedToCompany(c.var.db, { personId: row.user.id, companyUserId: viewer.id })
        : null
    if (!row || !key || !company) throw notFound()
    const file = await deps.storage.get(key)
    if (!file) throw notFound()
    await recordCvView(c.var.db, { personId: row.user.id, company, offer: null })
    return sendStoredFile(c, file, {
      visibility: 'private',
      downloadName: storedFileName(row.user.cvName, 'pdf', 'cv'),
    })
  })

  endpointRoute(routes, x.personExperiences, async (c) => {
    const { user, page, size } = c.req.valid('query')
    const viewer = viewerOf(c.var.session, 'alumni')
    // Without `user` (the mobile app sends only the list's filter): the caller's own, as on their profile.
    if (user === undefined) return c.json(await listExperiences(c.var.db, { userId: viewer.id, page, size }))
    const row = await findVisiblePerson(c.var.db, { viewer, hash: user })
    if (!row) throw notFound()
    // As on a profile page: others' experiences are a detail (Premium), one's own always shows.
    if (row.user.id !== viewer.id && !seesDetails(viewer)) {
      throw new ApiError(403, 'forbidden', { message: detailsOnly })
    }
    return c.json(await listExperiences(c.var.db, { userId: row.user.id, page, size }))
  })

  endpointRoute(routes, x.personExperience, async (c) => {
    const experience = await findExperience(c.var.db, { hash: c.req.valid('param').id })
    const owner = experience
      ? await findVisiblePerson(c.var.db, {
          viewer: viewerOf(c.var.session, 'alumni'),
          id: experience.userId,
        })
      : null
    if (!experience || !owner) throw notFound()
    return c.json(toExperience(experience))
  })

  return routes
}
