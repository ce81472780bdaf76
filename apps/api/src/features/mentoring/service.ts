import { randomBytes } from 'node:crypto'
import type {
  AcceptedMentoring,
  DeclineMentoringInput,
  EndMentoringInput,
  MentoringAction,
  MentoringRequest,
  MentoringRequestInput,
  MentorOfferInput,
  OfficeMentor,
  OfficePauseMentorInput,
} from '@egresa/api-contract/mentoring'
import { canDoMentoring } from '@egresa/api-contract/mentoring'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import { mentoringRequests, mentorOffers } from '../../db/schema/mentoring'
import { workExperiences } from '../../db/schema/profile'
import { categories, tags } from '../../db/schema/reference'
import { users } from '../../db/schema/users'
import type { AuditEntry } from '../../lib/audit'
import { companyKey } from '../../lib/company-key'
import { ApiError, notFound } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import type { AppOrigins } from '../../lib/links'
import { enqueueMail } from '../../lib/mail/outbox'
import { openConversation } from '../conversations/public'
import { mentoringPageUrl, mentorSearchUrl } from './links'
import {
  activeCount,
  appearsToMembers,
  findOffer,
  findRequestOf,
  myOffer,
  officeMentor,
  requestView,
  type Side,
} from './queries'

// Mentoring's writes (docs/mentoring.md), each in one transaction with its mail: a refused call changes nothing
// and mails nobody. Asking and accepting lock the mentor's offer, so two asks or accepts at once cannot take a
// mentor past the mentees they said they would take.

const conflict = (message: MessageDescriptor) => new ApiError(409, 'conflict', { message })
const invalid = (locale: Locale, field: string, message: MessageDescriptor) =>
  new ApiError(400, 'validation_failed', { errors: { [field]: [translate(locale, message)] } })

const noOffer = msg`Aún no ofreces mentoría: crea antes tu oferta.`
const officePaused = msg`La oficina de antiguos alumnos ha pausado tu oferta de mentoría: escríbele si quieres reanudarla.`

/** Offers to mentor, or changes the offer (the pauses and the requests stay). */
export async function saveOffer(db: Db, params: { userId: string; input: MentorOfferInput; locale: Locale }) {
  const { input, locale } = params
  if (input.experience && input.company)
    throw invalid(locale, 'company', msg`Elige una de tus experiencias o escribe la empresa, no las dos.`)
  const studies = [...new Set(input.studies)]
  const categoryRows = studies.length
    ? await db
        .select({ id: categories.id, hash: categories.hash })
        .from(categories)
        .where(inArray(categories.hash, studies))
    : []
  if (categoryRows.length !== studies.length)
    throw invalid(locale, 'studies', msg`Alguno de los estudios elegidos no existe.`)
  const tagHashes = [...new Set(input.tags)]
  const tagRows = tagHashes.length
    ? await db
        .select({ id: tags.id, hash: tags.hash })
        .from(tags)
        .where(
          and(
            inArray(tags.hash, tagHashes),
            eq(tags.type, 'USER'),
            inArray(tags.group, ['area', 'specialty']),
          ),
        )
    : []
  if (tagRows.length !== tagHashes.length)
    throw invalid(locale, 'tags', msg`Elige áreas y especialidades de la lista.`)
  let experienceId: string | null = null
  let companyName = input.company
  if (input.experience) {
    const [experience] = await db
      .select({ id: workExperiences.id, companyName: workExperiences.companyName })
      .from(workExperiences)
      .where(
        and(
          eq(workExperiences.hash, input.experience),
          eq(workExperiences.userId, params.userId),
          sql`(${workExperiences.end} is null or ${workExperiences.end} >= current_date)`,
        ),
      )
      .limit(1)
    if (!experience)
      throw invalid(locale, 'experience', msg`Elige una de tus experiencias laborales actuales.`)
    experienceId = experience.id
    companyName = experience.companyName
  }
  const values = {
    // In the order given: the person's own order of what they know best.
    categoryIds: studies.map((h) => categoryRows.find((r) => r.hash === h)?.id ?? 0),
    tagIds: tagHashes.map((h) => tagRows.find((r) => r.hash === h)?.id ?? 0),
    experienceId,
    companyName,
    companyKey: companyKey(companyName),
    topics: input.topics,
    capacity: input.capacity,
  }
  await db
    .insert(mentorOffers)
    .values({ userId: params.userId, ...values })
    .onConflictDoUpdate({ target: mentorOffers.userId, set: { ...values, updatedAt: sql`now()` } })
  return { offer: await myOffer(db, params) }
}

