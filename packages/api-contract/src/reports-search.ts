import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { listQuery, queryText } from './lists'
import { localized } from './localized'

// The office's reports (docs/reports.md) as the address bar's search of the admin app's route file, which is
// in the app's first load: the query without the rest of the reports' contract. `./reports` exports the same names.

/** The reports of `GET /usr/admin/reports/{report}` (`admin.reports.read`); the income is its own endpoint. */
export const reportNames = ['members', 'alumni', 'jobs', 'community', 'outcomes'] as const
export type ReportName = (typeof reportNames)[number]

/** The longest period a report covers, in months (five years). */
export const REPORT_MONTHS_MAX = 60

/** A month, `YYYY-MM`, from 2000 on. */
const reportMonth = v.pipe(
  queryText(),
  v.regex(
    /^(20\d\d)-(0[1-9]|1[0-2])$/,
    localized(msg`Debe ser un mes con la forma AAAA-MM, del año 2000 en adelante.`),
  ),
)

/**
 * The period of a report, months included at both ends. Left out: the last 12 months up to this one. Given
 * backwards, the server swaps them; longer than REPORT_MONTHS_MAX, it keeps the last months up to `to`.
 */
export const ReportQuery = listQuery({
  from: v.optional(reportMonth),
  to: v.optional(reportMonth),
})
export type ReportQuery = v.InferOutput<typeof ReportQuery>
