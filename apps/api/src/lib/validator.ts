import { issueMessage } from '@egresa/validators/issue-messages'
import type { Context, Env, Input, MiddlewareHandler, ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import type { AppEnv } from './context'
import { ApiError, type FieldErrors } from './errors'
import { defaultLocale, type Locale } from './i18n'
import { fieldMessage } from './messages'

type Issue = v.BaseIssue<unknown>

/** valibot issues as `{ field: [message] }` in the request's language; a whole-body issue is under `body`. */
export function issuesToFieldErrors(issues: readonly Issue[], locale: Locale): FieldErrors {
  // A Map, not an object: a field named `__proto__` or `constructor` is a field like any other.
  const errors = new Map<string, string[]>()
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? []
    if (!list.includes(message)) list.push(message)
    errors.set(field, list)
  }
  for (const issue of issues) {
    // Nullable/optional wrappers report the inner issue; unions report their first option's issues.
    if (issue.type === 'union' && issue.issues?.length) {
      for (const [field, messages] of Object.entries(issuesToFieldErrors([issue.issues[0]!], locale))) {
        for (const message of messages) add(field, message)
      }
      continue
    }
    add(v.getDotPath(issue) ?? 'body', issueMessage(issue, { lang: locale }))
  }
  return Object.fromEntries(errors)
}

/** Parses a value with a schema or throws the 400 validation_failed answer. */
export function parseOrThrow<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  locale: Locale = defaultLocale,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value, { lang: locale })
  if (!result.success) {
    throw new ApiError(400, 'validation_failed', { errors: issuesToFieldErrors(result.issues, locale) })
  }
  return result.output
}

type ValidTarget = 'json' | 'query' | 'param' | 'form' | 'header' | 'cookie'

/**
 * Hono middleware validating one part of the request with a contract schema; the handler reads the typed
 * result with `c.req.valid(target)`. A JSON body that is missing or not `application/json` is validated as `{}`.
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
  return validator(target as keyof ValidationTargets, (value, c: Context) => {
    const locale = (c.get('locale') as Locale | undefined) ?? defaultLocale
    // A JSON body is always an object; an array would otherwise pass as one with every field missing.
    if (target === 'json' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new ApiError(400, 'validation_failed', { errors: { body: [fieldMessage('object', locale)] } })
    }
    return parseOrThrow(schema, value, locale)
  }) as unknown as MiddlewareHandler<
    E,
    string,
    {
      in: { [K in TTarget]: v.InferInput<TSchema> }
      out: { [K in TTarget]: v.InferOutput<TSchema> }
    } & Input
  >
}
