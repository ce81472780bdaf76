import { HOME_ITEMS } from '@egresa/api-contract/home'
import type {
  AdminOffer,
  ApplicationStatus,
  Candidate,
  CandidateList,
  CompanyOffer,
  CompanyOfferList,
  CompanyOffersQuery,
  JobBankQuery,
  JobOffer,
  JobOfferList,
  LatestJobs,
  MyApplication,
  OfferStatus,
} from '@egresa/api-contract/jobs'
import { type AdminOfferList, LATEST_JOBS } from '@egresa/api-contract/jobs'
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type * as v from 'valibot'
import type { Db } from '../../db/client'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { categories, tags } from '../../db/schema/reference'
import { companies, users } from '../../db/schema/users'
import { fileUrl } from '../../lib/files'
import type { Locale } from '../../lib/i18n'
import { decidersOf, decisionOf } from '../../lib/office-decisions'
import type { SitePage } from '../../lib/site-pages'
import { countryOf, type References, referencesFor, refOf } from './references'

// Reads of the job bank. Each list is one query: its page and, with `count(*) over ()`, its total.

const { searchText: _searchText, ...offerColumns } = getTableColumns(jobOffers)
export type OfferRow = Omit<typeof jobOffers.$inferSelect, 'searchText'>

/**
 * A candidate the company may see: the privacy job hides an application CANDIDATE_RETENTION_MONTHS after its
 * offer closed, unless the candidate let the company keep it (docs/privacy.md, "Retention").
 */
const visibleToCompany = isNull(jobApplications.hiddenFromCompanyAt)

const myApplications = alias(jobApplications, 'my_applications')

/** An offer with its company (the reference rows it points to come from references.ts). */
const offerFields = {
  offer: offerColumns,
  company: { hash: companies.hash, name: companies.name, logoKey: companies.logoKey },
}

type OfferWithCompany = {
  offer: OfferRow
  company: { hash: string; name: string; logoKey: string | null }
}

/** The caller's application to each offer of the query (none for an anonymous caller). */
function withMine(viewerId: string | null) {
  return and(
    eq(myApplications.offerId, jobOffers.id),
    viewerId ? eq(myApplications.userId, viewerId) : sql`false`,
  )
}

const mineFields = {
  hash: myApplications.hash,
  status: myApplications.status,
  createdAt: myApplications.createdAt,
}

const total = sql<number>`count(*) over ()`.mapWith(Number)

/** Offers with their company, and the caller's application to each (none when `viewerId` is null). */
function alumniOffers(db: Db, viewerId: string | null) {
  return db
    .select({ ...offerFields, mine: mineFields, total })
    .from(jobOffers)
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .leftJoin(myApplications, withMine(viewerId))
}

/** Offers with their company, and the total of the query's rows. */
function offersWithCompany(db: Db) {
  return db
    .select({ ...offerFields, total })
    .from(jobOffers)
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
}

/** The reference rows the offers point to. */
const offerReferences = (db: Db, offers: OfferRow[]) =>
  referencesFor(db, {
    categoryIds: offers.flatMap((o) => o.categoryIds),
    tagIds: offers.flatMap((o) => [o.areaTagId, o.specialtyTagId]),
    countryCodes: offers.map((o) => o.countryCode),
  })

/** The offer's studies categories, and the first of them as older clients read it. */
function offerCategories(refs: References, ids: number[], locale: Locale) {
  const list = ids.flatMap((id) => refOf(refs.categories, id, locale) ?? [])
  return { categories: list, category: list[0] ?? null }
}

const iso = (d: Date | null) => d?.toISOString() ?? null

/** The language an offer is read in: English when asked for and written; else Spanish, always written. */
export function offerLanguage(
  offer: Pick<OfferRow, 'titleEn' | 'descriptionEn'>,
  locale: string,
): 'es' | 'en' {
  return locale === 'en' && offer.titleEn && offer.descriptionEn ? 'en' : 'es'
}

