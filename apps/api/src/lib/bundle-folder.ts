import { basename } from 'node:path'

/**
 * Whether a module's folder is the bundle's (dist/, or a test run's .test-dist-<pid>/ beside it: both directly in
 * apps/api) rather than one under src/ (tsx, vitest), to find apps/api's other folders from it.
 */
export function inBundle(folder: string): boolean {
  return /^(dist|\.test-dist-\d+)$/.test(basename(folder))
}
