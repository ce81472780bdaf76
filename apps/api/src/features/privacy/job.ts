import type { JobRunHook, PeriodicJob } from '../../lib/periodic-job'
import { createPeriodicJob } from '../../lib/periodic-job'
import { type ExportDeps, tendExports } from './exports'

/**
 * The personal data job (docs/privacy.md "Retention"), once across the processes: builds the exports a
 * process left half-built, and removes the expired ones' files. It logs what it did, by counts.
 */
export function createPrivacyJob(
  options: ExportDeps & { intervalMs: number; firstRunMs?: number; onRun?: JobRunHook },
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
      const exports = await tendExports(options)
      return { exportsResumed: exports.resumed, exportsExpired: exports.expired }
    },
  })
}
