import type { ReportChart } from '@egresa/api-contract/reports'
import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { boundsSql, monthlyChart, monthOfSql, rowsOf, seriesOf } from './charts'
import type { Period } from './period'

// Groups created and their comments per month; sign-ups per month: to events in the portal
// (`event_registrations`), to events and news elsewhere (`article_subscriptions`); and per month of the events'
// start, the places taken and the people checked in at the door; mentoring's new offers, requests, accepted
// and ended mentorships per month (docs/reports.md, "Community").

type Monthly = { month: string; series: string; value: number }

export async function communityReport(db: Db, period: Period, locale: Locale): Promise<ReportChart[]> {
  const { start, end } = boundsSql(period)
  const groups = await rowsOf<Monthly>(
    db,
    sql`select ${monthOfSql(sql`created_at`)} as month, 'created' as series, count(*)::int as value
      from workgroups where created_at >= ${start} and created_at < ${end} group by 1`,
  )
  const comments = await rowsOf<Monthly>(
    db,
    sql`select ${monthOfSql(sql`created_at`)} as month,
        case when parent_id is null then 'comments' else 'replies' end as series, count(*)::int as value
      from workgroup_comments where created_at >= ${start} and created_at < ${end} group by 1, 2`,
  )
  const signups = await rowsOf<Monthly>(
    db,
    sql`select ${monthOfSql(sql`s.created_at`)} as month,
        case when a.type = 'EVENT' then 'events' else 'news' end as series, count(*)::int as value
      from article_subscriptions s join articles a on a.id = s.article_id
      where s.created_at >= ${start} and s.created_at < ${end} group by 1, 2
      union all
      select ${monthOfSql(sql`created_at`)}, 'portal', count(*)::int
      from event_registrations where created_at >= ${start} and created_at < ${end} group by 1`,
  )
  const attendance = await rowsOf<Monthly>(
    db,
    sql`select ${monthOfSql(sql`a.starts_at`)} as month, s.series, count(*)::int as value
      from event_registrations r join articles a on a.id = r.article_id
      cross join lateral (values ('places'), ('checked_in')) s(series)
      where a.starts_at >= ${start} and a.starts_at < ${end} and r.state = 'confirmed'
        and (s.series = 'places' or r.checked_in_at is not null)
      group by 1, 2`,
  )
  const mentoring = await rowsOf<Monthly>(
    db,
    sql`select ${monthOfSql(sql`created_at`)} as month, 'offers' as series, count(*)::int as value
      from mentor_offers where created_at >= ${start} and created_at < ${end} group by 1
      union all
      select ${monthOfSql(sql`created_at`)}, 'requests', count(*)::int
      from mentoring_requests where created_at >= ${start} and created_at < ${end} group by 1
      union all
      select ${monthOfSql(sql`answered_at`)}, 'accepted', count(*)::int
      from mentoring_requests where answered_at >= ${start} and answered_at < ${end} and state in ('accepted', 'ended')
      group by 1
      union all
      select ${monthOfSql(sql`ended_at`)}, 'ended', count(*)::int
      from mentoring_requests where ended_at >= ${start} and ended_at < ${end} and state = 'ended' group by 1`,
  )
  const month = translate(locale, msg`Mes`)
  return [
    monthlyChart({
      id: 'workgroups',
      kind: 'bar',
      dimension: month,
      series: seriesOf(locale, [{ key: 'created', label: msg`Grupos creados`, unit: 'count' }]),
      period,
      rows: groups,
    }),
    monthlyChart({
      id: 'comments',
      kind: 'stacked',
      dimension: month,
      series: seriesOf(locale, [
        { key: 'comments', label: msg`Comentarios`, unit: 'count' },
        { key: 'replies', label: msg`Respuestas`, unit: 'count' },
      ]),
      period,
      rows: comments,
    }),
    monthlyChart({
      id: 'signups',
      kind: 'stacked',
      dimension: month,
      series: seriesOf(locale, [
        { key: 'portal', label: msg`Inscripciones a eventos en el portal`, unit: 'count' },
        { key: 'events', label: msg`Inscripciones a eventos externos`, unit: 'count' },
        { key: 'news', label: msg`Suscripciones a noticias`, unit: 'count' },
      ]),
      period,
      rows: signups,
    }),
    monthlyChart({
      id: 'attendance',
      kind: 'bar',
      dimension: translate(locale, msg`Mes del evento`),
      series: seriesOf(locale, [
        { key: 'places', label: msg`Plazas ocupadas`, unit: 'count' },
        { key: 'checked_in', label: msg`Asistentes registrados en la puerta`, unit: 'count' },
      ]),
      period,
      rows: attendance,
    }),
    monthlyChart({
      id: 'mentoring',
      kind: 'bar',
      dimension: month,
      series: seriesOf(locale, [
        { key: 'offers', label: msg`Ofertas de mentoría nuevas`, unit: 'count' },
        { key: 'requests', label: msg`Solicitudes de mentoría`, unit: 'count' },
        { key: 'accepted', label: msg`Mentorías aceptadas`, unit: 'count' },
        { key: 'ended', label: msg`Mentorías terminadas`, unit: 'count' },
      ]),
      period,
      rows: mentoring,
    }),
  ]
}
