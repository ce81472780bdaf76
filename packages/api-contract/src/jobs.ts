import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { AdminOffersQuery } from './admin-search'
import { calendarDate, TODAY } from './dates'
import { BulkDecisionInput, BulkDecisionResult, Decision, DecisionReason, ReasonInput } from './decisions'
import type { Endpoint } from './endpoint'
import {
  type ApplicationStatus,
  applicationStatuses,
  CANDIDATES_PAGE_SIZE,
  CandidatesQuery,
  COMPANY_OFFERS_PAGE_SIZE,
  CompanyOffersQuery,
  JOBS_PAGE_SIZE,
  JobBankQuery,
  type OfferStatus,
  offerContracts,
  offerStatuses,
  workingHoursTypes,
} from './jobs-search'
import { listQuery, PathHash, pageQuery, paginated } from './lists'
import { localized } from './localized'
import { RefHash } from './users'

export {
  type ApplicationStatus,
  applicationStatuses,
  CANDIDATES_PAGE_SIZE,
  CandidatesQuery,
  COMPANY_OFFERS_PAGE_SIZE,
  CompanyOffersQuery,
  JOBS_PAGE_SIZE,
  JobBankQuery,
  type OfferStatus,
  offerContracts,
  offerStatuses,
  workingHoursTypes,
}

// The job bank (spec sections 3 and 4: job offer, job application): offers that validated companies write
// and the alumni office approves, the job bank where Premium alumni find and apply to them, the candidates
// a company reviews, and the office's review. docs/jobs.md draws the state machines.

/** How many offers the public jobs landing shows. */
export const LATEST_JOBS = 3

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))
/** An optional text of a form: `''` and null are nothing (null). */
const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  )

/**
 * The date the new hire starts, `YYYY-MM-DD`: from today to two years ahead (checked again when the offer
 * is sent to review).
 */
export const DateIncorporation = calendarDate({
  min: TODAY,
  max: { years: 2 },
  message: msg`La fecha de incorporación debe estar entre hoy y dentro de 2 años.`,
})

/** How many studies categories an offer may name. */
export const MAX_OFFER_CATEGORIES = 10

/**
 * The fields of `JobOfferInput`, for the offer form to take its rules from. The text is written once in
 * Spanish and, optionally, in English (`*_en`); readers get their language and fall back to the other.
 */
export const jobOfferEntries = {
  title: text(150),
  description: text(10_000),
  /** The position (spec: workstation). */
  workstation: text(150),
  title_en: optionalText(150),
  description_en: optionalText(10_000),
  workstation_en: optionalText(150),
  location: text(150),
  /** ISO 3166-1 alpha-2; the server checks that it exists. */
  country_code: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/)))),
  contract: v.picklist(offerContracts),
  working_hours: v.picklist(workingHoursTypes),
  date_incorporation: v.optional(v.nullable(DateIncorporation)),
  /** Hashes of leaves of the studies tree the offer asks for (none, one or several, at most 10). */
  categories: v.optional(v.pipe(v.array(RefHash), v.maxLength(MAX_OFFER_CATEGORIES))),
  /** One studies category, as older clients send it: `[category]` (null: none); `categories` wins. */
  category: v.optional(v.nullable(RefHash)),
  /** Hashes of USER tags of the groups area and specialty. */
  area: v.optional(v.nullable(RefHash)),
  specialty: v.optional(v.nullable(RefHash)),
}

/** `POST /usr/company/offers`: a new offer, saved as a draft (UNPUBLISHED). */
export const JobOfferInput = v.strictObject(jobOfferEntries)
export type JobOfferInput = v.InferOutput<typeof JobOfferInput>

/** `PATCH /usr/company/offers/{id}`: the fields to change. */
export const JobOfferPatch = v.strictObject({
  ...jobOfferEntries,
  title: v.optional(jobOfferEntries.title),
  description: v.optional(jobOfferEntries.description),
  workstation: v.optional(jobOfferEntries.workstation),
  location: v.optional(jobOfferEntries.location),
  contract: v.optional(jobOfferEntries.contract),
  working_hours: v.optional(jobOfferEntries.working_hours),
})
export type JobOfferPatch = v.InferOutput<typeof JobOfferPatch>

