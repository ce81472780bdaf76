import { randomBytes } from 'node:crypto'
import type { BulkDecisionInput, BulkDecisionResult } from '@egresa/api-contract/decisions'
import type {
  AdminOffer,
  CandidateStatusInput,
  CloseOfferInput,
  CompanyOffer,
  JobOfferInput,
  JobOfferPatch,
  OwnApplication,
} from '@egresa/api-contract/jobs'
import { newOfferStatus, transition } from '@egresa/api-contract/offer-states'
import type { MessageDescriptor } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import { and, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Db } from '../../db/client'
import { jobApplications, jobOfferClosings, jobOffers } from '../../db/schema/jobs'
import { categories, countries, tags } from '../../db/schema/reference'
import { companies, users } from '../../db/schema/users'
import { ApiError, type FieldErrors, notFound } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import type { AppOrigins } from '../../lib/links'
import { type AnyMailInput, enqueueMail, enqueueMails } from '../../lib/mail/outbox'
import type { DecidedMessage } from '../../lib/messages'
import {
  type AuditWriter,
  alreadyDecided,
  type Decider,
  decidersOf,
  decisionOf,
  notInState,
} from '../../lib/office-decisions'
import { forgetJobReads } from './cache'
import { applicationsPageUrl, candidatesPageUrl, editOfferPageUrl, jobBankUrl, offerPageUrl } from './links'
import { nextStatus, refusal } from './offer-states'
import {
  companyOf,
  findCandidate,
  findCompanyOffer,
  type OfferRow,
  offerTexts,
  toAdminOffer,
} from './queries'

// The job bank's writes: each in one transaction that locks the offer it changes, checks the state machine
// (offer-states.ts) and enqueues its mail, so a refused or failed call changes nothing and mails nobody.

/** One write of the job bank: a transaction, after whose commit the kept reads are dropped (cache.ts). */
async function changeJobs<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction(work)
  forgetJobReads(db)
  return result
}

const newHash = () => randomBytes(12).toString('base64url')

const messages = {
  noCompany: msg`Esta cuenta no pertenece a ninguna empresa: solo una empresa publica ofertas.`,
  category: msg`Elige una titulación de la lista (no una rama que tenga subcategorías).`,
  area: msg`Esta área académica no existe.`,
  specialty: msg`Esta especialidad no existe.`,
  country: msg`Este país no existe.`,
  pastStart: msg`La fecha de incorporación ya ha pasado: cámbiala antes de enviar la oferta a publicar.`,
  notHiredHere: msg`Esta persona no se ha inscrito en esta oferta.`,
  noCv: msg`Añade tu CV para inscribirte.`,
  alreadyApplied: msg`Ya te has inscrito en esta oferta.`,
  offerClosed: msg`Esta oferta está cerrada: ya no admite inscripciones.`,
  offerNotPublished: msg`Esta oferta no está publicada: no admite inscripciones.`,
  notPending: msg`La empresa ya ha revisado tu inscripción: ya no se puede retirar.`,
} satisfies Record<string, MessageDescriptor>

const conflict = (message: MessageDescriptor) => new ApiError(409, 'conflict', { message })
const invalid = (errors: FieldErrors) => new ApiError(400, 'validation_failed', { errors })

const today = () => new Date().toISOString().slice(0, 10)

type OfferValues = Partial<typeof jobOffers.$inferInsert>

/**
 * The columns of an offer form, with its references checked against the database: the category a leaf of
 * the studies tree, the area and specialty USER tags of their group, the country an existing code. Every
 * wrong reference is reported at once, on its field.
 */
