import type { DirectoryQuery, Person, PersonList, PublicProfile } from '@egresa/api-contract/directory'
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { categories, countries, tags } from '../../db/schema/reference'
import { companies, users, userTags } from '../../db/schema/users'
import { fileUrl } from '../../lib/files'
import type { Locale } from '../../lib/i18n'
import { seesDetails, type Viewer, visibleTo } from './visibility'

type PersonRow = {
  user: typeof users.$inferSelect
  category: { hash: string; titleEs: string; titleEn: string } | null
  country: { code: string; nameEs: string; nameEn: string } | null
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The ids of a category and all its descendants (the tree is small: it is read whole). */
async function categoryWithDescendants(db: Db, hash: string): Promise<number[]> {
  const all = await db
    .select({ id: categories.id, hash: categories.hash, parentId: categories.parentId })
    .from(categories)
  const root = all.find((c) => c.hash === hash)
  if (!root) return []
  const ids = [root.id]
  for (let i = 0; i < ids.length; i++) {
    for (const c of all) if (c.parentId === ids[i]) ids.push(c.id)
  }
  return ids
}

async function filters(db: Db, query: DirectoryQuery): Promise<SQL[] | null> {
  const conditions: SQL[] = []
  if (query.category) {
    const ids = await categoryWithDescendants(db, query.category)
    if (!ids.length) return null
    conditions.push(inArray(users.categoryId, ids))
  }
  if (query.country_code) conditions.push(eq(users.countryCode, query.country_code))
  if (query.graduation_year) conditions.push(eq(users.graduationYear, query.graduation_year))
  if (query.location) {
    conditions.push(
      sql`unaccent(lower(coalesce(${users.city}, ''))) like unaccent(${`%${escapeLike(query.location.toLowerCase())}%`})`,
    )
  }
  if (query.tags?.length) {
    conditions.push(
      sql`exists (select 1 from ${userTags} join ${tags} on ${tags.id} = ${userTags.tagId} where ${userTags.userId} = ${users.id} and ${inArray(tags.hash, query.tags)})`,
    )
  }
  // Every word must appear in the name, surname, current job or company, whatever the accents and case.
  const haystack = sql`unaccent(lower(${users.name} || ' ' || ${users.surname} || ' ' || coalesce(${users.currentJob}, '') || ' ' || coalesce(${users.currentCompany}, '')))`
  for (const word of (query.text ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
    conditions.push(sql`${haystack} like unaccent(${`%${escapeLike(word)}%`})`)
  }
  return conditions
}

async function tagsOf(db: Db, userIds: string[], locale: Locale) {
  if (!userIds.length) return new Map<string, Person['tags']>()
  const rows = await db
    .select({
      userId: userTags.userId,
      hash: tags.hash,
      titleEs: tags.titleEs,
      titleEn: tags.titleEn,
      group: tags.group,
    })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(inArray(userTags.userId, userIds))
    .orderBy(asc(tags.titleEs))
  const byUser = new Map<string, Person['tags']>()
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? []
    list.push({ hash: r.hash, title: locale === 'en' ? r.titleEn : r.titleEs, group: r.group })
    byUser.set(r.userId, list)
  }
  return byUser
}

function toPerson(row: PersonRow, details: boolean, tagList: Person['tags'], locale: Locale): Person {
  const { user, category, country } = row
  const en = locale === 'en'
  return {
    hash: user.hash,
    name: user.name,
    surname: user.surname,
    avatar: user.avatarKey ? fileUrl(user.avatarKey) : null,
    category: category ? { hash: category.hash, title: en ? category.titleEn : category.titleEs } : null,
    country: country ? { code: country.code, name: en ? country.nameEn : country.nameEs } : null,
    graduation_year: user.graduationYear,
    profile_type: user.profileType,
    current_job: user.currentJob,
    current_company: user.currentCompany,
    details,
    city: details ? user.city : null,
    tags: details ? tagList : [],
  }
}

const personColumns = {
  user: users,
  category: { hash: categories.hash, titleEs: categories.titleEs, titleEn: categories.titleEn },
  country: { code: countries.code, nameEs: countries.nameEs, nameEn: countries.nameEn },
}

/** `GET /api/users`: the people the viewer may see, filtered, by surname and name. */
export async function listPeople(
  db: Db,
  params: { viewer: Viewer; query: DirectoryQuery; locale: Locale },
): Promise<PersonList> {
  const { query, viewer, locale } = params
  const conditions = await filters(db, query)
  if (!conditions) return { items: [], total: 0, maxPages: 0 }
  const where = and(visibleTo(viewer, { includeSelf: false }), ...conditions)
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const rows = await db
    .select(personColumns)
    .from(users)
    .leftJoin(categories, eq(categories.id, users.categoryId))
    .leftJoin(countries, eq(countries.code, users.countryCode))
    .where(where)
    .orderBy(
      asc(sql`unaccent(lower(${users.surname}))`),
      asc(sql`unaccent(lower(${users.name}))`),
      asc(users.id),
    )
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const details = seesDetails(viewer)
  const tagMap = details
    ? await tagsOf(
        db,
        rows.map((r) => r.user.id),
        locale,
      )
    : new Map()
  const n = Number(total?.n ?? 0)
  return {
    items: rows.map((r) => toPerson(r, details, tagMap.get(r.user.id) ?? [], locale)),
    total: n,
    maxPages: Math.ceil(n / query.size),
  }
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
