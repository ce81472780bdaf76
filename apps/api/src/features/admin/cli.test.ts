// `pnpm admin users:pending` and `pnpm admin users:verify <email>` as an operator runs them: the CLI in its
// own process on the configured database (a PGlite folder, or a fresh PostgreSQL database when DATABASE_URL
// is set); the confirmation mail then leaves the outbox for a real SMTP server.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail'
import { users } from '../../db/schema/users'
import { createMailWorker } from '../../lib/mail/outbox'
import { createSmtpTransport } from '../../lib/mail/transport'
import { testDump } from '../../test/database'
import { freshPostgres } from '../../test/postgres'
import { API_DIR, entryArgs } from '../../test/process'
import { silentLogger, startSmtpServer } from '../../test/smtp'

const run = promisify(execFile)

let dataDir: string
let databaseUrl: string | undefined
let dropDatabase = async () => {}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'egresa-cli-'))
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgres(process.env.DATABASE_URL, 'egresa_cli')
    databaseUrl = fresh.url
    dropDatabase = fresh.drop
  } else {
    // The PGlite folder starts from the run's migrated database (test/database.ts), not from initdb.
    const database = await openDatabase({ dataDir, loadDataDir: await testDump('none') })
    await database.close()
  }
})
afterAll(async () => {
  await dropDatabase()
  await rm(dataDir, { recursive: true, force: true })
})

const open = () => openDatabase(databaseUrl ? { databaseUrl } : { dataDir })

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await open()
  try {
    await database.migrate()
    return await work(database)
  } finally {
    await database.close()
  }
}

async function cli(...args: string[]) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      // The command line of this run's bundle, as src/test/process.ts runs the entry points.
      [...entryArgs('cli'), ...args],
      {
        cwd: API_DIR,
        env,
        timeout: 60_000,
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

describe('pnpm admin users:*', () => {
  it('lists pending accounts, verifies one with its Catalan mail, and says so when there is nothing to do', async () => {
    await withDatabase(async ({ db }) => {
      await db.insert(users).values({
        hash: randomBytes(9).toString('base64url'),
        email: 'Jordi.Pendent@example.cat',
        role: 'alumniFreemium',
        status: 'pending',
        name: 'Jordi',
        surname: 'Puig',
        language: 'ca',
      })
    })

    const list = await cli('users:pending')
    expect(list.code).toBe(0)
    expect(list.stdout).toContain('Jordi.Pendent@example.cat')
    expect(list.stdout).toContain('1 pending')

    const verified = await cli('users:verify', 'jordi.pendent@example.cat')
    expect(verified.stderr).toBe('')
    expect(verified.code).toBe(0)
    expect(verified.stdout).toContain('verified')

    const again = await cli('users:verify', 'jordi.pendent@example.cat')
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('already active')

    const unknown = await cli('users:verify', 'nobody@example.cat')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('no account has the address nobody@example.cat')
    expect((await cli('users:verify')).code).toBe(1)

    const smtp = await startSmtpServer()
    const transport = createSmtpTransport({ url: smtp.url, from: 'Portal <no-reply@alumni.test>' })
    try {
      await withDatabase(async ({ db }) => {
        const [user] = await db.select().from(users).where(eq(users.email, 'Jordi.Pendent@example.cat'))
        expect(user).toMatchObject({ status: 'active' })
        expect(user?.verifiedAt).toBeInstanceOf(Date)
        expect(await db.select().from(mailOutbox)).toHaveLength(1)
        const worker = createMailWorker({
          db,
          transport,
          logger: silentLogger,
          now: () => new Date(Date.now() + 2_000),
        })
        expect(await worker.runOnce()).toMatchObject({ sent: 1 })
      })
      expect(smtp.received).toHaveLength(1)
      const [received] = smtp.received
      assert(received, 'the mail')
      const mail = received.parsed
      expect(mail.subject).toBe('El teu compte ja està verificat')
      expect(mail.text).toContain('Hola, Jordi:')
      // Catalan mails link to the Catalan pages.
      expect(mail.text).toContain('http://localhost:8080/ca/login')
    } finally {
      transport.close()
      await smtp.close()
    }
  }, 120_000)

  it('unlocks an account the "it was not me" link locked, and says so when it is not locked', async () => {
    await withDatabase(async ({ db }) => {
      await db.insert(users).values({
        hash: randomBytes(9).toString('base64url'),
        email: 'locked@example.org',
        role: 'alumniFreemium',
        status: 'disabled',
        name: 'Ana',
        surname: 'Núñez',
        passwordHash: null,
      })
    })
    const unlocked = await cli('users:unlock', 'Locked@Example.org')
    expect(unlocked.stderr).toBe('')
    expect(unlocked.stdout).toContain('locked@example.org unlocked; it has no password')
    const again = await cli('users:unlock', 'locked@example.org')
    expect(again.stdout).toContain('is not locked; nothing changed')
    await withDatabase(async ({ db }) => {
      const [user] = await db.select().from(users).where(eq(users.email, 'locked@example.org'))
      expect(user?.status).toBe('active')
    })
  }, 120_000)
})
