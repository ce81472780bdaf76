import type {
  ChartKind,
  ReportChart,
  ReportRow,
  ReportSeries,
  ReportUnit,
} from '@egresa/api-contract/reports'
import type { MessageDescriptor } from '@lingui/core'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { type Period, REPORT_TIME_ZONE } from './period'

// Building the answers' charts from the rows the statements give: the server computes every figure in SQL;
// here they are only laid out as rows and series, with their labels in the request's language.

export type SeriesSpec = { key: string; label: MessageDescriptor; unit: ReportUnit }

export function seriesOf(locale: Locale, specs: readonly SeriesSpec[]): ReportSeries[] {
  return specs.map((s) => ({ key: s.key, label: translate(locale, s.label), unit: s.unit }))
}

/** One row a month and one value a series, from `{ month, series, value }` rows (missing: 0). */
export function monthlyChart(params: {
  id: string
  kind: ChartKind
  dimension: string
  series: ReportSeries[]
  drawn?: string[]
  period: Period
  rows: readonly { month: string; series: string; value: number | string | null }[]
  /** The series that have no figure in a month without a row (an average of nothing); the others count 0. */
  nullable?: string[]
}): ReportChart {
  const byKey = new Map(params.rows.map((r) => [`${r.month}|${r.series}`, r.value]))
  const rows: ReportRow[] = params.period.months.map((month) => ({
    key: month,
    label: month,
    values: params.series.map((s) => {
      const value = byKey.get(`${month}|${s.key}`)
      if (value === undefined || value === null) return params.nullable?.includes(s.key) ? null : 0
      return Number(value)
    }),
    suppressed: false,
  }))
  return {
    id: params.id,
    kind: params.kind,
    monthly: true,
    dimension: params.dimension,
    series: params.series,
    drawn: params.drawn ?? params.series.map((s) => s.key),
    rows,
  }
}

/** The statement's rows (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** A timestamp's month in the office's time zone, as `YYYY-MM`. */
export const monthOfSql = (column: ReturnType<typeof sql> | ReturnType<typeof sql.raw>) =>
  sql`to_char(${column} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM')`

/** The first instant of the period and the first instant after it, in the office's time zone. */
export function boundsSql(period: Period) {
  return {
    start: sql`(${`${period.from}-01`}::date::timestamp at time zone ${REPORT_TIME_ZONE})`,
    end: sql`((${`${period.to}-01`}::date + interval '1 month')::timestamp at time zone ${REPORT_TIME_ZONE})`,
  }
}

/** The period's months, as a `months(month, start, end)` list to join (each month's first and next instant). */
export function monthsSql(period: Period) {
  return sql`(select to_char(m, 'YYYY-MM') as month,
      (m at time zone ${REPORT_TIME_ZONE}) as start,
      ((m + interval '1 month') at time zone ${REPORT_TIME_ZONE}) as "end"
    from generate_series(${`${period.from}-01`}::timestamp, ${`${period.to}-01`}::timestamp, interval '1 month') as m)`
}
