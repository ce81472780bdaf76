// The office's reports (docs/reports.md): who may read them, each figure against a small data set inserted
// here (the reference data only, in 2025, a period no other row falls in), the graduate outcomes'
// suppression of small groups, and the CSV.

import { randomBytes } from 'node:crypto'
import type { Report, ReportChart } from '@egresa/api-contract/reports'
import { eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  articleSubscriptions,
  articles,
  eventRegistrations,
  workgroupComments,
  workgroups,
} from '../../db/schema/content'
import { jobApplications, jobOfferClosings, jobOffers } from '../../db/schema/jobs'
import {
  membershipCharges,
  membershipCollectionRuns,
  membershipTierChanges,
} from '../../db/schema/membership'
import { workExperiences } from '../../db/schema/profile'
import { categories, tags } from '../../db/schema/reference'
import { users, userTags } from '../../db/schema/users'
import { createCompany } from '../../test/companies'
import { createTestApp, type TestApp } from '../../test/harness'
import { suppressedCells } from './suppression'

let t: TestApp
const tokens: Record<string, string> = {}
const PERIOD = '?from=2025-01&to=2025-06'
const hash = () => randomBytes(9).toString('base64url')
const at = (day: string) => new Date(`${day}T10:00:00Z`)

/** Degrees (leaves of the studies tree): two of one branch of knowledge, one of another. */
const degrees = { a1: 0, a2: 0, b1: 0 }
let areaTag = 0

async function person(input: {
  email: string
  role?: 'alumniFreemium' | 'alumniPremium'
  year: number
  degree: number
  created: string
  verified?: string | null
}) {
  const u = await t.createUser({ email: input.email, role: input.role ?? 'alumniFreemium' })
  await t.database.db
    .update(users)
    .set({
      graduationYear: input.year,
      categoryId: input.degree,
      countryCode: 'ES',
      createdAt: at(input.created),
      verifiedAt: input.verified === null ? null : at(input.verified ?? input.created),
    })
    .where(eq(users.id, u.id))
  return u
}

