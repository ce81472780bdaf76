import * as m from '@egresa/api-contract/mentoring'
import { msg } from '@lingui/core/macro'
import { and, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { jobOffers } from '../../db/schema/jobs'
import { companies } from '../../db/schema/users'
import type { Env } from '../../env'
import { recordAudit } from '../../lib/audit'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { mentorsAtCompany, myMentoring, myOffer, officeMentors, searchMentors } from './queries'
import {
  acceptMentoring,
  askMentoring,
  declineMentoring,
  endMentoring,
  saveOffer,
  setOfficePause,
  setOwnPause,
  withdrawMentoring,
} from './service'

export type MentoringRoutesDeps = { env: Env }

/** What a company (or anyone without mentoring) reads: mentoring is between members. */
const membersOnly = msg`La mentoría es entre miembros de la comunidad de antiguos alumnos: ofrecerla y pedirla es cosa de sus miembros.`

/** Mentoring (docs/mentoring.md): offers, the search, requests and mentorships, and the office's mentors. */
export function createMentoringRoutes(deps: MentoringRoutesDeps) {
  const routes = new Hono<AppEnv>()
  const origins = (url: string) => appOrigins(deps.env, url)
  const member = { forbidden: membersOnly }

  endpointRoute(routes, m.myMentorOffer, member, async (c) =>
    c.json({ offer: await myOffer(c.var.db, { userId: c.var.session.user.id, locale: c.var.locale }) }),
  )

  endpointRoute(routes, m.saveMentorOffer, member, async (c) =>
    c.json(
      await saveOffer(c.var.db, {
        userId: c.var.session.user.id,
        input: c.req.valid('json'),
        locale: c.var.locale,
      }),
    ),
  )

  endpointRoute(routes, m.pauseMentorOffer, member, async (c) =>
    c.json(
      await setOwnPause(c.var.db, { userId: c.var.session.user.id, paused: true, locale: c.var.locale }),
    ),
  )

  endpointRoute(routes, m.resumeMentorOffer, member, async (c) =>
    c.json(
      await setOwnPause(c.var.db, { userId: c.var.session.user.id, paused: false, locale: c.var.locale }),
    ),
  )

  endpointRoute(routes, m.mentors, member, async (c) =>
    c.json(
      await searchMentors(c.var.db, {
        viewerId: c.var.session.user.id,
        query: c.req.valid('query'),
        locale: c.var.locale,
      }),
    ),
  )

  endpointRoute(routes, m.offerMentors, member, async (c) => {
    // An offer with a page (published or closed): the job bank's rule for who may read it (docs/jobs.md).
    const [offer] = await c.var.db
      .select({ company: companies.name })
      .from(jobOffers)
      .innerJoin(companies, eq(companies.id, jobOffers.companyId))
      .where(
        and(eq(jobOffers.hash, c.req.valid('param').id), inArray(jobOffers.status, ['PUBLISHED', 'CLOSED'])),
      )
      .limit(1)
    if (!offer) throw notFound()
    const items = await mentorsAtCompany(c.var.db, {
      viewerId: c.var.session.user.id,
      companyName: offer.company,
      locale: c.var.locale,
    })
    return c.json({ company: offer.company, items })
  })

  endpointRoute(routes, m.askMentoring, member, async (c) =>
    c.json(
      await askMentoring(c.var.db, {
        menteeId: c.var.session.user.id,
        mentorHash: c.req.valid('param').id,
        input: c.req.valid('json'),
        origins: origins(c.req.url),
        locale: c.var.locale,
      }),
      201,
    ),
  )

  endpointRoute(routes, m.myMentoring, member, async (c) =>
    c.json(await myMentoring(c.var.db, { userId: c.var.session.user.id, locale: c.var.locale })),
  )

  endpointRoute(routes, m.acceptMentoring, member, async (c) =>
    c.json(
      await acceptMentoring(c.var.db, {
        hash: c.req.valid('param').id,
        userId: c.var.session.user.id,
        origins: origins(c.req.url),
        locale: c.var.locale,
      }),
    ),
  )

  endpointRoute(routes, m.declineMentoring, member, async (c) =>
    c.json(
      await declineMentoring(c.var.db, {
        hash: c.req.valid('param').id,
        userId: c.var.session.user.id,
        input: c.req.valid('json'),
        origins: origins(c.req.url),
        locale: c.var.locale,
      }),
    ),
  )

  endpointRoute(routes, m.withdrawMentoring, member, async (c) =>
    c.json(
      await withdrawMentoring(c.var.db, {
        hash: c.req.valid('param').id,
        userId: c.var.session.user.id,
        locale: c.var.locale,
      }),
    ),
  )

  endpointRoute(routes, m.endMentoring, member, async (c) =>
    c.json(
      await endMentoring(c.var.db, {
        hash: c.req.valid('param').id,
        userId: c.var.session.user.id,
        input: c.req.valid('json'),
        locale: c.var.locale,
      }),
    ),
  )

  // The alumni office.

  endpointRoute(routes, m.officeMentors, async (c) =>
    c.json(await officeMentors(c.var.db, c.req.valid('query'))),
  )

  endpointRoute(routes, m.officePauseMentor, async (c) =>
    c.json(
      await setOfficePause(c.var.db, {
        hash: c.req.valid('param').id,
        paused: true,
        input: c.req.valid('json'),
        officeId: c.var.session.user.id,
        audit: (tx, entry) => recordAudit(c, tx, entry),
      }),
    ),
  )

  endpointRoute(routes, m.officeResumeMentor, async (c) =>
    c.json(
      await setOfficePause(c.var.db, {
        hash: c.req.valid('param').id,
        paused: false,
        officeId: c.var.session.user.id,
        audit: (tx, entry) => recordAudit(c, tx, entry),
      }),
    ),
  )

  return routes
}
