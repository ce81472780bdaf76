import { setImmediate as nextTurn } from 'node:timers/promises'
import type { ReturnedCharge, ReturnResult } from '@egresa/api-contract/membership'
import type { Role } from '@egresa/api-contract/permissions'
import { msg } from '@lingui/core/macro'
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { membershipCharges, membershipMandates } from '../../db/schema/membership'
import { users } from '../../db/schema/users'
import { forgetSessions } from '../../lib/auth/session'
import { ApiError } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { isoDay } from './service'

// Debits the bank returned or refused (docs/membership.md, "Collection runs and returns"): the charge is
// marked returned, the member lapses to the free tier at once and is told by mail. Recording the same
// return again finds the charge returned already and does nothing more.

export type ReturnItem = {
  /** A mandate reference (its last exported charge) or a charge's end-to-end id. */
  reference: string
  reason: string
  returnedOn: string
}

/**
 * What a return does to the member, in the return's transaction: premium-core's lapse to the free tier
 * (which records the tier change and tells the person). Answers the member's role afterwards.
 */
export type LapseOnReturn = (
  tx: Db,
  params: { userId: string; reason: string; actor: string },
) => Promise<Role>

const returnedColumns = {
  id: membershipCharges.id,
  hash: membershipCharges.hash,
  status: membershipCharges.status,
  sequence: membershipCharges.sequence,
  endToEndId: membershipCharges.endToEndId,
  amountCents: membershipCharges.amountCents,
  returnReason: membershipCharges.returnReason,
  returnedOn: membershipCharges.returnedOn,
  exportedAt: membershipCharges.exportedAt,
  mandateId: membershipMandates.id,
  mandate: membershipMandates.reference,
  userId: users.id,
  userHash: users.hash,
  email: users.email,
  role: users.role,
}

type Found = {
  id: string
  hash: string
  status: string
  sequence: string | null
  endToEndId: string | null
  amountCents: number
  returnReason: string | null
  returnedOn: string | null
  exportedAt: Date | null
  mandateId: string
  mandate: string
  userId: string
  userHash: string
  email: string
  role: Role
}

/** References looked up in one query (two lists of parameters: end-to-end ids and mandate references). */
const LOOKUP_BATCH = 100

/**
 * The charges the references name, locked for the transaction, in one query per batch: for a reference, the
 * charge with that end-to-end id, else the charge of the mandate with that reference exported last.
 */
async function findCharges(tx: Db, references: readonly string[]): Promise<Map<string, Found>> {
  const found = new Map<string, Found>()
  for (let i = 0; i < references.length; i += LOOKUP_BATCH) {
    const batch = references.slice(i, i + LOOKUP_BATCH)
    const rows = await tx
      .select(returnedColumns)
      .from(membershipCharges)
      .innerJoin(membershipMandates, eq(membershipMandates.id, membershipCharges.mandateId))
      .innerJoin(users, eq(users.id, membershipCharges.userId))
      .where(
        and(
          inArray(membershipCharges.status, ['exported', 'returned']),
          or(inArray(membershipCharges.endToEndId, batch), inArray(membershipMandates.reference, batch)),
        ),
      )
      .orderBy(asc(membershipCharges.exportedAt))
      .for('update', { of: membershipCharges })
    const byEndToEnd = new Map<string, Found>()
    const lastOfMandate = new Map<string, Found>()
    // Ordered by export: the last of a mandate's charges stays.
    for (const row of rows) {
      if (row.endToEndId) byEndToEnd.set(row.endToEndId, row)
      lastOfMandate.set(row.mandate, row)
    }
    for (const reference of batch) {
      const row = byEndToEnd.get(reference) ?? lastOfMandate.get(reference)
      if (row) found.set(reference, row)
    }
    // PGlite runs a query without giving the event loop back: let other requests in between batches.
    await nextTurn()
  }
  return found
}

function toReturned(row: Found, role: Role, reason: string, returnedOn: string): ReturnedCharge {
  return {
    charge: row.hash,
    mandate: row.mandate,
    end_to_end_id: row.endToEndId ?? '',
    amount_cents: row.amountCents,
    reason,
    returned_on: returnedOn,
    user: { hash: row.userHash, email: row.email, role },
  }
}

/** A return dated before its charge went to the bank: 400 on `returned_on`, and nothing recorded. */
function returnedBeforeExport(exportedOn: string, locale: Locale): ApiError {
  const message = msg`El cobro se envió al banco el ${exportedOn}: no puede haberse devuelto antes de ese día.`
  return new ApiError(400, 'validation_failed', { errors: { returned_on: [translate(locale, message)] } })
}

/**
 * Records returns in one transaction (a bank's report is recorded whole or not at all). A charge returned
 * before is answered under `already`, unchanged; a reference no exported charge has, under `unknown`. A
 * return dated before its charge was exported is refused (400, in `locale`), and nothing is recorded.
 */
export async function recordReturns(
  db: Db,
  params: { items: readonly ReturnItem[]; actor: string; lapse: LapseOnReturn; locale?: Locale },
): Promise<ReturnResult> {
  const lapsed: string[] = []
  const result = await db.transaction(async (tx) => {
    const result: ReturnResult = { returned: [], already: [], unknown: [] }
    const charges = await findCharges(tx, [...new Set(params.items.map((item) => item.reference))])
    // Roles changed in this transaction (a member may be named by more than one charge of the report).
    const roles = new Map<string, Role>()
    const unknown = new Set<string>()
    const seen = new Set<string>()
    for (const item of params.items) {
      const row = charges.get(item.reference)
      if (!row) {
        if (!unknown.has(item.reference)) result.unknown.push(item.reference)
        unknown.add(item.reference)
        continue
      }
      // The same charge twice (its mandate and its end-to-end id in one report): once is enough.
      if (seen.has(row.id)) continue
      seen.add(row.id)
      if (row.status === 'returned') {
        // Recorded before (the same return again): harmless.
        result.already.push(
          toReturned(row, roles.get(row.userId) ?? row.role, row.returnReason ?? '', row.returnedOn ?? ''),
        )
        continue
      }
      const exportedOn = row.exportedAt ? isoDay(row.exportedAt) : null
      if (exportedOn && item.returnedOn < exportedOn)
        throw returnedBeforeExport(exportedOn, params.locale ?? 'es')
      await tx
        .update(membershipCharges)
        .set({ status: 'returned', returnReason: item.reason, returnedOn: item.returnedOn })
        .where(eq(membershipCharges.id, row.id))
      // A returned first collection was never collected: the mandate's next charge is a FRST again.
      if (row.sequence === 'FRST')
        await tx
          .update(membershipMandates)
          .set({ firstCollectedOn: null })
          .where(eq(membershipMandates.id, row.mandateId))
      const role = await params.lapse(tx, { userId: row.userId, reason: item.reason, actor: params.actor })
      roles.set(row.userId, role)
      result.returned.push(toReturned(row, role, item.reason, item.returnedOn))
      lapsed.push(row.userId)
      // As above: one member's return at a time, then the event loop's turn.
      await nextTurn()
    }
    return result
  })
  // Committed: this process's cached sessions of those members go, so their next request has the free
  // tier's rights (other processes see the change through the auth epoch, lib/auth/session.ts).
  for (const userId of lapsed) forgetSessions({ userId })
  return result
}
