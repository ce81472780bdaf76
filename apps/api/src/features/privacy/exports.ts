import { randomBytes } from 'node:crypto'
import { DATA_EXPORT_DAYS, type DataExport } from '@egresa/api-contract/privacy'
import { and, desc, eq, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type DataExportRow, dataExports } from '../../db/schema/privacy'
import { users } from '../../db/schema/users'
import { ApiError, notFound } from '../../lib/errors'
import type { Locale } from '../../lib/i18n'
import { type AppOrigins, appOriginFor } from '../../lib/links'
import type { Logger } from '../../lib/logger'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import type { Storage } from '../../lib/storage/storage'
import { buildExportZip } from './export-zip'
import { settingsPage } from './links'

/** How long a process may build an export before another one takes it over (it died). */
const BUILD_LEASE = sql`interval '10 minutes'`

export type ExportDeps = { db: Db; storage: Storage; origins: AppOrigins; logger: Logger }

function toDataExport(row: DataExportRow, now = new Date()): DataExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: expired ? null : row.sizeBytes,
  }
}

/**
 * Asks for a new export, or answers the one being built (asked twice, the same one). The row claims its
 * build at once (`lease_until`); the caller starts the build in the background.
 */
export async function requestExport(db: Db, userId: string): Promise<{ export: DataExport; fresh: boolean }> {
  const [inserted] = await db
    .insert(dataExports)
    .values({ userId, leaseUntil: sql`now() + ${BUILD_LEASE}` })
    .onConflictDoNothing({ target: dataExports.userId, where: sql`${dataExports.status} = 'building'` })
    .returning()
  if (inserted) return { export: toDataExport(inserted), fresh: true }
  const [building] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'building')))
  if (!building) throw new ApiError(409, 'conflict')
  return { export: toDataExport(building), fresh: false }
}

export async function latestExport(db: Db, userId: string): Promise<DataExport | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1)
  return row ? toDataExport(row) : null
}

/** The ZIP of the caller's own export: 404 for anyone else's, 409 while building, 410 once expired. */
export async function exportFile(
  deps: { db: Db; storage: Storage },
  params: { userId: string; id: string },
): Promise<{ body: Uint8Array; fileName: string }> {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, params.id), eq(dataExports.userId, params.userId)))
  if (!row) throw notFound()
  const state = toDataExport(row)
  if (state.status === 'expired') throw new ApiError(410, 'gone')
  if (state.status !== 'ready' || !row.fileKey) throw new ApiError(409, 'conflict')
  const file = await deps.storage.get(row.fileKey)
  if (!file) throw new ApiError(410, 'gone')
  return { body: file.body, fileName: `datos-${row.readyAt?.toISOString().slice(0, 10) ?? 'export'}.zip` }
}

/**
 * Builds one export: the ZIP into the storage, the row ready for DATA_EXPORT_DAYS, the earlier exports of the
 * person and their files gone, and the mail that says it is ready. A failure marks it failed (the person
 * asks again) and is logged; no ZIP of it is left behind.
 */
export async function buildExport(deps: ExportDeps, id: string): Promise<void> {
  const { db, storage, logger } = deps
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id))
  if (row?.status !== 'building') return
  const [account] = await db
    .select({
      email: users.email,
      name: users.name,
      role: users.role,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, row.userId))
  if (!account) return
  const started = Date.now()
  let fileKey: string | null = null
  try {
    const zip = await buildExportZip(
      { db, storage },
      { userId: row.userId, email: account.email, role: account.role, locale: account.language as Locale },
    )
    const key = `exports/${randomBytes(16).toString('hex')}.zip`
    fileKey = key
    await storage.put(key, zip.body, 'application/zip')
    const earlier = await db.transaction(async (tx) => {
      const [ready] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          readyAt: sql`now()`,
          expiresAt: sql`now() + ${DATA_EXPORT_DAYS} * interval '1 day'`,
          fileKey: key,
          sizeBytes: zip.body.length,
          leaseUntil: null,
        })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
        .returning()
      if (!ready) return null
      const old = await tx
        .delete(dataExports)
        .where(
          and(
            eq(dataExports.userId, row.userId),
            sql`${dataExports.id} <> ${id}`,
            sql`${dataExports.status} <> 'building'`,
          ),
        )
        .returning({ fileKey: dataExports.fileKey })
      await enqueueMail(tx, {
        template: 'data-export-ready',
        locale: account.language,
        to: account.email,
        data: {
          name: account.name,
          url: alumniUrl(
            appOriginFor(deps.origins, account.role),
            account.language,
            settingsPage(account.role),
            {
              tab: 'privacy',
              export: id,
            },
          ),
          expiresAt: ready.expiresAt?.toISOString() ?? '',
        },
      })
      return old
    })
    // Built by another process meanwhile (a lease taken over): this ZIP is not the one kept.
    // Committed: the ZIP is the export's now (or, built twice, deleted just below).
    fileKey = null
    if (earlier === null) await storage.delete(key)
    for (const old of earlier ?? []) if (old.fileKey) await storage.delete(old.fileKey)
    logger.info(
      { export: id, bytes: zip.body.length, files: zip.files, ms: Date.now() - started },
      'data export built',
    )
  } catch (error) {
    logger.error({ err: error, export: id }, 'data export failed')
    // A ZIP stored before the failure is nobody's.
    if (fileKey) await storage.delete(fileKey).catch(() => {})
    await db
      .update(dataExports)
      .set({ status: 'failed', leaseUntil: null })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
  }
}

/**
 * The scheduled part (lib/periodic-job.ts, once across the processes): builds the exports whose process died
 * before finishing (the lease passed), and deletes the expired ones with their ZIPs.
 */
export async function tendExports(deps: ExportDeps): Promise<{ resumed: number; expired: number }> {
  const { db, storage } = deps
  const stale = await db
    .update(dataExports)
    .set({ leaseUntil: sql`now() + ${BUILD_LEASE}` })
    .where(and(eq(dataExports.status, 'building'), lte(dataExports.leaseUntil, sql`now()`)))
    .returning({ id: dataExports.id })
  for (const { id } of stale) await buildExport(deps, id)
  // An expired export loses its ZIP; its row stays a month so its link answers 410 (expired), not 404.
  let expired = 0
  for (;;) {
    const result = (await db.execute(sql`
      update ${dataExports} d set file_key = null, size_bytes = null
      from (select id, file_key from ${dataExports}
        where file_key is not null and expires_at <= now() limit 100 for update skip locked) old
      where d.id = old.id
      returning old.file_key`)) as unknown as { rows: { file_key: string }[] }
    const batch = result.rows
    for (const { file_key } of batch) await storage.delete(file_key)
    expired += batch.length
    if (batch.length < 100) break
  }
  await db.delete(dataExports).where(
    or(
      and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, sql`now() - interval '30 days'`)),
      // A failed build is kept a day to be seen in the settings.
      and(eq(dataExports.status, 'failed'), lte(dataExports.requestedAt, sql`now() - interval '1 day'`)),
    ),
  )
  return { resumed: stale.length, expired }
}
