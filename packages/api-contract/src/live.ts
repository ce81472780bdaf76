import * as v from 'valibot'
import type { Endpoint } from './endpoint'

// Live events (docs/live.md): what the API tells a signed-in person's open pages as it happens, over one
// server-sent event stream per page. An event says what changed, never the content: the page then asks the
// endpoint that shows it, with the usual permission checks, so no private text travels through the stream or
// the database's notifications.

/** A conversation of the person's changed (a new message, a read receipt): `conversation` is its hash. */
export const ConversationEvent = v.object({ type: v.literal('conversation'), conversation: v.string() })
/** The person's unread messages now, for the header's count. */
export const UnreadEvent = v.object({
  type: v.literal('unread'),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
/**
 * Events may have been missed (the server's link to the other API processes dropped and came back): reload
 * what the page shows. A page does the same when its stream opens again after a break.
 */
export const ResyncEvent = v.object({ type: v.literal('resync') })

/**
 * One event of `GET /api/live`, sent as the JSON `data` of an unnamed server-sent event. Open: new types
 * will come, and a client ignores a type it does not know (`parseLiveEvent` of `@egresa/api-client/live`
 * answers null for it).
 */
export const LiveEvent = v.variant('type', [ConversationEvent, UnreadEvent, ResyncEvent])
export type LiveEvent = v.InferOutput<typeof LiveEvent>

/** Streams one account may hold open at once in one API process (each open page or tab holds one). */
export const LIVE_STREAMS_PER_ACCOUNT = 5
/** Seconds between the stream's heartbeat comments, which keep proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_SECONDS = 25

export const liveEvents = {
  method: 'GET',
  path: '/api/live',
  summary: `The signed-in account's live events as a server-sent event stream (\`text/event-stream\`): each event's \`data\` is a JSON LiveEvent (a conversation that changed, the unread count, a resync), with a comment every ${LIVE_HEARTBEAT_SECONDS} s; the session comes from the X-Token and X-Device-Id headers or, for a browser's EventSource, which sends no headers, from the \`token\` and \`deviceId\` cookies; no API key for the same reason. 429 past ${LIVE_STREAMS_PER_ACCOUNT} open streams of one account`,
  tag: 'users',
  permission: 'live.read',
  apiKey: false,
  response: { status: 200, contentType: 'text/event-stream' },
} as const satisfies Endpoint

export const liveEndpoints = { liveEvents } as const satisfies Record<string, Endpoint>
