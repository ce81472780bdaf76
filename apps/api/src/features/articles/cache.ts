import { readCaches } from '../../lib/read-cache'

/**
 * How old a kept read of the articles may be when it is answered: list pages and each person's saved and
 * signed-up marks. Every write of the articles (each function of service.ts) drops them all once it has
 * committed, so nothing the articles change shows late; the time bounds what changes around them (a tag
 * renamed). Half of it answered as it is, half while one fresh read replaces it (lib/read-cache.ts).
 */
export const ARTICLES_CACHE_MS = 10_000

export const articleReads = readCaches(ARTICLES_CACHE_MS)
