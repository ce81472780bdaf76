// Field messages of spec section 5 in Spanish (the default), English and Catalan (for e-mails). Each
// message starts with its subject, so a form can name the field ("El campo DNI …") or not ("Este campo …").
import { hasWrongLetter } from './identity.js'

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

type Catalog = Readonly<Record<MessageRule, string>>

// `{field}` is replaced by the subject: "El campo Nombre" / "Este campo", "The Name field" / "This field".
const es: Catalog = {
  alpha: '{field} solo puede contener letras',
  alpha_num: '{field} solo puede contener letras y números',
  alpha_dash: '{field} solo puede contener letras, números, guiones y guiones bajos',
  alpha_spaces: '{field} solo puede contener letras y espacios',
  between: '{field} debe estar entre {min} y {max}',
  confirmed: '{field} no coincide',
  digits: '{field} debe tener exactamente {length} dígitos',
  dimensions: '{field} debe medir {width} por {height} píxeles',
  email: '{field} debe ser un correo electrónico válido',
  excluded: '{field} no admite este valor',
  ext: '{field} debe ser un archivo con una extensión válida',
  image: '{field} debe ser una imagen',
  mimes: '{field} debe ser un archivo de un tipo válido',
  integer: '{field} debe ser un número entero',
  numeric: '{field} solo puede contener números',
  decimal: '{field} debe ser un número decimal válido',
  length: '{field} debe tener exactamente {length} caracteres',
  max_value: '{field} debe ser {max} o menor',
  min_value: '{field} debe ser {min} o mayor',
  max: '{field} no puede tener más de {length} caracteres',
  min: '{field} debe tener al menos {length} caracteres',
  one_of: '{field} debe ser uno de los valores permitidos',
  regex: '{field} no tiene un formato válido',
  required: '{field} es obligatorio',
  required_if: '{field} es obligatorio',
  size: '{field} debe pesar menos de {size} KB',
  dni: '{field} debe ser un DNI válido: 8 números y una letra (p. ej. 12345678Z)',
  nif: '{field} debe ser un NIF válido (p. ej. A12345674)',
  nie: '{field} debe ser un NIE válido: X, Y o Z, 7 números y una letra (p. ej. X1234567L)',
  dni_letter:
    '{field} no es válido: la letra no corresponde a los números del DNI (revisa la letra y los dígitos)',
  nie_letter:
    '{field} no es válido: la letra no corresponde a los números del NIE (revisa la letra y los dígitos)',
  cif: '{field} debe ser un CIF válido: una letra, 7 números y un carácter de control (p. ej. A12345674)',
  passport:
    '{field} debe ser un pasaporte válido: 3 letras, 6 números y una letra opcional (p. ej. ABC123456)',
  iban: '{field} debe ser un IBAN válido (p. ej. ES91 2100 0418 4502 0005 1332)',
  url: '{field} debe ser una dirección web que empiece por http:// o https:// (p. ej. https://{host})',
}

const en: Catalog = {
  alpha: '{field} may only contain letters',
  alpha_num: '{field} may only contain letters and numbers',
  alpha_dash: '{field} may only contain letters, numbers, dashes and underscores',
  alpha_spaces: '{field} may only contain letters and spaces',
  between: '{field} must be between {min} and {max}',
  confirmed: '{field} does not match',
  digits: '{field} must have exactly {length} digits',
  dimensions: '{field} must be {width} by {height} pixels',
  email: '{field} must be a valid e-mail address',
  excluded: '{field} does not accept this value',
  ext: '{field} must be a file with a valid extension',
  image: '{field} must be an image',
  mimes: '{field} must be a file of a valid type',
  integer: '{field} must be a whole number',
  numeric: '{field} may only contain numbers',
  decimal: '{field} must be a valid decimal number',
  length: '{field} must be exactly {length} characters long',
  max_value: '{field} must be {max} or less',
  min_value: '{field} must be {min} or more',
  max: '{field} may not be longer than {length} characters',
  min: '{field} must be at least {length} characters long',
  one_of: '{field} must be one of the allowed values',
  regex: '{field} is not in a valid format',
  required: '{field} is required',
  required_if: '{field} is required',
  size: '{field} must be smaller than {size} KB',
  dni: '{field} must be a valid DNI: 8 numbers and a letter (e.g. 12345678Z)',
  nif: '{field} must be a valid NIF (e.g. A12345674)',
  nie: '{field} must be a valid NIE: X, Y or Z, 7 numbers and a letter (e.g. X1234567L)',
  dni_letter:
    '{field} is not valid: the letter does not match the DNI numbers (check the letter and the digits)',
  nie_letter:
    '{field} is not valid: the letter does not match the NIE numbers (check the letter and the digits)',
  cif: '{field} must be a valid CIF: a letter, 7 numbers and a check character (e.g. A12345674)',
  passport:
    '{field} must be a valid passport number: 3 letters, 6 numbers and an optional letter (e.g. ABC123456)',
  iban: '{field} must be a valid IBAN (e.g. ES91 2100 0418 4502 0005 1332)',
  url: '{field} must be a web address starting with http:// or https:// (e.g. https://{host})',
}

