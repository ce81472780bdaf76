import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { scheduledJobs } from '../db/schema/scheduled-jobs'
import { type Logger, safeError } from './logger'

/** Told how each run ended and how long it took, in seconds (the metrics: lib/metrics.ts). */
export type JobRunHook = (ok: boolean, seconds: number) => void

export type PeriodicJob = {
  /** Checks the job after `firstRunMs`, then whenever it is next due, until stop(). Errors are logged, never thrown. */
  start(): void
  /** Stops the schedule and waits for a run in flight. */
  stop(): Promise<void>
}

/** What a run reports: counts for its log line (`{ mails: 3, offers: 4 }`), or nothing. */
export type PeriodicRunResult = Record<string, unknown> | undefined

/** Check again at most this soon, however the clocks fall. */
const MIN_WAIT_MS = 50
/** Keep the lease of a run this long ahead, renewed a third of it at a time while the run goes on. */
const DEFAULT_LEASE_MS = 60_000

/**
 * A job of the API (job alerts, membership renewals and lapses, the purge of sent mail) that runs once every
 * interval across every process sharing the database, however many there are.
 *
 * Each job has a row in `scheduled_jobs` (its next run, and a lease while it runs). Every process checks it on
 * its own timer; the one whose `UPDATE ... WHERE next_run_at <= now() AND the lease is free RETURNING` gets a
 * row back runs the job, the others get nothing and wait until the row says the job is due again. PostgreSQL
 * lets one UPDATE of a row through at a time and re-checks the WHERE for the ones waiting, so exactly one
 * process claims each due run; on PGlite (one process) the same statement works unchanged. The times are
 * the database's clock (`now()`), so the processes' clocks do not matter. The claim moves `next_run_at` one
 * interval on from the run's start, so a rolling restart or a new process does not run the job early.
 *
 * A run holds a lease (`lease_until`), renewed while it runs; a process that dies mid-run stops renewing it,
 * and once it has passed the next process takes the job (at most `leaseMs` late). The last run's start, end,
 * success and error stay in the row for an operator (docs/operations.md, "Scheduled jobs").
 *
 * Why not advisory locks: a lock only keeps two runs from overlapping, not three processes from each running
 * the job once an interval on their own timers; a session lock needs one pooled connection held for the
 * whole run, and it keeps no record of when the job last ran or whether it failed.
 *
 * The first check comes a while after the start (a minute, or one interval if shorter), so a start is not
 * slowed by it. An interval of 0 never runs it (in this process). A failed run is logged as `failure` and
 * the schedule goes on: it runs again an interval after the failed run started.
 */
export function createPeriodicJob(options: {
  /** The job's row in `scheduled_jobs`: the same name in every process. */
  name: string
  /** Any Drizzle PostgreSQL database (PGlite or node-postgres). */
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>
  run: () => Promise<PeriodicRunResult | undefined>
  logger: Logger
  failure: string
  intervalMs: number
  firstRunMs?: number
  leaseMs?: number
  /** Told of each run this process made (not of the checks that found it run elsewhere): the metrics. */
  onRun?: JobRunHook
}): PeriodicJob {
  const { name, db, logger, intervalMs } = options
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const interval = sql`${intervalMs} * interval '1 millisecond'`
  const lease = sql`${leaseMs} * interval '1 millisecond'`
  let timer: NodeJS.Timeout | undefined
  let running = false
  let known = false
  let inFlight: Promise<unknown> = Promise.resolve()

  /** The run's start on the database's clock when this process claimed the job, else null. */
  async function claim(): Promise<Date | null> {
    if (!known) {
      // The first process to look creates the row, due at once; the others find it.
      await db.insert(scheduledJobs).values({ name }).onConflictDoNothing()
      known = true
    }
    const claimed = await db
      .update(scheduledJobs)
      .set({
        nextRunAt: sql`now() + ${interval}`,
        leaseUntil: sql`now() + ${lease}`,
        leaseOwner: owner,
        lastStartedAt: sql`now()`,
      })
      .where(
        and(
          eq(scheduledJobs.name, name),
          lte(scheduledJobs.nextRunAt, sql`now()`),
          or(isNull(scheduledJobs.leaseUntil), lte(scheduledJobs.leaseUntil, sql`now()`)),
        ),
      )
      .returning({ startedAt: scheduledJobs.lastStartedAt })
    return claimed[0]?.startedAt ?? null
  }

  /** How long until the job may be claimed again: it is next due, and no run holds it. */
  async function untilDue(): Promise<number> {
    const [row] = await db
      .select({
        ms: sql<number>`extract(epoch from greatest(${scheduledJobs.nextRunAt}, coalesce(${scheduledJobs.leaseUntil}, ${scheduledJobs.nextRunAt})) - now()) * 1000`.mapWith(
          Number,
        ),
      })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, name))
    if (!row) known = false
    return row?.ms ?? 0
  }

  async function runClaimed(startedAt: Date): Promise<void> {
    const started = Date.now()
    const heartbeat = setInterval(() => {
      db.update(scheduledJobs)
        .set({ leaseUntil: sql`now() + ${lease}` })
        .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leaseOwner, owner)))
        .catch((error: unknown) => logger.warn({ job: name, err: error }, 'scheduled job lease not renewed'))
    }, leaseMs / 3)
    heartbeat.unref()
    let error: string | null = null
    try {
      const result = await options.run()
      logger.info({ job: name, startedAt, ms: Date.now() - started, ...result }, 'scheduled job ran')
    } catch (err) {
      error = String(safeError(err).message ?? 'failed').slice(0, 1000)
      logger.error({ job: name, startedAt, ms: Date.now() - started, err }, options.failure)
    } finally {
      clearInterval(heartbeat)
    }
    options.onRun?.(error === null, (Date.now() - started) / 1000)
    // Only this run's own lease is ended: one taken over after it expired belongs to another run.
    await db
      .update(scheduledJobs)
      .set({
        leaseUntil: null,
        leaseOwner: null,
        lastFinishedAt: sql`now()`,
        lastOk: error === null,
        lastError: error,
      })
      .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leaseOwner, owner)))
  }

  /** One check: the run when the job is due and free here; answers how long to wait for the next check. */
  async function check(): Promise<number> {
    const startedAt = await claim()
    if (startedAt) await runClaimed(startedAt)
    return untilDue()
  }

  async function tick() {
    timer = undefined
    if (!running) return
    let wait = intervalMs
    try {
      const checked = check()
      inFlight = checked.catch(() => undefined)
      wait = await checked
    } catch (error) {
      // The database away: the schedule goes on, and the next check comes an interval later at most.
      logger.error({ job: name, err: error }, 'scheduled job check failed')
    }
    if (running) {
      timer = setTimeout(tick, Math.min(intervalMs, Math.max(MIN_WAIT_MS, wait)))
      timer.unref()
    }
  }

  return {
    start() {
      if (running || intervalMs <= 0) return
      running = true
      timer = setTimeout(tick, options.firstRunMs ?? Math.min(60_000, intervalMs))
      timer.unref()
    },
    async stop() {
      running = false
      if (timer) clearTimeout(timer)
      timer = undefined
      await inFlight
    },
  }
}
