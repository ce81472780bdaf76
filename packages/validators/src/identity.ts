// Spanish identity and tax numbers. Every check accepts what a person types (lower case, spaces, dashes, dots)
// and verifies the real control character, not only the shape.

export const documentTypes = ['dni', 'passport', 'nie', 'cif', 'nif', 'other'] as const
export type DocumentType = (typeof documentTypes)[number]

/** The longest identifier accepted for the `other` document type. */
export const otherDocumentMaxLength = 50

// Control letters of DNI, NIE and the K/L/M tax numbers, indexed by the number modulo 23.
const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE'
// The letter form of a CIF control character, indexed by the control digit.
const cifLetters = 'JABCDEFGHI'

export function isDocumentType(value: unknown): value is DocumentType {
  return documentTypes.includes(value as DocumentType)
}

/**
 * Trims, upper-cases and drops the separators people type (spaces, dashes, dots):
 * `' 12.345.678-z '` → `'12345678Z'`. Store this form.
 */
export function normalizeDocument(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '')
}

function dniLetter(digits: string): string {
  return dniLetters.charAt(Number(digits) % 23)
}

/** DNI: 8 digits and the letter of the number modulo 23 (`12345678Z`). */
export function isValidDni(value: string): boolean {
  const [, digits, letter] = /^(\d{8})([A-Z])$/.exec(normalizeDocument(value)) ?? []
  return digits !== undefined && dniLetter(digits) === letter
}

/**
 * A DNI or NIE with the right shape (8 digits and a letter; X, Y or Z, 7 digits and a letter) whose letter is
 * not the one its digits give: most likely a digit or the letter mistyped, which a person should be told
 * rather than be shown the shape they already typed.
 */
export function hasWrongLetter(type: 'dni' | 'nie', value: string): boolean {
  const normalized = normalizeDocument(value)
  const shaped = type === 'dni' ? /^\d{8}[A-Z]$/.test(normalized) : /^[XYZ]\d{7}[A-Z]$/.test(normalized)
  return shaped && !(type === 'dni' ? isValidDni(normalized) : isValidNie(normalized))
}

/** NIE: X, Y or Z, 7 digits and a letter; X, Y and Z count as 0, 1 and 2 before the modulo 23. */
export function isValidNie(value: string): boolean {
  const [, first, digits, letter] = /^([XYZ])(\d{7})([A-Z])$/.exec(normalizeDocument(value)) ?? []
  if (first === undefined || digits === undefined) return false
  return dniLetter(String('XYZ'.indexOf(first)) + digits) === letter
}

/** The CIF control digit (0-9) of the 7 central digits: a Luhn-style sum over the odd positions doubled. */
function cifControlDigit(digits: string): number {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index])
    if (index % 2 === 0) {
      const doubled = digit * 2
      sum += Math.floor(doubled / 10) + (doubled % 10)
    } else {
      sum += digit
    }
  }
  return (10 - (sum % 10)) % 10
}

/**
 * CIF (the tax number of a company or organisation): the organisation letter, 7 digits and a control
 * character. Public bodies, religious and foreign entities (N, P, Q, R, S, W) and non-residents (province
 * 00) take a letter; companies limited by shares, LLCs, joint ownerships and owners' associations (A, B, E,
 * H) take a digit; the other letters (C, D, F, G, J, U, V) may take either.
 */
export function isValidCif(value: string): boolean {
  const [, organisation, digits, control] =
    /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(normalizeDocument(value)) ?? []
  if (organisation === undefined || digits === undefined || control === undefined) return false
  const controlDigit = cifControlDigit(digits)
  const asDigit = control === String(controlDigit)
  const asLetter = control === cifLetters.charAt(controlDigit)
  if ('NPQRSW'.includes(organisation) || digits.startsWith('00')) return asLetter
  if ('ABEH'.includes(organisation)) return asDigit
  return asDigit || asLetter
}

/**
 * K, L and M personal tax numbers (Spaniards under 14, Spaniards abroad, foreigners without NIE): the
 * letter, 7 digits and the DNI letter of those 7 digits.
 */
function isValidPersonalNif(value: string): boolean {
  const [, digits, letter] = /^[KLM](\d{7})([A-Z])$/.exec(value) ?? []
  return digits !== undefined && dniLetter(digits) === letter
}

/** NIF: any Spanish tax number, that is a DNI, a NIE, a CIF or a K/L/M personal number. */
export function isValidNif(value: string): boolean {
  const normalized = normalizeDocument(value)
  return (
    isValidDni(normalized) ||
    isValidNie(normalized) ||
    isValidCif(normalized) ||
    isValidPersonalNif(normalized)
  )
}

/** Passport: 3 letters, 6 digits and an optional letter (`ABC123456`); the shape only, it has no control. */
export function isValidPassport(value: string): boolean {
  return /^[A-Z]{3}\d{6}[A-Z]?$/.test(normalizeDocument(value))
}

/** Checks a document number against its type; `other` takes any text of 1 to 50 characters. */
export function isValidDocument(type: DocumentType, value: string): boolean {
  switch (type) {
    case 'dni':
      return isValidDni(value)
    case 'nie':
      return isValidNie(value)
    case 'cif':
      return isValidCif(value)
    case 'nif':
      return isValidNif(value)
    case 'passport':
      return isValidPassport(value)
    case 'other': {
      const length = [...value.trim()].length
      return length > 0 && length <= otherDocumentMaxLength
    }
    default:
      // A type from outside the list (untyped input) is never valid.
      return false
  }
}
