// `pnpm admin backup` and `pnpm admin restore` (docs/operations.md, "Backups and restore"). A backup is a
// gzipped tar, the same whatever the engine, so a PGlite backup restores into PostgreSQL and back:
//   manifest.json      format, the schema's last migration, per table its columns, row count and checksum,
//                      the sequences, per file its size and sha256
//   tables/<name>.copy the table's rows as COPY writes them (text format), generated columns left out
//   files/<key>        the uploaded files the rows name
// The IBAN key is never in it (lib/iban-vault.ts): whoever holds a backup must not be able to read the IBANs.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import {
  access,
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import * as tar from 'tar'
import type { Database, RawTransaction } from '../../db/client'
import { assertValidKey, contentTypeOfKey, type Storage } from '../../lib/storage/storage'

export const BACKUP_FORMAT = 'egresa-backup'
export const BACKUP_VERSION = 1

export type TableEntry = { name: string; columns: string[]; rows: number; checksum: string }
export type FileEntry = { key: string; size: number; sha256: string }

export type Manifest = {
  format: typeof BACKUP_FORMAT
  version: number
  /** When the snapshot was taken (ISO 8601). */
  createdAt: string
  source: { driver: Database['driver']; storage: Storage['kind'] }
  /** The last migration applied to the source: a restore needs a build whose last migration is the same. */
  migration: { hash: string; createdAt: number }
  tables: TableEntry[]
  /** Each sequence's last value, as PostgreSQL writes it (a bigint may exceed a JavaScript number). */
  sequences: { name: string; value: string }[]
  files: FileEntry[]
  /** Files a row names that the storage no longer had when the backup read it (removed after the snapshot). */
  missingFiles: string[]
}

/** A mistake the operator can fix (a file that exists, a database that is not empty): said in one message. */
export class BackupError extends Error {}

// Tables whose rows the migrations themselves insert (auth_epoch's one row): a new database has them, and a
// restore replaces them with the backup's.
const FILLED_BY_MIGRATIONS = new Set(['auth_epoch'])

// The same text on every engine and server: COPY writes dates, times and numbers by these settings.
const SESSION_SETTINGS = [
  'SET LOCAL statement_timeout = 0',
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, MDY'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 1',
  "SET LOCAL bytea_output = 'hex'",
]

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
const copyTarget = (table: string, columns: string[]) => `${quote(table)} (${columns.map(quote).join(', ')})`

/**
 * A table's rows and checksum from its COPY file: the sum, modulo 2^256, of each row's SHA-256. It does not
 * depend on the order the rows come in (which differs between engines and collations), and the restore
 * computes it the same way from the restored table.
 */
export async function copyFileChecksum(file: string): Promise<{ rows: number; checksum: string }> {
  let rows = 0
  let sum = 0n
  const modulus = 1n << 256n
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })
  for await (const line of lines) {
    rows += 1
    sum = (sum + BigInt(`0x${createHash('sha256').update(line).digest('hex')}`)) % modulus
  }
  return { rows, checksum: sum.toString(16).padStart(64, '0') }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The tables of the portal with the columns a backup keeps (a generated column is computed again). */