const Rating = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))

/** The fields of `CloseOfferInput` (spec section 5: closing feedback, all of it required). */
export const closeOfferEntries = {
  /** How the job bank served the company: 1 very bad … 5 excellent. */
  service_rating: Rating,
  /** How suitable the candidates were: 1 very bad … 5 excellent. */
  candidates_rating: Rating,
  hired: v.boolean(),
  /** The application hash of the person hired; required when `hired`. */
  hired_candidate: v.optional(v.nullable(RefHash)),
}

/** `POST /usr/company/offers/{id}/close`. */
export const CloseOfferInput = v.pipe(
  v.strictObject(closeOfferEntries),
  v.forward(
    v.partialCheck(
      [['hired'], ['hired_candidate']],
      (i) => !i.hired || !!i.hired_candidate,
      localized(msg`Indica a quién has contratado.`),
    ),
    ['hired_candidate'],
  ),
)
export type CloseOfferInput = v.InferOutput<typeof CloseOfferInput>

/** `PATCH /usr/company/offers/{id}/candidates/{hash}`: in process or discarded (either way round). */
export const CandidateStatusInput = v.strictObject({ status: v.picklist(['ACCEPTED', 'CANCELLED']) })
export type CandidateStatusInput = v.InferOutput<typeof CandidateStatusInput>

const Ref = v.object({ hash: v.string(), title: v.string() })
const nullableString = v.nullable(v.string())

/** The company as alumni see it on an offer. */
export const OfferCompany = v.object({ hash: v.string(), name: v.string(), logo: nullableString })

/** The caller's application to an offer. */
export const OwnApplication = v.object({
  hash: v.string(),
  status: v.picklist(applicationStatuses),
  applied_at: v.string(),
})

/**
 * A published offer as alumni read it, in the request's language (`language` says which one the text is
 * in: the other when the offer has none in the request's). `my_application` is the caller's, if any.
 */
export const JobOffer = v.object({
  id: v.string(),
  hash: v.string(),
  status: v.picklist(offerStatuses),
  language: v.picklist(['es', 'en']),
  title: v.string(),
  description: v.string(),
  workstation: v.string(),
  location: v.string(),
  country: v.nullable(v.object({ code: v.string(), name: v.string() })),
  contract: v.picklist(offerContracts),
  working_hours: v.picklist(workingHoursTypes),
  date_incorporation: nullableString,
  published_at: nullableString,
  /** The studies categories the offer asks for. */
  categories: v.array(Ref),
  /** The first of `categories` (older clients read one). */
  category: v.nullable(Ref),
  area: v.nullable(Ref),
  specialty: v.nullable(Ref),
  company: OfferCompany,
  my_application: v.nullable(OwnApplication),
})
export type JobOffer = v.InferOutput<typeof JobOffer>
export const JobOfferList = paginated(JobOffer)
export type JobOfferList = v.InferOutput<typeof JobOfferList>

/** A teaser of the jobs landing: no description. */
export const JobTeaser = v.object({
  hash: v.string(),
  /**
   * The language of `title`: the request's, or the other when the offer has no text in it. Always sent;
   * optional here so a client reads a server older than the field too.
   */
  language: v.optional(v.picklist(['es', 'en'])),
  title: v.string(),
  location: v.string(),
  contract: v.picklist(offerContracts),
  working_hours: v.picklist(workingHoursTypes),
  published_at: nullableString,
  company: OfferCompany,
})
export const LatestJobs = v.object({ items: v.array(JobTeaser), total: v.number() })
export type LatestJobs = v.InferOutput<typeof LatestJobs>

/** The counts of an offer's candidates by status. */
export const CandidateCounts = v.object({
  new: v.number(),
  in_process: v.number(),
  discarded: v.number(),
})

