import type { AdminUser } from '@egresa/api-contract/admin'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/users'

// Possible duplicates for the office: people's accounts (not company or office accounts) that share a
// document number, or a name and surname (without accents, case or extra spaces) and a birthdate. Found by
// grouping, so the whole table is read once, not once per account.

type Duplicates = AdminUser['possible_duplicates']

/** The ids of the people's accounts that have at least one possible duplicate, as a subquery. */
export const accountsWithDuplicates = sql`(
  select u.id from users u
  where u.role not in ('company', 'admin', 'office') and (
    u.document_number in (
      select d.document_number from users d
      where d.role not in ('company', 'admin', 'office') and d.document_number is not null and d.document_number <> ''
      group by d.document_number having count(*) > 1
    )
    or (u.birthdate, regexp_replace(unaccent(lower(trim(u.name || ' ' || u.surname))), '[[:space:]]+', ' ', 'g')) in (
      select b.birthdate, regexp_replace(unaccent(lower(trim(b.name || ' ' || b.surname))), '[[:space:]]+', ' ', 'g') from users b
      where b.role not in ('company', 'admin', 'office') and b.birthdate is not null
      group by 1, 2 having count(*) > 1
    )
  )
)`

/** The possible duplicates of each of `ids` (a page of the list), by the account's id. */
export async function possibleDuplicates(db: Db, ids: string[]): Promise<Map<string, Duplicates>> {
  const found = new Map<string, Duplicates>()
  if (ids.length === 0) return found
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const result = (await db.execute(sql`
    select u.id, o.hash, (u.document_number is not null and o.document_number = u.document_number) as by_document
    from ${users} u
    join ${users} o on o.id <> u.id and o.id in ${accountsWithDuplicates} and (
      (u.document_number is not null and u.document_number <> '' and o.document_number = u.document_number)
      or (u.birthdate is not null and o.birthdate = u.birthdate
        and regexp_replace(unaccent(lower(trim(o.name || ' ' || o.surname))), '[[:space:]]+', ' ', 'g') = regexp_replace(unaccent(lower(trim(u.name || ' ' || u.surname))), '[[:space:]]+', ' ', 'g'))
    )
    where u.id in (${idList}) and u.id in ${accountsWithDuplicates}
    order by o.created_at, o.hash
  `)) as unknown as { rows: { id: string; hash: string; by_document: boolean }[] }
  for (const row of result.rows) {
    const list = found.get(row.id) ?? []
    list.push({ hash: row.hash, reason: row.by_document ? 'document' : 'name_birthdate' })
    found.set(row.id, list)
  }
  return found
}
