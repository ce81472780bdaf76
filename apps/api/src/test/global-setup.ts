// vitest's global setup: the test databases are migrated and seeded once per run (./database.ts), and the
// test password hashed once (argon2 is slow by design), before any test file starts.
import type { TestProject } from 'vitest/node'
import { hashPassword } from '../lib/auth/password'
import { prepareDatabases, TEST_PASSWORD } from './database'

export default async function setup(project: TestProject) {
  const [{ prepared, cleanup }, hash] = await Promise.all([prepareDatabases(), hashPassword(TEST_PASSWORD)])
  project.provide('egresaTestDatabases', prepared)
  project.provide('egresaTestPasswordHash', hash)
  return cleanup
}