/** An offer as its company sees it: both languages as written, its review note and its candidate counts. */
export const CompanyOffer = v.object({
  id: v.string(),
  hash: v.string(),
  status: v.picklist(offerStatuses),
  /** Why the alumni office sent it back to draft; null once it is sent to review again. */
  review_note: nullableString,
  title: v.string(),
  description: v.string(),
  workstation: v.string(),
  title_en: nullableString,
  description_en: nullableString,
  workstation_en: nullableString,
  location: v.string(),
  country_code: nullableString,
  contract: v.picklist(offerContracts),
  working_hours: v.picklist(workingHoursTypes),
  date_incorporation: nullableString,
  /** The studies categories the offer asks for. */
  categories: v.array(Ref),
  /** The first of `categories` (older clients read one). */
  category: v.nullable(Ref),
  area: v.nullable(Ref),
  specialty: v.nullable(Ref),
  published_at: nullableString,
  closed_at: nullableString,
  created_at: v.string(),
  updated_at: v.string(),
  candidates: CandidateCounts,
})
export type CompanyOffer = v.InferOutput<typeof CompanyOffer>
export const CompanyOfferList = paginated(CompanyOffer)
export type CompanyOfferList = v.InferOutput<typeof CompanyOfferList>

/** `GET /usr/company/offers`. */

/**
 * An applicant to one of the company's offers: what the person shares with companies. Their full profile
 * (projects, experiences) is `GET /usr/company/directory/{person.hash}`, their CV the candidate's `cv` call.
 */
export const Candidate = v.object({
  /** The application's hash. */
  hash: v.string(),
  status: v.picklist(applicationStatuses),
  applied_at: v.string(),
  updated_at: v.string(),
  has_cv: v.boolean(),
  person: v.object({
    hash: v.string(),
    name: v.string(),
    surname: v.string(),
    email: v.string(),
    avatar: nullableString,
    category: v.nullable(Ref),
    graduation_year: v.nullable(v.number()),
    current_job: nullableString,
    current_company: nullableString,
    city: nullableString,
  }),
})
export type Candidate = v.InferOutput<typeof Candidate>
export const CandidateList = paginated(Candidate)
export type CandidateList = v.InferOutput<typeof CandidateList>

/** `GET /usr/company/offers/{id}/candidates`: newest first. */

/** One of the caller's applications (subscribed offers), with the offer's state. */
export const MyApplication = v.object({
  hash: v.string(),
  status: v.picklist(applicationStatuses),
  applied_at: v.string(),
  updated_at: v.string(),
  offer: v.object({
    hash: v.string(),
    title: v.string(),
    location: v.string(),
    status: v.picklist(offerStatuses),
    company: OfferCompany,
  }),
})
export type MyApplication = v.InferOutput<typeof MyApplication>
export const MyApplicationList = paginated(MyApplication)

export const MyApplicationsQuery = listQuery({ ...pageQuery(JOBS_PAGE_SIZE, 50) })

/** `POST /api/jobs/alerts/unsubscribe`: the token of the link in a job-alert mail. */
export const UnsubscribeInput = v.strictObject({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(512)),
})
export const UnsubscribeResponse = v.object({ email: v.string() })

/** An offer as the alumni office reviews it. */
export const AdminOffer = v.object({
  hash: v.string(),
  status: v.picklist(offerStatuses),
  title: v.string(),
  workstation: v.string(),
  location: v.string(),
  review_note: nullableString,
  company: v.object({ hash: v.string(), name: v.string() }),
  created_at: v.string(),
  updated_at: v.string(),
  published_at: nullableString,
  /** The office's last decision (approved, rejected, closed); null while none. */
  decision: v.optional(v.nullable(Decision)),
})
export type AdminOffer = v.InferOutput<typeof AdminOffer>
export const AdminOfferList = paginated(AdminOffer)

export { AdminOffersQuery } from './admin-search'

/** `POST /usr/admin/offers/{hash}/reject`: the reason the company will read. */
export const RejectOfferInput = v.strictObject({ reason: DecisionReason })