beforeAll(async () => {
  t = await createTestApp({ env: { REPORTS_MIN_GROUP: '3' } })
  const db = t.database.db
  for (const [name, role] of Object.entries({
    admin: 'admin',
    office: 'office',
    free: 'alumniFreemium',
    premium: 'alumniPremium',
    company: 'company',
  } as const)) {
    const u = await t.createUser({ email: `${name}@reports.test`, role })
    // The accounts that sign in have no studies or year, and registered long after the period.
    await db
      .update(users)
      .set({ verifiedAt: at('2026-01-01') })
      .where(eq(users.id, u.id))
    tokens[name] = await t.login(`${name}@reports.test`)
  }
  const roots = await db.select().from(categories).where(isNull(categories.parentId)).orderBy(categories.id)
  const leavesOf = async (root: number) =>
    (
      (await t.database.db.execute(sql`with recursive d(id) as (select ${root}::int union all
        select c.id from categories c join d on c.parent_id = d.id)
        select id from d where not exists (select 1 from categories k where k.parent_id = d.id) order by id`)) as unknown as {
        rows: { id: number }[]
      }
    ).rows
  const [leavesA, leavesB] = [await leavesOf(roots[0]?.id ?? 0), await leavesOf(roots[1]?.id ?? 0)]
  degrees.a1 = leavesA[0]?.id ?? 0
  degrees.a2 = leavesA[1]?.id ?? 0
  degrees.b1 = leavesB[0]?.id ?? 0
  areaTag = (await db.select().from(tags).where(eq(tags.group, 'area')).orderBy(tags.id).limit(1))[0]?.id ?? 0

  // Graduates of 2020: four of a1 (three employed: two by experience, one hired through the job bank for
  // an offer of their branch), one of a2 (a group of one), three of b1 (one employed). 2021: two of b1.
  const g = []
  for (let i = 0; i < 4; i++)
    g.push(
      await person({ email: `a1-${i}@reports.test`, year: 2020, degree: degrees.a1, created: '2025-02-10' }),
    )
  const a2 = await person({ email: 'a2@reports.test', year: 2020, degree: degrees.a2, created: '2025-03-05' })
  const b = []
  for (let i = 0; i < 3; i++)
    b.push(
      await person({
        email: `b1-${i}@reports.test`,
        year: 2020,
        degree: degrees.b1,
        created: '2025-03-20',
        verified: i === 2 ? null : '2025-04-02',
      }),
    )
  for (let i = 0; i < 2; i++)
    await person({
      email: `b1-2021-${i}@reports.test`,
      year: 2021,
      degree: degrees.b1,
      created: '2025-05-01',
    })
  const [g0, g1, g2, g3] = g as [(typeof g)[0], (typeof g)[0], (typeof g)[0], (typeof g)[0]]
  const experience = (userId: string, start: string, end: string | null) => ({
    hash: hash(),
    userId,
    name: 'Analista',
    contract: 'INDEFINITE',
    companyName: 'Acme',
    start,
    end,
  })
  await db.insert(workExperiences).values([
    experience(g0.id, '2024-01-01', null),
    experience(g1.id, '2023-01-01', '2025-12-31'),
    // Ended before the reference day: not employed.
    experience(g3.id, '2022-01-01', '2024-01-01'),
    experience(a2.id, '2024-06-01', null),
    experience(b[0]?.id ?? '', '2025-01-01', null),
  ])
  await db.insert(userTags).values({ userId: g0.id, tagId: areaTag })

  // The job bank: one company, three offers created in February (one published and closed with a hire, one
  // published with no applications, one draft), reviewed after 2 and 4 days.
  const company = await createCompany(t, { email: 'company-offers@reports.test' })
  const offer = (
    status: 'PUBLISHED' | 'CLOSED' | 'UNPUBLISHED',
    extra: Partial<typeof jobOffers.$inferInsert>,
  ) => ({
    hash: hash(),
    companyId: company.id,
    title: 'Oferta',
    description: 'Descripción',
    workstation: 'Puesto',
    location: 'Madrid',
    contract: 'INDEFINITE',
    workingHours: 'FULL-TIME',
    status,
    createdAt: at('2025-02-01'),
    ...extra,
  })
  const [hired, open] = await db
    .insert(jobOffers)
    .values([
      offer('CLOSED', {
        categoryIds: [degrees.a2],
        areaTagId: areaTag,
        submittedAt: at('2025-02-01'),
        reviewedAt: at('2025-02-03'),
        publishedAt: at('2025-02-03'),
        closedAt: at('2025-03-15'),
      }),
      offer('PUBLISHED', {
        submittedAt: at('2025-02-01'),
        reviewedAt: at('2025-02-05'),
        publishedAt: at('2025-02-05'),
      }),
      offer('UNPUBLISHED', {}),
    ])
    .returning({ id: jobOffers.id })
  const applications = await db
    .insert(jobApplications)
    .values(
      [g2, g3, a2].map((p) => ({
        hash: hash(),
        offerId: hired?.id ?? '',
        userId: p.id,
        createdAt: at('2025-02-10'),
      })),
    )
    .returning({ id: jobApplications.id })
  await db.insert(jobOfferClosings).values({
    offerId: hired?.id ?? '',
    serviceRating: 5,
    candidatesRating: 5,
    hired: true,
    hiredApplicationId: applications[0]?.id ?? null,
    closedAt: at('2025-03-15'),
  })
  expect(open).toBeDefined()

  // Membership: g0 upgraded in March (free until then), paid a FRST in March; a2 paid by card in March and
  // again in May (a renewal), the May one returned in June.
  await db.update(users).set({ role: 'alumniPremium' }).where(eq(users.id, g0.id))
  await db.insert(membershipTierChanges).values({
    userId: g0.id,
    fromRole: 'alumniFreemium',
    toRole: 'alumniPremium',
    kind: 'upgrade',
    at: at('2025-03-10'),
  })
  const [run] = await db
    .insert(membershipCollectionRuns)
    .values({
      messageId: 'EGR-REPORTS-1',
      createdByLabel: 'cli',
      collectionDate: '2025-03-15',
      chargeCount: 1,
      totalCents: 5000,
      fileSha256: '0'.repeat(64),
    })
    .returning({ id: membershipCollectionRuns.id })
  await db.insert(membershipCharges).values([
    {
      hash: hash(),
      userId: g0.id,
      kind: 'sepa',
      amountCents: 5000,
      dueOn: '2025-03-15',
      sequence: 'FRST',
      endToEndId: 'E2E-REPORTS-1',
      status: 'exported',
      runId: run?.id ?? null,
      coversUntil: '2026-03-15',
    },
    {
      hash: hash(),
      userId: a2.id,
      kind: 'card',
      amountCents: 5000,
      dueOn: '2025-03-20',
      status: 'paid',
      coversUntil: '2026-03-20',
    },
    {
      hash: hash(),
      userId: a2.id,
      kind: 'manual',
      amountCents: 4000,
      dueOn: '2025-05-02',
      status: 'returned',
      returnedOn: '2025-06-01',
      coversUntil: '2026-05-02',
    },
    // Waiting: not income.
    {
      hash: hash(),
      userId: g1.id,
      kind: 'manual',
      amountCents: 5000,
      dueOn: '2025-05-10',
      status: 'pending',
      coversUntil: '2026-05-10',
    },
  ])

  // Community: a group created in April with two comments and a reply; a sign-up to an event in May.
  const [group] = await db
    .insert(workgroups)
    .values({
      hash: hash(),
      slug: `reports-${hash()}`,
      name: 'Grupo',
      type: 'PUBLIC',
      status: 'PUBLISHED',
      createdAt: at('2025-04-01'),
    })
    .returning({ id: workgroups.id })
  const [first] = await db
    .insert(workgroupComments)
    .values([
      {
        hash: hash(),
        workgroupId: group?.id ?? '',
        authorId: g0.id,
        content: 'Hola',
        createdAt: at('2025-04-02'),
      },
      {
        hash: hash(),
        workgroupId: group?.id ?? '',
        authorId: g1.id,
        content: 'Hola',
        createdAt: at('2025-04-03'),
      },
    ])
    .returning({ id: workgroupComments.id })
  await db.insert(workgroupComments).values({
    hash: hash(),
    workgroupId: group?.id ?? '',
    parentId: first?.id ?? null,
    authorId: g1.id,
    content: 'Re',
    createdAt: at('2025-05-03'),
  })
  const [event] = await db
    .insert(articles)
    .values({
      hash: hash(),
      slug: `evento-${hash()}`,
      type: 'EVENT',
      status: 'PUBLISHED',
      title: 'Evento',
      text: 'Texto',
      startsAt: at('2025-06-01'),
    })
    .returning({ id: articles.id })
  await db
    .insert(articleSubscriptions)
    .values({ userId: g0.id, articleId: event?.id ?? '', createdAt: at('2025-05-20') })
  // Sign-ups in the portal to an event of June: two places (one checked in at the door), one waiting, one
  // cancelled; made in May, the cancelled one in April.
  const [portalEvent] = await db
    .insert(articles)
    .values({
      hash: hash(),
      slug: `evento-${hash()}`,
      type: 'EVENT',
      status: 'PUBLISHED',
      title: 'Evento en el portal',
      text: 'Texto',
      startsAt: at('2025-06-12'),
      signups: 'members',
      places: 2,
    })
    .returning({ id: articles.id })
  const registration = (userId: string, state: 'confirmed' | 'waiting' | 'cancelled', created: string) => ({
    hash: hash(),
    articleId: portalEvent?.id ?? '',
    userId,
    state,
    createdAt: at(created),
  })
  await db
    .insert(eventRegistrations)
    .values([
      { ...registration(g0.id, 'confirmed', '2025-05-02'), checkedInAt: at('2025-06-12') },
      registration(g1.id, 'confirmed', '2025-05-03'),
      registration(a2.id, 'waiting', '2025-05-04'),
      registration(g2.id, 'cancelled', '2025-04-30'),
    ])
})
afterAll(async () => {
  await t.close()
})

