import { isApiError } from '@egresa/api-client/errors'
import type { CheckInInput } from '@egresa/api-contract/events'

// The door's check-ins when the connection is poor: a scan the network lost waits in a small queue and is
// sent again with a growing pause; what the server answered (even a refusal) is final.

/** A check-in waiting to be sent again. */
export type PendingCheckIn = {
  key: string
  body: CheckInInput
  /** The person's name when checked in by name; a scanned ticket does not say it. */
  name: string | null
  attempts: number
  /** When to try again (ms since the epoch). */
  next: number
}

/** The pause before the attempt after `attempts` failed ones: 1, 2, 4, 8, 16, then 30 seconds. */
export function backoff(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1))
}

/** A failure worth sending again: no answer at all (the network), or a gateway's while the server restarts. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true
  return error.status === 502 || error.status === 503 || error.status === 504
}

/** The event and the registration a ticket's token names (`{event}.{registration}.{signature}`), if it has the shape. */
export function ticketParts(token: string): { event: string; registration: string } | null {
  const [event, registration, signature, ...rest] = token.split('.')
  if (!event || !registration || !signature || rest.length) return null
  return { event, registration }
}

/** What the door shows after a check-in. */
export type CheckInOutcome =
  | { kind: 'in'; name: string | null }
  /** Already used, a person waiting or cancelled: the server's 409 says which, and when. */
  | { kind: 'refused'; message: string }
  | { kind: 'other-event'; message: string }
  | { kind: 'forged'; message: string }
  | { kind: 'error'; message: string }

/**
 * The outcome of a check-in that got an answer. "Already used" (`ticket_used`) to a sending after one lost on
 * the network means the lost one got through before the connection dropped: the person is in. Any other 409
 * (a person waiting or cancelled) is a refusal, retried or not.
 */
export function outcomeOf(
  error: unknown,
  context: { eventHash: string; body: CheckInInput; retried: boolean; name: string | null },
): CheckInOutcome {
  const message = isApiError(error) ? error.messages.join(' ') : error instanceof Error ? error.message : ''
  if (isApiError(error) && error.status === 409) {
    const ticket = 'token' in context.body ? ticketParts(context.body.token) : null
    if (ticket && ticket.event !== context.eventHash) return { kind: 'other-event', message }
    if (context.retried && error.reason === 'ticket_used') return { kind: 'in', name: context.name }
    return { kind: 'refused', message }
  }
  if (isApiError(error) && error.status === 400) return { kind: 'forged', message }
  return { kind: 'error', message }
}
