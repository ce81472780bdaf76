import type { ReturnedCharge, ReturnResult } from '@egresa/api-contract/membership'
import type { Role } from '@egresa/api-contract/permissions'
import { and, desc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { membershipCharges, membershipMandates } from '../../db/schema/membership'
import { users } from '../../db/schema/users'
import { forgetSessions } from '../../lib/auth/session'
import { ApiError } from '../../lib/errors'
import type { Locale } from '../../lib/i18n'
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
  role: string
}

/** The charge a return names: by end-to-end id, else the mandate's last charge sent to the bank. */
async function findCharge(tx: Db, reference: string): Promise<Found | null> {
  const [row] = await tx
    .select(returnedColumns)
    .from(membershipCharges)
    .innerJoin(membershipMandates, eq(membershipMandates.id, membershipCharges.mandateId))
    .innerJoin(users, eq(users.id, membershipCharges.userId))
    .where(
      and(
        inArray(membershipCharges.status, ['exported', 'returned']),
        or(eq(membershipCharges.endToEndId, reference), eq(membershipMandates.reference, reference)),
      ),
    )
    // An end-to-end id names one charge; for a mandate, the one exported last.
    .orderBy(desc(eq(membershipCharges.endToEndId, reference)), desc(membershipCharges.exportedAt))
    .limit(1)
    .for('update', { of: membershipCharges })
  return (row as Found | undefined) ?? null
}

function toReturned(row: Found, role: string, reason: string, returnedOn: string): ReturnedCharge {
  return {
    charge: row.hash,
    mandate: row.mandate,
    end_to_end_id: row.endToEndId ?? '',
    amount_cents: row.amountCents,
    reason,
    returned_on: returnedOn,
    user: { hash: row.userHash, email: row.email, role: role as Role },
  }
}

/** A return dated before its charge went to the bank: 400 on `returned_on`, and nothing recorded. */
function returnedBeforeExport(exportedOn: string, locale: Locale): ApiError {
  const message = {
    es: `El cobro se envió al banco el ${exportedOn}: no puede haberse devuelto antes de ese día.`,
    en: `The charge went to the bank on ${exportedOn}: it cannot have been returned before that day.`,
  }
  return new ApiError(400, 'validation_failed', { errors: { returned_on: [message[locale]] } })
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
    for (const item of params.items) {
      const row = await findCharge(tx, item.reference)
      if (!row) {
        if (!result.unknown.includes(item.reference)) result.unknown.push(item.reference)
        continue
      }
      if (row.status === 'returned') {
        // The same return twice (or the mandate and its end-to-end id in one report): harmless.
        if (![...result.returned, ...result.already].some((r) => r.charge === row.hash))
          result.already.push(toReturned(row, row.role, row.returnReason ?? '', row.returnedOn ?? ''))
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
      result.returned.push(toReturned(row, role, item.reason, item.returnedOn))
      lapsed.push(row.userId)
    }
    return result
  })
  // Committed: this process's cached sessions of those members go, so their next request has the free
  // tier's rights (other processes see the change through the auth epoch, lib/auth/session.ts).
  for (const userId of lapsed) forgetSessions({ userId })
  return result
}
