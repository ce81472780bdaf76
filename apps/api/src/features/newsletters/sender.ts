import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail'
import {
  newsletterCampaigns as campaigns,
  type NewsletterCampaignRow,
  newsletterRecipients as recipients,
} from '../../db/schema/newsletters'
import { users } from '../../db/schema/users'
import type { Logger } from '../../lib/logger'
import { enqueueMails } from '../../lib/mail/outbox'
import { createPeriodicJob, type JobRunHook, type PeriodicJob } from '../../lib/periodic-job'
import { newsletterConsent } from './audience'
import { type NewsletterLinks, newsletterMail } from './mails'
import { freezeAudience } from './service'

// The newsletter job (docs/newsletters.md, "Sending"): once every NEWSLETTER_INTERVAL_MINUTES across the
// processes on the database (lib/periodic-job.ts) it starts the scheduled campaigns that are due (their
// audience frozen), hands up to NEWSLETTER_RATE_PER_MINUTE × the interval of their mails to the outbox, and
// records what the outbox did with the mails handed over before.
//
// A batch is one transaction: its recipients are locked (`FOR UPDATE SKIP LOCKED`), their mails inserted into
// the outbox and the recipients marked `queued` with their mail's id, then it commits. A process that dies
// mid-batch leaves nothing behind (the transaction rolls back, the locks go) and the next run takes the same
// recipients again; two runs at once (two processes, when a lease ran out) take different ones. So each
// recipient's mail is enqueued exactly once.

/** Recipients handed to the outbox in one transaction. */
export const NEWSLETTER_BATCH = 100

export type NewsletterRun = {
  started: number
  queued: number
  skipped: number
  batches: number
  finished: number
}

export type NewsletterRunOptions = {
  links: NewsletterLinks
  /** Recipients handed to the outbox in this run at most (the rate × the interval). */
  budget: number
  batchSize?: number
  now?: Date
  /** Called inside each batch's transaction, after its mails are enqueued and before it commits (tests). */
  onBatch?: (batch: number) => void | Promise<void>
}

/** Starts the scheduled campaigns that are due: each frozen in a transaction of its own, under its row's lock. */
export async function startDueCampaigns(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.scheduledAt, now)))
  let started = 0
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.id, id), eq(campaigns.status, 'scheduled')))
        .for('update', { skipLocked: true })
      if (!row) return false
      await freezeAudience(tx, row, now)
      return true
    })
    if (done) started++
  }
  return started
}

/** One batch: at most `size` pending recipients of sending campaigns, their mails enqueued; how many it took. */
async function sendBatch(
  db: Db,
  options: NewsletterRunOptions & { size: number; batch: number },
): Promise<{ queued: number; skipped: number; taken: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: recipients.id, campaignId: recipients.campaignId, userId: recipients.userId })
      .from(recipients)
      .innerJoin(campaigns, eq(campaigns.id, recipients.campaignId))
      .where(and(eq(recipients.status, 'pending'), eq(campaigns.status, 'sending')))
      .orderBy(asc(recipients.id))
      .limit(options.size)
      .for('update', { of: recipients, skipLocked: true })
    if (!rows.length) return { queued: 0, skipped: 0, taken: 0 }
    // The people as they are now: who no longer accepts the newsletter, or whose account is no longer
    // active (or gone), is left out. The address and language are those frozen with the audience.
    const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []))
    const people = userIds.length
      ? await tx
          .select({ id: users.id, hash: users.hash, name: users.name })
          .from(users)
          .where(and(inArray(users.id, userIds), newsletterConsent()))
      : []
    const byId = new Map(people.map((p) => [p.id, p]))
    const frozen = await tx
      .select({ id: recipients.id, email: recipients.email, language: recipients.language })
      .from(recipients)
      .where(
        inArray(
          recipients.id,
          rows.map((r) => r.id),
        ),
      )
    const frozenById = new Map(frozen.map((f) => [f.id, f]))
    const campaignIds = [...new Set(rows.map((r) => r.campaignId))]
    const campaignRows = await tx.select().from(campaigns).where(inArray(campaigns.id, campaignIds))
    const campaignById = new Map<string, NewsletterCampaignRow>(campaignRows.map((c) => [c.id, c]))

    const queued: { id: number; mailId: string }[] = []
    const skipped: number[] = []
    const mails = []
    for (const row of rows) {
      const person = row.userId ? byId.get(row.userId) : undefined
      const recipient = frozenById.get(row.id)
      const campaign = campaignById.get(row.campaignId)
      if (!person || !recipient?.email || !campaign) {
        skipped.push(row.id)
        continue
      }
      const mailId = randomUUID()
      mails.push(
        newsletterMail(
          campaign,
          { hash: person.hash, name: person.name, email: recipient.email, language: recipient.language },
          options.links,
          { id: mailId },
        ),
      )
      queued.push({ id: row.id, mailId })
    }
    await enqueueMails(tx, mails)
    if (queued.length) {
      const values = sql.join(
        queued.map((q) => sql`(${q.id}::int, ${q.mailId}::uuid)`),
        sql`, `,
      )
      await tx.execute(sql`
        update ${recipients} set status = 'queued', mail_id = v.mail_id, queued_at = ${options.now ?? new Date()}
        from (values ${values}) as v(id, mail_id)
        where ${recipients.id} = v.id`)
    }
    if (skipped.length) {
      await tx.update(recipients).set({ status: 'skipped' }).where(inArray(recipients.id, skipped))
    }
    await options.onBatch?.(options.batch)
    return { queued: queued.length, skipped: skipped.length, taken: rows.length }
  })
}