async function offerValues(db: Db, input: JobOfferPatch, locale: Locale): Promise<OfferValues> {
  const errors: FieldErrors = {}
  const values: OfferValues = {}
  // `categories` (a list), or an older client's single `category`.
  const field = input.categories !== undefined ? 'categories' : 'category'
  const wanted =
    input.categories ?? (input.category === undefined ? undefined : input.category ? [input.category] : [])
  if (wanted) {
    const unique = [...new Set(wanted)]
    const found = unique.length
      ? await db
          .select({
            id: categories.id,
            hash: categories.hash,
            // Written out: Drizzle leaves a one-table query's columns unqualified, and `id` would be c's.
            hasChildren: sql<boolean>`exists (select 1 from categories c where c.parent_id = "categories"."id")`,
          })
          .from(categories)
          .where(inArray(categories.hash, unique))
      : []
    const leaves = new Map(found.filter((c) => !c.hasChildren).map((c) => [c.hash, c.id]))
    if (unique.some((hash) => !leaves.has(hash))) errors[field] = [translate(locale, messages.category)]
    else values.categoryIds = unique.map((hash) => leaves.get(hash) as number)
  }
  for (const [field, column] of [
    ['area', 'areaTagId'],
    ['specialty', 'specialtyTagId'],
  ] as const) {
    const hash = input[field]
    if (hash === null) values[column] = null
    else if (hash !== undefined) {
      const [tag] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.hash, hash), eq(tags.type, 'USER'), eq(tags.group, field)))
        .limit(1)
      if (!tag) errors[field] = [translate(locale, messages[field])]
      else values[column] = tag.id
    }
  }
  if (input.country_code === null) values.countryCode = null
  else if (input.country_code !== undefined) {
    const [country] = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, input.country_code))
      .limit(1)
    if (!country) errors.country_code = [translate(locale, messages.country)]
    else values.countryCode = country.code
  }
  if (Object.keys(errors).length) throw invalid(errors)

  const set = <K extends keyof OfferValues>(key: K, value: OfferValues[K] | undefined) => {
    if (value !== undefined) values[key] = value
  }
  set('title', input.title)
  set('description', input.description)
  set('workstation', input.workstation)
  set('titleEn', input.title_en)
  set('descriptionEn', input.description_en)
  set('workstationEn', input.workstation_en)
  set('location', input.location)
  set('contract', input.contract)
  set('workingHours', input.working_hours)
  set('dateIncorporation', input.date_incorporation)
  return values
}

/** The caller's company, or the 409 that says the account has none. */
async function requireCompany(db: Db, userId: string) {
  const company = await companyOf(db, userId)
  if (!company) throw conflict(messages.noCompany)
  return company
}

const { searchText: _searchText, ...offerColumns } = getTableColumns(jobOffers)

/** One of the company's offers, locked for the transaction's change; 404 for another company's. */
async function lockOwnOffer(tx: Db, params: { companyId: string; hash: string }): Promise<OfferRow> {
  const [offer] = await tx
    .select(offerColumns)
    .from(jobOffers)
    .where(and(eq(jobOffers.hash, params.hash), eq(jobOffers.companyId, params.companyId)))
    .limit(1)
    .for('update')
  if (!offer) throw notFound()
  return offer
}

async function answer(db: Db, companyId: string, hash: string, locale: Locale): Promise<CompanyOffer> {
  const offer = await findCompanyOffer(db, { companyId, hash, locale })
  if (!offer) throw notFound()
  return offer
}

/** `POST /usr/company/offers`: a draft (UNPUBLISHED). */
export async function createOffer(
  db: Db,
  params: { userId: string; input: JobOfferInput; locale: Locale },
): Promise<CompanyOffer> {
  const company = await requireCompany(db, params.userId)
  const values = await offerValues(db, params.input, params.locale)
  const hash = newHash()
  await changeJobs(db, (tx) =>
    tx.insert(jobOffers).values({
      title: params.input.title,
      description: params.input.description,
      workstation: params.input.workstation,
      location: params.input.location,
      contract: params.input.contract,
      workingHours: params.input.working_hours,
      ...values,
      hash,
      companyId: company.id,
      status: newOfferStatus,
    }),
  )
  return answer(db, company.id, hash, params.locale)
}

