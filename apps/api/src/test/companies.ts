// Test helpers for company accounts: a recruiter's account with its company, validated or waiting for the
// alumni office. Only imported by *.test.ts files.
import { randomBytes } from 'node:crypto'
import { expectedRow } from '../db/rows'
import { companies } from '../db/schema/users'
import type { TestApp } from './harness'

export type TestCompany = { userId: string; userHash: string; email: string; id: string; hash: string }

/** A company account (role `company`) and its company; validated (and active) unless told otherwise. */
export async function createCompany(
  t: TestApp,
  input: { email: string; name?: string; validated?: boolean },
): Promise<TestCompany> {
  const validated = input.validated ?? true
  const user = await t.createUser({
    email: input.email,
    role: 'company',
    status: validated ? 'active' : 'pending',
    name: 'Recruiter',
  })
  const company = expectedRow(
    await t.database.db
      .insert(companies)
      .values({
        hash: randomBytes(9).toString('base64url'),
        userId: user.id,
        name: input.name ?? 'Empresa de Prueba S.L.',
        contactName: 'Recruiter',
        contactPhone: '+34 600 000 000',
        documentNumber: 'B12345674',
        validatedAt: validated ? new Date() : null,
      })
      .returning({ id: companies.id, hash: companies.hash }),
  )
  return { userId: user.id, userHash: user.hash, email: user.email, ...company }
}
