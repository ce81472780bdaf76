import { WEB_DEVICE_TYPE } from '@egresa/api-contract/auth'
import type { HttpMethod } from '@egresa/api-contract/endpoints'
import ky, { HTTPError, type KyInstance } from 'ky'
import * as v from 'valibot'
import { ApiError, applyStatusPolicy, readApiError, type StatusPolicyHandlers } from './errors'
import { cookieSessionStore, type SessionStore } from './session'

/** The development API key, accepted by a server outside production when `API_KEYS` is unset. */
export const DEV_API_KEY = 'egresa-dev-public-key'

export type ApiClientOptions = StatusPolicyHandlers & {
  /** Where the API is, e.g. `https://api.uni.es`; empty (the default) calls the page's own origin. */
  baseUrl?: string
  /** The app's API key (`X-Api-Key`); defaults to the development key. */
  apiKey?: string
  /** The current language, sent as `Accept-Language` so messages come back in it. */
  locale: () => string
  /** Where the session lives; defaults to the `token` and `deviceId` cookies. */
  session?: SessionStore
  /** Milliseconds before a request gives up (default 30 s). */
  timeout?: number
  fetch?: typeof globalThis.fetch
}

export type QueryValue = string | number | boolean | null | undefined

export type RequestOptions = {
  query?: Record<string, QueryValue>
  json?: unknown
  body?: FormData
  signal?: AbortSignal
  /** The answer goes to a sign-in form: 401 and 403 are its messages (see applyStatusPolicy). */
  signInForm?: boolean
}

export type ApiClient = {
  /** The ky instance with the headers and no status policy, for what the typed functions do not cover. */
  http: KyInstance
  /** Where the API is ('' for the page's own origin), for requests made with `http`. */
  baseUrl: string
  session: SessionStore
  locale: () => string
  /** Changes what the policy does on 401, 403 and 5xx (the apps wire their router here). */
  setPolicyHandlers: (handlers: StatusPolicyHandlers) => void
  /**
   * Sends a request with the status policy applied. Returns the body parsed with `schema`, or undefined
   * when no schema is given (204 answers).
   */
  request: <S extends v.GenericSchema | undefined = undefined>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions & { schema?: S },
  ) => Promise<S extends v.GenericSchema ? v.InferOutput<S> : undefined>
}

function searchParams(query: Record<string, QueryValue> | undefined): URLSearchParams | undefined {
  if (!query) return undefined
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  return params
}

/** An Egresa API client: the spec's headers on every request and the status policy on every failure. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const session = options.session ?? cookieSessionStore()
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')
  const apiKey = options.apiKey || DEV_API_KEY
  let handlers: StatusPolicyHandlers = {
    onSessionExpired: options.onSessionExpired,
    onForbidden: options.onForbidden,
    onServerError: options.onServerError,
  }

  const http = ky.create({
    timeout: options.timeout ?? 30_000,
    // One retry for reads when the server is briefly unavailable; never for writes.
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503] },
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('X-Api-Key', apiKey)
          request.headers.set('Accept-Language', options.locale())
          const { token } = session.read()
          if (token) {
            request.headers.set('X-Token', token)
            request.headers.set('X-Device-Id', session.deviceId())
            request.headers.set('X-Device-Type', String(WEB_DEVICE_TYPE))
          }
        },
      ],
    },
  })

  const request: ApiClient['request'] = async (method, path, requestOptions = {}) => {
    const signedIn = session.read().token !== null
    let response: Response
    try {
      response = await http(`${baseUrl}${path}`, {
        method,
        searchParams: searchParams(requestOptions.query),
        json: requestOptions.json,
        body: requestOptions.body,
        signal: requestOptions.signal,
      })
    } catch (error) {
      if (!(error instanceof HTTPError)) throw error
      const apiError = await readApiError(error.response)
      return applyStatusPolicy(
        apiError,
        { signedIn, signInForm: requestOptions.signInForm },
        { ...handlers, clearSession: () => session.clear() },
      )
    }
    const schema = requestOptions.schema
    if (!schema) return undefined as never
    const data: unknown = await response.json()
    const parsed = v.safeParse(schema, data)
    if (!parsed.success) {
      // The server broke the contract: treat it like any other unexpected failure.
      throw new ApiError(response.status, {
        reason: 'invalid_response',
        message: `Unexpected answer from ${method} ${path}: ${v.summarize(parsed.issues)}`,
      })
    }
    return parsed.output as never
  }

  return {
    http,
    baseUrl,
    session,
    locale: options.locale,
    setPolicyHandlers: (next) => {
      handlers = { ...handlers, ...next }
    },
    request,
  }
}