/** The person pauses their offer, or resumes it (not a pause of the office's). */
export async function setOwnPause(db: Db, params: { userId: string; paused: boolean; locale: Locale }) {
  const offer = await findOffer(db, params.userId)
  if (!offer) throw new ApiError(404, 'not_found', { message: noOffer })
  if (!params.paused && offer.officePausedAt) throw conflict(officePaused)
  await db
    .update(mentorOffers)
    .set({ pausedAt: params.paused ? (offer.pausedAt ?? new Date()) : null, updatedAt: sql`now()` })
    .where(eq(mentorOffers.userId, params.userId))
  return { offer: await myOffer(db, params) }
}

/** A member asks a mentor (by their person hash) for mentoring; the mentor is mailed. */
export async function askMentoring(
  db: Db,
  params: {
    menteeId: string
    mentorHash: string
    input: MentoringRequestInput
    origins: AppOrigins
    locale: Locale
  },
): Promise<MentoringRequest> {
  const id = await db.transaction(async (tx) => {
    const [mentor] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        language: users.language,
        appears: appearsToMembers,
      })
      .from(users)
      .where(eq(users.hash, params.mentorHash))
      .limit(1)
    if (!mentor) throw notFound()
    if (mentor.id === params.menteeId) throw conflict(msg`No puedes pedirte mentoría a ti mismo.`)
    // Locked: a second ask or an accept of the same mentor waits for this one.
    const [offer] = await tx
      .select({
        capacity: mentorOffers.capacity,
        pausedAt: mentorOffers.pausedAt,
        officePausedAt: mentorOffers.officePausedAt,
      })
      .from(mentorOffers)
      .where(eq(mentorOffers.userId, mentor.id))
      .for('update')
    // Someone who does not appear to members, or offers nothing, is not there to be asked.
    if (!offer || !mentor.appears) throw notFound()
    const [open] = await tx
      .select({ state: mentoringRequests.state })
      .from(mentoringRequests)
      .where(
        and(
          eq(mentoringRequests.menteeId, params.menteeId),
          eq(mentoringRequests.mentorId, mentor.id),
          inArray(mentoringRequests.state, ['pending', 'accepted']),
        ),
      )
      .limit(1)
    if (open?.state === 'pending')
      throw conflict(msg`Ya has pedido mentoría a esta persona: espera a que te responda.`)
    if (open?.state === 'accepted')
      throw conflict(msg`Esta persona ya es tu mentora: tenéis una mentoría en marcha.`)
    if (offer.pausedAt || offer.officePausedAt)
      throw conflict(msg`Esta persona ha pausado su mentoría: ahora no acepta solicitudes.`)
    const [{ active } = { active: 0 }] = await tx
      .select({ active: activeCount })
      .from(mentorOffers)
      .where(eq(mentorOffers.userId, mentor.id))
    if (active >= offer.capacity)
      throw conflict(
        msg`Esta persona ya acompaña a todas las personas que puede: prueba más adelante o pide mentoría a otra persona.`,
      )
    const [mentee] = await tx
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.id, params.menteeId))
    const row = expectedRow(
      await tx
        .insert(mentoringRequests)
        .values({
          hash: randomBytes(9).toString('base64url'),
          menteeId: params.menteeId,
          mentorId: mentor.id,
          message: params.input.message,
        })
        .returning({ id: mentoringRequests.id }),
    )
    await enqueueMail(tx, {
      template: 'mentoring-request',
      to: mentor.email,
      locale: mentor.language,
      data: {
        name: mentor.name,
        menteeName: `${mentee?.name ?? ''} ${mentee?.surname ?? ''}`.trim(),
        message: params.input.message,
        mentoringUrl: mentoringPageUrl(params.origins, mentor.language),
      },
    })
    return row.id
  })
  return requestView(db, { id, side: 'mentee', locale: params.locale })
}