/** The offer's texts in a language (`es`, `en`, or a mail's `ca`, which reads the Spanish). */
export function offerTexts(
  offer: Pick<
    OfferRow,
    'title' | 'description' | 'workstation' | 'titleEn' | 'descriptionEn' | 'workstationEn'
  >,
  locale: string,
) {
  const language = offerLanguage(offer, locale)
  if (language === 'es')
    return { language, title: offer.title, description: offer.description, workstation: offer.workstation }
  return {
    language,
    title: offer.titleEn ?? offer.title,
    description: offer.descriptionEn ?? offer.description,
    workstation: offer.workstationEn ?? offer.workstation,
  }
}

const offerCompany = (company: OfferWithCompany['company']) => ({
  hash: company.hash,
  name: company.name,
  logo: company.logoKey ? fileUrl(company.logoKey) : null,
})

type OwnApplicationRow = { hash: string; status: ApplicationStatus; createdAt: Date } | null

function toJobOffer(
  row: OfferWithCompany & { mine: OwnApplicationRow },
  refs: References,
  locale: Locale,
): JobOffer {
  const { offer, mine } = row
  return {
    id: offer.hash,
    hash: offer.hash,
    status: offer.status,
    ...offerTexts(offer, locale),
    location: offer.location,
    country: countryOf(refs, offer.countryCode, locale),
    contract: offer.contract as JobOffer['contract'],
    working_hours: offer.workingHours as JobOffer['working_hours'],
    date_incorporation: offer.dateIncorporation,
    published_at: iso(offer.publishedAt),
    ...offerCategories(refs, offer.categoryIds, locale),
    area: refOf(refs.tags, offer.areaTagId, locale),
    specialty: refOf(refs.tags, offer.specialtyTagId, locale),
    company: offerCompany(row.company),
    my_application: mine
      ? {
          hash: mine.hash,
          status: mine.status,
          applied_at: mine.createdAt.toISOString(),
        }
      : null,
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Lower case and without accents, as `search_text` is (migration 0002_jobs_search). */
const folded = (text: string | SQLWrapper) => sql`egresa_unaccent(lower(${text}))`

/** Every word of `text` in the offer's texts or its company's name, whatever the accents and case. */
function textFilter(text: string | undefined): SQL[] {
  const words = (text ?? '').split(/\s+/).filter(Boolean).slice(0, 8)
  return words.map((word) => sql`${jobOffers.searchText} like ${folded(`%${escapeLike(word)}%`)}`)
}

/** Offers that name a category or anything under it, in the studies tree (one of their categories is). */
const inCategoryTree = (hash: string) =>
  sql`${jobOffers.categoryIds} && array(
    with recursive tree as (
      select ${categories.id} as id from ${categories} where ${categories.hash} = ${hash}
      union all
      select c.id from ${categories} c join tree on c.parent_id = tree.id
    ) select id from tree)::integer[]`

/** Offers whose area (or specialty) is the USER tag of that group with this hash. */
const withTag = (column: SQLWrapper, group: 'area' | 'specialty', hash: string) =>
  sql`${column} = (select ${tags.id} from ${tags} where ${tags.hash} = ${hash} and ${tags.type} = 'USER' and ${tags.group} = ${group})`

const newestPublished = [desc(jobOffers.publishedAt), desc(jobOffers.id)]

/**
 * The job bank's orders. `count(*) over ()` reads every matching row before the first one is answered, but
 * PostgreSQL (15) costs the page as if the LIMIT stopped early: with the order the index on (status,
 * published_at) gives, it walked all 12,000 published offers of the huge set by that index and filtered
 * their texts (74 ms for a word), instead of taking the few hundred rows the trigram index finds (3 ms).
 * A published offer always has its date, so `nulls last`/`nulls first` changes no order, only which
 * plans can give it: none by that index, so the filters' indexes choose the rows, then the page is sorted
 * (docs/decisions.md, "Performance").
 */
const bankOrders = {
  newest: [sql`${jobOffers.publishedAt} desc nulls last`, desc(jobOffers.id)],
  oldest: [sql`${jobOffers.publishedAt} asc nulls first`, asc(jobOffers.id)],
}

/**
 * `GET /api/jobs`: published offers, newest first, with the job bank's filters; the same for everyone
 * (`my_application` is null: `withMyApplications` adds the caller's).
 */
export async function listJobBank(
  db: Db,
  params: { query: JobBankQuery; locale: Locale },
): Promise<JobOfferList> {
  const { query } = params
  const conditions: SQL[] = [eq(jobOffers.status, 'PUBLISHED'), ...textFilter(query.text)]
  if (query.category) conditions.push(inCategoryTree(query.category))
  if (query.country_code) conditions.push(eq(jobOffers.countryCode, query.country_code))
  if (query.location) {
    conditions.push(sql`${folded(jobOffers.location)} like ${folded(`%${escapeLike(query.location)}%`)}`)
  }
  if (query.contract) conditions.push(eq(jobOffers.contract, query.contract))
  if (query.working_hours) conditions.push(eq(jobOffers.workingHours, query.working_hours))
  if (query.area) conditions.push(withTag(jobOffers.areaTagId, 'area', query.area))
  if (query.specialty) conditions.push(withTag(jobOffers.specialtyTagId, 'specialty', query.specialty))
  const where = and(...conditions)
  const rows = await offersWithCompany(db)
    .where(where)
    .orderBy(...bankOrders[query.sort === 'oldest' ? 'oldest' : 'newest'])
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const n = rows[0]?.total ?? (query.page > 1 ? await countOffers(db, where) : 0)
  const refs = await offerReferences(
    db,
    rows.map((r) => r.offer),
  )
  return {
    items: rows.map((r) => toJobOffer({ ...r, mine: null }, refs, params.locale)),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}

type OwnApplication = NonNullable<JobOffer['my_application']>

/** A person's applications by the offer's hash (a person has a few: they are read whole). */
export async function myApplicationsByOffer(db: Db, userId: string): Promise<Record<string, OwnApplication>> {
  const rows = await db
    .select({
      offer: jobOffers.hash,
      hash: jobApplications.hash,
      status: jobApplications.status,
      createdAt: jobApplications.createdAt,
    })
    .from(jobApplications)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
    .where(eq(jobApplications.userId, userId))
  return Object.fromEntries(
    rows.map((r) => [r.offer, { hash: r.hash, status: r.status, applied_at: r.createdAt.toISOString() }]),
  )
}

/** The list with the caller's application on each offer they applied to. */
export function withMyApplications(list: JobOfferList, mine: Record<string, OwnApplication>): JobOfferList {
  return { ...list, items: list.items.map((o) => ({ ...o, my_application: mine[o.hash] ?? null })) }
}

async function countOffers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobOffers).where(where)
  return Number(row?.n ?? 0)
}

/** `GET /api/jobs/latest`: the newest published offers and how many are published. */
export async function latestJobs(db: Db, params: { locale: Locale }): Promise<LatestJobs> {
  const rows = await db
    .select({
      offer: {
        hash: jobOffers.hash,
        title: jobOffers.title,
        titleEn: jobOffers.titleEn,
        descriptionEn: jobOffers.descriptionEn,
        location: jobOffers.location,
        contract: jobOffers.contract,
        workingHours: jobOffers.workingHours,
        publishedAt: jobOffers.publishedAt,
      },
      company: { hash: companies.hash, name: companies.name, logoKey: companies.logoKey },
      total,
    })
    .from(jobOffers)
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .where(eq(jobOffers.status, 'PUBLISHED'))
    .orderBy(...newestPublished)
    .limit(LATEST_JOBS)
  return {
    items: rows.map(({ offer, company }) => ({
      hash: offer.hash,
      language: offerLanguage(offer, params.locale),
      title: offerLanguage(offer, params.locale) === 'en' ? (offer.titleEn ?? offer.title) : offer.title,
      location: offer.location,
      contract: offer.contract as JobOffer['contract'],
      working_hours: offer.workingHours as JobOffer['working_hours'],
      published_at: iso(offer.publishedAt),
      company: offerCompany(company),
    })),
    total: rows[0]?.total ?? 0,
  }
}

/** `GET /api/jobs/{id}`: a published or closed offer; null for any other (or none). */
export async function findPublicOffer(
  db: Db,
  params: { hash: string; viewerId: string | null; locale: Locale; anyStatus?: boolean },
): Promise<JobOffer | null> {
  // The office reads an offer in any state exactly as alumni will (GET /usr/admin/offers/{hash}).
  const visible = params.anyStatus ? undefined : inArray(jobOffers.status, ['PUBLISHED', 'CLOSED'])
  const [row] = await alumniOffers(db, params.viewerId)
    .where(and(eq(jobOffers.hash, params.hash), visible))
    .limit(1)
  if (!row) return null
  return toJobOffer(row, await offerReferences(db, [row.offer]), params.locale)
}

/**
 * The public page of each published offer, for the sitemap (features/seo): newest first, at most `limit`,
 * last changed when the offer was (an edit sends it back to review, so a published one changed when approved).
 */
export async function publishedOfferPages(db: Db, params: { limit: number }): Promise<SitePage[]> {
  const rows = await db
    .select({ hash: jobOffers.hash, updatedAt: jobOffers.updatedAt })
    .from(jobOffers)
    .where(eq(jobOffers.status, 'PUBLISHED'))
    .orderBy(...newestPublished)
    .limit(params.limit)
  return rows.map((r) => ({ route: ['jobs', r.hash], lastmod: r.updatedAt }))
}

// Companies.

/** The company a signed-in account belongs to (a recruiter's); null for any other account. */
export async function companyOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: companies.id, hash: companies.hash, name: companies.name })
    .from(companies)
    .where(eq(companies.userId, userId))
    .limit(1)
  return row ?? null
}

