import { notPeopleRoles } from '@egresa/api-contract/permissions'
import type { ReportChart } from '@egresa/api-contract/reports'
import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { boundsSql, monthlyChart, monthOfSql, monthsSql, rowsOf, seriesOf } from './charts'
import { type Period, REPORT_TIME_ZONE } from './period'

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
  const tierOf = (role: ReturnType<typeof sql>) => sql`case
        when ${role} in ('alumniFreemium', 'empleadoFreemium') then 'free'
        when ${role} in ('alumniPremium', 'empleadoPremium') then 'premium'
        else 'granted' end`
  const people = sql`u.verified_at is not null and u.status in ('active', 'disabled') and u.role not in (${notPeople})`
  // Without a tier change (nearly everyone) a person counts from the month of their verification on, in the
  // tier they have now: a running sum over the months, one pass over the accounts. With changes, each month
  // end is looked up (few people).
  const tiers = await rowsOf<{ month: string; series: string; value: number }>(
    db,
    sql`
    with changed as (select distinct user_id from membership_tier_changes),
    months as ${monthsSql(period)},
    steady as (select ${tierOf(sql`u.role`)} as series,
        greatest(to_char(u.verified_at at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM'), ${period.from}) as month,
        count(*)::int as n
      from users u left join changed on changed.user_id = u.id
      where ${people} and changed.user_id is null
        and to_char(u.verified_at at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM') <= ${period.to}
      group by 1, 2),
    running as (select months.month, s.series,
        sum(coalesce(st.n, 0)) over (partition by s.series order by months.month)::int as n
      from months cross join (values ('free'), ('premium'), ('granted')) as s(series)
      left join steady st on st.month = months.month and st.series = s.series),
    moved as (select months.month, ${tierOf(sql`coalesce(
          (select c.to_role from membership_tier_changes c where c.user_id = u.id and c.at < months."end"
            order by c.at desc limit 1),
          (select c.from_role from membership_tier_changes c where c.user_id = u.id and c.at >= months."end"
            order by c.at asc limit 1),
          u.role)`)} as series, count(*)::int as n
      from months join users u on u.verified_at < months."end" and ${people}
      join changed on changed.user_id = u.id
      group by 1, 2)
    select month, series, sum(n)::int as value from (select * from running union all select * from moved) t
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
