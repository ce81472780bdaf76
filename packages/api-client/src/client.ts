import { WEB_DEVICE_TYPE } from '@egresa/api-contract/auth'
import type {
  Endpoint,
  EndpointAnswer,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  Upload,
} from '@egresa/api-contract/endpoint'
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
  /**
   * The app that calls, sent as `X-Egresa-App` (`alumni`, `company`, `admin`): the office's audit log tells
   * the admin app's calls from other callers of its API by it.
   */
  app?: string
  /** The current language, sent as `Accept-Language` so messages come back in it. */
  locale: () => string
  /** Where the session lives; defaults to the `token` and `deviceId` cookies. */
  session?: SessionStore
  /** Milliseconds before a request gives up (default 30 s). */
  timeout?: number
  fetch?: typeof globalThis.fetch
}

type Absent<T> = [T] extends [never] ? true : false

/**
 * What a call of `endpoint` sends, all of it typed by the endpoint's schemas: `params` fill the path's
 * `{name}` placeholders, `query` goes in the query string, `body` is the JSON body, `file` the upload.
 * A part the endpoint does not take cannot be given; a part it requires must be.
 */
export type CallOptions<E extends Endpoint> = {
  signal?: AbortSignal
  /** The answer goes to a sign-in form: 401 and 403 are its messages (see applyStatusPolicy). */
  signInForm?: boolean
  /**
   * A 403 is a refusal the page shows in place (who may write to whom, in a conversation), not a reason to
   * leave it for the access-denied page: the call rejects with the server's message.
   */
  showForbidden?: boolean
  /**
   * The language of this call (`Accept-Language`) instead of the client's current one: a page that asks
   * in its own language while the app moves to another (an article's page while the language switches).
   */
  locale?: string
} & (Absent<EndpointParams<E>> extends true ? { params?: never } : { params: EndpointParams<E> }) &
  (Absent<EndpointQuery<E>> extends true
    ? { query?: never }
    : object extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }) &
  (Absent<EndpointBody<E>> extends true ? { body?: never } : { body: EndpointBody<E> }) &
  (E['request'] extends { upload: { optional: true } }
    ? Partial<UploadOptions>
    : E['request'] extends { upload: Upload }
      ? UploadOptions
      : { file?: never })

type UploadOptions = {
  file: Blob
  /** Defaults to the File's own name, or the upload's field. */
  fileName?: string
}

type SentOptions = {
  signal?: AbortSignal
  signInForm?: boolean
  showForbidden?: boolean
  locale?: string
  params?: unknown
  query?: unknown
  body?: unknown
  file?: Blob
  fileName?: string
}

/** The options of a call, which may be left out when the endpoint requires none. */
export type CallArgs<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]

export type ApiClient = {
  /** The ky instance with the headers and no status policy, for what the typed calls do not cover. */
  http: KyInstance
  /** Where the API is ('' for the page's own origin), for requests made with `http`. */
  baseUrl: string
  session: SessionStore
  locale: () => string
  /** Changes what the policy does on 401, 403 and 5xx (the apps wire their router here). */
  setPolicyHandlers: (handlers: StatusPolicyHandlers) => void
  /**
   * Calls one endpoint of the contract's table, with the status policy applied: the method and path are
   * the endpoint's, the options are typed by its schemas, and the answer is parsed with its response
   * schema (undefined for 204).
   */
  call: <const E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) => Promise<EndpointAnswer<E>>
}

/** The path of an endpoint with its `{name}` placeholders filled, each value URL-encoded. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: unknown): string {
  const values: Record<string, unknown> = typeof params === 'object' && params !== null ? { ...params } : {}
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${endpoint.path}: no value for {${name}}`)
    }
    return encodeURIComponent(String(value))
  })
}

// A list (`tags`) goes as the key repeated; nothing, null and '' are left out.
function searchParams(query: unknown): URLSearchParams | undefined {
  if (typeof query !== 'object' || query === null) return undefined
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item))
    }
  }
  return params
}

/** The multipart form of an upload: the file, and the JSON body as the text of `dataField` if it has one. */
function formData(upload: Upload, options: SentOptions): FormData {
  const form = new FormData()
  if (upload.dataField) form.set(upload.dataField, JSON.stringify(options.body ?? {}))
  const { file, fileName } = options
  if (file) form.set(upload.field, file, fileName ?? (file instanceof File ? file.name : upload.field))
  return form
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
          if (options.app) request.headers.set('X-Egresa-App', options.app)
          // A call's own language (CallOptions' `locale`) wins over the client's.
          if (!request.headers.has('Accept-Language'))
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

  function call<const E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointAnswer<E>> {
    const options: SentOptions = args[0] ?? {}
    // `send` parsed the answer with the endpoint's response schema: it is that schema's output.
    return send(endpoint, options) as Promise<EndpointAnswer<E>>
  }

  async function send(endpoint: Endpoint, options: SentOptions): Promise<unknown> {
    const { method } = endpoint
    const path = endpointPath(endpoint, options.params)
    const upload = endpoint.request?.upload
    const signedIn = session.read().token !== null
    let response: Response
    try {
      response = await http(`${baseUrl}${path}`, {
        method,
        searchParams: searchParams(options.query),
        json: upload?.dataField ? undefined : options.body,
        body: upload && (options.file || upload.dataField) ? formData(upload, options) : undefined,
        signal: options.signal,
        headers: options.locale ? { 'Accept-Language': options.locale } : undefined,
      })
    } catch (error) {
      if (!(error instanceof HTTPError)) throw error
      const apiError = await readApiError(error.response)
      return applyStatusPolicy(
        apiError,
        {
          signedIn,
          signInForm: options.signInForm,
          showForbidden: options.showForbidden,
          write: method !== 'GET',
        },
        { ...handlers, clearSession: () => session.clear() },
      )
    }
    const schema = endpoint.response.body
    if (!schema) return undefined
    const data: unknown = await response.json()
    const parsed = v.safeParse(schema, data)
    if (!parsed.success) {
      // The server broke the contract: treat it like any other unexpected failure.
      throw new ApiError(
        response.status,
        {
          reason: 'invalid_response',
          message: `Unexpected answer from ${method} ${path}: ${v.summarize(parsed.issues)}`,
        },
        false,
      )
    }
    return parsed.output
  }

  return {
    http,
    baseUrl,
    session,
    locale: options.locale,
    setPolicyHandlers: (next) => {
      handlers = { ...handlers, ...next }
    },
    call,
  }
}
