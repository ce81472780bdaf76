import { randomBytes } from 'node:crypto'
import { and, eq, gt, like, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema/users'

export type SsoAccount = { id: string; role: string; status: string }

export async function findAccountByEmail(db: Db, params: { email: string }): Promise<SsoAccount | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, params.email.toLowerCase()))
    .limit(1)
  return row ?? null
}

export async function findAccountById(db: Db, params: { id: string }): Promise<SsoAccount | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, params.id))
    .limit(1)
  return row ?? null
}

/** A new alumni account from the university's claims, waiting for the alumni office like a registration. */
export async function createPendingAlumni(
  db: Db,
  params: { email: string; name: string; surname: string; language: string },
): Promise<{ account: SsoAccount; created: boolean }> {
  const [row] = await db
    .insert(users)
    .values({
      hash: randomBytes(12).toString('hex'),
      email: params.email.toLowerCase(),
      role: 'alumniFreemium',
      status: 'pending',
      name: params.name,
      surname: params.surname,
      language: params.language,
    })
    // Two first sign-ins at once: the second finds the account the first created.
    .onConflictDoNothing()
    .returning({ id: users.id, role: users.role, status: users.status })
  const account = row ?? (await findAccountByEmail(db, params))
  if (!account) throw new Error(`no account for ${params.email} after creating it`)
  return { account, created: Boolean(row) }
}

/*
 * The single-use token of the success page is kept as a row of `sessions` that can never open a session:
 * its device id starts with TICKET_PREFIX and its expires_at is in the past (findSession requires a future
 * one). Its real lifetime is counted from created_at. Exchanging it deletes the row, so it works once, in
 * one statement, whichever API process receives it.
 */
const TICKET_PREFIX = 'sso-ticket:'
const NEVER_A_SESSION = new Date(0)
const TICKET_DEVICE_TYPE = 0

export async function createTicket(
  db: Db,
  params: { userId: string; tokenHash: string; now: Date; notBefore: Date },
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(like(sessions.deviceId, `${TICKET_PREFIX}%`), lt(sessions.createdAt, params.notBefore)))
  await db.insert(sessions).values({
    userId: params.userId,
    tokenHash: params.tokenHash,
    deviceId: `${TICKET_PREFIX}${randomBytes(12).toString('hex')}`,
    deviceType: TICKET_DEVICE_TYPE,
    createdAt: params.now,
    lastSeenAt: params.now,
    expiresAt: NEVER_A_SESSION,
  })
}

/** Deletes the ticket and answers its account, or null when it is unknown, used or too old. */
export async function consumeTicket(
  db: Db,
  params: { tokenHash: string; notBefore: Date },
): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.tokenHash, params.tokenHash),
        like(sessions.deviceId, `${TICKET_PREFIX}%`),
        eq(sessions.expiresAt, NEVER_A_SESSION),
      ),
    )
    .returning({ userId: sessions.userId, createdAt: sessions.createdAt })
  if (!row || row.createdAt <= params.notBefore) return null
  return row.userId
}

export async function deleteSessionByTokenHash(db: Db, params: { tokenHash: string }): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, params.tokenHash), gt(sessions.deviceType, TICKET_DEVICE_TYPE)))
}
