import type {
  MentoringPerson,
  MentoringRequest,
  MentorList,
  MentorsQuery,
  MyMentorOffer,
  OfficeMentor,
  OfficeMentorList,
  OfficeMentorsQuery,
} from '@egresa/api-contract/mentoring'
import { notPeopleRoles } from '@egresa/api-contract/permissions'
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { allOf } from '../../db/rows'
import {
  type MentoringRequestRow,
  type MentorOfferRow,
  mentoringRequests,
  mentorOffers,
} from '../../db/schema/mentoring'
import { workExperiences } from '../../db/schema/profile'
import { categories, tags } from '../../db/schema/reference'
import { users } from '../../db/schema/users'
import { categoryAndDescendants } from '../../lib/category-tree'
import { companyKey } from '../../lib/company-key'
import { fileUrl } from '../../lib/files'
import { type Locale, translate } from '../../lib/i18n'
import { kindDecline } from '../../lib/mail/templates/mentoring-declined'
import { titleIn } from '../../lib/reference-title'

// Mentoring's reads (docs/mentoring.md): the offers with their topics in the reader's language, the mentors
// others may find, and the requests as each of their two people sees them.

export const personColumns = {
  hash: users.hash,
  name: users.name,
  surname: users.surname,
  avatarKey: users.avatarKey,
  currentJob: users.currentJob,
  currentCompany: users.currentCompany,
}
type PersonRow = {
  hash: string
  name: string
  surname: string
  avatarKey: string | null
  currentJob: string | null
  currentCompany: string | null
}

export function toPerson(row: PersonRow): MentoringPerson {
  return {
    hash: row.hash,
    name: row.name,
    surname: row.surname,
    avatar: row.avatarKey ? fileUrl(row.avatarKey) : null,
    current_job: row.currentJob,
    current_company: row.currentCompany,
  }
}

/** Mentees now: the accepted requests of the offer's person. */
export const activeCount = sql<number>`(select count(*)::int from ${mentoringRequests} r
  where r.mentor_id = ${mentorOffers.userId} and r.state = 'accepted')`
const pendingCount = sql<number>`(select count(*)::int from ${mentoringRequests} r
  where r.mentor_id = ${mentorOffers.userId} and r.state = 'pending')`

/** A person other members may see (the directory's rule for alumni): active, a person, appears to others. */
export const appearsToMembers = allOf(
  eq(users.status, 'active'),
  notInArray(users.role, [...notPeopleRoles]),
  eq(users.isAppearByUser, true),
)

/** An offer others find and may ask: not paused by anyone, with room left. */
export const takesMentees = allOf(
  isNull(mentorOffers.pausedAt),
  isNull(mentorOffers.officePausedAt),
  sql`${activeCount} < ${mentorOffers.capacity}`,
)

type Titles = {
  categories: Map<number, { hash: string; title: string }>
  tags: Map<number, { hash: string; title: string; group: 'area' | 'specialty' }>
}

/** The titles of the studies and tags of some offers, in the reader's language. */
async function titlesOf(
  db: Db,
  locale: Locale,
  offers: { categoryIds: number[]; tagIds: number[] }[],
): Promise<Titles> {
  const categoryIds = [...new Set(offers.flatMap((o) => o.categoryIds))]
  const tagIds = [...new Set(offers.flatMap((o) => o.tagIds))]
  const cats = categoryIds.length
    ? await db
        .select({
          id: categories.id,
          hash: categories.hash,
          es: categories.titleEs,
          en: categories.titleEn,
          ca: categories.titleCa,
        })
        .from(categories)
        .where(inArray(categories.id, categoryIds))
    : []
  const tagRows = tagIds.length
    ? await db
        .select({
          id: tags.id,
          hash: tags.hash,
          group: tags.group,
          es: tags.titleEs,
          en: tags.titleEn,
          ca: tags.titleCa,
        })
        .from(tags)
        .where(inArray(tags.id, tagIds))
    : []
  return {
    categories: new Map(cats.map((c) => [c.id, { hash: c.hash, title: titleIn(locale, c) }])),
    tags: new Map(
      tagRows
        .filter((t) => t.group === 'area' || t.group === 'specialty')
        .map((t) => [
          t.id,
          { hash: t.hash, title: titleIn(locale, t), group: t.group as 'area' | 'specialty' },
        ]),
    ),
  }
}

function topicsOf(offer: MentorOfferRow, titles: Titles) {
  return {
    studies: offer.categoryIds.flatMap((id) => titles.categories.get(id) ?? []),
    tags: offer.tagIds.flatMap((id) => titles.tags.get(id) ?? []),
    company: offer.companyName,
    topics: offer.topics,
    capacity: offer.capacity,
  }
}

export async function findOffer(db: Db, userId: string): Promise<MentorOfferRow | null> {
  const [row] = await db.select().from(mentorOffers).where(eq(mentorOffers.userId, userId)).limit(1)
  return row ?? null
}

