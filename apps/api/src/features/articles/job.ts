import type { Db } from '../../db/client'
import type { Logger } from '../../lib/logger'
import { createPeriodicJob, type JobRunHook, type PeriodicJob } from '../../lib/periodic-job'
import { publishDueArticles } from './service'

/**
 * The articles job (docs/articles.md, "Scheduled publication"), once across the processes: publishes the
 * articles whose scheduled time has come, in one statement.
 */
export function createArticlesJob(options: {
  db: Db
  logger: Logger
  intervalMs: number
  firstRunMs?: number
  onRun?: JobRunHook
}): PeriodicJob {
  return createPeriodicJob({
    name: 'articles',
    db: options.db,
    logger: options.logger,
    intervalMs: options.intervalMs,
    firstRunMs: options.firstRunMs,
    onRun: options.onRun,
    failure: 'scheduled publication of articles failed',
    run: () => publishDueArticles(options.db),
  })
}
