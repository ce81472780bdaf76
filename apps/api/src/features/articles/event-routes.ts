import { eventEndpoints as e } from '@egresa/api-contract/events'
import { type Context, Hono } from 'hono'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { type AuditEntry, recordAudit } from '../../lib/audit'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { appOrigins, mailLinkSecret } from '../../lib/links'
import { articleLanguage, findArticleRow } from './queries'
import {
  checkIn,
  listRegistrations,
  mailAttendees,
  registrationsCsv,
  setSignupsClosed,
} from './registration-office'
import { eventCounts, signupOf } from './registration-reads'
import {
  cancelEventSignUp,
  type EventLinks,
  findMyRegistration,
  listMyEvents,
  signUpToEvent,
  ticketPng,
  ticketSvg,
  ticketToken,
} from './registrations'

export type EventRoutesDeps = { env: Env }

/** Events people sign up for in the portal (docs/events.md): members' sign-ups and tickets, the office's list. */
export function createEventRoutes(deps: EventRoutesDeps) {
  const routes = new Hono<AppEnv>()
  const links = <E extends AppEnv>(c: Context<E>): EventLinks => ({
    origins: appOrigins(deps.env, c.req.url),
    secret: mailLinkSecret(deps.env),
  })
  const audit =
    <E extends AppEnv>(c: Context<E>) =>
    (tx: Db, entry: AuditEntry) =>
      recordAudit(c, tx, entry)

  // Members.

  endpointRoute(routes, e.signUp, async (c) => {
    const { db, locale, session } = c.var
    const id = c.req.valid('param').id
    const row = await signUpToEvent(db, {
      userId: session.user.id,
      role: session.user.role,
      id,
      input: c.req.valid('json'),
      locale,
      links: links(c),
    })
    const signup = await signupOf(db, row, { userId: session.user.id, role: session.user.role, locale })
    if (!signup) throw notFound()
    return c.json({ event: row.hash, signup })
  })

  endpointRoute(routes, e.cancelSignUp, async (c) => {
    const { db, locale, session } = c.var
    const row = await cancelEventSignUp(db, {
      userId: session.user.id,
      id: c.req.valid('param').id,
      locale,
      links: links(c),
    })
    const signup = await signupOf(db, row, { userId: session.user.id, role: session.user.role, locale })
    if (!signup) throw notFound()
    return c.json({ event: row.hash, signup })
  })

  endpointRoute(routes, e.myTicket, async (c) => {
    const { db, locale, session } = c.var
    const found = await findMyRegistration(db, {
      userId: session.user.id,
      id: c.req.valid('param').id,
      locale,
    })
    // Only a place has a ticket: a waiting position or a cancelled one is as if there were none.
    if (found?.reg.state !== 'confirmed') throw notFound()
    const { row, reg, startsAt, person } = found
    const token = ticketToken(links(c).secret, row.hash, reg.hash)
    const en = articleLanguage(row, locale) === 'en'
    return c.json({
      event: row.hash,
      title: en ? (row.titleEn ?? row.title) : row.title,
      starts_at: startsAt.toISOString(),
      place: row.place,
      name: person,
      token,
      qr_svg: await ticketSvg(token),
      qr_png: await ticketPng(token),
      checked_in_at: reg.checkedInAt?.toISOString() ?? null,
    })
  })

  endpointRoute(routes, e.myEvents, async (c) => {
    const { when, page, size } = c.req.valid('query')
    return c.json(
      await listMyEvents(c.var.db, { userId: c.var.session.user.id, when, page, size, locale: c.var.locale }),
    )
  })

  // The office.

  endpointRoute(routes, e.eventRegistrations, async (c) => {
    const { state, text, page, size } = c.req.valid('query')
    return c.json(
      await listRegistrations(c.var.db, { hash: c.req.valid('param').hash, state, text, page, size }),
    )
  })

  endpointRoute(routes, e.eventRegistrationsCsv, async (c) => {
    const { file, filename } = await registrationsCsv(c.var.db, {
      hash: c.req.valid('param').hash,
      locale: c.var.locale,
    })
    return c.body(file, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    })
  })

  endpointRoute(routes, e.eventCounts, async (c) => {
    const row = await findArticleRow(c.var.db, c.req.valid('param').hash)
    if (row?.type !== 'EVENT') throw notFound()
    return c.json(await eventCounts(c.var.db, row))
  })

  endpointRoute(routes, e.closeSignups, async (c) =>
    c.json(
      await setSignupsClosed(c.var.db, {
        hash: c.req.valid('param').hash,
        closed: c.req.valid('json').closed,
        audit: audit(c),
      }),
    ),
  )

  endpointRoute(routes, e.mailAttendees, async (c) => {
    const { subject, text } = c.req.valid('json')
    return c.json(
      await mailAttendees(c.var.db, {
        hash: c.req.valid('param').hash,
        subject,
        text,
        links: links(c),
        audit: audit(c),
      }),
    )
  })

  endpointRoute(routes, e.checkIn, async (c) =>
    c.json(
      await checkIn(c.var.db, {
        hash: c.req.valid('param').hash,
        input: c.req.valid('json'),
        byUserId: c.var.session.user.id,
        secret: links(c).secret,
        locale: c.var.locale,
        audit: audit(c),
      }),
    ),
  )

  return routes
}