/** The person's own offer as they see it, with its counts; null when they offer nothing. */
export async function myOffer(
  db: Db,
  params: { userId: string; locale: Locale },
): Promise<MyMentorOffer | null> {
  const [row] = await db
    .select({
      offer: mentorOffers,
      active: activeCount,
      pending: pendingCount,
      appears: appearsToMembers,
      experience: workExperiences.hash,
    })
    .from(mentorOffers)
    .innerJoin(users, eq(users.id, mentorOffers.userId))
    .leftJoin(workExperiences, eq(workExperiences.id, mentorOffers.experienceId))
    .where(eq(mentorOffers.userId, params.userId))
    .limit(1)
  if (!row) return null
  const { offer } = row
  const titles = await titlesOf(db, params.locale, [offer])
  return {
    ...topicsOf(offer, titles),
    experience: row.experience,
    paused: offer.pausedAt !== null,
    paused_by_office: offer.officePausedAt !== null,
    office_reason: offer.officePauseReason,
    active: row.active,
    pending: row.pending,
    listed:
      Boolean(row.appears) &&
      offer.pausedAt === null &&
      offer.officePausedAt === null &&
      row.active < offer.capacity,
    created_at: offer.createdAt.toISOString(),
    updated_at: offer.updatedAt.toISOString(),
  }
}

const mentorColumns = { person: personColumns, offer: mentorOffers, active: activeCount }

async function toMentors(
  db: Db,
  locale: Locale,
  rows: { person: PersonRow; offer: MentorOfferRow; active: number }[],
) {
  const titles = await titlesOf(
    db,
    locale,
    rows.map((r) => r.offer),
  )
  return rows.map((r) => ({
    person: toPerson(r.person),
    ...topicsOf(r.offer, titles),
    places_left: Math.max(0, r.offer.capacity - r.active),
  }))
}

const mentorOrder = [
  asc(sql`egresa_unaccent(lower(${users.surname}))`),
  asc(sql`egresa_unaccent(lower(${users.name}))`),
  asc(users.id),
]

/** The mentoring search: the mentors a member may find and ask, by company, studies and area. */
export async function searchMentors(
  db: Db,
  params: { viewerId: string; query: MentorsQuery; locale: Locale },
): Promise<MentorList> {
  const { query } = params
  const key = companyKey(query.company)
  const filters: (SQL | undefined)[] = [
    appearsToMembers,
    takesMentees,
    ne(users.id, params.viewerId),
    key ? sql`${mentorOffers.companyKey} like ${`%${key}%`}` : undefined,
    query.studies
      ? sql`exists (select 1 from unnest(${mentorOffers.categoryIds}) c(id) where c.id in ${categoryAndDescendants(query.studies)})`
      : undefined,
    query.area
      ? sql`exists (select 1 from ${tags} t where t.hash = ${query.area} and t."group" = 'area' and t.id = any(${mentorOffers.tagIds}))`
      : undefined,
  ]
  const where = and(...filters)
  const [total] = await db
    .select({ n: count() })
    .from(mentorOffers)
    .innerJoin(users, eq(users.id, mentorOffers.userId))
    .where(where)
  const rows = await db
    .select(mentorColumns)
    .from(mentorOffers)
    .innerJoin(users, eq(users.id, mentorOffers.userId))
    .where(where)
    .orderBy(...mentorOrder)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const n = total?.n ?? 0
  return { items: await toMentors(db, params.locale, rows), total: n, maxPages: Math.ceil(n / query.size) }
}

/** The mentors whose offer names a company, by its key (docs/mentoring.md), at most 20, without the viewer. */
export async function mentorsAtCompany(
  db: Db,
  params: { viewerId: string; companyName: string; locale: Locale },
) {
  const key = companyKey(params.companyName)
  if (!key) return []
  const rows = await db
    .select(mentorColumns)
    .from(mentorOffers)
    .innerJoin(users, eq(users.id, mentorOffers.userId))
    .where(
      and(appearsToMembers, takesMentees, ne(users.id, params.viewerId), eq(mentorOffers.companyKey, key)),
    )
    .orderBy(...mentorOrder)
    .limit(20)
  return toMentors(db, params.locale, rows)
}

export type Side = 'mentor' | 'mentee'

/** A request as one of its people sees it (`side`), the other person's row beside it (null: erased). */
export function toRequest(
  row: MentoringRequestRow,
  side: Side,
  other: PersonRow | null,
  locale: Locale,
): MentoringRequest {
  const declineDefault = row.state === 'declined' && row.declineMessage === null
  return {
    hash: row.hash,
    side,
    person: other ? toPerson(other) : null,
    state: row.state,
    message: row.message,
    decline_message: declineDefault ? translate(locale, kindDecline) : row.declineMessage,
    decline_default: declineDefault,
    ended_by: row.endedBy,
    // Feedback is for the office: each person reads back only their own.
    feedback: row.endedBy === side ? row.feedback : null,
    conversation: row.conversationHash,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
  }
}

const other = alias(users, 'other')
const otherColumns = {
  hash: other.hash,
  name: other.name,
  surname: other.surname,
  avatarKey: other.avatarKey,
  currentJob: other.currentJob,
  currentCompany: other.currentCompany,
}