const wrongSide: Record<MentoringAction, MessageDescriptor> = {
  accept: msg`Solo la persona a la que se pidió la mentoría puede aceptarla.`,
  decline: msg`Solo la persona a la que se pidió la mentoría puede rechazarla.`,
  withdraw: msg`Solo quien pidió la mentoría puede retirar la solicitud.`,
  end: msg`Solo las dos personas de la mentoría pueden terminarla.`,
}
const wrongState: Record<MentoringAction, MessageDescriptor> = {
  accept: msg`Esta solicitud ya no está pendiente: ya se respondió o se retiró.`,
  decline: msg`Esta solicitud ya no está pendiente: ya se respondió o se retiró.`,
  withdraw: msg`Esta solicitud ya no está pendiente: ya no se puede retirar.`,
  end: msg`Esta mentoría no está en marcha.`,
}

/** The caller's request, locked, when they may do `action` to it; the refusals otherwise. */
async function requestFor(tx: Db, params: { hash: string; userId: string; action: MentoringAction }) {
  const found = await findRequestOf(tx, params)
  if (!found) throw notFound()
  const [row] = await tx
    .select()
    .from(mentoringRequests)
    .where(eq(mentoringRequests.id, found.row.id))
    .for('update')
  if (!row) throw notFound()
  if (
    !canDoMentoring(params.action, found.side, 'pending') &&
    !canDoMentoring(params.action, found.side, 'accepted')
  )
    throw new ApiError(403, 'forbidden', { message: wrongSide[params.action] })
  if (!canDoMentoring(params.action, found.side, row.state)) throw conflict(wrongState[params.action])
  return { row, side: found.side }
}

async function personOf(tx: Db, id: string | null) {
  if (!id) return null
  const [row] = await tx
    .select({ name: users.name, surname: users.surname, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, id))
  return row ?? null
}

/** The mentor accepts: the mentorship begins, the pair's conversation opens, the mentee is mailed. */
export async function acceptMentoring(
  db: Db,
  params: { hash: string; userId: string; origins: AppOrigins; locale: Locale },
): Promise<AcceptedMentoring> {
  const { id, conversation } = await db.transaction(async (tx) => {
    const { row } = await requestFor(tx, { ...params, action: 'accept' })
    const [offer] = await tx
      .select({ capacity: mentorOffers.capacity })
      .from(mentorOffers)
      .where(eq(mentorOffers.userId, params.userId))
      .for('update')
    const [{ active } = { active: 0 }] = await tx
      .select({ active: activeCount })
      .from(mentorOffers)
      .where(eq(mentorOffers.userId, params.userId))
    if (offer && active >= offer.capacity)
      throw conflict(
        msg`Ya acompañas a todas las personas que indicaste: termina una mentoría o amplía cuántas aceptas a la vez.`,
      )
    if (!row.menteeId) throw conflict(wrongState.accept)
    // The two may write to each other from now on, whatever their tiers (conversations/public.ts).
    const { hash: conversation } = await openConversation(tx, { a: params.userId, b: row.menteeId })
    await tx
      .update(mentoringRequests)
      .set({
        state: 'accepted',
        answeredAt: sql`now()`,
        updatedAt: sql`now()`,
        conversationHash: conversation,
      })
      .where(eq(mentoringRequests.id, row.id))
    const mentee = await personOf(tx, row.menteeId)
    const mentor = await personOf(tx, params.userId)
    if (mentee && mentor)
      await enqueueMail(tx, {
        template: 'mentoring-accepted',
        to: mentee.email,
        locale: mentee.language,
        data: {
          name: mentee.name,
          mentorName: `${mentor.name} ${mentor.surname}`.trim(),
          mentoringUrl: mentoringPageUrl(params.origins, mentee.language),
        },
      })
    return { id: row.id, conversation }
  })
  return { request: await requestView(db, { id, side: 'mentor', locale: params.locale }), conversation }
}