/**
 * `PATCH /usr/company/offers/{id}`. A change to a published offer sends it back to review (PENDING); a
 * patch that changes nothing leaves it as it is.
 */
export async function updateOffer(
  db: Db,
  params: { userId: string; hash: string; input: JobOfferPatch; locale: Locale },
): Promise<CompanyOffer> {
  const company = await companyOf(db, params.userId)
  if (!company) throw notFound()
  await changeJobs(db, async (tx) => {
    const offer = await lockOwnOffer(tx, { companyId: company.id, hash: params.hash })
    const status = nextStatus('edit', offer.status)
    const values = await offerValues(tx, params.input, params.locale)
    const changed = Object.entries(values).some(([key, value]) => offer[key as keyof OfferRow] !== value)
    if (!changed) return
    await tx
      .update(jobOffers)
      .set({
        ...values,
        status: status ?? offer.status,
        updatedAt: new Date(),
        ...(status === 'PENDING' && offer.status !== 'PENDING' ? { submittedAt: new Date() } : {}),
      })
      .where(eq(jobOffers.id, offer.id))
  })
  return answer(db, company.id, params.hash, params.locale)
}

/**
 * Tells the candidates still in the running (PENDING or ACCEPTED: a discarded one was told already) that
 * the offer they applied to is closed or removed (`applied-offer-ended`), each in their language.
 */
async function mailCandidatesOfEndedOffer(
  tx: Db,
  params: { offer: OfferRow; companyName: string; how: 'closed' | 'deleted'; origins: AppOrigins },
): Promise<void> {
  const candidates = await tx
    .select({ email: users.email, name: users.name, language: users.language })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(
      and(
        eq(jobApplications.offerId, params.offer.id),
        inArray(jobApplications.status, ['PENDING', 'ACCEPTED']),
        ne(users.status, 'disabled'),
      ),
    )
  for (const person of candidates) {
    await enqueueMail(tx, {
      template: 'applied-offer-ended',
      locale: person.language,
      to: person.email,
      data: {
        name: person.name,
        offerTitle: offerTexts(params.offer, person.language).title,
        companyName: params.companyName,
        how: params.how,
        url:
          params.how === 'closed'
            ? applicationsPageUrl(params.origins, person.language)
            : jobBankUrl(params.origins, person.language),
      },
    })
  }
}

/**
 * `DELETE /usr/company/offers/{id}`: the offer, its applications and its closing feedback. Candidates of an
 * offer deleted without being closed first (a published offer edited back to review, then deleted) are
 * told it was removed; those of a closed one were told when it closed.
 */
export async function deleteOffer(
  db: Db,
  params: { userId: string; hash: string; origins: AppOrigins },
): Promise<void> {
  const company = await companyOf(db, params.userId)
  if (!company) throw notFound()
  await changeJobs(db, async (tx) => {
    const offer = await lockOwnOffer(tx, { companyId: company.id, hash: params.hash })
    nextStatus('delete', offer.status)
    if (offer.status !== 'CLOSED') {
      await mailCandidatesOfEndedOffer(tx, {
        offer,
        companyName: company.name,
        how: 'deleted',
        origins: params.origins,
      })
    }
    await tx.delete(jobOffers).where(eq(jobOffers.id, offer.id))
  })
}

/** `POST /usr/company/offers/{id}/publish`: to the office's review; the start date must not have passed. */
export async function publishOffer(
  db: Db,
  params: { userId: string; hash: string; locale: Locale; today?: string },
): Promise<CompanyOffer> {
  const company = await companyOf(db, params.userId)
  if (!company) throw notFound()
  await changeJobs(db, async (tx) => {
    const offer = await lockOwnOffer(tx, { companyId: company.id, hash: params.hash })
    const status = nextStatus('publish', offer.status)
    if (offer.dateIncorporation && offer.dateIncorporation < (params.today ?? today())) {
      throw invalid({ date_incorporation: [translate(params.locale, messages.pastStart)] })
    }
    await tx
      .update(jobOffers)
      .set({ status: status ?? 'PENDING', reviewNote: null, updatedAt: new Date(), submittedAt: new Date() })
      .where(eq(jobOffers.id, offer.id))
  })
  return answer(db, company.id, params.hash, params.locale)
}

