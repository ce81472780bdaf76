import type { Logger } from '../../lib/logger'
import { createCounters } from '../../lib/rate-limit'

// Addresses asking for calendar feeds that do not exist (docs/articles.md, "My calendar"): a feed's secret has
// 256 bits, so guessing is hopeless anyway, but each miss is a database read; a client address over the limit
// gets 429 until the window passes, before any read. A feed that exists is never counted, so the calendars
// of a whole campus behind one address keep reading theirs.

export type CalendarLimits = { missesPerAddress: number; windowSeconds: number }

export const defaultCalendarLimits: CalendarLimits = { missesPerAddress: 30, windowSeconds: 10 * 60 }

export type CalendarLimiter = {
  /** 429 when the address has already asked for too many feeds that do not exist. */
  check: (address: string) => Promise<void>
  /** Counts an address that asked for a feed that does not exist. */
  miss: (address: string) => Promise<void>
  close: () => Promise<void>
}

/** In memory by default; in Redis when REDIS_URL is set, so every API process counts together. */
export function createCalendarLimiter(
  options: { redisUrl?: string | undefined; limits?: CalendarLimits; logger?: Logger } = {},
): CalendarLimiter {
  const limits = options.limits ?? defaultCalendarLimits
  const counters = createCounters({ ...options, windowSeconds: limits.windowSeconds })
  const misses = counters.counter('calendar_miss_ip', limits.missesPerAddress)
  return { check: misses.check, miss: misses.record, close: counters.close }
}
