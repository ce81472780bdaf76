// The rules as valibot validation actions. Each issue's `type` is the rule's name, and its default message
// follows the parse's `lang` (`v.safeParse(schema, input, { lang: 'en' })`), Spanish by default.
import * as v from 'valibot'
import { isValidIban } from './iban.js'
import {
  type DocumentType,
  isDocumentType,
  isValidCif,
  isValidDni,
  isValidDocument,
  isValidNie,
  isValidNif,
  isValidPassport,
  otherDocumentMaxLength,
} from './identity.js'
import { formatMessage, type MessageRule } from './messages.js'
import { isHttpUrl } from './url.js'

/** The issue of a string rule: `type` is the rule's name (`'dni'`, `'iban'`, `'url'`, ...). */
export type RuleIssue<TType extends string, TInput extends string> = v.BaseIssue<TInput> & {
  readonly kind: 'validation'
  readonly type: TType
  readonly expected: null
  readonly received: `"${string}"`
  readonly requirement: (input: string) => boolean
}

/** A string rule as a valibot validation action, usable in `v.pipe(v.string(), ...)`. */
export type RuleAction<
  TType extends string,
  TInput extends string,
  TMessage extends v.ErrorMessage<RuleIssue<TType, TInput>> | undefined,
> = v.BaseValidation<TInput, TInput, RuleIssue<TType, TInput>> & {
  readonly type: TType
  readonly expects: null
  readonly requirement: (input: string) => boolean
  readonly message: TMessage
}

type Reference = v.BaseValidation<never, unknown, v.BaseIssue<unknown>>['reference']
type AnyAction = { readonly reference: Reference; readonly message: v.ErrorMessage<never> | undefined }

// The message of an issue: the caller's, then one set with v.setSpecificMessage or the parse's config,
// then the rule's own in the parse's language. Valibot's global message is skipped on purpose: libraries
// such as @valibot/i18n set a generic one ("Invalid input") that would hide the rule's hint.
function messageOf<TIssue extends v.BaseIssue<unknown>>(
  action: AnyAction,
  config: v.Config<v.BaseIssue<unknown>>,
  fallback: (lang: string | undefined) => string,
): v.ErrorMessage<TIssue> {
  return (action.message ??
    v.getSpecificMessage(action.reference as never, config.lang) ??
    config.message ??
    ((issue: TIssue) => fallback(issue.lang))) as v.ErrorMessage<TIssue>
}

function ruleAction<TType extends MessageRule, TInput extends string, TMessage>(
  type: TType,
  reference: Reference,
  requirement: (input: string) => boolean,
  message: TMessage,
) {
  type Action = RuleAction<TType, TInput, TMessage & v.ErrorMessage<RuleIssue<TType, TInput>>>
  const action: Action = {
    kind: 'validation',
    type,
    reference,
    async: false,
    expects: null,
    requirement,
    message: message as Action['message'],
    '~run'(dataset, config) {
      if (dataset.typed && !this.requirement(dataset.value)) {
        v._addIssue(this, type, dataset, config, {
          message: messageOf(this, config, (lang) => formatMessage(type, { lang })),
        })
      }
      return dataset
    },
  }
  return action
}

/** DNI with its mod 23 letter (`12345678Z`); issue type `'dni'`. */
export function dni<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'dni', TInput>> | undefined = undefined,
>(message?: TMessage): RuleAction<'dni', TInput, TMessage> {
  return ruleAction('dni', dni, isValidDni, message as TMessage)
}

/** NIE with its mod 23 letter (`X1234567L`); issue type `'nie'`. */
export function nie<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'nie', TInput>> | undefined = undefined,
>(message?: TMessage): RuleAction<'nie', TInput, TMessage> {
  return ruleAction('nie', nie, isValidNie, message as TMessage)
}

/** Any Spanish tax number: DNI, NIE, CIF or K/L/M; issue type `'nif'`. */
export function nif<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'nif', TInput>> | undefined = undefined,
>(message?: TMessage): RuleAction<'nif', TInput, TMessage> {
  return ruleAction('nif', nif, isValidNif, message as TMessage)
}

/** Company or organisation tax number with its control digit or letter; issue type `'cif'`. */
export function cif<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'cif', TInput>> | undefined = undefined,
>(message?: TMessage): RuleAction<'cif', TInput, TMessage> {
  return ruleAction('cif', cif, isValidCif, message as TMessage)
}

/** Passport shape: 3 letters, 6 digits, optional letter; issue type `'passport'`. */
export function passport<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'passport', TInput>> | undefined = undefined,
>(message?: TMessage): RuleAction<'passport', TInput, TMessage> {
  return ruleAction('passport', passport, isValidPassport, message as TMessage)
}

