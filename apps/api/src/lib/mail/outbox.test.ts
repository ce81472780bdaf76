import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/mail'
import {
  closedPort,
  createTestDb,
  silentLogger,
  startSmtpServer,
  type TestSmtpServer,
  testClock,
  waitFor,
} from '../../test/smtp'
import {
  createMailPurgeJob,
  createMailWorker,
  enqueueMail,
  MAIL_MAX_ATTACHMENT_BYTES,
  type MailWorkerOptions,
  purgeSentMail,
  requeueFailedMail,
  retryDelayMs,
} from './outbox'
import { createSmtpTransport, type MailTransport } from './transport'

const FROM = 'Portal Alumni <no-reply@alumni.example>'
const SIGN_IN = 'https://alumni.example/es/login'

let testDb: Awaited<ReturnType<typeof createTestDb>>
const transports: MailTransport[] = []
const servers: TestSmtpServer[] = []

beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(async () => {
  await testDb.close()
})
beforeEach(async () => {
  await testDb.db.delete(mailOutbox)
})
afterEach(async () => {
  // Transports first: a server waits for open (pooled) connections before it closes.
  for (const transport of transports.splice(0)) transport.close()
  for (const server of servers.splice(0)) await server.close()
})

async function smtp(options?: Parameters<typeof startSmtpServer>[0]): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options)
  servers.push(server)
  return server
}

function transportFor(url: string): MailTransport {
  const transport = createSmtpTransport({ url, from: FROM, connectionTimeoutMs: 2_000 })
  transports.push(transport)
  return transport
}

function worker(transport: MailTransport, extra: Partial<MailWorkerOptions> = {}) {
  return createMailWorker({ db: testDb.db, transport, logger: silentLogger, ...extra })
}

async function rows() {
  return testDb.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt)
}

