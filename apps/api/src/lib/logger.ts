import { type DestinationStream, pino } from 'pino'
import type { Env } from '../env'

export type Logger = pino.Logger

/** Properties of a database error that describe the fault without the data: kept in the log. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'schema', 'routine']

/**
 * Values a message quotes: PostgreSQL's `invalid input syntax for type uuid: "…"`, valibot's `Received "…"`,
 * an SMTP server's `550 <ana@example.org>: Recipient address rejected`.
 */
function redactValues(message: string): string {
  return message
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]')
    .replace(/(: )"[\s\S]*"$/, '$1"[redacted]"')
    .replace(/Received "[\s\S]*?"(?=[^"]*$)/, 'Received "[redacted]"')
    .replace(/\nparams: [\s\S]*$/, '')
}

/**
 * An error as the log keeps it: its type, message, stack and cause, and of a database error its code,
 * constraint and statement, but never the values it was given. Drizzle's "Failed query" error carries the
 * parameters (a password hash, an e-mail, an IBAN) in its message and `params`, and PostgreSQL its `detail`
 * (`Key (email)=(ana@…) already exists`); neither reaches the log.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactValues(String(error)) }
  const record = error as Error & Record<string, unknown>
  const message = redactValues(error.message)
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  const out: Record<string, unknown> = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  }
  if (typeof record.query === 'string') out.query = record.query
  for (const field of SAFE_FIELDS) {
    const value = record[field]
    if (typeof value === 'string' || typeof value === 'number') out[field] = value
  }
  if (error.cause !== undefined && depth < 5) out.cause = safeError(error.cause, depth + 1)
  if (error instanceof AggregateError && depth < 5)
    out.errors = error.errors.slice(0, 5).map((e) => safeError(e, depth + 1))
  return out
}

export function createLogger(
  env: Pick<Env, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: env.logLevel,
    base: undefined,
    serializers: { err: safeError, error: safeError, cause: safeError },
    redact: { paths: ['req.headers["x-token"]', 'req.headers["x-api-key"]', '*.password'], remove: true },
  }
  return destination ? pino(options, destination) : pino(options)
}
