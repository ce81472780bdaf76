// Test helpers: mail received by a real SMTP server on loopback, real image and
// PDF bytes, multipart uploads. Only imported by *.test.ts files.
import { createHash } from 'node:crypto'
import { asc } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import sharp from 'sharp'
import { categories, tags } from '../db/schema/reference'
import { createMailWorker } from '../lib/mail/outbox'
import { createSmtpTransport } from '../lib/mail/transport'
import type { TestApp } from './harness'
import { silentLogger, startSmtpServer, type TestSmtpServer } from './smtp'

export type Mailbox = {
  smtp: TestSmtpServer
  /** Runs the outbox worker once and answers the mails that arrived at the SMTP server with it. */
  deliver: () => Promise<ParsedMail[]>
  close: () => Promise<void>
}

/** A real SMTP server and an outbox worker delivering the test app's mail to it. */
export async function startMailbox(t: TestApp): Promise<Mailbox> {
  const smtp = await startSmtpServer()
  const transport = createSmtpTransport({ url: smtp.url, from: 'Portal Alumni <no-reply@alumni.test>' })
  // The worker's clock runs a little ahead, so a mail enqueued just now is due.
  const worker = createMailWorker({
    db: t.database.db,
    transport,
    logger: silentLogger,
    now: () => new Date(Date.now() + 2_000),
  })
  return {
    smtp,
    async deliver() {
      // Mail that requests enqueue after answering (password recovery) is in the outbox once they settle.
      await t.app.settled()
      const before = smtp.received.length
      await worker.runOnce()
      return smtp.received.slice(before).map((m) => m.parsed)
    },
    async close() {
      transport.close()
      await smtp.close()
    },
  }
}

/** The address of the mail's action link (the text body lists it after the label); fails without a mail. */
export function linkIn(mail: ParsedMail | undefined): URL {
  if (!mail) throw new Error('No mail to read a link from')
  const match = /https?:\/\/\S+/.exec(mail.text ?? '')
  if (!match) throw new Error(`No link in the mail "${mail.subject}"`)
  return new URL(match[0])
}

/** The `token` of a link a mail carries (recovery, e-mail change). */
export function tokenIn(link: URL): string {
  const token = link.searchParams.get('token')
  if (!token) throw new Error(`No token in ${link}`)
  return token
}

export const recipients = (mail: ParsedMail | undefined) =>
  mail === undefined
    ? []
    : (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
        a.value.map((v) => v.address),
      )

/** A real PNG of the given size. */
export function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer()
}

/** A small but well-formed PDF. */
export function pdf(text = 'Curriculum'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  )
}

/** The start of a Windows program (MZ header and PE signature), as an .exe renamed .pdf or .png would be. */
export function exe(): Buffer {
  const bytes = Buffer.alloc(1024)
  bytes.write('MZ', 0, 'latin1')
  bytes.writeUInt32LE(0x80, 0x3c)
  bytes.write('PE\0\0', 0x80, 'latin1')
  return bytes
}

/** A multipart body with one file field. */
export function form(field: string, bytes: Uint8Array, name: string, type: string): FormData {
  const body = new FormData()
  body.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  return body
}

/** Hashes of reference rows for forms: a leaf and a branch of the studies tree, a USER and an ARTICLE tag. */
export async function referenceHashes(t: TestApp) {
  const db = t.database.db
  const all = await db.select().from(categories).orderBy(asc(categories.id))
  const parents = new Set(all.map((c) => c.parentId))
  const leaf = all.find((c) => !parents.has(c.id))
  const branch = all.find((c) => parents.has(c.id))
  const tagRows = await db.select().from(tags).orderBy(asc(tags.id))
  const [userTag, otherUserTag] = tagRows.filter((tag) => tag.type === 'USER')
  const articleTag = tagRows.find((tag) => tag.type === 'ARTICLE')
  if (!leaf || !branch || !userTag || !otherUserTag || !articleTag) {
    throw new Error('The reference data lacks a leaf, a branch, two USER tags or an ARTICLE tag')
  }
  return {
    leaf: leaf.hash,
    leafTitle: { es: leaf.titleEs, en: leaf.titleEn, ca: leaf.titleCa },
    branch: branch.hash,
    branchId: branch.id,
    userTag: userTag.hash,
    otherUserTag: otherUserTag.hash,
    articleTag: articleTag.hash,
    categories: all,
  }
}

/**
 * A valid DNI (its control letter right) of its own for `seed`: no two accounts may share a DNI, so each
 * registration of a test has one.
 */
export function dniFor(seed: string): string {
  const digits = createHash('sha256').update(seed).digest().readUInt32BE(0) % 100_000_000
  return `${String(digits).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(digits % 23)}`
}

/** A valid body of `POST /usr/register` for `email` (with a DNI of its own), with `extra` fields changed. */
export const alumniRegistration = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Lucía',
  surname: 'Martín',
  email,
  email_repeat: email,
  password: 'una-clave-larga-2026',
  password_repeat: 'una-clave-larga-2026',
  document_type: 'dni',
  document_number: dniFor(email.toLowerCase()),
  is_privacy: true,
  is_conditions: true,
  ...extra,
})