async function read(path: string, token = tokens.office): Promise<Report> {
  const res = await t.request(path, { token })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as Report
}

const chartOf = (report: Report, id: string): ReportChart => {
  const chart = report.charts.find((c) => c.id === id)
  if (!chart) throw new Error(`no chart ${id}`)
  return chart
}

/** The chart's values as `{ row key: { series key: value } }`. */
function table(chart: ReportChart) {
  return Object.fromEntries(
    chart.rows.map((r) => [r.key, Object.fromEntries(chart.series.map((s, i) => [s.key, r.values[i]]))]),
  )
}

describe('who may read the reports', () => {
  it('the office and the administrators; alumni and companies are refused, anonymous callers asked to sign in', async () => {
    for (const path of [
      '/usr/admin/reports/members',
      '/usr/admin/reports/outcomes/csv?chart=years',
      '/usr/admin/income',
    ]) {
      expect((await t.request(path, { token: tokens.office })).status, path).toBe(200)
      expect((await t.request(path, { token: tokens.admin })).status, path).toBe(200)
      for (const role of ['free', 'premium', 'company']) {
        expect((await t.request(path, { token: tokens[role] })).status, `${role} ${path}`).toBe(403)
      }
      expect((await t.request(path)).status, path).toBe(401)
    }
  })

  it('answers 400 for a report or a month that does not exist, and 404 for a chart the report lacks', async () => {
    expect((await t.request('/usr/admin/reports/salaries', { token: tokens.office })).status).toBe(400)
    expect(
      (await t.request('/usr/admin/reports/members?from=2025-13', { token: tokens.office })).status,
    ).toBe(400)
    expect(
      (await t.request('/usr/admin/reports/members/csv?chart=nope', { token: tokens.office })).status,
    ).toBe(404)
  })
})

