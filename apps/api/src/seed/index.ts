// Reference data (every start, idempotent) and the reproducible demo data set (DEMO_SEED, `pnpm admin db:seed`).
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { base, en as enLocale, es as esLocale, Faker } from '@faker-js/faker'
import { count, eq, inArray, sql } from 'drizzle-orm'
import countryNames from 'i18n-iso-countries'
import type { Db } from '../db/client'
import { expectedRow } from '../db/rows'
import { articles, jobOffers, workgroups } from '../db/schema/content'
import { projects, workExperiences } from '../db/schema/profile'
import { categories, countries, tags } from '../db/schema/reference'
import { companies, users, userTags } from '../db/schema/users'
import { hashPassword } from '../lib/auth/password'
import {
  articleText,
  articleTitle,
  experienceText,
  groupName,
  groupText,
  offerDescription,
  projectName,
  projectText,
} from './demo-text'
import { studiesTree, tagData } from './reference-data'

const require = createRequire(import.meta.url)
countryNames.registerLocale(require('i18n-iso-countries/langs/es.json'))
countryNames.registerLocale(require('i18n-iso-countries/langs/en.json'))

export const DEMO_PASSWORD = 'Egresa-demo-2026'
export const DEMO_ACCOUNTS = {
  free: 'alumni.free@demo.egresa.test',
  premium: 'alumni.premium@demo.egresa.test',
  pending: 'alumni.pending@demo.egresa.test',
  company: 'empresa@demo.egresa.test',
  admin: 'admin@demo.egresa.test',
} as const

/** A stable public identifier derived from a natural key, so reference rows keep their hash everywhere. */
const stableHash = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 12)

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

/** Studies tree, ISO countries and tags: inserts only what is missing. */
export async function seedReference(db: Db): Promise<void> {
  const codes = countryNames.getAlpha2Codes()
  const countryRows = Object.keys(codes).map((code) => ({
    code,
    hash: stableHash(`country:${code}`),
    nameEs: countryNames.getName(code, 'es') ?? code,
    nameEn: countryNames.getName(code, 'en') ?? code,
  }))
  await inBatches(countryRows, 300, (batch) => db.insert(countries).values(batch).onConflictDoNothing())

  const [categoryCount] = await db.select({ n: count() }).from(categories)
  if (!categoryCount?.n) {
    await db.transaction(async (tx) => {
      const insertLevel = async (
        nodes: typeof studiesTree,
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
                hash: stableHash(`category:${key}`),
                parentId,
                level,
                position,
                titleEs: node.es,
                titleEn: node.en,
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
        hash: stableHash(`tag:${t.type}:${t.group}:${t.es}`),
        type: t.type,
        group: t.group,
        titleEs: t.es,
        titleEn: t.en,
      })),
    )
  }
}

/** True when no account exists: the only state in which the demo set may be seeded. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  return !row?.n
}

export type DemoSize = 'small' | 'full'
const SIZES = {
  small: { alumni: 30, companies: 5, offers: 20, articles: 20, workgroups: 5 },
  full: { alumni: 10_000, companies: 200, offers: 1_000, articles: 2_000, workgroups: 300 },
} as const

export type DemoSummary = {
  alumni: number
  companies: number
  offers: number
  articles: number
  workgroups: number
}

const REF_DATE = '2026-11-01T10:00:00Z'

/**
 * The demo data set: reproducible (fixed seed), Spanish-looking, with the five documented demo accounts.
 * Seeds only an empty database (no account at all) and answers null, doing nothing, otherwise.
 */
