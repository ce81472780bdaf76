import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
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
}

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  /**
   * dataDir undefined: in memory (tests). The folder is locked for this process until close() (or exit);
   * `holder` says who holds it, for the message another process gets (default: a server).
   */
  | { databaseUrl?: undefined; dataDir: string | undefined; holder?: LockHolder['role'] }

/** apps/api/drizzle, seen from src/db/client.ts (tsx, vitest) or dist/*.js (the bundle). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  return here.endsWith('dist') ? resolve(here, '../drizzle') : resolve(here, '../../drizzle')
}

const EXTENSIONS = sql`CREATE EXTENSION IF NOT EXISTS unaccent; CREATE EXTENSION IF NOT EXISTS pg_trgm;`

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined) return openPostgres(options.databaseUrl, options.poolSize ?? 10)
  return openPglite(options.dataDir, options.holder ?? 'server')
}

async function openPglite(dataDir: string | undefined, holder: LockHolder['role']): Promise<Database> {
  let dir: string | undefined
  let lock: DataDirLock | undefined
  if (dataDir) {
    dir = join(dataDir, 'db')
    mkdirSync(dir, { recursive: true })
    lock = lockDataDir(dataDir, holder)
  }
  let client: PGlite
  try {
    client = await PGlite.create(dir, { extensions: { unaccent, pg_trgm } })
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
  }
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 })
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {})
  const db = drizzleNodePg({ client: pool })
  let closed = false
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      await db.execute(EXTENSIONS)
      await migrateNodePg(db, { migrationsFolder: migrationsFolder() })
    },
    ping: async () => {
      await pool.query('select 1')
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
