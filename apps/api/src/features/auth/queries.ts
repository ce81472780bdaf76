import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies, sessions, users } from '../../db/schema/users'

export type LoginCandidate = {
  id: string
  role: string
  status: string
  passwordHash: string | null
  /** null for accounts that are not companies. */
  companyValidated: boolean | null
}

export async function findLoginCandidate(db: Db, params: { email: string }): Promise<LoginCandidate | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      passwordHash: users.passwordHash,
      companyValidatedAt: companies.validatedAt,
      companyId: companies.id,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(sql`lower(${users.email})`, params.email.toLowerCase()))
    .limit(1)
  if (!row) return null
  return {
    id: row.id,
    role: row.role,
    status: row.status,
    passwordHash: row.passwordHash,
    companyValidated: row.companyId === null ? null : row.companyValidatedAt !== null,
  }
}

/** Opens the session of a device, replacing the one that device had. */
export async function upsertSession(
  db: Db,
  params: {
    userId: string
    tokenHash: string
    deviceId: string
    deviceType: number
    push: string | null
    expiresAt: Date
    now: Date
  },
): Promise<void> {
  const values = {
    tokenHash: params.tokenHash,
    deviceType: params.deviceType,
    push: params.push,
    createdAt: params.now,
    lastSeenAt: params.now,
    expiresAt: params.expiresAt,
  }
  await db
    .insert(sessions)
    .values({ userId: params.userId, deviceId: params.deviceId, ...values })
    .onConflictDoUpdate({ target: [sessions.userId, sessions.deviceId], set: values })
}

export async function deleteSession(db: Db, params: { sessionId: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, params.sessionId))
}
