// The schedule of the periodic jobs on one database shared by several schedulers, as the processes of a
// cluster share it: one run per interval, a lease that outlives a dead process only until it expires, a
// long run kept to itself, and failures recorded. Three real processes on PostgreSQL:
// features/system/cluster-jobs.test.ts.
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scheduledJobs } from '../db/schema/scheduled-jobs'
import { EnvError, parseEnv } from '../env'
import { createTestDb, waitFor } from '../test/smtp'
import { createPeriodicJob, type PeriodicJob } from './periodic-job'

let testDb: Awaited<ReturnType<typeof createTestDb>>
beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(async () => {
  await testDb.close()
})

function logged() {
  const lines: Record<string, unknown>[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
  return { lines, logger }
}

const row = async (name: string) =>
  (await testDb.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('a periodic job on a shared database', () => {
  it('runs once per interval however many processes schedule it', async () => {
    const interval = 400
    const starts: number[] = []
    const { lines, logger } = logged()
    const jobs: PeriodicJob[] = [0, 1, 2].map(() =>
      createPeriodicJob({
        name: 'shared',
        db: testDb.db,
        logger,
        failure: 'shared failed',
        intervalMs: interval,
        firstRunMs: 0,
        run: async () => {
          starts.push(Date.now())
          await sleep(30)
          return { done: true }
        },
      }),
    )
    const began = Date.now()
    for (const job of jobs) job.start()
    await sleep(2_000)
    await Promise.all(jobs.map((job) => job.stop()))
    const elapsed = Date.now() - began

    // One run at the start, then one each interval: never three at a time, never two within an interval
    // (measured where the claims are made, on the database's clock, which each run's log line gives).
    expect(starts.length).toBeGreaterThanOrEqual(3)
    expect(starts.length).toBeLessThanOrEqual(Math.floor(elapsed / interval) + 1)
    const ran = lines.filter((l) => l.msg === 'scheduled job ran').map((l) => Date.parse(String(l.startedAt)))
    expect(ran).toHaveLength(starts.length)
    for (let i = 1; i < ran.length; i++) {
      expect((ran[i] ?? 0) - (ran[i - 1] ?? 0)).toBeGreaterThanOrEqual(interval)
    }
    expect(lines[0]).toMatchObject({ job: 'shared', done: true, ms: expect.any(Number) })
    expect(await row('shared')).toMatchObject({ leaseUntil: null, leaseOwner: null, lastOk: true })
  })

  it('waits for the lease of a run whose process died, then runs the job', async () => {
    // A process claimed the job and died: its lease runs 600 ms more, and the job is long due.
    const expires = Date.now() + 600
    await testDb.db.insert(scheduledJobs).values({
      name: 'orphaned',
      nextRunAt: sql`now() - interval '1 hour'`,
      leaseUntil: sql`now() + interval '600 milliseconds'`,
      leaseOwner: 'dead-host:4242:0000',
    })
    let ranAt = 0
    const job = createPeriodicJob({
      name: 'orphaned',
      db: testDb.db,
      logger: logged().logger,
      failure: 'orphaned failed',
      intervalMs: 60_000,
      firstRunMs: 0,
      run: async () => {
        ranAt = Date.now()
        return undefined
      },
    })
    job.start()
    await waitFor(() => ranAt > 0, 5_000)
    await job.stop()
    expect(ranAt).toBeGreaterThanOrEqual(expires)
    expect(await row('orphaned')).toMatchObject({ leaseOwner: null, lastOk: true })
  })

  it('keeps a run longer than its lease to itself: the lease is renewed while it runs', async () => {
    let active = 0
    let overlapped = false
    let runs = 0
    const make = () =>
      createPeriodicJob({
        name: 'long',
        db: testDb.db,
        logger: logged().logger,
        failure: 'long failed',
        intervalMs: 100,
        firstRunMs: 0,
        leaseMs: 300,
        run: async () => {
          active++
          if (active > 1) overlapped = true
          runs++
          await sleep(1_000)
          active--
          return undefined
        },
      })
    const jobs = [make(), make()]
    for (const job of jobs) job.start()
    await sleep(1_200)
    await Promise.all(jobs.map((job) => job.stop()))
    expect(overlapped).toBe(false)
    expect(runs).toBeGreaterThanOrEqual(1)
    expect(runs).toBeLessThanOrEqual(2)
  })

  it('records a failed run without the personal data of its error, logs it, and goes on', async () => {
    const { lines, logger } = logged()
    let calls = 0
    const job = createPeriodicJob({
      name: 'failing',
      db: testDb.db,
      logger,
      failure: 'failing run failed',
      intervalMs: 300,
      firstRunMs: 0,
      run: async () => {
        calls++
        if (calls === 1) throw new Error('550 <ana@example.org>: Recipient address rejected')
        return { ok: calls }
      },
    })
    job.start()
    await waitFor(async () => calls === 1 && (await row('failing'))?.lastOk === false, 5_000)
    const failed = await row('failing')
    expect(failed?.lastError).toContain('[e-mail]')
    expect(failed?.lastError).not.toContain('ana@example.org')
    expect(lines.find((l) => l.msg === 'failing run failed')).toMatchObject({ job: 'failing', level: 50 })
    await waitFor(async () => (await row('failing'))?.lastOk === true, 5_000)
    await job.stop()
    expect((await row('failing'))?.lastError).toBeNull()
  })

  it('never runs with an interval of 0', async () => {
    let ran = false
    const job = createPeriodicJob({
      name: 'off',
      db: testDb.db,
      logger: logged().logger,
      failure: 'off failed',
      intervalMs: 0,
      firstRunMs: 0,
      run: async () => {
        ran = true
        return undefined
      },
    })
    job.start()
    await sleep(200)
    await job.stop()
    expect(ran).toBe(false)
    expect(await row('off')).toBeUndefined()
  })
})

describe('the jobs’ configuration', () => {
  it('takes intervals in minutes, decimals too, and a retention in days, with defaults', () => {
    const env = parseEnv({})
    expect([
      env.jobAlertsIntervalMinutes,
      env.membership.intervalMinutes,
      env.mailPurgeIntervalMinutes,
    ]).toEqual([60, 60, 60])
    expect(env.mailRetentionDays).toBe(30)
    const set = parseEnv({
      JOB_ALERTS_INTERVAL_MINUTES: '0.5',
      MEMBERSHIP_INTERVAL_MINUTES: '0',
      MAIL_PURGE_INTERVAL_MINUTES: '1440',
      MAIL_RETENTION_DAYS: '90',
    })
    expect([
      set.jobAlertsIntervalMinutes,
      set.membership.intervalMinutes,
      set.mailPurgeIntervalMinutes,
    ]).toEqual([0.5, 0, 1440])
    expect(set.mailRetentionDays).toBe(90)
  })

  it.each([
    [
      'JOB_ALERTS_INTERVAL_MINUTES',
      'hourly',
      'must be a number of minutes (0.5 is 30 s; 0 turns the job alerts off)',
    ],
    [
      'MAIL_PURGE_INTERVAL_MINUTES',
      '0.001',
      'must be 0 (the purge of sent mail off) or at least 0.01 minutes',
    ],
    ['MEMBERSHIP_INTERVAL_MINUTES', '-5', 'must be a number of minutes'],
    ['MEMBERSHIP_INTERVAL_MINUTES', '20000', 'must be at most 10080'],
    ['MAIL_RETENTION_DAYS', '0', 'must be at least 1'],
    ['MAIL_RETENTION_DAYS', '30 days', 'must be a whole number of days'],
  ])('refuses %s=%s, naming it and the shape it needs', (name, value, shape) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError)
    expect(() => parseEnv({ [name]: value })).toThrow(`${name}: ${shape}`)
  })
})
