import { randomBytes } from 'node:crypto'

// Identifiers of the direct-debit file: at most 35 characters of SEPA's set, and unique. Random parts of
// Crockford's base 32 (no I, L, O, U) keep them upper case, readable over the phone and free of the '/'
// that the EPC rules forbid at an identifier's ends.

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

function randomPart(length: number): string {
  const bytes = randomBytes(length)
  let text = ''
  for (const byte of bytes) text += alphabet.charAt(byte % 32)
  return text
}

/**
 * A mandate reference (the unique mandate reference, AT-01): `EGR-<partner number>-<date>-<4 random>`
 * (`EGR-123-20261124-K7Q2`). The office can tell whose it is at a glance; the random part keeps two mandates
 * of a day apart.
 */
export function mandateReference(code: number, day: string): string {
  return `EGR-${code}-${day.replaceAll('-', '')}-${randomPart(4)}`
}

/** A message id for one file (GrpHdr/MsgId): `EGR-` and 20 random characters; payment ids extend it. */
export function newMessageId(): string {
  return `EGR-${randomPart(20)}`
}

/**
 * An end-to-end id for one charge, given when the charge is made (the bank hands it back with a return):
 * `EGR<due date><16 random>`.
 */
export function endToEndId(day: string): string {
  return `EGR${day.replaceAll('-', '')}${randomPart(16)}`
}
