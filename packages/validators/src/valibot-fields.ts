// The object-level rules' machinery as valibot validation actions, and `confirmed`, in a module of their own:
// a form that only checks a repeated field (the sign-in and password forms) does not bring the string rules
// (DNI, IBAN, ...) with their tables. `./valibot` re-exports what is public.
import * as v from 'valibot'
import { formatMessage } from './messages.js'

export type Reference = v.BaseValidation<never, unknown, v.BaseIssue<unknown>>['reference']
type AnyAction = { readonly reference: Reference; readonly message: v.ErrorMessage<never> | undefined }

// The message of an issue: the caller's, then one set with v.setSpecificMessage or the parse's config,
// then the rule's own in the parse's language. Valibot's global message is skipped on purpose: libraries
// such as @valibot/i18n set a generic one ("Invalid input") that would hide the rule's hint.
export function messageOf<TIssue extends v.BaseIssue<unknown>>(
  action: AnyAction,
  config: v.Config<v.BaseIssue<unknown>>,
  fallback: (lang: string | undefined, input: unknown) => string,
): v.ErrorMessage<TIssue> {
  return (action.message ??
    v.getSpecificMessage(action.reference as never, config.lang) ??
    config.message ??
    ((issue: TIssue) => fallback(issue.lang, issue.input))) as v.ErrorMessage<TIssue>
}

export type ObjectInput = Record<string, unknown>

/** The issue of an object-level rule, reported on one of the object's fields: `path` and `input` are the field's. */
export type FieldIssue<TType extends string, TInput extends ObjectInput> = v.BaseIssue<unknown> & {
  readonly kind: 'validation'
  readonly type: TType
  readonly expected: null
  readonly requirement: (input: TInput) => boolean
}

/** An object-level rule as a valibot validation action, usable in `v.pipe(v.object({ ... }), ...)`. */
export type FieldAction<
  TType extends string,
  TInput extends ObjectInput,
  TMessage extends v.ErrorMessage<FieldIssue<TType, TInput>> | undefined,
> = v.BaseValidation<TInput, TInput, FieldIssue<TType, TInput>> & {
  readonly type: TType
  readonly expects: null
  readonly requirement: (input: TInput) => boolean
  readonly message: TMessage
}

// Whether the object and the given fields passed their own schemas, so a form can show "does not match"
// while other fields still have issues (the same rule as v.partialCheck).
function fieldsAreTyped(dataset: v.OutputDataset<unknown, v.BaseIssue<unknown>>, keys: readonly string[]) {
  if (dataset.typed) return true
  return !dataset.issues?.some((issue) => {
    const key = issue.path?.[0]?.key
    return key === undefined || keys.includes(key as string)
  })
}

export type FieldMessage<TType extends string> = v.ErrorMessage<FieldIssue<TType, ObjectInput>> | undefined

export function fieldAction<TType extends string>(params: {
  type: TType
  reference: Reference
  keys: readonly string[]
  issueKey: (input: ObjectInput) => string
  requirement: (input: ObjectInput) => boolean
  fallback: (input: ObjectInput, lang: string | undefined) => string
  message: FieldMessage<TType>
}): FieldAction<TType, ObjectInput, FieldMessage<TType>> {
  const { type, reference, keys, issueKey, requirement, fallback, message } = params
  return {
    kind: 'validation',
    type,
    reference,
    async: false,
    expects: null,
    requirement,
    message,
    '~run'(dataset, config) {
      if (!fieldsAreTyped(dataset, keys)) return dataset
      // Partly typed: the object and the fields this rule reads passed their schemas.
      const input = dataset.value as ObjectInput
      if (!this.requirement(input)) {
        const key = issueKey(input)
        const pathItem: v.ObjectPathItem = { type: 'object', origin: 'value', input, key, value: input[key] }
        v._addIssue(this, type, dataset, config, {
          input: input[key],
          path: [pathItem],
          message: messageOf(this, config, (lang) => fallback(input, lang)),
        })
      }
      return dataset
    },
  }
}

/**
 * "E-mail twice / password twice": the `repeatKey` field must equal the `key` field. The issue (type
 * `'confirmed'`) is reported on `repeatKey`.
 */
export function confirmed<TInput extends ObjectInput>(
  key: keyof TInput & string,
  repeatKey: keyof TInput & string,
): FieldAction<'confirmed', TInput, undefined>
export function confirmed<
  TInput extends ObjectInput,
  const TMessage extends v.ErrorMessage<FieldIssue<'confirmed', TInput>> | undefined,
>(
  key: keyof TInput & string,
  repeatKey: keyof TInput & string,
  message: TMessage,
): FieldAction<'confirmed', TInput, TMessage>
export function confirmed(
  key: string,
  repeatKey: string,
  message?: FieldMessage<'confirmed'>,
): FieldAction<'confirmed', ObjectInput, FieldMessage<'confirmed'>> {
  return fieldAction({
    type: 'confirmed',
    reference: confirmed,
    keys: [key, repeatKey],
    issueKey: () => repeatKey,
    requirement: (input) => input[key] === input[repeatKey],
    fallback: (_input, lang) => formatMessage('confirmed', { lang }),
    message,
  })
}