/**
 * `POST /usr/company/offers/{id}/close`, with the closing feedback; the hired person applied to it. The
 * candidates still in the running are told (`applied-offer-ended`); the offer stays in their applications.
 */
export async function closeOffer(
  db: Db,
  params: { userId: string; hash: string; input: CloseOfferInput; locale: Locale; origins: AppOrigins },
): Promise<CompanyOffer> {
  const company = await companyOf(db, params.userId)
  if (!company) throw notFound()
  const { input } = params
  await changeJobs(db, async (tx) => {
    const offer = await lockOwnOffer(tx, { companyId: company.id, hash: params.hash })
    const status = nextStatus('close', offer.status)
    let hiredApplicationId: string | null = null
    if (input.hired && input.hired_candidate) {
      const [hired] = await tx
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(and(eq(jobApplications.offerId, offer.id), eq(jobApplications.hash, input.hired_candidate)))
        .limit(1)
      if (!hired) throw invalid({ hired_candidate: [translate(params.locale, messages.notHiredHere)] })
      hiredApplicationId = hired.id
    }
    const now = new Date()
    await tx.insert(jobOfferClosings).values({
      offerId: offer.id,
      serviceRating: input.service_rating,
      candidatesRating: input.candidates_rating,
      hired: input.hired,
      hiredApplicationId,
      closedAt: now,
    })
    await tx
      .update(jobOffers)
      .set({ status: status ?? 'CLOSED', closedAt: now, updatedAt: now })
      .where(eq(jobOffers.id, offer.id))
    await mailCandidatesOfEndedOffer(tx, {
      offer,
      companyName: company.name,
      how: 'closed',
      origins: params.origins,
    })
  })
  return answer(db, company.id, params.hash, params.locale)
}

/** `POST /usr/company/offers/{id}/reopen`: a closed offer is published again (it was approved before). */
export async function reopenOffer(
  db: Db,
  params: { userId: string; hash: string; locale: Locale },
): Promise<CompanyOffer> {
  const company = await companyOf(db, params.userId)
  if (!company) throw notFound()
  await changeJobs(db, async (tx) => {
    const offer = await lockOwnOffer(tx, { companyId: company.id, hash: params.hash })
    const status = nextStatus('reopen', offer.status)
    // Closed by the office (docs/admin.md): reopening it would put it back in the job bank unreviewed.
    if (offer.decidedAt && offer.closedAt?.getTime() === offer.decidedAt.getTime())
      throw notInState(
        msg`La oficina de antiguos alumnos cerró esta oferta: ponte en contacto con ella para volver a abrirla.`,
      )
    await tx
      .update(jobOffers)
      .set({ status: status ?? 'PUBLISHED', closedAt: null, updatedAt: new Date() })
      .where(eq(jobOffers.id, offer.id))
  })
  return answer(db, company.id, params.hash, params.locale)
}

// The alumni office.

