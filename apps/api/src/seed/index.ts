// Reference data (every start, idempotent) and the reproducible demo data set (DEMO_SEED, `pnpm admin db:seed`).
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { base, en as enLocale, es as esLocale, Faker } from '@faker-js/faker'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import countryNames from 'i18n-iso-countries'
import type { Db } from '../db/client'
import { expectedRow } from '../db/rows'
import { categories, countries, tags } from '../db/schema/reference'
import { users } from '../db/schema/users'
import { defaultContentDir } from '../env'
import { hashPassword } from '../lib/auth/password'
import { documentVersions } from '../lib/consents'
import { createContentStore } from '../lib/content/store'
import { type IbanVault, throwawayVault } from '../lib/iban-vault'
import type { Storage } from '../lib/storage/storage'
import { inBatches } from './batches'
import { DEMO_PASSWORD, seedDemoAccounts, seedDemoOffice } from './demo/accounts'
import { seedAlumni } from './demo/alumni'
import { seedApplications } from './demo/applications'
import { seedArticles } from './demo/articles'
import { seedCareers } from './demo/careers'
import { seedDemoCommunity } from './demo/community'
import { seedCompanies } from './demo/companies'
import type { DemoContext, DemoFile, DemoSize } from './demo/context'
import { seedDemoEvent } from './demo/event-signups'
import { seedDemoMembership } from './demo/membership'
import { seedDemoMentoring } from './demo/mentoring'
import { seedOffers } from './demo/offers'
import { seedDemoReports, seedWorkgroupLife, seedWorkgroups } from './demo/workgroups'
import { studiesTree, tagData } from './reference-data'

const require = createRequire(import.meta.url)
countryNames.registerLocale(require('i18n-iso-countries/langs/es.json'))
countryNames.registerLocale(require('i18n-iso-countries/langs/en.json'))
countryNames.registerLocale(require('i18n-iso-countries/langs/ca.json'))

/** A stable public identifier derived from a natural key, so reference rows keep their hash everywhere. */
const stableHash = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 12)

type StudiesNode = (typeof studiesTree)[number]

/** A node of the studies tree under its natural key: the path of Spanish titles from its root. */
const categoryHash = (path: string) => stableHash(`category:${path}`)
const tagHash = (t: (typeof tagData)[number]) => stableHash(`tag:${t.type}:${t.group}:${t.es}`)

/** Every node of the studies tree, depth first, with the hash of its path. */
function studiesNodes(nodes: StudiesNode[] = studiesTree, path = ''): { hash: string; node: StudiesNode }[] {
  return nodes.flatMap((node) => {
    const key = `${path}/${node.es}`
    return [{ hash: categoryHash(key), node }, ...studiesNodes(node.children ?? [], key)]
  })
}

/** A country's Catalan name, with the typographic apostrophe the portal writes (docs/glossary.md). */
const catalanName = (code: string) => countryNames.getName(code, 'ca')?.replaceAll("'", '’') ?? null

/**
 * Studies tree, ISO countries and tags: inserts only what is missing, then gives the Catalan title to the
 * rows it wrote that have none (a database seeded before the Catalan titles existed).
 */
export async function seedReference(db: Db): Promise<void> {
  const codes = countryNames.getAlpha2Codes()
  const countryRows = Object.keys(codes).map((code) => ({
    code,
    hash: stableHash(`country:${code}`),
    nameEs: countryNames.getName(code, 'es') ?? code,
    nameEn: countryNames.getName(code, 'en') ?? code,
    nameCa: catalanName(code),
  }))
  await inBatches(countryRows, 300, (batch) => db.insert(countries).values(batch).onConflictDoNothing())

  const [categoryCount] = await db.select({ n: count() }).from(categories)
  if (!categoryCount?.n) {
    await db.transaction(async (tx) => {
      const insertLevel = async (
        nodes: StudiesNode[],
        parentId: number | null,
        level: number,
        path: string,
      ) => {
        for (const [position, node] of nodes.entries()) {
          const key = `${path}/${node.es}`
          const row = expectedRow(
            await tx
              .insert(categories)
              .values({
                hash: categoryHash(key),
                parentId,
                level,
                position,
                titleEs: node.es,
                titleEn: node.en,
                titleCa: node.ca,
              })
              .returning({ id: categories.id }),
          )
          if (node.children) await insertLevel(node.children, row.id, level + 1, key)
        }
      }
      await insertLevel(studiesTree, null, 1, '')
    })
  }

  const [tagCount] = await db.select({ n: count() }).from(tags)
  if (!tagCount?.n) {
    await db.insert(tags).values(
      tagData.map((t) => ({
        hash: tagHash(t),
        type: t.type,
        group: t.group,
        titleEs: t.es,
        titleEn: t.en,
        titleCa: t.ca,
      })),
    )
  }

  await fillCatalan(db, {
    categories: studiesNodes().map(({ hash, node }) => ({ hash, es: node.es, ca: node.ca })),
    tags: tagData.map((t) => ({ hash: tagHash(t), es: t.es, ca: t.ca })),
    countries: countryRows.flatMap((c) => (c.nameCa ? [{ code: c.code, ca: c.nameCa }] : [])),
  })
}

