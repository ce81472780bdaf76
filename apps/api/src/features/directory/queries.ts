import type { DirectoryQuery, Person, PersonList, PublicProfile } from '@egresa/api-contract/directory'
import { SEARCH_MATCHES_MAX } from '@egresa/api-contract/lists'
import { can } from '@egresa/api-contract/permissions'
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { categories, categoryTitle, countries, countryName, tags, tagTitle } from '../../db/schema/reference'
import { companies, users, userTags } from '../../db/schema/users'
import { categoryAndDescendants } from '../../lib/category-tree'
import { fileUrl } from '../../lib/files'
import type { Locale } from '../../lib/i18n'
import { keptYears } from '../../lib/kept-years'
import { type Titles, titleIn, titleInSql } from '../../lib/reference-title'
import { seesDetails, type Viewer, visibleTo } from './visibility'

type PersonRow = { user: typeof users.$inferSelect } & Reference

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The words of a text search: letters and digits, at most 8 (accents are removed by the database). */
export function searchWords(text: string | undefined): string[] {
  return (text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8)
}

/**
 * The text search over users.search (0006_directory_search): every word must begin a word of the name,
 * surname, job, company or studies ("jose mar" finds "José María"); whole words and the name rank first.
 * The queries are written out so that the planner sees the words (the statements are planned with their
 * values, PGlite's too), and so folds them once.
 */
function textSearch(words: string[]) {
  const prefixes = sql`to_tsquery('simple', egresa_unaccent(${words.map((w) => `${w}:*`).join(' & ')}))`
  const whole = sql`to_tsquery('simple', egresa_unaccent(${words.join(' | ')}))`
  return {
    where: sql`${users.search} @@ ${prefixes}`,
    rank: (vector: SQL.Aliased | typeof users.search) =>
      sql`ts_rank(${vector}, ${prefixes}) + ts_rank(${vector}, ${whole})`,
  }
}

function filters(query: DirectoryQuery): SQL[] {
  const conditions: SQL[] = []
  if (query.category) conditions.push(sql`${users.categoryId} in ${categoryAndDescendants(query.category)}`)
  if (query.country_code) conditions.push(eq(users.countryCode, query.country_code))
  if (query.graduation_year) conditions.push(eq(users.graduationYear, query.graduation_year))
  if (query.location) {
    conditions.push(
      sql`egresa_unaccent(lower(coalesce(${users.city}, ''))) like egresa_unaccent(${`%${escapeLike(query.location.toLowerCase())}%`})`,
    )
  }
  if (query.tags?.length) {
    conditions.push(
      sql`exists (select 1 from ${userTags} join ${tags} on ${tags.id} = ${userTags.tagId} where ${userTags.userId} = ${users.id} and ${inArray(tags.hash, query.tags)})`,
    )
  }
  return conditions
}

/** People's tags, by title in the reader's language. */
async function tagsOf(db: Db, userIds: string[], locale: Locale) {
  if (!userIds.length) return new Map<string, Person['tags']>()
  const title = titleInSql(locale, tagTitle)
  const rows = await db
    .select({ userId: userTags.userId, hash: tags.hash, title, group: tags.group })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(inArray(userTags.userId, userIds))
    .orderBy(asc(title))
  const byUser = new Map<string, Person['tags']>()
  for (const { userId, ...tag } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), tag])
  return byUser
}

/** The columns of a person that the directory shows (a list reads no more than these). */
type PersonFields = Pick<
  typeof users.$inferSelect,
  | 'hash'
  | 'name'
  | 'surname'
  | 'avatarKey'
  | 'graduationYear'
  | 'profileType'
  | 'currentJob'
  | 'currentCompany'
  | 'city'
>

type Reference = {
  category: ({ hash: string } & Titles) | null
  country: ({ code: string } & Titles) | null
}

function toPerson(
  row: { user: PersonFields } & Reference,
  details: boolean,
  tagList: Person['tags'],
  locale: Locale,
): Person {
  const { user, category, country } = row
  return {
    hash: user.hash,
    name: user.name,
    surname: user.surname,
    avatar: user.avatarKey ? fileUrl(user.avatarKey) : null,
    category: category ? { hash: category.hash, title: titleIn(locale, category) } : null,
    country: country ? { code: country.code, name: titleIn(locale, country) } : null,
    graduation_year: user.graduationYear,
    profile_type: user.profileType,
    current_job: user.currentJob,
    current_company: user.currentCompany,
    details,
    city: details ? user.city : null,
    tags: details ? tagList : [],
  }
}

const referenceColumns = {
  category: { hash: categories.hash, ...categoryTitle },
  country: { code: countries.code, ...countryName },
}

