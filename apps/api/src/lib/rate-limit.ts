import type { MessageDescriptor } from '@lingui/core'
import { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { ApiError } from './errors'
import type { Logger } from './logger'

/** Counts per key over a window, with the limit's answers the endpoints need. */
export type Counter = {
  /**
   * Counts one; 429 (with Retry-After) when that goes over the limit, with `message` (given the seconds to
   * wait) or the catalog's.
   */
  hit: (key: string, message?: (seconds: number) => MessageDescriptor) => Promise<void>
  /** Counts one; whether it was still within the limit. */
  tryHit: (key: string) => Promise<boolean>
  /** Counts one; null when it was still within the limit, else the seconds until the key may go on. */
  wait: (key: string) => Promise<number | null>
  /** 429 when the key has already reached the limit; counts nothing. */
  check: (key: string) => Promise<void>
  /** Counts one, over the limit or not. */
  record: (key: string) => Promise<void>
  /** Takes back one counted hit (an attempt that turned out right). */
  refund: (key: string) => Promise<void>
  reset: (key: string) => Promise<void>
}

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

function tooMany(res: RateLimiterRes, message?: (seconds: number) => MessageDescriptor): ApiError {
  const seconds = secondsOf(res)
  return new ApiError(429, 'too_many_requests', {
    headers: { 'Retry-After': String(seconds) },
    ...(message ? { message: message(seconds) } : {}),
  })
}

function asCounter(limiter: RateLimiterAbstract, points: number): Counter {
  const consume = async (key: string) => {
    try {
      await limiter.consume(key)
      return null
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection
      throw rejection
    }
  }
  return {
    async hit(key, message) {
      const over = await consume(key)
      if (over) throw tooMany(over, message)
    },
    tryHit: async (key) => (await consume(key)) === null,
    async wait(key) {
      const over = await consume(key)
      return over ? secondsOf(over) : null
    },
    async check(key) {
      const state = await limiter.get(key)
      if (state && state.consumedPoints >= points) throw tooMany(state)
    },
    async record(key) {
      await consume(key)
    },
    async refund(key) {
      await limiter.reward(key, 1)
    },
    async reset(key) {
      await limiter.delete(key)
    },
  }
}

/**
 * Counters in memory (one process) by default; in Redis when REDIS_URL is set, so every API process counts
 * together. While Redis is away each process falls back to its own memory rather than refusing everyone.
 */
export function createCounters(options: {
  redisUrl?: string | undefined
  logger?: Logger
  windowSeconds: number
}) {
  let redis: Redis | undefined
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    redis.on('error', (error) => options.logger?.warn({ err: error }, 'redis unavailable for rate limits'))
  }
  return {
    /** A counter of `points` per key over the window (the counters' own unless `duration` is given, in seconds). */
    counter(keyPrefix: string, points: number, duration = options.windowSeconds): Counter {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration })
      if (!redis) return asCounter(memory, points)
      const shared = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `egresa:${keyPrefix}`,
        points,
        duration,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      })
      return asCounter(shared, points)
    },
    close: async () => {
      redis?.disconnect()
    },
  }
}

export type LoginLimits = {
  /** Failed sign-ins allowed per account in `windowSeconds`. */
  perAccount: number
  /** Sign-in attempts allowed per client address in `windowSeconds`. */
  perAddress: number
  windowSeconds: number
}

export const defaultLoginLimits: LoginLimits = { perAccount: 10, perAddress: 100, windowSeconds: 15 * 60 }

export type LoginRateLimiter = {
  /**
   * Counts an attempt for the address and for the account before the password is checked, and refuses
   * (429) when either is over its limit. Counting first is what holds under concurrency: 40 wrong passwords
   * sent at once each take a count, so no more than the limit of them reach the password check.
   */
  checkAttempt: (address: string, account: string) => Promise<void>
  /** The password was right: the account's count starts again. */
  recordSuccess: (account: string) => Promise<void>
  close: () => Promise<void>
}

export function createLoginRateLimiter(
  options: { redisUrl?: string | undefined; limits?: LoginLimits; logger?: Logger } = {},
): LoginRateLimiter {
  const limits = options.limits ?? defaultLoginLimits
  const counters = createCounters({ ...options, windowSeconds: limits.windowSeconds })
  const byAddress = counters.counter('login_ip', limits.perAddress)
  const byAccount = counters.counter('login_account', limits.perAccount)
  return {
    async checkAttempt(address, account) {
      await byAddress.hit(address)
      await byAccount.hit(account)
    },
    recordSuccess: byAccount.reset,
    close: counters.close,
  }
}