/**
 * The Catalan of the seed's own rows where it is missing, one statement a table: categories and tags by
 * their hash and only while their Spanish title is still the seed's (a row a university renamed is no
 * longer the one the Catalan translates), countries by code. A Catalan title already set is never
 * replaced, and rows the seed did not write are never touched.
 */
async function fillCatalan(
  db: Db,
  known: {
    categories: { hash: string; es: string; ca: string }[]
    tags: { hash: string; es: string; ca: string }[]
    countries: { code: string; ca: string }[]
  },
) {
  const titled = (rows: { hash: string; es: string; ca: string }[]) =>
    sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as known(hash text, es text, ca text)`
  await db
    .update(categories)
    .set({ titleCa: sql`known.ca` })
    .from(titled(known.categories))
    .where(
      and(
        eq(categories.hash, sql`known.hash`),
        eq(categories.titleEs, sql`known.es`),
        isNull(categories.titleCa),
      ),
    )
  await db
    .update(tags)
    .set({ titleCa: sql`known.ca` })
    .from(titled(known.tags))
    .where(and(eq(tags.hash, sql`known.hash`), eq(tags.titleEs, sql`known.es`), isNull(tags.titleCa)))
  await db
    .update(countries)
    .set({ nameCa: sql`known.ca` })
    .from(sql`jsonb_to_recordset(${JSON.stringify(known.countries)}::jsonb) as known(code text, ca text)`)
    .where(and(eq(countries.code, sql`known.code`), isNull(countries.nameCa)))
}

/** True when no account exists: the only state in which the demo set may be seeded. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  return !row?.n
}

/**
 * The demo sets' sizes. `seekers`: the Premium-tier alumni who have a CV and apply to offers (about three
 * applications each on full, five on huge). `huge` (issue 26, PostgreSQL only: `pnpm admin db:seed huge`)
 * is the scale a large university reaches: 200,000 alumni, with about 100,000 applications.
 */
export const DEMO_SIZES = {
  small: { alumni: 30, companies: 5, offers: 20, articles: 20, workgroups: 5, seekers: 12 },
  full: { alumni: 10_000, companies: 200, offers: 1_000, articles: 2_000, workgroups: 300, seekers: 400 },
  huge: {
    alumni: 200_000,
    companies: 2_000,
    offers: 20_000,
    articles: 20_000,
    workgroups: 2_000,
    seekers: 20_000,
  },
} as const satisfies Record<DemoSize, Record<string, number>>

export type DemoSummary = {
  alumni: number
  companies: number
  /** Companies (of `companies`) waiting for the alumni office's validation. */
  pendingCompanies: number
  offers: number
  applications: number
  articles: number
  workgroups: number
}

/** The seeded faker and what every step reads from the reference data (not the transaction nor the log). */
async function demoContext(db: Db): Promise<Omit<DemoContext, 'tx' | 'files' | 'progress'>> {
  const f = new Faker({ locale: [esLocale, enLocale, base] })
  f.seed(2026)
  const w = new Faker({ locale: [esLocale, enLocale, base] })
  w.seed(2027)
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const allCategories = await db
    .select({ id: categories.id, parentId: categories.parentId, title: categories.titleEs })
    .from(categories)
  const parents = new Set(allCategories.map((c) => c.parentId))
  const leafCategories = allCategories
    .map((c) => c.id)
    .filter((id) => !parents.has(id))
    .sort((a, b) => a - b)
  const userTags = (
    await db
      .select({ id: tags.id, type: tags.type, group: tags.group, title: tags.titleEs })
      .from(tags)
      .orderBy(tags.id)
  ).filter((t) => t.type === 'USER')
  return {
    f,
    w,
    hash: () => f.string.alphanumeric(12),
    passwordHash,
    leafCategories,
    userTagIds: userTags.map((t) => t.id),
    areaTagIds: userTags.filter((t) => t.group === 'area').map((t) => t.id),
    specialtyTagIds: userTags.filter((t) => t.group === 'specialty').map((t) => t.id),
    categoryIdByTitle: new Map(
      allCategories.filter((c) => !parents.has(c.id)).map((c) => [c.title, c.id] as const),
    ),
    tagIdByTitle: new Map(userTags.map((t) => [`${t.group}:${t.title}`, t.id] as const)),
  }
}

/**
 * The demo data set: reproducible (fixed seed), Spanish-looking, with the five documented demo accounts.
 * Seeds only an empty database (no account at all) and answers null, doing nothing, otherwise. The steps
 * share one seeded faker, so their order is part of the data set (seed/demo/context.ts).
 */
export async function seedDemo(
  db: Db,
  size: DemoSize,
  options: {
    log?: (message: string) => void
    storage?: Storage
    /**
     * Encrypts the Premium demo account's IBAN: the server's (lib/iban-vault.ts). Without it, a key of
     * this run only: the seed is coherent, but its IBAN cannot be read back (tests that never export it).
     */
    vault?: IbanVault
    /**
     * Every size of the set multiplied by this (tests: `huge` at 1/100, its proportions without its
     * minutes). Default 1.
     */
    scale?: number
    /** The content service's folder, whose policies' versions the demo people accepted (default: the repo's). */
    contentDir?: string
  } = {},
): Promise<DemoSummary | null> {
  const scale = options.scale ?? 1
  const n = Object.fromEntries(
    Object.entries(DEMO_SIZES[size]).map(([key, value]) => [key, Math.max(1, Math.round(value * scale))]),
  ) as Record<keyof (typeof DEMO_SIZES)[DemoSize], number>
  const log = options.log ?? (() => {})
  const started = Date.now()
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`
  // A line every 5 s at most, and one when a step is done: only on huge, whose steps take minutes.
  let lastProgress = started
  const progress = (step: string, done: number, total: number) => {
    if (size !== 'huge' || (done < total && Date.now() - lastProgress < 5000)) return
    lastProgress = Date.now()
    log(`${size}: ${step} ${done}/${total} (${seconds()})`)
  }
  await seedReference(db)
  const shared = await demoContext(db)

  const files: DemoFile[] = []
  const summary = await db.transaction(async (tx) => {
    // Several processes starting on one empty database: one seeds, the others wait and then find data.
    await tx.execute(sql`select pg_advisory_xact_lock(20261101)`)
    if (!(await isDatabaseEmpty(tx))) return null
    const ctx: DemoContext = { ...shared, tx, files, progress }
    log('demo: accounts')
    await seedDemoAccounts(ctx)
    log(`demo: ${n.alumni} alumni`)
    const alumni = await seedAlumni(ctx, n.alumni)
    const alumniIds = alumni.map((a) => a.id)
    log(`demo: ${n.companies} companies`)
    const companies = await seedCompanies(ctx, n.companies)
    log(`demo: ${n.offers} job offers`)
    const offers = await seedOffers(ctx, n.offers, companies.validated, size)
    log('demo: applications, CVs and closing feedback')
    const applications = await seedApplications(ctx, offers, alumni, { size, seekers: n.seekers })
    log(`demo: ${n.articles} articles`)
    await seedArticles(ctx, n.articles)
    log(`demo: ${n.workgroups} workgroups`)
    const groups = await seedWorkgroups(ctx, n.workgroups, alumniIds)
    log('demo: portfolio projects and job experiences')
    await seedCareers(ctx, alumniIds)
    log('demo: members and comments of the workgroups')
    await seedWorkgroupLife(ctx, groups, alumniIds, size)
    log("demo: the Premium account's mandate and payments")
    await seedDemoMembership(ctx, options.vault ?? throwawayVault())
    await seedDemoOffice(ctx)
    await seedDemoCommunity(ctx)
    // After every other draw from `w`: the event with portal sign-ups and its attendees.
    await seedDemoEvent(ctx, alumni)
    // After the event's draws from `w`: mentors (some at the companies of published offers) and requests.
    await seedDemoMentoring(ctx)
    // Last: reports of the groups' comments, without a draw from faker.
    await seedDemoReports(ctx)
    // Everyone accepted the current conditions and privacy policy when registering.
    const versions = await documentVersions(
      createContentStore({ contentDir: options.contentDir ?? defaultContentDir() }),
    )
    await tx.execute(sql`insert into consent_records (user_id, kind, version, granted, source, at)
      select u.id, k.kind, case k.kind when 'conditions' then ${versions.conditions ?? null} else ${versions.privacy ?? null} end,
        true, 'registration', u.created_at
      from users u cross join (values ('conditions'), ('privacy')) as k(kind)
      where (k.kind = 'conditions' and u.is_conditions) or (k.kind = 'privacy' and u.is_privacy)`)

    return {
      alumni: n.alumni + 3,
      companies: companies.validated.length + companies.pending.length,
      pendingCompanies: companies.pending.length,
      offers: n.offers,
      applications,
      articles: n.articles,
      workgroups: n.workgroups,
    }
  })
  // The planner's statistics of the tables just filled: PGlite runs no autovacuum to gather them, and
  // without them it plans the job bank's queries for empty tables (ten times slower on the full set). The
  // vacuum clears the dead rows the seed's updates left.
  if (summary) {
    log(`demo: vacuum analyze (${seconds()})`)
    await db.execute(sql`vacuum analyze`)
  }
  // The CVs are stored once the rows that name them exist; without a storage (tests) only the rows are made.
  if (summary && options.storage) {
    const storage = options.storage
    log(`demo: ${files.length} CV files`)
    await inBatches(
      files,
      50,
      (batch) => Promise.all(batch.map((file) => storage.put(file.key, file.body, file.contentType))),
      (done) => progress('CV files', done, files.length),
    )
  }
  if (summary) log(`demo: ${size} seeded in ${seconds()}`)
  return summary
}
