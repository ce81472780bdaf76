// The schema's tables walked for the columns that point at a person or a company: the data export and the
// erasure tests check each of them (features/privacy). Only imported by *.test.ts files.
import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as audit from '../db/schema/audit'
import * as content from '../db/schema/content'
import * as conversations from '../db/schema/conversations'
import * as jobs from '../db/schema/jobs'
import * as mail from '../db/schema/mail'
import * as membership from '../db/schema/membership'
import * as mentoring from '../db/schema/mentoring'
import * as newsletters from '../db/schema/newsletters'
import * as privacy from '../db/schema/privacy'
import * as profile from '../db/schema/profile'
import * as reference from '../db/schema/reference'
import * as scheduled from '../db/schema/scheduled-jobs'
import * as users from '../db/schema/users'

const schemas = [
  audit,
  content,
  conversations,
  jobs,
  mail,
  membership,
  mentoring,
  newsletters,
  privacy,
  profile,
  reference,
  scheduled,
  users,
]

/** Every `table.column` with a foreign key to `users.id` or `companies.id`. */
export function ownerColumns(): { table: string; column: string; target: 'users' | 'companies' }[] {
  const found: { table: string; column: string; target: 'users' | 'companies' }[] = []
  for (const schema of schemas)
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue
      const config = getTableConfig(table)
      for (const fk of config.foreignKeys) {
        const ref = fk.reference()
        const target = getTableConfig(ref.foreignTable).name
        if (target !== 'users' && target !== 'companies') continue
        for (const column of ref.columns) found.push({ table: config.name, column: column.name, target })
      }
    }
  return found
}
