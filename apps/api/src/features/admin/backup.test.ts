// Backups that restore (docs/operations.md, "Backups and restore"): a backup taken while rows and files keep
// being written restores, into a new DATA_DIR and into a new PostgreSQL database, exactly the source as of
// the backup's snapshot: every table's rows and checksum, every file's bytes.
//
// Most cases use the `small` set; the `full` set (10,000 alumni and their files) is backed up while writing
// and restored into a new DATA_DIR and a new PostgreSQL database once, in the run against PostgreSQL (the
// CI's second API run): seeding it on PGlite takes 22 to 53 s on a two-core machine, by its other load.
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gt, like, sql } from 'drizzle-orm'
import S3rver from 's3rver'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client'
import { projectImages, projects } from '../../db/schema/profile'
import { parseEnv } from '../../env'
import { throwawayVault } from '../../lib/iban-vault'
import { createLocalStorage } from '../../lib/storage/local'
import { createS3Storage } from '../../lib/storage/s3'
import { seedDemo } from '../../seed/index'
import { openTestDatabase, testDump } from '../../test/database'
import { freshPostgres } from '../../test/postgres'
import { backup, copyFileChecksum, type Manifest, restore } from './backup'
import { commands, runCommand } from './commands'

const adminUrl = process.env.DATABASE_URL

type Snapshot = { tables: Record<string, { rows: number; checksum: string }>; files: Record<string, string> }

/** A new embedded database in `dir`, migrated (from the test run's migrated dump: no initdb, no migrations). */
async function emptyDatabase(dir: string): Promise<Database> {
  const database = await openDatabase({ dataDir: join(dir, 'database'), loadDataDir: await testDump('none') })
  await database.migrate()
  return database
}

