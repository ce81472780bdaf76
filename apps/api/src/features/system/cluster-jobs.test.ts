// The scheduled jobs of a cluster, for real: three API processes (src/main.ts as child processes, on loopback
// ports) on one fresh PostgreSQL database, with their jobs every 1.5 s, and a real SMTP server. Each job runs
// once per due period whatever the number of processes (lib/periodic-job.ts), and each mail due leaves once
// (the job alerts, the lapses, and mail already waiting in the outbox, which all three workers poll).
// PGlite is a database inside one process: there is no cluster to prove on it.
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client'
import { jobOffers } from '../../db/schema/jobs'
import { mailOutbox } from '../../db/schema/mail'
import { categories } from '../../db/schema/reference'
import { scheduledJobs } from '../../db/schema/scheduled-jobs'
import { companies, users } from '../../db/schema/users'
import { enqueueMail } from '../../lib/mail/outbox'
import { seedReference } from '../../seed/index'
import { freshPostgres } from '../../test/postgres'
import { eventually, freePort, type RunningApi, runApi, status } from '../../test/process'
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp'

const ADMIN_URL = process.env.DATABASE_URL
const ON_POSTGRES = /^postgres(ql)?:\/\//.test(ADMIN_URL ?? '')
const INTERVAL_MS = 1_500
const JOBS = ['job-alerts', 'membership', 'mail-purge'] as const
const DAY = 86_400_000
const hash = () => randomBytes(9).toString('base64url')

