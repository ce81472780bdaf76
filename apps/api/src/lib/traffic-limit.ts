import { msg } from '@lingui/core/macro'
import type { MiddlewareHandler } from 'hono'
import { clientAddress } from './client-address'
import type { AppEnv } from './context'
import type { Logger } from './logger'
import { createCounters } from './rate-limit'

// What one client address may ask of the work that costs the most to anyone: pages rendered on the server
// and free-text searches (docs/security.md, "Traffic"). Counted per address (lib/client-address.ts, so
// TRUST_PROXY decides what the address is), in memory or in Redis as the other limits.

export type TrafficLimits = {
  /**
   * Pages rendered on the server per client address (a person renders one at each full load, the app the
   * rest in the browser): a burst in 10 seconds, and a budget for 10 minutes. A render takes the server's
   * thread for tens of milliseconds, so the burst is what bounds how long everyone else waits.
   */
  pagesPer10Seconds: number
  pagesPer10Minutes: number
  /** Calls with a free-text `text` (jobs, articles, groups, directory, members…) per client address and minute. 0: none. */
  searchesPerMinute: number
}

export const defaultTrafficLimits: TrafficLimits = trafficLimits({
  pagesPerAddress: 120,
  searchesPerAddress: 120,
})

/**
 * The limits of the configuration (PAGES_PER_ADDRESS, SEARCHES_PER_ADDRESS; 0 for none): the pages' burst in
 * 10 seconds is a twelfth of the 10 minutes' budget, the pace that budget allows.
 */
export function trafficLimits(env: { pagesPerAddress: number; searchesPerAddress: number }): TrafficLimits {
  return {
    pagesPer10Seconds: env.pagesPerAddress && Math.max(1, Math.round(env.pagesPerAddress / 12)),
    pagesPer10Minutes: env.pagesPerAddress,
    searchesPerMinute: env.searchesPerAddress,
  }
}

export type TrafficLimiter = {
  /** Counts a rendered page of the address: null within the limit, else the seconds until the next. */
  page: (address: string) => Promise<number | null>
  /** Counts a search of the address: 429 with Retry-After and a message over the limit. */
  search: (address: string) => Promise<void>
  close: () => Promise<void>
}

const tooManySearches = (seconds: number) =>
  msg`Demasiadas búsquedas desde tu conexión: vuelve a intentarlo dentro de ${seconds} s.`

export function createTrafficLimiter(
  options: { redisUrl?: string | undefined; limits?: TrafficLimits; logger?: Logger } = {},
): TrafficLimiter {
  const limits = options.limits ?? defaultTrafficLimits
  const counters = createCounters({ ...options, windowSeconds: 60 })
  const pages = [
    limits.pagesPer10Seconds ? counters.counter('page_burst_ip', limits.pagesPer10Seconds, 10) : null,
    limits.pagesPer10Minutes ? counters.counter('page_ip', limits.pagesPer10Minutes, 600) : null,
  ].filter((counter) => counter !== null)
  const searches = limits.searchesPerMinute ? counters.counter('search_ip', limits.searchesPerMinute) : null
  return {
    async page(address) {
      for (const counter of pages) {
        const wait = await counter.wait(address)
        if (wait) return wait
      }
      return null
    },
    search: async (address) => searches?.hit(address, tooManySearches),
    close: counters.close,
  }
}

/** An API read with a free-text `text` counts one search of the caller's address. */
export function searchLimit(limiter: TrafficLimiter, trustProxy: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' && c.req.query('text')?.trim())
      await limiter.search(clientAddress(c, trustProxy))
    await next()
  }
}
