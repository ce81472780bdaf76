import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { calendarDate } from './dates'
import { listQuery, pageQuery, queryText } from './lists'

// The audit log's filters as the address bar's search of the admin app's route file, which is in the app's
// first load: the queries without the rest of the office's contract. `./admin` exports the same names.

export const auditSources = ['app', 'api', 'cli'] as const

/** A day of the audit log's filters: a real day from 2000 to a year from today (the end of a period may lie ahead). */
const auditDay = v.pipe(
  queryText(),
  calendarDate({
    min: '2000-01-01',
    max: { years: 1 },
    message: msg`Debe ser un día entre el 1 de enero de 2000 y dentro de un año.`,
  }),
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
