import type { TickResult } from '@egresa/api-contract/membership'
import { and, asc, eq, gt, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { membershipCharges, membershipMandates } from '../../db/schema/membership'
import { users } from '../../db/schema/users'
import { forgetSessions } from '../../lib/auth/session'
import type { Logger } from '../../lib/logger'
import { enqueueMail } from '../../lib/mail/outbox'
import { createPeriodicJob, type JobRunHook, type PeriodicJob } from '../../lib/periodic-job'
import type { MembershipConfig } from './queries'
import { endToEndId } from './sepa/ids'
import {
  addDays,
  addYear,
  isoDay,
  lapseMembership,
  type MembershipContext,
  newChargeHash,
  settingsUrl,
} from './service'
import { paidTiers } from './tiers'

// Renewals and lapses (docs/membership.md): a scheduled job of the API, run once across the processes
// (lib/periodic-job.ts), and `pnpm admin membership:tick`. Each person is handled in a transaction of their
// own that locks their row and checks again, so two runs at once (the command beside the server) never
// charge or mail anyone twice.

const BATCH = 200

/** No charge of the account pays for the period after its end date (waiting, exported or paid). */
const noRenewal = sql`not exists (select 1 from ${membershipCharges} c where c.user_id = ${users.id} and c.covers_until > ${users.subscriptionEnd} and c.status in ('pending', 'exported', 'paid'))`

/**
 * One run: (1) every direct-debit Premium member whose end date is within `renewalNoticeDays` gets the
 * renewal charge (RCUR, or FRST on a mandate never collected), due on the end date, and its pre-notification
 * mail; (2) every member whose end date has passed with nothing paying for the next period falls back to
 * the free tier and is told (a tier the office gave without an end date never lapses).
 */
export async function runMembershipTick(
  db: Db,
  ctx: Pick<MembershipContext, 'origins'> & { config: MembershipConfig },
  params: { now?: Date; logger?: Pick<Logger, 'error'> } = {},
): Promise<TickResult> {
  const now = params.now ?? new Date()
  const today = isoDay(now)
  const result: TickResult = { renewal_charges: 0, lapsed: 0 }

  const horizon = addDays(today, ctx.config.renewalNoticeDays)
  for (const id of await idsWhere(
    db,
    and(
      inArray(users.role, [...paidTiers]),
      eq(users.subscriptionType, 'sepa'),
      isNotNull(users.subscriptionEnd),
      lte(users.subscriptionEnd, horizon),
      sql`${users.subscriptionEnd} >= ${today}`,
      noRenewal,
    ),
  )) {
    try {
      if (await renewOne(db, ctx, { userId: id, today, horizon })) result.renewal_charges += 1
    } catch (error) {
      params.logger?.error({ err: error, userId: id }, 'membership renewal failed for one person')
    }
  }

  for (const id of await idsWhere(
    db,
    and(
      isNotNull(users.subscriptionEnd),
      lt(users.subscriptionEnd, today),
      or(
        inArray(users.role, [...paidTiers]),
        inArray(users.role, ['alumniDesempleados', 'empleadoBusiness']),
      ),
      noRenewal,
    ),
  )) {
    try {
      const lapsed = await db.transaction(async (tx) => {
        // Checked again under the row's lock: a payment recorded meanwhile keeps the person Premium.
        const [still] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), lt(users.subscriptionEnd, today), noRenewal))
          .for('update')
        return still ? lapseMembership(tx, ctx, { userId: id, kind: 'lapse', now }) : false
      })
      if (lapsed) {
        forgetSessions({ userId: id })
        result.lapsed += 1
      }
    } catch (error) {
      params.logger?.error({ err: error, userId: id }, 'membership lapse failed for one person')
    }
  }
  return result
}

async function idsWhere(db: Db, where: ReturnType<typeof and>): Promise<string[]> {
  const ids: string[] = []
  let after: string | null = null
  for (;;) {
    const batch: { id: string }[] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(where, after ? gt(users.id, after) : undefined))
      .orderBy(asc(users.id))
      .limit(BATCH)
    ids.push(...batch.map((r) => r.id))
    const last = batch.at(-1)
    if (!last || batch.length < BATCH) return ids
    after = last.id
  }
}

async function renewOne(
  db: Db,
  ctx: Pick<MembershipContext, 'origins'> & { config: MembershipConfig },
  params: { userId: string; today: string; horizon: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        language: users.language,
        end: users.subscriptionEnd,
      })
      .from(users)
      .where(
        and(
          eq(users.id, params.userId),
          inArray(users.role, [...paidTiers]),
          eq(users.subscriptionType, 'sepa'),
          lte(users.subscriptionEnd, params.horizon),
          noRenewal,
        ),
      )
      .for('update')
    if (!user?.end) return false
    const [mandate] = await tx
      .select()
      .from(membershipMandates)
      .where(and(eq(membershipMandates.userId, user.id), eq(membershipMandates.status, 'active')))
    if (!mandate) return false
    // biome-ignore lint/complexity/useMathMinMax: dates as YYYY-MM-DD text, which Math.max would not compare
    const dueOn = user.end > params.today ? user.end : params.today
    const coversUntil = addYear(user.end)
    await tx.insert(membershipCharges).values({
      hash: newChargeHash(),
      userId: user.id,
      mandateId: mandate.id,
      kind: 'sepa',
      amountCents: ctx.config.feeCents,
      dueOn,
      sequence: mandate.firstCollectedOn ? 'RCUR' : 'FRST',
      endToEndId: endToEndId(dueOn),
      coversUntil,
    })
    await enqueueMail(tx, {
      template: 'membership-renewal',
      locale: user.language,
      to: user.email,
      data: {
        name: user.name,
        creditorName: ctx.config.creditorName,
        creditorId: ctx.config.creditorId ?? null,
        mandateReference: mandate.reference,
        ibanMasked: mandate.ibanMasked,
        amountCents: ctx.config.feeCents,
        dueOn,
        premiumUntil: coversUntil,
        settingsUrl: settingsUrl(ctx.origins, user.language),
      },
    })
    return true
  })
}

/** The renewals and lapses as a job of the API: once every interval across the processes (lib/periodic-job.ts). */
export function createMembershipScheduler(options: {
  db: Db
  ctx: Pick<MembershipContext, 'origins'> & { config: MembershipConfig }
  logger: Logger
  intervalMs: number
  firstRunMs?: number
  /** Told of each run's end (the metrics). */
  onRun?: JobRunHook
}): PeriodicJob {
  const { logger } = options
  return createPeriodicJob({
    ...options,
    name: 'membership',
    failure: 'membership run failed',
    run: () => runMembershipTick(options.db, options.ctx, { logger }),
  })
}
