import { eq } from 'drizzle-orm'
import { expectedRow } from '../../db/rows'
import { companies, users } from '../../db/schema/users'
import { inBatches } from '../batches'
import { DEMO_ACCOUNTS } from './accounts'
import { type DemoContext, REF_DATE } from './context'

export type DemoCompanies = {
  /** Validated companies, the demo company's first: the ones that publish offers. */
  validated: string[]
  /** Companies waiting for the alumni office, with their pending recruiter accounts. */
  pending: string[]
}

/** A real-looking CIF of a limited company (B, 7 digits and the control digit the validators check). */
function cif(ctx: DemoContext): string {
  const digits = `${ctx.f.number.int({ min: 1, max: 9 })}${ctx.f.string.numeric(6)}`
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i])
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`
}

/**
 * `count` companies, each with its recruiter account: the first is the demo company's (Innovación
 * Mediterránea S.L.); about one in twenty of the others (at least one) registered and waits for the alumni
 * office's validation (its account is pending too).
 */
export async function seedCompanies(ctx: DemoContext, count: number): Promise<DemoCompanies> {
  const { f, tx } = ctx
  const demoCompanyUser = expectedRow(
    await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.company)),
  )
  const pendingCount = Math.max(1, Math.round((count - 1) / 20))
  const companyUsers = Array.from({ length: count - 1 }, (_, i) => {
    const pending = i >= count - 1 - pendingCount
    return {
      hash: ctx.hash(),
      email: `rrhh.${i + 1}@empresas.demo.egresa.test`,
      passwordHash: ctx.passwordHash,
      role: 'company',
      status: pending ? 'pending' : 'active',
      verifiedAt: pending ? null : new Date(REF_DATE),
      name: f.person.firstName(),
      surname: f.person.lastName(),
      language: f.helpers.weightedArrayElement([
        { weight: 8, value: 'es' },
        { weight: 1, value: 'en' },
        { weight: 1, value: 'ca' },
      ]),
      isPrivacy: true,
      isConditions: true,
    } satisfies typeof users.$inferInsert
  })
  const companyUserIds = [demoCompanyUser.id]
  await inBatches(companyUsers, 500, async (batch) => {
    const rows = await tx.insert(users).values(batch).returning({ id: users.id })
    companyUserIds.push(...rows.map((r) => r.id))
  })
  const companyRows = companyUserIds.map((userId, i) => {
    const pending = i >= count - pendingCount
    const created = f.date.past({ years: 2, refDate: REF_DATE })
    return {
      id: f.string.uuid(),
      hash: ctx.hash(),
      userId,
      name: i === 0 ? 'Innovación Mediterránea S.L.' : f.company.name(),
      contactName: f.person.fullName(),
      contactPhone: f.phone.number(),
      documentNumber: i === 0 ? 'B12345674' : cif(ctx),
      notifyApplications: f.datatype.boolean({ probability: 0.8 }),
      // Pending ones registered in the last weeks and wait; the others were validated when they came.
      createdAt: pending ? f.date.recent({ days: 30, refDate: REF_DATE }) : created,
      validatedAt: pending ? null : created,
    }
  })
  await inBatches(companyRows, 500, (batch) => tx.insert(companies).values(batch))
  return {
    validated: companyRows.filter((c) => c.validatedAt).map((c) => c.id),
    pending: companyRows.filter((c) => !c.validatedAt).map((c) => c.id),
  }
}
