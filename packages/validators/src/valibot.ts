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
import { failedRule, formatMessage, type MessageOptions, type MessageRule } from './messages.js'
import { isHttpUrl } from './url.js'
import {
  type FieldAction,
  type FieldIssue,
  type FieldMessage,
  fieldAction,
  messageOf,
  type ObjectInput,
  type Reference,
} from './valibot-fields.js'

export { confirmed, type FieldAction, type FieldIssue } from './valibot-fields.js'

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

/**
 * A message for any valibot schema or action in the parse's language, from the generic messages:
 * `v.pipe(v.string(), v.minLength(8, ruleMessage('min', { params: { length: 8 } })))`.
 */
export function ruleMessage(
  rule: MessageRule,
  options: Omit<MessageOptions, 'lang'> = {},
): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => formatMessage(rule, { ...options, lang: issue.lang })
}

type RuleMessage<TType extends string> = v.ErrorMessage<RuleIssue<TType, string>> | undefined

function ruleAction<TType extends MessageRule>(
  type: TType,
  reference: Reference,
  requirement: (input: string) => boolean,
  message: RuleMessage<TType>,
): RuleAction<TType, string, RuleMessage<TType>> {
  return {
    kind: 'validation',
    type,
    reference,
    async: false,
    expects: null,
    requirement,
    message,
    '~run'(dataset, config) {
      if (dataset.typed && !this.requirement(dataset.value)) {
        v._addIssue(this, type, dataset, config, {
          message: messageOf(this, config, (lang, input) => formatMessage(failedRule(type, input), { lang })),
        })
      }
      return dataset
    },
  }
}

/** DNI with its mod 23 letter (`12345678Z`); issue type `'dni'`. */
export function dni<TInput extends string>(): RuleAction<'dni', TInput, undefined>
export function dni<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'dni', TInput>> | undefined,
>(message: TMessage): RuleAction<'dni', TInput, TMessage>
export function dni(message?: RuleMessage<'dni'>): RuleAction<'dni', string, RuleMessage<'dni'>> {
  return ruleAction('dni', dni, isValidDni, message)
}

/** NIE with its mod 23 letter (`X1234567L`); issue type `'nie'`. */
export function nie<TInput extends string>(): RuleAction<'nie', TInput, undefined>
export function nie<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'nie', TInput>> | undefined,
>(message: TMessage): RuleAction<'nie', TInput, TMessage>
export function nie(message?: RuleMessage<'nie'>): RuleAction<'nie', string, RuleMessage<'nie'>> {
  return ruleAction('nie', nie, isValidNie, message)
}

/** Any Spanish tax number: DNI, NIE, CIF or K/L/M; issue type `'nif'`. */
export function nif<TInput extends string>(): RuleAction<'nif', TInput, undefined>
export function nif<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'nif', TInput>> | undefined,
>(message: TMessage): RuleAction<'nif', TInput, TMessage>
export function nif(message?: RuleMessage<'nif'>): RuleAction<'nif', string, RuleMessage<'nif'>> {
  return ruleAction('nif', nif, isValidNif, message)
}

/** Company or organisation tax number with its control digit or letter; issue type `'cif'`. */
export function cif<TInput extends string>(): RuleAction<'cif', TInput, undefined>
export function cif<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'cif', TInput>> | undefined,
>(message: TMessage): RuleAction<'cif', TInput, TMessage>
export function cif(message?: RuleMessage<'cif'>): RuleAction<'cif', string, RuleMessage<'cif'>> {
  return ruleAction('cif', cif, isValidCif, message)
}

/** Passport shape: 3 letters, 6 digits, optional letter; issue type `'passport'`. */
export function passport<TInput extends string>(): RuleAction<'passport', TInput, undefined>
export function passport<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'passport', TInput>> | undefined,
>(message: TMessage): RuleAction<'passport', TInput, TMessage>
export function passport(
  message?: RuleMessage<'passport'>,
): RuleAction<'passport', string, RuleMessage<'passport'>> {
  return ruleAction('passport', passport, isValidPassport, message)
}

/** SEPA IBAN with its country's length and mod 97 check; issue type `'iban'`. */
export function iban<TInput extends string>(): RuleAction<'iban', TInput, undefined>
export function iban<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'iban', TInput>> | undefined,
>(message: TMessage): RuleAction<'iban', TInput, TMessage>
export function iban(message?: RuleMessage<'iban'>): RuleAction<'iban', string, RuleMessage<'iban'>> {
  return ruleAction('iban', iban, isValidIban, message)
}

/** Absolute http or https address with a host; issue type `'url'`. */
export function httpUrl<TInput extends string>(): RuleAction<'url', TInput, undefined>
export function httpUrl<
  TInput extends string,
  const TMessage extends v.ErrorMessage<RuleIssue<'url', TInput>> | undefined,
>(message: TMessage): RuleAction<'url', TInput, TMessage>
export function httpUrl(message?: RuleMessage<'url'>): RuleAction<'url', string, RuleMessage<'url'>> {
  return ruleAction('url', httpUrl, isHttpUrl, message)
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
  if (!isDocumentType(type)) return formatMessage('one_of', { lang })
  if (type !== 'other') return formatMessage(failedRule(documentRules[type], number), { lang })
  return typeof number === 'string' && number.trim() !== ''
    ? formatMessage('max', { lang, params: { length: otherDocumentMaxLength } })
    : formatMessage('required', { lang })
}

/**
 * The document number must be valid for the document type (a DNI for `dni`, a NIE for `nie`, ...; any
 * text of 1 to 50 characters for `other`). The issue (type `'document_matches_type'`) is reported on the
 * number field, with the message of the type's rule (on the type field if the type is not one of
 * `documentTypes`, which a `v.picklist(documentTypes)` catches first).
 */
export function documentMatchesType<TInput extends ObjectInput>(
  typeKey?: keyof TInput & string,
  numberKey?: keyof TInput & string,
): FieldAction<'document_matches_type', TInput, undefined>
export function documentMatchesType<
  TInput extends ObjectInput,
  const TMessage extends v.ErrorMessage<FieldIssue<'document_matches_type', TInput>> | undefined,
>(
  typeKey: keyof TInput & string,
  numberKey: keyof TInput & string,
  message: TMessage,
): FieldAction<'document_matches_type', TInput, TMessage>
export function documentMatchesType(
  typeKey = 'document_type',
  numberKey = 'document_number',
  message?: FieldMessage<'document_matches_type'>,
): FieldAction<'document_matches_type', ObjectInput, FieldMessage<'document_matches_type'>> {
  return fieldAction({
    type: 'document_matches_type',
    reference: documentMatchesType,
    keys: [typeKey, numberKey],
    // An unknown type (possible only without a picklist for it) is the type field's fault.
    issueKey: (input) => (isDocumentType(input[typeKey]) ? numberKey : typeKey),
    requirement: (input) => {
      const type = input[typeKey]
      const number = input[numberKey]
      return isDocumentType(type) && typeof number === 'string' && isValidDocument(type, number)
    },
    fallback: (input, lang) => documentMessage(input[typeKey], input[numberKey], lang),
    message,
  })
}