/** One request the caller is one of the people of, with their side; null when it is not theirs. */
export async function findRequestOf(db: Db, params: { hash: string; userId: string }) {
  const [row] = await db
    .select()
    .from(mentoringRequests)
    .where(
      and(
        eq(mentoringRequests.hash, params.hash),
        or(eq(mentoringRequests.menteeId, params.userId), eq(mentoringRequests.mentorId, params.userId)),
      ),
    )
    .limit(1)
  if (!row) return null
  return { row, side: (row.mentorId === params.userId ? 'mentor' : 'mentee') as Side }
}

/** A request as `side` sees it, read again with the other person. */
export async function requestView(db: Db, params: { id: string; side: Side; locale: Locale }) {
  const [row] = await db
    .select({ request: mentoringRequests, other: otherColumns })
    .from(mentoringRequests)
    .leftJoin(
      other,
      eq(other.id, params.side === 'mentor' ? mentoringRequests.menteeId : mentoringRequests.mentorId),
    )
    .where(eq(mentoringRequests.id, params.id))
  if (!row) throw new Error('the request went')
  return toRequest(row.request, params.side, row.other?.hash ? row.other : null, params.locale)
}

const PAST_KEPT = 50

async function sideOf(db: Db, userId: string, side: Side, locale: Locale) {
  const mine = side === 'mentor' ? mentoringRequests.mentorId : mentoringRequests.menteeId
  const theirs = side === 'mentor' ? mentoringRequests.menteeId : mentoringRequests.mentorId
  const rows = await db
    .select({ request: mentoringRequests, other: otherColumns })
    .from(mentoringRequests)
    .leftJoin(other, eq(other.id, theirs))
    .where(eq(mine, userId))
    .orderBy(desc(mentoringRequests.updatedAt), desc(mentoringRequests.createdAt))
  const views = rows.map((r) => toRequest(r.request, side, r.other?.hash ? r.other : null, locale))
  return {
    pending: views.filter((r) => r.state === 'pending'),
    active: views.filter((r) => r.state === 'accepted'),
    past: views.filter((r) => r.state !== 'pending' && r.state !== 'accepted').slice(0, PAST_KEPT),
  }
}

/** The caller's mentoring page. */
export async function myMentoring(db: Db, params: { userId: string; locale: Locale }) {
  return {
    offer: await myOffer(db, params),
    as_mentee: await sideOf(db, params.userId, 'mentee', params.locale),
    as_mentor: await sideOf(db, params.userId, 'mentor', params.locale),
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const officeColumns = {
  person: personColumns,
  email: users.email,
  offer: mentorOffers,
  active: activeCount,
  pending: pendingCount,
  accepted: sql<number>`(select count(*)::int from ${mentoringRequests} r
    where r.mentor_id = ${mentorOffers.userId} and r.state in ('accepted', 'ended') and r.answered_at is not null)`,
  ended: sql<number>`(select count(*)::int from ${mentoringRequests} r
    where r.mentor_id = ${mentorOffers.userId} and r.state = 'ended')`,
}
type OfficeRow = {
  person: PersonRow
  email: string
  offer: MentorOfferRow
  active: number
  pending: number
  accepted: number
  ended: number
}

function toOfficeMentor(r: OfficeRow): OfficeMentor {
  return {
    person: toPerson(r.person),
    email: r.email,
    company: r.offer.companyName,
    capacity: r.offer.capacity,
    paused: r.offer.pausedAt !== null,
    paused_by_office: r.offer.officePausedAt !== null,
    office_reason: r.offer.officePauseReason,
    active: r.active,
    pending: r.pending,
    accepted: r.accepted,
    ended: r.ended,
    created_at: r.offer.createdAt.toISOString(),
  }
}

/** The office's list of mentors, every offer of an account (paused ones too). */
export async function officeMentors(db: Db, query: OfficeMentorsQuery): Promise<OfficeMentorList> {
  const paused = or(isNotNull(mentorOffers.pausedAt), isNotNull(mentorOffers.officePausedAt))
  const text = query.text?.trim()
  const where = and(
    text
      ? sql`${users.officeSearch} like egresa_unaccent(${`%${escapeLike(text.toLowerCase())}%`})`
      : undefined,
    query.state === 'paused' ? paused : query.state === 'active' ? sql`not (${paused})` : undefined,
  )
  const [total] = await db
    .select({ n: count() })
    .from(mentorOffers)
    .innerJoin(users, eq(users.id, mentorOffers.userId))
    .where(where)
  const rows = await db
    .select(officeColumns)
    .from(mentorOffers)
    .innerJoin(users, eq(users.id, mentorOffers.userId))
    .where(where)
    .orderBy(asc(users.officeSort), asc(users.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const n = total?.n ?? 0
  return { items: rows.map(toOfficeMentor), total: n, maxPages: Math.ceil(n / query.size) }
}

/** One mentor of the office's list, by their person hash. */
export async function officeMentor(db: Db, hash: string): Promise<OfficeMentor | null> {
  const [row] = await db
    .select(officeColumns)
    .from(mentorOffers)
    .innerJoin(users, eq(users.id, mentorOffers.userId))
    .where(eq(users.hash, hash))
    .limit(1)
  return row ? toOfficeMentor(row) : null
}
