import type { Logger } from './logger'

/** Told how each run ended and how long it took, in seconds (the metrics: lib/metrics.ts). */
export type JobRunHook = (ok: boolean, seconds: number) => void

export type PeriodicJob = {
  /** Runs the job after `firstRunMs`, then every `intervalMs` until stop(). Errors are logged, never thrown. */
  start(): void
  /** Stops the schedule and waits for a run in flight. */
  stop(): Promise<void>
}

/**
 * A job of the API process (job alerts, membership renewals): a first run a while after the start (a minute
 * by default, so a start is not slowed by it), then one every interval, each after the previous has ended.
 * An interval of 0 never runs it. A failed run is logged as `failure` and the schedule goes on.
 */
export function createPeriodicJob(options: {
  run: () => Promise<void>
  logger: Logger
  failure: string
  intervalMs: number
  firstRunMs?: number
  onRun?: JobRunHook
}): PeriodicJob {
  const { logger, intervalMs } = options
  let timer: NodeJS.Timeout | undefined
  let running = false
  let inFlight: Promise<unknown> = Promise.resolve()

  async function tick() {
    timer = undefined
    if (!running) return
    const started = performance.now()
    const run = options.run()
    inFlight = run.catch(() => undefined)
    let ok = true
    try {
      await run
    } catch (error) {
      ok = false
      logger.error({ err: error }, options.failure)
    }
    options.onRun?.(ok, (performance.now() - started) / 1000)
    if (running) {
      timer = setTimeout(tick, intervalMs)
      timer.unref()
    }
  }

  return {
    start() {
      if (running || intervalMs <= 0) return
      running = true
      timer = setTimeout(tick, options.firstRunMs ?? 60_000)
      timer.unref()
    },
    async stop() {
      running = false
      if (timer) clearTimeout(timer)
      timer = undefined
      await inFlight
    },
  }
}
