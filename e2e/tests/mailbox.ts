import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { portOf, SHARD } from './urls'

/** Shard i's SMTP server (global-setup.ts) listens here; its web server sends its mail to it (SMTP_URL). */
export const smtpPortOf = (shard: number) => portOf(shard) + 1
export const SMTP_PORT = smtpPortOf(SHARD)

/** A mail as the SMTP server received it (global-setup.ts writes one JSON file per mail). */
export type ReceivedMail = {
  to: string[]
  subject: string
  text: string
  html: string
  /** Each header as it came, by its lower-case name (`list-unsubscribe`). */
  headers: Record<string, string>
  /** The files the mail carries, their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[]
  receivedAt: string
}

/** The mail of this worker's portal: shard i's SMTP server writes into E2E_MAIL_DIR/i. */
function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir)
    throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts (global setup)')
  return join(dir, String(SHARD))
}

export function receivedMails(): ReceivedMail[] {
  const dir = mailDir()
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ReceivedMail)
}

/**
 * Waits for a mail to `to` whose subject matches; the API's outbox worker delivers within a few seconds.
 * With `since` (a time in ms), only a mail received from then on counts: the same person may have had the
 * same mail earlier in the run.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { since = 0, timeout = 30_000 }: { since?: number; timeout?: number } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      () => {
        found = receivedMails().find(
          (m) =>
            m.to.includes(to.toLowerCase()) &&
            subject.test(m.subject) &&
            new Date(m.receivedAt).getTime() >= since,
        )
        return found !== undefined
      },
      { timeout, intervals: [250, 500, 1000], message: `a mail to ${to} about ${subject}` },
    )
    .toBe(true)
  return found as ReceivedMail
}

/** The first link of a mail's text whose path matches, e.g. `/user/recovery`. */
export function linkIn(mail: ReceivedMail, path: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => path.test(new URL(url).pathname))
  if (!link) throw new Error(`no link to ${path} in "${mail.subject}":\n${mail.text}`)
  return link
}