const IdParams = v.object({ id: PathHash })
const HashParams = v.object({ hash: PathHash })
const CandidateParams = v.object({ id: PathHash, hash: PathHash })

// Alumni and everyone.

export const latestJobs = {
  method: 'GET',
  path: '/api/jobs/latest',
  summary:
    'The newest published offers, for the public jobs landing (no description), and how many there are',
  tag: 'jobs',
  permission: 'jobs.preview',
  apiKey: true,
  response: { status: 200, body: LatestJobs },
} as const satisfies Endpoint

export const jobBank = {
  method: 'GET',
  path: '/api/jobs',
  summary: 'The job bank: published offers, newest first, 9 a page, with the spec’s filters',
  tag: 'jobs',
  permission: 'jobs.read',
  apiKey: true,
  request: { query: JobBankQuery },
  response: { status: 200, body: JobOfferList },
} as const satisfies Endpoint

export const jobOffer = {
  method: 'GET',
  path: '/api/jobs/{id}',
  summary:
    'A published or closed offer, in the request’s language (public, so that shared links and search engines can read it; 404 for any other state)',
  tag: 'jobs',
  permission: 'jobs.preview',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 200, body: JobOffer },
} as const satisfies Endpoint

/** An application's choice: the company may keep it (and see the CV) for its other offers after this one closes. */
export const ApplyInput = v.strictObject({ keep_for_company: v.optional(v.boolean(), false) })
export type ApplyInput = v.InferOutput<typeof ApplyInput>

export const applyToJob = {
  method: 'POST',
  path: '/usr/jobs/{id}/application',
  summary:
    'Applies to a published offer with the CV of the profile (400 without a CV, 409 when already applied or the offer is not open)',
  tag: 'jobs',
  permission: 'jobs.apply',
  apiKey: true,
  request: { params: IdParams, body: ApplyInput },
  emptyBody:
    'applies without letting the company keep the application once the offer has been closed for CANDIDATE_RETENTION_MONTHS',
  conflict: 'already applied, or the offer is not PUBLISHED',
  response: { status: 201, body: OwnApplication },
} as const satisfies Endpoint

export const withdrawApplication = {
  method: 'DELETE',
  path: '/usr/jobs/{id}/application',
  summary: 'Withdraws my application while it is PENDING (409 once the company has acted on it)',
  tag: 'jobs',
  permission: 'jobs.apply',
  apiKey: true,
  request: { params: IdParams },
  conflict: 'the company has already marked the application (it is not PENDING)',
  response: { status: 204 },
} as const satisfies Endpoint

export const myApplications = {
  method: 'GET',
  path: '/usr/applications',
  summary: 'My applications (subscribed offers), newest first, with the offer’s state',
  tag: 'jobs',
  permission: 'jobs.apply',
  apiKey: true,
  request: { query: MyApplicationsQuery },
  response: { status: 200, body: MyApplicationList },
} as const satisfies Endpoint

export const unsubscribeJobAlerts = {
  method: 'POST',
  path: '/api/jobs/alerts/unsubscribe',
  summary: 'Turns job alerts off (is_receive_jobs) with the token of an alert mail’s link; no sign-in needed',
  tag: 'jobs',
  permission: 'mail.unsubscribe',
  apiKey: true,
  request: { body: UnsubscribeInput },
  response: { status: 200, body: UnsubscribeResponse },
} as const satisfies Endpoint

// Companies.

export const companyOffers = {
  method: 'GET',
  path: '/usr/company/offers',
  summary: 'The company’s offers, newest first, with their candidate counts; text and status filters',
  tag: 'jobs',
  permission: 'company.offers.manage',
  apiKey: true,
  request: { query: CompanyOffersQuery },
  response: { status: 200, body: CompanyOfferList },
} as const satisfies Endpoint

