import { jobEndpoints as j } from '@egresa/api-contract/jobs'
import { Hono } from 'hono'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { requirePermission, requireSignedIn } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { auditWriter } from '../../lib/office-decisions'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import { storedFileName } from '../../lib/storage/uploads'
import { validate } from '../../lib/validator'
import { cachedRead, enableJobsCache } from './cache'
import { candidatesCsv, csvFileName } from './csv'
import {
  allCandidates,
  candidateCvKey,
  companyOf,
  findCompanyOffer,
  findPublicOffer,
  latestJobs,
  listAdminOffers,
  listCandidates,
  listCompanyOffers,
  listJobBank,
  listMyApplications,
  myApplicationsByOffer,
  ownOffer,
  withMyApplications,
} from './queries'
import {
  applyToJob,
  bulkOffers,
  closeOffer,
  createOffer,
  decideOffer,
  deleteOffer,
  publishOffer,
  reopenOffer,
  setCandidateStatus,
  updateOffer,
  withdrawApplication,
} from './service'

export type JobRoutesDeps = {
  env: Env
  storage: Storage
  /** The database whose job-bank reads are kept in memory for a moment (cache.ts): the embedded one. */
  cacheReadsOf?: Db
  /** How long at most (cache.ts, JOBS_CACHE_MS by default). */
  cacheMs?: number
}

/**
 * The job bank (docs/jobs.md): the public teaser and offer pages, the Premium job bank and applications,
 * a company's offers and candidates (another company's answer 404, as if they did not exist), and the
 * alumni office's review.
 */