/** What an office decision did to an offer, as a 409 to a second decision names it. */
const decidedStates: Partial<Record<OfferRow['status'], DecidedMessage>> = {
  PUBLISHED: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Esta oferta ya fue aprobada por ${by} el ${date} a las ${time}.`,
      by: `Esta oferta ya fue aprobada por ${by}.`,
      when: `Esta oferta ya fue aprobada el ${date} a las ${time}.`,
      other: 'Esta oferta ya fue aprobada.',
    })}`,
  UNPUBLISHED: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Esta oferta ya fue devuelta a borrador por ${by} el ${date} a las ${time}.`,
      by: `Esta oferta ya fue devuelta a borrador por ${by}.`,
      when: `Esta oferta ya fue devuelta a borrador el ${date} a las ${time}.`,
      other: 'Esta oferta ya fue devuelta a borrador.',
    })}`,
  CLOSED: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Esta oferta ya fue cerrada por la oficina por ${by} el ${date} a las ${time}.`,
      by: `Esta oferta ya fue cerrada por la oficina por ${by}.`,
      when: `Esta oferta ya fue cerrada por la oficina el ${date} a las ${time}.`,
      other: 'Esta oferta ya fue cerrada por la oficina.',
    })}`,
}

/**
 * The 409 of an office action on an offer that is not in the state it starts from: who decided and when
 * when the office's last decision put it there, else the state machine's refusal (offer-states.ts).
 */
async function offerConflict(tx: Db, offer: OfferRow, action: 'approve' | 'reject' | 'close') {
  const status = offer.status
  const byOffice =
    offer.decidedAt !== null &&
    ((status === 'PUBLISHED' && offer.publishedAt?.getTime() === offer.decidedAt.getTime()) ||
      (status === 'UNPUBLISHED' && offer.reviewNote !== null) ||
      (status === 'CLOSED' && offer.closedAt?.getTime() === offer.decidedAt.getTime()))
  const what = decidedStates[status]
  if (!byOffice || !what) return notInState(refusal(action, status))
  const deciders = await decidersOf(tx, [offer.decidedBy])
  return alreadyDecided(what, {
    by: offer.decidedBy ? (deciders.get(offer.decidedBy) ?? null) : null,
    at: offer.decidedAt,
  })
}

type OfficeOfferAction = 'approve' | 'reject' | 'close'

const offerAuditActions: Record<OfficeOfferAction, string> = {
  approve: 'offers.approve',
  reject: 'offers.reject',
  close: 'offers.close',
}

/**
 * The office's decisions on offers, one or many, set-based whatever their number: one conditional update
 * over all the hashes (`status` = the state the action starts from in the contract's state machine), one
 * read of their companies' recruiters, one insert of the mails (each in its recruiter's language), one of
 * the audit entries (one per offer). A close also tells the candidates still in the running. Answers the
 * offers it changed with their company.
 */