type Counts = CompanyOffer['candidates']
const noCandidates = (): Counts => ({ new: 0, in_process: 0, discarded: 0 })

/** How many candidates of each status the offers have. */
export async function candidateCounts(db: Db, offerIds: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>()
  if (!offerIds.length) return counts
  const rows = await db
    .select({ offerId: jobApplications.offerId, status: jobApplications.status, n: count() })
    .from(jobApplications)
    .where(and(inArray(jobApplications.offerId, offerIds), visibleToCompany))
    .groupBy(jobApplications.offerId, jobApplications.status)
  for (const r of rows) {
    const c = counts.get(r.offerId) ?? noCandidates()
    if (r.status === 'PENDING') c.new = Number(r.n)
    else if (r.status === 'ACCEPTED') c.in_process = Number(r.n)
    else if (r.status === 'CANCELLED') c.discarded = Number(r.n)
    counts.set(r.offerId, c)
  }
  return counts
}

function toCompanyOffer(
  row: OfferWithCompany,
  refs: References,
  counts: Counts,
  locale: Locale,
): CompanyOffer {
  const { offer } = row
  return {
    id: offer.hash,
    hash: offer.hash,
    status: offer.status,
    review_note: offer.reviewNote,
    title: offer.title,
    description: offer.description,
    workstation: offer.workstation,
    title_en: offer.titleEn,
    description_en: offer.descriptionEn,
    workstation_en: offer.workstationEn,
    location: offer.location,
    country_code: offer.countryCode,
    contract: offer.contract as CompanyOffer['contract'],
    working_hours: offer.workingHours as CompanyOffer['working_hours'],
    date_incorporation: offer.dateIncorporation,
    ...offerCategories(refs, offer.categoryIds, locale),
    area: refOf(refs.tags, offer.areaTagId, locale),
    specialty: refOf(refs.tags, offer.specialtyTagId, locale),
    published_at: iso(offer.publishedAt),
    closed_at: iso(offer.closedAt),
    created_at: offer.createdAt.toISOString(),
    updated_at: offer.updatedAt.toISOString(),
    candidates: counts,
  }
}

