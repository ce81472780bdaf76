// Test helpers for mail: an in-memory database with the real migrations, a real SMTP server
// on loopback, and a clock the tests move. Only imported by *.test.ts files.
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { type ParsedMail, simpleParser } from 'mailparser'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { openTestDatabase } from './database'

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** An in-memory PGlite of this test's own, migrated: a copy of the run's migrated database (test/database.ts). */
export async function createTestDb() {
  const { database } = await openTestDatabase('none', { driver: 'pglite' })
  return { db: database.db, close: () => database.close() }
}

export const silentLogger = pino({ level: 'silent' })

/** Starts 1 s ahead of the real clock, so a mail enqueued just now (next_attempt_at = now()) is due. */
export function testClock(start = new Date(Date.now() + 1_000)) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms
    },
  }
}

export type ReceivedMail = { envelopeTo: string[]; parsed: ParsedMail }

export type TestSmtpServer = {
  port: number
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}

export type TestSmtpOptions = {
  port?: number
  /** Credentials the server demands; the URL carries them. */
  auth?: { user: string; pass: string }
  /** Recipients answered with 550 at RCPT TO. */
  rejectRecipients?: string[]
}

/** A real SMTP server (smtp-server) on 127.0.0.1 that parses what it receives with mailparser. */
export async function startSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const { auth } = options
  const server = new SMTPServer({
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass) {
        callback(null, { user: credentials.username })
      } else {
        callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }))
      }
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients?.includes(address.address)) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))
      } else {
        callback()
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port')
  const credentials = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : ''
  return {
    port: address.port,
    url: `smtp://${credentials}127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A loopback port with nothing listening on it (bound, then released). */
export async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const address = probe.address()
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('No port')
  return address.port
}

/** Polls until `check` passes or the time is up; for the worker's own timer loop. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting')
    await new Promise((r) => setTimeout(r, 20))
  }
}
