import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: what the client keeps; the database keeps only its SHA-256. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000
/** The sliding expiry is pushed forward at most this often, so most requests only read. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000