export const createOffer = {
  method: 'POST',
  path: '/usr/company/offers',
  summary: 'A new offer, saved as a draft (UNPUBLISHED)',
  tag: 'jobs',
  permission: 'company.offers.manage',
  apiKey: true,
  request: { body: JobOfferInput },
  conflict: 'the account belongs to no company',
  response: { status: 201, body: CompanyOffer },
} as const satisfies Endpoint

export const companyOffer = {
  method: 'GET',
  path: '/usr/company/offers/{id}',
  summary: 'One of the company’s offers (404 for another company’s)',
  tag: 'jobs',
  permission: 'company.offers.manage',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 200, body: CompanyOffer },
} as const satisfies Endpoint

export const updateOffer = {
  method: 'PATCH',
  path: '/usr/company/offers/{id}',
  summary:
    'Edits a draft or pending offer; editing a published one sends it back to review (PENDING); a closed one must be reopened first (409)',
  tag: 'jobs',
  permission: 'company.offers.manage',
  apiKey: true,
  request: { params: IdParams, body: JobOfferPatch },
  conflict: 'the offer is CLOSED',
  response: { status: 200, body: CompanyOffer },
} as const satisfies Endpoint

export const deleteOffer = {
  method: 'DELETE',
  path: '/usr/company/offers/{id}',
  summary: 'Deletes an offer and its applications for good; a published offer must be closed first (409)',
  tag: 'jobs',
  permission: 'company.offers.manage',
  apiKey: true,
  request: { params: IdParams },
  conflict: 'the offer is PUBLISHED',
  response: { status: 204 },
} as const satisfies Endpoint

export const publishOffer = {
  method: 'POST',
  path: '/usr/company/offers/{id}/publish',
  summary:
    'Sends a draft to the alumni office’s review (UNPUBLISHED → PENDING); the start date must not be past',
  tag: 'jobs',
  permission: 'company.offers.manage',
  apiKey: true,
  request: { params: IdParams },
  conflict: 'the offer is not UNPUBLISHED',
  response: { status: 200, body: CompanyOffer },
} as const satisfies Endpoint

export const closeOffer = {
  method: 'POST',
  path: '/usr/company/offers/{id}/close',
  summary: 'Closes a published offer with the closing feedback (PUBLISHED → CLOSED)',
  tag: 'jobs',
  permission: 'company.offers.manage',
  apiKey: true,
  request: { params: IdParams, body: CloseOfferInput },
  conflict: 'the offer is not PUBLISHED',
  response: { status: 200, body: CompanyOffer },
} as const satisfies Endpoint

export const reopenOffer = {
  method: 'POST',
  path: '/usr/company/offers/{id}/reopen',
  summary: 'Opens a closed offer again (CLOSED → PUBLISHED)',
  tag: 'jobs',
  permission: 'company.offers.manage',
  apiKey: true,
  request: { params: IdParams },
  conflict: 'the offer is not CLOSED, or the alumni office closed it (the company asks the office)',
  response: { status: 200, body: CompanyOffer },
} as const satisfies Endpoint

export const offerCandidates = {
  method: 'GET',
  path: '/usr/company/offers/{id}/candidates',
  summary: 'The applicants to one of the company’s offers, newest first; status filter',
  tag: 'jobs',
  permission: 'company.candidates.read',
  apiKey: true,
  request: { params: IdParams, query: CandidatesQuery },
  response: { status: 200, body: CandidateList },
} as const satisfies Endpoint

export const offerCandidatesCsv = {
  method: 'GET',
  path: '/usr/company/offers/{id}/candidates.csv',
  summary: 'The applicants as CSV (UTF-8 with BOM, `;`-separated): name, surname, e-mail, status, applied at',
  tag: 'jobs',
  permission: 'company.candidates.read',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 200, contentType: 'text/csv' },
} as const satisfies Endpoint

export const setCandidateStatus = {
  method: 'PATCH',
  path: '/usr/company/offers/{id}/candidates/{hash}',
  summary: 'Marks a candidate in process (ACCEPTED) or discarded (CANCELLED); the candidate is mailed',
  tag: 'jobs',
  permission: 'company.candidates.read',
  apiKey: true,
  request: { params: CandidateParams, body: CandidateStatusInput },
  response: { status: 200, body: Candidate },
} as const satisfies Endpoint

