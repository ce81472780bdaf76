import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Authenticated encryption (AES-256-GCM) of a small JSON value with an expiry, for the sign-in flow state
 * that travels through the browser. Every API process derives the same key from the same secret.
 */
export type Sealer = {
  seal: (value: unknown, ttlSeconds: number, now?: Date) => string
  /** The value, or null when the text was not sealed by this key, was altered, or has expired. */
  unseal: <T>(text: string, now?: Date) => T | null
}

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'egresa-sso', purpose, 32))
  return {
    seal(value, ttlSeconds, now = new Date()) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const plain = JSON.stringify({ v: value, exp: Math.floor(now.getTime() / 1000) + ttlSeconds })
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    unseal<T>(text: string, now = new Date()): T | null {
      try {
        const raw = Buffer.from(text, 'base64url')
        if (raw.length < 29) return null
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
        decipher.setAuthTag(raw.subarray(12, 28))
        const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
        const parsed = JSON.parse(plain) as { v: T; exp: number }
        return parsed.exp > now.getTime() / 1000 ? parsed.v : null
      } catch {
        return null
      }
    },
  }
}
