// vitest's global setup: the test databases are migrated and seeded once per run (./database.ts), the
// test password hashed once (argon2 is slow by design), and the API bundled once for the tests that start its
// entry points as child processes (./process.ts), before any test file starts.
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
// @ts-expect-error: a plain ES module of the build, without types
import { bundleApi } from '../../scripts/bundle.mjs'
import { hashPassword } from '../lib/auth/password'
import { prepareDatabases, TEST_PASSWORD } from './database'

export default async function setup(project: TestProject) {
  // Beside dist/, at the same depth (the entry points find the repository's folders from their own file); one
  // per run, so two runs in one checkout do not share it.
  const bundle = `.test-dist-${process.pid}`
  const [{ prepared, cleanup }, hash] = await Promise.all([
    prepareDatabases(),
    hashPassword(TEST_PASSWORD),
    bundleApi(bundle),
  ])
  project.provide('egresaTestDatabases', prepared)
  project.provide('egresaTestPasswordHash', hash)
  project.provide('egresaApiBundle', bundle)
  return async () => {
    rmSync(new URL(`../../${bundle}`, import.meta.url), { recursive: true, force: true })
    await cleanup()
  }
}
