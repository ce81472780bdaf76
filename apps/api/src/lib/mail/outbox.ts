import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Logger } from 'pino'
import * as v from 'valibot'
import { type MailAttachment, type MailOutboxRow, mailOutbox } from '../../db/schema/mail'
import { createPeriodicJob, type JobRunHook, type PeriodicJob } from '../periodic-job'
import { type MailTemplateData, type MailTemplateName, mailHeaders, renderMail } from './templates'
import type { MailTransport } from './transport'

/**
 * Any Drizzle PostgreSQL database or transaction (PGlite or node-postgres). Pass the transaction of the
 * change that causes the mail, so the mail exists only if that change commits.
 */
export type MailDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>

export type EnqueueMailInput<T extends MailTemplateName> = {
  template: T
  /** The recipient's language (`users.language`); Spanish when missing or unknown. */
  locale: string | null | undefined
  to: string
  data: MailTemplateData<T>
  /** Small files sent with the mail (an event's `.ics`); text as is, bytes stored as base64. */
  attachments?: MailAttachmentInput[]
  /**
   * The outbox row's id (a UUID), when the caller records it elsewhere in the same transaction (a newsletter's
   * recipient row); a new one otherwise.
   */
  id?: string
}

export type MailAttachmentInput = {
  /** The name the recipient sees: no folders, no control characters. */
  filename: string
  /** A MIME type with optional parameters: `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string
  content: string | Uint8Array
}

/** At most this many files a mail, of at most this many bytes together: the outbox is a table, not storage. */
export const MAIL_MAX_ATTACHMENTS = 5
export const MAIL_MAX_ATTACHMENT_BYTES = 256 * 1024

const recipient = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(320))

const attachmentSchema = v.object({
  filename: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.maxLength(200),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    v.regex(/^[^/\\\u0000-\u001f\u007f]+$/, 'An attachment name has no folders or control characters'),
  ),
  contentType: v.pipe(
    v.string(),
    v.trim(),
    v.regex(
      /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(?:;\s*[a-z0-9-]+=[a-z0-9._-]+)*$/i,
      'An attachment needs a MIME type',
    ),
  ),
  content: v.union([v.string(), v.instance(Uint8Array)]),
})

/** Checks the files of a mail and turns them into what the outbox row keeps. Throws when they do not fit. */
export function toMailAttachments(input: MailAttachmentInput[] | undefined): MailAttachment[] {
  if (!input?.length) return []
  if (input.length > MAIL_MAX_ATTACHMENTS) {
    throw new Error(`A mail carries at most ${MAIL_MAX_ATTACHMENTS} attachments`)
  }
  let bytes = 0
  const attachments = input.map((raw) => {
    const { filename, contentType, content } = v.parse(attachmentSchema, raw)
    if (typeof content === 'string') {
      // jsonb cannot hold U+0000: a file with such bytes comes as bytes (and is kept as base64).
      if (content.includes('\u0000')) throw new Error('A text attachment cannot hold NUL: pass its bytes')
      bytes += Buffer.byteLength(content)
      return { filename, contentType, content }
    }
    bytes += content.byteLength
    return {
      filename,
      contentType,
      content: Buffer.from(content).toString('base64'),
      encoding: 'base64' as const,
    }
  })
  if (bytes > MAIL_MAX_ATTACHMENT_BYTES) {
    throw new Error(`A mail's attachments take at most ${MAIL_MAX_ATTACHMENT_BYTES} bytes`)
  }
  return attachments
}

/**
 * Renders the mail and inserts it into the outbox with the caller's transaction. Nothing is sent here:
 * the worker picks the row up once the transaction has committed. Throws (and so fails the caller's
 * transaction) when the address or the template data are invalid.
 */
export async function enqueueMail<T extends MailTemplateName>(
  db: MailDb,
  input: EnqueueMailInput<T>,
): Promise<{ id: string }> {
  const to = v.parse(recipient, input.to)
  const mail = renderMail(input.template, input.locale, input.data)
  const attachments = toMailAttachments(input.attachments)
  const [row] = await db
    .insert(mailOutbox)
    .values({
      ...(input.id ? { id: input.id } : {}),
      template: mail.template,
      locale: mail.locale,
      toAddress: to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      payload: mail.data,
      attachments,
    })
    .returning({ id: mailOutbox.id })
  if (!row) throw new Error('The mail outbox insert returned no row')
  return row
}

/**
 * Several mails in one insert (a bulk decision's, one per person), each rendered and checked as
 * enqueueMail does; inside the caller's transaction they exist only if its change does.
 */
/** A mail of any template. */
export type AnyMailInput = { [T in MailTemplateName]: EnqueueMailInput<T> }[MailTemplateName]

