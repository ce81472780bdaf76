// The message a person reads for a valibot issue, in their language. One mapping for both places that
// show one: a form, which names the field ("El campo Nombre es obligatorio"), and an API answer, whose
// `errors` are already under the field's key ("Este campo es obligatorio."). Lingui messages, said by the
// registered translator (./translator.ts).
import { msg } from '@lingui/core/macro'
import type * as v from 'valibot'
import { customRules, failedRule, formatMessage, type MessageRule } from './messages.js'
import { type MessageDescriptor, translateMessage } from './translator.js'

/**
 * Messages about input that name no field, each a sentence of its own: valibot's schemas and actions by
 * their issue type, and a few for input that never reached a schema (`malformed_json`). `{requirement}`
 * is the rule's limit or list.
 */
export const inputMessages = {
  required: msg({ message: 'Este campo es obligatorio.' }),
  unknown_field: msg({ message: 'Este campo no está permitido.' }),
  malformed_json: msg({ message: 'El cuerpo de la petición no es un JSON válido.' }),
  string: msg({ message: 'Debe ser un texto.' }),
  number: msg({ message: 'Debe ser un número.' }),
  integer: msg({ message: 'Debe ser un número entero.' }),
  boolean: msg({ message: 'Debe ser verdadero o falso.' }),
  object: msg({ message: 'Debe ser un objeto.' }),
  array: msg({ message: 'Debe ser una lista.' }),
  null: msg({ message: 'Debe estar vacío.' }),
  email: msg({ message: 'Debe ser un correo electrónico válido.' }),
  url: msg({ message: 'Debe ser una dirección http o https válida.' }),
  non_empty: msg({ message: 'Este campo es obligatorio.' }),
  min_length: msg({ message: 'Debe tener al menos {requirement} caracteres.' }),
  max_length: msg({ message: 'Debe tener como máximo {requirement} caracteres.' }),
  length: msg({ message: 'Debe tener exactamente {requirement} caracteres.' }),
  min_value: msg({ message: 'Debe ser como mínimo {requirement}.' }),
  max_value: msg({ message: 'Debe ser como máximo {requirement}.' }),
  picklist: msg({ message: 'Debe ser uno de: {requirement}.' }),
  regex: msg({ message: 'El formato no es válido.' }),
  invalid: msg({ message: 'El valor no es válido.' }),
} as const satisfies Record<string, MessageDescriptor>

export type InputMessageKey = keyof typeof inputMessages

/** An input message in a language (any tag: `en-GB` is English; unknown ones are Spanish). */
export function inputMessage(key: InputMessageKey, lang?: string, requirement?: string): string {
  return translateMessage(inputMessages[key], lang, { requirement: requirement ?? '{requirement}' })
}

/**
 * Issues whose message is their rule's own, already in the parse's language: the rules of this package
 * (`dni`, `iban`, `confirmed`, …) and checks written with a message of their own (`v.check`,
 * `v.partialCheck`, `v.value`, `v.regex`). valibot's default messages are English and all start with
 * "Invalid ": an issue that carries one gets a message from here instead.
 */
const ownMessageTypes = new Set([
  'dni',
  'nie',
  'nif',
  'cif',
  'passport',
  'iban',
  'url',
  'confirmed',
  'document_matches_type',
  'check',
  'partial_check',
  'value',
  'regex',
])

function hasOwnMessage(issue: v.BaseIssue<unknown>): boolean {
  return ownMessageTypes.has(issue.type) && Boolean(issue.message) && !issue.message.startsWith('Invalid ')
}

const inputKeys = new Set<InputMessageKey>([
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'null',
  'email',
  'url',
  'non_empty',
  'regex',
])

const isInputKey = (type: string): type is InputMessageKey => inputKeys.has(type as InputMessageKey)

// An issue as a message about "this field" (the API's `errors`, already under the field's key).
function unnamedMessage(issue: v.BaseIssue<unknown>, lang: string | undefined): string {
  const requirement = String(issue.requirement)
  switch (issue.type) {
    case 'strict_object':
    case 'object':
      // valibot reports both a missing key and (strict objects) an unknown key as the object's issue, with
      // the key in the path: an unknown key is the one expected to be `never`.
      if (issue.expected === 'never') return inputMessage('unknown_field', lang)
      if (issue.input === undefined && issue.path?.length) return inputMessage('required', lang)
      break
    case 'min_length':
    case 'max_length':
    case 'length':
    case 'min_value':
    case 'max_value':
      return inputMessage(issue.type, lang, requirement)
    case 'picklist': {
      // A picklist issue carries its options only in `expected`: '("a" | "b")'.
      const options = (issue.expected ?? '').match(/"[^"]*"/g)?.map((o) => o.slice(1, -1))
      return inputMessage('picklist', lang, (options ?? []).join(', '))
    }
  }
  if (issue.kind === 'schema' && issue.input === undefined) return inputMessage('required', lang)
  return inputMessage(isInputKey(issue.type) ? issue.type : 'invalid', lang)
}

// valibot issue types and the rule whose message (with the field's label) explains them.
// This package's rules (`iban()`, `dni()`, …) name their issues after their message, hint included.
const ruleOfIssue: Readonly<Record<string, MessageRule>> = {
  ...Object.fromEntries(customRules.map((rule) => [rule, rule])),
  non_empty: 'required',
  email: 'email',
  max_length: 'max',
  min_length: 'min',
  max_value: 'max_value',
  min_value: 'min_value',
  integer: 'integer',
  number: 'numeric',
  regex: 'regex',
  iso_date: 'regex',
  picklist: 'one_of',
  url: 'url',
}

const isBlank = (input: unknown) =>
  input === '' || input === null || input === undefined || (Array.isArray(input) && input.length === 0)

// An issue as a message naming the field (a form). An empty value is "required" whatever the rule that
// caught it (an unchosen option, an empty date).
function namedMessage(issue: v.BaseIssue<unknown>, lang: string | undefined, field: string): string {
  const rule: MessageRule =
    issue.type === 'non_empty' || isBlank(issue.input)
      ? 'required'
      : failedRule(ruleOfIssue[issue.type] ?? 'regex', issue.input)
  const requirement = typeof issue.requirement === 'number' ? issue.requirement : undefined
  const params =
    requirement === undefined ? undefined : { length: requirement, max: requirement, min: requirement }
  return formatMessage(rule, { lang, field, params })
}

export type IssueMessageOptions = {
  /** A language tag; Spanish when missing or not supported. */
  lang?: string | undefined
  /** The field's label, already translated: the message names it. Without it, it says "this field". */
  field?: string | undefined
}

/**
 * The message of a valibot issue in `lang`. A rule with a message of its own keeps it; any other issue
 * gets one from this package: naming `field` when given (a form), or a sentence about "this field" (an
 * API answer, whose field errors sit under the field's key).
 */
export function issueMessage(issue: v.BaseIssue<unknown>, options: IssueMessageOptions = {}): string {
  if (hasOwnMessage(issue)) return issue.message
  return options.field === undefined
    ? unnamedMessage(issue, options.lang)
    : namedMessage(issue, options.lang, options.field)
}

/**
 * `issueMessage` as a valibot message for the fields of a form, naming the field by its label:
 * `v.config(schema, { message: fieldMessage('es', 'Nombre') })`.
 */
export function fieldMessage(lang: string, field: string): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => issueMessage(issue, { lang, field })
}
