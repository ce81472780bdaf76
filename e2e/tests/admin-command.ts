import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect } from '@playwright/test'
import { SHARD } from './urls'

const CLI = fileURLToPath(new URL('../../apps/api/dist/cli.js', import.meta.url))

/**
 * `pnpm admin <args>` as the alumni office runs it, on the DATA_DIR of this worker's portal: the running
 * server holds the embedded database, so the command runs through it.
 */
export async function adminCommand(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: join(dataDir, String(SHARD)), NODE_ENV: 'development' },
    timeout: 30_000,
  })
  return stdout
}

/** The alumni office verifies an account with `pnpm admin users:verify <email>`. */
export async function verifyByCommand(email: string): Promise<void> {
  expect(await adminCommand('users:verify', email)).toContain(`${email} verified`)
}
