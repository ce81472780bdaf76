import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database, PoolStats } from '../db/client'
import type { AppEnv } from './context'
import type { Logger } from './logger'
import { outboxBacklog } from './mail/outbox'
import type { JobRunHook } from './periodic-job'

/** The label of a request the API has no route for: one value, whatever the path (no unbounded labels). */
export const UNMATCHED_ROUTE = 'unmatched'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** What `/metrics` shows, in Prometheus' text format (docs/operations.md, "Metrics and alerts"). */
export type Metrics = {
  /**
   * Times every request under its route's pattern (`/usr/jobs/:id`), never its path; `unmatched` labels a
   * request no route of the API took (a web app's page, a 404), from a bounded set of values.
   */
  requests(unmatched: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv>
  /** The hook a scheduled job (lib/periodic-job.ts) reports its runs to, as `job`. */
  jobRun(job: string): JobRunHook
  /** The text of a scrape, with what is read from the database at this moment (the outbox). */
  scrape(): Promise<string>
  contentType: string
}

export function createMetrics(options: {
  database: Database
  logger: Logger
  /** The process' own metrics (CPU, memory, event-loop lag, ...): once per process, so not in tests. */
  processMetrics?: boolean
}): Metrics {
  const { database, logger } = options
  const registry = new Registry()
  if (options.processMetrics) collectDefaultMetrics({ register: registry })

  const requestSeconds = new Histogram({
    name: 'egresa_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (its _count is the request count)',
    labelNames: ['method', 'route', 'status'] as const,
    // From a cached read to the database's time limit (DATABASE_TIMEOUT_MS, 5 s by default) and past it.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })

  const jobRuns = new Counter({
    name: 'egresa_job_runs_total',
    help: 'Runs of a scheduled job in this process, failed ones included',
    labelNames: ['job'] as const,
    registers: [registry],
  })
  const jobFailures = new Counter({
    name: 'egresa_job_failures_total',
    help: 'Runs of a scheduled job in this process that failed (the log says why)',
    labelNames: ['job'] as const,
    registers: [registry],
  })
  const jobLastSuccess = new Gauge({
    name: 'egresa_job_last_success_timestamp_seconds',
    help: 'When a run of the job last succeeded in this process (Unix time)',
    labelNames: ['job'] as const,
    registers: [registry],
  })
  const jobLastSeconds = new Gauge({
    name: 'egresa_job_last_run_duration_seconds',
    help: 'How long the last run of the job took in this process',
    labelNames: ['job'] as const,
    registers: [registry],
  })

  // PostgreSQL's connection pool, read at each scrape. PGlite has none: one connection inside the process.
  const pool = database.poolStats
  if (pool) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()))
        },
      })
    poolGauge(
      'egresa_db_pool_max_clients',
      'Connections this process may open (DATABASE_POOL_SIZE)',
      (s) => s.max,
    )
    poolGauge('egresa_db_pool_clients', 'Connections this process holds open', (s) => s.total)
    poolGauge('egresa_db_pool_idle_clients', 'Open connections not lent to a query', (s) => s.idle)
    poolGauge(
      'egresa_db_pool_waiting_requests',
      'Queries waiting for a connection because all are in use',
      (s) => s.waiting,
    )
  }

  // Read from the database at each scrape, in a registry of their own: when the database does not answer,
  // they are left out of the scrape (no stale or made-up value) and the rest is still served.
  const outbox = new Registry()
  const outboxWaiting = new Gauge({
    name: 'egresa_mail_outbox_waiting',
    help: 'Mails in the outbox not sent yet (pending or being sent); the same table for every process',
    registers: [outbox],
  })
  const outboxOldest = new Gauge({
    name: 'egresa_mail_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest mail not sent yet, 0 when none waits',
    registers: [outbox],
  })
  const outboxFailed = new Gauge({
    name: 'egresa_mail_outbox_failed',
    help: 'Mails given up on: refused for good by the mail server, or out of attempts (the log names each)',
    registers: [outbox],
  })

  return {
    contentType: registry.contentType,
    requests(unmatched) {
      return async (c, next) => {
        const started = performance.now()
        await next()
        const method = METHODS.has(c.req.method) ? c.req.method : 'other'
        requestSeconds.observe(
          { method, route: routeOf(c) ?? unmatched(c), status: String(c.res.status) },
          (performance.now() - started) / 1000,
        )
      }
    },
    jobRun(job) {
      // Shown from the start at 0, so a first failure is an increase the alerts see.
      jobRuns.labels(job).inc(0)
      jobFailures.labels(job).inc(0)
      return (ok, seconds) => {
        jobRuns.labels(job).inc()
        if (!ok) jobFailures.labels(job).inc()
        else jobLastSuccess.labels(job).setToCurrentTime()
        jobLastSeconds.labels(job).set(seconds)
      }
    },
    async scrape() {
      const fromDatabase = async () => {
        try {
          const backlog = await outboxBacklog(database.db)
          outboxWaiting.set(backlog.waiting)
          outboxOldest.set(backlog.oldestWaitingSeconds)
          outboxFailed.set(backlog.failed)
          return await outbox.metrics()
        } catch (error) {
          logger.warn({ err: error }, 'metrics: the outbox could not be read; its metrics are left out')
          return ''
        }
      }
      // The pool is read before the outbox's query takes a connection of it.
      const [own, outboxText] = await Promise.all([registry.metrics(), fromDatabase()])
      return own + outboxText
    },
  }
}

/**
 * The pattern of the route that answered, or of the route the request was meant for when a check before it
 * answered (a missing API key, a body too large); undefined when no route of the API took it. Middleware and
 * catch-alls are registered for all methods (`ALL`), the API's routes for theirs.
 */
function routeOf(c: Context<AppEnv>): string | undefined {
  const routes = matchedRoutes(c)
  const answered = routes[c.req.routeIndex]
  if (answered && answered.method !== 'ALL') return answered.path
  return routes.find((route) => route.method !== 'ALL')?.path
}