async function decideOffers(
  tx: Db,
  params: {
    action: OfficeOfferAction
    hashes: string[]
    reason: string | null
    origins: AppOrigins
    decider: Decider
    audit?: AuditWriter
    now?: Date
  },
) {
  const now = params.now ?? new Date()
  const from = params.action === 'close' ? 'PUBLISHED' : 'PENDING'
  const to = transition(params.action, from)
  if (!to) throw new Error(`${params.action} leads nowhere from ${from}`)
  const set =
    params.action === 'approve'
      ? { status: to, publishedAt: now, reviewNote: null, closedAt: null, reviewedAt: now }
      : params.action === 'reject'
        ? { status: to, reviewNote: params.reason, reviewedAt: now }
        : { status: to, closedAt: now, reviewNote: params.reason }
  const changed = await tx
    .update(jobOffers)
    .set({ ...set, updatedAt: now, decidedBy: params.decider.id, decidedAt: now })
    .where(and(inArray(jobOffers.hash, params.hashes), eq(jobOffers.status, from)))
    .returning(offerColumns)
  if (!changed.length) return []
  const recruiters = await tx
    .select({
      companyId: companies.id,
      company: { hash: companies.hash, name: companies.name },
      recruiter: { email: users.email, name: users.name, language: users.language },
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(
      inArray(
        companies.id,
        changed.map((o) => o.companyId),
      ),
    )
  const byCompany = new Map(recruiters.map((r) => [r.companyId, r]))
  const decided = changed.flatMap((offer) => {
    const found = byCompany.get(offer.companyId)
    return found ? [{ offer, ...found }] : []
  })
  const mails: AnyMailInput[] = decided.map(({ offer, recruiter }) => {
    const base = { locale: recruiter.language, to: recruiter.email }
    const offerTitle = offerTexts(offer, recruiter.language).title
    if (params.action === 'approve')
      return {
        ...base,
        template: 'offer-approved',
        data: {
          name: recruiter.name,
          offerTitle,
          offerUrl: offerPageUrl(params.origins, recruiter.language, offer.hash),
        },
      }
    const reason = params.reason ?? ''
    if (params.action === 'reject')
      return {
        ...base,
        template: 'offer-rejected',
        data: {
          name: recruiter.name,
          offerTitle,
          reason,
          offerUrl: editOfferPageUrl(params.origins, recruiter.language, offer.hash),
        },
      }
    return {
      ...base,
      template: 'offer-closed-by-office',
      data: {
        name: recruiter.name,
        offerTitle,
        reason,
        offerUrl: editOfferPageUrl(params.origins, recruiter.language, offer.hash),
      },
    }
  })
  await enqueueMails(tx, mails)
  if (params.action === 'close') {
    for (const { offer, company } of decided)
      await mailCandidatesOfEndedOffer(tx, {
        offer,
        companyName: company.name,
        how: 'closed',
        origins: params.origins,
      })
  }
  await params.audit?.(
    tx,
    decided.map(({ offer }) => ({
      action: offerAuditActions[params.action],
      object: { type: 'offer', id: offer.hash, label: offer.title },
      changes: { status: { before: from, after: offer.status } },
      reason: params.reason,
    })),
  )
  return decided
}

/**
 * One office decision on one offer (`POST /usr/admin/offers/{hash}/approve|reject|close`): PENDING →
 * PUBLISHED, PENDING → UNPUBLISHED with the reason, PUBLISHED → CLOSED with the reason; the company is mailed
 * in its language. Of two at once one wins; the other is the 409 naming who decided. Null: no such offer.
 */
export async function decideOffer(
  db: Db,
  params: {
    action: OfficeOfferAction
    hash: string
    reason?: string | null
    origins: AppOrigins
    decider?: Decider
    audit?: AuditWriter
    now?: Date
  },
): Promise<AdminOffer | null> {
  return changeJobs(db, async (tx) => {
    const [decided] = await decideOffers(tx, {
      ...params,
      hashes: [params.hash],
      reason: params.reason ?? null,
      decider: params.decider ?? { id: null },
    })
    if (decided) {
      const deciders = await decidersOf(tx, [decided.offer.decidedBy])
      return toAdminOffer(decided.offer, decided.company, deciders)
    }
    const [current] = await tx.select(offerColumns).from(jobOffers).where(eq(jobOffers.hash, params.hash))
    if (!current) return null
    throw await offerConflict(tx, current, params.action)
  })
}

/** `POST /usr/admin/offers/{hash}/approve` (and `pnpm admin offers:approve`). */
export const approveOffer = (
  db: Db,
  params: { hash: string; origins: AppOrigins; decider?: Decider; audit?: AuditWriter; now?: Date },
) => decideOffer(db, { ...params, action: 'approve' })

/** `POST /usr/admin/offers/{hash}/reject` (and `pnpm admin offers:reject`): the reason is required. */
export const rejectOffer = (
  db: Db,
  params: {
    hash: string
    reason: string
    origins: AppOrigins
    decider?: Decider
    audit?: AuditWriter
    now?: Date
  },
) => decideOffer(db, { ...params, action: 'reject' })

/** `POST /usr/admin/offers/bulk`: approves or rejects many pending offers at once. */
export async function bulkOffers(
  db: Db,
  params: BulkDecisionInput & { origins: AppOrigins; decider: Decider; audit?: AuditWriter; now?: Date },
): Promise<BulkDecisionResult> {
  const hashes = [...new Set(params.hashes)]
  return changeJobs(db, async (tx) => {
    const decided = await decideOffers(tx, {
      action: params.action,
      hashes,
      reason: params.action === 'reject' ? (params.reason ?? null) : null,
      origins: params.origins,
      decider: params.decider,
      audit: params.audit,
      now: params.now,
    })
    const done = new Set(decided.map((d) => d.offer.hash))
    const rest = hashes.filter((h) => !done.has(h))
    const others = rest.length
      ? await tx.select(offerColumns).from(jobOffers).where(inArray(jobOffers.hash, rest))
      : []
    const deciders = await decidersOf(
      tx,
      others.map((o) => o.decidedBy),
    )
    const found = new Set(others.map((o) => o.hash))
    return {
      action: params.action,
      done: decided.map((d) => d.offer.hash),
      skipped: others.map((o) => ({ hash: o.hash, status: o.status, decision: decisionOf(o, deciders) })),
      not_found: rest.filter((h) => !found.has(h)),
    }
  })
}

// Applications.

/**
 * `POST /usr/jobs/{id}/application`: applies to a published offer with the profile's CV. Refused (and
 * nothing written) when the offer is not open (409), the person has applied already (409: the unique index
 * settles two calls at once) or has no CV (400 on `cv`). The person gets a receipt
 * (`application-received`); the company's recruiter is mailed when the company asked to be.
 */
export async function applyToJob(
  db: Db,
  params: { userId: string; hash: string; keepForCompany?: boolean; origins: AppOrigins; locale: Locale },
): Promise<v.InferOutput<typeof OwnApplication>> {
  return changeJobs(db, async (tx) => {
    // Shared: a close or an edit of the offer waits for the application, and the other way round.
    const [found] = await tx
      .select({
        offer: offerColumns,
        notify: companies.notifyApplications,
        companyName: companies.name,
        recruiter: { email: users.email, name: users.name, language: users.language },
      })
      .from(jobOffers)
      .innerJoin(companies, eq(companies.id, jobOffers.companyId))
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(jobOffers.hash, params.hash))
      .limit(1)
      .for('share', { of: jobOffers })
    if (!found) throw notFound()
    const { offer } = found
    if (offer.status === 'CLOSED') throw conflict(messages.offerClosed)
    if (offer.status !== 'PUBLISHED') throw conflict(messages.offerNotPublished)
    const [existing] = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.offerId, offer.id), eq(jobApplications.userId, params.userId)))
      .limit(1)
    if (existing) throw conflict(messages.alreadyApplied)
    const [person] = await tx
      .select({
        cvKey: users.cvKey,
        name: users.name,
        surname: users.surname,
        email: users.email,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, params.userId))
      .limit(1)
    if (!person?.cvKey) {
      throw new ApiError(400, 'validation_failed', {
        message: messages.noCv,
        errors: { cv: [translate(params.locale, messages.noCv)] },
      })
    }
    const [application] = await tx
      .insert(jobApplications)
      .values({
        hash: newHash(),
        offerId: offer.id,
        userId: params.userId,
        status: 'PENDING',
        keepForCompany: params.keepForCompany ?? false,
      })
      .onConflictDoNothing({ target: [jobApplications.offerId, jobApplications.userId] })
      .returning()
    if (!application) throw conflict(messages.alreadyApplied)
    await enqueueMail(tx, {
      template: 'application-received',
      locale: person.language,
      to: person.email,
      data: {
        name: person.name,
        offerTitle: offerTexts(offer, person.language).title,
        companyName: found.companyName,
        applicationsUrl: applicationsPageUrl(params.origins, person.language),
      },
    })
    if (found.notify) {
      const { recruiter } = found
      await enqueueMail(tx, {
        template: 'new-application',
        locale: recruiter.language,
        to: recruiter.email,
        data: {
          name: recruiter.name,
          offerTitle: offerTexts(offer, recruiter.language).title,
          candidateName: `${person.name} ${person.surname}`.trim(),
          candidatesUrl: candidatesPageUrl(params.origins, recruiter.language, offer.hash),
        },
      })
    }
    return {
      hash: application.hash,
      status: 'PENDING' as const,
      applied_at: application.createdAt.toISOString(),
    }
  })
}