const ca: Catalog = {
  alpha: '{field} només pot contenir lletres',
  alpha_num: '{field} només pot contenir lletres i números',
  alpha_dash: '{field} només pot contenir lletres, números, guions i guions baixos',
  alpha_spaces: '{field} només pot contenir lletres i espais',
  between: '{field} ha d’estar entre {min} i {max}',
  confirmed: '{field} no coincideix',
  digits: '{field} ha de tenir exactament {length} dígits',
  dimensions: '{field} ha de fer {width} per {height} píxels',
  email: '{field} ha de ser un correu electrònic vàlid',
  excluded: '{field} no admet aquest valor',
  ext: '{field} ha de ser un fitxer amb una extensió vàlida',
  image: '{field} ha de ser una imatge',
  mimes: '{field} ha de ser un fitxer d’un tipus vàlid',
  integer: '{field} ha de ser un nombre enter',
  numeric: '{field} només pot contenir números',
  decimal: '{field} ha de ser un nombre decimal vàlid',
  length: '{field} ha de tenir exactament {length} caràcters',
  max_value: '{field} ha de ser {max} o menys',
  min_value: '{field} ha de ser {min} o més',
  max: '{field} no pot tenir més de {length} caràcters',
  min: '{field} ha de tenir com a mínim {length} caràcters',
  one_of: '{field} ha de ser un dels valors permesos',
  regex: '{field} no té un format vàlid',
  required: '{field} és obligatori',
  required_if: '{field} és obligatori',
  size: '{field} ha de pesar menys de {size} KB',
  dni: '{field} ha de ser un DNI vàlid: 8 números i una lletra (p. ex. 12345678Z)',
  nif: '{field} ha de ser un NIF vàlid (p. ex. A12345674)',
  nie: '{field} ha de ser un NIE vàlid: X, Y o Z, 7 números i una lletra (p. ex. X1234567L)',
  dni_letter:
    '{field} no és vàlid: la lletra no correspon als números del DNI (revisa la lletra i els dígits)',
  nie_letter:
    '{field} no és vàlid: la lletra no correspon als números del NIE (revisa la lletra i els dígits)',
  cif: '{field} ha de ser un CIF vàlid: una lletra, 7 números i un caràcter de control (p. ex. A12345674)',
  passport:
    '{field} ha de ser un passaport vàlid: 3 lletres, 6 números i una lletra opcional (p. ex. ABC123456)',
  iban: '{field} ha de ser un IBAN vàlid (p. ex. ES91 2100 0418 4502 0005 1332)',
  url: '{field} ha de ser una adreça web que comenci per http:// o https:// (p. ex. https://{host})',
}

/** Every message template by locale, for an app that wants to show or extract them itself. */
export const messages: Readonly<Record<MessageLocale, Catalog>> = { es, en, ca }

// How each language names the field the message is about, with and without a label.
const subjects: Readonly<Record<MessageLocale, (field: string | undefined) => string>> = {
  es: (field) => (field ? `El campo ${field}` : 'Este campo'),
  en: (field) => (field ? `The ${field} field` : 'This field'),
  ca: (field) => (field ? `El camp ${field}` : 'Aquest camp'),
}

export function isMessageLocale(value: unknown): value is MessageLocale {
  return messageLocales.includes(value as MessageLocale)
}

export function isMessageRule(value: unknown): value is MessageRule {
  return Object.hasOwn(es, value as PropertyKey)
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
  const locale = toMessageLocale(options.lang)
  const params = options.params ?? {}
  const field = options.field?.trim()
  return messages[locale][rule].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (name === 'field') return subjects[locale](field)
    const value = params[name] ?? (name === 'host' ? defaultHintHost : undefined)
    if (value === undefined) return placeholder
    return Array.isArray(value) ? value.join(', ') : String(value)
  })
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