/** `GET /usr/company/offers`: the company's offers, newest first. */
export async function listCompanyOffers(
  db: Db,
  params: { companyId: string | null; query: CompanyOffersQuery; locale: Locale },
): Promise<CompanyOfferList> {
  const { query, companyId } = params
  if (!companyId) return { items: [], total: 0, maxPages: 0 }
  const conditions: SQL[] = [eq(jobOffers.companyId, companyId), ...textFilter(query.text)]
  if (query.status) conditions.push(eq(jobOffers.status, query.status))
  const where = and(...conditions)
  const rows = await offersWithCompany(db)
    .where(where)
    .orderBy(desc(jobOffers.createdAt), desc(jobOffers.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const n = rows[0]?.total ?? (query.page > 1 ? await countOffers(db, where) : 0)
  const counts = await candidateCounts(
    db,
    rows.map((r) => r.offer.id),
  )
  const refs = await offerReferences(
    db,
    rows.map((r) => r.offer),
  )
  return {
    items: rows.map((r) => toCompanyOffer(r, refs, counts.get(r.offer.id) ?? noCandidates(), params.locale)),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}

/** One of the company's offers as the company sees it; null for another company's (or none). */
export async function findCompanyOffer(
  db: Db,
  params: { companyId: string; hash: string; locale: Locale },
): Promise<CompanyOffer | null> {
  const [row] = await offersWithCompany(db)
    .where(and(eq(jobOffers.hash, params.hash), eq(jobOffers.companyId, params.companyId)))
    .limit(1)
  if (!row) return null
  const counts = await candidateCounts(db, [row.offer.id])
  const refs = await offerReferences(db, [row.offer])
  return toCompanyOffer(row, refs, counts.get(row.offer.id) ?? noCandidates(), params.locale)
}

// Candidates.

const candidateFields = {
  application: {
    hash: jobApplications.hash,
    status: jobApplications.status,
    createdAt: jobApplications.createdAt,
    updatedAt: jobApplications.updatedAt,
  },
  person: {
    hash: users.hash,
    name: users.name,
    surname: users.surname,
    email: users.email,
    avatarKey: users.avatarKey,
    cvKey: users.cvKey,
    graduationYear: users.graduationYear,
    currentJob: users.currentJob,
    currentCompany: users.currentCompany,
    city: users.city,
    categoryId: users.categoryId,
  },
}
type CandidateRow = {
  application: { hash: string; status: ApplicationStatus; createdAt: Date; updatedAt: Date }
  person: {
    hash: string
    name: string
    surname: string
    email: string
    avatarKey: string | null
    cvKey: string | null
    graduationYear: number | null
    currentJob: string | null
    currentCompany: string | null
    city: string | null
    categoryId: number | null
  }
}

function toCandidate(row: CandidateRow, refs: References, locale: Locale): Candidate {
  const { application, person } = row
  return {
    hash: application.hash,
    status: application.status,
    applied_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
    has_cv: person.cvKey !== null,
    person: {
      hash: person.hash,
      name: person.name,
      surname: person.surname,
      email: person.email,
      avatar: person.avatarKey ? fileUrl(person.avatarKey) : null,
      category: refOf(refs.categories, person.categoryId, locale),
      graduation_year: person.graduationYear,
      current_job: person.currentJob,
      current_company: person.currentCompany,
      city: person.city,
    },
  }
}

function candidates(db: Db) {
  return db
    .select({ ...candidateFields, total })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
}

/** The candidates of the rows, with the names of their categories. */
async function toCandidates(db: Db, rows: CandidateRow[], locale: Locale): Promise<Candidate[]> {
  const refs = await referencesFor(db, { categoryIds: rows.map((r) => r.person.categoryId) })
  return rows.map((r) => toCandidate(r, refs, locale))
}

/** One of the company's offers (its id and Spanish title); null for another company's (or none). */
export async function ownOffer(
  db: Db,
  params: { companyId: string; hash: string },
): Promise<{ id: string; title: string } | null> {
  const [row] = await db
    .select({ id: jobOffers.id, title: jobOffers.title })
    .from(jobOffers)
    .where(and(eq(jobOffers.hash, params.hash), eq(jobOffers.companyId, params.companyId)))
    .limit(1)
  return row ?? null
}

/**
 * `GET /usr/company/offers/{id}/candidates`: the applicants to one of the company's offers, newest first;
 * null when the offer is not the company's. The ownership is part of the page's query, so a page with
 * candidates costs one round trip.
 */
export async function listCandidates(
  db: Db,
  params: {
    companyId: string
    hash: string
    query: { page: number; size: number; status?: ApplicationStatus | undefined }
    locale: Locale
  },
): Promise<CandidateList | null> {
  const { query } = params
  const conditions: SQL[] = [
    eq(jobOffers.hash, params.hash),
    eq(jobOffers.companyId, params.companyId),
    visibleToCompany,
  ]
  if (query.status) conditions.push(eq(jobApplications.status, query.status))
  const rows = await candidates(db)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
    .where(and(...conditions))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  let n = rows[0]?.total
  if (n === undefined) {
    const offer = await ownOffer(db, params)
    if (!offer) return null
    const offerId = offer.id
    n = 0
    if (query.page > 1) {
      const [row] = await db
        .select({ n: count() })
        .from(jobApplications)
        .where(
          and(
            eq(jobApplications.offerId, offerId),
            visibleToCompany,
            query.status ? eq(jobApplications.status, query.status) : undefined,
          ),
        )
      n = Number(row?.n ?? 0)
    }
  }
  return {
    items: await toCandidates(db, rows, params.locale),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}

/** Every applicant to an offer, oldest first (the CSV export). */
export async function allCandidates(
  db: Db,
  params: { offerId: string; locale: Locale },
): Promise<Candidate[]> {
  const rows = await candidates(db)
    .where(and(eq(jobApplications.offerId, params.offerId), visibleToCompany))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id))
  return toCandidates(db, rows, params.locale)
}

/** One applicant to an offer, by the application's hash. */
export async function findCandidate(
  db: Db,
  params: { offerId: string; hash: string; locale: Locale },
): Promise<Candidate | null> {
  const [row] = await candidates(db)
    .where(
      and(
        eq(jobApplications.offerId, params.offerId),
        eq(jobApplications.hash, params.hash),
        visibleToCompany,
      ),
    )
    .limit(1)
  if (!row) return null
  const [candidate] = await toCandidates(db, [row], params.locale)
  return candidate ?? null
}

/** The stored CV of an applicant to an offer, if they have one. */
export async function candidateCvKey(db: Db, params: { offerId: string; hash: string }) {
  const [row] = await db
    .select({ key: users.cvKey, name: users.name, surname: users.surname, userId: users.id })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(
      and(
        eq(jobApplications.offerId, params.offerId),
        eq(jobApplications.hash, params.hash),
        visibleToCompany,
      ),
    )
    .limit(1)
  return row ?? null
}

// Alumni's applications.

/** `GET /usr/applications`: the person's applications, newest first, with the offer's state. */
export async function listMyApplications(
  db: Db,
  params: { userId: string; page: number; size: number; locale: Locale },
) {
  const rows = await db
    .select({
      application: {
        hash: jobApplications.hash,
        status: jobApplications.status,
        createdAt: jobApplications.createdAt,
        updatedAt: jobApplications.updatedAt,
      },
      offer: {
        hash: jobOffers.hash,
        title: jobOffers.title,
        titleEn: jobOffers.titleEn,
        descriptionEn: jobOffers.descriptionEn,
        location: jobOffers.location,
        status: jobOffers.status,
      },
      company: { hash: companies.hash, name: companies.name, logoKey: companies.logoKey },
      total,
    })
    .from(jobApplications)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .where(eq(jobApplications.userId, params.userId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(params.size)
    .offset((params.page - 1) * params.size)
  let n = rows[0]?.total ?? 0
  if (!rows.length && params.page > 1) {
    const [row] = await db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.userId, params.userId))
    n = Number(row?.n ?? 0)
  }
  const items: MyApplication[] = rows.map(({ application, offer, company }) => ({
    hash: application.hash,
    status: application.status,
    applied_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
    offer: {
      hash: offer.hash,
      title: offerLanguage(offer, params.locale) === 'en' ? (offer.titleEn ?? offer.title) : offer.title,
      location: offer.location,
      status: offer.status,
      company: offerCompany(company),
    },
  }))
  return { items, total: n, maxPages: Math.ceil(n / params.size) }
}

/** A member's latest applications for their home: the newest HOME_ITEMS, with how many there are. */
export async function myApplicationsOnHome(db: Db, params: { userId: string; locale: Locale }) {
  const list = await listMyApplications(db, { ...params, page: 1, size: HOME_ITEMS })
  return {
    items: list.items.map((a) => ({
      hash: a.hash,
      status: a.status,
      applied_at: a.applied_at,
      offer: {
        hash: a.offer.hash,
        title: a.offer.title,
        status: a.offer.status,
        company: a.offer.company.name,
      },
    })),
    total: list.total,
  }
}

// The alumni office.

/** The columns of an offer that the office's list shows (not its descriptions, read with the whole offer). */
const adminOfferColumns = {
  hash: jobOffers.hash,
  status: jobOffers.status,
  title: jobOffers.title,
  workstation: jobOffers.workstation,
  location: jobOffers.location,
  reviewNote: jobOffers.reviewNote,
  createdAt: jobOffers.createdAt,
  updatedAt: jobOffers.updatedAt,
  publishedAt: jobOffers.publishedAt,
  decidedBy: jobOffers.decidedBy,
  decidedAt: jobOffers.decidedAt,
}

export function toAdminOffer(
  offer: Pick<
    OfferRow,
    | 'hash'
    | 'status'
    | 'title'
    | 'workstation'
    | 'location'
    | 'reviewNote'
    | 'createdAt'
    | 'updatedAt'
    | 'publishedAt'
    | 'decidedBy'
    | 'decidedAt'
  >,
  company: { hash: string; name: string },
  deciders: Map<string, string> = new Map(),
): AdminOffer {
  return {
    hash: offer.hash,
    status: offer.status,
    title: offer.title,
    workstation: offer.workstation,
    location: offer.location,
    review_note: offer.reviewNote,
    company: { hash: company.hash, name: company.name },
    created_at: offer.createdAt.toISOString(),
    updated_at: offer.updatedAt.toISOString(),
    published_at: iso(offer.publishedAt),
    decision: decisionOf(offer, deciders),
  }
}

/** `GET /usr/admin/offers`: every company's offers, oldest change first (the review queue's order). */
export async function listAdminOffers(
  db: Db,
  query: {
    page: number
    size: number
    text?: string | undefined
    status?: OfferStatus | undefined
    company?: string | undefined
  },
): Promise<v.InferOutput<typeof AdminOfferList>> {
  const conditions: SQL[] = textFilter(query.text)
  if (query.status) conditions.push(eq(jobOffers.status, query.status))
  if (query.company) conditions.push(eq(companies.hash, query.company))
  const where = and(...conditions)
  const rows = await db
    .select({ offer: adminOfferColumns, company: { hash: companies.hash, name: companies.name }, total })
    .from(jobOffers)
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .where(where)
    .orderBy(asc(jobOffers.updatedAt), asc(jobOffers.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  let n = rows[0]?.total ?? 0
  if (!rows.length && query.page > 1) {
    const [row] = await db
      .select({ n: count() })
      .from(jobOffers)
      .innerJoin(companies, eq(companies.id, jobOffers.companyId))
      .where(where)
    n = Number(row?.n ?? 0)
  }
  const deciders = await decidersOf(
    db,
    rows.map((r) => r.offer.decidedBy),
  )
  return {
    items: rows.map((r) => toAdminOffer(r.offer, r.company, deciders)),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
}
