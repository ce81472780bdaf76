import type { CategoryNode, Country, Tag, TagQuery } from '@egresa/api-contract/reference'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, categoryTitle, countries, countryName, tags, tagTitle } from '../../db/schema/reference'
import { users } from '../../db/schema/users'
import type { Locale } from '../../lib/i18n'
import { titleInSql } from '../../lib/reference-title'

/** The studies tree: root items (level 1) with their children nested, titled in the caller's language. */
export async function categoryTree(db: Db, params: { locale: Locale }): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      hash: categories.hash,
      level: categories.level,
      title: titleInSql(params.locale, categoryTitle),
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id))
  const nodes = new Map<number, CategoryNode>()
  const roots: CategoryNode[] = []
  for (const row of rows) {
    const node = { hash: row.hash, title: row.title, level: row.level, children: [] }
    nodes.set(row.id, node)
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** Accounts of people (any alumni or staff tier), as opposed to companies and the alumni office. */
const memberRoles = [
  'alumniFreemium',
  'alumniPremium',
  'alumniDesempleados',
  'empleadoFreemium',
  'empleadoPremium',
  'empleadoBusiness',
] as const

/**
 * Every ISO country with the number of alumni who live there, by name in the caller's language. Only active
 * members who appear in the alumni directory count: the number is what the directory's country filter will
 * find, and it never reveals pending, disabled or hidden accounts (docs/decisions.md).
 */
export async function countryList(db: Db, params: { locale: Locale }): Promise<Country[]> {
  const rows = await db
    .select({
      code: countries.code,
      hash: countries.hash,
      name: titleInSql(params.locale, countryName),
      numUsers: count(users.id),
    })
    .from(countries)
    .leftJoin(
      users,
      and(
        eq(users.countryCode, countries.code),
        eq(users.status, 'active'),
        eq(users.isAppearByUser, true),
        inArray(users.role, memberRoles),
      ),
    )
    .groupBy(countries.code)
  const collator = new Intl.Collator(params.locale)
  return rows
    .map((r) => ({
      hash: r.hash,
      code: r.code,
      name: r.name,
      num_users: Number(r.numUsers),
    }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

export async function tagList(db: Db, params: TagQuery & { locale: Locale }): Promise<Tag[]> {
  const rows = await db
    .select({
      hash: tags.hash,
      title: titleInSql(params.locale, tagTitle),
      type: tags.type,
      group: tags.group,
    })
    .from(tags)
    .where(
      and(
        params.type ? eq(tags.type, params.type) : undefined,
        params.group ? eq(tags.group, params.group) : undefined,
      ),
    )
    .orderBy(asc(tags.id))
  return rows.map((t) => ({ ...t, group: t.group as Tag['group'] }))
}
