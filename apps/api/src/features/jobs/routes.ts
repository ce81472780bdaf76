import { jobEndpoints as j } from '@egresa/api-contract/jobs'
import { Hono } from 'hono'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { auditWriter } from '../../lib/office-decisions'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import { storedFileName } from '../../lib/storage/uploads'
import { recordCvView } from '../profile/public'
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

  endpointRoute(routes, j.latestJobs, async (c) => {
    const { db, locale } = c.var
    return c.json(await cachedRead(db, `latest:${locale}`, () => latestJobs(db, { locale })))
  })

  endpointRoute(routes, j.jobBank, async (c) => {
    const { db, locale } = c.var
    const query = c.req.valid('query')
    const userId = c.var.session.user.id
    const list = await cachedRead(db, `bank:${locale}:${JSON.stringify(query)}`, () =>
      listJobBank(db, { query, locale }),
    )
    if (!list.items.length) return c.json(list)
    const mine = await cachedRead(db, `mine:${userId}`, () => myApplicationsByOffer(db, userId))
    return c.json(withMyApplications(list, mine))
  })

  endpointRoute(routes, j.jobOffer, async (c) => {
    const offer = await findPublicOffer(c.var.db, {
      hash: c.req.valid('param').id,
      viewerId: c.var.auth?.user.id ?? null,
      locale: c.var.locale,
    })
    if (!offer) throw notFound()
    return c.json(offer)
  })

  endpointRoute(routes, j.applyToJob, async (c) => {
    const application = await applyToJob(c.var.db, {
      userId: c.var.session.user.id,
      hash: c.req.valid('param').id,
      keepForCompany: c.req.valid('json').keep_for_company,
      origins: appOrigins(deps.env, c.req.url),
      locale: c.var.locale,
    })
    return c.json(application, 201)
  })

  endpointRoute(routes, j.withdrawApplication, async (c) => {
    await withdrawApplication(c.var.db, { userId: c.var.session.user.id, hash: c.req.valid('param').id })
    return c.body(null, 204)
  })

  endpointRoute(routes, j.myApplications, async (c) => {
    const { page, size } = c.req.valid('query')
    return c.json(
      await listMyApplications(c.var.db, {
        userId: c.var.session.user.id,
        page,
        size,
        locale: c.var.locale,
      }),
    )
  })

  // Companies: the caller's company is the one whose recruiter they are.

  endpointRoute(routes, j.companyOffers, async (c) => {
    const company = await companyOf(c.var.db, c.var.session.user.id)
    return c.json(
      await listCompanyOffers(c.var.db, {
        companyId: company?.id ?? null,
        query: c.req.valid('query'),
        locale: c.var.locale,
      }),
    )
  })

  endpointRoute(routes, j.createOffer, async (c) => {
    const offer = await createOffer(c.var.db, {
      userId: c.var.session.user.id,
      input: c.req.valid('json'),
      locale: c.var.locale,
    })
    return c.json(offer, 201)
  })

  endpointRoute(routes, j.companyOffer, async (c) => {
    const company = await companyOf(c.var.db, c.var.session.user.id)
    const offer = company
      ? await findCompanyOffer(c.var.db, {
          companyId: company.id,
          hash: c.req.valid('param').id,
          locale: c.var.locale,
        })
      : null
    if (!offer) throw notFound()
    return c.json(offer)
  })

  endpointRoute(routes, j.updateOffer, async (c) =>
    c.json(
      await updateOffer(c.var.db, {
        userId: c.var.session.user.id,
        hash: c.req.valid('param').id,
        input: c.req.valid('json'),
        locale: c.var.locale,
      }),
    ),
  )

  endpointRoute(routes, j.deleteOffer, async (c) => {
    await deleteOffer(c.var.db, {
      userId: c.var.session.user.id,
      hash: c.req.valid('param').id,
      origins: appOrigins(deps.env, c.req.url),
    })
    return c.body(null, 204)
  })

  endpointRoute(routes, j.publishOffer, async (c) =>
    c.json(
      await publishOffer(c.var.db, {
        userId: c.var.session.user.id,
        hash: c.req.valid('param').id,
        locale: c.var.locale,
      }),
    ),
  )

  endpointRoute(routes, j.closeOffer, async (c) =>
    c.json(
      await closeOffer(c.var.db, {
        userId: c.var.session.user.id,
        hash: c.req.valid('param').id,
        input: c.req.valid('json'),
        locale: c.var.locale,
        origins: appOrigins(deps.env, c.req.url),
      }),
    ),
  )

  endpointRoute(routes, j.reopenOffer, async (c) =>
    c.json(
      await reopenOffer(c.var.db, {
        userId: c.var.session.user.id,
        hash: c.req.valid('param').id,
        locale: c.var.locale,
      }),
    ),
  )

  endpointRoute(routes, j.offerCandidates, async (c) => {
    const { db, locale } = c.var
    const company = await companyOfCaller(db, c.var.session.user.id)
    const hash = c.req.valid('param').id
    const query = c.req.valid('query')
    const list = company
      ? await cachedRead(db, `candidates:${company.id}:${hash}:${locale}:${JSON.stringify(query)}`, () =>
          listCandidates(db, { companyId: company.id, hash, query, locale }),
        )
      : null
    if (!list) throw notFound()
    return c.json(list)
  })

  endpointRoute(routes, j.offerCandidatesCsv, async (c) => {
    const company = await companyOf(c.var.db, c.var.session.user.id)
    const offer = company
      ? await ownOffer(c.var.db, { companyId: company.id, hash: c.req.valid('param').id })
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
  })

  endpointRoute(routes, j.setCandidateStatus, async (c) =>
    c.json(
      await setCandidateStatus(c.var.db, {
        userId: c.var.session.user.id,
        offerHash: c.req.valid('param').id,
        hash: c.req.valid('param').hash,
        input: c.req.valid('json'),
        origins: appOrigins(deps.env, c.req.url),
        locale: c.var.locale,
      }),
    ),
  )

  // A company reads the CV of a person only through an application to one of its own offers.
  endpointRoute(routes, j.candidateCv, async (c) => {
    const company = await companyOf(c.var.db, c.var.session.user.id)
    const offer = company
      ? await ownOffer(c.var.db, { companyId: company.id, hash: c.req.valid('param').id })
      : null
    const row = offer
      ? await candidateCvKey(c.var.db, { offerId: offer.id, hash: c.req.valid('param').hash })
      : null
    const file = row?.key ? await deps.storage.get(row.key) : null
    if (!file || !row || !company) throw notFound()
    await recordCvView(c.var.db, { personId: row.userId, company, offer })
    return sendStoredFile(c, file, {
      visibility: 'private',
      downloadName: storedFileName(`CV ${row.name} ${row.surname}`, 'pdf', 'cv'),
    })
  })

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
