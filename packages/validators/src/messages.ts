// Field messages of spec section 5: Lingui messages in Spanish (the source), translated into English and
// Catalan in this package's catalogs (src/locales) and in the catalogs of the apps that include its source.
// Each message starts with its subject, so a form can name the field ("El campo DNI …") or not ("Este
// campo …"). They are said by the translator the app or server registers (./translator.ts).
import { msg } from '@lingui/core/macro'
import { hasWrongLetter } from './identity.js'
import { type MessageDescriptor, translateMessage } from './translator.js'

export const messageLocales = ['es', 'en', 'ca'] as const
export type MessageLocale = (typeof messageLocales)[number]
export const defaultMessageLocale: MessageLocale = 'es'

/** The generic rules of spec section 5. */
export const genericRules = [
  'alpha',
  'alpha_num',
  'alpha_dash',
  'alpha_spaces',
  'between',
  'confirmed',
  'digits',
  'dimensions',
  'email',
  'excluded',
  'ext',
  'image',
  'mimes',
  'integer',
  'numeric',
  'decimal',
  'length',
  'max_value',
  'min_value',
  'max',
  'min',
  'one_of',
  'regex',
  'required',
  'required_if',
  'size',
] as const

/** The custom rules of spec section 5 (plus `cif`), each with a hint example in its message. */
export const customRules = ['dni', 'nif', 'nie', 'cif', 'passport', 'iban', 'url'] as const

/** A DNI or NIE of the right shape whose letter does not match its digits (`hasWrongLetter`). */
export const letterRules = ['dni_letter', 'nie_letter'] as const

export type MessageRule =
  | (typeof genericRules)[number]
  | (typeof customRules)[number]
  | (typeof letterRules)[number]

/** The host of the url rule's example when the caller gives none (`params: { host: location.host }`). */
export const defaultHintHost = 'www.example.org'

/**
 * Hint examples of the custom rules, for placeholders and help texts. People copy them, so each is a value
 * its own rule accepts: the spec's shapes (12345678A, A12345678, X1234567A, ESXXXX…) with their real control
 * characters and lengths (a test checks every one).
 */
export const ruleHints = {
  dni: '12345678Z',
  nif: 'A12345674',
  nie: 'X1234567L',
  cif: 'A12345674',
  passport: 'ABC123456',
  iban: 'ES91 2100 0418 4502 0005 1332',
  url: `https://${defaultHintHost}`,
} as const

/** Values put into a message's `{placeholders}`; a list is joined with commas. */
export type MessageParams = Readonly<Record<string, string | number | readonly (string | number)[]>>

export type MessageOptions = {
  /** A language tag such as `en`, `en-GB` or `ca-ES`; Spanish when missing or not supported. */
  lang?: string | undefined
  /** The field's label, already translated; without it the message says "this field". */
  field?: string | undefined
  /** The rule's parameters, e.g. `{ min: 2, max: 10 }` for `between` (see the README's table). */
  params?: MessageParams | undefined
}

