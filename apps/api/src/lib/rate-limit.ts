import { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { ApiError } from './errors'
import type { Logger } from './logger'

export type LoginLimits = {
  /** Failed sign-ins allowed per account in `windowSeconds`. */
  perAccount: number
  /** Sign-in attempts allowed per client address in `windowSeconds`. */
  perAddress: number
  windowSeconds: number
}

export const defaultLoginLimits: LoginLimits = { perAccount: 10, perAddress: 100, windowSeconds: 15 * 60 }

export type LoginRateLimiter = {
  /** Counts an attempt from an address and refuses (429) when over the limit or when the account is locked. */
  checkAttempt: (address: string, account: string) => Promise<void>
  recordFailure: (account: string) => Promise<void>
  recordSuccess: (account: string) => Promise<void>
  close: () => Promise<void>
}

function tooMany(res: RateLimiterRes): ApiError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000))
  return new ApiError(429, 'too_many_requests', { headers: { 'Retry-After': String(seconds) } })
}

/** In memory (one process) by default; in Redis when REDIS_URL is set, so all processes share the counts. */
export function createLoginRateLimiter(
  options: { redisUrl?: string | undefined; limits?: LoginLimits; logger?: Logger } = {},
): LoginRateLimiter {
  const limits = options.limits ?? defaultLoginLimits
  let redis: Redis | undefined
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds })
    if (!redis) return memory
    // While Redis is away the process falls back to its own memory rather than refusing every sign-in.
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `egresa:${keyPrefix}`,
      points,
      duration: limits.windowSeconds,
      insuranceLimiter: memory,
      rejectIfRedisNotReady: true,
    })
  }
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    redis.on('error', (error) => options.logger?.warn({ err: error }, 'redis unavailable for rate limits'))
  }
  const byAddress = make('login_ip', limits.perAddress)
  const byAccount = make('login_account', limits.perAccount)

  return {
    async checkAttempt(address, account) {
      const locked = await byAccount.get(account)
      if (locked && locked.consumedPoints >= limits.perAccount) throw tooMany(locked)
      try {
        await byAddress.consume(address)
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooMany(rejection)
        throw rejection
      }
    },
    async recordFailure(account) {
      await byAccount.consume(account).catch((rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
      })
    },
    async recordSuccess(account) {
      await byAccount.delete(account)
    },
    async close() {
      redis?.disconnect()
    },
  }
}
