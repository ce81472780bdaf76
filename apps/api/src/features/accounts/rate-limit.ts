import { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { ApiError } from '../../lib/errors'
import type { Logger } from '../../lib/logger'

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

function tooMany(res: RateLimiterRes): ApiError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000))
  return new ApiError(429, 'too_many_requests', { headers: { 'Retry-After': String(seconds) } })
}

/** In memory by default; in Redis when REDIS_URL is set, so every API process counts together. */
export function createAccountLimiter(
  options: { redisUrl?: string | undefined; limits?: AccountLimits; logger?: Logger } = {},
): AccountLimiter {
  const limits = options.limits ?? defaultAccountLimits
  let redis: Redis | undefined
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    redis.on('error', (error) => options.logger?.warn({ err: error }, 'redis unavailable for rate limits'))
  }
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds })
    if (!redis) return memory
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `egresa:${keyPrefix}`,
      points,
      duration: limits.windowSeconds,
      insuranceLimiter: memory,
      rejectIfRedisNotReady: true,
    })
  }
  const byAddress = make('recovery_ip', limits.recoveryPerAddress)
  const byAccount = make('recovery_account', limits.recoveryPerAccount)
  const wrongPassword = make('password_account', limits.wrongPasswordPerAccount)

  return {
    async recoveryFromAddress(address) {
      try {
        await byAddress.consume(address)
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooMany(rejection)
        throw rejection
      }
    },
    async recoveryMailAllowed(account) {
      try {
        await byAccount.consume(account)
        return true
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false
        throw rejection
      }
    },
    async checkPasswordAttempts(account) {
      const state = await wrongPassword.get(account)
      if (state && state.consumedPoints >= limits.wrongPasswordPerAccount) throw tooMany(state)
    },
    async recordWrongPassword(account) {
      await wrongPassword.consume(account).catch((rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
      })
    },
    async close() {
      redis?.disconnect()
    },
  }
}
