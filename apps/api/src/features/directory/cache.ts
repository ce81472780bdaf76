import { readCaches } from '../../lib/read-cache'

/**
 * How old a kept directory page may be when it is answered. The people in it are written by other features
 * (a profile edited, an account verified or deleted, a flag changed), so nothing drops the pages on a write:
 * a change shows in others' lists within this time (a person's own profile page is read fresh). Half of it
 * answered as it is, half while one fresh read replaces it (lib/read-cache.ts).
 */
export const DIRECTORY_CACHE_MS = 10_000

export const directoryReads = readCaches(DIRECTORY_CACHE_MS)
