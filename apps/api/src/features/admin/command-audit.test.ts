// Every `pnpm admin` command is written to the audit log (docs/audit.md): who ran it (`cli:<os user>`), its
// arguments and exit code, or what the command described (users:verify: the account and its fields).
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { auditCommand } from '../../lib/audit'
import { createTestApp, type TestApp } from '../../test/harness'
import { commands, runCommand } from './commands'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function run(name: string, args: string[]) {
  const command = commands[name]
  if (!command) throw new Error(`${name} is missing`)
  return runCommand(command, {
    database: t.database,
    env: t.env,
    args,
    operator: 'marta',
    print: () => {},
    printError: () => {},
  })
}

async function lastEntry() {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.source, 'cli'))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

describe('pnpm admin and the audit log', () => {
  it('writes a refused command with its operator, arguments and exit code', async () => {
    expect(await run('users:verify', ['nobody@audit.test'])).toBe(1)
    expect(await lastEntry()).toMatchObject({
      actorId: null,
      actorLabel: 'cli:marta',
      source: 'cli',
      action: 'cli users:verify',
      objectType: 'command',
      objectLabel: 'nobody@audit.test',
      method: 'CLI',
      path: 'pnpm admin users:verify',
      status: 1,
    })
  })

  it('writes what a command described: the account verified and its fields before and after', async () => {
    const pending = await t.createUser({ email: 'cli.pending@audit.test', status: 'pending' })
    expect(await run('users:verify', ['cli.pending@audit.test'])).toBe(0)
    expect(await lastEntry()).toMatchObject({
      actorLabel: 'cli:marta',
      action: 'users.verify',
      objectType: 'user',
      objectId: pending.hash,
      objectLabel: 'cli.pending@audit.test',
      changes: { status: { before: 'pending', after: 'active' } },
      status: 0,
    })
  })

  it('writes a command without arguments with no object', async () => {
    expect(await run('db:migrate', [])).toBe(0)
    expect(await lastEntry()).toMatchObject({ action: 'cli db:migrate', objectType: null, status: 0 })
    await auditCommand(t.database.db, { operator: 'root', command: 'jobs:alerts', args: [], exit: 0 })
    expect(await lastEntry()).toMatchObject({ actorLabel: 'cli:root', action: 'cli jobs:alerts' })
  })
})