describe('enqueueMail + worker over a real SMTP server', () => {
  it('delivers a committed mail in es, en and ca with the right recipient, subject and body', async () => {
    const server = await smtp({ auth: { user: 'mailer', pass: 's3cr3t:pass' } })
    await testDb.db.transaction(async (tx) => {
      for (const locale of ['es', 'en', 'ca']) {
        await enqueueMail(tx, {
          template: 'account-verified',
          locale,
          to: `ana.${locale}@example.org`,
          data: { name: 'Ana', signInUrl: SIGN_IN },
        })
      }
    })
    const result = await worker(transportFor(server.url), { now: testClock().now }).runOnce()

    expect(result).toMatchObject({ claimed: 3, sent: 3, retrying: 0, failed: 0 })
    const byRecipient = new Map(server.received.map((m) => [m.envelopeTo.join(','), m.parsed]))
    const expected = {
      es: ['Tu cuenta ya está verificada', 'Hola, Ana:', 'ha verificado tu cuenta', 'Iniciar sesión'],
      en: [
        'Your account has been verified',
        'Hello Ana,',
        'has verified your alumni portal account',
        'Sign in',
      ],
      ca: ['El teu compte ja està verificat', 'Hola, Ana:', 'ha verificat el teu compte', 'Inicia la sessió'],
    }
    for (const [locale, [subject, greeting, sentence, action]] of Object.entries(expected)) {
      const mail = byRecipient.get(`ana.${locale}@example.org`)
      expect(mail, locale).toBeDefined()
      expect(mail?.subject).toBe(subject)
      expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(`ana.${locale}@example.org`)
      expect(mail?.from?.text).toBe('"Portal Alumni" <no-reply@alumni.example>')
      expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@alumni\.example>$/)
      expect(mail?.text).toContain(greeting)
      expect(mail?.text).toContain(sentence)
      expect(mail?.text).toContain(SIGN_IN)
      expect(mail?.html).toContain(`lang="${locale}"`)
      expect(mail?.html).toContain(`<a href="${SIGN_IN}"`)
      expect(mail?.html).toContain(`>${action}</a>`)
    }
    for (const row of await rows()) {
      expect(row.status).toBe('sent')
      expect(row.attempts).toBe(1)
      expect(row.sentAt).toBeInstanceOf(Date)
    }
  })

  it('sends nothing for a transaction that rolls back', async () => {
    const server = await smtp()
    await expect(
      testDb.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          template: 'password-recovery',
          locale: 'es',
          to: 'ana@example.org',
          data: { name: 'Ana', resetUrl: 'https://alumni.example/es/reset?token=abc' },
        })
        throw new Error('the account change failed')
      }),
    ).rejects.toThrow('the account change failed')

    const result = await worker(transportFor(server.url), { now: testClock().now }).runOnce()
    expect(result.claimed).toBe(0)
    expect(await rows()).toEqual([])
    expect(server.received).toEqual([])
  })

  it('keeps the mail pending while SMTP is down and delivers it after the backoff once it is back', async () => {
    const port = await closedPort()
    const clock = testClock()
    const mailWorker = worker(transportFor(`smtp://127.0.0.1:${port}`), { now: clock.now })
    await enqueueMail(testDb.db, {
      template: 'password-recovery',
      locale: 'en',
      to: 'bob@example.org',
      data: { name: 'Bob', resetUrl: 'https://alumni.example/en/reset?token=xyz' },
    })

    expect(await mailWorker.runOnce()).toMatchObject({ claimed: 1, sent: 0, retrying: 1 })
    const [row] = await rows()
    expect(row?.status).toBe('pending')
    expect(row?.attempts).toBe(1)
    expect(row?.lastError).toMatch(/ECONNREFUSED/)
    expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 60_000)

    // Up again, but the retry is not due yet.
    const server = await smtp({ port })
    expect(await mailWorker.runOnce()).toMatchObject({ claimed: 0 })
    expect(server.received).toHaveLength(0)

    clock.advance(60_000)
    expect(await mailWorker.runOnce()).toMatchObject({ claimed: 1, sent: 1 })
    expect(server.received).toHaveLength(1)
    expect(server.received[0]?.parsed.subject).toBe('Reset your password')
    const [sent] = await rows()
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
  })

  it('marks the mail failed after maxAttempts, with the last error', async () => {
    const port = await closedPort()
    const clock = testClock()
    const mailWorker = worker(transportFor(`smtp://127.0.0.1:${port}`), { now: clock.now, maxAttempts: 3 })
    await enqueueMail(testDb.db, {
      template: 'account-verified',
      locale: 'ca',
      to: 'carla@example.org',
      data: { name: 'Carla', signInUrl: SIGN_IN },
    })

    expect(await mailWorker.runOnce()).toMatchObject({ retrying: 1 })
    clock.advance(retryDelayMs(1, 60_000, 3_600_000))
    expect(await mailWorker.runOnce()).toMatchObject({ retrying: 1 })
    const [second] = await rows()
    expect(second?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 120_000)
    clock.advance(retryDelayMs(2, 60_000, 3_600_000))
    expect(await mailWorker.runOnce()).toMatchObject({ failed: 1 })

    const [row] = await rows()
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null })
    expect(row?.lastError).toMatch(/ECONNREFUSED/)
    clock.advance(24 * 3_600_000)
    expect(await mailWorker.runOnce()).toMatchObject({ claimed: 0 })

    // An operator puts it back once SMTP works.
    const server = await smtp({ port })
    expect(await requeueFailedMail(testDb.db)).toBe(1)
    expect(await mailWorker.runOnce()).toMatchObject({ sent: 1 })
    expect(server.received).toHaveLength(1)
  })

  it('fails at once when the server refuses the recipient for good (5xx at RCPT TO)', async () => {
    const server = await smtp({ rejectRecipients: ['nobody@example.org'] })
    await enqueueMail(testDb.db, {
      template: 'account-verified',
      locale: 'es',
      to: 'nobody@example.org',
      data: { name: 'Nadie', signInUrl: SIGN_IN },
    })
    expect(await worker(transportFor(server.url), { now: testClock().now }).runOnce()).toMatchObject({
      failed: 1,
    })
    const [row] = await rows()
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row?.lastError).toMatch(/550/)
  })

  it('delivers each mail once when two workers race for the same queue', async () => {
    const server = await smtp()
    const recipients = Array.from({ length: 24 }, (_, i) => `person${i}@example.org`)
    for (const to of recipients) {
      await enqueueMail(testDb.db, {
        template: 'account-verified',
        locale: 'es',
        to,
        data: { name: 'X', signInUrl: SIGN_IN },
      })
    }
    const clock = testClock()
    const a = worker(transportFor(server.url), { now: clock.now, batchSize: 5 })
    const b = worker(transportFor(server.url), { now: clock.now, batchSize: 5 })
    let claimed = 0
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
      for (const r of results) expect(r.claimed).toBeLessThanOrEqual(5)
      claimed += results.reduce((sum, r) => sum + r.claimed, 0)
    }

    expect(claimed).toBe(24)
    const delivered = server.received.flatMap((m) => m.envelopeTo).sort()
    expect(delivered).toEqual([...recipients].sort())
    const statuses = await testDb.db
      .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .groupBy(mailOutbox.status)
    expect(statuses).toEqual([{ status: 'sent', n: 24 }])
  })

  it('escapes user data in the HTML body', async () => {
    const server = await smtp()
    await enqueueMail(testDb.db, {
      template: 'email-change-confirmation',
      locale: 'es',
      to: 'eve@example.org',
      data: {
        name: '<img src=x onerror="alert(1)"> & Eve',
        newEmail: 'eve@example.org',
        confirmUrl: 'https://alumni.example/es/confirm?token=a&b="c"',
      },
    })
    await worker(transportFor(server.url), { now: testClock().now }).runOnce()

    const html = server.received[0]?.parsed.html
    expect(html).toBeTypeOf('string')
    expect(html).not.toContain('<img')
    expect(html).toContain('Hola, &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Eve:')
    expect(html).toContain('href="https://alumni.example/es/confirm?token=a&amp;b=%22c%22"')
    expect(server.received[0]?.parsed.text).toContain('Hola, <img src=x onerror="alert(1)"> & Eve:')
  })

  it('takes back a mail left in sending by a worker that died, after its lease', async () => {
    const server = await smtp()
    const clock = testClock()
    const { id } = await enqueueMail(testDb.db, {
      template: 'account-verified',
      locale: 'en',
      to: 'dan@example.org',
      data: { name: 'Dan', signInUrl: SIGN_IN },
    })
    // What a crashed process leaves behind: claimed (attempt counted, lease set), never finished.
    await testDb.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(clock.now().getTime() + 10 * 60_000) })
      .where(eq(mailOutbox.id, id))
    const mailWorker = worker(transportFor(server.url), { now: clock.now })

    expect(await mailWorker.runOnce()).toMatchObject({ recovered: 0, claimed: 0 })
    clock.advance(10 * 60_000 + 1)
    expect(await mailWorker.runOnce()).toMatchObject({ recovered: 1, claimed: 1, sent: 1 })
    expect(server.received).toHaveLength(1)
    const [row] = await rows()
    expect(row).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('polls on its own after start() and stop() waits for the batch in flight', async () => {
    const server = await smtp()
    const mailWorker = worker(transportFor(server.url), { pollMs: 20 })
    mailWorker.start()
    await enqueueMail(testDb.db, {
      template: 'account-verified',
      locale: 'es',
      to: 'eva@example.org',
      data: { name: 'Eva', signInUrl: SIGN_IN },
    })
    await waitFor(() => server.received.length === 1)
    await mailWorker.stop()
    const [row] = await rows()
    expect(row?.status).toBe('sent')

    // Stopped: a new mail stays pending.
    await enqueueMail(testDb.db, {
      template: 'account-verified',
      locale: 'es',
      to: 'eva2@example.org',
      data: { name: 'Eva', signInUrl: SIGN_IN },
    })
    await new Promise((r) => setTimeout(r, 100))
    expect(server.received).toHaveLength(1)
  })

  it('refuses an invalid recipient or a link that is not http(s), failing the caller', async () => {
    await expect(
      enqueueMail(testDb.db, {
        template: 'account-verified',
        locale: 'es',
        to: 'not-an-address',
        data: { name: 'A', signInUrl: SIGN_IN },
      }),
    ).rejects.toThrow()
    await expect(
      enqueueMail(testDb.db, {
        template: 'account-verified',
        locale: 'es',
        to: 'a@example.org',
        data: { name: 'A', signInUrl: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow()
    expect(await rows()).toEqual([])
  })

  it('sends a mail’s attachments as MIME parts, text and binary, the same bytes on a retry', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Café, ñ\r\nEND:VCALENDAR\r\n'
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 10, 13])
    const port = await closedPort()
    const clock = testClock()
    const mailWorker = worker(transportFor(`smtp://127.0.0.1:${port}`), { now: clock.now })
    await enqueueMail(testDb.db, {
      template: 'account-verified',
      locale: 'es',
      to: 'ana@example.org',
      data: { name: 'Ana', signInUrl: SIGN_IN },
      attachments: [
        {
          filename: 'encuentro.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: calendar,
        },
        { filename: 'datos.bin', contentType: 'application/octet-stream', content: bytes },
      ],
    })
    const [stored] = await rows()
    expect(stored?.attachments).toEqual([
      {
        filename: 'encuentro.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendar,
      },
      {
        filename: 'datos.bin',
        contentType: 'application/octet-stream',
        content: Buffer.from(bytes).toString('base64'),
        encoding: 'base64',
      },
    ])

    // The first attempt fails (SMTP down); the retry sends what the row kept.
    expect(await mailWorker.runOnce()).toMatchObject({ retrying: 1 })
    const server = await smtp({ port })
    clock.advance(60_000)
    expect(await mailWorker.runOnce()).toMatchObject({ sent: 1 })

    const mail = server.received[0]?.parsed
    expect(mail?.text).toContain('Hola, Ana:')
    expect(mail?.attachments.map((a) => [a.filename, a.contentType, a.contentDisposition])).toEqual([
      ['encuentro.ics', 'text/calendar', 'attachment'],
      ['datos.bin', 'application/octet-stream', 'attachment'],
    ])
    expect(mail?.attachments[0]?.content.toString('utf8')).toBe(calendar)
    expect([...(mail?.attachments[1]?.content ?? [])]).toEqual([...bytes])
  })

  it('sends a mail without attachments as before, with none', async () => {
    const server = await smtp()
    await enqueueMail(testDb.db, {
      template: 'account-verified',
      locale: 'en',
      to: 'bob@example.org',
      data: { name: 'Bob', signInUrl: SIGN_IN },
    })
    await worker(transportFor(server.url), { now: testClock().now }).runOnce()
    expect((await rows())[0]?.attachments).toEqual([])
    expect(server.received[0]?.parsed.attachments).toEqual([])
  })

  it('refuses attachments with a path for a name, no MIME type, too many or too large, failing the caller', async () => {
    const mail = (attachments: { filename: string; contentType: string; content: string }[]) =>
      enqueueMail(testDb.db, {
        template: 'account-verified',
        locale: 'es',
        to: 'a@example.org',
        data: { name: 'A', signInUrl: SIGN_IN },
        attachments,
      })
    const ok = { filename: 'a.txt', contentType: 'text/plain', content: 'hola' }
    await expect(mail([{ ...ok, filename: '../../etc/passwd' }])).rejects.toThrow()
    await expect(mail([{ ...ok, filename: 'C:\\a.txt' }])).rejects.toThrow()
    await expect(mail([{ ...ok, filename: 'a\r\nBcc: x@example.org' }])).rejects.toThrow()
    await expect(mail([{ ...ok, filename: ' ' }])).rejects.toThrow()
    await expect(mail([{ ...ok, contentType: 'calendar' }])).rejects.toThrow()
    await expect(mail([{ ...ok, contentType: 'text/plain\r\nX-Evil: 1' }])).rejects.toThrow()
    await expect(mail([{ ...ok, content: 'a\u0000b' }])).rejects.toThrow('NUL')
    await expect(mail(Array.from({ length: 6 }, () => ok))).rejects.toThrow('at most 5')
    await expect(mail([{ ...ok, content: 'x'.repeat(MAIL_MAX_ATTACHMENT_BYTES + 1) }])).rejects.toThrow(
      'at most',
    )
    expect(await rows()).toEqual([])
  })
})

