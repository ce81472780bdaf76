import { isRole } from '@egresa/api-contract/permissions'
import { and, eq, gt } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema/users'
import type { AppEnv, Auth } from '../context'
import { hashToken, SESSION_LIFETIME_MS, SESSION_TOUCH_INTERVAL_MS } from './tokens'

/** The live session a token opens (not expired, account active), or null. */
export async function findSession(db: Db, params: { token: string; now?: Date }): Promise<Auth | null> {
  const now = params.now ?? new Date()
  const [row] = await db
    .select({
      sessionId: sessions.id,
      deviceId: sessions.deviceId,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      hash: users.hash,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(params.token)),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
  if (!row || !isRole(row.role)) return null
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.id, row.sessionId))
  }
  return {
    sessionId: row.sessionId,
    deviceId: row.deviceId,
    user: { id: row.userId, hash: row.hash, email: row.email, role: row.role },
  }
}

/**
 * Sessions found in the last SESSION_CACHE_MS, by token (the token is in memory during its requests anyway;
 * keying by it spares a SHA-256 per call). A signed-in client sends a burst of calls per page; looking its
 * session up once per burst instead of once per call is what keeps a signed-in request close to the cost
 * of an anonymous one (bench/api-init.mjs). The price: a session ended or an account disabled elsewhere
 * (another process, a direct database change) still works for at most that long; in this process, logout
 * and forgetSessions() take effect at once. docs/decisions.md.
 */
export const SESSION_CACHE_MS = 2000
const SESSION_CACHE_MAX = 10_000
const recent = new Map<string, { auth: Auth; tokenHash: string; until: number }>()
/**
 * Lookups under way, by token: the calls of a burst that arrive while a session is being looked up wait for
 * that one lookup instead of each querying the database (with 64 calls in flight, the cache expiring made
 * 64 lookups at once and set the p99 of bench/api-init.mjs).
 */
const lookups = new Map<string, Promise<Auth | null>>()
/** Changes with every forgetSessions(), so a lookup that was under way then does not cache what was ended. */
let generation = 0

/** Drops cached sessions: one token's or one session's, or every session of an account (call it after ending them). */
export function forgetSessions(
  which: { tokenHash: string } | { sessionId: string } | { userId: string },
): void {
  generation += 1
  lookups.clear()
  for (const [token, entry] of recent) {
    const match =
      'tokenHash' in which
        ? entry.tokenHash === which.tokenHash
        : 'sessionId' in which
          ? entry.auth.sessionId === which.sessionId
          : entry.auth.user.id === which.userId
    if (match) recent.delete(token)
  }
}

function cachedSession(db: Db, token: string): Promise<Auth | null> {
  const hit = recent.get(token)
  if (hit && hit.until > Date.now()) return Promise.resolve(hit.auth)
  const under = lookups.get(token)
  if (under) return under
  recent.delete(token)
  const started = generation
  const lookup = findSession(db, { token })
    .then((auth) => {
      if (auth && started === generation) {
        const oldest = recent.keys().next()
        if (recent.size >= SESSION_CACHE_MAX && !oldest.done) recent.delete(oldest.value)
        recent.set(token, { auth, tokenHash: hashToken(token), until: Date.now() + SESSION_CACHE_MS })
      }
      return auth
    })
    .finally(() => {
      if (lookups.get(token) === lookup) lookups.delete(token)
    })
  lookups.set(token, lookup)
  return lookup
}

/**
 * Reads X-Token and X-Device-Id and sets `c.var.auth`. The device id is required: a session is bound to the
 * device it was opened on, so a token without its device id (missing, empty or another) opens nothing. A
 * token that opens nothing leaves the request anonymous; requirePermission decides what that means.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header('x-token')
    let auth: Auth | null = null
    const deviceId = c.req.header('x-device-id')
    if (token && token.length <= 128 && deviceId) {
      auth = await cachedSession(c.get('db'), token)
      if (auth && deviceId !== auth.deviceId) auth = null
    }
    c.set('auth', auth)
    await next()
  }
}
