// `pnpm serve`: validates the configuration, opens and migrates the database, seeds what is asked, serves.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { createApp } from './app'
import { type Database, openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { EnvError, loadEnv, startWarnings } from './env'
import { type OperatorSocket, startOperatorSocket } from './features/admin/operator-socket'
import { createEventsJob } from './features/articles/event-job'
import { createArticlesJob } from './features/articles/job'
import { createConversationsJob } from './features/conversations/job'
import { createJobAlertScheduler } from './features/jobs/alerts'
import { createMembershipScheduler } from './features/membership/renewals'
import { createNewsletterJob } from './features/newsletters/sender'
import { createPrivacyJob } from './features/privacy/job'
import { checkDataDir, DataDirError, OWNER_ONLY_UMASK } from './lib/data-dir'
import { ListenError, listen } from './lib/http-server'
import { encryptStoredIbans, ibanVault } from './lib/iban-vault'
import { apiOrigin, appOrigins, mailLinkSecret } from './lib/links'
import { createLogger } from './lib/logger'
import { createMailPurgeJob, createMailWorker } from './lib/mail/outbox'
import { createMailTransport, MailConfigError, type MailTransport } from './lib/mail/transport'
import { createMetrics } from './lib/metrics'
import { createStorage } from './lib/storage/create-storage'
import { embeddedAddresses, webApps } from './lib/web-apps'
import { seedDemo, seedReference } from './seed/index'

const VERSION = process.env.npm_package_version ?? '0.1.0'

// Before anything is created: what this process writes (database, CVs, keys) is its user's alone.
process.umask(OWNER_ONLY_UMASK)

let env: ReturnType<typeof loadEnv>
try {
  env = loadEnv()
  // DATA_DIR is made when the database or the files live there; an existing one is checked either way.
  checkDataDir(env.dataDir, { create: !env.databaseUrl || !env.s3 })
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const logger = createLogger(env)
// What the start does not refuse but an operator must hear: the university's unset settings.
for (const warning of startWarnings(env)) logger.warn(warning)

// Mail is configured before anything opens: a production start without SMTP stops here with one line.
let transport: MailTransport
try {
  transport = createMailTransport({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    production: env.nodeEnv === 'production',
    logger: logger.child({ part: 'mail' }),
  })
} catch (error) {
  if (!(error instanceof MailConfigError)) throw error
  console.error(`Invalid configuration:\n  ${error.message}`)
  process.exit(1)
}

let database: Database
try {
  database = await openDatabase(
    env.databaseUrl
      ? { databaseUrl: env.databaseUrl, timeoutMs: env.databaseTimeoutMs, poolSize: env.databasePoolSize }
      : { dataDir: env.dataDir },
  )
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(error.message)
  process.exit(1)
}

// Uploaded files; the demo seed stores its CVs there too.
const storage = createStorage(env)

let ready = false
let stopping = false

/** Migrations, reference data and, on an empty database, the demo set. Retried while the database is away. */
async function prepare(): Promise<void> {
  for (let attempt = 1; !stopping; attempt++) {
    try {
      await database.migrate()
      // IBANs written in plain text before migration 0007_membership (an SQL migration has no key).
      const encrypted = await encryptStoredIbans(database.db, ibanVault(env))
      if (encrypted) logger.info({ encrypted }, 'stored IBANs encrypted')
      await seedReference(database.db)
      // PGlite runs no autovacuum: each start does its work instead (about a second on the full demo set).
      // Without the statistics the planner plans for empty tables; without the vacuum the dead rows of
      // updates (a migration that fills a column rewrites every row) stay, and a count of the directory's
      // people read twice the pages, twice as slowly.
      if (database.driver === 'pglite') await database.db.execute(sql`vacuum analyze`)
      if (env.demoSeed) {
        const started = Date.now()
        const summary = await seedDemo(database.db, env.demoSeed, {
          log: (msg) => logger.info(msg),
          storage,
          vault: ibanVault(env),
          contentDir: env.contentDir,
        })
        if (summary)
          logger.info({ ...summary, ms: Date.now() - started }, `demo data seeded (${env.demoSeed})`)
        else logger.info('DEMO_SEED ignored: the database already holds data')
      }
      ready = true
      return
    } catch (error) {
      const wait = Math.min(30, attempt * 2)
      logger.error({ err: error, attempt }, `database not ready; retrying in ${wait} s`)
      await new Promise((r) => setTimeout(r, wait * 1000))
    }
  }
}

// /metrics: the requests, the outbox, the scheduled jobs, the database pool and the process itself.
const metrics = createMetrics({ database, logger: logger.child({ part: 'metrics' }), processMetrics: true })
const app = createApp({ env, database, logger, storage, isReady: () => ready, version: VERSION, metrics })

const mailWorker = createMailWorker({ db: database.db, transport, logger: logger.child({ part: 'mail' }) })

// The scheduled jobs: every process checks them, and each run happens in one process only, whichever claims
// it first in the database (lib/periodic-job.ts, docs/operations.md "Scheduled jobs").
const jobAlerts = createJobAlertScheduler({
  db: database.db,
  origins: appOrigins(env),
  secret: mailLinkSecret(env),
  logger: logger.child({ part: 'job-alerts' }),
  intervalMs: env.jobAlertsIntervalMinutes * 60_000,
  onRun: metrics.jobRun('job_alerts'),
})

const membershipJob = createMembershipScheduler({
  db: database.db,
  ctx: { config: env.membership, origins: appOrigins(env) },
  logger: logger.child({ part: 'membership' }),
  intervalMs: env.membership.intervalMinutes * 60_000,
  onRun: metrics.jobRun('membership'),
})

// Sent mail holds sign-in and recovery links: gone after MAIL_RETENTION_DAYS (docs/mail.md).
const mailPurge = createMailPurgeJob({
  db: database.db,
  retentionDays: env.mailRetentionDays,
  logger: logger.child({ part: 'mail' }),
  intervalMs: env.mailPurgeIntervalMinutes * 60_000,
  onRun: metrics.jobRun('mail_purge'),
})
// Personal data (docs/privacy.md): the retention rules, erasures, exports left half-built, expired exports.
const privacyJob = createPrivacyJob({
  db: database.db,
  storage,
  origins: appOrigins(env),
  linkSecret: mailLinkSecret(env),
  logger: logger.child({ part: 'privacy' }),
  rules: env.retention,
  intervalMs: env.privacyIntervalMinutes * 60_000,
  onRun: metrics.jobRun('privacy'),
})
// Scheduled publication of articles (docs/articles.md): the due ones, in one statement.
const articlesJob = createArticlesJob({
  db: database.db,
  logger: logger.child({ part: 'articles' }),
  intervalMs: env.articlesIntervalMinutes * 60_000,
  onRun: metrics.jobRun('articles'),
})
// The newsletters: scheduled campaigns started, their mail handed to the outbox at NEWSLETTER_RATE_PER_MINUTE.
const newsletterJob = createNewsletterJob({
  db: database.db,
  links: { secret: mailLinkSecret(env), alumniOrigin: appOrigins(env).alumni, apiOrigin: apiOrigin(env) },
  ratePerMinute: env.newsletterRatePerMinute,
  logger: logger.child({ part: 'newsletters' }),
  intervalMs: env.newsletterIntervalMinutes * 60_000,
  onRun: metrics.jobRun('newsletters'),
})
// Event reminders (docs/events.md): the confirmed places of the next day's events, once each.
const eventsJob = createEventsJob({
  db: database.db,
  links: { origins: appOrigins(env), secret: mailLinkSecret(env) },
  logger: logger.child({ part: 'events' }),
  intervalMs: env.eventsIntervalMinutes * 60_000,
  onRun: metrics.jobRun('events'),
})
// The mail about unread private messages (docs/conversations.md), at most once every MESSAGES_MAIL_HOURS.
const conversationsJob = createConversationsJob({
  db: database.db,
  origins: appOrigins(env),
  hours: env.conversations.mailHours,
  excerpt: env.conversations.mailExcerpt,
  logger: logger.child({ part: 'conversations' }),
  intervalMs: env.conversations.mailIntervalMinutes * 60_000,
  onRun: metrics.jobRun('conversations'),
})
const scheduledJobs = [
  jobAlerts,
  membershipJob,
  mailPurge,
  privacyJob,
  articlesJob,
  eventsJob,
  newsletterJob,
  conversationsJob,
]

// `pnpm admin` commands reach the embedded database through this process (docs/operations.md).
const operatorSocket: OperatorSocket | null =
  database.driver === 'pglite'
    ? await startOperatorSocket({ dataDir: env.dataDir, database, env, logger, isReady: () => ready })
    : null

// Loopback unless HOST says otherwise: a development server is not on the network by accident. Listening
// before the migrations start, so a port already taken stops the start before it writes anything.
let server: ServerType
try {
  server = await listen(app.fetch, { host: env.host, port: env.port })
} catch (error) {
  if (!(error instanceof ListenError)) throw error
  console.error(error.message)
  await operatorSocket?.close()
  await database.close()
  process.exit(1)
}
const { address, port } = server.address() as AddressInfo
logger.info(
  { host: address, port, database: database.driver, mode: env.nodeEnv },
  `Egresa listening on ${address}:${port}: ${webApps.map((app) => `${app.name} ${embeddedAddresses(app, port)[0]}`).join(' · ')}`,
)

await prepare()
if (ready) {
  mailWorker.start()
  for (const job of scheduledJobs) job.start()
}

async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'shutting down: finishing requests in flight')
  const force = setTimeout(() => {
    logger.error('requests still running after 20 s; exiting')
    process.exit(1)
  }, 20_000)
  force.unref()
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  // The live event streams (GET /api/live) never end by themselves: they end now, and the browsers open them
  // again on another process (docs/live.md); the server's close then waits only for the other requests.
  await app.realtime.close()
  // Their connections, idle once the streams' ends are written, would wait out the keep-alive time (5 s).
  const idle = setInterval(() => (server as Server).closeIdleConnections(), 50)
  await closed
  clearInterval(idle)
  await operatorSocket?.close()
  for (const job of scheduledJobs) await job.stop()
  await mailWorker.stop()
  await app.close()
  await database.close()
  logger.info('stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