/** SEPA IBAN with its country's length and mod 97 check; issue type `'iban'`. */
export function iban<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'iban', TInput>> | undefined = undefined,
>(message?: TMessage): RuleAction<'iban', TInput, TMessage> {
  return ruleAction('iban', iban, isValidIban, message as TMessage)
}

/** Absolute http or https address with a host; issue type `'url'`. */
export function httpUrl<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'url', TInput>> | undefined = undefined,
>(message?: TMessage): RuleAction<'url', TInput, TMessage> {
  return ruleAction('url', httpUrl, isHttpUrl, message as TMessage)
}

type ObjectInput = Record<string, unknown>

/** The issue of an object-level rule, reported on one of the object's fields (its `path`). */
export type FieldIssue<TType extends string, TInput extends ObjectInput> = v.BaseIssue<TInput> & {
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

function fieldAction<TType extends string, TInput extends ObjectInput, TMessage>(params: {
  type: TType
  reference: Reference
  keys: readonly string[]
  issueKey: string
  requirement: (input: TInput) => boolean
  fallback: (input: TInput, lang: string | undefined) => string
  message: TMessage
}) {
  const { type, reference, keys, issueKey, requirement, fallback, message } = params
  type Action = FieldAction<TType, TInput, TMessage & v.ErrorMessage<FieldIssue<TType, TInput>>>
  const action: Action = {
    kind: 'validation',
    type,
    reference,
    async: false,
    expects: null,
    requirement,
    message: message as Action['message'],
    '~run'(dataset, config) {
      if (!fieldsAreTyped(dataset, keys)) return dataset
      // Partly typed: the object and the fields this rule reads passed their schemas.
      const input = dataset.value as TInput
      if (!this.requirement(input)) {
        const pathItem: v.ObjectPathItem = {
          type: 'object',
          origin: 'value',
          input,
          key: issueKey,
          value: input[issueKey],
        }
        v._addIssue(this, type, dataset, config, {
          input: input[issueKey],
          path: [pathItem],
          message: messageOf(this, config, (lang) => fallback(input, lang)),
        })
      }
      return dataset
    },
  }
  return action
}

/**
 * "E-mail twice / password twice": the `repeatKey` field must equal the `key` field. The issue (type
 * `'confirmed'`) is reported on `repeatKey`.
 */
export function confirmed<
  TInput extends ObjectInput,
  const TMessage extends v.ErrorMessage<FieldIssue<'confirmed', TInput>> | undefined = undefined,
>(
  key: keyof TInput & string,
  repeatKey: keyof TInput & string,
  message?: TMessage,
): FieldAction<'confirmed', TInput, TMessage> {
  return fieldAction({
    type: 'confirmed',
    reference: confirmed,
    keys: [key, repeatKey],
    issueKey: repeatKey,
    requirement: (input: TInput) => input[key] === input[repeatKey],
    fallback: (_input, lang) => formatMessage('confirmed', { lang }),
    message: message as TMessage,
  })
}

const documentRules = {
  dni: 'dni',
  nie: 'nie',
  cif: 'cif',
  nif: 'nif',
  passport: 'passport',
} as const satisfies Partial<Record<DocumentType, MessageRule>>

// The message of a number that does not fit its type: the type's own rule, or for `other` empty/too long.
function documentMessage(type: unknown, number: unknown, lang: string | undefined): string {
  if (isDocumentType(type) && type !== 'other') return formatMessage(documentRules[type], { lang })
  return typeof number === 'string' && number.trim() !== ''
    ? formatMessage('max', { lang, params: { length: otherDocumentMaxLength } })
    : formatMessage('required', { lang })
}

/**
 * The document number must be valid for the document type (a DNI for `dni`, a NIE for `nie`, ...; any
 * text of 1 to 50 characters for `other`). The issue (type `'document_matches_type'`) is reported on the
 * number field, with the message of the type's rule.
 */
export function documentMatchesType<
  TInput extends ObjectInput,
  const TMessage extends v.ErrorMessage<FieldIssue<'document_matches_type', TInput>> | undefined = undefined,
>(
  typeKey: keyof TInput & string = 'document_type' as keyof TInput & string,
  numberKey: keyof TInput & string = 'document_number' as keyof TInput & string,
  message?: TMessage,
): FieldAction<'document_matches_type', TInput, TMessage> {
  return fieldAction({
    type: 'document_matches_type',
    reference: documentMatchesType,
    keys: [typeKey, numberKey],
    issueKey: numberKey,
    requirement: (input: TInput) => {
      const type = input[typeKey]
      const number = input[numberKey]
      return isDocumentType(type) && typeof number === 'string' && isValidDocument(type, number)
    },
    fallback: (input, lang) => documentMessage(input[typeKey], input[numberKey], lang),
    message: message as TMessage,
  })
}
