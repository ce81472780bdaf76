import { notPeopleRoles } from '@egresa/api-contract/permissions'
import type { ReportChart } from '@egresa/api-contract/reports'
import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { boundsSql, monthlyChart, monthOfSql, monthsSql, rowsOf, seriesOf } from './charts'
import type { Period } from './period'

// Members by tier at the end of each month, and new registrations per month (docs/reports.md, "Members").

const notPeople = sql.join(
  notPeopleRoles.map((role) => sql`${role}`),
  sql`, `,
)

const tierSeries = [
  { key: 'free', label: msg`Gratuito`, unit: 'count' },
  { key: 'premium', label: msg`Premium de pago`, unit: 'count' },
  { key: 'granted', label: msg`Premium concedido`, unit: 'count' },
] as const

const registrationSeries = [
  { key: 'registered', label: msg`Registros`, unit: 'count' },
  { key: 'verified', label: msg`Cuentas verificadas`, unit: 'count' },
] as const

/**
 * A person's role at the end of a month: the last tier change before it, or (before their first change) the
 * role that change started from, or, with no change at all, the role they have now. Counted: accounts of
 * people verified by then that are active or disabled now (a disabled account counts until today: the date it
 * was disabled is not kept).
 */
export async function membersReport(db: Db, period: Period, locale: Locale): Promise<ReportChart[]> {
  const tiers = await rowsOf<{ month: string; series: string; value: number }>(
    db,
    sql`
    with changed as (select distinct user_id from membership_tier_changes),
    months as ${monthsSql(period)}
    select months.month, case
        when r.role in ('alumniFreemium', 'empleadoFreemium') then 'free'
        when r.role in ('alumniPremium', 'empleadoPremium') then 'premium'
        else 'granted' end as series,
      count(*)::int as value
    from months
    join users u on u.verified_at < months."end" and u.status in ('active', 'disabled')
      and u.role not in (${notPeople})
    left join changed on changed.user_id = u.id
    cross join lateral (select case when changed.user_id is null then u.role else coalesce(
        (select c.to_role from membership_tier_changes c where c.user_id = u.id and c.at < months."end"
          order by c.at desc limit 1),
        (select c.from_role from membership_tier_changes c where c.user_id = u.id and c.at >= months."end"
          order by c.at asc limit 1),
        u.role) end as role) r
    group by 1, 2`,
  )
  const { start, end } = boundsSql(period)
  const registrations = await rowsOf<{ month: string; series: string; value: number }>(
    db,
    sql`
    select ${monthOfSql(sql`created_at`)} as month, 'registered' as series, count(*)::int as value
    from users where role not in (${notPeople}) and created_at >= ${start} and created_at < ${end}
    group by 1
    union all
    select ${monthOfSql(sql`verified_at`)}, 'verified', count(*)::int
    from users where role not in (${notPeople}) and verified_at >= ${start} and verified_at < ${end}
    group by 1`,
  )
  const month = translate(locale, msg`Mes`)
  return [
    monthlyChart({
      id: 'tiers',
      kind: 'stacked',
      dimension: month,
      series: seriesOf(locale, tierSeries),
      period,
      rows: tiers,
    }),
    monthlyChart({
      id: 'registrations',
      kind: 'bar',
      dimension: month,
      series: seriesOf(locale, registrationSeries),
      period,
      rows: registrations,
    }),
  ]
}
