import * as live from '@egresa/api-contract/live'
import * as v from 'valibot'
import { type ApiClient, endpointPath } from './client'

// The signed-in person's live events (docs/live.md): a browser opens the stream with its own EventSource,
// which sends the session cookies but no headers, and reads each event with parseLiveEvent.

/** The address of `GET /api/live`, for `new EventSource(liveUrl(api), { withCredentials: true })`. */
export function liveUrl(client: Pick<ApiClient, 'baseUrl'>): string {
  return `${client.baseUrl}${endpointPath(live.liveEvents)}`
}

/**
 * The event of a message's `data`, or null for what is not one this version knows (a newer server's type):
 * a page ignores those. After the stream opens again (`open` after an `error`) a page reloads what it shows,
 * as it does on a `resync` event: what happened during the break was not kept for it.
 */
export function parseLiveEvent(data: string): live.LiveEvent | null {
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return null
  }
  const parsed = v.safeParse(live.LiveEvent, json)
  return parsed.success ? parsed.output : null
}
