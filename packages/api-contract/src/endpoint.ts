import type * as v from 'valibot'
import type { Permission } from './permissions'

// The shape of one API operation, apart from the table (`./endpoints`) so that the modules defining
// endpoints and the table that gathers them do not import each other.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A multipart/form-data upload of one file: its field, the accepted types (checked on the bytes) and size.
 * `optional`: the request may come without the file. `dataField`: the endpoint's JSON body travels in the
 * same form, as the text of this field (a registration with its logo is one request).
 */
export type Upload = {
  field: string
  accept: readonly string[]
  maxBytes: number
  optional?: boolean
  dataField?: string
  /**
   * With `dataField`: the body's fields may instead come as plain form fields (`content=…`), as the mobile app
   * of spec section 7 sends them; an empty one counts as not sent. The `dataField` part wins when present.
   */
  plainFields?: boolean
}

/**
 * One API operation. `path` uses OpenAPI templates (`/api/articles/{id}`); `permission` is the one the
 * server checks (null: infrastructure routes outside the permission system). The server's OpenAPI
 * document is generated from the table of these, and the client takes each call from one.
 */
export type Endpoint = {
  method: HttpMethod
  path: string
  summary: string
  tag: string
  permission: Permission | null
  /** Whether the endpoint needs the X-Api-Key header. */
  apiKey: boolean
  request?: {
    params?: v.GenericSchema
    query?: v.GenericSchema
    body?: v.GenericSchema
    upload?: Upload
  }
  /**
   * What the endpoint does when the request has no body at all (spec section 7: the mobile app sends its
   * toggles empty); the body is then optional, for the document too.
   */
  emptyBody?: string
  /** When the endpoint answers 409 `conflict` (the state of what it acts on does not allow it), for the document. */
  conflict?: string
  /** When the endpoint answers 410 `gone` (what it serves has expired), for the document. */
  gone?: string
  /** Success status and body (no body for 204); `contentType` for a file answered as it is (a PDF). */
  response: { status: 200 | 201 | 204; body?: v.GenericSchema; contentType?: string }
}

type RequestPart<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E extends {
  request: { [P in K]: infer S extends v.GenericSchema }
}
  ? S
  : never

/**
 * What a caller may send in the part of a request: the schema's input (what a form or a URL holds) or
 * its output (what a parse of it gave), since the server parses it again. `never` when the endpoint has
 * no such part.
 */
type Sendable<S extends v.GenericSchema> = [S] extends [never] ? never : v.InferInput<S> | v.InferOutput<S>

/** The path parameters of an endpoint (`{ id: string }` for `/api/users/{id}`). */
export type EndpointParams<E extends Endpoint> = Sendable<RequestPart<E, 'params'>>
/** The query of an endpoint, as a caller gives it (numbers or the strings of a URL). */
export type EndpointQuery<E extends Endpoint> = Sendable<RequestPart<E, 'query'>>
/** The JSON body of an endpoint. */
export type EndpointBody<E extends Endpoint> = Sendable<RequestPart<E, 'body'>>

/** The parsed success body of an endpoint; `undefined` for 204 and for files. */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends {
  body: infer S extends v.GenericSchema
}
  ? v.InferOutput<S>
  : undefined
