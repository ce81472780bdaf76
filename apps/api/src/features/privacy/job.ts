import type { RetentionRules } from '../../env'
import type { JobRunHook, PeriodicJob } from '../../lib/periodic-job'
import { createPeriodicJob } from '../../lib/periodic-job'
import { type ErasureDeps, eraseDueAccounts } from './erasure'
import { tendExports } from './exports'
import { applyRetention } from './retention'

/**
 * The personal data job (docs/privacy.md), once across the processes: applies the retention rules, erases the
 * accounts whose grace period has passed, builds the exports a process left half-built and removes the expired
 * ones' files. It logs what it did, by counts.
 */
export function createPrivacyJob(
  options: ErasureDeps & {
    rules: RetentionRules
    intervalMs: number
    firstRunMs?: number
    onRun?: JobRunHook
  },
): PeriodicJob {
  return createPeriodicJob({
    name: 'privacy',
    db: options.db,
    logger: options.logger,
    intervalMs: options.intervalMs,
    firstRunMs: options.firstRunMs,
    onRun: options.onRun,
    failure: 'personal data job failed',
    run: async () => {
      const retention = await applyRetention(options, options.rules)
      const erasures = await eraseDueAccounts(options)
      const exports = await tendExports(options)
      return {
        ...retention,
        accountsErased: erasures.erased,
        erasuresFailed: erasures.failed,
        exportsResumed: exports.resumed,
        exportsExpired: exports.expired,
      }
    },
  })
}
