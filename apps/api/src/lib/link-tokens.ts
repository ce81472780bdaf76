import { createHmac, timingSafeEqual } from 'node:crypto'

// The tokens of the links in mail that act without signing in (the job alerts' and the newsletters'
// unsubscribe links): public identifiers and an HMAC-SHA256 of them with MAIL_LINK_SECRET (lib/links.ts), so
// they need no table, an old mail's link keeps working, and nobody without the secret can make or alter one.
// The purpose is signed too: a token made for one kind of link is refused by another.

function signature(secret: string, purpose: string, parts: readonly string[]): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${parts.join('.')}`)
    .digest('base64url')
}

/** `{part}.{part}….{signature}`; the parts are public identifiers without dots (hashes). */
export function signLinkToken(secret: string, purpose: string, parts: readonly string[]): string {
  if (parts.some((p) => !p || p.includes('.'))) throw new Error('A link token part is empty or has a dot')
  return `${parts.join('.')}.${signature(secret, purpose, parts)}`
}

/** The parts a token was made with for this purpose, or null when it was not signed with this secret. */
export function verifyLinkToken(
  secret: string,
  purpose: string,
  token: string,
  count: number,
): string[] | null {
  const pieces = token.split('.')
  if (pieces.length !== count + 1 || pieces.some((p) => !p)) return null
  const parts = pieces.slice(0, count)
  const given = Buffer.from(pieces[count] ?? '')
  const expected = Buffer.from(signature(secret, purpose, parts))
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null
}