export async function enqueueMails(db: MailDb, inputs: AnyMailInput[]): Promise<number> {
  if (!inputs.length) return 0
  const values = inputs.map((input) => {
    const mail = renderMail(input.template, input.locale, input.data)
    return {
      ...(input.id ? { id: input.id } : {}),
      template: mail.template,
      locale: mail.locale,
      toAddress: v.parse(recipient, input.to),
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      payload: mail.data,
      attachments: toMailAttachments(input.attachments),
    }
  })
  // Chunks keep a statement's parameters well under PostgreSQL's 65535.
  for (let i = 0; i < values.length; i += 1000) await db.insert(mailOutbox).values(values.slice(i, i + 1000))
  return values.length
}

export type MailLogger = Pick<Logger, 'info' | 'warn' | 'error'>

export type MailWorkerOptions = {
  db: MailDb
  transport: MailTransport
  logger: MailLogger
  /** Time between polls when the queue is empty. Default 5 s. */
  pollMs?: number
  /** Attempts before a mail is marked failed. Default 10 (about four hours of retries). */
  maxAttempts?: number
  /** Mails claimed per batch. Default 10. */
  batchSize?: number
  /** First retry delay; doubled after each failure up to retryMaxMs. Default 1 min. */
  retryBaseMs?: number
  /** Longest delay between retries. Default 1 h. */
  retryMaxMs?: number
  /** A mail still `sending` this long after it was claimed is handed back to the queue. Default 10 min. */
  leaseMs?: number
  /** The clock; tests move it forward. */
  now?: () => Date
}

export type MailRunResult = {
  /** Rows found stuck in `sending` past their lease and put back (or failed). */
  recovered: number
  claimed: number
  sent: number
  retrying: number
  failed: number
}

export type MailWorker = {
  /** Polls every pollMs until stop(). Errors are logged, never thrown. */
  start(): void
  /** Stops polling and waits for the batch in flight to finish. */
  stop(): Promise<void>
  /** One pass: recover stuck rows, claim due mails, send them. Runs after any pass in flight. */
  runOnce(): Promise<MailRunResult>
}

/** Delay before the next attempt after `attempts` failed ones: base × 2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

type SmtpErrorLike = { message?: unknown; responseCode?: unknown; command?: unknown; code?: unknown }

/**
 * A 5xx answer to the recipient or the message itself will not change on a retry (no such mailbox,
 * message refused). A 5xx to anything else (authentication, sender) is our configuration: keep retrying
 * so the mail leaves once it is fixed.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { responseCode, command } = error as SmtpErrorLike
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === 'RCPT TO' || command === 'DATA')
  )
}

function describeError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error)
  const { message, code, responseCode } = error as SmtpErrorLike
  const parts = [typeof message === 'string' ? message : String(error)]
  if (typeof code === 'string' && !parts[0]?.includes(code)) parts.push(`(${code})`)
  if (typeof responseCode === 'number' && !parts[0]?.includes(String(responseCode))) {
    parts.push(`[${responseCode}]`)
  }
  return parts.join(' ').slice(0, 1000)
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    transport,
    logger,
    pollMs = 5_000,
    maxAttempts = 10,
    batchSize = 10,
    retryBaseMs = 60_000,
    retryMaxMs = 60 * 60_000,
    leaseMs = 10 * 60_000,
    now = () => new Date(),
  } = options
  if (!(maxAttempts >= 1)) throw new Error('maxAttempts must be at least 1')

  let timer: NodeJS.Timeout | undefined
  let running = false
  let inFlight: Promise<unknown> = Promise.resolve()

  // A worker that died mid-batch leaves rows in `sending`; their lease (next_attempt_at) tells when to
  // take them back. The mail may or may not have left, so this is at-least-once delivery.
  async function recover(at: Date): Promise<number> {
    const rows = await db
      .update(mailOutbox)
      .set({
        status: sql`case when ${mailOutbox.attempts} >= ${maxAttempts} then 'failed' else 'pending' end`,
        nextAttemptAt: at,
        lastError: 'Interrupted while sending (the worker stopped before recording the result)',
      })
      .where(and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.nextAttemptAt, at)))
      .returning({ id: mailOutbox.id, status: mailOutbox.status })
    for (const row of rows) logger.warn({ mailId: row.id, status: row.status }, 'Recovered a stuck mail')
    return rows.length
  }

  // One statement claims the batch: SKIP LOCKED lets every API process poll the same table and take
  // different rows; the claim counts the attempt and sets the lease. `id = any(array(subquery))` makes
  // PostgreSQL run the locking subquery once: with `id in (subquery)` the planner may pick a nested-loop
  // semi join that re-runs it per row, and each re-run skips the rows just locked and takes the next
  // ones, so one worker claimed the whole queue (caught by outbox.postgres.test.ts).
  async function claim(at: Date): Promise<MailOutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + leaseMs),
      })
      .where(and(sql`${mailOutbox.id} = any(array(${due}))`, eq(mailOutbox.status, 'pending')))
      .returning()
  }

  // The claim is identified by (id, attempts): a row recovered and claimed again is not overwritten.
  function claimed(row: MailOutboxRow) {
    return and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, 'sending'),
      eq(mailOutbox.attempts, row.attempts),
    )
  }

  async function deliver(row: MailOutboxRow, result: MailRunResult): Promise<void> {
    try {
      await transport.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: mailHeaders(row.template, row.payload),
        attachments: row.attachments,
      })
    } catch (error) {
      const lastError = describeError(error)
      const permanent = isPermanentSmtpError(error)
      if (permanent || row.attempts >= maxAttempts) {
        await db.update(mailOutbox).set({ status: 'failed', lastError }).where(claimed(row))
        result.failed++
        logger.error(
          { mailId: row.id, template: row.template, attempts: row.attempts, permanent, err: lastError },
          'Mail failed; it will not be retried',
        )
      } else {
        const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs)
        const nextAttemptAt = new Date(now().getTime() + delay)
        await db.update(mailOutbox).set({ status: 'pending', lastError, nextAttemptAt }).where(claimed(row))
        result.retrying++
        logger.warn(
          { mailId: row.id, template: row.template, attempts: row.attempts, nextAttemptAt, err: lastError },
          'Mail not sent; will retry',
        )
      }
      return
    }
    await db.update(mailOutbox).set({ status: 'sent', sentAt: now(), lastError: null }).where(claimed(row))
    result.sent++
    logger.info({ mailId: row.id, template: row.template, transport: transport.kind }, 'Mail sent')
  }

  async function pass(): Promise<MailRunResult> {
    const at = now()
    const result: MailRunResult = { recovered: 0, claimed: 0, sent: 0, retrying: 0, failed: 0 }
    result.recovered = await recover(at)
    const rows = await claim(at)
    result.claimed = rows.length
    for (const row of rows) await deliver(row, result)
    return result
  }

  function runOnce(): Promise<MailRunResult> {
    const run = inFlight.then(pass, pass)
    inFlight = run.catch(() => undefined)
    return run
  }

  function schedule(delay: number): void {
    if (!running) return
    timer = setTimeout(tick, delay)
    timer.unref()
  }

  async function tick(): Promise<void> {
    timer = undefined
    if (!running) return
    let delay = pollMs
    try {
      const result = await runOnce()
      // A full batch means more may be waiting: go again at once.
      if (result.claimed === batchSize) delay = 0
    } catch (error) {
      logger.error({ err: describeError(error) }, 'Mail worker pass failed')
    }
    schedule(delay)
  }

  return {
    start() {
      if (running) return
      running = true
      schedule(0)
    },
    async stop() {
      running = false
      if (timer) clearTimeout(timer)
      timer = undefined
      await inFlight
    },
    runOnce,
  }
}

/** Puts failed mails back in the queue (all of them, or the given ids) with a fresh set of attempts. */
export async function requeueFailedMail(db: MailDb, ids?: string[]): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      ids
        ? and(eq(mailOutbox.status, 'failed'), inArray(mailOutbox.id, ids))
        : eq(mailOutbox.status, 'failed'),
    )
    .returning({ id: mailOutbox.id })
  return rows.length
}

