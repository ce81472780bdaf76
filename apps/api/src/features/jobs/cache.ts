import type { Db } from '../../db/client'
import { readCaches } from '../../lib/read-cache'

/**
 * How old a kept read of the job bank may be when it is answered: the job bank's pages, the teaser, a
 * person's applications and a company's candidate lists. A write of the job bank (any call of service.ts,
 * from a request or from `pnpm admin`) drops them all at once; the time bounds how long a change made
 * elsewhere shows late (a company renamed, a candidate's new CV or name). For its first half a read is
 * answered as it is; in the second, it is still answered while one fresh read replaces it, so callers do not
 * queue behind a read every time one expires.
 */
export const JOBS_CACHE_MS = 10_000
const jobReads = readCaches(JOBS_CACHE_MS)

/** Keeps the job bank's reads of this database for `ttlMs` at most (the app does it on the embedded one). */
export const enableJobsCache = (db: Db, ttlMs?: number) => jobReads.enable(db, ttlMs)

/** A read through the job bank's cache of `db` when it has one; straight from the database otherwise. */
export const cachedRead = <T>(db: Db, key: string, load: () => Promise<T>) => jobReads.read(db, key, load)

/** Drops every kept read of `db`: called after each write of the job bank has committed. */
export const forgetJobReads = (db: Db) => jobReads.forget(db)