export async function seedDemo(
  db: Db,
  size: DemoSize,
  options: { log?: (message: string) => void } = {},
): Promise<DemoSummary | null> {
  const n = SIZES[size]
  const log = options.log ?? (() => {})
  await seedReference(db)
  const f = new Faker({ locale: [esLocale, enLocale, base] })
  f.seed(2026)
  const passwordHash = await hashPassword(DEMO_PASSWORD)

  const allCategories = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories)
  const parents = new Set(allCategories.map((c) => c.parentId))
  const leafCategories = allCategories
    .map((c) => c.id)
    .filter((id) => !parents.has(id))
    .sort((a, b) => a - b)
  const userTagIds = (await db.select({ id: tags.id, type: tags.type }).from(tags).orderBy(tags.id))
    .filter((t) => t.type === 'USER')
    .map((t) => t.id)
  const countryPool = [
    'ES',
    'ES',
    'ES',
    'ES',
    'ES',
    'ES',
    'ES',
    'PT',
    'FR',
    'DE',
    'IT',
    'GB',
    'MX',
    'AR',
    'CO',
    'CL',
    'US',
  ]
  const hash = () => f.string.alphanumeric(12)
  const account = (email: string) => ({
    hash: hash(),
    email,
    passwordHash,
    isPrivacy: true,
    isConditions: true,
  })
  const oneYearAhead = '2027-11-01'

  const completeProfile = () => ({
    birthdate: f.date
      .birthdate({ min: 22, max: 60, mode: 'age', refDate: REF_DATE })
      .toISOString()
      .slice(0, 10),
    gender: f.helpers.arrayElement(['male', 'female', 'other']),
    categoryId: f.helpers.arrayElement(leafCategories),
    countryCode: f.helpers.arrayElement(countryPool),
    city: f.location.city(),
    graduationYear: f.number.int({ min: 1985, max: 2026 }),
    profileType: 'student',
    language: 'es',
  })

  return db.transaction(async (tx) => {
    // Several processes starting on one empty database: one seeds, the others wait and then find data.
    await tx.execute(sql`select pg_advisory_xact_lock(20261101)`)
    if (!(await isDatabaseEmpty(tx))) return null
    log('demo: accounts')
    await tx.insert(users).values([
      {
        ...account(DEMO_ACCOUNTS.free),
        ...completeProfile(),
        role: 'alumniFreemium',
        status: 'active',
        verifiedAt: new Date(REF_DATE),
        name: 'Lucía',
        surname: 'Martín Pérez',
        documentType: 'dni',
        documentNumber: '12345678Z',
        isNewsletter: true,
        isReceiveJobs: true,
        isAppearByCompany: true,
        isAppearByUser: true,
      },
      {
        ...account(DEMO_ACCOUNTS.premium),
        ...completeProfile(),
        role: 'alumniPremium',
        status: 'active',
        verifiedAt: new Date(REF_DATE),
        name: 'Javier',
        surname: 'Ruiz Navarro',
        subscriptionType: 'premium',
        subscriptionEnd: oneYearAhead,
        isAppearByCompany: true,
        isAppearByUser: true,
      },
      {
        ...account(DEMO_ACCOUNTS.pending),
        role: 'alumniFreemium',
        status: 'pending',
        name: 'Marta',
        surname: 'Gil Ortega',
      },
      {
        ...account(DEMO_ACCOUNTS.company),
        role: 'company',
        status: 'active',
        verifiedAt: new Date(REF_DATE),
        name: 'Carmen',
        surname: 'Vidal Serra',
      },
      {
        ...account(DEMO_ACCOUNTS.admin),
        role: 'admin',
        status: 'active',
        verifiedAt: new Date(REF_DATE),
        name: 'Oficina',
        surname: 'Alumni',
      },
    ])

    log(`demo: ${n.alumni} alumni`)
    const alumni = Array.from({ length: n.alumni }, (_, i) => {
      const name = f.person.firstName()
      const surname = `${f.person.lastName()} ${f.person.lastName()}`
      const complete = f.number.int({ min: 0, max: 9 }) > 0
      return {
        hash: hash(),
        email: `${f.helpers.slugify(name).toLowerCase()}.${i + 1}@alumni.demo.egresa.test`,
        passwordHash,
        role: f.helpers.weightedArrayElement([
          { weight: 70, value: 'alumniFreemium' },
          { weight: 20, value: 'alumniPremium' },
          { weight: 10, value: 'alumniDesempleados' },
        ]),
        status: f.helpers.weightedArrayElement([
          { weight: 95, value: 'active' },
          { weight: 5, value: 'pending' },
        ]),
        name,
        surname,
        ...(complete ? completeProfile() : { countryCode: f.helpers.arrayElement(countryPool) }),
        currentJob: complete ? f.person.jobTitle() : null,
        currentCompany: complete ? f.company.name() : null,
        isPrivacy: true,
        isConditions: true,
        isNewsletter: f.datatype.boolean(),
        isReceiveJobs: f.datatype.boolean(),
        isAppearByCompany: f.datatype.boolean({ probability: 0.7 }),
        isAppearByUser: f.datatype.boolean({ probability: 0.8 }),
      }
    })
    const alumniIds: string[] = []
    await inBatches(alumni, 500, async (batch) => {
      const rows = await tx.insert(users).values(batch).returning({ id: users.id })
      alumniIds.push(...rows.map((r) => r.id))
    })
    const links = alumniIds.flatMap((userId) =>
      f.helpers.arrayElements(userTagIds, { min: 0, max: 3 }).map((tagId) => ({ userId, tagId })),
    )
    await inBatches(links, 1000, (batch) => tx.insert(userTags).values(batch))

    log(`demo: ${n.companies} companies`)
    const demoCompanyUser = expectedRow(
      await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.company)),
    )
    const companyUsers = Array.from({ length: n.companies - 1 }, (_, i) => ({
      hash: hash(),
      email: `rrhh.${i + 1}@empresas.demo.egresa.test`,
      passwordHash,
      role: 'company',
      status: 'active',
      verifiedAt: new Date(REF_DATE),
      name: f.person.firstName(),
      surname: f.person.lastName(),
      isPrivacy: true,
      isConditions: true,
    }))
    const companyUserIds = [demoCompanyUser.id]
    await inBatches(companyUsers, 500, async (batch) => {
      const rows = await tx.insert(users).values(batch).returning({ id: users.id })
      companyUserIds.push(...rows.map((r) => r.id))
    })
    const companyRows = companyUserIds.map((userId, i) => ({
      hash: hash(),
      userId,
      name: i === 0 ? 'Innovación Mediterránea S.L.' : f.company.name(),
      contactName: f.person.fullName(),
      contactPhone: f.phone.number(),
      documentNumber: `B${f.string.numeric(8)}`,
      validatedAt: new Date(REF_DATE),
    }))
    const companyIds: string[] = []
    await inBatches(companyRows, 500, async (batch) => {
      const rows = await tx.insert(companies).values(batch).returning({ id: companies.id })
      companyIds.push(...rows.map((r) => r.id))
    })

    log(`demo: ${n.offers} job offers`)
    const offers = Array.from({ length: n.offers }, () => {
      const published = f.date.past({ years: 1, refDate: REF_DATE })
      return {
        hash: hash(),
        companyId: f.helpers.arrayElement(companyIds),
        title: f.person.jobTitle(),
        description: offerDescription(f),
        workstation: f.person.jobType(),
        location: f.location.city(),
        contract: f.helpers.arrayElement(['INDEFINITE', 'TEMPORAL', 'FREELANCE']),
        workingHours: f.helpers.arrayElement(['PART-TIME', 'FULL-TIME']),
        dateIncorporation: f.date.soon({ days: 60, refDate: REF_DATE }).toISOString().slice(0, 10),
        categoryId: f.helpers.arrayElement(leafCategories),
        status: f.helpers.weightedArrayElement([
          { weight: 70, value: 'PUBLISHED' },
          { weight: 10, value: 'PENDING' },
          { weight: 10, value: 'UNPUBLISHED' },
          { weight: 10, value: 'CLOSED' },
        ]),
        publishedAt: published,
        createdAt: published,
      }
    })
    await inBatches(offers, 500, (batch) => tx.insert(jobOffers).values(batch))

    log(`demo: ${n.articles} articles`)
    const articleRows = Array.from({ length: n.articles }, (_, i) => {
      const type = f.helpers.weightedArrayElement([
        { weight: 7, value: 'NEWS' as const },
        { weight: 3, value: 'EVENT' as const },
      ])
      const title = articleTitle(f, type)
      const published = f.date.past({ years: 2, refDate: REF_DATE })
      return {
        hash: hash(),
        slug: `${f.helpers.slugify(title).toLowerCase()}-${i + 1}`,
        type,
        status: 'PUBLISHED',
        language: 'es',
        title,
        text: articleText(f),
        eventDate:
          type === 'EVENT' ? f.date.soon({ days: 120, refDate: REF_DATE }).toISOString().slice(0, 10) : null,
        publishedAt: published,
        createdAt: published,
      }
    })
    await inBatches(articleRows, 500, (batch) => tx.insert(articles).values(batch))

    log(`demo: ${n.workgroups} workgroups`)
    const groups = Array.from({ length: n.workgroups }, (_, i) => {
      const name = groupName(f, f.location.city())
      return {
        hash: hash(),
        slug: `${f.helpers.slugify(name).toLowerCase()}-${i + 1}`,
        name,
        type: f.helpers.arrayElement(['PUBLIC', 'PRIVATE']),
        status: 'PUBLISHED',
        content: groupText(f),
        creatorId: f.helpers.arrayElement(alumniIds),
      }
    })
    await inBatches(groups, 500, (batch) => tx.insert(workgroups).values(batch))

    log('demo: portfolio projects and job experiences')
    const demoAlumni = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [DEMO_ACCOUNTS.free, DEMO_ACCOUNTS.premium]))
    const experienceRows: (typeof workExperiences.$inferInsert)[] = []
    const projectRows: (typeof projects.$inferInsert)[] = []
    const jobsOf = (userId: string, howMany: number) => {
      // From the oldest job to the current one (no end date), each starting after the previous ended.
      let year = f.number.int({ min: 2008, max: 2016 })
      for (let j = 0; j < howMany; j++) {
        const start = `${year}-${String(f.number.int({ min: 1, max: 12 })).padStart(2, '0')}-01`
        const current = j === howMany - 1
        const endYear = year + f.number.int({ min: 1, max: 3 })
        experienceRows.push({
          hash: hash(),
          userId,
          name: f.person.jobTitle(),
          contract: f.helpers.arrayElement(['INDEFINITE', 'TEMPORAL', 'FREELANCE', 'INTERNSHIP']),
          companyName: f.company.name(),
          start,
          end: current ? null : `${endYear}-06-30`,
          location: f.location.city(),
          content: experienceText(f),
        })
        year = endYear + 1
      }
    }
    const projectsOf = (userId: string, published: number, drafts: number) => {
      for (let p = 0; p < published + drafts; p++) {
        const name = projectName(f)
        projectRows.push({
          hash: hash(),
          userId,
          name,
          date: f.date.past({ years: 6, refDate: REF_DATE }).toISOString().slice(0, 10),
          content: projectText(f),
          links: [`https://example.org/${f.helpers.slugify(name).toLowerCase()}`],
          isPublished: p < published,
        })
      }
    }
    // The demo accounts have a draft too, so the "publish it" warning can be seen.
    for (const demo of demoAlumni) {
      jobsOf(demo.id, 3)
      projectsOf(demo.id, 2, 1)
    }
    for (const userId of alumniIds) {
      jobsOf(userId, f.number.int({ min: 0, max: 3 }))
      projectsOf(userId, f.number.int({ min: 0, max: 1 }), 0)
    }
    await inBatches(experienceRows, 1000, (batch) => tx.insert(workExperiences).values(batch))
    await inBatches(projectRows, 1000, (batch) => tx.insert(projects).values(batch))

    return {
      alumni: n.alumni + 3,
      companies: companyIds.length,
      offers: n.offers,
      articles: n.articles,
      workgroups: n.workgroups,
    }
  })
}
