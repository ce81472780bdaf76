// `pnpm admin companies:*` (the companies of features/companies), which lists the companies and validates one
// (its account activated and mailed in its language), and `pnpm admin jobs:alerts`, which runs the job alerts
// once: run as the CLI runs them (runCommand).
import { randomBytes } from 'node:crypto'
import { asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobOffers } from '../../db/schema/jobs'
import { mailOutbox } from '../../db/schema/mail'
import { tags } from '../../db/schema/reference'
import { users, userTags } from '../../db/schema/users'
import type { Command } from '../../lib/commands'
import { createCompany } from '../../test/companies'
import { type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { commands, runCommand } from './commands'

let t: TestApp
let mailbox: Mailbox

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

async function waiting(email: string, name: string, language: 'es' | 'en' | 'ca') {
  const company = await createCompany(t, { email, name, validated: false })
  await t.database.db.update(users).set({ language, name: 'Rita' }).where(eq(users.id, company.userId))
  return company
}

describe('pnpm admin companies:*', () => {
  async function admin(name: string, ...args: string[]) {
    const command = commands[name] as Command
    const out: string[] = []
    const errors: string[] = []
    const code = await runCommand(command, {
      database: t.database,
      env: t.env,
      args,
      print: (line) => out.push(line),
      printError: (line) => errors.push(line),
    })
    return { code, out, errors }
  }

  it('lists the pending companies and validates one by its account’s address or its hash', async () => {
    const byEmail = await waiting('cli.one@companies.test', 'Consola Uno S.L.', 'es')
    const byHash = await waiting('cli.two@companies.test', 'Consola Dos S.L.', 'en')
    const pending = await admin('companies:list', 'pending')
    expect(pending.code).toBe(0)
    expect(
      pending.out.some((l) => l.startsWith(`${byEmail.hash}\tpending\tConsola Uno S.L.\tB12345674`)),
    ).toBe(true)
    expect(pending.out.at(-1)).toMatch(/^\d+ pending$/)

    const one = await admin('companies:validate', 'CLI.ONE@companies.test')
    expect(one).toMatchObject({ code: 0, errors: [] })
    expect(one.out).toEqual([
      'Consola Uno S.L. (cli.one@companies.test) validated; the e-mail (es) is in the outbox',
    ])
    const two = await admin('companies:validate', byHash.hash)
    expect(two.out[0]).toContain('validated; the e-mail (en) is in the outbox')
    expect((await admin('companies:validate', byHash.hash)).out[0]).toContain('was already validated')
    const mails = await mailbox.deliver()
    expect(mails.map((m) => recipients(m)[0]).sort()).toEqual([
      'cli.one@companies.test',
      'cli.two@companies.test',
    ])

    const validated = await admin('companies:list', 'validated')
    expect(validated.out.some((l) => l.startsWith(`${byHash.hash}\tvalidated\t`))).toBe(true)
    expect((await admin('companies:list', 'pending')).out.join('\n')).not.toContain(byHash.hash)
  })

  it('explains a mistake with the usage', async () => {
    expect(await admin('companies:list', 'closed')).toMatchObject({
      code: 1,
      errors: [expect.stringContaining('Usage: pnpm admin companies:list [pending|validated]')],
    })
    expect((await admin('companies:validate')).errors[0]).toContain('is missing')
    expect((await admin('companies:validate', 'nobody@companies.test')).errors[0]).toContain(
      'no company has the hash or account address nobody@companies.test',
    )
  })
})

describe('pnpm admin jobs:alerts', () => {
  it('runs the job alerts once and says how many mails it put in the outbox', async () => {
    const [areaTag] = await t.database.db
      .select()
      .from(tags)
      .where(eq(tags.group, 'area'))
      .orderBy(asc(tags.id))
    const company = await createCompany(t, { email: 'alerts.cli@companies.test' })
    const person = await t.createUser({ email: 'premium.cli@companies.test', role: 'alumniPremium' })
    await t.database.db.update(users).set({ isReceiveJobs: true }).where(eq(users.id, person.id))
    await t.database.db.insert(userTags).values({ userId: person.id, tagId: areaTag?.id ?? 0 })
    await t.database.db.insert(jobOffers).values({
      hash: randomBytes(9).toString('base64url'),
      companyId: company.id,
      title: 'Oferta para la consola',
      description: 'Descripción.',
      workstation: 'Puesto',
      location: 'Castellón',
      contract: 'TEMPORAL',
      workingHours: 'PART-TIME',
      areaTagId: areaTag?.id ?? null,
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() - 60_000),
    })
    const out: string[] = []
    const code = await runCommand(commands['jobs:alerts'] as Command, {
      database: t.database,
      env: t.env,
      args: [],
      print: (line) => out.push(line),
      printError: (line) => out.push(line),
    })
    expect(code).toBe(0)
    expect(out).toEqual(['1 job alert mails (1 offers) in the outbox'])
    const [row] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'premium.cli@companies.test'))
    expect(row?.n).toBe(1)
  })
})