const rows = (database: Database, text: string) =>
  database.rawTransaction((tx) => tx.query<{ n: string | number }>(text))

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Every table's row count and checksum (the columns the backup keeps), and every file's sha256. */
async function snapshotOf(database: Database, filesFolder: string, manifest: Manifest): Promise<Snapshot> {
  const dir = await mkdtemp(join(tmpdir(), 'egresa-backup-check-'))
  try {
    const tables: Snapshot['tables'] = {}
    await database.rawTransaction(async (tx) => {
      await tx.query("SET LOCAL TimeZone = 'UTC'")
      for (const table of manifest.tables) {
        const path = join(dir, `${table.name}.copy`)
        await tx.copyOut(`"${table.name}" (${table.columns.map((c) => `"${c}"`).join(', ')})`, path)
        const [counted] = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM "${table.name}"`)
        const { rows, checksum } = await copyFileChecksum(path)
        expect(rows, table.name).toBe(Number(counted?.n))
        tables[table.name] = { rows, checksum }
      }
    })
    const files: Snapshot['files'] = {}
    for (const entry of await readdir(filesFolder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const path = join(entry.parentPath, entry.name)
      files[path.slice(filesFolder.length + 1)] = sha256(await readFile(path))
    }
    return { tables, files }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Backs up `database` while a writer keeps adding a file and then a row naming it (as an upload does), then
 * undoes in the source what came after the snapshot: the backup's manifest, and the source as of its snapshot.
 */
async function backupWhileWriting(params: { database: Database; filesFolder: string; file: string }) {
  const { database, filesFolder, file } = params
  const storage = createLocalStorage(filesFolder)
  const [project] = await database.db.select({ id: projects.id }).from(projects).limit(1)
  if (!project) throw new Error('the demo set has no project')
  /** Rows committed: the writer's n-th row is at position n. */
  let written = 0
  let writing = true
  const writer = (async () => {
    while (writing) {
      const n = written + 1
      const key = `projects/backup-writer-${String(n).padStart(5, '0')}.webp`
      await storage.put(key, randomBytes(2048), 'image/webp')
      await database.db
        .insert(projectImages)
        .values({ hash: `bw${n}`, projectId: project.id, fileKey: key, position: n })
      written = n
    }
  })()
  try {
    while (written < 5) await new Promise((r) => setTimeout(r, 5))
    const { manifest } = await backup({ database, storage, file })
    const after = written
    while (written < after + 5) await new Promise((r) => setTimeout(r, 5))
    writing = false
    await writer

    // The writer's rows in the backup are the first ones, without a gap (one moment): remove the others.
    const inBackup = manifest.files.filter((f) => f.key.startsWith('projects/backup-writer-')).length
    const later = await database.db
      .delete(projectImages)
      .where(
        sql`${like(projectImages.fileKey, 'projects/backup-writer-%')} and ${gt(projectImages.position, inBackup)}`,
      )
      .returning({ key: projectImages.fileKey })
    for (const row of later) await storage.delete(row.key)
    return { manifest, atSnapshot: await snapshotOf(database, filesFolder, manifest), written, inBackup }
  } finally {
    writing = false
    await writer
  }
}

describe('backup and restore', () => {
  const dirs: string[] = []
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'egresa-backup-test-'))
    dirs.push(dir)
    return dir
  }
  /** Restores `file` into `database` with files in a new folder, and gives what both then hold. */
  const restoredSnapshot = async (database: Database, file: string, manifest: Manifest) => {
    const files = join(await newDir(), 'files')
    await restore({ database, storage: createLocalStorage(files), filesFolder: files, file })
    return snapshotOf(database, files, manifest)
  }
  let source: Database
  let sourceDir = ''
  let backupFile = ''
  let manifest: Manifest
  /** The source as of the backup's snapshot (the writes after it undone). */
  let atSnapshot: Snapshot
  let written = 0
  let inBackup = 0

  beforeAll(async () => {
    sourceDir = await newDir()
    source = await emptyDatabase(sourceDir)
    await seedDemo(source.db, 'small', {
      storage: createLocalStorage(join(sourceDir, 'files')),
      vault: throwawayVault(),
    })

    backupFile = join(await newDir(), 'egresa.tar.gz')
    ;({ manifest, atSnapshot, written, inBackup } = await backupWhileWriting({
      database: source,
      filesFolder: join(sourceDir, 'files'),
      file: backupFile,
    }))
  }, 120_000)

  afterAll(async () => {
    await source?.close()
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('took its snapshot in the middle of the writes, and names every file its rows name', async () => {
    expect(inBackup).toBeGreaterThanOrEqual(5)
    expect(inBackup).toBeLessThan(written)
    // The writer's rows in the backup are the first ones, without a gap: one moment.
    expect(manifest.tables.find((t) => t.name === 'project_images')?.rows).toBe(
      atSnapshot.tables.project_images?.rows,
    )
    expect(manifest.missingFiles).toEqual([])
    expect(manifest.files.map((f) => f.key).sort()).toEqual(Object.keys(atSnapshot.files).sort())
    expect(manifest.source).toEqual({ driver: 'pglite', storage: 'local' })
  })

  it('restores into a new DATA_DIR exactly the source as of the snapshot', async () => {
    const dir = await newDir()
    const target = await emptyDatabase(dir)
    try {
      const lines: string[] = []
      await restore({
        database: target,
        storage: createLocalStorage(join(dir, 'files')),
        filesFolder: join(dir, 'files'),
        file: backupFile,
        log: (line) => lines.push(line),
      })
      expect(lines.join('\n')).toMatch(/counts and checksums match/)
      expect(await snapshotOf(target, join(dir, 'files'), manifest)).toEqual(atSnapshot)
      // The sequences go on after the restored rows: a new account gets a number of its own.
      const [max] = await rows(target, 'select max(code_numeric) as n from users')
      const [next] = await rows(target, "select nextval('users_code_numeric_seq') as n")
      expect(Number(next?.n)).toBeGreaterThan(Number(max?.n))
    } finally {
      await target.close()
    }
  })

  describe.skipIf(!adminUrl)(
    'across engines (skipped without DATABASE_URL: no PostgreSQL configured)',
    () => {
      it('restores the embedded database into a new PostgreSQL database, and that one back into PGlite', async () => {
        if (!adminUrl) return
        const fresh = await freshPostgres(adminUrl, 'egresa_backup')
        const target = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 })
        try {
          await target.migrate()
          const dir = await newDir()
          const storage = createLocalStorage(join(dir, 'files'))
          await restore({ database: target, storage, filesFolder: join(dir, 'files'), file: backupFile })
          expect(await snapshotOf(target, join(dir, 'files'), manifest)).toEqual(atSnapshot)

          // And the other way: a backup of PostgreSQL restores into the embedded database.
          const again = join(dir, 'from-postgres.tar.gz')
          const second = await backup({ database: target, storage, file: again })
          expect(second.manifest.source.driver).toBe('postgres')
          expect(second.manifest.tables).toEqual(manifest.tables)
          const back = await newDir()
          const embedded = await emptyDatabase(back)
          try {
            await restore({
              database: embedded,
              storage: createLocalStorage(join(back, 'files')),
              filesFolder: join(back, 'files'),
              file: again,
            })
            expect(await snapshotOf(embedded, join(back, 'files'), manifest)).toEqual(atSnapshot)
          } finally {
            await embedded.close()
          }
        } finally {
          await target.close()
          await fresh.drop()
        }
      }, 120_000)
    },
  )

  describe.skipIf(!adminUrl)(
    'the full set (skipped without DATABASE_URL: run with the suite against PostgreSQL)',
    () => {
      it('backs up the embedded full set while writing, and restores it into a new DATA_DIR and a new PostgreSQL database', async () => {
        if (!adminUrl) return
        const dir = await newDir()
        const database = await emptyDatabase(dir)
        const filesFolder = join(dir, 'files')
        const fresh = await freshPostgres(adminUrl, 'egresa_backup_full')
        const postgres = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 })
        try {
          await seedDemo(database.db, 'full', {
            storage: createLocalStorage(filesFolder),
            vault: throwawayVault(),
          })
          const file = join(await newDir(), 'full.tar.gz')
          const full = await backupWhileWriting({ database, filesFolder, file })
          expect(full.inBackup).toBeGreaterThanOrEqual(5)
          expect(full.inBackup).toBeLessThan(full.written)
          expect(full.atSnapshot.tables.users?.rows).toBeGreaterThan(10_000)
          expect(Object.keys(full.atSnapshot.files).length).toBeGreaterThan(100)

          const embedded = await emptyDatabase(await newDir())
          try {
            expect(await restoredSnapshot(embedded, file, full.manifest)).toEqual(full.atSnapshot)
          } finally {
            await embedded.close()
          }
          await postgres.migrate()
          expect(await restoredSnapshot(postgres, file, full.manifest)).toEqual(full.atSnapshot)
        } finally {
          await database.close()
          await postgres.close()
          await fresh.drop()
        }
      }, 300_000)
    },
  )

  describe.skipIf(!adminUrl)(
    'a PostgreSQL source (skipped without DATABASE_URL: no PostgreSQL configured)',
    () => {
      it('backs up one moment while writes commit alongside, and restores it into a new DATA_DIR', async () => {
        // Unlike PGlite, PostgreSQL commits the writer's rows while the backup reads: only its snapshot keeps
        // the tables (and the files their rows name) at one moment.
        const { database, drop } = await openTestDatabase('demo-small')
        try {
          const filesFolder = join(await newDir(), 'files')
          const file = join(await newDir(), 'from-postgres.tar.gz')
          const fromPostgres = await backupWhileWriting({ database, filesFolder, file })
          expect(fromPostgres.inBackup).toBeGreaterThanOrEqual(5)
          expect(fromPostgres.inBackup).toBeLessThan(fromPostgres.written)
          const dir = await newDir()
          const target = await emptyDatabase(dir)
          try {
            await restore({
              database: target,
              storage: createLocalStorage(join(dir, 'files')),
              filesFolder: join(dir, 'files'),
              file,
            })
            expect(await snapshotOf(target, join(dir, 'files'), fromPostgres.manifest)).toEqual(
              fromPostgres.atSnapshot,
            )
          } finally {
            await target.close()
          }
        } finally {
          await database.close()
          await drop()
        }
      }, 120_000)
    },
  )

  it('restores the files into a bucket, refuses a bucket that holds them, and backs up from it', async () => {
    const s3Folder = await newDir()
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Folder,
      configureBuckets: [{ name: 'egresa-backup', configs: [] }],
    })
    const { port } = await s3.run()
    // s3rver's built-in account.
    const bucket = createS3Storage({
      bucket: 'egresa-backup',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    })
    try {
      const dir = await newDir()
      const target = await emptyDatabase(dir)
      try {
        await restore({ database: target, storage: bucket, filesFolder: undefined, file: backupFile })
        for (const [key, hash] of Object.entries(atSnapshot.files)) {
          const stored = await bucket.get(key)
          expect(stored && sha256(stored.body), key).toBe(hash)
        }
        const fromBucket = await backup({
          database: target,
          storage: bucket,
          file: join(dir, 'from-s3.tar.gz'),
        })
        expect(fromBucket.manifest.source.storage).toBe('s3')
        expect(fromBucket.manifest.files).toEqual(manifest.files)
      } finally {
        await target.close()
      }
      const other = await newDir()
      const second = await emptyDatabase(other)
      try {
        await expect(
          restore({ database: second, storage: bucket, filesFolder: undefined, file: backupFile }),
        ).rejects.toThrow(
          /^the bucket already holds [\w/.-]+, a file of this backup: restore only into an empty bucket$/,
        )
      } finally {
        await second.close()
      }
    } finally {
      await s3.close()
    }
  })

  describe('refusals', () => {
    async function run(name: 'backup' | 'restore', database: Database, dataDir: string, args: string[]) {
      const out: string[] = []
      const err: string[] = []
      const command = commands[name]
      if (!command) throw new Error(`no ${name} command`)
      const exit = await runCommand(command, {
        database,
        env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }),
        args,
        operator: 'test',
        print: (line) => out.push(line),
        printError: (line) => err.push(line),
      })
      return { exit, out: out.join('\n'), err: err.join('\n') }
    }

    it('refuses a database that holds data, and says which tables', async () => {
      const result = await run('restore', source, sourceDir, [backupFile])
      expect(result.exit).toBe(1)
      expect(result.err).toMatch(
        /^the database is not empty: \w+ \(\d+ rows\), .* hold rows\. Restore only into an empty database/,
      )
      expect(result.err).toContain('Usage: pnpm admin restore <file>')
    })

    it('refuses a DATA_DIR whose files folder holds a file, and leaves its database empty', async () => {
      const dir = await newDir()
      await createLocalStorage(join(dir, 'files')).put(
        'avatars/left-over.webp',
        randomBytes(10),
        'image/webp',
      )
      const target = await emptyDatabase(dir)
      try {
        const result = await run('restore', target, dir, [backupFile])
        expect(result.exit).toBe(1)
        expect(result.err).toContain(
          `the file storage is not empty: ${join(dir, 'files')} holds avatars/left-over.webp. Restore only into an empty DATA_DIR`,
        )
        const [users] = await rows(target, 'select count(*) as n from users')
        expect(Number(users?.n)).toBe(0)
      } finally {
        await target.close()
      }
    })

    /** A copy of the backup with `change` made to its unpacked contents. */
    async function tampered(change: (dir: string) => Promise<void>): Promise<string> {
      const dir = await newDir()
      await tar.x({ file: backupFile, cwd: dir })
      await change(dir)
      const file = join(await newDir(), 'tampered.tar.gz')
      await tar.c({ gzip: true, file, cwd: dir }, ['manifest.json', 'tables', 'files'])
      return file
    }

    it('restores nothing from a damaged backup, and says what is damaged', async () => {
      const [damagedKey] = Object.keys(atSnapshot.files)
      if (!damagedKey) throw new Error('the backup has no file')
      const damagedFile = await tampered((dir) => writeFile(join(dir, 'files', damagedKey), 'other bytes'))
      // Same number of rows, one of them changed: only the checksum tells.
      const changedRow = await tampered(async (dir) => {
        const path = join(dir, 'tables', 'tags.copy')
        const lines = (await readFile(path, 'utf8')).split('\n')
        lines[0] = lines[0]?.replace(/\t([^\t\\]+)\t/, '\t$1x\t') ?? ''
        await writeFile(path, lines.join('\n'))
      })
      const otherSchema = await tampered(async (dir) => {
        const path = join(dir, 'manifest.json')
        const changed = JSON.parse(await readFile(path, 'utf8')) as Manifest
        changed.migration.hash = 'f'.repeat(64)
        await writeFile(path, JSON.stringify(changed))
      })
      const dir = await newDir()
      const target = await emptyDatabase(dir)
      const attempt = (file: string) =>
        restore({
          database: target,
          storage: createLocalStorage(join(dir, 'files')),
          filesFolder: join(dir, 'files'),
          file,
        })
      try {
        await expect(attempt(damagedFile)).rejects.toThrow(
          `${damagedFile} is damaged: ${damagedKey} does not match its size and sha256 in the manifest`,
        )
        await expect(attempt(changedRow)).rejects.toThrow(
          /^tags does not match the backup after loading \(\d+ rows, the backup has \d+: the same count, other contents\); nothing was restored$/,
        )
        await expect(attempt(otherSchema)).rejects.toThrow(
          /^the backup was made at another version of the schema \(its last migration of \d{4}-\d\d-\d\d, ffffffffffff, this build's of /,
        )
        const [users] = await rows(target, 'select count(*) as n from users')
        const [tags] = await rows(target, 'select count(*) as n from tags')
        expect([Number(users?.n), Number(tags?.n)]).toEqual([0, 0])
        expect(await readdir(join(dir, 'files')).catch(() => [])).toEqual([])
      } finally {
        await target.close()
      }
    })

    it('refuses a file that is not a backup, and a backup over an existing file', async () => {
      const dir = await newDir()
      const notBackup = join(dir, 'notes.txt')
      await writeFile(notBackup, 'not a tar')
      const target = await emptyDatabase(dir)
      try {
        const result = await run('restore', target, dir, [notBackup])
        expect(result.exit).toBe(1)
        expect(result.err).toMatch(new RegExp(`^${notBackup} is not a backup of Egresa`))
      } finally {
        await target.close()
      }
      const existing = await run('backup', source, sourceDir, [backupFile])
      expect(existing.exit).toBe(1)
      expect(existing.err).toMatch(new RegExp(`^${backupFile} exists already`))
    })

    it('says where the IBAN key is, which the backup does not hold', async () => {
      const file = join(await newDir(), 'again.tar.gz')
      const result = await run('backup', source, sourceDir, [file])
      expect(result.exit).toBe(0)
      expect(result.out).toMatch(new RegExp(`^${file}: \\d+ tables \\(\\d+ rows\\) and \\d+ files, `))
      expect(result.out).toContain(
        `warning: the IBAN key is not in the backup. It is the file ${join(sourceDir, 'iban.key')}: keep a copy of it apart from the backups`,
      )
      // Personal data: the operator's alone.
      expect((await stat(file)).mode & 0o777).toBe(0o600)
      const listing: string[] = []
      await tar.t({ file, onReadEntry: (entry) => listing.push(entry.path) })
      expect(listing.some((path) => path.includes('iban'))).toBe(false)
      expect(listing[0]).toBe('manifest.json')
    })
  })
})