describe.skipIf(!ON_POSTGRES)(
  'scheduled jobs across three API processes (skipped unless DATABASE_URL is a PostgreSQL server: PGlite is one process’s database)',
  () => {
    let database: Database
    let databaseUrl = ''
    let drop = async () => {}
    let smtp: TestSmtpServer
    const apis: RunningApi[] = []

    const alerted = ['alerta1@cluster.test', 'alerta2@cluster.test', 'alerta3@cluster.test']
    const lapsing = ['vence1@cluster.test', 'vence2@cluster.test']
    const waiting = Array.from({ length: 24 }, (_, i) => `cola${i}@cluster.test`)

    beforeAll(async () => {
      assert(ADMIN_URL, 'runs only with DATABASE_URL')
      // A copy of the run's migrated database with the reference data (test/database.ts), else made here.
      const prepared = inject('egresaTestDatabases')?.postgres
      const template = prepared?.adminUrl === ADMIN_URL ? prepared.templates.reference : undefined
      const fresh = await freshPostgres(ADMIN_URL, 'egresa_cluster', template)
      databaseUrl = fresh.url
      drop = fresh.drop
      database = await openDatabase({ databaseUrl, poolSize: 2 })
      if (!template) {
        await database.migrate()
        await seedReference(database.db)
      }
      const db = database.db

      const person = async (email: string, values: Partial<typeof users.$inferInsert>) => {
        const [row] = await db
          .insert(users)
          .values({
            hash: hash(),
            email,
            passwordHash: 'x',
            role: 'alumniPremium',
            status: 'active',
            name: 'Ana',
            ...values,
          })
          .returning({ id: users.id })
        assert(row, email)
        return row
      }
      // Due for a job alert: Premium, alerts on, their studies named by an offer published an hour ago.
      const [category] = await db.select({ id: categories.id }).from(categories).limit(1)
      assert(category, 'a studies category of the reference data')
      for (const email of alerted) await person(email, { isReceiveJobs: true, categoryId: category.id })
      const recruiter = await person('rrhh@cluster.test', { role: 'company' })
      const [company] = await db
        .insert(companies)
        .values({
          hash: hash(),
          userId: recruiter.id,
          name: 'Clúster S.L.',
          contactName: 'Carmen',
          documentNumber: 'B12345674',
          validatedAt: new Date(),
        })
        .returning({ id: companies.id })
      assert(company, 'the company')
      await db.insert(jobOffers).values({
        hash: hash(),
        companyId: company.id,
        title: 'Ingeniera de datos',
        description: 'Descripción de la oferta.',
        workstation: 'Puesto',
        location: 'Castellón',
        contract: 'INDEFINITE',
        workingHours: 'FULL-TIME',
        categoryIds: [category.id],
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() - 3_600_000),
      })
      // Due for the lapse: Premium until yesterday, nothing paying the next year.
      const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10)
      for (const email of lapsing) await person(email, { subscriptionEnd: yesterday })

      // Mail waiting in the outbox, for the three workers at once.
      for (const to of waiting) {
        await enqueueMail(db, {
          template: 'account-verified',
          locale: 'es',
          to,
          data: { name: 'Ana', signInUrl: 'http://localhost/es/login' },
        })
      }
      // Sent mail with recovery links: 40 days old (past the 30 days kept), and 2 days old.
      for (const [to, days] of [
        ['vieja@cluster.test', 40],
        ['reciente@cluster.test', 2],
      ] as const) {
        const { id } = await enqueueMail(db, {
          template: 'password-recovery',
          locale: 'es',
          to,
          data: { name: 'Ana', resetUrl: `http://localhost/es/reset?token=${hash()}` },
        })
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), createdAt: new Date(Date.now() - days * DAY) })
          .where(eq(mailOutbox.id, id))
      }
      smtp = await startSmtpServer()
    })

    afterAll(async () => {
      await Promise.all(apis.map((api) => api.stop()))
      await smtp?.close()
      await database?.close()
      await drop()
    })

    // Three processes starting at once on two busy cores may take a minute or more to be ready.
    it('runs each job once per due period, and sends each due mail once', { timeout: 240_000 }, async () => {
      const minutes = String(INTERVAL_MS / 60_000)
      for (let i = 0; i < 3; i++) {
        apis.push(
          runApi({
            PORT: String(await freePort()),
            DATABASE_URL: databaseUrl,
            DATABASE_POOL_SIZE: '3',
            SMTP_URL: smtp.url,
            MAIL_FROM: 'Portal Alumni <no-reply@alumni.example>',
            JOB_ALERTS_INTERVAL_MINUTES: minutes,
            MEMBERSHIP_INTERVAL_MINUTES: minutes,
            MAIL_PURGE_INTERVAL_MINUTES: minutes,
            MAIL_RETENTION_DAYS: '30',
            LOG_LEVEL: 'info',
          }),
        )
      }
      for (const api of apis) {
        await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 120_000).catch((error) => {
          throw new Error(`${api.base} not ready: ${error}\n${api.output()}`)
        })
      }

      // Every mail due is delivered; then a few more periods go by, in which nothing new is due.
      const expected = [...alerted, ...lapsing, ...waiting].sort()
      await eventually(async () => smtp.received.length >= expected.length, 30_000)
      await new Promise((r) => setTimeout(r, 4 * INTERVAL_MS))
      for (const api of apis) expect(await api.stop()).toBe(0)

      expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual(expected)
      const subjects = (to: string) =>
        smtp.received.filter((m) => m.envelopeTo.includes(to)).map((m) => m.parsed.subject)
      expect(subjects('alerta1@cluster.test')).toEqual(['Una oferta nueva para tu perfil'])
      expect(subjects('vence1@cluster.test')).toHaveLength(1)

      // The runs, as the operator reads them in the three processes' logs.
      const runs = apis.flatMap((api, process) =>
        api
          .output()
          .split('\n')
          .filter((line) => line.includes('"scheduled job ran"'))
          .map((line) => JSON.parse(line) as { job: string; startedAt: string })
          // The run's start on the database's clock, where the claims are made.
          .map((line) => ({ job: line.job, started: Date.parse(line.startedAt), process })),
      )
      for (const job of JOBS) {
        const starts = runs
          .filter((r) => r.job === job)
          .map((r) => r.started)
          .sort((a, b) => a - b)
        // At least the first run and the four periods waited after the mail went out.
        expect(starts.length, job).toBeGreaterThanOrEqual(4)
        for (let i = 1; i < starts.length; i++) {
          const gap = (starts[i] ?? 0) - (starts[i - 1] ?? 0)
          // Never twice in a period (whichever processes ran them), and no period left out.
          expect(gap, `${job}: run ${i} came ${gap} ms after the one before`).toBeGreaterThanOrEqual(
            INTERVAL_MS,
          )
          expect(gap, `${job}: run ${i} came ${gap} ms after the one before`).toBeLessThan(
            2 * INTERVAL_MS + 500,
          )
        }
      }
      const logs = apis.map((api) => api.output()).join('\n')
      expect(logs).toMatch(/"job":"job-alerts",[^}]*"mails":3,"offers":3/)
      expect(logs).toMatch(/"job":"membership",[^}]*"renewal_charges":0,"lapsed":2/)
      expect(logs).toMatch(/"job":"mail-purge",[^}]*"deleted":1/)

      // The purge took the old sent mail and kept the recent one; each job's last run ended well.
      const kept = await database.db
        .select({ to: mailOutbox.toAddress })
        .from(mailOutbox)
        .where(sql`${mailOutbox.template} = 'password-recovery'`)
      expect(kept).toEqual([{ to: 'reciente@cluster.test' }])
      const rows = await database.db.select().from(scheduledJobs).orderBy(scheduledJobs.name)
      expect(rows.map((r) => [r.name, r.lastOk, r.leaseUntil])).toEqual([
        ['job-alerts', true, null],
        ['mail-purge', true, null],
        ['membership', true, null],
      ])
    })
  },
)
