import * as v from 'valibot'
import { listQuery, pageQuery, queryText } from './lists'

// The job bank's search, on its own: the alumni app's route reads it from the address bar in the app's first
// load, and a module is bundled whole, so the rest of the jobs contract (and the users contract under it)
// would come along; the company app's offers and candidates lists the same. `./jobs` exports the same names.

/** Spec section 4. UNPUBLISHED (draft) → PENDING (pending publication) → PUBLISHED ⇄ CLOSED. */
export const offerStatuses = ['UNPUBLISHED', 'PENDING', 'PUBLISHED', 'CLOSED'] as const
export type OfferStatus = (typeof offerStatuses)[number]
/** PENDING (new), ACCEPTED (in process), CANCELLED (discarded). */
export const applicationStatuses = ['PENDING', 'ACCEPTED', 'CANCELLED'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

/** INTERNSHIP: prácticas, an internship (schema.org `INTERN`). */
export const offerContracts = ['INDEFINITE', 'TEMPORAL', 'FREELANCE', 'INTERNSHIP'] as const
export const workingHoursTypes = ['PART-TIME', 'FULL-TIME'] as const

/** The job bank's orders, by publication date. */
export const jobSorts = ['newest', 'oldest'] as const
export type JobSort = (typeof jobSorts)[number]

/** Spec section 9: lists of articles and offers, 9 a page (the job bank). */
export const JOBS_PAGE_SIZE = 9
/** A company's offers and an offer's candidates, 10 a page. */
export const COMPANY_OFFERS_PAGE_SIZE = 10
export const CANDIDATES_PAGE_SIZE = 10

export const filterText = (max: number) => v.optional(v.pipe(queryText(), v.trim(), v.maxLength(max)))
export const optionalPick = <const T extends readonly string[]>(options: T) =>
  v.optional(v.pipe(queryText(), v.picklist(options)))

/** `GET /api/jobs`: the job bank's filters (spec section 2, reusable list filters). */
export const JobBankQuery = listQuery({
  ...pageQuery(JOBS_PAGE_SIZE, 50),
  /** Words of the title, position, description or company (accents and case do not matter). */
  text: filterText(120),
  /** Hash of a category; its sub-categories match too. */
  category: filterText(64),
  country_code: v.optional(v.pipe(queryText(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/))),
  /** Part of the location. */
  location: filterText(120),
  contract: optionalPick(offerContracts),
  working_hours: optionalPick(workingHoursTypes),
  /** Hash of a USER tag of the group area: the offer's academic area. */
  area: filterText(64),
  /** Hash of a USER tag of the group specialty: the offer's specialty. */
  specialty: filterText(64),
  /** By publication date: `newest` first (the default) or `oldest` first. */
  sort: optionalPick(jobSorts),
})
export type JobBankQuery = v.InferOutput<typeof JobBankQuery>

export const CompanyOffersQuery = listQuery({
  ...pageQuery(COMPANY_OFFERS_PAGE_SIZE, 50),
  text: filterText(120),
  status: optionalPick(offerStatuses),
})
export type CompanyOffersQuery = v.InferOutput<typeof CompanyOffersQuery>

export const CandidatesQuery = listQuery({
  ...pageQuery(CANDIDATES_PAGE_SIZE, 100),
  status: optionalPick(applicationStatuses),
})
