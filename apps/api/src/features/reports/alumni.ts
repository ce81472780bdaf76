import { notPeopleRoles } from '@egresa/api-contract/permissions'
import type { ReportChart } from '@egresa/api-contract/reports'
import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { rowsOf, seriesOf } from './charts'

// The alumni as they are today (active accounts of people): by graduation year, by branch of knowledge and
// degree of the studies tree, by country (docs/reports.md, "Alumni").

const notPeople = sql.join(
  notPeopleRoles.map((role) => sql`${role}`),
  sql`, `,
)

const count = [{ key: 'alumni', label: msg`Antiguos alumnos`, unit: 'count' }] as const

/** A column of the titles in the reader's language (Catalan falls back to Spanish). */
const titleOf = (locale: Locale, table: string, es = 'title_es', en = 'title_en', ca = 'title_ca') =>
  locale === 'en'
    ? sql.raw(`${table}.${en}`)
    : locale === 'ca'
      ? sql.raw(`coalesce(${table}.${ca}, ${table}.${es})`)
      : sql.raw(`${table}.${es}`)

type Row = { key: string | null; label: string | null; value: number }

export async function alumniReport(db: Db, locale: Locale): Promise<ReportChart[]> {
  const people = sql`u.status = 'active' and u.role not in (${notPeople})`
  const years = await rowsOf<Row>(
    db,
    sql`select u.graduation_year::text as key, u.graduation_year::text as label, count(*)::int as value
      from users u where ${people} group by u.graduation_year order by u.graduation_year nulls last`,
  )
  // The branch of each degree: its ancestor of level 1 (the tree is a few levels deep).
  const branches = sql`with recursive branch(id, root) as (
      select id, id from categories where parent_id is null
      union all select c.id, b.root from categories c join branch b on c.parent_id = b.id)`
  const byBranch = await rowsOf<Row>(
    db,
    sql`${branches}
      select r.hash as key, ${titleOf(locale, 'r')} as label, count(*)::int as value
      from users u join branch b on b.id = u.category_id join categories r on r.id = b.root
      where ${people} group by r.hash, label order by value desc, label`,
  )
  const noStudies = await rowsOf<{ value: number }>(
    db,
    sql`select count(*)::int as value from users u where ${people} and u.category_id is null`,
  )
  const byDegree = await rowsOf<Row>(
    db,
    sql`select c.hash as key, ${titleOf(locale, 'c')} as label, count(*)::int as value
      from users u join categories c on c.id = u.category_id
      where ${people} group by c.hash, label order by value desc, label`,
  )
  const byCountry = await rowsOf<Row>(
    db,
    sql`select u.country_code as key, ${titleOf(locale, 'k', 'name_es', 'name_en', 'name_ca')} as label,
        count(*)::int as value
      from users u left join countries k on k.code = u.country_code
      where ${people} group by u.country_code, label order by value desc, label nulls last`,
  )
  const none = translate(locale, msg`Sin datos`)
  const series = seriesOf(locale, count)
  const chart = (id: string, dimension: string, rows: Row[], kind: 'bar' | 'hbar' = 'hbar'): ReportChart => ({
    id,
    kind,
    monthly: false,
    dimension,
    series,
    drawn: ['alumni'],
    rows: rows.map((r) => ({
      key: r.key ?? 'none',
      label: r.label ?? none,
      values: [Number(r.value)],
      suppressed: false,
    })),
  })
  const missing = Number(noStudies[0]?.value ?? 0)
  return [
    chart('graduation_years', translate(locale, msg`Año de graduación`), years, 'bar'),
    chart(
      'branches',
      translate(locale, msg`Rama de conocimiento`),
      missing > 0 ? [...byBranch, { key: null, label: null, value: missing }] : byBranch,
    ),
    chart(
      'studies',
      translate(locale, msg`Estudios`),
      missing > 0 ? [...byDegree, { key: null, label: null, value: missing }] : byDegree,
    ),
    chart('countries', translate(locale, msg`País`), byCountry),
  ]
}