// Each message starts with `{field}`, the subject: «El campo Nombre» or «Este campo» (`namedSubject` below).
/** Every rule's message, as Lingui messages: the Spanish source, translated in the catalogs. */
export const ruleMessages: Readonly<Record<MessageRule, MessageDescriptor>> = {
  alpha: msg({ message: '{field} solo puede contener letras' }),
  alpha_num: msg({ message: '{field} solo puede contener letras y números' }),
  alpha_dash: msg({ message: '{field} solo puede contener letras, números, guiones y guiones bajos' }),
  alpha_spaces: msg({ message: '{field} solo puede contener letras y espacios' }),
  between: msg({ message: '{field} debe estar entre {min} y {max}' }),
  confirmed: msg({ message: '{field} no coincide' }),
  digits: msg({ message: '{field} debe tener exactamente {length} dígitos' }),
  dimensions: msg({ message: '{field} debe medir {width} por {height} píxeles' }),
  email: msg({ message: '{field} debe ser un correo electrónico válido' }),
  excluded: msg({ message: '{field} no admite este valor' }),
  ext: msg({ message: '{field} debe ser un archivo con una extensión válida' }),
  image: msg({ message: '{field} debe ser una imagen' }),
  mimes: msg({ message: '{field} debe ser un archivo de un tipo válido' }),
  integer: msg({ message: '{field} debe ser un número entero' }),
  numeric: msg({ message: '{field} solo puede contener números' }),
  decimal: msg({ message: '{field} debe ser un número decimal válido' }),
  length: msg({ message: '{field} debe tener exactamente {length} caracteres' }),
  max_value: msg({ message: '{field} debe ser {max} o menor' }),
  min_value: msg({ message: '{field} debe ser {min} o mayor' }),
  max: msg({ message: '{field} no puede tener más de {length} caracteres' }),
  min: msg({ message: '{field} debe tener al menos {length} caracteres' }),
  one_of: msg({ message: '{field} debe ser uno de los valores permitidos' }),
  regex: msg({ message: '{field} no tiene un formato válido' }),
  required: msg({ message: '{field} es obligatorio' }),
  required_if: msg({ message: '{field} es obligatorio' }),
  size: msg({ message: '{field} debe pesar menos de {size} KB' }),
  dni: msg({ message: '{field} debe ser un DNI válido: 8 números y una letra (p. ej. 12345678Z)' }),
  nif: msg({ message: '{field} debe ser un NIF válido (p. ej. A12345674)' }),
  nie: msg({ message: '{field} debe ser un NIE válido: X, Y o Z, 7 números y una letra (p. ej. X1234567L)' }),
  dni_letter: msg({
    message:
      '{field} no es válido: la letra no corresponde a los números del DNI (revisa la letra y los dígitos)',
  }),
  nie_letter: msg({
    message:
      '{field} no es válido: la letra no corresponde a los números del NIE (revisa la letra y los dígitos)',
  }),
  cif: msg({
    message:
      '{field} debe ser un CIF válido: una letra, 7 números y un carácter de control (p. ej. A12345674)',
  }),
  passport: msg({
    message:
      '{field} debe ser un pasaporte válido: 3 letras, 6 números y una letra opcional (p. ej. ABC123456)',
  }),
  iban: msg({ message: '{field} debe ser un IBAN válido (p. ej. ES91 2100 0418 4502 0005 1332)' }),
  url: msg({
    message: '{field} debe ser una dirección web que empiece por http:// o https:// (p. ej. https://{host})',
  }),
}

// How a message names the field it is about: by its label (`{field}`), or as "this field".
const namedSubject = msg({
  message: 'El campo {field}',
  comment: 'The subject of a field rule’s message, {field} being the field’s label: «El campo DNI».',
})
const unnamedSubject = msg({
  message: 'Este campo',
  comment: 'The subject of a field rule’s message when the form gives no label.',
})

/** The rules' parameters (the README's table): one the caller leaves out stays visible as `{name}`. */
const ruleParams = ['min', 'max', 'length', 'width', 'height', 'size', 'host'] as const

export function isMessageLocale(value: unknown): value is MessageLocale {
  return messageLocales.includes(value as MessageLocale)
}

export function isMessageRule(value: unknown): value is MessageRule {
  return Object.hasOwn(ruleMessages, value as PropertyKey)
}

/** The message locale of a language tag: `'en-GB'` → `'en'`, `'ca-ES'` → `'ca'`, anything else → `'es'`. */
export function toMessageLocale(lang: string | undefined): MessageLocale {
  // Also takes an Accept-Language header as it comes: 'en-GB,en;q=0.9' → 'en'.
  const primary = lang
    ?.trim()
    .toLowerCase()
    .split(/[-_,;]/)[0]
  return isMessageLocale(primary) ? primary : defaultMessageLocale
}

/**
 * A rule's message in a language, with its parameters filled in and the field's label as subject:
 * `formatMessage('min', { lang: 'en', field: 'Password', params: { length: 8 } })`
 * → `'The Password field must be at least 8 characters long'`.
 */
export function formatMessage(rule: MessageRule, options: MessageOptions = {}): string {
  const values: Record<string, string> = Object.fromEntries(ruleParams.map((name) => [name, `{${name}}`]))
  values.host = defaultHintHost
  for (const [name, value] of Object.entries(options.params ?? {})) {
    values[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  const field = options.field?.trim()
  values.field = field
    ? translateMessage(namedSubject, options.lang, { field })
    : translateMessage(unnamedSubject, options.lang)
  return translateMessage(ruleMessages[rule], options.lang, values)
}

/**
 * The rule whose message explains a failed `rule` on `input`: a DNI or NIE of the right shape with the
 * wrong letter says so (`dni_letter`, `nie_letter`), not the shape the person already typed.
 */
export function failedRule(rule: MessageRule, input: unknown): MessageRule {
  if ((rule === 'dni' || rule === 'nie') && typeof input === 'string' && hasWrongLetter(rule, input)) {
    return `${rule}_letter`
  }
  return rule
}
