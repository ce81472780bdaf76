import type { Db } from '../../db/client'
import type { AppOrigins } from '../../lib/links'
import type { Logger } from '../../lib/logger'
import { createPeriodicJob, type JobRunHook, type PeriodicJob } from '../../lib/periodic-job'
import { sendUnreadNotices } from './notices'

/**
 * The messages job (docs/conversations.md, "The mail about unread messages"), once across the processes:
 * mails the people with unread messages, each at most once every `hours`.
 */
export function createConversationsJob(options: {
  db: Db
  origins: AppOrigins
  hours: number
  excerpt: boolean
  logger: Logger
  intervalMs: number
  firstRunMs?: number
  onRun?: JobRunHook
}): PeriodicJob {
  return createPeriodicJob({
    name: 'conversations',
    db: options.db,
    logger: options.logger,
    intervalMs: options.intervalMs,
    firstRunMs: options.firstRunMs,
    onRun: options.onRun,
    failure: 'the mail about unread messages failed',
    run: () =>
      sendUnreadNotices(options.db, {
        origins: options.origins,
        hours: options.hours,
        excerpt: options.excerpt,
      }),
  })
}
