// Live events (docs/live.md): what one request publishes for an account reaches that account's open streams
// (GET /api/live, features/live) in whichever API process they are. One hub per process (createApp), read by
// handlers as `c.var.realtime`.
import { randomBytes } from 'node:crypto'
import { LiveEvent } from '@egresa/api-contract/live'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import * as v from 'valibot'
import type { Database } from '../db/client'
import type { Logger } from './logger'

/** The PostgreSQL channel every API process LISTENs on. */
export const LIVE_CHANNEL = 'egresa_live'
/** The `application_name` of each process's listening connection. */
export const LISTENER_NAME = 'egresa live events'
/** NOTIFY refuses a payload of 8000 bytes or more; an event is a few dozen. */
export const MAX_NOTIFY_BYTES = 7999

export type LiveListener = (event: LiveEvent) => void

export type Realtime = {
  /**
   * Sends `event` to the account's open streams, in this process and (PostgreSQL) in the others. Call it
   * after the change's transaction has committed (a NOTIFY sent through the pool is not part of it). Never
   * rejects: a failure is logged, and the pages catch up when they next load (docs/live.md).
   */
  publish: (accountId: string, event: LiveEvent) => Promise<void>
  /**
   * Calls `listener` with each event published for the account until the returned function is called;
   * `onClose` when the hub closes (the process shuts down) first.
   */
  subscribe: (accountId: string, listener: LiveListener, onClose?: () => void) => () => void
  /** How many subscriptions the account has in this process. */
  subscriptions: (accountId: string) => number
  /** Resolves once this process receives other processes' events (at once without PostgreSQL). */
  ready: () => Promise<void>
  /** Ends every subscription (their `onClose`) and stops listening; publish still sends while the database is open. */
  close: () => Promise<void>
}

/** A notification on LIVE_CHANNEL: the account, the publishing hub (its own are skipped) and the event. */
type Notification = { a: string; o: string; e: LiveEvent }

const NotificationSchema = v.object({ a: v.string(), o: v.string(), e: LiveEvent })

/**
 * The payload of the NOTIFY that carries `event` for `accountId`, as every hub sends and reads it. `origin`
 * is the sending hub's id (a hub skips its own notifications: it has delivered them already); another
 * publisher (a test, a script) leaves it empty.
 */
export function encodeLiveNotification(accountId: string, event: LiveEvent, origin = ''): string {
  const notification: Notification = { a: accountId, o: origin, e: event }
  return JSON.stringify(notification)
}

/** A payload of LIVE_CHANNEL read back; null for one that is not (a newer process's event type included). */
export function decodeLiveNotification(
  payload: string,
): { accountId: string; origin: string; event: LiveEvent } | null {
  let json: unknown
  try {
    json = JSON.parse(payload)
  } catch {
    return null
  }
  const parsed = v.safeParse(NotificationSchema, json)
  return parsed.success
    ? { accountId: parsed.output.a, origin: parsed.output.o, event: parsed.output.e }
    : null
}

type Subscription = { listener: LiveListener; onClose: (() => void) | undefined }

/** How often the listening connection is checked, and how long its check may take. */
const CHECK_EVERY_MS = 30_000
const CHECK_TIMEOUT_MS = 10_000
const MAX_RETRY_MS = 30_000

/**
 * The process's hub. On PostgreSQL, one connection of its own LISTENs on LIVE_CHANNEL (opened again, with a
 * log line, when it drops), and publish NOTIFYs through the pool, so every process's subscribers get the
 * event. On PGlite the hub delivers within the process: the embedded database is one process's by design
 * (DATA_DIR's lock; `pnpm admin` runs inside the server), so there is no other process to reach, and
 * PGlite's own LISTEN would only queue each event behind the single connection's other queries.
 */