const personColumns = { user: users, ...referenceColumns }

const listColumns = {
  user: {
    id: users.id,
    hash: users.hash,
    name: users.name,
    surname: users.surname,
    avatarKey: users.avatarKey,
    graduationYear: users.graduationYear,
    profileType: users.profileType,
    currentJob: users.currentJob,
    currentCompany: users.currentCompany,
    city: users.city,
  },
  ...referenceColumns,
}

/**
 * A person's tags as a list, in the row itself (one query less a page): computed only for the rows of the
 * page, after the order and the limit; by title in the reader's language.
 */
const tagsColumn = (locale: Locale) => sql<Person['tags']>`(
  select coalesce(json_agg(json_build_object(
    'hash', ${tags.hash},
    'title', ${titleInSql(locale, tagTitle)},
    'group', ${tags.group}) order by ${titleInSql(locale, tagTitle)}), '[]'::json)
  from ${userTags} join ${tags} on ${tags.id} = ${userTags.tagId}
  where ${userTags.userId} = ${users.id})`

/** The directory's order: surname, then name, without accents (users_directory_order_idx). */
const byName = [
  asc(sql`egresa_unaccent(lower(${users.surname}))`),
  asc(sql`egresa_unaccent(lower(${users.name}))`),
  asc(users.id),
]

/**
 * `GET /api/users`: the people the viewer may see, filtered; by surname and name, or with a text by how well
 * they match it (among the first SEARCH_MATCHES_MAX by name). A page is its rows (with their tags for a
 * viewer who sees them), then the count when the page does not already tell it.
 */
