import nodemailer from 'nodemailer'
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js'
import type { Logger } from 'pino'
import type { MailAttachment } from '../../db/schema/mail'

/** One mail as the worker hands it to a transport. */
export type OutgoingMail = {
  /** The outbox row id; it becomes the Message-ID, the same on every attempt. */
  id: string
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers of the template (List-Unsubscribe of a job alert). */
  headers?: Record<string, string>
  /** Files sent as MIME attachments (an event's `.ics`). */
  attachments?: MailAttachment[]
}

export type MailTransport = {
  /** `smtp` delivers; `dev-mailbox` keeps mails in the outbox table only (see /_dev/mailbox). */
  readonly kind: 'smtp' | 'dev-mailbox'
  send(mail: OutgoingMail): Promise<void>
  /** Closes pooled connections; call it after the worker has stopped. */
  close(): void
}

export type SmtpTransportOptions = {
  /** SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465` (TLS). */
  url: string
  /** MAIL_FROM: `Portal Alumni <no-reply@university.example>`. */
  from: string
  /** Connection, greeting and socket timeouts; defaults 10 s, 10 s, 60 s. */
  connectionTimeoutMs?: number
  greetingTimeoutMs?: number
  socketTimeoutMs?: number
  /** Parallel SMTP connections per process. Default 2. */
  maxConnections?: number
}

export class MailConfigError extends Error {
  override name = 'MailConfigError'
}

function senderDomain(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from
  return address.split('@').pop()?.trim() || 'localhost'
}

/**
 * SMTP through a small nodemailer connection pool. Query parameters of the URL are nodemailer options and
 * win over the defaults here (`?requireTLS=true`, `?tls.rejectUnauthorized=false` for a test relay).
 */
export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  let parsed: URL
  try {
    parsed = new URL(options.url)
  } catch {
    throw new MailConfigError('SMTP_URL is not a valid URL (expected smtp://user:pass@host:587)')
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new MailConfigError('SMTP_URL must start with smtp:// or smtps://')
  }
  if (!options.from.includes('@')) throw new MailConfigError('MAIL_FROM must contain an e-mail address')
  const domain = senderDomain(options.from)
  const transporter = nodemailer.createTransport(
    new SMTPPool({
      pool: true,
      url: options.url,
      maxConnections: options.maxConnections ?? 2,
      connectionTimeout: options.connectionTimeoutMs ?? 10_000,
      greetingTimeout: options.greetingTimeoutMs ?? 10_000,
      socketTimeout: options.socketTimeoutMs ?? 60_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    }),
  )
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${domain}>`,
        headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated' },
        // Content only: file and URL access stay off, so an attachment can never read the server's disk.
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        })),
        disableFileAccess: true,
        disableUrlAccess: true,
      })
    },
    close() {
      transporter.close()
    },
  }
}

/**
 * Development mailbox: nothing leaves the machine; the worker marks mails sent and they stay in the
 * outbox table, where /_dev/mailbox shows them.
 */
export function createDevMailboxTransport(logger: Pick<Logger, 'info'>): MailTransport {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      logger.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject },
        'Mail kept in the development mailbox (/_dev/mailbox)',
      )
    },
    close() {},
  }
}

export type MailTransportConfig = {
  /** SMTP_URL; when absent outside production, the development mailbox. */
  smtpUrl?: string | undefined
  /** MAIL_FROM; required with smtpUrl. */
  from?: string | undefined
  /** NODE_ENV === 'production': refuses to run without SMTP. */
  production: boolean
  logger: Pick<Logger, 'info'>
}

export function createMailTransport(config: MailTransportConfig): MailTransport {
  if (config.smtpUrl) {
    if (!config.from) throw new MailConfigError('MAIL_FROM is required when SMTP_URL is set')
    return createSmtpTransport({ url: config.smtpUrl, from: config.from })
  }
  if (config.production) throw new MailConfigError('SMTP_URL is required in production')
  return createDevMailboxTransport(config.logger)
}
