import { and, eq, gt, lte, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type AccountTokenPurpose, accountTokens, sessions, users } from '../../db/schema/users'

export type AccountRow = {
  id: string
  email: string
  name: string
  language: string
  role: string
  status: string
  passwordHash: string | null
}

const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  language: users.language,
  role: users.role,
  status: users.status,
  passwordHash: users.passwordHash,
}

export async function findAccountByEmail(db: Db, params: { email: string }): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, params.email.toLowerCase()))
    .limit(1)
  return row ?? null
}

export async function findAccountById(db: Db, params: { id: string }): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, params.id)).limit(1)
  return row ?? null
}

type NewToken = {
  userId: string
  purpose: AccountTokenPurpose
  tokenHash: string
  expiresAt: Date
  newEmail?: string
}

/** Stores a new link token, replacing the account's earlier ones of the same purpose (only the last works). */
export async function replaceToken(db: Db, params: NewToken): Promise<void> {
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, params.userId), eq(accountTokens.purpose, params.purpose)))
  await insertToken(db, params)
}

/** Stores one more link token, leaving the account's others of the same purpose working. */
export async function insertToken(db: Db, params: NewToken): Promise<void> {
  await db.insert(accountTokens).values({
    userId: params.userId,
    purpose: params.purpose,
    tokenHash: params.tokenHash,
    expiresAt: params.expiresAt,
    newEmail: params.newEmail ?? null,
  })
}

/** Deletes every link token of the account (recovery, e-mail change, undo links alike). */
export async function deleteTokens(db: Db, params: { userId: string }): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, params.userId))
}

/**
 * Locks the account: `disabled` (sign-in, single sign-on and recovery refuse it; the office unlocks it) and
 * without a password, so whoever knew the old one cannot use it once the account is unlocked.
 */
export async function lockAccount(db: Db, params: { userId: string; now: Date }): Promise<void> {
  await db
    .update(users)
    .set({ status: 'disabled', passwordHash: null, updatedAt: params.now })
    .where(eq(users.id, params.userId))
}

/** The live token's row, without using it. */
export async function findToken(
  db: Db,
  params: { tokenHash: string; purpose: AccountTokenPurpose; now: Date },
) {
  const [row] = await db
    .select({ userId: accountTokens.userId, newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, params.tokenHash),
        eq(accountTokens.purpose, params.purpose),
        gt(accountTokens.expiresAt, params.now),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Uses a token: deletes it and answers its row, in one statement, so it works once. Null when unknown or expired. */
export async function consumeToken(
  db: Db,
  params: { tokenHash: string; purpose: AccountTokenPurpose; now: Date },
) {
  const [row] = await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, params.tokenHash),
        eq(accountTokens.purpose, params.purpose),
        gt(accountTokens.expiresAt, params.now),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail })
  return row ?? null
}

export async function deleteExpiredTokens(db: Db, params: { now: Date }): Promise<void> {
  await db.delete(accountTokens).where(lte(accountTokens.expiresAt, params.now))
}

export async function setPassword(db: Db, params: { userId: string; passwordHash: string; now: Date }) {
  await db
    .update(users)
    .set({ passwordHash: params.passwordHash, updatedAt: params.now })
    .where(eq(users.id, params.userId))
}

/** Ends the account's sessions, all of them or all but one. */
export async function deleteSessions(db: Db, params: { userId: string; exceptSessionId?: string }) {
  await db
    .delete(sessions)
    .where(
      params.exceptSessionId
        ? and(eq(sessions.userId, params.userId), ne(sessions.id, params.exceptSessionId))
        : eq(sessions.userId, params.userId),
    )
}

export async function setEmail(db: Db, params: { userId: string; email: string; now: Date }) {
  await db
    .update(users)
    .set({ email: params.email, updatedAt: params.now })
    .where(eq(users.id, params.userId))
}