/** Marks `sent` the campaigns with nobody left to hand over. */
async function finishCampaigns(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(campaigns)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(campaigns.status, 'sending'),
        sql`not exists (select 1 from ${recipients} where ${recipients.campaignId} = ${campaigns.id} and ${recipients.status} = 'pending')`,
      ),
    )
    .returning({ id: campaigns.id })
  return rows.length
}

/**
 * Records on the recipients what the outbox did with their mails: `sent` or `failed` as the outbox row ended
 * (a mail failed and put back by the office may be sent later). A queued mail whose row is gone was sent: the
 * purge deletes only sent mail. So the counts outlive the purge.
 */
export async function recordDeliveries(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    update ${recipients} r
    set status = case when o.id is null or o.status = 'sent' then 'sent' else 'failed' end
    from ${recipients} r2 left join ${mailOutbox} o on o.id = r2.mail_id
    where r.id = r2.id and r.status in ('queued', 'failed') and r.mail_id is not null
      and (o.id is null and r.status = 'queued' or o.status = 'sent' or (o.status = 'failed' and r.status = 'queued'))
    returning r.id`)) as unknown as { rows: unknown[] }
  return result.rows.length
}

/** One run of the newsletter job: start what is due, hand over up to `budget` mails, record deliveries. */
export async function runNewsletters(db: Db, options: NewsletterRunOptions): Promise<NewsletterRun> {
  const now = options.now ?? new Date()
  const started = await startDueCampaigns(db, now)
  const size = Math.max(1, options.batchSize ?? NEWSLETTER_BATCH)
  const run: NewsletterRun = { started, queued: 0, skipped: 0, batches: 0, finished: 0 }
  let left = Math.max(0, Math.floor(options.budget))
  while (left > 0) {
    const batch = await sendBatch(db, { ...options, size: Math.min(size, left), batch: run.batches + 1 })
    if (!batch.taken) break
    run.batches++
    run.queued += batch.queued
    run.skipped += batch.skipped
    left -= batch.taken
  }
  await recordDeliveries(db)
  run.finished = await finishCampaigns(db, now)
  return run
}

/** The newsletter job of the API: once every interval across the processes on the database. */
export function createNewsletterJob(options: {
  db: Db
  links: NewsletterLinks
  ratePerMinute: number
  logger: Logger
  intervalMs: number
  firstRunMs?: number
  onRun?: JobRunHook
}): PeriodicJob {
  const budget = Math.max(1, Math.round((options.ratePerMinute * options.intervalMs) / 60_000))
  return createPeriodicJob({
    ...options,
    name: 'newsletters',
    failure: 'newsletter run failed',
    run: () => runNewsletters(options.db, { links: options.links, budget }),
  })
}