describe('the purge of sent mail', () => {
  const DAY = 86_400_000
  const recovery = (to: string) =>
    enqueueMail(testDb.db, {
      template: 'password-recovery',
      locale: 'es',
      to,
      data: { name: 'Ana', resetUrl: `https://alumni.example/es/reset?token=secret-of-${to}` },
    })

  it('deletes sent mail with its recovery links after the retention, as a scheduled job, and keeps the rest', async () => {
    // Sent 40 days ago (gone); sent 10 days ago (kept); never delivered, 40 days old (kept: failed or waiting).
    const rows = {
      oldSent: await recovery('old-sent@example.org'),
      newSent: await recovery('new-sent@example.org'),
      oldFailed: await recovery('old-failed@example.org'),
      oldPending: await recovery('old-pending@example.org'),
    }
    const age = (id: string, days: number, status: 'sent' | 'failed' | 'pending') =>
      testDb.db
        .update(mailOutbox)
        .set({ status, createdAt: new Date(Date.now() - days * DAY) })
        .where(eq(mailOutbox.id, id))
    await age(rows.oldSent.id, 40, 'sent')
    await age(rows.newSent.id, 10, 'sent')
    await age(rows.oldFailed.id, 40, 'failed')
    await age(rows.oldPending.id, 40, 'pending')
    expect((await testDb.db.select().from(mailOutbox)).map((r) => r.textBody).join()).toContain(
      'secret-of-old-sent@example.org',
    )

    const lines: Record<string, unknown>[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
    const job = createMailPurgeJob({
      db: testDb.db,
      retentionDays: 30,
      logger,
      intervalMs: 60_000,
      firstRunMs: 0,
    })
    job.start()
    await waitFor(() => lines.length > 0)
    await job.stop()

    const left = await testDb.db.select().from(mailOutbox)
    expect(left.map((r) => r.toAddress).sort()).toEqual([
      'new-sent@example.org',
      'old-failed@example.org',
      'old-pending@example.org',
    ])
    expect(left.map((r) => r.textBody).join()).not.toContain('secret-of-old-sent')
    expect(lines[0]).toMatchObject({ job: 'mail-purge', deleted: 1, msg: 'scheduled job ran' })

    // A shorter retention takes the mail sent 10 days ago too.
    expect(await purgeSentMail(testDb.db, new Date(Date.now() - 5 * DAY))).toBe(1)
  })
})
