// The operator commands of `pnpm admin`: run by the CLI on its own database, or by the running server for the
// CLI (operator-socket.ts) when the server holds the embedded database.
import { type Command, type CommandContext, UsageError } from '../../lib/commands'
import { ApiError } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { seedDemo } from '../../seed/index'
import { jobCommands } from '../jobs/public'
import { listAccounts, verifyAccount } from './service'

/** Every operator command. Features add theirs here. */
export const commands: Record<string, Command> = {
  'db:migrate': {
    usage: 'db:migrate',
    summary: 'apply the database migrations',
    run: async ({ print }) => {
      // The migrations run before every command (and at every server start).
      print('migrations applied')
    },
  },
  'db:seed': {
    usage: 'db:seed small|full',
    summary: 'seed the demo data set into an empty database',
    run: async ({ database, env, args, print }) => {
      const size = args[0]
      if (size !== 'small' && size !== 'full') throw new UsageError('size must be small or full')
      if (env.nodeEnv === 'production')
        throw new UsageError('the demo set (with its published passwords) is never seeded in production')
      const summary = await seedDemo(database.db, size, { log: print })
      if (!summary)
        throw new UsageError('the database already holds data: the demo set is only seeded into an empty one')
      print(JSON.stringify(summary))
    },
  },
  'users:pending': {
    usage: 'users:pending',
    summary: 'list the accounts waiting for verification',
    run: async ({ database, print }) => {
      const list = await listAccounts(database.db, { status: 'pending', page: 1, size: 100 })
      for (const u of list.items) {
        print(`${u.email}\t${u.role}\t${u.name} ${u.surname}\t${u.created_at.slice(0, 10)}`)
      }
      print(`${list.total} pending`)
    },
  },
  'users:verify': {
    usage: 'users:verify <email>',
    summary: 'verify an account (and its company) and mail it the confirmation',
    run: async ({ database, env, args, print }) => {
      const email = args[0]
      if (!email) throw new UsageError('the e-mail address of the account is missing')
      const result = await verifyAccount(database.db, { by: { email }, origins: appOrigins(env) }).catch(
        (error: unknown) => {
          if (error instanceof ApiError)
            throw new UsageError(`${email}: ${error.options.message?.en ?? error.reason}`)
          throw error
        },
      )
      if (!result) throw new UsageError(`no account has the address ${email}`)
      print(
        result.changed
          ? `${result.user.email} verified; the confirmation e-mail (${result.user.language}) is in the outbox`
          : `${result.user.email} was already active; nothing changed`,
      )
    },
  },
  // The job bank's offers (features/jobs/commands.ts).
  ...jobCommands,
}

export function helpText(): string {
  const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(34)} ${c.summary}`)
  return `Usage: pnpm admin <command>\n\n${lines.join('\n')}`
}

/** Runs a command to its end: its exit code; what went wrong goes to `printError`. */
export async function runCommand(
  command: Command,
  ctx: CommandContext & { printError: (line: string) => void },
): Promise<number> {
  try {
    await command.run(ctx)
    return 0
  } catch (error) {
    ctx.printError(
      error instanceof UsageError
        ? `${error.message}\nUsage: pnpm admin ${command.usage}`
        : String((error as Error)?.stack ?? error),
    )
    return 1
  }
}
