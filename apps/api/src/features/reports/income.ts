import type { ReportChart } from '@egresa/api-contract/reports'
import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { monthlyChart, rowsOf, seriesOf } from './charts'
import type { Period } from './period'

// The Premium fee (docs/reports.md, "Income"; docs/membership.md): a SEPA charge counts as collected when it is
// exported (SEPA sends no "paid"), a card or manual one when recorded, in the month of its collection or
// payment date (`due_on`); a return is counted in the month of `returned_on`. Days, not instants: no time zone.

type Monthly = { month: string; series: string; value: number }

const incomeSeries = [
  { key: 'collected', label: msg`Cobrado (€)`, unit: 'euros' },
  { key: 'returned', label: msg`Devuelto (€)`, unit: 'euros' },
  { key: 'net', label: msg`Neto (€)`, unit: 'euros' },
] as const

const chargeSeries = [
  { key: 'new', label: msg`Altas Premium`, unit: 'count' },
  { key: 'renewals', label: msg`Renovaciones`, unit: 'count' },
  { key: 'returns', label: msg`Devoluciones`, unit: 'count' },
  { key: 'runs', label: msg`Remesas enviadas al banco`, unit: 'count' },
] as const

export async function incomeReport(db: Db, period: Period, locale: Locale): Promise<ReportChart[]> {
  const start = `${period.from}-01`
  const end = sql`(${`${period.to}-01`}::date + interval '1 month')::date`
  // Each counted charge with whether it is its person's first (a new membership) or a later one (a renewal).
  const counted = sql`(select due_on, amount_cents, row_number() over (
        partition by coalesce(user_id::text, id::text) order by due_on, created_at) as nth
      from membership_charges where status in ('exported', 'paid', 'returned'))`
  const rows = await rowsOf<Monthly>(
    db,
    sql`with c as ${counted},
      returned as (select to_char(returned_on, 'YYYY-MM') as month, count(*)::int as n,
          sum(amount_cents)::int as cents
        from membership_charges where status = 'returned' and returned_on >= ${start}::date and returned_on < ${end}
        group by 1),
      collected as (select to_char(due_on, 'YYYY-MM') as month, sum(amount_cents)::int as cents,
          count(*) filter (where nth = 1)::int as new, count(*) filter (where nth > 1)::int as renewals
        from c where due_on >= ${start}::date and due_on < ${end} group by 1)
    select month, 'collected' as series, cents / 100.0 as value from collected
    union all select month, 'new', new from collected
    union all select month, 'renewals', renewals from collected
    union all select month, 'returned', cents / 100.0 from returned
    union all select month, 'returns', n from returned
    union all select coalesce(c.month, r.month), 'net', (coalesce(c.cents, 0) - coalesce(r.cents, 0)) / 100.0
      from collected c full join returned r on r.month = c.month
    union all select to_char(collection_date, 'YYYY-MM'), 'runs', count(*)::int from membership_collection_runs
      where collection_date >= ${start}::date and collection_date < ${end} group by 1`,
  )
  const month = translate(locale, msg`Mes`)
  return [
    monthlyChart({
      id: 'income',
      kind: 'bar',
      dimension: month,
      series: seriesOf(locale, incomeSeries),
      drawn: ['collected', 'returned'],
      period,
      rows,
    }),
    monthlyChart({
      id: 'charges',
      kind: 'bar',
      dimension: month,
      series: seriesOf(locale, chargeSeries),
      drawn: ['new', 'renewals', 'returns'],
      period,
      rows,
    }),
  ]
}
