import { createHash, timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { notFound } from '../../lib/errors'
import { isLoopbackRequest } from '../../lib/loopback-only'
import type { Metrics } from '../../lib/metrics'

export type MetricsRoutesDeps = {
  metrics: Metrics
  /** METRICS_TOKEN: the bearer token a scraper sends; unset, only this machine's loopback is answered. */
  token: string | undefined
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether the caller may read the metrics: it sends the token, compared in constant time (equal-length
 * digests, so not even the token's length shows); without a token configured, it is this machine, as the
 * development helpers decide (no proxy relayed it: lib/loopback-only.ts).
 */
function mayScrape(c: Context<AppEnv>, token: string | undefined): boolean {
  if (!token) return isLoopbackRequest(c)
  const sent = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1]
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token))
}

/**
 * GET /metrics in Prometheus' text format, for the operator's scraper. Anyone else gets the 404 of a path
 * that does not exist (as /_dev does): no scanner learns that the endpoint is there or that a token would
 * open it.
 */
export function createMetricsRoutes(deps: MetricsRoutesDeps) {
  const routes = new Hono<AppEnv>()
  routes.get('/metrics', async (c) => {
    if (!mayScrape(c, deps.token)) throw notFound()
    c.header('Cache-Control', 'no-store')
    return c.body(await deps.metrics.scrape(), 200, { 'Content-Type': deps.metrics.contentType })
  })
  return routes
}
