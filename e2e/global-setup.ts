import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { smtpPortOf } from './tests/mailbox'
import { SHARDS } from './tests/urls'

/**
 * A real SMTP server on loopback for each shard's portal (its web server gets SMTP_URL pointing there). Each
 * mail it receives becomes a JSON file in E2E_MAIL_DIR/<shard>, which that shard's tests (other processes)
 * read.
 */
export default async function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), 'egresa-e2e-mail-'))
  process.env.E2E_MAIL_DIR = root
  const servers = await Promise.all(
    Array.from({ length: SHARDS }, (_, shard) => {
      const dir = join(root, String(shard))
      mkdirSync(dir)
      return mailbox(dir, smtpPortOf(shard))
    }),
  )
  return () =>
    Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
}

async function mailbox(dir: string, port: number): Promise<SMTPServer> {
  let count = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // The portal keeps its pooled SMTP connection open: at the end of the run, close drops it after this
    // long instead of waiting 30 s (smtp-server's default) for the portal to hang up.
    closeTimeout: 500,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          count += 1
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            // Each header as it came (unfolded), by its lower-case name: List-Unsubscribe and the like.
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
            // Text files only (an event's .ics): what the tests read.
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
            receivedAt: new Date().toISOString(),
          }
          writeFileSync(join(dir, `${String(count).padStart(5, '0')}.json`), JSON.stringify(mail))
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return server
}
