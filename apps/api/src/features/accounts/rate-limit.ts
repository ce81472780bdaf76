import type { Logger } from '../../lib/logger'
import { createCounters } from '../../lib/rate-limit'

export type AccountLimits = {
  /** Recovery requests per client address in the window: over it, 429. */
  recoveryPerAddress: number
  /** Recovery mails per account in the window: over it, the request still answers 204 but mails nothing. */
  recoveryPerAccount: number
  /** Wrong current passwords per account in the window (password and e-mail changes): over it, 429. */
  wrongPasswordPerAccount: number
  windowSeconds: number
}

export const defaultAccountLimits: AccountLimits = {
  recoveryPerAddress: 20,
  recoveryPerAccount: 3,
  wrongPasswordPerAccount: 10,
  windowSeconds: 15 * 60,
}

export type AccountLimiter = {
  /** 429 when the address asked too often. */
  recoveryFromAddress: (address: string) => Promise<void>
  /** Whether another recovery mail may go to this account now (counts it). */
  recoveryMailAllowed: (account: string) => Promise<boolean>
  /** 429 when the account has had too many wrong current passwords. */
  checkPasswordAttempts: (account: string) => Promise<void>
  recordWrongPassword: (account: string) => Promise<void>
  close: () => Promise<void>
}

/** In memory by default; in Redis when REDIS_URL is set, so every API process counts together. */
export function createAccountLimiter(
  options: { redisUrl?: string | undefined; limits?: AccountLimits; logger?: Logger } = {},
): AccountLimiter {
  const limits = options.limits ?? defaultAccountLimits
  const counters = createCounters({ ...options, windowSeconds: limits.windowSeconds })
  const byAddress = counters.counter('recovery_ip', limits.recoveryPerAddress)
  const byAccount = counters.counter('recovery_account', limits.recoveryPerAccount)
  const wrongPassword = counters.counter('password_account', limits.wrongPasswordPerAccount)
  return {
    recoveryFromAddress: byAddress.hit,
    recoveryMailAllowed: byAccount.tryHit,
    checkPasswordAttempts: wrongPassword.check,
    recordWrongPassword: wrongPassword.record,
    close: counters.close,
  }
}