export async function listPeople(
  db: Db,
  params: { viewer: Viewer; query: DirectoryQuery; locale: Locale },
): Promise<PersonList & { more: boolean }> {
  const { query, viewer, locale } = params
  const words = searchWords(query.text)
  const where = and(visibleTo(viewer, { includeSelf: false }), ...filters(query))
  const offset = (query.page - 1) * query.size
  const details = seesDetails(viewer)
  const pageOf = words.length
    ? searchedPage(db, { where, words, offset, size: query.size })
    : namedPage(db, { where, offset, size: query.size })
  // The page's people first, then their studies, country and tags: joining every match before the sort
  // cost a fifth of a page of a common name.
  const rows = await db
    .select({
      ...listColumns,
      tags: details ? tagsColumn(locale) : sql<null>`null`,
      found: pageOf.found,
      more: pageOf.more,
    })
    .from(pageOf)
    .innerJoin(users, eq(users.id, pageOf.id))
    .leftJoin(categories, eq(categories.id, users.categoryId))
    .leftJoin(countries, eq(countries.code, users.countryCode))
    .orderBy(desc(pageOf.rank), asc(pageOf.surname), asc(pageOf.name), asc(pageOf.id))
  const items = rows.map((r) => toPerson(r, details, r.tags ?? [], locale))
  if (words.length) {
    const found = rows[0]
      ? { found: rows[0].found, more: rows[0].more }
      : offset > 0
        ? await countSearch(db, { where, words })
        : undefined
    const total = Math.min(found?.found ?? 0, SEARCH_MATCHES_MAX)
    return { items, total, maxPages: Math.ceil(total / query.size), more: found?.more ?? false }
  }
  // A page that is not full ends the list (unless it is past the end): no count needed.
  const total =
    rows.length < query.size && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : Number((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0)
  return { items, total, maxPages: Math.ceil(total / query.size), more: false }
}

type PageParams = { where: SQL | undefined; offset: number; size: number }

/** Past the last page of a search: how many it holds, from its first page. */
async function countSearch(db: Db, params: { where: SQL | undefined; words: string[] }) {
  const first = searchedPage(db, { ...params, offset: 0, size: 1 })
  const [row] = await db.select({ found: first.found, more: first.more }).from(first)
  return row
}

/** Sorting keys of the directory's order, as columns of a page. */
const nameKeys = {
  surname: sql<string>`egresa_unaccent(lower(${users.surname}))`.as('surname_key'),
  name: sql<string>`egresa_unaccent(lower(${users.name}))`.as('name_key'),
}

/** A page without text, by name: the order comes from an index and stops at the page. */
function namedPage(db: Db, { where, offset, size }: PageParams) {
  return db
    .select({
      id: users.id,
      ...nameKeys,
      rank: sql<number>`0`.mapWith(Number).as('rank'),
      found: sql<number>`0`.mapWith(Number).as('found'),
      more: sql<boolean>`false`.as('more'),
    })
    .from(users)
    .where(where)
    .orderBy(...byName)
    .limit(size)
    .offset(offset)
    .as('page_of')
}

/**
 * A page of a text search: the first SEARCH_MATCHES_MAX matches by name, ranked and counted in the same
 * statement, and whether there are more (one more is read, and sorted last). A common name or particle («de»)
 * is tens of thousands of people on a large university's directory: ranking them all cost 50-300 ms a search
 * where walking the order to the thousandth match costs a few (docs/decisions.md, "Performance"). The text query is written out,
 * not a scalar subquery, so the planner sees the words: for a common one it walks the order's index
 * (users_directory_order_idx) and stops past the last match it keeps; for a rare one it takes the matches
 * from the GIN index and sorts them.
 */
function searchedPage(db: Db, { where, offset, size, words }: PageParams & { words: string[] }) {
  const search = textSearch(words)
  const first = db
    .select({ id: users.id, ...nameKeys, search: sql`${users.search}`.as('search') })
    .from(users)
    .where(and(where, search.where))
    .orderBy(...byName)
    .limit(SEARCH_MATCHES_MAX + 1)
    .as('first')
  const rank = search.rank(first.search)
  return db
    .select({
      id: first.id,
      surname: first.surname,
      name: first.name,
      rank: sql<number>`${rank}`.mapWith(Number).as('rank'),
      found: sql<number>`count(*) over ()`.mapWith(Number).as('found'),
      more: sql<boolean>`count(*) over () > ${SEARCH_MATCHES_MAX}`.as('more'),
    })
    .from(first)
    .orderBy(
      sql`row_number() over (order by ${first.surname}, ${first.name}, ${first.id}) > ${SEARCH_MATCHES_MAX}`,
      sql`${rank} desc`,
      asc(first.surname),
      asc(first.name),
      asc(first.id),
    )
    .limit(Math.max(0, Math.min(size, SEARCH_MATCHES_MAX - offset)))
    .offset(Math.min(offset, SEARCH_MATCHES_MAX))
    .as('page_of')
}

/**
 * The graduation years of the people a directory shows (the alumni's, the companies', or everyone active
 * for the office), newest first: its graduation year filter's options. The same for every viewer of that
 * directory (without the viewer themselves), so kept once for all of them.
 */
export function graduationYears(db: Db, viewer: Viewer): Promise<number[]> {
  const office = can(viewer.role, 'admin.users.read')
  return keptYears(db, `graduation:${office ? 'office' : viewer.audience}`, async () => {
    const rows = await db
      .selectDistinct({ year: users.graduationYear })
      .from(users)
      .where(and(visibleTo(viewer, { includeSelf: false }), sql`${users.graduationYear} is not null`))
    return rows.flatMap((r) => (r.year === null ? [] : [r.year]))
  })
}

/** The person the viewer may see with this hash or id (themselves always), or null. */
export async function findVisiblePerson(
  db: Db,
  params: { viewer: Viewer } & ({ hash: string } | { id: string }),
): Promise<PersonRow | null> {
  const match = 'hash' in params ? eq(users.hash, params.hash) : eq(users.id, params.id)
  const [row] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(categories, eq(categories.id, users.categoryId))
    .leftJoin(countries, eq(countries.code, users.countryCode))
    .where(and(match, visibleTo(params.viewer, { includeSelf: true })))
    .limit(1)
  return row ?? null
}

/** The public profile without its projects and experiences (the route adds them). */
export async function profileOf(
  db: Db,
  params: { row: PersonRow; details: boolean; locale: Locale },
): Promise<Omit<PublicProfile, 'projects' | 'experiences'>> {
  const { row, details, locale } = params
  const tagMap = details ? await tagsOf(db, [row.user.id], locale) : new Map()
  const u = row.user
  const hidden = (value: string | null) => (details ? value : null)
  return {
    ...toPerson(row, details, tagMap.get(u.id) ?? [], locale),
    formation: hidden(u.formation),
    about_me: hidden(u.aboutMe),
    url_linkedin: hidden(u.urlLinkedin),
    url_behance: hidden(u.urlBehance),
    url_portfolio: hidden(u.urlPortfolio),
    url_other: hidden(u.urlOther),
  }
}

/**
 * Whether a person applied to one of the offers of the company whose recruiter is `companyUserId` (spec
 * section 5: a company sees a CV only of a person who applied to one of its offers). A withdrawn
 * application no longer exists, so it no longer counts.
 */
export async function appliedToCompany(
  db: Db,
  params: { personId: string; companyUserId: string },
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(jobApplications)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .where(
      and(
        eq(jobApplications.userId, params.personId),
        eq(companies.userId, params.companyUserId),
        // Hidden from the company by the retention rule (docs/privacy.md): no longer counts either.
        isNull(jobApplications.hiddenFromCompanyAt),
      ),
    )
    .limit(1)
  return row ?? null
}
