import type { EventQuestion, MyEvent, RegistrationInput } from '@egresa/api-contract/events'
import type { RoleOrAnonymous } from '@egresa/api-contract/permissions'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import QRCode from 'qrcode'
import type { Db } from '../../db/client'
import { articles, eventRegistrations } from '../../db/schema/content'
import { users } from '../../db/schema/users'
import { ApiError, notFound } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { signLinkToken, verifyLinkToken } from '../../lib/link-tokens'
import type { AppOrigins } from '../../lib/links'
import { enqueueMail, type MailDb } from '../../lib/mail/outbox'
import { resolveMailLocale } from '../../lib/mail/templates'
import { articleUrl, eventIcsAttachment } from './feeds'
import { type ArticleRow, articleLanguage, findPublishedRow } from './queries'
import { type EventRow, isOpen, mayRegister, waitingPosition } from './registration-reads'

// Events people sign up for in the portal (docs/events.md): places, a waiting list in order, tickets
// signed with MAIL_LINK_SECRET, and the mails of each step queued in the transaction of the change.

/** What the mails and tickets need: the alumni app's origin and the secret the tickets are signed with. */
export type EventLinks = { origins: AppOrigins; secret: string }

const TICKET_PURPOSE = 'event-ticket'

const noPortalSignups = msg`Este evento no admite inscripciones en el portal.`
const closedByOffice = msg`La oficina ha cerrado las inscripciones de este evento.`
const closedOnDate = msg`Las inscripciones de este evento ya están cerradas.`
const alreadyStarted = msg`Este evento ya ha empezado.`
const premiumOnly = msg`Las inscripciones de este evento son solo para socios Premium.`

/** The 409 of a sign-up refused by the state of the event, with its reason. */
function closedError(row: EventRow, now: Date): ApiError {
  if (!row.signups) return new ApiError(409, 'conflict', { message: noPortalSignups })
  if (row.startsAt && now >= row.startsAt) return new ApiError(409, 'conflict', { message: alreadyStarted })
  if (row.signupsClosed) return new ApiError(409, 'conflict', { message: closedByOffice })
  return new ApiError(409, 'conflict', { message: closedOnDate })
}

const requiredAnswer = msg`Responde a esta pregunta.`
const unknownOption = msg`Elige una de las opciones.`
const unknownQuestion = msg`Esta pregunta no es de este evento.`

/** The answers checked against the questions: 400 with a message on `answers.<id>` for each wrong one. */
function checkAnswers(
  questions: EventQuestion[],
  answers: RegistrationInput['answers'],
  locale: Locale,
): Record<string, string> {
  const errors: Record<string, string[]> = {}
  const add = (id: string, message: MessageDescriptor) => {
    errors[`answers.${id}`] = [translate(locale, message)]
  }
  const kept: Record<string, string> = {}
  const ids = new Set(questions.map((q) => q.id))
  for (const id of Object.keys(answers)) if (!ids.has(id)) add(id, unknownQuestion)
  for (const q of questions) {
    const answer = answers[q.id]?.trim() ?? ''
    if (!answer) {
      if (q.required) add(q.id, requiredAnswer)
      continue
    }
    if (q.kind === 'choice' && !q.options.some((o) => o.id === answer)) add(q.id, unknownOption)
    kept[q.id] = answer
  }
  if (Object.keys(errors).length) throw new ApiError(400, 'validation_failed', { errors })
  return kept
}

// Signing up and cancelling.

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
function newHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join('')
}

/** The event row, locked for the rest of the transaction: sign-ups and cancellations of it go one at a time. */
async function lockEvent(tx: Db, id: string) {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

async function confirmedCount(tx: Db, articleId: string): Promise<number> {
  const [r] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.articleId, articleId), eq(eventRegistrations.state, 'confirmed')))
  return r?.n ?? 0
}

/**
 * Signs the person up to a published event: a place while there are places (the event's row locked, so two
 * sign-ups for the last place never both get it), else the waiting list. Signing up again while signed up
 * changes nothing and mails nothing; after cancelling it is a new sign-up, at the end of the list.
 */
export async function signUpToEvent(
  db: Db,
  params: {
    userId: string
    role: RoleOrAnonymous
    id: string
    input: RegistrationInput
    locale: Locale
    links: EventLinks
    now?: Date
  },
): Promise<ArticleRow> {
  const now = params.now ?? new Date()
  const row = await findPublishedRow(db, params.id, params.locale)
  if (row?.type !== 'EVENT') throw notFound()
  if (!row.signups) throw closedError(row, now)
  if (!mayRegister(row, params.role)) throw new ApiError(403, 'forbidden', { message: premiumOnly })
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, row.id)
    if (!isOpen(event, now)) throw closedError(event, now)
    const answers = checkAnswers(event.questions, params.input.answers, params.locale)
    const [existing] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.articleId, event.id), eq(eventRegistrations.userId, params.userId)))
    if (existing && existing.state !== 'cancelled') return
    const free = event.places === null || (await confirmedCount(tx, event.id)) < event.places
    const state = free ? 'confirmed' : 'waiting'
    const fresh = {
      state,
      answers,
      seq: sql`nextval(pg_get_serial_sequence('event_registrations', 'seq'))`,
      createdAt: now,
      promotedAt: null,
      cancelledAt: null,
      checkedInAt: null,
      checkedInBy: null,
      reminderSentAt: null,
    } as const
    const [saved] = existing
      ? await tx
          .update(eventRegistrations)
          .set(fresh)
          .where(eq(eventRegistrations.id, existing.id))
          .returning({ hash: eventRegistrations.hash, seq: eventRegistrations.seq })
      : await tx
          .insert(eventRegistrations)
          .values({ ...fresh, hash: newHash(), articleId: event.id, userId: params.userId })
          .returning({ hash: eventRegistrations.hash, seq: eventRegistrations.seq })
    if (!saved) throw new Error('a sign-up without its row')
    const position = state === 'waiting' ? await waitingPosition(tx, event.id, saved.seq) : null
    await queueRegistrationMail(tx, {
      kind: state,
      row: { ...row, ...event },
      userId: params.userId,
      registration: saved.hash,
      position,
      links: params.links,
    })
  })
  return row
}

const cancelAfterStart = msg`Este evento ya ha empezado: ya no se puede anular la inscripción.`

/**
 * Cancels the person's place or waiting position until the event starts; a freed place goes to the first
 * person waiting, in the same transaction, with their mail. Cancelling twice changes nothing.
 */
export async function cancelEventSignUp(
  db: Db,
  params: { userId: string; id: string; locale: Locale; links: EventLinks; now?: Date },
): Promise<ArticleRow> {
  const now = params.now ?? new Date()
  const row = await findPublishedRow(db, params.id, params.locale)
  if (row?.type !== 'EVENT') throw notFound()
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, row.id)
    if (event.startsAt && now >= event.startsAt)
      throw new ApiError(409, 'conflict', { message: cancelAfterStart })
    const [cancelled] = await tx
      .update(eventRegistrations)
      .set({ state: 'cancelled', cancelledAt: now })
      .where(
        and(
          eq(eventRegistrations.articleId, event.id),
          eq(eventRegistrations.userId, params.userId),
          inArray(eventRegistrations.state, ['confirmed', 'waiting']),
        ),
      )
      .returning({ id: eventRegistrations.id })
    if (!cancelled) return
    await promoteWaiting(tx, { ...row, ...event }, params.links, now)
  })
  return row
}

/**
 * When an account goes (features/privacy, in the erasure's transaction): its places and waiting positions in
 * events not started yet are cancelled, and each freed place goes to the first person waiting, with their mail.
 * Answers how many people got a place.
 */
export async function releaseEventPlacesOf(
  tx: Db,
  params: { userId: string; links: EventLinks; now?: Date },
): Promise<number> {
  const now = params.now ?? new Date()
  const held = await tx
    .select({ articleId: eventRegistrations.articleId })
    .from(eventRegistrations)
    .innerJoin(articles, eq(articles.id, eventRegistrations.articleId))
    .where(
      and(
        eq(eventRegistrations.userId, params.userId),
        inArray(eventRegistrations.state, ['confirmed', 'waiting']),
        gt(articles.startsAt, now),
      ),
    )
  let promoted = 0
  for (const { articleId } of held) {
    const event = await lockEvent(tx, articleId)
    await tx
      .update(eventRegistrations)
      .set({ state: 'cancelled', cancelledAt: now })
      .where(and(eq(eventRegistrations.articleId, articleId), eq(eventRegistrations.userId, params.userId)))
    promoted += await promoteWaiting(tx, event, params.links, now)
  }
  return promoted
}

/**
 * Gives the free places to the people waiting, first come first served, each with their mail; called in a
 * transaction that holds the event's row (a cancellation, more places).
 */
export async function promoteWaiting(tx: Db, row: ArticleRow, links: EventLinks, now = new Date()) {
  if (!row.signups || (row.startsAt && now >= row.startsAt)) return 0
  const free = row.places === null ? 1_000_000 : row.places - (await confirmedCount(tx, row.id))
  if (free <= 0) return 0
  const next = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.articleId, row.id), eq(eventRegistrations.state, 'waiting')))
    .orderBy(asc(eventRegistrations.seq))
    .limit(free)
  if (!next.length) return 0
  const promoted = await tx
    .update(eventRegistrations)
    .set({ state: 'confirmed', promotedAt: now })
    .where(
      inArray(
        eventRegistrations.id,
        next.map((r) => r.id),
      ),
    )
    .returning({
      userId: eventRegistrations.userId,
      hash: eventRegistrations.hash,
      seq: eventRegistrations.seq,
    })
  promoted.sort((a, b) => a.seq - b.seq)
  for (const p of promoted)
    await queueRegistrationMail(tx, {
      kind: 'promoted',
      row,
      userId: p.userId,
      registration: p.hash,
      position: null,
      links,
    })
  return promoted.length
}

// Tickets.

/** The ticket's token: the event's and the registration's hashes, signed (lib/link-tokens.ts). */
export const ticketToken = (secret: string, articleHash: string, registrationHash: string) =>
  signLinkToken(secret, TICKET_PURPOSE, [articleHash, registrationHash])

/** The hashes a ticket names, or null for a token not signed with the secret (made up or altered). */
export function readTicket(secret: string, token: string): { event: string; registration: string } | null {
  const parts = verifyLinkToken(secret, TICKET_PURPOSE, token.trim(), 2)
  return parts?.[0] && parts[1] ? { event: parts[0], registration: parts[1] } : null
}

export const ticketSvg = (token: string) =>
  QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
const ticketPngBytes = (token: string) =>
  QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 })
export const ticketPng = (token: string) =>
  QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 2, width: 320 })

// Mails.

export type RegistrationMailKind = 'confirmed' | 'waiting' | 'promoted' | 'reminder'

/**
 * The mail of a step of a sign-up, in the person's mail language: a confirmed place (also when promoted
 * from the waiting list, and the reminder) carries the event's `.ics` and the ticket (its QR code as a PNG
 * and its text); a waiting position says its place in the list.
 */
export async function queueRegistrationMail(
  tx: MailDb,
  params: {
    kind: RegistrationMailKind
    row: ArticleRow
    userId: string
    registration: string
    position: number | null
    links: EventLinks
  },
): Promise<void> {
  const { row, links } = params
  const [person] = await tx
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, params.userId))
  if (!person || !row.startsAt) return
  const page = resolveMailLocale(person.language)
  const web: Locale = page === 'en' ? 'en' : 'es'
  const en = articleLanguage(row, web) === 'en'
  const withTicket = params.kind !== 'waiting'
  const token = ticketToken(links.secret, row.hash, params.registration)
  const attachments = withTicket
    ? [
        eventIcsAttachment(row, { origin: links.origins.alumni, locale: web }),
        {
          filename: 'ticket.png',
          contentType: 'image/png',
          content: new Uint8Array(await ticketPngBytes(token)),
        },
      ]
    : []
  await enqueueMail(tx, {
    template: 'event-registration',
    locale: person.language,
    to: person.email,
    data: {
      name: person.name,
      kind: params.kind,
      eventTitle: en ? (row.titleEn ?? row.title) : row.title,
      eventUrl: articleUrl(links.origins.alumni, row, web, page),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      place: row.place ?? '',
      onlineUrl: row.onlineUrl,
      position: params.position,
      ticket: withTicket ? token : null,
    },
    attachments,
  })
}

// "My events".

export async function listMyEvents(
  db: Db,
  params: {
    userId: string
    when: 'upcoming' | 'past'
    page: number
    size: number
    locale: Locale
    now?: Date
  },
) {
  const now = params.now ?? new Date()
  const end = sql`coalesce(${articles.endsAt}, ${articles.startsAt})`
  const where = and(
    eq(eventRegistrations.userId, params.userId),
    eq(articles.status, 'PUBLISHED'),
    params.when === 'upcoming' ? gte(end, now) : lt(end, now),
  )
  const rows = await db
    .select({
      hash: articles.hash,
      slug: articles.slug,
      slugEn: articles.slugEn,
      title: articles.title,
      titleEn: articles.titleEn,
      place: articles.place,
      startsAt: articles.startsAt,
      endsAt: articles.endsAt,
      id: articles.id,
      state: eventRegistrations.state,
      seq: eventRegistrations.seq,
      checkedInAt: eventRegistrations.checkedInAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(eventRegistrations)
    .innerJoin(articles, eq(articles.id, eventRegistrations.articleId))
    .where(where)
    .orderBy(
      params.when === 'upcoming' ? asc(articles.startsAt) : desc(articles.startsAt),
      asc(articles.hash),
    )
    .limit(params.size)
    .offset((params.page - 1) * params.size)
  const items: MyEvent[] = []
  for (const r of rows) {
    const en = articleLanguage(r, params.locale) === 'en'
    items.push({
      hash: r.hash,
      slug: en ? (r.slugEn ?? r.slug) : r.slug,
      title: en ? (r.titleEn ?? r.title) : r.title,
      place: r.place,
      starts_at: r.startsAt?.toISOString() ?? '',
      ends_at: r.endsAt?.toISOString() ?? null,
      state: r.state,
      position: r.state === 'waiting' ? await waitingPosition(db, r.id, r.seq) : null,
      checked_in_at: r.checkedInAt?.toISOString() ?? null,
      ticket: r.state === 'confirmed' && params.when === 'upcoming',
    })
  }
  const total = rows[0]?.total ?? 0
  return { items, total, maxPages: Math.ceil(total / params.size) }
}

/** The caller's registration to a published event, with the event; null when none. */
export async function findMyRegistration(db: Db, params: { userId: string; id: string; locale: Locale }) {
  const row = await findPublishedRow(db, params.id, params.locale)
  if (row?.type !== 'EVENT' || !row.startsAt) return null
  const [found] = await db
    .select({ reg: eventRegistrations, name: users.name, surname: users.surname })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(and(eq(eventRegistrations.articleId, row.id), eq(eventRegistrations.userId, params.userId)))
  if (!found) return null
  const person = [found.name, found.surname].filter(Boolean).join(' ')
  return { row, reg: found.reg, startsAt: row.startsAt, person }
}

/** Confirmed places of events starting within the next day whose reminder is not sent yet. */
export const dueReminderWhere = (now: Date) =>
  and(
    eq(eventRegistrations.state, 'confirmed'),
    isNull(eventRegistrations.reminderSentAt),
    eq(articles.status, 'PUBLISHED'),
    sql`${articles.startsAt} > ${now}`,
    sql`${articles.startsAt} <= ${new Date(now.getTime() + 24 * 3600_000)}`,
  )

/**
 * The events job's work (docs/events.md, "The reminder"): every confirmed place of a published event that
 * starts within the next day gets its reminder once, marked in the transaction that queues it; a place
 * taken less than a day before the start is not reminded (its confirmation has just been mailed).
 */
export async function sendDueReminders(db: Db, links: EventLinks, now = new Date()) {
  const dayAhead = new Date(now.getTime() + 24 * 3600_000)
  return db.transaction(async (tx) => {
    const events = tx
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          eq(articles.status, 'PUBLISHED'),
          eq(articles.type, 'EVENT'),
          sql`${articles.signups} is not null`,
          sql`${articles.startsAt} > ${now}`,
          lte(articles.startsAt, dayAhead),
        ),
      )
    const due = await tx
      .update(eventRegistrations)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(eventRegistrations.state, 'confirmed'),
          isNull(eventRegistrations.reminderSentAt),
          inArray(eventRegistrations.articleId, events),
          sql`coalesce(${eventRegistrations.promotedAt}, ${eventRegistrations.createdAt}) < (select a.starts_at - interval '1 day' from articles a where a.id = ${eventRegistrations.articleId})`,
        ),
      )
      .returning({
        articleId: eventRegistrations.articleId,
        userId: eventRegistrations.userId,
        hash: eventRegistrations.hash,
      })
    const rows = new Map<string, ArticleRow>()
    for (const r of due) {
      let row = rows.get(r.articleId)
      if (!row) {
        const [found] = await tx.select().from(articles).where(eq(articles.id, r.articleId))
        if (!found) continue
        row = found
        rows.set(r.articleId, row)
      }
      await queueRegistrationMail(tx, {
        kind: 'reminder',
        row,
        userId: r.userId,
        registration: r.hash,
        position: null,
        links,
      })
    }
    return { reminded: due.length }
  })
}
