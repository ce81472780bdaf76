import { isOfficeRole, isRole } from '@egresa/api-contract/permissions'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Db } from '../../db/client'
import { authEpoch, sessions, users } from '../../db/schema/users'
import type { AppEnv, Auth } from '../context'
import { hashToken, SESSION_LIFETIME_MS, SESSION_TOUCH_INTERVAL_MS } from './tokens'

/** How long an office session (roles admin and office) lives without a call, unless OFFICE_IDLE_MINUTES says. */
export const DEFAULT_OFFICE_IDLE_MS = 30 * 60 * 1000
/**
 * How often an office session's `last_seen_at` is moved forward (instead of SESSION_TOUCH_INTERVAL_MS): a
 * thirtieth of its idle time, so the idle time is measured to within that (a minute for the default 30).
 */
export function officeTouchIntervalMs(officeIdleMs: number): number {
  return Math.min(SESSION_TOUCH_INTERVAL_MS, Math.max(1000, Math.floor(officeIdleMs / 30)))
}

type LookupParams = {
  token: string
  now?: Date
  /** Idle time after which a session of the roles admin and office ends (OFFICE_IDLE_MINUTES). */
  officeIdleMs?: number
}

/**
 * The live session a token opens (not expired, account active), or null. A session of the alumni office
 * (roles admin and office) also ends after `officeIdleMs` without a call (its `last_seen_at`): it is then
 * deleted, and the person signs in again.
 */
export async function findSession(db: Db, params: LookupParams): Promise<Auth | null> {
  return (await findSessionAt(db, params))?.auth ?? null
}

const epochOf = sql<number>`(select ${authEpoch.value} from ${authEpoch} where ${authEpoch.id} = 1)`.mapWith(
  Number,
)

/** findSession, with the auth epoch read in the same statement (so the same snapshot as the session). */
async function findSessionAt(db: Db, params: LookupParams): Promise<{ auth: Auth; epoch: number } | null> {
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
      epoch: epochOf,
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
  const idle = now.getTime() - row.lastSeenAt.getTime()
  const office = isOfficeRole(row.role)
  const officeIdleMs = params.officeIdleMs ?? DEFAULT_OFFICE_IDLE_MS
  if (office && idle > officeIdleMs) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId))
    return null
  }
  if (idle > (office ? officeTouchIntervalMs(officeIdleMs) : SESSION_TOUCH_INTERVAL_MS)) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.id, row.sessionId))
  }
  return {
    auth: {
      sessionId: row.sessionId,
      deviceId: row.deviceId,
      user: { id: row.userId, hash: row.hash, email: row.email, role: row.role },
    },
    epoch: row.epoch ?? 0,
  }
}

/**
 * Sessions found in the last SESSION_CACHE_MS, by token (the token is in memory during its requests anyway;
 * keying by it spares a SHA-256 per call), with the auth epoch they were found at. A signed-in client sends
 * a burst of calls per page; looking its session up once per burst instead of once per call is what keeps
 * a signed-in request close to the cost of an anonymous one (bench/api-init.mjs).
 *
 * On PostgreSQL (several processes), a cached session is used only while the auth epoch (table auth_epoch)
 * is the one it was found at: the database's triggers raise it whenever a role or an account's status
 * changes or a session ends, in any process or by hand, so an upgrade, a grant, a lapse or a logout
 * elsewhere is seen on the very next request. Each request reads the epoch with a query that starts after
 * the request arrived; the requests of a burst share that one small read (freshEpoch). On the embedded
 * database this process is the only writer (the data folder's lock; `pnpm admin` runs inside the server),
 * so whatever changes a role calls forgetSessions({ userId }) after its commit instead: reading the epoch
 * per call cost PGlite 95% of a signed-in call's throughput (bench/api-init.mjs). docs/decisions.md.
 */
export const SESSION_CACHE_MS = 2000
const SESSION_CACHE_MAX = 10_000
const recent = new Map<string, { auth: Auth; tokenHash: string; until: number; epoch: number }>()
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

type EpochReads = { current: Promise<number> | null; next: Promise<number> | null }
const epochReads = new WeakMap<Db, EpochReads>()

/**
 * The auth epoch, read by a query that started after this call: a read already under way may have begun
 * before a change this request must see, so the callers that arrive during it share the next read instead.
 */
function freshEpoch(db: Db): Promise<number> {
  let reads = epochReads.get(db)
  if (!reads) {
    reads = { current: null, next: null }
    epochReads.set(db, reads)
  }
  const state = reads
  const start = () => {
    const read: Promise<number> = db
      .select({ value: authEpoch.value })
      .from(authEpoch)
      .where(eq(authEpoch.id, 1))
      .then((rows) => rows[0]?.value ?? 0)
      .finally(() => {
        if (state.current === read) state.current = null
      })
    state.current = read
    return read
  }
  if (!state.current) return start()
  state.next ??= state.current
    .catch(() => undefined)
    .then(() => {
      state.next = null
      return start()
    })
  return state.next
}

async function cachedSession(
  db: Db,
  token: string,
  checkEpoch: boolean,
  officeIdleMs: number,
): Promise<Auth | null> {
  const hit = recent.get(token)
  if (hit && hit.until > Date.now()) {
    if (!checkEpoch || (await freshEpoch(db)) === hit.epoch) return hit.auth
    // Still the same entry (no other request replaced it): it is stale.
    if (recent.get(token) === hit) recent.delete(token)
  }
  const under = lookups.get(token)
  if (under) return under
  recent.delete(token)
  const started = generation
  const lookup = findSessionAt(db, { token, officeIdleMs })
    .then((found) => {
      if (found && started === generation) {
        const oldest = recent.keys().next()
        if (recent.size >= SESSION_CACHE_MAX && !oldest.done) recent.delete(oldest.value)
        recent.set(token, {
          auth: found.auth,
          tokenHash: hashToken(token),
          until: Date.now() + SESSION_CACHE_MS,
          epoch: found.epoch,
        })
      }
      return found?.auth ?? null
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
export function sessionMiddleware(
  options: {
    checkEpoch?: boolean
    officeIdleMs?: number
    /**
     * Paths a browser opens itself, without the headers (the live events' EventSource): there the session
     * may come from the `token` and `deviceId` cookies the apps keep it in. Those cookies are SameSite=Lax,
     * so another site's page cannot send them along.
     */
    cookiePaths?: (path: string) => boolean
  } = {},
): MiddlewareHandler<AppEnv> {
  const checkEpoch = options.checkEpoch ?? true
  const officeIdleMs = options.officeIdleMs ?? DEFAULT_OFFICE_IDLE_MS
  return async (c, next) => {
    let token = c.req.header('x-token')
    let auth: Auth | null = null
    let deviceId = c.req.header('x-device-id')
    if (!token && options.cookiePaths?.(c.req.path)) {
      token = getCookie(c, 'token')
      deviceId = getCookie(c, 'deviceId')
    }
    if (token && token.length <= 128 && deviceId) {
      auth = await cachedSession(c.get('db'), token, checkEpoch, officeIdleMs)
      if (auth && deviceId !== auth.deviceId) auth = null
    }
    c.set('auth', auth)
    await next()
  }
}