async function tableColumns(tx: RawTransaction): Promise<Map<string, string[]>> {
  const rows = await tx.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      ORDER BY c.table_name, c.ordinal_position`,
  )
  const tables = new Map<string, string[]>()
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name])
  return tables
}

async function lastMigration(tx: RawTransaction): Promise<Manifest['migration']> {
  const [row] = await tx.query<{ hash: string; created_at: string | number }>(
    'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC, id DESC LIMIT 1',
  )
  if (!row) throw new BackupError('the database has no migrations applied')
  return { hash: row.hash, createdAt: Number(row.created_at) }
}

async function startSnapshot(tx: RawTransaction, readOnly: boolean) {
  // The first statement of the transaction: every table is read as of one moment.
  if (readOnly) await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
  for (const setting of SESSION_SETTINGS) await tx.query(setting)
}

export type BackupSummary = { file: string; manifest: Manifest; bytes: number }

/**
 * Writes a backup of the database and the files its rows name to `file` (which must not exist). The tables
 * are read in one snapshot (REPEATABLE READ, read only) while the portal keeps serving; the files are read
 * after it: uploads are never changed in place (a new upload gets a new key), so a file read later is the one
 * the snapshot's row names, unless it was removed since (listed in `missingFiles`).
 */
export async function backup(params: {
  database: Database
  storage: Storage
  file: string
}): Promise<BackupSummary> {
  const { database, storage, file } = params
  if (await exists(file)) throw new BackupError(`${file} exists already: give the backup a new file name`)
  await access(dirname(file)).catch(() => {
    throw new BackupError(`${dirname(file)} does not exist: the backup's folder must exist`)
  })
  const staging = await mkdtemp(join(tmpdir(), 'egresa-backup-'))
  const partial = `${file}.partial`
  try {
    await mkdir(join(staging, 'tables'))
    await mkdir(join(staging, 'files'))
    const snapshot = await database.rawTransaction(async (tx) => {
      await startSnapshot(tx, true)
      const [now] = await tx.query<{ at: string }>(
        `SELECT to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`,
      )
      const migration = await lastMigration(tx)
      const tables: TableEntry[] = []
      const keys = new Set<string>()
      for (const [name, columns] of await tableColumns(tx)) {
        const path = join(staging, 'tables', `${name}.copy`)
        await tx.copyOut(copyTarget(name, columns), path)
        tables.push({ name, columns, ...(await copyFileChecksum(path)) })
        // A `*_key` column names a file in the storage (lib/storage: avatars, CVs, logos, images, group files).
        for (const column of columns.filter((c) => c.endsWith('_key'))) {
          const rows = await tx.query<{ key: string }>(
            `SELECT DISTINCT ${quote(column)} AS key FROM ${quote(name)} WHERE ${quote(column)} IS NOT NULL`,
          )
          for (const row of rows) keys.add(row.key)
        }
      }
      const sequences = await tx.query<{ name: string; value: string | null }>(
        `SELECT sequencename AS name, last_value AS value FROM pg_sequences WHERE schemaname = 'public'
          ORDER BY sequencename`,
      )
      return {
        createdAt: now?.at ?? new Date().toISOString(),
        migration,
        tables,
        keys: [...keys].sort(),
        sequences: sequences.flatMap((s) =>
          s.value === null ? [] : [{ name: s.name, value: String(s.value) }],
        ),
      }
    })
    const files: FileEntry[] = []
    const missingFiles: string[] = []
    for (const key of snapshot.keys) {
      const stored = await storage.get(key)
      if (!stored) {
        missingFiles.push(key)
        continue
      }
      const path = join(staging, 'files', key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, stored.body)
      files.push({ key, size: stored.body.byteLength, sha256: sha256(stored.body) })
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: snapshot.createdAt,
      source: { driver: database.driver, storage: storage.kind },
      migration: snapshot.migration,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files,
      missingFiles,
    }
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    // The manifest first, so a reader meets it before the data.
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [
      'manifest.json',
      'tables',
      'files',
    ])
    // Personal data: the operator's alone, whatever the umask of the process that writes it.
    await chmod(partial, 0o600)
    await rename(partial, file)
    return { file, manifest, bytes: (await stat(file)).size }
  } finally {
    await rm(partial, { force: true })
    await rm(staging, { recursive: true, force: true })
  }
}

export type RestoreSummary = { manifest: Manifest }

/**
 * Restores the backup in `file` into `database` (migrated by this build, holding no data) and `storage`
 * (holding none of the backup's files; a local folder holding no file at all). The tables are loaded and
 * checked against the manifest's counts and checksums in one transaction, so a failed restore leaves the
 * database empty; then the files are written and read back against their sha256.
 */
