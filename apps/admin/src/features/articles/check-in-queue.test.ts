import { ApiError } from '@egresa/api-client/errors'
import { describe, expect, it } from 'vitest'
import { backoff, isRetryable, outcomeOf, ticketParts } from './check-in-queue'

// The door's queue: what is sent again, how long it waits, and what an answer means.

const used = new ApiError(409, {
  reason: 'ticket_used',
  message: 'Esta entrada ya se usó: se registró el 12/05/2027 a las 18:02.',
})
const token = 'e1.r1.signature'

describe('the check-in queue', () => {
  it('sends again what got no answer, or a gateway’s while the server restarts; never a refusal', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true)
    expect(isRetryable(new ApiError(503, { message: 'Unavailable' }))).toBe(true)
    expect(isRetryable(used)).toBe(false)
    expect(isRetryable(new ApiError(400, { message: 'x' }))).toBe(false)
  })

  it('waits 1, 2, 4, 8, 16, then 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(backoff)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000])
  })

  it('reads a ticket’s event and registration', () => {
    expect(ticketParts(token)).toEqual({ event: 'e1', registration: 'r1' })
    expect(ticketParts('not-a-ticket')).toBeNull()
  })

  it('says the API’s “already used”, but counts it as in when a lost sending had got through', () => {
    const body = { token }
    expect(outcomeOf(used, { eventHash: 'e1', body, retried: false, name: null })).toEqual({
      kind: 'refused',
      message: used.message,
    })
    expect(outcomeOf(used, { eventHash: 'e1', body, retried: true, name: null })).toEqual({
      kind: 'in',
      name: null,
    })
    const other = new ApiError(409, {
      reason: 'conflict',
      message: 'Esta entrada es de otro evento: «Cena».',
    })
    expect(outcomeOf(other, { eventHash: 'e2', body, retried: true, name: null }).kind).toBe('other-event')
    // A person waiting stays refused even when the sending was retried: only "already used" means in.
    const waiting = new ApiError(409, {
      reason: 'conflict',
      message: 'Esta persona está en la lista de espera: no tiene plaza.',
    })
    expect(outcomeOf(waiting, { eventHash: 'e1', body, retried: true, name: null })).toEqual({
      kind: 'refused',
      message: waiting.message,
    })
    const forged = new ApiError(400, {
      reason: 'validation_failed',
      message: 'x',
      errors: { token: ['No es válida.'] },
    })
    expect(outcomeOf(forged, { eventHash: 'e1', body, retried: false, name: null })).toEqual({
      kind: 'forged',
      message: 'No es válida.',
    })
  })
})
