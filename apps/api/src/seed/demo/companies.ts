import { eq } from 'drizzle-orm'
import { expectedRow } from '../../db/rows'
import { companies, users } from '../../db/schema/users'
import { inBatches } from '../batches'
import { DEMO_ACCOUNTS } from './accounts'
import { type DemoContext, REF_DATE } from './context'

/**
 * `count` validated companies, each with its recruiter account; the first is the demo company's
 * (Innovación Mediterránea S.L.). Answers the companies' ids.
 */
export async function seedCompanies(ctx: DemoContext, count: number): Promise<string[]> {
  const { f, tx } = ctx
  const demoCompanyUser = expectedRow(
    await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.company)),
  )
  const companyUsers = Array.from({ length: count - 1 }, (_, i) => ({
    hash: ctx.hash(),
    email: `rrhh.${i + 1}@empresas.demo.egresa.test`,
    passwordHash: ctx.passwordHash,
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
    hash: ctx.hash(),
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
  return companyIds
}