describe('the period', () => {
  it('is the last 12 months by default, months swapped when backwards, at most 60', async () => {
    const last = await read('/usr/admin/reports/community')
    expect(chartOf(last, 'comments').rows).toHaveLength(12)
    const swapped = await read('/usr/admin/reports/community?from=2025-06&to=2025-01')
    expect([swapped.from, swapped.to]).toEqual(['2025-01', '2025-06'])
    const long = await read('/usr/admin/reports/community?from=2000-01&to=2025-12')
    expect([long.from, long.to]).toEqual(['2021-01', '2025-12'])
  })
})

describe('the figures', () => {
  it('members: by tier at the end of each month (the role before an upgrade), registrations and verifications', async () => {
    const r = await read(`/usr/admin/reports/members${PERIOD}`)
    const tiers = table(chartOf(r, 'tiers'))
    expect(tiers['2025-01']).toEqual({ free: 0, premium: 0, granted: 0 })
    expect(tiers['2025-02']).toEqual({ free: 4, premium: 0, granted: 0 })
    expect(tiers['2025-03']).toEqual({ free: 4, premium: 1, granted: 0 })
    // Two of b1 verified in April; the third never was.
    expect(tiers['2025-04']).toEqual({ free: 6, premium: 1, granted: 0 })
    expect(tiers['2025-05']).toEqual({ free: 8, premium: 1, granted: 0 })
    const registrations = table(chartOf(r, 'registrations'))
    expect(registrations['2025-02']).toEqual({ registered: 4, verified: 4 })
    expect(registrations['2025-03']).toEqual({ registered: 4, verified: 1 })
    expect(registrations['2025-04']).toEqual({ registered: 0, verified: 2 })
  })

  it('alumni: by graduation year, branch, degree and country', async () => {
    const r = await read('/usr/admin/reports/alumni')
    const years = table(chartOf(r, 'graduation_years'))
    expect(years['2020']).toEqual({ alumni: 8 })
    expect(years['2021']).toEqual({ alumni: 2 })
    // The accounts that sign in have no year.
    expect(years.none).toEqual({ alumni: 2 })
    const studies = chartOf(r, 'studies')
    expect(studies.rows.map((s) => s.values[0])).toEqual([5, 4, 1, 2])
    expect(studies.rows.at(-1)?.label).toBe('Sin datos')
    expect(chartOf(r, 'branches').rows.map((s) => s.values[0])).toEqual([5, 5, 2])
    expect(table(chartOf(r, 'countries')).ES).toEqual({ alumni: 10 })
  })

  it('jobs: offers by state, applications per offer, days to review, companies with an offer on line', async () => {
    const r = await read(`/usr/admin/reports/jobs${PERIOD}`)
    expect(table(chartOf(r, 'offers'))['2025-02']).toEqual({
      UNPUBLISHED: 1,
      PENDING: 0,
      PUBLISHED: 1,
      CLOSED: 1,
    })
    expect(table(chartOf(r, 'applications'))['2025-02']).toEqual({ offers: 2, applications: 3, average: 1.5 })
    expect(table(chartOf(r, 'applications'))['2025-03']).toEqual({
      offers: 0,
      applications: 0,
      average: null,
    })
    const spread = table(chartOf(r, 'applications_spread'))
    expect([spread['0']?.offers, spread['3-5']?.offers, spread['1-2']?.offers]).toEqual([1, 1, 0])
    expect(table(chartOf(r, 'review_days'))['2025-02']).toEqual({ reviews: 2, average: 3, median: 3 })
    const companies = table(chartOf(r, 'companies'))
    expect([
      companies['2025-01']?.companies,
      companies['2025-02']?.companies,
      companies['2025-06']?.companies,
    ]).toEqual([0, 1, 1])
  })

  it('community: groups created, comments and replies, sign-ups, attendance', async () => {
    const r = await read(`/usr/admin/reports/community${PERIOD}`)
    expect(table(chartOf(r, 'workgroups'))['2025-04']).toEqual({ created: 1 })
    expect(table(chartOf(r, 'comments'))['2025-04']).toEqual({ comments: 2, replies: 0 })
    expect(table(chartOf(r, 'comments'))['2025-05']).toEqual({ comments: 0, replies: 1 })
    expect(table(chartOf(r, 'signups'))['2025-05']).toEqual({ portal: 3, events: 1, news: 0 })
    expect(table(chartOf(r, 'signups'))['2025-04']).toEqual({ portal: 1, events: 0, news: 0 })
    // By the month of the event: the places taken (not the waiting or the cancelled) and who came in.
    expect(table(chartOf(r, 'attendance'))['2025-06']).toEqual({ places: 2, checked_in: 1 })
    expect(table(chartOf(r, 'attendance'))['2025-05']).toEqual({ places: 0, checked_in: 0 })
  })

  it('income: collected, returned and net euros; new memberships, renewals, returns and runs', async () => {
    const r = await read(`/usr/admin/income${PERIOD}`)
    const income = table(chartOf(r, 'income'))
    expect(income['2025-03']).toEqual({ collected: 100, returned: 0, net: 100 })
    expect(income['2025-05']).toEqual({ collected: 40, returned: 0, net: 40 })
    expect(income['2025-06']).toEqual({ collected: 0, returned: 40, net: -40 })
    const charges = table(chartOf(r, 'charges'))
    expect(charges['2025-03']).toEqual({ new: 2, renewals: 0, returns: 0, runs: 1 })
    expect(charges['2025-05']).toEqual({ new: 0, renewals: 1, returns: 0, runs: 0 })
    expect(charges['2025-06']).toEqual({ new: 0, renewals: 0, returns: 1, runs: 0 })
  })
})