/** The mentor declines, with their words or the kind default; the mentee is mailed in their language. */
export async function declineMentoring(
  db: Db,
  params: { hash: string; userId: string; input: DeclineMentoringInput; origins: AppOrigins; locale: Locale },
): Promise<MentoringRequest> {
  const id = await db.transaction(async (tx) => {
    const { row } = await requestFor(tx, { ...params, action: 'decline' })
    await tx
      .update(mentoringRequests)
      .set({
        state: 'declined',
        declineMessage: params.input.message,
        answeredAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(mentoringRequests.id, row.id))
    const mentee = await personOf(tx, row.menteeId)
    const mentor = await personOf(tx, params.userId)
    if (mentee && mentor)
      await enqueueMail(tx, {
        template: 'mentoring-declined',
        to: mentee.email,
        locale: mentee.language,
        data: {
          name: mentee.name,
          mentorName: `${mentor.name} ${mentor.surname}`.trim(),
          message: params.input.message,
          searchUrl: mentorSearchUrl(params.origins, mentee.language),
        },
      })
    return row.id
  })
  return requestView(db, { id, side: 'mentor', locale: params.locale })
}

/** The mentee withdraws their pending request. */
export async function withdrawMentoring(
  db: Db,
  params: { hash: string; userId: string; locale: Locale },
): Promise<MentoringRequest> {
  const id = await db.transaction(async (tx) => {
    const { row } = await requestFor(tx, { ...params, action: 'withdraw' })
    await tx
      .update(mentoringRequests)
      .set({ state: 'withdrawn', endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(mentoringRequests.id, row.id))
    return row.id
  })
  return requestView(db, { id, side: 'mentee', locale: params.locale })
}

/** Either person ends the mentorship, with optional feedback for the office. */
export async function endMentoring(
  db: Db,
  params: { hash: string; userId: string; input: EndMentoringInput; locale: Locale },
): Promise<MentoringRequest> {
  let side: Side = 'mentee'
  const id = await db.transaction(async (tx) => {
    const found = await requestFor(tx, { ...params, action: 'end' })
    side = found.side
    await tx
      .update(mentoringRequests)
      .set({
        state: 'ended',
        endedAt: sql`now()`,
        updatedAt: sql`now()`,
        endedBy: found.side,
        feedback: params.input.feedback,
      })
      .where(eq(mentoringRequests.id, found.row.id))
    return found.row.id
  })
  return requestView(db, { id, side, locale: params.locale })
}

/** The office pauses a mentor, or resumes one it paused; one audit entry in the change's transaction. */
export async function setOfficePause(
  db: Db,
  params: {
    hash: string
    paused: boolean
    input?: OfficePauseMentorInput
    officeId: string
    audit: (tx: Db, entry: AuditEntry) => Promise<void>
  },
): Promise<OfficeMentor> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        userId: mentorOffers.userId,
        officePausedAt: mentorOffers.officePausedAt,
        reason: mentorOffers.officePauseReason,
        name: users.name,
        surname: users.surname,
      })
      .from(mentorOffers)
      .innerJoin(users, eq(users.id, mentorOffers.userId))
      .where(eq(users.hash, params.hash))
      .for('update', { of: mentorOffers })
    if (!found) throw notFound()
    if (params.paused && found.officePausedAt)
      throw conflict(msg`La oficina ya había pausado la mentoría de esta persona.`)
    if (!params.paused && !found.officePausedAt)
      throw conflict(msg`La oficina no ha pausado la mentoría de esta persona.`)
    const reason = params.paused ? (params.input?.reason ?? null) : null
    await tx
      .update(mentorOffers)
      .set({
        officePausedAt: params.paused ? sql`now()` : null,
        officePausedBy: params.paused ? params.officeId : null,
        officePauseReason: reason,
        updatedAt: sql`now()`,
      })
      .where(eq(mentorOffers.userId, found.userId))
    await params.audit(tx, {
      action: params.paused ? 'mentoring.pause' : 'mentoring.resume',
      object: { type: 'user', id: params.hash, label: `${found.name} ${found.surname}`.trim() },
      changes: { paused_by_office: { before: found.officePausedAt !== null, after: params.paused } },
      reason,
    })
  })
  const mentor = await officeMentor(db, params.hash)
  if (!mentor) throw notFound()
  return mentor
}