export function createRealtime(options: { database: Database; logger: Logger }): Realtime {
  const { database, logger } = options
  const origin = randomBytes(6).toString('base64url')
  const byAccount = new Map<string, Set<Subscription>>()
  let closed = false

  const deliver = (accountId: string, event: LiveEvent) => {
    const subscriptions = byAccount.get(accountId)
    if (!subscriptions) return
    for (const subscription of [...subscriptions]) {
      try {
        subscription.listener(event)
      } catch (error) {
        logger.error({ err: error }, 'live events: a listener failed')
      }
    }
  }
  const deliverToAll = (event: LiveEvent) => {
    for (const accountId of byAccount.keys()) deliver(accountId, event)
  }

  const listener = database.ownClient
    ? listen(database.ownClient, {
        logger,
        onPayload: (payload) => {
          const notification = decodeLiveNotification(payload)
          if (!notification) {
            logger.warn('live events: a notification of another format was ignored')
            return
          }
          if (notification.origin !== origin) deliver(notification.accountId, notification.event)
        },
        // Whatever was published while this process was not listening is lost: the pages reload.
        onRecovered: () => deliverToAll({ type: 'resync' }),
      })
    : null

  return {
    async publish(accountId, event) {
      try {
        deliver(accountId, event)
        if (!database.ownClient) return
        const payload = encodeLiveNotification(accountId, event, origin)
        if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
          logger.error({ type: event.type, bytes: Buffer.byteLength(payload) }, 'live events: event too big')
          return
        }
        await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`)
      } catch (error) {
        logger.error({ err: error, type: event.type }, 'live events: publish failed')
      }
    },
    subscribe(accountId, listener, onClose) {
      if (closed) {
        onClose?.()
        return () => {}
      }
      const subscription: Subscription = { listener, onClose }
      let subscriptions = byAccount.get(accountId)
      if (!subscriptions) {
        subscriptions = new Set()
        byAccount.set(accountId, subscriptions)
      }
      subscriptions.add(subscription)
      return () => {
        const current = byAccount.get(accountId)
        if (!current) return
        current.delete(subscription)
        if (current.size === 0) byAccount.delete(accountId)
      }
    },
    subscriptions: (accountId) => byAccount.get(accountId)?.size ?? 0,
    ready: () => listener?.ready ?? Promise.resolve(),
    async close() {
      if (closed) return
      closed = true
      const all = [...byAccount.values()].flatMap((set) => [...set])
      byAccount.clear()
      for (const subscription of all) {
        try {
          subscription.onClose?.()
        } catch (error) {
          logger.error({ err: error }, 'live events: a stream failed to close')
        }
      }
      await listener?.close()
    },
  }
}

/** LISTEN on LIVE_CHANNEL over a connection of its own, opened again after a drop (backing off to 30 s). */
function listen(
  connect: () => pg.Client,
  options: { logger: Logger; onPayload: (payload: string) => void; onRecovered: () => void },
) {
  const { logger } = options
  let current: pg.Client | null = null
  let stopped = false
  let failures = 0
  let wasListening = false
  let retry: NodeJS.Timeout | undefined
  let check: NodeJS.Timeout | undefined
  const dropped = new WeakSet<pg.Client>()
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  const drop = (client: pg.Client, error?: unknown) => {
    if (dropped.has(client)) return
    dropped.add(client)
    client.removeAllListeners('notification')
    client.end().catch(() => {})
    const wasCurrent = current === client
    if (wasCurrent) current = null
    if (stopped) return
    failures += 1
    const wait = Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(failures - 1, 5))
    if (wasCurrent)
      logger.warn(
        { err: error, retryInMs: wait },
        'live events: the connection listening on PostgreSQL dropped; reconnecting',
      )
    else logger.warn({ err: error, retryInMs: wait }, 'live events: cannot listen on PostgreSQL; retrying')
    clearTimeout(retry)
    retry = setTimeout(() => void open(), wait)
    retry.unref()
  }

  const open = async () => {
    if (stopped) return
    const client = connect()
    client.on('error', (error) => drop(client, error))
    client.on('end', () => drop(client, new Error('connection ended')))
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) options.onPayload(message.payload)
    })
    try {
      await client.connect()
      // Named, so an operator (and the cluster test) finds it in pg_stat_activity.
      await client.query(`SET application_name = '${LISTENER_NAME}'`)
      await client.query(`LISTEN ${LIVE_CHANNEL}`)
    } catch (error) {
      drop(client, error)
      return
    }
    if (stopped || dropped.has(client)) {
      drop(client)
      return
    }
    current = client
    // After a failure (a drop, or a database away at start while streams were already open) events were missed.
    if (wasListening || failures > 0) {
      logger.info({ afterAttempts: failures }, 'live events: listening on PostgreSQL again')
      options.onRecovered()
    }
    wasListening = true
    failures = 0
    markReady()
  }

  // A connection a network dropped silently (no reset) would listen to nothing forever: each check that gets
  // no answer in time replaces it.
  check = setInterval(() => {
    const client = current
    if (!client) return
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no answer to the check')), CHECK_TIMEOUT_MS).unref(),
    )
    Promise.race([client.query('select 1'), timeout]).catch((error: unknown) => drop(client, error))
  }, CHECK_EVERY_MS)
  check.unref()

  void open()

  return {
    ready,
    close: async () => {
      stopped = true
      clearTimeout(retry)
      clearInterval(check)
      const client = current
      current = null
      if (client) {
        dropped.add(client)
        await client.end().catch(() => {})
      }
    },
  }
}