/** `DELETE /usr/jobs/{id}/application`: only while the company has not acted on it (PENDING). */
export async function withdrawApplication(db: Db, params: { userId: string; hash: string }): Promise<void> {
  await changeJobs(db, async (tx) => {
    const [application] = await tx
      .select({ id: jobApplications.id, status: jobApplications.status })
      .from(jobApplications)
      .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
      .where(and(eq(jobOffers.hash, params.hash), eq(jobApplications.userId, params.userId)))
      .limit(1)
      .for('update', { of: jobApplications })
    if (!application) throw notFound()
    if (application.status !== 'PENDING') throw conflict(messages.notPending)
    await tx.delete(jobApplications).where(eq(jobApplications.id, application.id))
  })
}

/**
 * `PATCH /usr/company/offers/{id}/candidates/{hash}`: in process or discarded, either way round. A real
 * change mails the candidate in their language; setting the status it has changes and mails nothing.
 */
export async function setCandidateStatus(
  db: Db,
  params: {
    userId: string
    offerHash: string
    hash: string
    input: CandidateStatusInput
    origins: AppOrigins
    locale: Locale
  },
) {
  const company = await companyOf(db, params.userId)
  if (!company) throw notFound()
  const offerId = await changeJobs(db, async (tx) => {
    const [found] = await tx
      .select({
        application: { id: jobApplications.id, status: jobApplications.status },
        offer: offerColumns,
        person: { email: users.email, name: users.name, language: users.language },
      })
      .from(jobApplications)
      .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(
        and(
          eq(jobApplications.hash, params.hash),
          eq(jobOffers.hash, params.offerHash),
          eq(jobOffers.companyId, company.id),
          isNull(jobApplications.hiddenFromCompanyAt),
        ),
      )
      .limit(1)
      .for('update', { of: jobApplications })
    if (!found) throw notFound()
    const status = params.input.status
    if (found.application.status === status) return found.offer.id
    await tx
      .update(jobApplications)
      .set({ status, updatedAt: new Date() })
      .where(eq(jobApplications.id, found.application.id))
    const { person, offer } = found
    await enqueueMail(tx, {
      template: 'application-status-changed',
      locale: person.language,
      to: person.email,
      data: {
        name: person.name,
        offerTitle: offerTexts(offer, person.language).title,
        companyName: company.name,
        status,
        offerUrl: offerPageUrl(params.origins, person.language, offer.hash),
      },
    })
    return offer.id
  })
  const candidate = await findCandidate(db, { offerId, hash: params.hash, locale: params.locale })
  if (!candidate) throw notFound()
  return candidate
}

/**
 * Before a company's account is erased (features/privacy): its offers go with it, and the candidates still in
 * the running of each offer not closed yet are told it was removed (`applied-offer-ended`), as when the
 * company deletes one. Runs in the erasure's transaction (which calls forgetJobReads once it committed);
 * answers how many offers were ended.
 */
export async function endOffersOfErasedCompany(
  tx: Db,
  params: { companyId: string; companyName: string; origins: AppOrigins },
): Promise<number> {
  const offers = await tx
    .select(offerColumns)
    .from(jobOffers)
    .where(and(eq(jobOffers.companyId, params.companyId), ne(jobOffers.status, 'CLOSED')))
    .for('update')
  for (const offer of offers)
    await mailCandidatesOfEndedOffer(tx, {
      offer,
      companyName: params.companyName,
      how: 'deleted',
      origins: params.origins,
    })
  return offers.length
}
