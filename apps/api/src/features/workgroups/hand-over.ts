import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/**
 * Before a person's account is erased (features/privacy): each group of which they are the only
 * administrator gets another one, its member who joined first (accepted, any role), so no group is left
 * without an administrator. A group with no other member is the office's, which administers every group from
 * the admin app. Runs in the erasure's transaction; answers the groups handed over and those left to the office.
 */
export async function handOverGroupsOf(
  tx: Db,
  userId: string,
): Promise<{ handedOver: number; toOffice: number }> {
  const result = (await tx.execute(sql`
    with sole as (
      select m.workgroup_id from workgroup_members m
      where m.user_id = ${userId} and m.role = 'ADMINISTRATOR' and m.status = 'ACCEPTED'
        and not exists (select 1 from workgroup_members o where o.workgroup_id = m.workgroup_id
          and o.user_id <> ${userId} and o.role = 'ADMINISTRATOR' and o.status = 'ACCEPTED')
    ),
    heir as (
      select distinct on (o.workgroup_id) o.workgroup_id, o.user_id from workgroup_members o
      join sole s on s.workgroup_id = o.workgroup_id
      where o.user_id <> ${userId} and o.status = 'ACCEPTED'
      order by o.workgroup_id, o.created_at, o.user_id
    ),
    promoted as (
      update workgroup_members w set role = 'ADMINISTRATOR', updated_at = now()
      from heir h where w.workgroup_id = h.workgroup_id and w.user_id = h.user_id
      returning w.workgroup_id
    )
    select (select count(*)::int from sole) as sole, (select count(*)::int from promoted) as promoted
  `)) as unknown as { rows: { sole: number; promoted: number }[] }
  const row = result.rows[0] ?? { sole: 0, promoted: 0 }
  return { handedOver: row.promoted, toOffice: row.sole - row.promoted }
}
