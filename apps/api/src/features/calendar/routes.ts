import * as cal from '@egresa/api-contract/calendar'
import { Hono } from 'hono'
import type { Env } from '../../env'
import { clientAddress } from '../../lib/client-address'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { apiOrigin, appOrigins } from '../../lib/links'
import type { CalendarLimiter } from './limits'
import { createFeed, deleteFeed, feedState, readFeed } from './service'

export type CalendarRoutesDeps = { env: Env; limiter: CalendarLimiter }

const FEED_PREFIX = '/api/calendar/'

/** The feeds' addresses: calendar apps open them without the API key or a session (app.ts). */
export const isCalendarFeedPath = (path: string) =>
  path.startsWith(FEED_PREFIX) &&
  path.length > FEED_PREFIX.length &&
  !path.slice(FEED_PREFIX.length).includes('/')

/** A person's calendar feed (docs/articles.md, "My calendar"): its state, a new address, revoking it, reading it. */
export function createCalendarRoutes(deps: CalendarRoutesDeps) {
  const { env, limiter } = deps
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, cal.calendarFeed, async (c) =>
    c.json(await feedState(c.var.db, c.var.session.user.id)),
  )

  endpointRoute(routes, cal.createCalendarFeed, async (c) =>
    c.json(
      await createFeed(c.var.db, { userId: c.var.session.user.id, apiOrigin: apiOrigin(env, c.req.url) }),
      201,
    ),
  )

  endpointRoute(routes, cal.deleteCalendarFeed, async (c) => {
    await deleteFeed(c.var.db, c.var.session.user.id)
    return c.body(null, 204)
  })

  endpointRoute(routes, cal.calendarFeedIcs, async (c) => {
    const address = clientAddress(c, env.trustProxy)
    await limiter.check(address)
    const origins = appOrigins(env, c.req.url)
    const body = await readFeed(c.var.db, {
      file: c.req.valid('param').file,
      origins,
      domain: new URL(origins.alumni).hostname,
    })
    if (body === null) {
      await limiter.miss(address)
      throw notFound()
    }
    // The person's own data: kept by no shared cache, and read fresh, so a revoked address ends at once.
    c.header('Cache-Control', 'private, no-store')
    c.header('X-Robots-Tag', 'noindex')
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' })
  })

  return routes
}
