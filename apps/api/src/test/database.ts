// Test databases, migrated (and seeded) once per run instead of once per test app. vitest's global setup
// (./global-setup.ts) prepares one database per seed: a PGlite dump that each test app loads into its own
// in-memory PGlite, or, when DATABASE_URL is set, a PostgreSQL template each test app copies
// (CREATE DATABASE ... TEMPLATE). Without the global setup, each database is migrated and seeded here.
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../db/client'
import { seedDemo, seedReference } from '../seed/index'
import { freshPostgres } from './postgres'

/** The password of the users tests create (harness.ts: createUser). */
export const TEST_PASSWORD = 'Egresa-test-2026'

export type TestSeed = 'demo-small' | 'reference' | 'none'

const SEEDS: TestSeed[] = ['none', 'reference', 'demo-small']

/**
 * What the global setup hands to the test files: a PGlite dump file per seed and, when DATABASE_URL is set,
 * a PostgreSQL template database per seed.
 */
export type PreparedDatabases = {
  dumps: Record<TestSeed, string>
  postgres?: { adminUrl: string; templates: Record<TestSeed, string> }
}

declare module 'vitest' {
  export interface ProvidedContext {
    egresaTestDatabases?: PreparedDatabases
    /** The argon2 hash of TEST_PASSWORD, computed once. */
    egresaTestPasswordHash?: string
    /** The folder in apps/api of this run's API bundle (main.js, cli.js), for ./process.ts. */
    egresaApiBundle?: string
  }
}

async function seedInto(database: Database, seed: TestSeed) {
  if (seed === 'reference') await seedReference(database.db)
  if (seed === 'demo-small') await seedDemo(database.db, 'small')
}

async function runAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Migrates one database and takes a copy of it after each seed step (none, then the reference data, then the
 * small demo set on top: seedDemo seeds the reference data first, so this is what a fresh seed gives).
 * Returns what test files need to open copies, and how to remove the copies' sources.
 */
export async function prepareDatabases(
  adminUrl = process.env.DATABASE_URL,
): Promise<{ prepared: PreparedDatabases; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'egresa-test-db-'))
  const templates: string[] = []
  const cleanup = async () => {
    for (const name of templates)
      if (adminUrl) await runAdmin(adminUrl, `drop database if exists ${name} with (force)`)
    await rm(dir, { recursive: true, force: true })
  }
  try {
    const [dumps, postgres] = await Promise.all([
      prepareDumps(dir),
      adminUrl ? preparePostgres(adminUrl, templates) : undefined,
    ])
    return { prepared: { dumps, postgres }, cleanup }
  } catch (error) {
    await cleanup()
    throw error
  }
}

async function prepareDumps(dir: string): Promise<Record<TestSeed, string>> {
  const dumps = {} as Record<TestSeed, string>
  const database = await openDatabase({ dataDir: undefined })
  try {
    await database.migrate()
    for (const seed of SEEDS) {
      await seedInto(database, seed)
      const file = join(dir, `${seed}.tar`)
      // Uncompressed: a plain tar loads faster than a gzipped one, and the file only lives for the run.
      const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
      await writeFile(file, Buffer.from(await dump.arrayBuffer()))
      dumps[seed] = file
    }
  } finally {
    await database.close()
  }
  return dumps
}

/** Templates made are pushed to `made` as they are created, so a failure half-way still drops them. */
async function preparePostgres(adminUrl: string, made: string[]) {
  const base = `egresa_tpl_${randomBytes(4).toString('hex')}`
  const templates = {} as Record<TestSeed, string>
  let previous: string | undefined
  for (const seed of SEEDS) {
    const name = `${base}_${seed.replace('-', '_')}`
    await runAdmin(adminUrl, `create database ${name}${previous ? ` template ${previous}` : ''}`)
    made.push(name)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    // A template must have no open connection when it is copied: each is closed before the next step.
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 })
    try {
      if (!previous) await database.migrate()
      await seedInto(database, seed)
    } finally {
      await database.close()
    }
    templates[seed] = name
    previous = name
  }
  return { adminUrl, templates }
}

const loaded = new Map<string, Promise<Blob>>()

/**
 * The global setup's PGlite dump of a database migrated and seeded with `seed` (undefined without the global
 * setup), for `openDatabase({ dataDir, loadDataDir })`: a PGlite folder then starts from it instead of initdb.
 */
export function testDump(seed: TestSeed): Promise<Blob> | undefined {
  const file = inject('egresaTestDatabases')?.dumps[seed]
  if (!file) return undefined
  let dump = loaded.get(file)
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]))
    loaded.set(file, dump)
  }
  return dump
}

/**
 * A database of this test's own, already migrated and seeded with `seed`: a copy of the global setup's
 * (or, without it, a database migrated and seeded here). `drop` removes a PostgreSQL copy.
 * `driver: 'pglite'` keeps PGlite even when DATABASE_URL is set.
 */
export async function openTestDatabase(
  seed: TestSeed,
  options: { driver?: 'pglite'; poolSize?: number } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const prepared = inject('egresaTestDatabases')
  const adminUrl = options.driver === 'pglite' ? undefined : process.env.DATABASE_URL

  if (adminUrl) {
    if (prepared?.postgres?.adminUrl === adminUrl) {
      const template = prepared.postgres.templates[seed]
      const fresh = await freshPostgres(adminUrl, 'egresa_t', template)
      const database = await openDatabase({ databaseUrl: fresh.url, poolSize: options.poolSize ?? 4 })
      return { database, drop: fresh.drop }
    }
    const fresh = await freshPostgres(adminUrl)
    const database = await openDatabase({ databaseUrl: fresh.url, poolSize: options.poolSize ?? 4 })
    await database.migrate()
    await seedInto(database, seed)
    return { database, drop: fresh.drop }
  }

  const dump = testDump(seed)
  if (dump) {
    const database = await openDatabase({ dataDir: undefined, loadDataDir: await dump })
    return { database, drop: async () => {} }
  }
  const database = await openDatabase({ dataDir: undefined })
  await database.migrate()
  await seedInto(database, seed)
  return { database, drop: async () => {} }
}
