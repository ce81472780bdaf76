// `pnpm admin <command> [args]`: operator commands on the configured database (DATA_DIR or DATABASE_URL).
import { type Database, openDatabase } from './db/client'
import { type Env, EnvError, loadEnv } from './env'
import { alumniBaseUrl } from './features/accounts/links'
import { listAccounts, verifyAccount } from './features/admin/service'
import { ApiError } from './lib/errors'
import { seedDemo } from './seed/index'

export type Command = {
  usage: string
  summary: string
  run: (ctx: { database: Database; env: Env; args: string[] }) => Promise<void>
}

/** Every operator command. Features add theirs here. */
export const commands: Record<string, Command> = {
  'db:migrate': {
    usage: 'db:migrate',
    summary: 'apply the database migrations',
    run: async () => {
      console.log('migrations applied')
    },
  },
  'db:seed': {
    usage: 'db:seed small|full',
    summary: 'seed the demo data set into an empty database',
    run: async ({ database, args }) => {
      const size = args[0]
      if (size !== 'small' && size !== 'full') throw new UsageError('size must be small or full')
      const summary = await seedDemo(database.db, size, { log: (m) => console.log(m) })
      if (!summary)
        throw new UsageError('the database already holds data: the demo set is only seeded into an empty one')
      console.log(summary)
    },
  },
  'users:pending': {
    usage: 'users:pending',
    summary: 'list the accounts waiting for verification',
    run: async ({ database }) => {
      const list = await listAccounts(database.db, { status: 'pending', page: 1, size: 100 })
      for (const u of list.items) {
        console.log(`${u.email}\t${u.role}\t${u.name} ${u.surname}\t${u.created_at.slice(0, 10)}`)
      }
      console.log(`${list.total} pending`)
    },
  },
  'users:verify': {
    usage: 'users:verify <email>',
    summary: 'verify an account (and its company) and mail it the confirmation',
    run: async ({ database, env, args }) => {
      const email = args[0]
      if (!email) throw new UsageError('the e-mail address of the account is missing')
      const result = await verifyAccount(database.db, { by: { email }, baseUrl: alumniBaseUrl(env) }).catch(
        (error: unknown) => {
          if (error instanceof ApiError)
            throw new UsageError(`${email}: ${error.options.message?.en ?? error.reason}`)
          throw error
        },
      )
      if (!result) throw new UsageError(`no account has the address ${email}`)
      console.log(
        result.changed
          ? `${result.user.email} verified; the confirmation e-mail (${result.user.language}) is in the outbox`
          : `${result.user.email} was already active; nothing changed`,
      )
    },
  },
}

export class UsageError extends Error {}

function help() {
  console.log('Usage: pnpm admin <command>\n')
  for (const c of Object.values(commands)) console.log(`  ${c.usage.padEnd(34)} ${c.summary}`)
}

const [name, ...args] = process.argv.slice(2)
const command = name ? commands[name] : undefined
if (!command) {
  help()
  process.exit(name && name !== 'help' ? 1 : 0)
}
let env: Env
try {
  env = loadEnv()
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
}
const database = await openDatabase(
  env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir },
)
try {
  await database.migrate()
  await command.run({ database, env, args })
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\nUsage: pnpm admin ${command.usage}` : error)
  process.exitCode = 1
} finally {
  await database.close()
}