describe('graduate outcomes', () => {
  it('gives the share employed and in a related job per year and degree, at the last day of the period', async () => {
    const r = await read(`/usr/admin/reports/outcomes${PERIOD}`)
    expect(r.reference_day).toBe('2025-06-30')
    expect(r.min_group).toBe(3)
    // 2020: eight graduates, five employed (g0, g1, a2 by experience; g2 hired in March; b1-0), one related
    // (g2: hired through an offer of a2, the same branch as a1).
    expect(table(chartOf(r, 'years'))['2020']).toEqual({ graduates: 8, employed: 62.5, related: 12.5 })
    const cohorts = chartOf(r, 'cohorts')
    const a1 = cohorts.rows.find((c) => c.key.startsWith('2020|') && c.values[0] === 4)
    expect(a1?.values).toEqual([4, 75, 25])
    expect(a1?.suppressed).toBe(false)
  })

  it('leaves out groups smaller than the minimum and the smallest other group of their year', async () => {
    const r = await read(`/usr/admin/reports/outcomes${PERIOD}`)
    const cohorts = chartOf(r, 'cohorts')
    // 2020: a1 (4) published; a2 (1) under the minimum, and b1 (3) left out with it, or the year's total
    // minus a1 would give a2 alone.
    const of2020 = cohorts.rows.filter((c) => c.key.startsWith('2020|'))
    expect(of2020.map((c) => c.suppressed).sort()).toEqual([false, true, true])
    for (const c of of2020.filter((x) => x.suppressed)) expect(c.values).toEqual([null, null, null])
    // 2021: two graduates, under the minimum; the year itself too, and 2020 is then the only published year
    // (no grand total is published).
    expect(table(chartOf(r, 'years'))['2021']).toEqual({ graduates: null, employed: null, related: null })
    // Sectors of the five employed: one with an area (g0: own tag; g2: the offer's), three without.
    // Sectors of the employed of the published degrees only (a1: g0 by their own area, g2 by the offer's, g1
    // without one): both under the minimum, left out.
    const sectors = chartOf(r, 'sectors')
    expect(sectors.rows.map((s) => [s.values, s.suppressed])).toEqual([
      [[null, null], true],
      [[null, null], true],
    ])
  })

  it('the suppression rule: primary, then complementary until two or more cells hold the minimum together', () => {
    expect([
      ...suppressedCells(
        [
          { key: 'a', size: 10 },
          { key: 'b', size: 7 },
        ],
        5,
      ),
    ]).toEqual([])
    expect(
      [
        ...suppressedCells(
          [
            { key: 'a', size: 10 },
            { key: 'b', size: 2 },
            { key: 'c', size: 6 },
          ],
          5,
        ),
      ].sort(),
    ).toEqual(['b', 'c'])
    expect(
      [
        ...suppressedCells(
          [
            { key: 'a', size: 1 },
            { key: 'b', size: 1 },
            { key: 'c', size: 9 },
            { key: 'd', size: 8 },
          ],
          5,
        ),
      ].sort(),
    ).toEqual(['a', 'b', 'd'])
    expect(
      [
        ...suppressedCells(
          [
            { key: 'a', size: 3 },
            { key: 'b', size: 3 },
            { key: 'c', size: 9 },
          ],
          5,
        ),
      ].sort(),
    ).toEqual(['a', 'b'])
    expect([...suppressedCells([{ key: 'a', size: 2 }], 5)]).toEqual(['a'])
  })
})

