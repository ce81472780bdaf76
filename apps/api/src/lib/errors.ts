import type { ApiErrorBody, ErrorReason } from '@egresa/api-contract/errors'
import type { MessageDescriptor } from '@lingui/core'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './context'
import { defaultLocale, type Locale, translate } from './i18n'
import { fieldMessage, reasonMessage } from './messages'

export type FieldErrors = Record<string, string[]>

/**
 * An error the caller should see as it is: thrown anywhere in a request, turned into the error body by
 * the app's error handler. `message` (a `msg` of the API's catalog, with `values` for its placeholders)
 * overrides the reason's, and is said in the request's language.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly reason: ErrorReason,
    readonly options: {
      errors?: FieldErrors
      message?: MessageDescriptor
      values?: Record<string, unknown>
      headers?: Record<string, string>
    } = {},
  ) {
    super(reason)
  }
}

export const unauthorized = () => new ApiError(401, 'unauthorized')
export const forbidden = () => new ApiError(403, 'forbidden')
export const notFound = () => new ApiError(404, 'not_found')

export function errorBody(
  status: number,
  reason: ErrorReason,
  locale: Locale,
  extra: { errors?: FieldErrors; message?: MessageDescriptor; values?: Record<string, unknown> } = {},
): ApiErrorBody {
  return {
    code: status,
    reason,
    message: extra.message ? translate(locale, extra.message, extra.values) : reasonMessage(reason, locale),
    ...(extra.errors ? { errors: extra.errors } : {}),
  }
}

/** The error's own message in `locale` (an operator command's line says it), undefined when it has none. */
export function ownMessage(error: ApiError, locale: Locale): string | undefined {
  const { message, values } = error.options
  return message ? translate(locale, message, values) : undefined
}

/** Writes an error answer in the request's language. */
export function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  const locale = c.get('locale') ?? defaultLocale
  for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value)
  return c.json(errorBody(error.status, error.reason, locale, error.options), error.status)
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout (DATABASE_TIMEOUT_MS)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  // pg's query_timeout: no answer from the server in time (a network that drops packets).
  'Query read timeout',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
]

/** Whether an error (or one of its causes) means the database cannot be reached, as opposed to a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (UNAVAILABLE_MESSAGES.some((m) => (current as Error).message.includes(m))) return true
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true
    current = current.cause
  }
  return false
}

/** Maps anything thrown during a request to an ApiError; the second value says whether to log it as a fault. */
export function toApiError(error: unknown, locale: Locale): { apiError: ApiError; fault: boolean } {
  if (error instanceof ApiError) return { apiError: error, fault: false }
  if (error instanceof HTTPException) {
    if (error.status === 400 && /malformed json/i.test(error.message)) {
      return {
        apiError: new ApiError(400, 'validation_failed', {
          errors: { body: [fieldMessage('malformed_json', locale)] },
        }),
        fault: false,
      }
    }
    if (error.status === 413) return { apiError: new ApiError(413, 'payload_too_large'), fault: false }
    if (error.status === 401) return { apiError: unauthorized(), fault: false }
    if (error.status === 403) return { apiError: forbidden(), fault: false }
    if (error.status === 404) return { apiError: notFound(), fault: false }
    if (error.status < 500) return { apiError: new ApiError(400, 'validation_failed'), fault: false }
  }
  if (isDatabaseUnavailable(error)) {
    return {
      apiError: new ApiError(503, 'service_unavailable', { headers: { 'Retry-After': '5' } }),
      fault: false,
    }
  }
  return { apiError: new ApiError(500, 'internal'), fault: true }
}
