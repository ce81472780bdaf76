import type { DirectoryQuery, Person, PersonList, PublicProfile } from '@egresa/api-contract/directory'
import { can } from '@egresa/api-contract/permissions'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { categories, categoryTitle, countries, countryName, tags, tagTitle } from '../../db/schema/reference'
import { companies, users, userTags } from '../../db/schema/users'
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
 * As scalar subqueries, computed once per statement (a plain expression over a bound parameter is computed
 * again for every row under a prepared statement's generic plan).
 */
function textSearch(words: string[]) {
  const prefixes = sql`(select to_tsquery('simple', egresa_unaccent(${words.map((w) => `${w}:*`).join(' & ')})))`
  const whole = sql`(select to_tsquery('simple', egresa_unaccent(${words.join(' | ')})))`
  return {
    where: sql`${users.search} @@ ${prefixes}`,
    rank: sql`ts_rank(${users.search}, ${prefixes}) + ts_rank(${users.search}, ${whole})`,
  }
}

/** A category and all its descendants, in the statement itself (one round trip less than reading the tree). */
const categoryIds = (hash: string) => sql`(
  with recursive tree(id) as (
    select ${categories.id} from ${categories} where ${categories.hash} = ${hash}
    union all
    select c.id from ${categories} c join tree on c.parent_id = tree.id
  ) select id from tree)`

function filters(query: DirectoryQuery): SQL[] {
  const conditions: SQL[] = []
  if (query.category) conditions.push(sql`${users.categoryId} in ${categoryIds(query.category)}`)
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
 * they match it. A page is its rows (with their tags for a viewer who sees them), then the count when the
 * page does not already tell it.
 */
export async function listPeople(
  db: Db,
  params: { viewer: Viewer; query: DirectoryQuery; locale: Locale },
): Promise<PersonList> {
  const { query, viewer, locale } = params
  const words = searchWords(query.text)
  const search = words.length ? textSearch(words) : null
  const where = and(
    visibleTo(viewer, { includeSelf: false }),
    ...filters(query),
    ...(search ? [search.where] : []),
  )
  const offset = (query.page - 1) * query.size
  const details = seesDetails(viewer)
  // The page's people first, then their studies, country and tags: a common name is thousands of matches
  // on the huge set, and joining each of them before the sort cost a fifth of the page. A text search ranks
  // every match anyway, so it counts them in the same pass (a second statement read them all again); the
  // list without text takes its order from an index and stops at the page, so it is counted apart
  // (docs/decisions.md, "Performance").
  const pageOf = db
    .select({
      id: users.id,
      rank: (search ? search.rank : sql`0`).mapWith(Number).as('rank'),
      total: (search ? sql`count(*) over ()` : sql`0`).mapWith(Number).as('total'),
    })
    .from(users)
    .where(where)
    .orderBy(...(search ? [desc(search.rank)] : []), ...byName)
    .limit(query.size)
    .offset(offset)
    .as('page_of')
  const rows = await db
    .select({ ...listColumns, tags: details ? tagsColumn(locale) : sql<null>`null`, total: pageOf.total })
    .from(pageOf)
    .innerJoin(users, eq(users.id, pageOf.id))
    .leftJoin(categories, eq(categories.id, users.categoryId))
    .leftJoin(countries, eq(countries.code, users.countryCode))
    .orderBy(desc(pageOf.rank), ...byName)
  // A page that is not full ends the list (unless it is past the end): no count needed.
  const total =
    rows.length < query.size && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : search && rows[0]
        ? rows[0].total
        : Number((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0)
  return {
    items: rows.map((r) => toPerson(r, details, r.tags ?? [], locale)),
    total,
    maxPages: Math.ceil(total / query.size),
  }
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
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobApplications)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .where(and(eq(jobApplications.userId, params.personId), eq(companies.userId, params.companyUserId)))
    .limit(1)
  return row !== undefined
}
