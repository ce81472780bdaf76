// The operator commands of `pnpm admin`: run by the CLI on its own database, or by the running server for the
// CLI (operator-socket.ts) when the server holds the embedded database.
import { userInfo } from 'node:os'
import { type AuditEntry, auditCommand } from '../../lib/audit'
import { type Command, type CommandContext, UsageError } from '../../lib/commands'
import { ApiError, ownMessage } from '../../lib/errors'
import { ibanVault } from '../../lib/iban-vault'
import { appOrigins, mailLinkSecret } from '../../lib/links'
import { createStorage } from '../../lib/storage/create-storage'
import { seedDemo } from '../../seed/index'
import { listCompanies, validateCompany } from '../companies/public'
import { jobCommands, runJobAlerts } from '../jobs/public'
import { membershipCommands } from '../membership/public'
import { workgroupCommands } from '../workgroups/public'
import { backupCommands } from './backup-commands'
import { listAccounts, unlockAccount, verifyAccount } from './service'

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
    usage: 'db:seed small|full|huge',
    summary: 'seed the demo data set into an empty database (huge: PostgreSQL only, some minutes)',
    run: async ({ database, env, args, print }) => {
      const size = args[0]
      if (size !== 'small' && size !== 'full' && size !== 'huge')
        throw new UsageError('size must be small, full or huge')
      if (size === 'huge' && database.driver !== 'postgres')
        throw new UsageError(
          'the huge demo set (200,000 alumni) is seeded on PostgreSQL only: set DATABASE_URL',
        )
      if (env.nodeEnv === 'production')
        throw new UsageError('the demo set (with its published passwords) is never seeded in production')
      const summary = await seedDemo(database.db, size, {
        log: print,
        storage: createStorage(env),
        vault: ibanVault(env),
        contentDir: env.contentDir,
      })
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
    run: async ({ database, env, args, print, audit }) => {
      const email = args[0]
      if (!email) throw new UsageError('the e-mail address of the account is missing')
      const result = await verifyAccount(database.db, {
        by: { email },
        origins: appOrigins(env),
        audit: async (_tx, entries) => {
          if (entries[0]) audit?.(entries[0])
        },
      }).catch((error: unknown) => {
        if (error instanceof ApiError)
          throw new UsageError(`${email}: ${ownMessage(error, 'en') ?? error.reason}`)
        throw error
      })
      if (!result) throw new UsageError(`no account has the address ${email}`)
      print(
        result.changed
          ? `${result.user.email} verified; the confirmation e-mail (${result.user.language}) is in the outbox`
          : `${result.user.email} was already active; nothing changed`,
      )
    },
  },
  'users:unlock': {
    usage: 'users:unlock <email>',
    summary: 'unlock a disabled account (e.g. locked by the "it was not me" link of an e-mail change)',
    run: async ({ database, args, print }) => {
      const email = args[0]
      if (!email) throw new UsageError('the e-mail address of the account is missing')
      const result = await unlockAccount(database.db, { email })
      if (!result) throw new UsageError(`no account has the address ${email}`)
      if (!result.changed) {
        print(`${result.email} is not locked; nothing changed`)
        return
      }
      print(
        result.hasPassword
          ? `${result.email} unlocked`
          : `${result.email} unlocked; it has no password: the person chooses one with "Forgot your password?"`,
      )
    },
  },
  // The job bank's offers (features/jobs/commands.ts).
  ...jobCommands,
  // Workgroups waiting for review (features/workgroups/commands.ts).
  ...workgroupCommands,
  // Premium membership (features/membership/commands.ts).
  ...membershipCommands,
  // Companies (docs/accounts.md, "Companies").
  'companies:list': {
    usage: 'companies:list [pending|validated]',
    summary: 'list the companies, oldest first (all of them, or those waiting for validation or validated)',
    run: async ({ database, args, print }) => {
      const status = args[0]
      if (status !== undefined && status !== 'pending' && status !== 'validated')
        throw new UsageError('the status must be pending or validated')
      let shown = 0
      for (let page = 1; ; page++) {
        const list = await listCompanies(database.db, { status, page, size: 100 })
        for (const co of list.items) {
          print(
            `${co.hash}\t${co.status}\t${co.company_name}\t${co.document_number}\t${co.email}\t${co.created_at.slice(0, 10)}`,
          )
        }
        shown += list.items.length
        if (page >= list.maxPages) break
      }
      print(`${shown} ${status ?? 'companies'}`)
    },
  },
  'companies:validate': {
    usage: 'companies:validate <hash-or-email>',
    summary: 'validate a company, activate its account and mail it (its language) a sign-in link',
    run: async ({ database, env, args, print }) => {
      const key = args[0]?.trim()
      if (!key)
        throw new UsageError('the hash of the company or the e-mail address of its account is missing')
      const by = key.includes('@') ? { email: key } : { hash: key }
      const result = await validateCompany(database.db, { by, origins: appOrigins(env) }).catch(
        (error: unknown) => {
          if (error instanceof ApiError)
            throw new UsageError(`${key}: ${ownMessage(error, 'en') ?? error.reason}`)
          throw error
        },
      )
      if (!result) throw new UsageError(`no company has the hash or account address ${key}`)
      const { company } = result
      print(
        result.changed
          ? `${company.company_name} (${company.email}) validated; the e-mail (${company.language}) is in the outbox`
          : `${company.company_name} (${company.email}) was already validated; nothing changed`,
      )
    },
  },
  // Backups (docs/operations.md, "Backups and restore"; backup-commands.ts).
  ...backupCommands,
  // Job alerts (docs/job-alerts.md).
  'jobs:alerts': {
    usage: 'jobs:alerts',
    summary: 'run the job alerts now (the server runs them every JOB_ALERTS_INTERVAL_MINUTES)',
    run: async ({ database, env, print }) => {
      const result = await runJobAlerts(database.db, {
        origins: appOrigins(env),
        secret: mailLinkSecret(env),
      })
      print(`${result.mails} job alert mails (${result.offers} offers) in the outbox`)
    },
  },
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
  let entry: AuditEntry | undefined
  let exit = 0
  try {
    await command.run({ ...ctx, audit: (described) => (entry = described) })
  } catch (error) {
    ctx.printError(
      error instanceof UsageError
        ? `${error.message}\nUsage: pnpm admin ${command.usage}`
        : String((error as Error)?.stack ?? error),
    )
    exit = 1
  }
  // Every command, done or refused, is in the audit log (docs/audit.md).
  try {
    await auditCommand(ctx.database.db, {
      operator: ctx.operator ?? operatingSystemUser(),
      command: commandName(command),
      args: ctx.args,
      exit,
      entry,
    })
  } catch (error) {
    ctx.printError(`the audit log could not be written: ${String((error as Error)?.message ?? error)}`)
    return 1
  }
  return exit
}

/** The command's name, from its usage line (`users:verify <email>`). */
function commandName(command: Command): string {
  return command.usage.split(' ')[0] ?? command.usage
}

/** Who runs `pnpm admin`, as the operating system names them. */
export function operatingSystemUser(): string {
  try {
    return userInfo().username
  } catch {
    return process.env.USER ?? 'unknown'
  }
}
