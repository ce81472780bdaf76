import { isOfficeRole } from '@egresa/api-contract/permissions'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema/users'

/**
 * Whether the session a live stream was opened with still opens: not ended (sign-out, a password change, the
 * office), not expired, its account active, and an office session not idle past `officeIdleMs` (the stream
 * itself is no activity: it does not keep an office session alive).
 */
export async function isSessionOpen(
  db: Db,
  params: { sessionId: string; officeIdleMs: number; now?: Date },
): Promise<boolean> {
  const now = params.now ?? new Date()
  const [row] = await db
    .select({ role: users.role, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, params.sessionId), gt(sessions.expiresAt, now), eq(users.status, 'active')))
    .limit(1)
  if (!row) return false
  return !isOfficeRole(row.role) || now.getTime() - row.lastSeenAt.getTime() <= params.officeIdleMs
}
