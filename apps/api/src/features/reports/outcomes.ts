import { notPeopleRoles } from '@egresa/api-contract/permissions'
import type { ReportChart, ReportRow } from '@egresa/api-contract/reports'
import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { rowsOf, seriesOf } from './charts'
import type { Period } from './period'
import { suppressedCells } from './suppression'

// Graduate outcomes ("inserción laboral", docs/reports.md): per graduation year and degree, how many graduates,
// the share employed at the reference day, the share in a job related to their studies, and the employed by
// sector. Groups smaller than the minimum size are left out, with the complementary cells that would give
// them away (suppression.ts).

const notPeople = sql.join(
  notPeopleRoles.map((role) => sql`${role}`),
  sql`, `,
)

/** A hire through the job bank counts as a job for this long after the offer closed. */
export const HIRE_MONTHS = 12

type GroupRow = {
  year: number
  studies: string | null
  label: string | null
  size: number
  employed: number
  related: number
}

const cohortSeries = [
  { key: 'graduates', label: msg`Titulados`, unit: 'count' },
  { key: 'employed', label: msg`Con empleo (%)`, unit: 'percent' },
  { key: 'related', label: msg`Con empleo relacionado con sus estudios (%)`, unit: 'percent' },
] as const

const sectorSeries = [
  { key: 'employed', label: msg`Titulados con empleo`, unit: 'count' },
  { key: 'share', label: msg`Del total con empleo (%)`, unit: 'percent' },
] as const

const title = (locale: Locale, table: string) =>
  locale === 'en'
    ? sql.raw(`${table}.title_en`)
    : locale === 'ca'
      ? sql.raw(`coalesce(${table}.title_ca, ${table}.title_es)`)
      : sql.raw(`${table}.title_es`)

/**
 * One row per graduate in the scope: an active account of a person with a graduation year (up to the
 * reference day's) and a degree. Employed: an experience under way on the reference day, or a hire through
 * the job bank in the HIRE_MONTHS before it. Related: such a hire through an offer that asks for studies of
 * the graduate's branch of knowledge. Sector: the academic area of that hire's offer, else the person's own
 * area (profile tags of the group "area").
 */
function graduatesSql(day: string, locale: Locale) {
  return sql`with recursive branch(id, root) as (
        select id, id from categories where parent_id is null
        union all select c.id, b.root from categories c join branch b on c.parent_id = b.id),
      hires as (select a.user_id, o.area_tag_id, h.closed_at,
          exists (select 1 from unnest(o.category_ids) as oc(id) join branch ob on ob.id = oc.id
            join branch ub on ub.id = u.category_id where ob.root = ub.root) as related
        from job_offer_closings h
        join job_applications a on a.id = h.hired_application_id
        join job_offers o on o.id = a.offer_id
        join users u on u.id = a.user_id
        where h.hired and h.closed_at < (${day}::date + 1)
          and h.closed_at >= (${day}::date + 1 - make_interval(months => ${HIRE_MONTHS}))),
      -- One row per person hired, joined once (not looked up per graduate): related if any hire was, the
      -- area of the latest hire that has one.
      hired as (select user_id, bool_or(related) as related,
          (array_agg(area_tag_id order by closed_at desc) filter (where area_tag_id is not null))[1] as area_tag_id
        from hires group by user_id),
      graduates as (select u.graduation_year::int as year, c.hash as studies, ${title(locale, 'c')} as label,
        (hd.user_id is not null
          or exists (select 1 from work_experiences e where e.user_id = u.id and e.start <= ${day}::date
            and (e."end" is null or e."end" >= ${day}::date))) as employed,
        coalesce(hd.related, false) as related,
        s.hash as sector, ${title(locale, 's')} as sector_label
      from users u
      join categories c on c.id = u.category_id
      left join hired hd on hd.user_id = u.id
      left join lateral (select coalesce(hd.area_tag_id,
          (select t.id from user_tags ut join tags t on t.id = ut.tag_id
            where ut.user_id = u.id and t."group" = 'area' order by t.id limit 1)) as tag_id) st on true
      left join tags s on s.id = st.tag_id
      where u.status = 'active' and u.role not in (${notPeople}) and u.graduation_year is not null
        and u.graduation_year <= extract(year from ${day}::date))`
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null)

type Group = { key: string; label: string; size: number; employed: number; related: number }

function cohortRow(g: Group, out: boolean): ReportRow {
  return {
    key: g.key,
    label: g.label,
    values: out ? [null, null, null] : [g.size, share(g.employed, g.size), share(g.related, g.size)],
    suppressed: out,
  }
}

