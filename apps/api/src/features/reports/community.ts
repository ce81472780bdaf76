import type { ReportChart } from '@egresa/api-contract/reports'
import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { boundsSql, monthlyChart, monthOfSql, rowsOf, seriesOf } from './charts'
import type { Period } from './period'

// Groups created and their comments per month, and sign-ups to events and news (`article_subscriptions`)
// per month (docs/reports.md, "Community").

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
      where s.created_at >= ${start} and s.created_at < ${end} group by 1, 2`,
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
        { key: 'events', label: msg`Inscripciones a eventos`, unit: 'count' },
        { key: 'news', label: msg`Suscripciones a noticias`, unit: 'count' },
      ]),
      period,
      rows: signups,
    }),
  ]
}
