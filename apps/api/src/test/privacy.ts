// What the privacy job's steps need when a test calls them directly (features/privacy): the test app's
// database and storage, fixed app origins for the mails' links, a silent logger; and rows of raw SQL. Only
// imported by *.test.ts files.
import type { SQL } from 'drizzle-orm'
import { eraseDueAccounts } from '../features/privacy/erasure'
import { exportStatement, personSections } from '../features/privacy/export-sections'
import { mailLinkSecret } from '../lib/links'
import { createStorage } from '../lib/storage/create-storage'
import type { TestApp } from './harness'
import { silentLogger } from './smtp'

export function privacyJobDeps(t: TestApp) {
  return {
    db: t.database.db,
    storage: createStorage(t.env),
    origins: { alumni: 'http://a.test', company: 'http://c.test', admin: 'http://o.test' },
    linkSecret: mailLinkSecret(t.env),
    logger: silentLogger,
  }
}

export async function sqlRows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The privacy job's erasure step: the accounts whose grace period has passed are erased. */
export function eraseDue(t: TestApp) {
  return eraseDueAccounts(privacyJobDeps(t))
}

/** A person's data export's sections, as the ZIP's data.json holds them (in Spanish). */
export async function personExport(t: TestApp, userId: string): Promise<Record<string, unknown>> {
  const [row] = await sqlRows<{ data: Record<string, unknown> }>(
    t,
    exportStatement(personSections, { userId, companyId: null, email: '', locale: 'es' }),
  )
  return row?.data ?? {}
}
