import type { Report, ReportName, ReportQuery } from '@egresa/api-contract/reports'
import type { Db } from '../../db/client'
import type { Locale } from '../../lib/i18n'
import { alumniReport } from './alumni'
import { communityReport } from './community'
import { incomeReport } from './income'
import { jobsReport } from './jobs'
import { membersReport } from './members'
import { outcomesReport } from './outcomes'
import { periodOf } from './period'

export type ReportParams = { query: ReportQuery; locale: Locale; minGroup: number; now?: Date }

/** One of the office's reports (docs/reports.md); `income` is the Premium fee's (its own permission). */
export async function buildReport(
  db: Db,
  name: ReportName | 'income',
  params: ReportParams,
): Promise<Report> {
  const period = periodOf(params.query, params.now)
  const { locale } = params
  const charts =
    name === 'members'
      ? await membersReport(db, period, locale)
      : name === 'alumni'
        ? await alumniReport(db, locale)
        : name === 'jobs'
          ? await jobsReport(db, period, locale)
          : name === 'community'
            ? await communityReport(db, period, locale)
            : name === 'income'
              ? await incomeReport(db, period, locale)
              : await outcomesReport(db, period, locale, params.minGroup)
  const outcomes = name === 'outcomes'
  return {
    report: name,
    from: period.from,
    to: period.to,
    reference_day: outcomes ? period.referenceDay : null,
    min_group: outcomes ? params.minGroup : null,
    charts,
  }
}