export async function outcomesReport(
  db: Db,
  period: Period,
  locale: Locale,
  minGroup: number,
): Promise<ReportChart[]> {
  // Each year, each year's degrees, and each degree's graduates by sector, in one statement (the sectors are
  // totalled below over the published degrees only).
  const groups = await rowsOf<
    GroupRow & { sector: string | null; sector_label: string | null; by_sector: boolean }
  >(
    db,
    sql`${graduatesSql(period.referenceDay, locale)} select year, studies, label, sector, sector_label,
        grouping(sector) = 0 as by_sector, count(*)::int as size,
        count(*) filter (where employed)::int as employed, count(*) filter (where related)::int as related
      from graduates group by grouping sets ((year), (year, studies, label), (year, studies, sector, sector_label))`,
  )
  const none = translate(locale, msg`Sin datos`)
  const group = (r: GroupRow, key: string, label: string): Group => ({
    key,
    label,
    size: Number(r.size),
    employed: Number(r.employed),
    related: Number(r.related),
  })
  const years = groups.filter((r) => r.studies === null).map((r) => group(r, String(r.year), String(r.year)))
  const cohorts = groups
    .filter((r) => r.studies !== null && !r.by_sector)
    .map((r) => group(r, `${r.year}|${r.studies}`, `${r.year} · ${r.label}`))
  // No total over the years is published: a year smaller than the minimum is left out alone. Each year's
  // row is the total of its degrees, so within a year the complementary cells go too.
  const yearList = years.sort((a, b) => Number(b.key) - Number(a.key))
  const hiddenYears = new Set(yearList.filter((y) => y.size < minGroup).map((y) => y.key))
  const yearOf = (g: Group) => Number(g.key.split('|')[0])
  const cohortList = cohorts.sort(
    (a, b) => yearOf(b) - yearOf(a) || b.size - a.size || a.label.localeCompare(b.label),
  )
  const hiddenCohorts = new Set<string>()
  for (const year of yearList) {
    const ofYear = cohortList.filter((c) => c.key.startsWith(`${year.key}|`))
    const hidden = hiddenYears.has(year.key)
      ? new Set(ofYear.map((c) => c.key))
      : suppressedCells(ofYear, minGroup)
    for (const key of hidden) hiddenCohorts.add(key)
  }
  // The sectors of the employed graduates of the published degrees only, or their total would give away the
  // employed of those left out; their total (the published degrees' employed) follows from the table above.
  const bySectorMap = new Map<string, { key: string; label: string; size: number }>()
  for (const r of groups) {
    if (!r.by_sector || hiddenCohorts.has(`${r.year}|${r.studies}`) || !Number(r.employed)) continue
    const key = r.sector ?? 'none'
    const entry = bySectorMap.get(key) ?? { key, label: r.sector_label ?? none, size: 0 }
    entry.size += Number(r.employed)
    bySectorMap.set(key, entry)
  }
  const bySector = [...bySectorMap.values()]
  const sectorList = bySector.sort((a, b) => b.size - a.size || a.label.localeCompare(b.label))
  const hiddenSectors = suppressedCells(sectorList, minGroup)
  const employed = sectorList.reduce((sum, s) => sum + s.size, 0)
  const year = translate(locale, msg`Año de graduación`)
  return [
    {
      id: 'years',
      kind: 'bar',
      monthly: false,
      dimension: year,
      series: seriesOf(locale, cohortSeries),
      drawn: ['employed', 'related'],
      rows: yearList.map((g) => cohortRow(g, hiddenYears.has(g.key))),
    },
    {
      id: 'cohorts',
      kind: 'hbar',
      monthly: false,
      dimension: translate(locale, msg`Año de graduación y estudios`),
      series: seriesOf(locale, cohortSeries),
      drawn: ['employed', 'related'],
      rows: cohortList.map((g) => cohortRow(g, hiddenCohorts.has(g.key))),
    },
    {
      id: 'sectors',
      kind: 'hbar',
      monthly: false,
      dimension: translate(locale, msg`Sector (área)`),
      series: seriesOf(locale, sectorSeries),
      drawn: ['employed'],
      rows: sectorList.map((g) => {
        const out = hiddenSectors.has(g.key)
        return {
          key: g.key,
          label: g.label,
          values: out ? [null, null] : [g.size, share(g.size, employed)],
          suppressed: out,
        }
      }),
    },
  ]
}
