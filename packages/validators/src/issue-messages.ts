// The message a person reads for a valibot issue, in their language. One mapping for both places that
// show one: a form, which names the field ("El campo Nombre es obligatorio"), and an API answer, whose
// `errors` are already under the field's key ("Este campo es obligatorio.").
import type * as v from 'valibot'
import {
  customRules,
  failedRule,
  formatMessage,
  type MessageLocale,
  type MessageRule,
  toMessageLocale,
} from './messages.js'

type Texts = Readonly<Record<MessageLocale, string>>

/**
 * Messages about input that name no field, each a sentence of its own: valibot's schemas and actions by
 * their issue type, and a few for input that never reached a schema (`malformed_json`). `{requirement}`
 * is the rule's limit or list.
 */
export const inputMessages = {
  required: {
    es: 'Este campo es obligatorio.',
    en: 'This field is required.',
    ca: 'Aquest camp és obligatori.',
  },
  unknown_field: {
    es: 'Este campo no está permitido.',
    en: 'This field is not allowed.',
    ca: 'Aquest camp no està permès.',
  },
  malformed_json: {
    es: 'El cuerpo de la petición no es un JSON válido.',
    en: 'The request body is not valid JSON.',
    ca: 'El cos de la petició no és un JSON vàlid.',
  },
  string: { es: 'Debe ser un texto.', en: 'Must be text.', ca: 'Ha de ser un text.' },
  number: { es: 'Debe ser un número.', en: 'Must be a number.', ca: 'Ha de ser un número.' },
  integer: {
    es: 'Debe ser un número entero.',
    en: 'Must be a whole number.',
    ca: 'Ha de ser un nombre enter.',
  },
  boolean: {
    es: 'Debe ser verdadero o falso.',
    en: 'Must be true or false.',
    ca: 'Ha de ser vertader o fals.',
  },
  object: { es: 'Debe ser un objeto.', en: 'Must be an object.', ca: 'Ha de ser un objecte.' },
  array: { es: 'Debe ser una lista.', en: 'Must be a list.', ca: 'Ha de ser una llista.' },
  null: { es: 'Debe estar vacío.', en: 'Must be empty.', ca: 'Ha d’estar buit.' },
  email: {
    es: 'Debe ser un correo electrónico válido.',
    en: 'Must be a valid e-mail address.',
    ca: 'Ha de ser un correu electrònic vàlid.',
  },
  url: {
    es: 'Debe ser una dirección http o https válida.',
    en: 'Must be a valid http or https address.',
    ca: 'Ha de ser una adreça http o https vàlida.',
  },
  non_empty: {
    es: 'Este campo es obligatorio.',
    en: 'This field is required.',
    ca: 'Aquest camp és obligatori.',
  },
  min_length: {
    es: 'Debe tener al menos {requirement} caracteres.',
    en: 'Must have at least {requirement} characters.',
    ca: 'Ha de tenir com a mínim {requirement} caràcters.',
  },
  max_length: {
    es: 'Debe tener como máximo {requirement} caracteres.',
    en: 'Must have at most {requirement} characters.',
    ca: 'Ha de tenir com a màxim {requirement} caràcters.',
  },
  length: {
    es: 'Debe tener exactamente {requirement} caracteres.',
    en: 'Must have exactly {requirement} characters.',
    ca: 'Ha de tenir exactament {requirement} caràcters.',
  },
  min_value: {
    es: 'Debe ser como mínimo {requirement}.',
    en: 'Must be at least {requirement}.',
    ca: 'Ha de ser com a mínim {requirement}.',
  },
  max_value: {
    es: 'Debe ser como máximo {requirement}.',
    en: 'Must be at most {requirement}.',
    ca: 'Ha de ser com a màxim {requirement}.',
  },
  picklist: {
    es: 'Debe ser uno de: {requirement}.',
    en: 'Must be one of: {requirement}.',
    ca: 'Ha de ser un d’aquests: {requirement}.',
  },
  regex: { es: 'El formato no es válido.', en: 'The format is not valid.', ca: 'El format no és vàlid.' },
  invalid: { es: 'El valor no es válido.', en: 'The value is not valid.', ca: 'El valor no és vàlid.' },
} as const satisfies Record<string, Texts>

export type InputMessageKey = keyof typeof inputMessages

/** An input message in a language (any tag: `en-GB` is English; unknown ones are Spanish). */
export function inputMessage(key: InputMessageKey, lang?: string, requirement?: string): string {
  const text: string = inputMessages[key][toMessageLocale(lang)]
  return requirement === undefined ? text : text.replace('{requirement}', requirement)
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
