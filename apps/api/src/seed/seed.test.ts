// The demo data set: reproducible, with the documented accounts, the `full` sizes, the job bank to show
// (offers in every state, candidates with CVs, closings, companies waiting), and never seeded over data.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { isValidCif } from '@egresa/validators/identity'
import { asc, count, eq, sql } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import { afterAll, assert, describe, expect, it } from 'vitest'
import {
  articles,
  eventRegistrations,
  workgroupComments,
  workgroupMembers,
  workgroups,
} from '../db/schema/content'
import { jobApplications, jobOfferClosings, jobOffers } from '../db/schema/jobs'
import { mentoringRequests, mentorOffers } from '../db/schema/mentoring'
import { projects, workExperiences } from '../db/schema/profile'
import { tags } from '../db/schema/reference'
import { companies, users, userTags } from '../db/schema/users'
import { HUGE_NEEDS_POSTGRES, parseEnv } from '../env'
import { companyKey } from '../lib/company-key'
import { createStorage } from '../lib/storage/create-storage'
import { createTestApp, type TestApp } from '../test/harness'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/accounts'
import { DEMO_EVENT_SLUG } from './demo/event-signups'
import { offerPositions } from './demo/text'
import { DEMO_SIZES, seedDemo } from './index'

const apps: TestApp[] = []
afterAll(async () => {
  for (const t of apps) await t.close()
})
async function app(seed: 'demo-small' | 'none' | 'reference') {
  const t = await createTestApp({ seed })
  apps.push(t)
  return t
}

