import type { Endpoint } from '@egresa/api-contract/endpoint'
import type { PublicPermission } from '@egresa/api-contract/permissions'
import { can } from '@egresa/api-contract/permissions'
import type { MessageDescriptor } from '@lingui/core'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import { requirePermission, requireSignedIn } from './auth/require-permission'
import type { AppEnv, SignedInEnv } from './context'
import { validate } from './validator'

type Part<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E extends {
  request: { [P in K]: infer S extends v.GenericSchema }
}
  ? S
  : never

/** `{ [target]: what the schema gives }`, or nothing when the endpoint has no such part. */
type Validated<T extends string, S, Io extends 'in' | 'out'> = [S] extends [never]
  ? Record<never, never>
  : S extends v.GenericSchema
    ? { [K in T]: Io extends 'in' ? v.InferInput<S> : v.InferOutput<S> }
    : Record<never, never>

/** The JSON body is validated unless the endpoint takes an upload (its handler reads the form). */
type JsonPart<E extends Endpoint> = E extends { request: { upload: object } } ? never : Part<E, 'body'>

type Io<E extends Endpoint, D extends 'in' | 'out'> = Validated<'param', Part<E, 'params'>, D> &
  Validated<'query', Part<E, 'query'>, D> &
  Validated<'json', JsonPart<E>, D>

/** What `c.req.valid(...)` gives the handler of an endpoint: `param`, `query`, `json`, as its request has them. */
export type EndpointInput<E extends Endpoint> = { in: Io<E, 'in'>; out: Io<E, 'out'> }

/** The handler's environment: `c.var.session` when the endpoint's permission needs a session. */
export type EndpointEnv<E extends Endpoint> = E['permission'] extends PublicPermission | null
  ? AppEnv
  : AppEnv & SignedInEnv

export type EndpointContext<E extends Endpoint> = Context<EndpointEnv<E>, string, EndpointInput<E>>

export type EndpointHandler<E extends Endpoint> = (c: EndpointContext<E>) => Response | Promise<Response>

export type EndpointRouteOptions = {
  /** The 403's message for a role without the permission (an upgrade prompt), still `forbidden`. */
  forbidden?: MessageDescriptor
  /** Middleware run after the permission check and before the validators. */
  before?: MiddlewareHandler[]
}

/** `/api/articles/{id}` as Hono writes it: `/api/articles/:id`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

const registered = new WeakMap<object, Endpoint>()

/** The endpoint whose route ends with this handler, when `endpointRoute` registered it (the permission test reads it). */
export function endpointOf(handler: object): Endpoint | undefined {
  return registered.get(handler)
}

/**
 * Registers an endpoint of the table (`packages/api-contract/src/endpoints.ts`) on a router: its method,
 * its path (`{id}` becomes `:id`), the permission it names as the first handler (requireSignedIn, or
 * requirePermission for what anonymous callers may do), then validators for its `params`, `query` and JSON
 * `body` (not for an upload: the handler reads the form with `readUpload` / `readDataUpload`). The handler
 * reads them typed with `c.req.valid('param' | 'query' | 'json')`; a bad one is a 400 with field messages in
 * the request's language before the handler runs.
 *
 * ```ts
 * endpointRoute(routes, e.myExperience, async (c) => {
 *   const { id } = c.req.valid('param')
 *   …
 * })
 * ```
 */
export function endpointRoute<E extends Endpoint>(
  router: Hono<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
): void
export function endpointRoute<E extends Endpoint>(
  router: Hono<AppEnv>,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void
export function endpointRoute<E extends Endpoint>(
  router: Hono<AppEnv>,
  endpoint: E,
  ...args: [EndpointHandler<E>] | [EndpointRouteOptions, EndpointHandler<E>]
): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args
  const chain: MiddlewareHandler[] = []
  const { permission, request } = endpoint
  if (permission !== null) {
    chain.push(
      can('anonymous', permission)
        ? (requirePermission(permission) as MiddlewareHandler)
        : (requireSignedIn(permission, { forbidden: options.forbidden }) as unknown as MiddlewareHandler),
    )
  }
  chain.push(...(options.before ?? []))
  if (request?.params) chain.push(validate('param', request.params) as MiddlewareHandler)
  if (request?.query) chain.push(validate('query', request.query) as MiddlewareHandler)
  if (request?.body && !request.upload) chain.push(validate('json', request.body) as MiddlewareHandler)
  // A function of this registration's own, so that one handler shared by two routes still names its endpoint.
  const last: MiddlewareHandler = async (c) => handler(c as unknown as EndpointContext<E>)
  registered.set(last, endpoint)
  router.on(endpoint.method, honoPath(endpoint.path), ...(chain as [MiddlewareHandler]), last)
}
