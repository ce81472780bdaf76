import * as v from 'valibot'
import { isCalendarDate } from './dates'
import { listQuery, pageQuery, queryText } from './lists'
import { localized } from './localized'

// The audit log's filters as the address bar's search of the admin app's route file, which is in the app's
// first load: the queries without the rest of the office's contract. `./admin` exports the same names.

export const auditSources = ['app', 'api', 'cli'] as const

const auditDay = v.pipe(
  queryText(),
  v.trim(),
  v.isoDate(),
  v.check(
    isCalendarDate,
    localized({
      es: 'Esa fecha no existe: el mes no tiene ese día.',
      en: 'That date does not exist: the month has no such day.',
    }),
  ),
)

/** The audit log's filters; `from` and `to` are days (UTC), both included. */
export const auditFilters = {
  /** Part of the acting person's e-mail, or of `cli:<user>`. */
  actor: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
  /** `user`, `company`, `offer`, `workgroup`, `article`, `command`... */
  object_type: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(40))),
  /** The object's identifier (a hash); with or without object_type. */
  object_id: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
  /** The action, exactly (`verifyUser`, `users.verify`, `cli users:verify`). */
  action: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(100))),
  source: v.optional(v.picklist(auditSources)),
  from: v.optional(auditDay),
  to: v.optional(auditDay),
}

export const AuditQuery = listQuery({ ...auditFilters, ...pageQuery(50, 200) })
export type AuditQuery = v.InferOutput<typeof AuditQuery>

export const AuditCsvQuery = listQuery(auditFilters)
export type AuditCsvQuery = v.InferOutput<typeof AuditCsvQuery>
