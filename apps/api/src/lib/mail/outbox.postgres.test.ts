// The claim under real concurrency: two workers on separate PostgreSQL connection pools, as two API
// processes would be. Runs when DATABASE_URL points at a PostgreSQL server that lets us create a database.
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/mail'
import { freshPostgres } from '../../test/postgres'
import { migrationsFolder, silentLogger, startSmtpServer, testClock } from '../../test/smtp'
import { createMailWorker, enqueueMail, type MailWorker } from './outbox'
import { createSmtpTransport } from './transport'

const adminUrl = process.env.DATABASE_URL

describe.runIf(adminUrl)('mail outbox on PostgreSQL', () => {
  const pools: pg.Pool[] = []
  let url = ''
  let drop = async () => {}

  beforeAll(async () => {
    assert(adminUrl, 'runs only with DATABASE_URL')
    const fresh = await freshPostgres(adminUrl, 'egresa_mail_test')
    url = fresh.url
    drop = fresh.drop
    const pool = new pg.Pool({ connectionString: url, max: 1 })
    await migrate(drizzle(pool), { migrationsFolder })
    await pool.end()
  })

  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()))
    await drop()
  })

  function database() {
    const pool = new pg.Pool({ connectionString: url, max: 3 })
    // The forced drop in afterAll may end a connection that is still closing: not an error of the test.
    pool.on('error', () => {})
    pools.push(pool)
    return drizzle(pool)
  }

  it('delivers each mail exactly once when two processes poll the same outbox', async () => {
    const server = await startSmtpServer()
    const db = database()
    const recipients = Array.from({ length: 60 }, (_, i) => `race${i}@example.org`)
    await db.transaction(async (tx) => {
      for (const to of recipients) {
        await enqueueMail(tx, {
          template: 'account-verified',
          locale: 'en',
          to,
          data: { name: 'R', signInUrl: 'https://alumni.example/en/login' },
        })
      }
    })
    const clock = testClock()
    const transports = [0, 1].map(() =>
      createSmtpTransport({ url: server.url, from: 'no-reply@alumni.example' }),
    )
    const workers: MailWorker[] = transports.map((transport) =>
      createMailWorker({ db: database(), transport, logger: silentLogger, now: clock.now, batchSize: 4 }),
    )
    const claimedBy = [0, 0]
    // Each "process" runs passes back to back until a pass finds nothing.
    await Promise.all(
      workers.map(async (worker, i) => {
        for (;;) {
          const { claimed } = await worker.runOnce()
          expect(claimed).toBeLessThanOrEqual(4)
          if (claimed === 0) return
          claimedBy[i] = (claimedBy[i] ?? 0) + claimed
        }
      }),
    )
    for (const transport of transports) transport.close()
    await server.close()

    expect(claimedBy.reduce((a, b) => a + b, 0)).toBe(60)
    expect(server.received.flatMap((m) => m.envelopeTo).sort()).toEqual([...recipients].sort())
    const rows = await db.select().from(mailOutbox)
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
  })
})