export const candidateCv = {
  method: 'GET',
  path: '/usr/company/offers/{id}/candidates/{hash}/cv',
  summary: 'The CV of an applicant to one of the company’s offers (PDF)',
  tag: 'jobs',
  permission: 'company.candidates.read',
  apiKey: true,
  request: { params: CandidateParams },
  response: { status: 200, contentType: 'application/pdf' },
} as const satisfies Endpoint

// The alumni office.

export const adminOffers = {
  method: 'GET',
  path: '/usr/admin/offers',
  summary: 'Offers of every company by status (PENDING ones wait for review), oldest change first',
  tag: 'admin',
  permission: 'admin.offers.manage',
  apiKey: true,
  request: { query: AdminOffersQuery },
  response: { status: 200, body: AdminOfferList },
} as const satisfies Endpoint

export const approveOffer = {
  method: 'POST',
  path: '/usr/admin/offers/{hash}/approve',
  summary: 'Approves a pending offer (PENDING → PUBLISHED); the company is mailed',
  tag: 'admin',
  permission: 'admin.offers.manage',
  apiKey: true,
  request: { params: HashParams },
  conflict: 'the offer is not PENDING',
  response: { status: 200, body: AdminOffer },
} as const satisfies Endpoint

export const rejectOffer = {
  method: 'POST',
  path: '/usr/admin/offers/{hash}/reject',
  summary:
    'Sends a pending offer back to draft with a reason (required) the company sees and is mailed (PENDING → UNPUBLISHED)',
  tag: 'admin',
  permission: 'admin.offers.manage',
  apiKey: true,
  request: { params: HashParams, body: RejectOfferInput },
  conflict: 'the offer is not PENDING (the message says what happened, by whom and when)',
  response: { status: 200, body: AdminOffer },
} as const satisfies Endpoint

export const adminOffer = {
  method: 'GET',
  path: '/usr/admin/offers/{hash}',
  summary:
    'An offer in any state exactly as alumni will read it on its page (`JobOffer`, in the request’s language)',
  tag: 'admin',
  permission: 'admin.offers.manage',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: JobOffer },
} as const satisfies Endpoint

export const officeCloseOffer = {
  method: 'POST',
  path: '/usr/admin/offers/{hash}/close',
  summary:
    'Closes a published offer on the company’s behalf (PUBLISHED → CLOSED) with a reason the company is mailed; the candidates still in the running are told',
  tag: 'admin',
  permission: 'admin.offers.manage',
  apiKey: true,
  request: { params: HashParams, body: ReasonInput },
  conflict: 'the offer is not PUBLISHED (the message says what happened, by whom and when)',
  response: { status: 200, body: AdminOffer },
} as const satisfies Endpoint

export const bulkOffers = {
  method: 'POST',
  path: '/usr/admin/offers/bulk',
  summary:
    'Approves or rejects (with a reason) up to 1000 pending offers at once; those no longer pending are skipped and listed',
  tag: 'admin',
  permission: 'admin.offers.manage',
  apiKey: true,
  request: { body: BulkDecisionInput },
  response: { status: 200, body: BulkDecisionResult },
} as const satisfies Endpoint

export const jobEndpoints = {
  latestJobs,
  jobBank,
  jobOffer,
  applyToJob,
  withdrawApplication,
  myApplications,
  unsubscribeJobAlerts,
  companyOffers,
  createOffer,
  companyOffer,
  updateOffer,
  deleteOffer,
  publishOffer,
  closeOffer,
  reopenOffer,
  offerCandidates,
  offerCandidatesCsv,
  setCandidateStatus,
  candidateCv,
  adminOffers,
  adminOffer,
  approveOffer,
  rejectOffer,
  officeCloseOffer,
  bulkOffers,
} as const satisfies Record<string, Endpoint>
