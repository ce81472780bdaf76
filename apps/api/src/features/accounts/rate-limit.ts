import { createHash } from 'node:crypto'
import type { Logger } from '../../lib/logger'
import { createCounters } from '../../lib/rate-limit'

export type AccountLimits = {
  /** Recovery requests per client address in the window: over it, 429. */
  recoveryPerAddress: number
  /** Recovery mails per account in the window: over it, the request still answers 204 but mails nothing. */
  recoveryPerAccount: number
  /** Wrong current passwords per account in the window (password and e-mail changes): over it, 429. */
  wrongPasswordPerAccount: number
  /** Registrations per client address in the window: over it, 429 (10 when left out). */
  registrationPerAddress?: number
  windowSeconds: number
  /** E-mail change requests per account in `emailChangeWindowSeconds`: over it, 429 (5 when left out). */
  emailChangePerAccount?: number
  /**
   * E-mail change requests for one new address, from any account, in `emailChangeWindowSeconds`: over it,
   * 429 (3 when left out), so nobody's mailbox can be flooded with confirmation links or notices.
   */
  emailChangePerAddress?: number
  /** The window of the e-mail change limits (an hour when left out). */
  emailChangeWindowSeconds?: number
  /**
   * Document number changes per account in the window (profile edit): over it, 429 (5 when left out), so a
   * signed-in person cannot test numbers against the registered ones one after another.
   */
  documentChangePerAccount?: number
}

const DEFAULT_REGISTRATIONS_PER_ADDRESS = 10
const DEFAULT_DOCUMENT_CHANGES_PER_ACCOUNT = 5
const DEFAULT_EMAIL_CHANGES = { perAccount: 5, perAddress: 3, windowSeconds: 60 * 60 }

export const defaultAccountLimits: AccountLimits = {
  recoveryPerAddress: 20,
  recoveryPerAccount: 3,
  wrongPasswordPerAccount: 10,
  registrationPerAddress: DEFAULT_REGISTRATIONS_PER_ADDRESS,
  windowSeconds: 15 * 60,
  emailChangePerAccount: DEFAULT_EMAIL_CHANGES.perAccount,
  emailChangePerAddress: DEFAULT_EMAIL_CHANGES.perAddress,
  emailChangeWindowSeconds: DEFAULT_EMAIL_CHANGES.windowSeconds,
  documentChangePerAccount: DEFAULT_DOCUMENT_CHANGES_PER_ACCOUNT,
}

export type AccountLimiter = {
  /** 429 when the address asked too often. */
  recoveryFromAddress: (address: string) => Promise<void>
  /** Whether another recovery mail may go to this account now (counts it). */
  recoveryMailAllowed: (account: string) => Promise<boolean>
  /**
   * Counts a check of the account's current password before it is made, so that concurrent wrong guesses
   * cannot all pass a count read before any of them was recorded: 429 when over the limit.
   */
  countPasswordAttempt: (account: string) => Promise<void>
  /** Gives back the attempt of a check that found the right password. */
  forgivePasswordAttempt: (account: string) => Promise<void>
  /** 429 when the address registered too often. */
  registrationFromAddress: (address: string) => Promise<void>
  /**
   * Whether another "someone tried to register with your address" mail may go to this account now (counts
   * it): registering an address again and again does not flood its owner.
   */
  registrationNoticeAllowed: (account: string) => Promise<boolean>
  /**
   * Counts an e-mail change request of the account and one for the new address: 429 when either is over its
   * limit. Counted alike whether the address has an account or not, so the 429 tells nothing either.
   */
  emailChange: (account: string, newEmail: string) => Promise<void>
  /** Counts a change of the account's document number: 429 over the limit. */
  documentChange: (account: string) => Promise<void>
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
  const registrations = counters.counter(
    'register_ip',
    limits.registrationPerAddress ?? DEFAULT_REGISTRATIONS_PER_ADDRESS,
  )
  const notices = counters.counter('register_notice_account', limits.recoveryPerAccount)
  const emailWindow = limits.emailChangeWindowSeconds ?? DEFAULT_EMAIL_CHANGES.windowSeconds
  const emailChanges = counters.counter(
    'email_change_account',
    limits.emailChangePerAccount ?? DEFAULT_EMAIL_CHANGES.perAccount,
    emailWindow,
  )
  const emailTargets = counters.counter(
    'email_change_address',
    limits.emailChangePerAddress ?? DEFAULT_EMAIL_CHANGES.perAddress,
    emailWindow,
  )
  const documentChanges = counters.counter(
    'document_change_account',
    limits.documentChangePerAccount ?? DEFAULT_DOCUMENT_CHANGES_PER_ACCOUNT,
  )
  return {
    recoveryFromAddress: byAddress.hit,
    recoveryMailAllowed: byAccount.tryHit,
    countPasswordAttempt: wrongPassword.hit,
    forgivePasswordAttempt: wrongPassword.refund,
    registrationFromAddress: registrations.hit,
    registrationNoticeAllowed: notices.tryHit,
    async emailChange(account, newEmail) {
      await emailChanges.hit(account)
      // Keyed by the address's hash: the counters (in Redis too) hold no one's address.
      await emailTargets.hit(createHash('sha256').update(newEmail.toLowerCase()).digest('base64url'))
    },
    documentChange: documentChanges.hit,
    close: counters.close,
  }
}