export async function restore(params: {
  database: Database
  storage: Storage
  /** The local storage's folder (DATA_DIR/files), which must hold no file; undefined for a bucket. */
  filesFolder: string | undefined
  file: string
  /** Progress for the operator. */
  log?: (line: string) => void
}): Promise<RestoreSummary> {
  const { database, storage, file } = params
  const log = params.log ?? (() => {})
  if (!(await exists(file))) throw new BackupError(`${file} does not exist`)
  const staging = await mkdtemp(join(tmpdir(), 'egresa-restore-'))
  try {
    await tar.x({ file, cwd: staging, strict: true }).catch((error: unknown) => {
      throw new BackupError(`${file} is not a backup of Egresa (${(error as Error).message})`)
    })
    const manifest = await readManifest(join(staging, 'manifest.json'), file)
    // A damaged file is found before anything is written.
    for (const entry of manifest.files) {
      try {
        assertValidKey(entry.key)
      } catch {
        throw new BackupError(`${file} is damaged: ${JSON.stringify(entry.key)} is not a file key`)
      }
      const body = await readFile(join(staging, 'files', entry.key)).catch(() => null)
      if (!body || body.byteLength !== entry.size || sha256(body) !== entry.sha256)
        throw new BackupError(
          `${file} is damaged: ${entry.key} does not match its size and sha256 in the manifest`,
        )
    }
    await database.rawTransaction(async (tx) => {
      await startSnapshot(tx, false)
      const migration = await lastMigration(tx)
      if (migration.hash !== manifest.migration.hash)
        throw new BackupError(
          `the backup was made at another version of the schema (its last migration ${describe(manifest.migration)}, this build's ${describe(migration)}): restore it with the version of Egresa that made it, then upgrade`,
        )
      const columns = await tableColumns(tx)
      const busy: string[] = []
      for (const name of columns.keys()) {
        if (FILLED_BY_MIGRATIONS.has(name)) continue
        const [row] = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(name)}`)
        if (Number(row?.n ?? 0) > 0) busy.push(`${name} (${row?.n} rows)`)
      }
      if (busy.length)
        throw new BackupError(
          `the database is not empty: ${busy.slice(0, 3).join(', ')}${busy.length > 3 ? ` and ${busy.length - 3} more tables` : ''} hold rows. Restore only into an empty database (a new PostgreSQL database, or a new DATA_DIR)`,
        )
      if (params.filesFolder) {
        const found = await firstFile(params.filesFolder)
        if (found)
          throw new BackupError(
            `the file storage is not empty: ${params.filesFolder} holds ${found}. Restore only into an empty DATA_DIR (or empty its files folder)`,
          )
      } else {
        for (const entry of manifest.files)
          if (await storage.get(entry.key))
            throw new BackupError(
              `the bucket already holds ${entry.key}, a file of this backup: restore only into an empty bucket`,
            )
      }
      for (const table of manifest.tables) {
        const have = columns.get(table.name)
        const lacking = table.columns.filter((c) => !have?.includes(c))
        if (!have || lacking.length)
          throw new BackupError(
            `this database has no ${have ? `columns ${lacking.join(', ')} in` : 'table'} ${table.name}`,
          )
      }
      for (const name of FILLED_BY_MIGRATIONS)
        if (columns.has(name)) await tx.query(`DELETE FROM ${quote(name)}`)
      const order = await loadOrder(
        tx,
        manifest.tables.map((t) => t.name),
      )
      const byName = new Map(manifest.tables.map((t) => [t.name, t]))
      for (const name of order) {
        const table = byName.get(name)
        if (!table) continue
        await tx.copyIn(copyTarget(name, table.columns), tablePath(staging, name))
      }
      for (const sequence of manifest.sequences) {
        if (!/^-?\d{1,19}$/.test(sequence.value))
          throw new BackupError(`${file} is damaged: the sequence ${sequence.name} has no number`)
        await tx.query(
          `SELECT setval('public.${quote(sequence.name).replaceAll("'", "''")}', ${sequence.value}, true)`,
        )
      }
      // Read back what was loaded, the way the backup read it.
      await mkdir(join(staging, 'check'))
      for (const table of manifest.tables) {
        const path = join(staging, 'check', `${table.name}.copy`)
        await tx.copyOut(copyTarget(table.name, table.columns), path)
        const got = await copyFileChecksum(path)
        if (got.rows !== table.rows || got.checksum !== table.checksum)
          throw new BackupError(
            `${table.name} does not match the backup after loading (${got.rows} rows, the backup has ${table.rows}${got.rows === table.rows ? ': the same count, other contents' : ''}); nothing was restored`,
          )
      }
    })
    log(
      `database restored: ${manifest.tables.length} tables, ${totalRows(manifest)} rows, counts and checksums match`,
    )

    for (const entry of manifest.files) {
      try {
        const body = new Uint8Array(await readFile(join(staging, 'files', entry.key)))
        await storage.put(entry.key, body, contentTypeOfKey(entry.key))
        const stored = await storage.get(entry.key)
        if (!stored || sha256(stored.body) !== entry.sha256) throw new Error('it reads back different')
      } catch (error) {
        throw new BackupError(
          `the database is restored, but not all the files: ${entry.key} failed (${(error as Error).message}). Empty the database and the file storage, and restore again`,
        )
      }
    }
    log(`files restored: ${manifest.files.length}, each read back with its sha256`)
    return { manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

export const totalRows = (manifest: Manifest) => manifest.tables.reduce((sum, t) => sum + t.rows, 0)

const describe = (m: Manifest['migration']) =>
  `of ${new Date(m.createdAt).toISOString().slice(0, 10)}, ${m.hash.slice(0, 12)}`

function tablePath(staging: string, name: string) {
  return join(staging, 'tables', `${name}.copy`)
}

async function readManifest(path: string, file: string): Promise<Manifest> {
  let manifest: Manifest
  try {
    manifest = JSON.parse(await readFile(path, 'utf8')) as Manifest
  } catch {
    throw new BackupError(`${file} is not a backup of Egresa: it has no manifest.json`)
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`${file} is not a backup of Egresa: its manifest.json has another format`)
  if (manifest.version !== BACKUP_VERSION)
    throw new BackupError(
      `${file} is a backup of format version ${manifest.version}; this build reads ${BACKUP_VERSION}`,
    )
  return manifest
}

/** Parents before children (foreign keys); a table's references to itself are checked at the end of its COPY. */
async function loadOrder(tx: RawTransaction, tables: string[]): Promise<string[]> {
  const edges = await tx.query<{ child: string; parent: string }>(
    `SELECT DISTINCT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND c.oid <> p.oid`,
  )
  const parents = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const e of edges) parents.get(e.child)?.add(e.parent)
  const order: string[] = []
  const placed = new Set<string>()
  while (order.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p) || !parents.has(p)),
    )
    if (!ready.length)
      throw new Error(
        `the foreign keys between ${tables.filter((t) => !placed.has(t)).join(', ')} form a cycle`,
      )
    for (const t of ready) {
      order.push(t)
      placed.add(t)
    }
  }
  return order
}

async function exists(path: string) {
  return access(path).then(
    () => true,
    () => false,
  )
}

/** The first file under `folder` (a path relative to it), or null when it holds none or does not exist. */
async function firstFile(folder: string): Promise<string | null> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  const found = entries.find((e) => e.isFile())
  return found ? join(found.parentPath ?? folder, found.name).slice(folder.length + 1) : null
}
