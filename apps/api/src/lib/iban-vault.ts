import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { normalizeIban } from '@egresa/validators/iban'
import { and, isNotNull, not, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema/users'
import type { Env } from '../env'
import { dataDirSecret } from './data-dir'

// IBANs at rest (docs/security.md, docs/membership.md): AES-256-GCM with a key from IBAN_ENCRYPTION_KEY or,
// without it, a key file made once in DATA_DIR with owner-only permissions. What is stored is
// `v1:<iv>:<tag>:<ciphertext>` (base64); a masked copy is kept beside it for every answer, so reading an
// account never decrypts. Decrypting is for the collection file only (features/membership decryptIban).

export const IBAN_KEY_FILE = 'iban.key'
const PREFIX = 'v1:'

export type IbanVault = {
  encrypt: (iban: string) => string
  /** Only features/membership's decryptIban calls this (the collection file). */
  decrypt: (stored: string) => string
}

const vaults = new Map<string, IbanVault>()

/** The key file of DATA_DIR: read, or made (32 random bytes, hex, mode 0600) the first time. */
function keyFromDataDir(dataDir: string): Buffer {
  return parseKey(dataDirSecret(dataDir, IBAN_KEY_FILE), join(dataDir, IBAN_KEY_FILE))
}

function parseKey(text: string, from: string): Buffer {
  const hex = text.trim()
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`${from}: the IBAN key must be 32 bytes in hex`)
  return Buffer.from(hex, 'hex')
}

/**
 * The vault of the configuration's key (one per key and process). The key is read, or the key file made,
 * at the first use: an app that never meets an IBAN never touches DATA_DIR for it.
 */
export function ibanVault(env: Pick<Env, 'dataDir' | 'ibanEncryptionKey'>): IbanVault {
  const source = env.ibanEncryptionKey ? `env:${env.ibanEncryptionKey}` : `dir:${env.dataDir}`
  let vault = vaults.get(source)
  if (!vault) {
    let loaded: IbanVault | undefined
    const load = () => {
      loaded ??= createVault(
        env.ibanEncryptionKey
          ? parseKey(env.ibanEncryptionKey, 'IBAN_ENCRYPTION_KEY')
          : keyFromDataDir(env.dataDir),
      )
      return loaded
    }
    vault = { encrypt: (iban) => load().encrypt(iban), decrypt: (stored) => load().decrypt(stored) }
    vaults.set(source, vault)
  }
  return vault
}

function createVault(key: Buffer): IbanVault {
  return {
    encrypt(iban) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(normalizeIban(iban), 'utf8'), cipher.final()])
      const tag = cipher.getAuthTag()
      return `${PREFIX}${iv.toString('base64')}:${tag.toString('base64')}:${data.toString('base64')}`
    },
    decrypt(stored) {
      if (!isEncryptedIban(stored)) throw new Error('not an encrypted IBAN')
      const [iv, tag, data] = stored.slice(PREFIX.length).split(':')
      if (!iv || !tag || !data) throw new Error('not an encrypted IBAN')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'))
      decipher.setAuthTag(Buffer.from(tag, 'base64'))
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8')
    },
  }
}

/** A vault with a key of its own, forgotten with the process (the demo seed in tests). */
export function throwawayVault(): IbanVault {
  return createVault(randomBytes(32))
}

export function isEncryptedIban(value: string): boolean {
  return value.startsWith(PREFIX)
}

/** `ES9121000418450200051332` → `ES91 **** **** **** **** 1332`: the country and check digits, the last four. */
export function maskIban(iban: string): string {
  const plain = normalizeIban(iban)
  const hidden = Math.max(0, plain.length - 8)
  const stars = '*'.repeat(hidden).replace(/(.{4})(?=.)/g, '$1 ')
  return [plain.slice(0, 4), stars, plain.slice(-4)].filter(Boolean).join(' ')
}

/**
 * Encrypts the profiles' IBANs still in plain text (written before migration 0007_membership) and fills their
 * masked copy. Runs after the migrations at every start (and before every `pnpm admin` command); a second
 * run finds nothing to do. Returns how many it encrypted.
 */
export async function encryptStoredIbans(db: Db, vault: IbanVault): Promise<number> {
  let count = 0
  for (;;) {
    const rows = await db
      .select({ id: users.id, iban: users.paymentIban })
      .from(users)
      .where(and(isNotNull(users.paymentIban), not(sql`${users.paymentIban} like 'v1:%'`)))
      .limit(500)
    if (!rows.length) return count
    for (const row of rows) {
      if (!row.iban) continue
      await db
        .update(users)
        .set({ paymentIban: vault.encrypt(row.iban), paymentIbanMasked: maskIban(row.iban) })
        .where(and(sql`${users.id} = ${row.id}`, sql`${users.paymentIban} = ${row.iban}`))
      count += 1
    }
  }
}
