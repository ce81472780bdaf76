import type { Env } from '../../env'
import { ibanVault } from '../../lib/iban-vault'

/**
 * The one way to read a stored IBAN in clear (docs/security.md): for the collection file only
 * (features/membership/sepa). Every other answer shows `iban_masked`.
 */
export function decryptIban(env: Pick<Env, 'dataDir' | 'ibanEncryptionKey'>, stored: string): string {
  return ibanVault(env).decrypt(stored)
}
