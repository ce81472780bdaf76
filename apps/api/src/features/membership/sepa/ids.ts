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

/** A mandate reference (the unique mandate reference, AT-01): `EGR-M-` and 16 random characters. */
export function newMandateReference(): string {
  return `EGR-M-${randomPart(16)}`
}

/** A message id for one file (GrpHdr/MsgId): `EGR-` and 20 random characters; payment ids extend it. */
export function newMessageId(): string {
  return `EGR-${randomPart(20)}`
}

/** An end-to-end id for one charge (the bank hands it back with a return): `EGR-E-` and 20 random characters. */
export function newEndToEndId(): string {
  return `EGR-E-${randomPart(20)}`
}