export function createJobRoutes(deps: JobRoutesDeps) {
  if (deps.cacheReadsOf) enableJobsCache(deps.cacheReadsOf, deps.cacheMs)
  const routes = new Hono<AppEnv>()
  /** The caller's company (kept with the job bank's reads: a company's row hardly changes). */
  const companyOfCaller = (db: Db, userId: string) =>
    cachedRead(db, `company:${userId}`, () => companyOf(db, userId))

  // Alumni and everyone.

  routes.get(j.latestJobs.path, requirePermission(j.latestJobs.permission), async (c) => {
    const { db, locale } = c.var
    return c.json(await cachedRead(db, `latest:${locale}`, () => latestJobs(db, { locale })))
  })

  routes.get(
    j.jobBank.path,
    requireSignedIn(j.jobBank.permission),
    validate('query', j.jobBank.request.query),
    async (c) => {
      const { db, locale } = c.var
      const query = c.req.valid('query')
      const userId = c.var.session.user.id
      const list = await cachedRead(db, `bank:${locale}:${JSON.stringify(query)}`, () =>
        listJobBank(db, { query, locale }),
      )
      if (!list.items.length) return c.json(list)
      const mine = await cachedRead(db, `mine:${userId}`, () => myApplicationsByOffer(db, userId))
      return c.json(withMyApplications(list, mine))
    },
  )

  routes.get('/api/jobs/:id', requirePermission(j.jobOffer.permission), async (c) => {
    const offer = await findPublicOffer(c.var.db, {
      hash: c.req.param('id'),
      viewerId: c.var.auth?.user.id ?? null,
      locale: c.var.locale,
    })
    if (!offer) throw notFound()
    return c.json(offer)
  })

  routes.post('/usr/jobs/:id/application', requireSignedIn(j.applyToJob.permission), async (c) => {
    const application = await applyToJob(c.var.db, {
      userId: c.var.session.user.id,
      hash: c.req.param('id'),
      origins: appOrigins(deps.env, c.req.url),
      locale: c.var.locale,
    })
    return c.json(application, 201)
  })

  routes.delete('/usr/jobs/:id/application', requireSignedIn(j.withdrawApplication.permission), async (c) => {
    await withdrawApplication(c.var.db, { userId: c.var.session.user.id, hash: c.req.param('id') })
    return c.body(null, 204)
  })

  routes.get(
    j.myApplications.path,
    requireSignedIn(j.myApplications.permission),
    validate('query', j.myApplications.request.query),
    async (c) => {
      const { page, size } = c.req.valid('query')
      return c.json(
        await listMyApplications(c.var.db, {
          userId: c.var.session.user.id,
          page,
          size,
          locale: c.var.locale,
        }),
      )
    },
  )

  // Companies: the caller's company is the one whose recruiter they are.

  routes.get(
    j.companyOffers.path,
    requireSignedIn(j.companyOffers.permission),
    validate('query', j.companyOffers.request.query),
    async (c) => {
      const company = await companyOf(c.var.db, c.var.session.user.id)
      return c.json(
        await listCompanyOffers(c.var.db, {
          companyId: company?.id ?? null,
          query: c.req.valid('query'),
          locale: c.var.locale,
        }),
      )
    },
  )

  routes.post(
    j.createOffer.path,
    requireSignedIn(j.createOffer.permission),
    validate('json', j.createOffer.request.body),
    async (c) => {
      const offer = await createOffer(c.var.db, {
        userId: c.var.session.user.id,
        input: c.req.valid('json'),
        locale: c.var.locale,
      })
      return c.json(offer, 201)
    },
  )

  routes.get('/usr/company/offers/:id', requireSignedIn(j.companyOffer.permission), async (c) => {
    const company = await companyOf(c.var.db, c.var.session.user.id)
    const offer = company
      ? await findCompanyOffer(c.var.db, {
          companyId: company.id,
          hash: c.req.param('id'),
          locale: c.var.locale,
        })
      : null
    if (!offer) throw notFound()
    return c.json(offer)
  })

  routes.patch(
    '/usr/company/offers/:id',
    requireSignedIn(j.updateOffer.permission),
    validate('json', j.updateOffer.request.body),
    async (c) =>
      c.json(
        await updateOffer(c.var.db, {
          userId: c.var.session.user.id,
          hash: c.req.param('id'),
          input: c.req.valid('json'),
          locale: c.var.locale,
        }),
      ),
  )

  routes.delete('/usr/company/offers/:id', requireSignedIn(j.deleteOffer.permission), async (c) => {
    await deleteOffer(c.var.db, {
      userId: c.var.session.user.id,
      hash: c.req.param('id'),
      origins: appOrigins(deps.env, c.req.url),
    })
    return c.body(null, 204)
  })

  routes.post('/usr/company/offers/:id/publish', requireSignedIn(j.publishOffer.permission), async (c) =>
    c.json(
      await publishOffer(c.var.db, {
        userId: c.var.session.user.id,
        hash: c.req.param('id'),
        locale: c.var.locale,
      }),
    ),
  )

  routes.post(
    '/usr/company/offers/:id/close',
    requireSignedIn(j.closeOffer.permission),
    validate('json', j.closeOffer.request.body),
    async (c) =>
      c.json(
        await closeOffer(c.var.db, {
          userId: c.var.session.user.id,
          hash: c.req.param('id'),
          input: c.req.valid('json'),
          locale: c.var.locale,
          origins: appOrigins(deps.env, c.req.url),
        }),
      ),
  )

  routes.post('/usr/company/offers/:id/reopen', requireSignedIn(j.reopenOffer.permission), async (c) =>
    c.json(
      await reopenOffer(c.var.db, {
        userId: c.var.session.user.id,
        hash: c.req.param('id'),
        locale: c.var.locale,
      }),
    ),
  )

  routes.get(
    '/usr/company/offers/:id/candidates',
    requireSignedIn(j.offerCandidates.permission),
    validate('query', j.offerCandidates.request.query),
    async (c) => {
      const { db, locale } = c.var
      const company = await companyOfCaller(db, c.var.session.user.id)
      const hash = c.req.param('id')
      const query = c.req.valid('query')
      const list = company
        ? await cachedRead(db, `candidates:${company.id}:${hash}:${locale}:${JSON.stringify(query)}`, () =>
            listCandidates(db, { companyId: company.id, hash, query, locale }),
          )
        : null
      if (!list) throw notFound()
      return c.json(list)
    },
  )

  routes.get(
    '/usr/company/offers/:id/candidates.csv',
    requireSignedIn(j.offerCandidatesCsv.permission),
    async (c) => {
      const company = await companyOf(c.var.db, c.var.session.user.id)
      const offer = company
        ? await ownOffer(c.var.db, { companyId: company.id, hash: c.req.param('id') })
        : null
      if (!offer) throw notFound()
      const candidates = await allCandidates(c.var.db, { offerId: offer.id, locale: c.var.locale })
      const csv = candidatesCsv(candidates, c.var.locale)
      const name = csvFileName(offer.title, c.var.locale)
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
    },
  )

  routes.patch(
    '/usr/company/offers/:id/candidates/:hash',
    requireSignedIn(j.setCandidateStatus.permission),
    validate('json', j.setCandidateStatus.request.body),
    async (c) =>
      c.json(
        await setCandidateStatus(c.var.db, {
          userId: c.var.session.user.id,
          offerHash: c.req.param('id'),
          hash: c.req.param('hash'),
          input: c.req.valid('json'),
          origins: appOrigins(deps.env, c.req.url),
          locale: c.var.locale,
        }),
      ),
  )

  // A company reads the CV of a person only through an application to one of its own offers.
  routes.get(
    '/usr/company/offers/:id/candidates/:hash/cv',
    requireSignedIn(j.candidateCv.permission),
    async (c) => {
      const company = await companyOf(c.var.db, c.var.session.user.id)
      const offer = company
        ? await ownOffer(c.var.db, { companyId: company.id, hash: c.req.param('id') })
        : null
      const row = offer
        ? await candidateCvKey(c.var.db, { offerId: offer.id, hash: c.req.param('hash') })
        : null
      const file = row?.key ? await deps.storage.get(row.key) : null
      if (!file || !row) throw notFound()
      return sendStoredFile(c, file, {
        visibility: 'private',
        downloadName: storedFileName(`CV ${row.name} ${row.surname}`, 'pdf', 'cv'),
      })
    },
  )

  // The alumni office.

  endpointRoute(routes, j.adminOffers, async (c) =>
    c.json(await listAdminOffers(c.var.db, c.req.valid('query'))),
  )

  endpointRoute(routes, j.adminOffer, async (c) => {
    const offer = await findPublicOffer(c.var.db, {
      hash: c.req.valid('param').hash,
      viewerId: null,
      locale: c.var.locale,
      anyStatus: true,
    })
    if (!offer) throw notFound()
    return c.json(offer)
  })

  endpointRoute(routes, j.bulkOffers, async (c) =>
    c.json(
      await bulkOffers(c.var.db, {
        ...c.req.valid('json'),
        origins: appOrigins(deps.env, c.req.url),
        decider: { id: c.var.session.user.id },
        audit: auditWriter(c),
      }),
    ),
  )

  endpointRoute(routes, j.approveOffer, async (c) => {
    const offer = await decideOffer(c.var.db, {
      action: 'approve',
      hash: c.req.valid('param').hash,
      origins: appOrigins(deps.env, c.req.url),
      decider: { id: c.var.session.user.id },
      audit: auditWriter(c),
    })
    if (!offer) throw notFound()
    return c.json(offer)
  })

  endpointRoute(routes, j.rejectOffer, async (c) => {
    const offer = await decideOffer(c.var.db, {
      action: 'reject',
      hash: c.req.valid('param').hash,
      reason: c.req.valid('json').reason,
      origins: appOrigins(deps.env, c.req.url),
      decider: { id: c.var.session.user.id },
      audit: auditWriter(c),
    })
    if (!offer) throw notFound()
    return c.json(offer)
  })

  endpointRoute(routes, j.officeCloseOffer, async (c) => {
    const offer = await decideOffer(c.var.db, {
      action: 'close',
      hash: c.req.valid('param').hash,
      reason: c.req.valid('json').reason,
      origins: appOrigins(deps.env, c.req.url),
      decider: { id: c.var.session.user.id },
      audit: auditWriter(c),
    })
    if (!offer) throw notFound()
    return c.json(offer)
  })

  return routes
}
