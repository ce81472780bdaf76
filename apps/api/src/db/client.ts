import { createReadStream, createWriteStream, mkdirSync, openAsBlob } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { inBundle } from '../lib/bundle-folder'
import { type DataDirLock, type LockHolder, lockDataDir } from './data-dir-lock'

/** The database handle every query function takes: the same Drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>

export type Database = {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Applies the migrations in apps/api/drizzle (and the extensions they rely on). */
  migrate: () => Promise<void>
  /** A cheap round trip; rejects when the database does not answer. */
  ping: () => Promise<void>
  close: () => Promise<void>
  /**
   * PostgreSQL: the connection pool's use now (the metrics). PGlite has no pool: one connection inside the
   * process, whose queue of queries it does not expose.
   */
  poolStats?: () => PoolStats
  /**
   * Runs `run` in one transaction on one connection, committed when it resolves, for what Drizzle does not do
   * (COPY, for backups: features/admin/backup.ts). On PostgreSQL a connection of its own, without the request
   * timeouts; on PGlite every other query waits until it ends.
   */
  rawTransaction: <T>(run: (tx: RawTransaction) => Promise<T>) => Promise<T>
  /**
   * PostgreSQL: a new connection outside the pool (not yet connected), without the request timeouts, for a
   * session that stays open: the LISTEN of the live events (lib/realtime.ts). Undefined on PGlite.
   */
  ownClient?: () => pg.Client
}

/** A transaction of rawTransaction. `table` is a quoted name with its column list: `"users" ("id", "email")`. */
export type RawTransaction = {
  query: <T>(text: string) => Promise<T[]>
  /** COPY of the table's rows (text format) into a file. */
  copyOut: (table: string, file: string) => Promise<void>
  /** COPY of a file (text format) into the table. */
  copyIn: (table: string, file: string) => Promise<void>
}

export type PoolStats = { max: number; total: number; idle: number; waiting: number }

export type DatabaseOptions =
  | {
      databaseUrl: string
      poolSize?: number
      /** How long a connection or a query may take before the request answers 503 (default 5000 ms). */
      timeoutMs?: number
    }
  /**
   * dataDir undefined: in memory (tests). The folder is locked for this process until close() (or exit);
   * `holder` says who holds it, for the message another process gets (default: a server).
   */
  | {
      databaseUrl?: undefined
      dataDir: string | undefined
      holder?: LockHolder['role']
      /** Tests: start from this PGlite dump (dumpDataDir) of a database migrated once, not from initdb. */
      loadDataDir?: Blob
    }

/** apps/api/drizzle, seen from src/db/client.ts (tsx, vitest) or a chunk of the bundle (dist/, inBundle). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  return inBundle(here) ? resolve(here, '../drizzle') : resolve(here, '../../drizzle')
}

export const DEFAULT_TIMEOUT_MS = 5000

const EXTENSIONS = sql`CREATE EXTENSION IF NOT EXISTS unaccent; CREATE EXTENSION IF NOT EXISTS pg_trgm;`

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  return openPglite(options.dataDir, options.holder ?? 'server', options.loadDataDir)
}

async function openPglite(
  dataDir: string | undefined,
  holder: LockHolder['role'],
  loadDataDir?: Blob,
): Promise<Database> {
  let dir: string | undefined
  let lock: DataDirLock | undefined
  if (dataDir) {
    dir = join(dataDir, 'db')
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    lock = lockDataDir(dataDir, holder)
  }
  let client: PGlite
  try {
    client = await PGlite.create(dir, { extensions: { unaccent, pg_trgm }, loadDataDir })
  } catch (error) {
    lock?.release()
    throw error
  }
  const db = drizzlePglite({ client })
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await client.exec('CREATE EXTENSION IF NOT EXISTS unaccent; CREATE EXTENSION IF NOT EXISTS pg_trgm;')
      await migratePglite(db, { migrationsFolder: migrationsFolder() })
    },
    ping: async () => {
      await client.query('select 1')
    },
    close: async () => {
      if (!client.closed) await client.close()
      lock?.release()
    },
    rawTransaction: (run) =>
      client.transaction((tx) =>
        run({
          query: async <T>(text: string) => (await tx.query<T>(text)).rows,
          copyOut: async (table, file) => {
            const result = await tx.query(`COPY ${table} TO '/dev/blob'`)
            await writeFile(file, result.blob ? Buffer.from(await result.blob.arrayBuffer()) : '')
          },
          copyIn: async (table, file) => {
            await tx.query(`COPY ${table} FROM '/dev/blob'`, [], { blob: await openAsBlob(file) })
          },
        }),
      ),
  }
}

async function openPostgres(url: string, max: number, timeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Also bounds the wait for a free connection when all are busy.
    connectionTimeoutMillis: timeoutMs,
    // The server cancels a slow statement first (the connection stays usable); the client gives up a moment
    // later on a network that answers nothing (packets dropped), where only this timeout ends the wait.
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1000,
    keepAlive: true,
  })
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {})
  pool.on('connect', (client) => {
    // Nor a client in use: the query it runs gets the error.
    client.on('error', () => {})
    closeOnReadTimeout(client)
  })
  const db = drizzleNodePg({ client: pool })
  let closed = false
  const ownClient = () =>
    new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, keepAlive: true })
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      // Migrations may build indexes on big tables: no statement timeout for them (their own connection).
      const migrator = new pg.Pool({
        connectionString: url,
        max: 1,
        connectionTimeoutMillis: timeoutMs,
        keepAlive: true,
      })
      migrator.on('error', () => {})
      try {
        const mdb = drizzleNodePg({ client: migrator })
        await mdb.execute(EXTENSIONS)
        await migrateNodePg(mdb, { migrationsFolder: migrationsFolder() })
      } finally {
        await migrator.end()
      }
    },
    ping: async () => {
      await pool.query('select 1')
    },
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
    ownClient,
    rawTransaction: async (run) => {
      // A backup's COPY of a big table takes longer than a request may: no statement or read timeout here.
      const client = ownClient()
      client.on('error', () => {})
      await client.connect()
      try {
        await client.query('BEGIN')
        const result = await run({
          query: async <T>(text: string) => (await client.query(text)).rows as T[],
          copyOut: (table, file) =>
            pipeline(client.query(copyTo(`COPY ${table} TO STDOUT`)), createWriteStream(file)),
          copyIn: (table, file) =>
            pipeline(createReadStream(file), client.query(copyFrom(`COPY ${table} FROM STDIN`))),
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        await client.end().catch(() => {})
      }
    },
  }
}

/**
 * A query that got no answer in time (pg's "Query read timeout") leaves its connection waiting for an answer
 * that may never come: end it, so the pool drops it instead of lending it again. Drizzle does not release a
 * client whose BEGIN failed, so such a client is released (and dropped) here if nobody does it at once.
 */
function closeOnReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    const result = query(...args)
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'Query read timeout') return
        client.end().catch(() => {})
        const release = client.release
        if (typeof release !== 'function') return
        let released = false
        client.release = (err?: Error | boolean) => {
          if (released) return
          released = true
          release(err)
        }
        setTimeout(() => client.release(error), 1000).unref()
      })
    }
    return result
  }) as typeof client.query
}
