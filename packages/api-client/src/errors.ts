import { ApiErrorBody } from '@egresa/api-contract/errors'
import * as v from 'valibot'

export type FieldErrors = Record<string, string[]>

/**
 * A rejected API call, with what the server said: `status` (the HTTP status), `reason` (stable id),
 * `message` (in the request's language) and, for 400 and 404, `fieldErrors` to show next to the fields.
 * `localized` is false when the answer was not the API's error body (a proxy's page, a broken answer): its
 * `message` is then for logs only ("HTTP 400"), never for people; the app says something in its language.
 * `handled` is true when the status policy already showed something (an error page, the login page), so a
 * caller should not show a toast as well.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly reason: string
  readonly fieldErrors: FieldErrors
  readonly localized: boolean
  handled = false

  constructor(status: number, body: Partial<ApiErrorBody> & { message: string }, localized = true) {
    super(body.message)
    this.status = status
    this.reason = body.reason ?? 'unknown'
    this.fieldErrors = body.errors ?? {}
    this.localized = localized
  }

  /** Every message of the answer: the field messages, or the general one when there are none. */
  get messages(): string[] {
    const fields = Object.values(this.fieldErrors).flat()
    return fields.length > 0 ? fields : [this.message]
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * Reads the error body of a failed response; a body that is not ours still gives an ApiError, not
 * localized: the HTTP status text ("Bad Request") is English whatever the page's language.
 */
export async function readApiError(response: Response): Promise<ApiError> {
  let data: unknown
  try {
    data = await response.json()
  } catch {
    data = undefined
  }
  const parsed = v.safeParse(ApiErrorBody, data)
  if (parsed.success) return new ApiError(response.status, parsed.output)
  return new ApiError(response.status, { message: `HTTP ${response.status}` }, false)
}

/** What the apps do when the policy sends the person somewhere else. */
export type StatusPolicyHandlers = {
  /** 401 on a request made with a session: the session is already cleared; go to the login page. */
  onSessionExpired?: (error: ApiError) => void
  /** 403: show the "access denied" page. The request never resolves. */
  onForbidden?: (error: ApiError) => void
  /** 500 and 504: show the server error page. */
  onServerError?: (error: ApiError) => void
}

export type PolicyRequest = {
  /** The request carried a session token. */
  signedIn: boolean
  /**
   * A sign-in form is waiting for this answer: 401 (wrong password) and 403 (account not verified or
   * disabled) are its messages to show, not a reason to leave the page.
   */
  signInForm?: boolean
  /** A 403 is the page's to show (a refusal with its reason), not the access-denied page. */
  showForbidden?: boolean
  /**
   * The request changes something (any method but GET): a 500 or 504 is the action's failure, for the page
   * to say in a toast while the person's input stays; the error page is for a page that could not load.
   */
  write?: boolean
}

/** Stands for a request that never settles (spec section 8: a 403 request never resolves). */
const never = () => new Promise<never>(() => undefined)

/**
 * The status-code policy of the portal (spec section 8), in one place. Called with the error of a failed
 * request; it settles only by rejecting, or never:
 * - 401 with a session: the session is over; it is cleared and `onSessionExpired` runs (the app goes to the
 *   login page), then the request rejects with `handled` set. 401 without a session (a wrong password, a
 *   missing API key) rejects with the server's message.
 * - 403: `onForbidden` (the access-denied page); the request never resolves. A sign-in form's 403 (account
 *   waiting for verification) rejects with the server's message instead, and so does any 403 of a client
 *   without `onForbidden` (the server's page renderer: nothing would ever show the page, and the page's
 *   request would hang; rejected, the page is sent with 403), and of a call that shows its refusals in place
 *   (`showForbidden`: who may write to whom in a conversation).
 * - 400 and 404: reject with the field errors and messages of the body, for the form to show.
 * - 418: rejects with the message of the body.
 * - 500 and 504: `onServerError` (the server error page), then rejects with `handled` set; for a write, only
 *   rejects, and the page says that the action failed (the person keeps the page and what they typed).
 * - anything else: rejects.
 */
export function applyStatusPolicy(
  error: ApiError,
  request: PolicyRequest,
  handlers: StatusPolicyHandlers & { clearSession: () => void },
): Promise<never> {
  switch (error.status) {
    case 401:
      if (request.signedIn && !request.signInForm) {
        handlers.clearSession()
        error.handled = true
        handlers.onSessionExpired?.(error)
      }
      return Promise.reject(error)
    case 403:
      if (request.signInForm || request.showForbidden || !handlers.onForbidden) return Promise.reject(error)
      error.handled = true
      handlers.onForbidden?.(error)
      return never()
    case 500:
    case 504:
      if (request.write) return Promise.reject(error)
      error.handled = true
      handlers.onServerError?.(error)
      return Promise.reject(error)
    default:
      return Promise.reject(error)
  }
}