/**
 * Deletes sent mails created before `before`. Their bodies hold sign-in and recovery links, so keep them
 * only as long as they help support (docs/mail.md, "Retention"). Mail waiting or failed is kept: it has not
 * reached its person yet, and the office may send it again.
 */
export async function purgeSentMail(db: MailDb, before: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.createdAt, before)))
    .returning({ id: mailOutbox.id })
  return rows.length
}

/**
 * The purge of sent mail older than `retentionDays` (MAIL_RETENTION_DAYS) as a scheduled job: once every
 * interval across the processes on the database (lib/periodic-job.ts).
 */
export function createMailPurgeJob(options: {
  db: MailDb
  retentionDays: number
  logger: Logger
  intervalMs: number
  firstRunMs?: number
  /** Told of each run's end (the metrics). */
  onRun?: JobRunHook
}): PeriodicJob {
  return createPeriodicJob({
    ...options,
    name: 'mail-purge',
    failure: 'purge of sent mail failed',
    run: async () => ({
      deleted: await purgeSentMail(options.db, new Date(Date.now() - options.retentionDays * 86_400_000)),
    }),
  })
}

/**
 * What waits in the outbox (the metrics): mails not sent yet, the age of the oldest, and mails given up on.
 * The status index finds them without reading the sent mails, which are nearly all of the table.
 */
export async function outboxBacklog(
  db: MailDb,
): Promise<{ waiting: number; oldestWaitingSeconds: number; failed: number }> {
  const waiting = sql`${mailOutbox.status} in ('pending', 'sending')`
  const [row] = await db
    .select({
      waiting: sql<number>`(count(*) filter (where ${waiting}))::int`,
      oldest: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${waiting})), 0)::float8`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
  return {
    waiting: row?.waiting ?? 0,
    oldestWaitingSeconds: Math.max(0, row?.oldest ?? 0),
    failed: row?.failed ?? 0,
  }
}
