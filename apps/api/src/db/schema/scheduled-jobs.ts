import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The schedule of the API's periodic jobs (lib/periodic-job.ts, docs/operations.md "Scheduled jobs"): one
 * row per job, shared by every process on the database, so each run happens once across the cluster. A
 * process runs the job only after claiming the row (an UPDATE ... RETURNING that takes a lease); the times
 * are the database's clock, never a process's.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  /** The job's name: `job-alerts`, `membership`, `mail-purge`. */
  name: text('name').primaryKey(),
  /** The earliest time of the next run. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * While a run is under way, the end of its lease (renewed while it runs); a run whose process died leaves
   * it to pass, and the next process takes the job then. Null between runs.
   */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** Who holds the lease: a run's own id (host, pid and a random part), so only that run ends it. */
  leaseOwner: text('lease_owner'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** Whether the last run that finished succeeded; its error (the message only) when it did not. */
  lastOk: boolean('last_ok'),
  lastError: text('last_error'),
})

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect
