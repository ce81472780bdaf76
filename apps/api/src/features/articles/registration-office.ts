import type { AdminRegistration, CheckInInput, RegistrationState } from '@egresa/api-contract/events'
import { msg } from '@lingui/core/macro'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { articles, eventRegistrations } from '../../db/schema/content'
import { users } from '../../db/schema/users'
import { csvFile } from '../../lib/csv'
import { ApiError, notFound } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { enqueueMail } from '../../lib/mail/outbox'
import { resolveMailLocale } from '../../lib/mail/templates'
import { articleUrl } from './feeds'
import { articleLanguage, findArticleRow } from './queries'
import { eventCounts, labelIn } from './registration-reads'
import { type EventLinks, readTicket } from './registrations'
import type { Audit } from './service'

// The office's side of an event's portal sign-ups (docs/events.md, "The office"): the list with the
// answers, the CSV, closing and reopening, a message to everyone with a place, and the check-in at the door.

const eventObject = (row: { hash: string; title: string }) => ({
  type: 'article',
  id: row.hash,
  label: row.title,
})

/** The event by its hash, in any state (the office prepares the list before publishing). */
async function eventOrThrow(db: Db, hash: string) {
  const row = await findArticleRow(db, hash)
  if (row?.type !== 'EVENT') throw notFound()
  return row
}

const registrationColumns = {
  id: eventRegistrations.hash,
  state: eventRegistrations.state,
  seq: eventRegistrations.seq,
  answers: eventRegistrations.answers,
  createdAt: eventRegistrations.createdAt,
  promotedAt: eventRegistrations.promotedAt,
  cancelledAt: eventRegistrations.cancelledAt,
  checkedInAt: eventRegistrations.checkedInAt,
  userHash: users.hash,
  name: users.name,
  surname: users.surname,
  email: users.email,
  // Those waiting, in order: the position is their rank among the waiting ones.
  position: sql<number | null>`case when ${eventRegistrations.state} = 'waiting' then (
    select count(*) from event_registrations w
    where w.article_id = ${eventRegistrations.articleId} and w.state = 'waiting' and w.seq <= ${eventRegistrations.seq}
  ) end`.mapWith((v) => (v === null ? null : Number(v))),
}

type RegistrationRow = {
  id: string
  state: RegistrationState
  position: number | null
  answers: Record<string, string>
  createdAt: Date
  promotedAt: Date | null
  cancelledAt: Date | null
  checkedInAt: Date | null
  userHash: string
  name: string
  surname: string | null
  email: string
}

const iso = (d: Date | null) => d?.toISOString() ?? null

function toAdminRegistration(r: RegistrationRow): AdminRegistration {
  return {
    id: r.id,
    state: r.state,
    position: r.position,
    user: { hash: r.userHash, name: r.name, surname: r.surname ?? '', email: r.email },
    answers: r.answers,
    created_at: r.createdAt.toISOString(),
    promoted_at: iso(r.promotedAt),
    cancelled_at: iso(r.cancelledAt),
    checked_in_at: iso(r.checkedInAt),
  }
}

// Confirmed first, then waiting in order, then cancelled; each in the order they signed up.
const listOrder = [
  sql`case ${eventRegistrations.state} when 'confirmed' then 0 when 'waiting' then 1 else 2 end`,
  asc(eventRegistrations.seq),
]

/** `GET /usr/admin/events/{hash}/registrations`: a page of the list, and the counts. */
export async function listRegistrations(
  db: Db,
  params: { hash: string; state?: RegistrationState; text?: string; page: number; size: number },
) {
  const row = await eventOrThrow(db, params.hash)
  const like = params.text ? params.text.replace(/[\\%_]/g, (c) => `\\${c}`) : null
  const where = and(
    eq(eventRegistrations.articleId, row.id),
    params.state ? eq(eventRegistrations.state, params.state) : undefined,
    like
      ? sql`egresa_unaccent(lower(${users.name} || ' ' || coalesce(${users.surname}, '') || ' ' || ${users.email})) like '%' || egresa_unaccent(lower(${like})) || '%'`
      : undefined,
  )
  const rows = await db
    .select({ ...registrationColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(where)
    .orderBy(...listOrder)
    .limit(params.size)
    .offset((params.page - 1) * params.size)
  const total = rows[0]?.total ?? 0
  return {
    items: rows.map(toAdminRegistration),
    total,
    maxPages: Math.ceil(total / params.size),
    counts: await eventCounts(db, row),
  }
}

/** `GET /usr/admin/events/{hash}/registrations.csv`: everyone signed up or waiting, with the answers. */
export async function registrationsCsv(db: Db, params: { hash: string; locale: Locale }) {
  const row = await eventOrThrow(db, params.hash)
  const rows = await db
    .select(registrationColumns)
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(
      and(
        eq(eventRegistrations.articleId, row.id),
        inArray(eventRegistrations.state, ['confirmed', 'waiting']),
      ),
    )
    .orderBy(...listOrder)
  const say = (m: Parameters<typeof translate>[1]) => translate(params.locale, m)
  const stateWord = (s: RegistrationState) =>
    s === 'confirmed'
      ? say(msg`Con plaza`)
      : s === 'waiting'
        ? say(msg`En lista de espera`)
        : say(msg`Anulada`)
  const answerText = (qid: string, answer: string | undefined) => {
    const q = row.questions.find((x) => x.id === qid)
    const option = q?.kind === 'choice' ? q.options.find((o) => o.id === answer) : undefined
    return option ? labelIn(option.label, params.locale) : (answer ?? '')
  }
  const header = [
    say(msg`Nombre`),
    say(msg`Apellidos`),
    say(msg`Correo electrónico`),
    say(msg`Estado`),
    say(msg`Posición en la lista de espera`),
    say(msg`Fecha de la inscripción`),
    say(msg`Entrada registrada`),
    ...row.questions.map((q) => labelIn(q.label, params.locale)),
  ]
  const file = csvFile([
    header,
    ...rows.map((r) => [
      r.name,
      r.surname ?? '',
      r.email,
      stateWord(r.state),
      r.position === null ? '' : String(r.position),
      r.createdAt.toISOString(),
      iso(r.checkedInAt) ?? '',
      ...row.questions.map((q) => answerText(q.id, r.answers[q.id])),
    ]),
  ])
  return { file, filename: `${row.slug}-inscripciones.csv` }
}

const noSignups = msg`Este evento no admite inscripciones en el portal.`

/** `PUT /usr/admin/events/{hash}/signups`: closes or reopens the sign-ups, audited. */
export async function setSignupsClosed(db: Db, params: { hash: string; closed: boolean; audit: Audit }) {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(articles).where(eq(articles.hash, params.hash)).for('update')
    if (current?.type !== 'EVENT') throw notFound()
    if (!current.signups) throw new ApiError(409, 'conflict', { message: noSignups })
    if (current.signupsClosed === params.closed) return current
    await tx
      .update(articles)
      .set({ signupsClosed: params.closed, updatedAt: new Date() })
      .where(eq(articles.id, current.id))
    await params.audit(tx, {
      action: params.closed ? 'events.close' : 'events.reopen',
      object: eventObject(current),
      changes: { signupsClosed: { before: current.signupsClosed, after: params.closed } },
    })
    return { ...current, signupsClosed: params.closed }
  })
  return eventCounts(db, row)
}

/** `POST /usr/admin/events/{hash}/mail`: the office's message to everyone with a place, through the outbox. */
export async function mailAttendees(
  db: Db,
  params: { hash: string; subject: string; text: string; links: EventLinks; audit: Audit },
) {
  const row = await eventOrThrow(db, params.hash)
  return db.transaction(async (tx) => {
    const people = await tx
      .select({ email: users.email, name: users.name, language: users.language })
      .from(eventRegistrations)
      .innerJoin(users, eq(users.id, eventRegistrations.userId))
      .where(and(eq(eventRegistrations.articleId, row.id), eq(eventRegistrations.state, 'confirmed')))
    for (const person of people) {
      const page = resolveMailLocale(person.language)
      const web: Locale = page === 'en' ? 'en' : 'es'
      const en = articleLanguage(row, web) === 'en'
      await enqueueMail(tx, {
        template: 'event-message',
        locale: person.language,
        to: person.email,
        data: {
          name: person.name,
          eventTitle: en ? (row.titleEn ?? row.title) : row.title,
          eventUrl: articleUrl(params.links.origins.alumni, row, web, page),
          subject: params.subject,
          text: params.text,
        },
      })
    }
    await params.audit(tx, {
      action: 'events.mail',
      object: eventObject(row),
      changes: {
        subject: { before: null, after: params.subject },
        recipients: { before: null, after: people.length },
      },
    })
    return { queued: people.length }
  })
}

const forgedTicket = msg`Esta entrada no es válida: no la ha emitido el portal o está alterada.`
const notConfirmed = msg`Esta inscripción no tiene plaza (está en lista de espera o anulada).`

/**
 * `POST /usr/admin/events/{hash}/check-in`: by the ticket's token (scanned) or the registration's id (found
 * by name). Once only: a second time is a 409 that says when; a ticket of another event, a 409 naming it; a
 * token not signed by the portal, a 400 on `token`.
 */
export async function checkIn(
  db: Db,
  params: {
    hash: string
    input: CheckInInput
    byUserId: string
    secret: string
    locale: Locale
    audit: Audit
  },
) {
  const row = await eventOrThrow(db, params.hash)
  let registrationHash: string
  if ('token' in params.input) {
    const ticket = readTicket(params.secret, params.input.token)
    if (!ticket)
      throw new ApiError(400, 'validation_failed', {
        errors: { token: [translate(params.locale, forgedTicket)] },
      })
    if (ticket.event !== row.hash) {
      const [other] = await db
        .select({ title: articles.title })
        .from(articles)
        .where(eq(articles.hash, ticket.event))
      const title = other?.title ?? ticket.event
      throw new ApiError(409, 'conflict', { message: msg`Esta entrada es de otro evento: «${title}».` })
    }
    registrationHash = ticket.registration
  } else registrationHash = params.input.registration

  const now = new Date()
  await db.transaction(async (tx) => {
    const [reg] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.hash, registrationHash), eq(eventRegistrations.articleId, row.id)))
      .for('update')
    if (!reg) throw notFound()
    if (reg.checkedInAt) {
      const when = madridTime(reg.checkedInAt, params.locale)
      throw new ApiError(409, 'ticket_used', {
        message: msg`Esta entrada ya se usó: se registró el ${when}.`,
      })
    }
    if (reg.state !== 'confirmed') throw new ApiError(409, 'conflict', { message: notConfirmed })
    await tx
      .update(eventRegistrations)
      .set({ checkedInAt: now, checkedInBy: params.byUserId })
      .where(eq(eventRegistrations.id, reg.id))
    await params.audit(tx, {
      action: 'events.check_in',
      object: eventObject(row),
      changes: { registration: { before: null, after: reg.hash } },
    })
  })
  const [saved] = await db
    .select(registrationColumns)
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.hash, registrationHash))
  if (!saved) throw notFound()
  return { registration: toAdminRegistration(saved), counts: await eventCounts(db, row) }
}

/** A moment in the university's time zone, in the request's language: "12/05/2027, 18:03". */
function madridTime(d: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ca' ? 'ca-ES' : locale === 'en' ? 'en-GB' : 'es-ES', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(d)
}