describe('the CSV', () => {
  it('is one chart as the office’s spreadsheet: BOM, `;`, the language’s decimal mark, suppressed figures empty', async () => {
    const res = await t.request(`/usr/admin/reports/jobs/csv${PERIOD}&chart=applications`, {
      token: tokens.office,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toContain('informe-jobs-applications-2025-01-2025-06.csv')
    const bytes = new Uint8Array(await res.clone().arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // The decoder drops the byte-order mark.
    const text = await res.text()
    expect(text.startsWith('"Mes";"Ofertas publicadas";"Candidaturas";')).toBe(true)
    expect(text).toContain('"2025-02";"2";"3";"1,5"\r\n')
    expect(text).toContain('"2025-03";"0";"0";""\r\n')
    const en = await t.request(`/usr/admin/reports/jobs/csv${PERIOD}&chart=applications`, {
      token: tokens.office,
      locale: 'en',
    })
    expect(await en.text()).toContain('"2025-02";"2";"3";"1.5"\r\n')

    const outcomes = await (
      await t.request(`/usr/admin/reports/outcomes/csv${PERIOD}&chart=cohorts`, { token: tokens.office })
    ).text()
    const lines = outcomes.trim().split('\r\n')
    expect(lines[0]).toContain('"Nota"')
    const hidden = lines.filter((l) => l.includes('cifras omitidas'))
    expect(hidden.length).toBeGreaterThanOrEqual(3)
    for (const line of hidden) expect(line).toMatch(/";"";"";"";"Grupo de menos de 3 personas/)
  })

  it('of the income, under its own permission', async () => {
    const res = await t.request(`/usr/admin/income/csv${PERIOD}&chart=income`, { token: tokens.admin })
    // A negative figure starts with "-": lib/csv.ts writes it as text, so no spreadsheet runs it as a formula.
    expect(await res.text()).toContain('"2025-06";"0";"40";"\'-40"')
  })
})
