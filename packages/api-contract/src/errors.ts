import * as v from 'valibot'

/** Stable, machine-readable reasons; clients branch on these, people read `message`. */
export const errorReasons = [
  'validation_failed',
  'unauthorized',
  'invalid_api_key',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  /** A 409 of the check-in at an event's door: this ticket was used already (docs/events.md). */
  'ticket_used',
  'gone',
  'account_not_verified',
  'invalid_credentials',
  'too_many_requests',
  'payload_too_large',
  'unsupported_media_type',
  'request_timeout',
  'headers_too_large',
  'service_unavailable',
  'internal',
] as const

export type ErrorReason = (typeof errorReasons)[number]

/** The body of every error answer: `code` is the HTTP status, `errors` maps a field to its messages. */
export const ApiErrorBody = v.object({
  code: v.pipe(v.number(), v.integer()),
  reason: v.string(),
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
})

export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>
