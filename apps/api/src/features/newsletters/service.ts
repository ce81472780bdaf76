import { randomBytes } from 'node:crypto'
import {
  NewsletterAudience as AudienceSchema,
  type Newsletter,
  type NewsletterAudience,
  type NewsletterInput as NewsletterInputSchema,
  type NewsletterSummary,
  type NewslettersQuery,
} from '@egresa/api-contract/newsletters'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail'
import {
  newsletterCampaigns as campaigns,
  type NewsletterCampaignRow,
  newsletterRecipients as recipients,
} from '../../db/schema/newsletters'
import { users } from '../../db/schema/users'
import { type AuditEntry, auditChanges } from '../../lib/audit'
import { ApiError, notFound } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { sanitizeRichText } from '../../lib/rich-text'
import { audienceWhere, mailLanguageSql } from './audience'

// The office's campaigns (docs/newsletters.md): drafts written, changed and deleted; a send now (the audience
// frozen at once) or at a time (frozen by the newsletter job when it comes); a scheduled one cancelled. Each
// change is one transaction with its audit entry.

const conflict = (message: MessageDescriptor) => new ApiError(409, 'conflict', { message })
const notDraft = msg`Este boletín ya no es un borrador: no se puede cambiar ni borrar.`
const notScheduled = msg`Solo se puede cancelar un boletín programado que aún no ha empezado.`
const pastTime = msg`Elige una fecha y una hora futuras.`

export type AuditWriter = (tx: Db, entry: AuditEntry) => Promise<void>

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/**
 * What each recipient's mail became: its own status, or, for a mail handed to the outbox, the outbox row's
 * (a queued mail whose row the purge deleted was sent: only sent mail is purged).
 */
const effectiveStatus = sql<string>`case
  when ${recipients.status} in ('queued', 'failed') and ${recipients.mailId} is not null then
    case when ${mailOutbox.id} is null then case when ${recipients.status} = 'queued' then 'sent' else ${recipients.status} end
      when ${mailOutbox.status} = 'sent' then 'sent'
      when ${mailOutbox.status} = 'failed' then 'failed'
      else 'queued' end
  else ${recipients.status} end`

