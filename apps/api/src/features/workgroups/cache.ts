import { readCaches } from '../../lib/read-cache'

/**
 * How old a kept page of the groups' list (`GET /api/workgroups`, its searches included) may be when it is
 * answered. Every write of the groups that the list shows (a group created, edited, published, deleted, a
 * member joining or leaving: service.ts) drops them all once it has committed, so nothing shows late; the
 * caller's own memberships are read afresh for each answer. Half of it answered as it is, half while one
 * fresh read replaces it (lib/read-cache.ts).
 */
export const WORKGROUPS_CACHE_MS = 10_000

export const workgroupReads = readCaches(WORKGROUPS_CACHE_MS)