/** Every demo row by its natural keys, without the columns that are random by design (ids, salts, clocks). */
async function snapshot(t: TestApp) {
  const db = t.database.db
  const creator = sql<string>`(select email from users u where u.id = ${workgroups.creatorId})`
  return {
    users: await db
      .select({
        hash: users.hash,
        email: users.email,
        role: users.role,
        status: users.status,
        name: users.name,
        surname: users.surname,
        birthdate: users.birthdate,
        gender: users.gender,
        countryCode: users.countryCode,
        categoryId: users.categoryId,
        codeNumeric: users.codeNumeric,
        currentJob: users.currentJob,
        cvName: users.cvName,
        flags: sql<string>`${users.isNewsletter}::text || ${users.isAppearByCompany}::text || ${users.isAppearByUser}::text`,
      })
      .from(users)
      .orderBy(asc(users.email)),
    userTags: await db
      .select({ email: users.email, tag: tags.hash })
      .from(userTags)
      .innerJoin(users, eq(users.id, userTags.userId))
      .innerJoin(tags, eq(tags.id, userTags.tagId))
      .orderBy(asc(users.email), asc(tags.hash)),
    companies: await db
      .select({
        hash: companies.hash,
        name: companies.name,
        email: users.email,
        doc: companies.documentNumber,
        validated: sql<boolean>`${companies.validatedAt} is not null`,
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .orderBy(asc(companies.hash)),
    offers: await db
      .select({
        hash: jobOffers.hash,
        company: companies.hash,
        title: jobOffers.title,
        titleEn: jobOffers.titleEn,
        countryCode: jobOffers.countryCode,
        areaTagId: jobOffers.areaTagId,
        specialtyTagId: jobOffers.specialtyTagId,
        status: jobOffers.status,
        publishedAt: jobOffers.publishedAt,
        closedAt: jobOffers.closedAt,
      })
      .from(jobOffers)
      .innerJoin(companies, eq(companies.id, jobOffers.companyId))
      .orderBy(asc(jobOffers.hash)),
    applications: await db
      .select({
        hash: jobApplications.hash,
        offer: jobOffers.hash,
        email: users.email,
        status: jobApplications.status,
      })
      .from(jobApplications)
      .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .orderBy(asc(jobApplications.hash)),
    closings: await db
      .select({
        offer: jobOffers.hash,
        service: jobOfferClosings.serviceRating,
        candidates: jobOfferClosings.candidatesRating,
        hired: jobApplications.hash,
      })
      .from(jobOfferClosings)
      .innerJoin(jobOffers, eq(jobOffers.id, jobOfferClosings.offerId))
      .leftJoin(jobApplications, eq(jobApplications.id, jobOfferClosings.hiredApplicationId))
      .orderBy(asc(jobOffers.hash)),
    articles: await db
      .select({ hash: articles.hash, slug: articles.slug, title: articles.title, type: articles.type })
      .from(articles)
      .orderBy(asc(articles.hash)),
    workgroups: await db
      .select({ hash: workgroups.hash, slug: workgroups.slug, type: workgroups.type, creator })
      .from(workgroups)
      .orderBy(asc(workgroups.hash)),
    workgroupMembers: await db
      .select({
        group: workgroups.hash,
        email: users.email,
        role: workgroupMembers.role,
        status: workgroupMembers.status,
      })
      .from(workgroupMembers)
      .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
      .innerJoin(users, eq(users.id, workgroupMembers.userId))
      .orderBy(asc(workgroups.hash), asc(users.email)),
    workgroupComments: await db
      .select({
        hash: workgroupComments.hash,
        content: workgroupComments.content,
        createdAt: workgroupComments.createdAt,
      })
      .from(workgroupComments)
      .orderBy(asc(workgroupComments.hash)),
  }
}

/** What the job bank's demo shows: checked on the small set and on the full one. */
async function checkJobBank(t: TestApp) {
  const db = t.database.db
  const offers = await db
    .select({
      id: jobOffers.id,
      status: jobOffers.status,
      company: users.email,
      titleEn: jobOffers.titleEn,
      areaTagId: jobOffers.areaTagId,
      publishedAt: jobOffers.publishedAt,
    })
    .from(jobOffers)
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
  const applications = await db
    .select({
      id: jobApplications.id,
      offerId: jobApplications.offerId,
      status: jobApplications.status,
      email: users.email,
      role: users.role,
      userStatus: users.status,
      hasCv: sql<boolean>`${users.cvKey} is not null`,
      createdAt: jobApplications.createdAt,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
  const offer = new Map(offers.map((o) => [o.id, o]))
  const statuses = ['UNPUBLISHED', 'PENDING', 'PUBLISHED', 'CLOSED']

  // Each offer asks for the studies, area and specialty of its position (no nurse with a law degree).
  const coherent = await db
    .select({
      title: jobOffers.title,
      studies: sql<
        string[]
      >`(select coalesce(array_agg(title_es), '{}') from categories where id = any(${jobOffers.categoryIds}))`,
      area: sql<string>`(select title_es from tags where id = ${jobOffers.areaTagId})`,
      specialty: sql<string | null>`(select title_es from tags where id = ${jobOffers.specialtyTagId})`,
    })
    .from(jobOffers)
  const positions = new Map(offerPositions.map((p) => [p.title[0], p]))
  for (const o of coherent) {
    // An internship is its position with «Prácticas: » before it.
    const position = positions.get(o.title.replace(/^Prácticas: /, ''))
    assert(position, `a known position: ${o.title}`)
    expect(o.studies.length, o.title).toBeGreaterThan(0)
    for (const studies of o.studies) expect(position.studies, o.title).toContain(studies)
    expect(o.area, o.title).toBe(position.area)
    expect(o.specialty, o.title).toBe(position.specialty)
  }

  // Offers in every state, some in English too, all with an academic area.
  expect(new Set(offers.map((o) => o.status))).toEqual(new Set(statuses))
  expect(offers.some((o) => o.titleEn)).toBe(true)
  expect(offers.every((o) => o.areaTagId !== null)).toBe(true)

  // The demo company: every state, and candidates (some with a CV) on each open or closed offer.
  const mine = offers.filter((o) => o.company === DEMO_ACCOUNTS.company)
  expect(new Set(mine.map((o) => o.status))).toEqual(new Set(statuses))
  for (const o of mine.filter((o) => o.status === 'PUBLISHED' || o.status === 'CLOSED')) {
    expect(applications.filter((a) => a.offerId === o.id).length, o.id).toBeGreaterThan(0)
  }
  const myCandidates = applications.filter((a) => offer.get(a.offerId)?.company === DEMO_ACCOUNTS.company)
  // Every candidate has a CV: a company's list of demo candidates shows no "Sin CV".
  expect(applications.filter((a) => !a.hasCv).map((a) => a.email)).toEqual([])
  expect(new Set(myCandidates.map((a) => a.status))).toEqual(new Set(['PENDING', 'ACCEPTED', 'CANCELLED']))

  // The Premium demo alumni has a CV and applications in each status.
  const premium = applications.filter((a) => a.email === DEMO_ACCOUNTS.premium)
  expect(premium.every((a) => a.hasCv)).toBe(true)
  expect(new Set(premium.map((a) => a.status))).toEqual(new Set(['PENDING', 'ACCEPTED', 'CANCELLED']))

  // Applications only to offers that were published, after their publication, by active Premium-tier people.
  for (const a of applications) {
    const o = offer.get(a.offerId)
    expect(['PUBLISHED', 'CLOSED']).toContain(o?.status)
    expect(a.createdAt.getTime()).toBeGreaterThanOrEqual(o?.publishedAt?.getTime() ?? Infinity)
    expect(['alumniPremium', 'alumniDesempleados']).toContain(a.role)
    expect(a.userStatus).toBe('active')
  }

  // Every closed offer has its feedback; a hire is one of that offer's candidates in process.
  const closings = await db.select().from(jobOfferClosings)
  const closed = offers.filter((o) => o.status === 'CLOSED')
  expect(closings.map((c) => c.offerId).sort()).toEqual(closed.map((o) => o.id).sort())
  const byId = new Map(applications.map((a) => [a.id, a]))
  for (const c of closings.filter((c) => c.hired)) {
    const hired = byId.get(c.hiredApplicationId ?? '')
    expect(hired?.offerId).toBe(c.offerId)
    expect(hired?.status).toBe('ACCEPTED')
  }

  // Companies: real CIFs; some wait for validation, with pending accounts that cannot sign in yet.
  const all = await db
    .select({
      doc: companies.documentNumber,
      validatedAt: companies.validatedAt,
      email: users.email,
      status: users.status,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
  expect(
    all.every((c) => isValidCif(c.doc)),
    'every CIF is valid',
  ).toBe(true)
  const waiting = all.filter((c) => c.validatedAt === null)
  expect(waiting.length).toBeGreaterThan(0)
  expect(waiting.every((c) => c.status === 'pending')).toBe(true)
  expect(offers.some((o) => waiting.some((w) => w.email === o.company))).toBe(false)
  return { waiting }
}

describe('demo data', () => {
  it('small is reproducible: the same seed gives the same rows', async () => {
    // `a` is a copy of the database the global setup seeded (in another process); `b` is seeded here.
    const [a, b] = await Promise.all([app('demo-small'), app('none')])
    await seedDemo(b.database.db, 'small')
    const first = await snapshot(a)
    expect(first.users.length).toBeGreaterThan(30)
    expect(first.offers.length).toBeGreaterThan(0)
    expect(first.applications.length).toBeGreaterThan(0)
    expect(first.closings.length).toBeGreaterThan(0)
    expect(first.userTags.length).toBeGreaterThan(0)
    expect(await snapshot(b)).toEqual(first)
  })

  it('writes its texts in readable Spanish (the portal is Spanish first), not lorem ipsum', async () => {
    const db = (await app('demo-small')).database.db
    const texts = [
      ...(await db.select({ a: workExperiences.content }).from(workExperiences)).map((r) => r.a),
      ...(await db.select({ a: projects.name, b: projects.content }).from(projects)).flatMap((r) => [
        r.a,
        r.b,
      ]),
      ...(await db.select({ a: articles.title, b: articles.text }).from(articles)).flatMap((r) => [r.a, r.b]),
      ...(await db.select({ a: jobOffers.description }).from(jobOffers)).map((r) => r.a),
      ...(await db.select({ a: workgroups.content }).from(workgroups)).map((r) => r.a),
    ].map(String)
    expect(texts.length).toBeGreaterThan(100)
    // Spanish prose is full of these little words; faker's Latin has almost none of them.
    const common = new Set('de la el en y que los las con para del un una por se a al su es'.split(' '))
    for (const text of texts) {
      const words = text.toLowerCase().match(/[a-záéíóúñü]+/g) ?? []
      const share = words.filter((w) => common.has(w)).length / words.length
      expect(share, text).toBeGreaterThanOrEqual(text.length > 60 ? 0.15 : 0.1)
      expect(text).not.toMatch(/lorem|ipsum|amet|absque|utroque|decipio/i)
    }
  })

  it('spells its names right: no typo of the word lists it draws from, people with two surnames', async () => {
    const db = (await app('demo-small')).database.db
    const words = [
      ...(
        await db
          .select({ a: users.city, b: users.currentJob, c: users.currentCompany, d: users.surname })
          .from(users)
      ).flatMap((r) => [r.a, r.b, r.c]),
      ...(
        await db
          .select({ a: workExperiences.name, b: workExperiences.location, c: workExperiences.companyName })
          .from(workExperiences)
      ).flatMap((r) => [r.a, r.b, r.c]),
      ...(await db.select({ a: jobOffers.location, b: jobOffers.title }).from(jobOffers)).flatMap((r) => [
        r.a,
        r.b,
      ]),
      ...(await db.select({ a: workgroups.name }).from(workgroups)).map((r) => r.a),
      ...(await db.select({ a: companies.name, b: companies.contactName }).from(companies)).flatMap((r) => [
        r.a,
        r.b,
      ]),
    ]
      .filter((w): w is string => Boolean(w))
      .join('\n')
    expect(words.length).toBeGreaterThan(1000)
    // Misspellings found in faker's Spanish lists (cities, job titles) and the demo once showed.
    const misspelt = [
      'Relacciones',
      'Dinánmico',
      'Seguridada',
      'Mobilidad',
      'Cuenta\\b',
      'Sebastían',
      'LLobregat',
      'Cristróbal',
      'International',
      'benficios',
    ]
    for (const bad of misspelt) expect(words).not.toMatch(new RegExp(bad))
    const surnames = (await db.select({ s: users.surname }).from(users)).map((r) => r.s ?? '')
    for (const s of surnames) expect(s.split(' ').length, s).toBeLessThanOrEqual(3)
  })

  it('has the documented demo accounts, which sign in as the README says', async () => {
    const [t] = apps
    assert(t, 'the small demo set of the first test')
    const login = (email: string) =>
      t.request('/usr/login', {
        json: { email, password: DEMO_PASSWORD, deviceId: 'seed-test', deviceType: 2, push: null },
      })
    const roleOf = async (email: string) => {
      const res = await login(email)
      expect(res.status, email).toBe(200)
      const { token } = (await res.json()) as { token: string }
      const me = await t.request('/usr/users/me', { token, deviceId: 'seed-test' })
      return (await me.json()) as {
        role: string
        is_complete: boolean
        company: { validated: boolean } | null
      }
    }
    expect(await roleOf(DEMO_ACCOUNTS.free)).toMatchObject({ role: 'alumniFreemium', is_complete: true })
    expect(await roleOf(DEMO_ACCOUNTS.premium)).toMatchObject({ role: 'alumniPremium' })
    expect(await roleOf(DEMO_ACCOUNTS.company)).toMatchObject({
      role: 'company',
      company: { validated: true },
    })
    expect(await roleOf(DEMO_ACCOUNTS.admin)).toMatchObject({ role: 'admin' })
    const pending = await login(DEMO_ACCOUNTS.pending)
    expect(pending.status).toBe(403)
    expect(await pending.json()).toMatchObject({ reason: 'account_not_verified' })
  })

  it('shows the job bank: offers in every state, candidates, CVs, closings and companies waiting', async () => {
    const [t] = apps
    assert(t, 'the small demo set of the first test')
    const { waiting } = await checkJobBank(t)
    const res = await t.request('/usr/login', {
      json: { email: waiting[0]?.email, password: DEMO_PASSWORD, deviceId: 'seed-test', deviceType: 2 },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('Tu empresa está pendiente') })
  })

  it('shows life in the groups: members, requests, comments, and the Premium member administering and following', async () => {
    const t = await app('demo-small')
    const db = t.database.db
    const [premium] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.premium))
    const mine = await db
      .select({ role: workgroupMembers.role, type: workgroups.type, group: workgroups.id })
      .from(workgroupMembers)
      .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
      .where(eq(workgroupMembers.userId, premium?.id ?? ''))
    expect(mine.map((m) => `${m.role} ${m.type}`).sort()).toEqual([
      'ADMINISTRATOR PRIVATE',
      'FOLLOWER PUBLIC',
    ])
    const administered = mine.find((m) => m.role === 'ADMINISTRATOR')?.group ?? ''
    const requests = await db
      .select({ n: count() })
      .from(workgroupMembers)
      .where(
        sql`${workgroupMembers.workgroupId} = ${administered} and ${workgroupMembers.status} = 'PENDING'`,
      )
    expect(requests[0]?.n).toBeGreaterThanOrEqual(2)
    // Every group has an administrator, and there are comments with replies to read.
    const orphans = await db
      .select({ n: count() })
      .from(workgroups)
      .where(
        sql`not exists (select 1 from ${workgroupMembers} m where m.workgroup_id = ${workgroups.id} and m.role = 'ADMINISTRATOR' and m.status = 'ACCEPTED')`,
      )
    expect(orphans[0]?.n).toBe(0)
    const replies = await db
      .select({ n: count() })
      .from(workgroupComments)
      .where(sql`${workgroupComments.parentId} is not null`)
    expect(replies[0]?.n).toBeGreaterThan(0)
    const token = await t.login(DEMO_ACCOUNTS.premium, DEMO_PASSWORD)
    const res = await t.request('/usr/workgroups?filter=mine', { token })
    expect(((await res.json()) as { total: number }).total).toBe(1)
    // Members reported some comments, never their own: the office's moderation has something to review.
    const reported = await db.execute(
      sql`select count(*)::int as n from workgroup_reports r where r.status = 'OPEN' and r.reporter_id <> r.author_id`,
    )
    expect(Number((reported as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThan(0)
  })

  it('has events coming on its agenda whenever it is started, and past ones in the news', async () => {
    const t = await app('demo-small')
    const upcoming = (await (await t.request('/api/articles?upcoming=true')).json()) as { total: number }
    expect(upcoming.total).toBeGreaterThanOrEqual(2)
    const events = await t.database.db
      .select({ startsAt: articles.startsAt })
      .from(articles)
      .where(eq(articles.type, 'EVENT'))
    expect(events.some((e) => (e.startsAt?.getTime() ?? Infinity) < Date.now())).toBe(true)
  })

  it('has an event taking sign-ups in the portal, three weeks ahead, with people signed up and two in', async () => {
    const t = await app('demo-small')
    const [event] = await t.database.db.select().from(articles).where(eq(articles.slug, DEMO_EVENT_SLUG))
    assert(event)
    expect(event).toMatchObject({
      status: 'PUBLISHED',
      signups: 'members',
      places: 120,
      signupsClosed: false,
    })
    expect(event.questions.map((q) => q.options.map((o) => o.label.en))).toEqual([
      ['None', 'Vegetarian', 'Vegan', 'Gluten-free'],
    ])
    const days = ((event.startsAt?.getTime() ?? 0) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(19)
    expect(days).toBeLessThan(22)
    const people = await t.database.db
      .select({ email: users.email, state: eventRegistrations.state, in: eventRegistrations.checkedInAt })
      .from(eventRegistrations)
      .innerJoin(users, eq(users.id, eventRegistrations.userId))
      .where(eq(eventRegistrations.articleId, event.id))
    expect(people.length).toBe(20)
    expect(people.every((p) => p.state === 'confirmed')).toBe(true)
    expect(people.filter((p) => p.in).length).toBe(2)
    const logins = new Set<string>(Object.values(DEMO_ACCOUNTS))
    expect(people.some((p) => logins.has(p.email))).toBe(false)
  })

  it('has mentors, some at the companies of published offers, and requests in several states', async () => {
    const t = await app('demo-small')
    const mentors = await t.database.db
      .select({
        email: users.email,
        key: mentorOffers.companyKey,
        paused: mentorOffers.pausedAt,
        appears: users.isAppearByUser,
      })
      .from(mentorOffers)
      .innerJoin(users, eq(users.id, mentorOffers.userId))
    expect(mentors.length).toBeGreaterThanOrEqual(4)
    expect(mentors.every((m) => m.appears)).toBe(true)
    expect(mentors.filter((m) => m.paused)).toHaveLength(1)
    const logins = new Set<string>(Object.values(DEMO_ACCOUNTS))
    expect(mentors.some((m) => logins.has(m.email))).toBe(false)
    const offerCompanies = await t.database.db
      .selectDistinct({ name: companies.name })
      .from(jobOffers)
      .innerJoin(companies, eq(companies.id, jobOffers.companyId))
      .where(eq(jobOffers.status, 'PUBLISHED'))
    const keys = new Set(offerCompanies.map((c) => companyKey(c.name)))
    expect(mentors.filter((m) => m.key && keys.has(m.key)).length).toBeGreaterThanOrEqual(2)
    const states = await t.database.db
      .selectDistinct({ state: mentoringRequests.state })
      .from(mentoringRequests)
    expect(states.map((s) => s.state).sort()).toEqual(
      expect.arrayContaining(['accepted', 'ended', 'pending']),
    )
  })

  it('stores the demo CVs as PDFs when given the storage, so the office and companies can open them', async () => {
    const t = await app('none')
    await seedDemo(t.database.db, 'small', { storage: createStorage(t.env) })
    const withCv = await t.database.db
      .select({ hash: users.hash, key: users.cvKey })
      .from(users)
      .where(sql`${users.cvKey} is not null`)
    const stored = await readdir(join(t.env.dataDir, 'files', 'cvs'))
    expect(stored.sort()).toEqual(withCv.map((u) => u.key?.slice('cvs/'.length)).sort())
    const [premium] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.premium))
    const login = await t.request('/usr/login', {
      json: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, deviceId: 'seed-test', deviceType: 2 },
    })
    const { token } = (await login.json()) as { token: string }
    const cv = await t.request(`/usr/admin/users/${premium?.hash}/cv`, { token, deviceId: 'seed-test' })
    expect(cv.status).toBe(200)
    expect(cv.headers.get('content-disposition')).toContain('cv-javier-ruiz-navarro.pdf')
    const bytes = new Uint8Array(await cv.arrayBuffer())
    expect((await fileTypeFromBuffer(bytes))?.mime).toBe('application/pdf')
    expect(Buffer.from(bytes).toString('latin1')).toContain('(Javier Ruiz Navarro) Tj')
  })

  it('never seeds a database that holds data', async () => {
    const t = await app('reference')
    await t.createUser({ email: 'real.person@uni.test' })
    expect(await seedDemo(t.database.db, 'small')).toBeNull()
    const [row] = await t.database.db.select({ n: count() }).from(users)
    expect(row?.n).toBe(1)
    expect(await t.database.db.select().from(articles)).toEqual([])
    // And a seeded database is not seeded twice.
    const [seeded] = apps
    assert(seeded, 'the small demo set of the first test')
    const before = await seedDemo(seeded.database.db, 'small')
    expect(before).toBeNull()
  })

  it('full has at least 10,000 alumni, 200 companies, 1,000 offers, 2,000 articles and 300 groups', async () => {
    const t = await app('none')
    const started = Date.now()
    const summary = await seedDemo(t.database.db, 'full')
    const ms = Date.now() - started
    console.log(`full demo set on ${t.database.driver}: ${ms} ms`, summary)
    const countOf = async (
      table: typeof users | typeof companies | typeof jobOffers | typeof articles | typeof workgroups,
    ) => (await t.database.db.select({ n: count() }).from(table))[0]?.n
    const alumni = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.role} like 'alumni%'`)
    expect(alumni[0]?.n).toBeGreaterThanOrEqual(10_000)
    expect(await countOf(companies)).toBeGreaterThanOrEqual(200)
    expect(await countOf(jobOffers)).toBeGreaterThanOrEqual(1_000)
    expect(await countOf(articles)).toBeGreaterThanOrEqual(2_000)
    expect(await countOf(workgroups)).toBeGreaterThanOrEqual(300)
    expect(summary?.pendingCompanies).toBeGreaterThanOrEqual(5)
    expect(summary?.applications).toBeGreaterThanOrEqual(1_000)
    await checkJobBank(t)
  }, 180_000)

  it('huge is refused on the embedded database, with what to set', () => {
    expect(() => parseEnv({ DEMO_SEED: 'huge' })).toThrow(HUGE_NEEDS_POSTGRES)
    expect(parseEnv({ DEMO_SEED: 'huge', DATABASE_URL: 'postgres://localhost/egresa' }).demoSeed).toBe('huge')
  })

  it('huge is 200,000 alumni, 2,000 companies, 20,000 offers, some 100,000 applications, 20,000 articles and 2,000 groups: its proportions hold at 1/100', async () => {
    expect(DEMO_SIZES.huge).toMatchObject({
      alumni: 200_000,
      companies: 2_000,
      offers: 20_000,
      articles: 20_000,
      workgroups: 2_000,
    })
    const t = await app('none')
    const lines: string[] = []
    const summary = await seedDemo(t.database.db, 'huge', { scale: 0.01, log: (line) => lines.push(line) })
    const db = t.database.db
    const [alumni] = await db.select({ n: count() }).from(users).where(sql`${users.role} like 'alumni%'`)
    // The three alumni demo accounts besides the set's own.
    expect(alumni?.n).toBe(2_003)
    expect(summary).toMatchObject({ companies: 20, offers: 200, articles: 200, workgroups: 20 })
    const [applications] = await db.select({ n: count() }).from(jobApplications)
    expect(applications?.n).toBe(summary?.applications)
    // About one application for every two alumni, as the 100,000 of the 200,000.
    expect(applications?.n).toBeGreaterThan(800)
    expect(applications?.n).toBeLessThan(1_200)
    const [experiences] = await db.select({ n: count() }).from(workExperiences)
    const [portfolio] = await db.select({ n: count() }).from(projects)
    expect(experiences?.n).toBeGreaterThan(2_000)
    expect(portfolio?.n).toBeGreaterThan(500)
    // Progress lines of the steps, and the total time at the end.
    expect(lines).toContainEqual(expect.stringMatching(/^huge: alumni 2000\/2000 \(\d+ s\)$/))
    expect(lines.at(-1)).toMatch(/^demo: huge seeded in \d+ s$/)
  }, 180_000)
})
