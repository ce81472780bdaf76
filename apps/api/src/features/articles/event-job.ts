import type { Db } from '../../db/client'
import type { Logger } from '../../lib/logger'
import { createPeriodicJob, type JobRunHook, type PeriodicJob } from '../../lib/periodic-job'
import { type EventLinks, sendDueReminders } from './registrations'

/**
 * The events job (docs/events.md, "The reminder"), once across the processes: queues the reminder of every
 * confirmed place of an event that starts within the next day, once each.
 */
export function createEventsJob(options: {
  db: Db
  links: EventLinks
  logger: Logger
  intervalMs: number
  firstRunMs?: number
  onRun?: JobRunHook
}): PeriodicJob {
  return createPeriodicJob({
    name: 'events',
    db: options.db,
    logger: options.logger,
    intervalMs: options.intervalMs,
    firstRunMs: options.firstRunMs,
    onRun: options.onRun,
    failure: 'event reminders failed',
    run: () => sendDueReminders(options.db, options.links),
  })
}