async function countsOf(db: Db, campaignId: string): Promise<Newsletter['counts']> {
  const rows = await db
    .select({
      status: effectiveStatus,
      unsubscribed: sql<number>`count(${recipients.unsubscribedAt})::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(recipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, recipients.mailId))
    .where(eq(recipients.campaignId, campaignId))
    .groupBy(effectiveStatus)
  const by = (s: string) => rows.find((r) => r.status === s)?.n ?? 0
  const total = rows.reduce((sum, r) => sum + r.n, 0)
  return {
    recipients: total,
    queued: total - by('pending') - by('skipped'),
    sent: by('sent'),
    failed: by('failed'),
    skipped: by('skipped'),
    unsubscribed: rows.reduce((sum, r) => sum + r.unsubscribed, 0),
  }
}

async function recipientCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map()
  const rows = await db
    .select({ id: recipients.campaignId, n: sql<number>`count(*)::int` })
    .from(recipients)
    .where(inArray(recipients.campaignId, ids))
    .groupBy(recipients.campaignId)
  return new Map(rows.map((r) => [r.id, r.n]))
}

function toSummary(row: NewsletterCampaignRow, count: number | null): NewsletterSummary {
  return {
    hash: row.hash,
    status: row.status,
    subject_es: row.subjectEs,
    scheduled_at: iso(row.scheduledAt),
    started_at: iso(row.startedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    recipients: row.startedAt ? (count ?? 0) : null,
  }
}

export async function toNewsletter(db: Db, row: NewsletterCampaignRow): Promise<Newsletter> {
  const counts = row.startedAt ? await countsOf(db, row.id) : null
  const [author] = row.createdBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.createdBy))
    : []
  return {
    ...toSummary(row, counts?.recipients ?? null),
    subject_en: row.subjectEn,
    subject_ca: row.subjectCa,
    body_es: row.bodyEs,
    body_en: row.bodyEn,
    body_ca: row.bodyCa,
    audience: v.parse(AudienceSchema, row.audience),
    finished_at: iso(row.finishedAt),
    cancelled_at: iso(row.cancelledAt),
    created_by: author?.email ?? null,
    counts,
  }
}

export async function listNewsletters(db: Db, query: NewslettersQuery) {
  const conditions: SQL[] = []
  if (query.status) conditions.push(eq(campaigns.status, query.status))
  if (query.text) {
    conditions.push(
      sql`egresa_unaccent(lower(${campaigns.subjectEs})) like egresa_unaccent(${`%${escapeLike(query.text.toLowerCase())}%`})`,
    )
  }
  const where = conditions.length ? and(...conditions) : undefined
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(campaigns).where(where)
  const rows = await db
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const counts = await recipientCounts(
    db,
    rows.filter((r) => r.startedAt).map((r) => r.id),
  )
  const n = total?.n ?? 0
  return {
    items: rows.map((r) => toSummary(r, counts.get(r.id) ?? 0)),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}

export async function findCampaign(db: Db, hash: string, lock = false): Promise<NewsletterCampaignRow> {
  const query = db.select().from(campaigns).where(eq(campaigns.hash, hash))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
  return row
}

type CleanInput = {
  subjectEs: string
  subjectEn: string
  subjectCa: string
  bodyEs: string
  bodyEn: string
  bodyCa: string
  audience: NewsletterAudience
}

/** The office's input as it is stored, its HTML cleaned (lib/rich-text.ts, the articles' rule). */
function clean(input: v.InferOutput<typeof NewsletterInputSchema>): CleanInput {
  return {
    subjectEs: input.subject_es,
    subjectEn: input.subject_en,
    subjectCa: input.subject_ca,
    bodyEs: sanitizeRichText(input.body_es),
    bodyEn: sanitizeRichText(input.body_en),
    bodyCa: sanitizeRichText(input.body_ca),
    audience: input.audience,
  }
}

const auditFields = ['subjectEs', 'subjectEn', 'subjectCa', 'bodyEs', 'bodyEn', 'bodyCa', 'audience'] as const

const objectOf = (row: NewsletterCampaignRow) => ({ type: 'newsletter', id: row.hash, label: row.subjectEs })

export type ParsedNewsletterInput = v.InferOutput<typeof NewsletterInputSchema>

export async function createNewsletter(
  db: Db,
  params: { input: ParsedNewsletterInput; authorId: string; audit: AuditWriter },
): Promise<NewsletterCampaignRow> {
  const values = clean(params.input)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...values, hash: randomBytes(9).toString('base64url'), createdBy: params.authorId })
      .returning()
    if (!row) throw new Error('newsletter insert returned no row')
    await params.audit(tx, { action: 'newsletters.create', object: objectOf(row) })
    return row
  })
}

/** A draft, locked for the change; 409 when it is no longer one. */
async function lockedDraft(tx: Db, hash: string): Promise<NewsletterCampaignRow> {
  const row = await findCampaign(tx, hash, true)
  if (row.status !== 'draft') throw conflict(notDraft)
  return row
}

export async function updateNewsletter(
  db: Db,
  params: { hash: string; input: ParsedNewsletterInput; audit: AuditWriter },
): Promise<NewsletterCampaignRow> {
  const values = clean(params.input)
  return db.transaction(async (tx) => {
    const before = await lockedDraft(tx, params.hash)
    const [row] = await tx
      .update(campaigns)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(campaigns.id, before.id))
      .returning()
    if (!row) throw notFound()
    await params.audit(tx, {
      action: 'newsletters.update',
      object: objectOf(row),
      changes: auditChanges(before, row, auditFields),
    })
    return row
  })
}

export async function deleteNewsletter(db: Db, params: { hash: string; audit: AuditWriter }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedDraft(tx, params.hash)
    await tx.delete(campaigns).where(eq(campaigns.id, row.id))
    await params.audit(tx, { action: 'newsletters.delete', object: objectOf(row) })
  })
}

/**
 * Freezes a campaign's audience into its recipients (who, at which address, in which language now) and marks
 * it `sending`; one with nobody in it is `sent` at once. In the caller's transaction, with the row locked.
 */
export async function freezeAudience(tx: Db, row: NewsletterCampaignRow, now: Date): Promise<number> {
  const audience = v.parse(AudienceSchema, row.audience)
  await tx.execute(sql`
    insert into ${recipients} (campaign_id, user_id, email, language)
    select ${row.id}::uuid, ${users.id}, ${users.email}, ${mailLanguageSql}
    from ${users} where ${audienceWhere(audience)}
    on conflict do nothing`)
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(recipients)
    .where(eq(recipients.campaignId, row.id))
  const n = count?.n ?? 0
  await tx
    .update(campaigns)
    .set({ status: n ? 'sending' : 'sent', startedAt: now, finishedAt: n ? null : now, updatedAt: now })
    .where(eq(campaigns.id, row.id))
  return n
}

/**
 * Sends a draft now (its audience frozen in this transaction; the newsletter job hands the mail to the outbox)
 * or schedules it at `scheduledAt`, which must lie ahead.
 */
export async function sendNewsletter(
  db: Db,
  params: { hash: string; scheduledAt: Date | null; audit: AuditWriter; locale: Locale; now?: Date },
): Promise<NewsletterCampaignRow> {
  const now = params.now ?? new Date()
  if (params.scheduledAt && params.scheduledAt.getTime() <= now.getTime()) {
    throw new ApiError(400, 'validation_failed', {
      errors: { scheduled_at: [translate(params.locale, pastTime)] },
    })
  }
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, params.hash)
    if (params.scheduledAt) {
      await tx
        .update(campaigns)
        .set({ status: 'scheduled', scheduledAt: params.scheduledAt, updatedAt: now })
        .where(eq(campaigns.id, row.id))
      await params.audit(tx, {
        action: 'newsletters.schedule',
        object: objectOf(row),
        changes: {
          status: { before: 'draft', after: 'scheduled' },
          scheduledAt: { before: null, after: params.scheduledAt.toISOString() },
        },
      })
    } else {
      const count = await freezeAudience(tx, row, now)
      await params.audit(tx, {
        action: 'newsletters.send',
        object: objectOf(row),
        changes: {
          status: { before: 'draft', after: count ? 'sending' : 'sent' },
          recipients: { before: null, after: count },
        },
      })
    }
    return findCampaign(tx, row.hash)
  })
}

export async function cancelNewsletter(
  db: Db,
  params: { hash: string; audit: AuditWriter; now?: Date },
): Promise<NewsletterCampaignRow> {
  const now = params.now ?? new Date()
  return db.transaction(async (tx) => {
    const row = await findCampaign(tx, params.hash, true)
    if (row.status !== 'scheduled') throw conflict(notScheduled)
    const [updated] = await tx
      .update(campaigns)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(campaigns.id, row.id))
      .returning()
    if (!updated) throw notFound()
    await params.audit(tx, {
      action: 'newsletters.cancel',
      object: objectOf(row),
      changes: { status: { before: 'scheduled', after: 'cancelled' } },
    })
    return updated
  })
}
