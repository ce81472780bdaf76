import {
  LIVE_HEARTBEAT_SECONDS,
  LIVE_STREAMS_PER_ACCOUNT,
  liveEndpoints as l,
} from '@egresa/api-contract/live'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { Env } from '../../env'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { ApiError } from '../../lib/errors'
import { isSessionOpen } from './queries'

export type LiveRoutesDeps = {
  env: Pick<Env, 'officeIdleMinutes'>
  /** Between heartbeats, each of which checks the session too (LIVE_HEARTBEAT_SECONDS unless a test says). */
  heartbeatMs?: number
}

/** The live stream's address: a browser's EventSource opens it with cookies, no headers, no API key (app.ts). */
export const isLiveStreamPath = (path: string) => path === l.liveEvents.path

/** Writes a stream has not sent yet: past this the client is not reading, and the stream is dropped. */
const MAX_PENDING_WRITES = 100
/** How long a browser waits before it opens the stream again after a break. */
const RETRY_MS = 5000

/** `GET /api/live`: the signed-in account's live events (docs/live.md). */
export function createLiveRoutes(deps: LiveRoutesDeps) {
  const heartbeatMs = deps.heartbeatMs ?? LIVE_HEARTBEAT_SECONDS * 1000
  const officeIdleMs = deps.env.officeIdleMinutes * 60_000
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, l.liveEvents, (c) => {
    const { db, realtime, logger } = c.var
    const { user, sessionId } = c.var.session
    // One account's pages cannot take the process's connections: each open page (tab) holds a stream.
    if (realtime.subscriptions(user.id) >= LIVE_STREAMS_PER_ACCOUNT)
      throw new ApiError(429, 'too_many_requests', { headers: { 'Retry-After': String(RETRY_MS / 1000) } })
    // nginx buffers a proxied answer unless told not to; Caddy needs `flush_interval -1` (deploy/, docs/live.md).
    c.header('X-Accel-Buffering', 'no')
    const response = streamSSE(c, async (stream) => {
      let end = () => {}
      const ended = new Promise<void>((resolve) => {
        end = resolve
      })
      let pending = 0
      let chain = Promise.resolve()
      const send = (text: string) => {
        if (pending >= MAX_PENDING_WRITES) return stream.abort()
        pending += 1
        chain = chain
          .then(() => stream.write(text))
          .then(() => {
            pending -= 1
          })
      }
      // Subscribed before anything is awaited: the limit above counted every stream opened so far.
      const unsubscribe = realtime.subscribe(
        user.id,
        (event) => send(`data: ${JSON.stringify(event)}\n\n`),
        end,
      )
      stream.onAbort(end)
      send(`retry: ${RETRY_MS}\n\n`)
      // A comment every heartbeat keeps proxies from closing an idle stream; a session ended meanwhile (a
      // sign-out elsewhere, the account disabled) ends the stream, whose reopening then gets a 401.
      const heartbeat = setInterval(() => {
        isSessionOpen(db, { sessionId, officeIdleMs })
          .then((open) => (open ? send(': ping\n\n') : end()))
          .catch((error: unknown) => {
            // The database away: the session cannot be checked now; the stream stays, and the next beat checks.
            logger.warn({ err: error }, 'live events: session check failed')
            send(': ping\n\n')
          })
      }, heartbeatMs)
      try {
        await ended
      } finally {
        clearInterval(heartbeat)
        unsubscribe()
      }
    })
    // The API's answers hold personal data: no cache keeps them (streamSSE says no-cache).
    response.headers.set('Cache-Control', 'no-store')
    return response
  })

  return routes
}
