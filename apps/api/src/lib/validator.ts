import { Password } from '@egresa/api-contract/users'
import { inputMessage, issueMessage } from '@egresa/validators/issue-messages'
import type { MessageLocale } from '@egresa/validators/messages'
import type { Context, Env, Input, MiddlewareHandler, ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { passwordProblem, passwordProblemMessage } from './auth/password-policy'
import type { AppEnv } from './context'
import { ApiError, type FieldErrors } from './errors'
import { defaultLocale, isLocale, type Locale } from './i18n'
import { unstorablePaths, unstorableText } from './safe-text'

type Issue = v.BaseIssue<unknown>

/** valibot issues as `{ field: [message] }` in the request's language; a whole-body issue is under `body`. */
export function issuesToFieldErrors(issues: readonly Issue[], locale: MessageLocale): FieldErrors {
  // A Map, not an object: a field named `__proto__` or `constructor` is a field like any other.
  const errors = new Map<string, string[]>()
  // One message a field, the first rule it breaks: an empty field is "required", not also "not a date".
  const add = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, [message])
  }
  for (const issue of issues) {
    // Nullable/optional wrappers report the inner issue; unions report their first option's issues.
    const first = issue.type === 'union' ? issue.issues?.[0] : undefined
    if (first) {
      // The option's issue is placed from the union's value: prefix it with where the union is.
      const at = v.getDotPath(issue)
      for (const [field, messages] of Object.entries(issuesToFieldErrors([first], locale))) {
        const path = at ? (field === 'body' ? at : `${at}.${field}`) : field
        for (const message of messages) add(path, message)
      }
      continue
    }
    add(v.getDotPath(issue) ?? 'body', issueMessage(issue, { lang: locale }))
  }
  return Object.fromEntries(errors)
}

/** The object schema inside a schema (`v.pipe(v.object(...), checks)` included), or null. */
function objectEntries(schema: v.GenericSchema): Record<string, v.GenericSchema> | null {
  const s = schema as v.GenericSchema & { entries?: Record<string, v.GenericSchema>; pipe?: unknown[] }
  if (s.entries && typeof s.entries === 'object') return s.entries
  const first = Array.isArray(s.pipe) ? s.pipe[0] : undefined
  return first && first !== schema ? objectEntries(first as v.GenericSchema) : null
}

const passwordFieldCache = new WeakMap<v.GenericSchema, string[]>()

/** The fields of a body declared with the contract's Password rule: new passwords, which the policy checks. */
function passwordFields(schema: v.GenericSchema): string[] {
  let fields = passwordFieldCache.get(schema)
  if (!fields) {
    const entries = objectEntries(schema) ?? {}
    fields = Object.keys(entries).filter((key) => entries[key] === Password)
    passwordFieldCache.set(schema, fields)
  }
  return fields
}

/**
 * Parses a value with a schema or throws the 400 validation_failed answer. Before the schema, every string
 * is checked once for what the database cannot store (lib/safe-text.ts); after it, every new password
 * against the common-password policy (lib/auth/password-policy.ts), reported with the other fields' errors.
 */
export function parseOrThrow<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  locale: MessageLocale = defaultLocale,
): v.InferOutput<TSchema> {
  // The API's own messages speak Spanish where they have no Catalan yet (lib/i18n.ts's languages).
  const ownLocale: Locale = isLocale(locale) ? locale : defaultLocale
  const unstorable = unstorablePaths(value)
  if (unstorable.length) {
    const message = unstorableText(ownLocale)
    throw new ApiError(400, 'validation_failed', {
      errors: Object.fromEntries(unstorable.map((path) => [path, [message]])),
    })
  }
  // Not abortPipeEarly: it would also skip an object's own checks (a repeated e-mail, the document's type)
  // once any field fails; each field keeps its first message instead (issuesToFieldErrors).
  const result = v.safeParse(schema, value, { lang: locale })
  const errors = result.success ? {} : issuesToFieldErrors(result.issues, locale)
  if (value && typeof value === 'object') {
    for (const field of passwordFields(schema)) {
      const password = (value as Record<string, unknown>)[field]
      if (typeof password !== 'string' || errors[field]) continue
      const problem = passwordProblem(password)
      if (problem) errors[field] = [passwordProblemMessage(problem, ownLocale)]
    }
  }
  if (!result.success || Object.keys(errors).length) {
    throw new ApiError(400, 'validation_failed', { errors })
  }
  return result.output
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i

/**
 * A JSON endpoint given a body of another type (`text/plain`, a form): 415, rather than the body being
 * ignored and the endpoint answering as if nothing had been sent. No body at all is validated as `{}`.
 */
function requireJsonBody(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type')
    if (type && JSON_TYPE.test(type)) return next()
    const length = c.req.header('content-length')
    const hasBody =
      (length !== undefined && length !== '0') ||
      c.req.header('transfer-encoding') !== undefined ||
      (length === undefined && type !== undefined && (await c.req.text()).length > 0)
    if (hasBody) throw new ApiError(415, 'unsupported_media_type')
    return next()
  }
}

type ValidTarget = 'json' | 'query' | 'param' | 'form' | 'header' | 'cookie'

/**
 * Hono middleware validating one part of the request with a contract schema; the handler reads the typed
 * result with `c.req.valid(target)`. A missing or empty JSON body is validated as `{}`; a body that is not JSON
 * is a 415.
 */
export function validate<
  TTarget extends ValidTarget,
  TSchema extends v.GenericSchema,
  E extends Env = AppEnv,
>(
  target: TTarget,
  schema: TSchema,
): MiddlewareHandler<
  E,
  string,
  {
    in: { [K in TTarget]: v.InferInput<TSchema> }
    out: { [K in TTarget]: v.InferOutput<TSchema> }
  } & Input
> {
  const check = validator(target as keyof ValidationTargets, (value, c: Context) => {
    const locale = (c as Context<AppEnv>).var.locale
    // A JSON body is always an object; an array would otherwise pass as one with every field missing.
    if (target === 'json' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new ApiError(400, 'validation_failed', { errors: { body: [inputMessage('object', locale)] } })
    }
    return parseOrThrow(schema, value, locale)
  })
  const jsonOnly = target === 'json' ? requireJsonBody() : null
  // A JSON type with no body (a client that always sends its Content-Type) is no body: validated as `{}`.
  const checkJson: MiddlewareHandler = async (c, next) => {
    const type = c.req.header('content-type')
    if (!type || !JSON_TYPE.test(type) || (await c.req.text()) !== '') {
      return (check as unknown as MiddlewareHandler)(c, next)
    }
    const locale = (c as Context<AppEnv>).var.locale
    c.req.addValidatedData('json', parseOrThrow(schema, {}, locale) as object)
    await next()
  }
  const middleware: MiddlewareHandler = jsonOnly
    ? (c, next) => jsonOnly(c, async () => void (await checkJson(c, next)))
    : (check as unknown as MiddlewareHandler)
  return middleware as unknown as MiddlewareHandler<
    E,
    string,
    {
      in: { [K in TTarget]: v.InferInput<TSchema> }
      out: { [K in TTarget]: v.InferOutput<TSchema> }
    } & Input
  >
}
