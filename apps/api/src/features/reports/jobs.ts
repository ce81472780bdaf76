import type { ReportChart } from '@egresa/api-contract/reports'
import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { boundsSql, monthlyChart, monthOfSql, monthsSql, rowsOf, seriesOf } from './charts'
import type { Period } from './period'

// The job bank (docs/reports.md, "Job bank"): offers per month by their state now, applications per offer,
// the office's review time, the companies with an offer on line each month.

type Monthly = { month: string; series: string; value: number | null }

const stateSeries = [
  { key: 'UNPUBLISHED', label: msg`Borrador o devuelta`, unit: 'count' },
  { key: 'PENDING', label: msg`Pendiente de revisión`, unit: 'count' },
  { key: 'PUBLISHED', label: msg`Publicada`, unit: 'count' },
  { key: 'CLOSED', label: msg`Cerrada`, unit: 'count' },
] as const

const applicationSeries = [
  { key: 'offers', label: msg`Ofertas publicadas`, unit: 'count' },
  { key: 'applications', label: msg`Candidaturas`, unit: 'count' },
  { key: 'average', label: msg`Candidaturas por oferta (media)`, unit: 'count' },
] as const

const spreadSeries = [{ key: 'offers', label: msg`Ofertas`, unit: 'count' }] as const

const reviewSeries = [
  { key: 'reviews', label: msg`Ofertas revisadas`, unit: 'count' },
  { key: 'average', label: msg`Días hasta la revisión (media)`, unit: 'days' },
  { key: 'median', label: msg`Días hasta la revisión (mediana)`, unit: 'days' },
] as const

const companySeries = [
  { key: 'companies', label: msg`Empresas con ofertas publicadas`, unit: 'count' },
] as const

/** How many applications an offer got: the spread's rows. */
const buckets = [
  { key: '0', min: 0, max: 0 },
  { key: '1-2', min: 1, max: 2 },
  { key: '3-5', min: 3, max: 5 },
  { key: '6-10', min: 6, max: 10 },
  { key: '11-20', min: 11, max: 20 },
  { key: '21+', min: 21, max: null },
] as const

export async function jobsReport(db: Db, period: Period, locale: Locale): Promise<ReportChart[]> {
  const { start, end } = boundsSql(period)
  const offers = await rowsOf<Monthly>(
    db,
    sql`select ${monthOfSql(sql`created_at`)} as month, status as series, count(*)::int as value
      from job_offers where created_at >= ${start} and created_at < ${end} group by 1, 2`,
  )
  // Offers first published in the period, by the month of publication, with their applications.
  const published = sql`(select o.id, ${monthOfSql(sql`o.published_at`)} as month,
      (select count(*) from job_applications a where a.offer_id = o.id)::int as applications
    from job_offers o where o.published_at >= ${start} and o.published_at < ${end})`
  const applications = await rowsOf<Monthly>(
    db,
    sql`select month, 'offers' as series, count(*)::int as value from ${published} p group by 1
      union all select month, 'applications', sum(applications)::int from ${published} p group by 1
      union all select month, 'average', round(avg(applications), 1)::float8 from ${published} p group by 1`,
  )
  const spread = await rowsOf<{ bucket: string; value: number }>(
    db,
    sql`select case ${sql.join(
      buckets.map((b) =>
        b.max === null
          ? sql`when applications >= ${b.min} then ${b.key}`
          : sql`when applications between ${b.min} and ${b.max} then ${b.key}`,
      ),
      sql` `,
    )} end as bucket, count(*)::int as value from ${published} p group by 1`,
  )
  const reviews = await rowsOf<Monthly>(
    db,
    sql`with r as (select ${monthOfSql(sql`reviewed_at`)} as month,
        extract(epoch from (reviewed_at - submitted_at)) / 86400.0 as days
      from job_offers where reviewed_at >= ${start} and reviewed_at < ${end}
        and submitted_at is not null and reviewed_at >= submitted_at)
    select month, 'reviews' as series, count(*)::float8 as value from r group by 1
    union all select month, 'average', round(avg(days)::numeric, 1)::float8 from r group by 1
    union all select month, 'median',
      round((percentile_cont(0.5) within group (order by days))::numeric, 1)::float8 from r group by 1`,
  )
  const companies = await rowsOf<Monthly>(
    db,
    sql`select months.month, 'companies' as series, count(distinct o.company_id)::int as value
      from ${monthsSql(period)} months
      join job_offers o on o.status in ('PUBLISHED', 'CLOSED') and o.published_at < months."end"
        and (o.closed_at is null or o.closed_at >= months.start)
      group by 1`,
  )
  const month = translate(locale, msg`Mes`)
  const byBucket = new Map(spread.map((s) => [s.bucket, Number(s.value)]))
  return [
    monthlyChart({
      id: 'offers',
      kind: 'stacked',
      dimension: month,
      series: seriesOf(locale, stateSeries),
      period,
      rows: offers,
    }),
    monthlyChart({
      id: 'applications',
      kind: 'line',
      dimension: month,
      series: seriesOf(locale, applicationSeries),
      drawn: ['average'],
      period,
      rows: applications,
      nullable: ['average'],
    }),
    {
      id: 'applications_spread',
      kind: 'bar',
      monthly: false,
      dimension: translate(locale, msg`Candidaturas por oferta`),
      series: seriesOf(locale, spreadSeries),
      drawn: ['offers'],
      rows: buckets.map((b) => ({
        key: b.key,
        label: b.key,
        values: [byBucket.get(b.key) ?? 0],
        suppressed: false,
      })),
    },
    monthlyChart({
      id: 'review_days',
      kind: 'line',
      dimension: month,
      series: seriesOf(locale, reviewSeries),
      drawn: ['average', 'median'],
      period,
      rows: reviews,
      nullable: ['average', 'median'],
    }),
    monthlyChart({
      id: 'companies',
      kind: 'bar',
      dimension: month,
      series: seriesOf(locale, companySeries),
      period,
      rows: companies,
    }),
  ]
}
