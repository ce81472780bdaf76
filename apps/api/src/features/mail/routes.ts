import { desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { type MailAttachment, type MailOutboxRow, mailOutbox } from '../../db/schema/mail'
import { escapeHtml } from '../../lib/mail/layout'
import type { MailDb } from '../../lib/mail/outbox'

// The development mailbox: every mail of the outbox, newest first, for people and for e2e journeys that
// need the link of a verification or recovery mail. Mounted only outside production.

const MAILBOX_LIMIT = 50
const linkPattern = /https?:\/\/[^\s<>"']+/g

export type DevMailboxItem = {
  id: string
  template: string
  locale: string
  to: string
  subject: string
  status: string
  attempts: number
  last_error: string | null
  created_at: string
  sent_at: string | null
  text: string
  html: string
  links: string[]
  /** The files the mail carries; `url` downloads one. */
  attachments: { filename: string; content_type: string; size: number; url: string }[]
}

/** Mails of the outbox, newest first, optionally only those to one address. */
export async function listDevMailbox(db: MailDb, to?: string): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAILBOX_LIMIT)
}

function toItem(row: MailOutboxRow): DevMailboxItem {
  return {
    id: row.id,
    template: row.template,
    locale: row.locale,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    text: row.textBody,
    html: row.htmlBody,
    links: [...new Set(row.textBody.match(linkPattern) ?? [])],
    attachments: row.attachments.map((a, i) => ({
      filename: a.filename,
      content_type: a.contentType,
      size: attachmentBytes(a).byteLength,
      url: `/_dev/mailbox/${row.id}/attachments/${i}`,
    })),
  }
}

/** The bytes of an attachment as the outbox keeps it (text, or base64 for binary files). */
function attachmentBytes(a: MailAttachment): Buffer {
  return Buffer.from(a.content, a.encoding === 'base64' ? 'base64' : 'utf8')
}

/** Escapes a text body and turns its http(s) addresses into links. */
function linkify(text: string): string {
  let out = ''
  let last = 0
  for (const match of text.matchAll(linkPattern)) {
    const url = match[0]
    out += escapeHtml(text.slice(last, match.index))
    out += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
    last = match.index + url.length
  }
  return out + escapeHtml(text.slice(last))
}

const pageStyle = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#18181b}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #d4d4d8;vertical-align:top}
pre{white-space:pre-wrap;background:#f4f4f5;padding:12px;border-radius:6px}a{color:#1d4ed8}
.status-failed{color:#b91c1c}.status-pending,.status-sending{color:#92400e}`

function renderPage(rows: MailOutboxRow[]): string {
  const e = escapeHtml
  const body = rows.length
    ? `<table>
<caption class="sr-only">Last ${MAILBOX_LIMIT} mails, newest first</caption>
<thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject and body</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows
  .map(
    (r) => `<tr>
<td><time datetime="${e(r.createdAt.toISOString())}">${e(r.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</time></td>
<td>${e(r.toAddress)}</td>
<td><details><summary>${e(r.subject)} <small>(${e(r.template)}, ${e(r.locale)})</small></summary>
<pre>${linkify(r.textBody)}</pre>
<p><a href="/_dev/mailbox/${e(r.id)}" target="_blank" rel="noopener">HTML version</a>${r.attachments
      .map((a, i) => ` · <a href="/_dev/mailbox/${e(r.id)}/attachments/${i}" download>${e(a.filename)}</a>`)
      .join('')}</p>
</details></td>
<td class="status-${e(r.status)}">${e(r.status)}${r.lastError ? `<br><small>${e(r.lastError)}</small>` : ''}</td>
</tr>`,
  )
  .join('\n')}
</tbody>
</table>`
    : '<p>No mail yet.</p>'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>${pageStyle}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>Mail the portal would have sent (last ${MAILBOX_LIMIT}, newest first). <a href="/_dev/mailbox">Refresh</a> · <a href="/_dev/mailbox.json">JSON</a></p>
${body}
</main>
</body>
</html>
`
}

const uuid = v.pipe(v.string(), v.uuid())
// The page's own style and the mail's inline styles only; no scripts, no remote content.
const csp =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'"

/**
 * `GET /_dev/mailbox` (HTML), `GET /_dev/mailbox.json[?to=address]`, `GET /_dev/mailbox/:id` (a mail's HTML),
 * `GET /_dev/mailbox/:id/attachments/:n` (a file it carries, as a download).
 */
export function devMailboxRoutes(db: MailDb): Hono {
  const app = new Hono()

  app.get('/_dev/mailbox', async (c) => {
    c.header('Content-Security-Policy', csp)
    c.header('Cache-Control', 'no-store')
    return c.html(renderPage(await listDevMailbox(db)))
  })

  app.get('/_dev/mailbox.json', async (c) => {
    const to = c.req.query('to')?.trim()
    c.header('Cache-Control', 'no-store')
    return c.json({ items: (await listDevMailbox(db, to || undefined)).map(toItem) })
  })

  const findMail = async (param: string) => {
    const id = v.safeParse(uuid, param)
    const [row] = id.success
      ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id.output)).limit(1)
      : []
    return row
  }

  app.get('/_dev/mailbox/:id/attachments/:n', async (c) => {
    const row = await findMail(c.req.param('id'))
    const attachment = /^\d+$/.test(c.req.param('n')) ? row?.attachments[Number(c.req.param('n'))] : undefined
    if (!attachment) return c.json({ code: 404, reason: 'not_found', message: 'No such attachment' }, 404)
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`)
    return c.body(new Uint8Array(attachmentBytes(attachment)), 200, {
      'Content-Type': attachment.contentType,
    })
  })

  app.get('/_dev/mailbox/:id', async (c) => {
    const row = await findMail(c.req.param('id'))
    if (!row) return c.json({ code: 404, reason: 'not_found', message: 'No such mail' }, 404)
    c.header('Content-Security-Policy', csp)
    c.header('Cache-Control', 'no-store')
    return c.html(row.htmlBody)
  })

  return app
}
