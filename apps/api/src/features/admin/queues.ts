import type { OfficeQueues } from '@egresa/api-contract/admin'
import { notPeopleRoles } from '@egresa/api-contract/permissions'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { workgroupReports, workgroups } from '../../db/schema/content'
import { conversationReports } from '../../db/schema/conversations'
import { jobOffers } from '../../db/schema/jobs'
import { companies, users } from '../../db/schema/users'

// The counts of the office's queues, in one statement: each a count over a small partial or status index
// (users_pending_idx, companies_pending_idx, job_offers_published_idx, workgroups_list_idx,
// workgroup_reports_open_idx, conversation_reports_status_idx). The
// conditions are those of the lists the app opens from each count (OfficeQueues in the contract).

const notPeople = sql.join(
  notPeopleRoles.map((role) => sql`${role}`),
  sql`, `,
)

export async function queueCounts(db: Db): Promise<OfficeQueues> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from ${users}
        where ${users.status} = 'pending' and ${users.role} not in (${notPeople})) as users,
      (select count(*)::int from ${companies}
        where ${companies.validatedAt} is null and ${companies.rejectedAt} is null) as companies,
      (select count(*)::int from ${jobOffers} where ${jobOffers.status} = 'PENDING') as offers,
      (select count(*)::int from ${workgroups} where ${workgroups.status} = 'PENDING') as workgroups,
      (select count(distinct (${workgroupReports.kind}, ${workgroupReports.itemHash}))::int
        from ${workgroupReports} where ${workgroupReports.status} = 'OPEN'
        and (${workgroupReports.commentId} is not null or ${workgroupReports.fileId} is not null)) as reports,
      (select count(*)::int from ${conversationReports}
        where ${conversationReports.status} = 'OPEN') as messages
  `)) as unknown as { rows: OfficeQueues[] }
  const row = result.rows[0]
  return {
    users: Number(row?.users ?? 0),
    companies: Number(row?.companies ?? 0),
    offers: Number(row?.offers ?? 0),
    workgroups: Number(row?.workgroups ?? 0),
    reports: Number(row?.reports ?? 0),
    messages: Number(row?.messages ?? 0),
  }
}
