// `pnpm admin <command> [args]`: operator commands on the configured database (DATA_DIR or DATABASE_URL).
// While a server holds the embedded database in DATA_DIR, the command runs in that server (operator-socket.ts).
import { type Database, openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { type Env, EnvError, loadEnv } from './env'
import { commands, helpText, runCommand } from './features/admin/commands'
import { runOnServer } from './features/admin/operator-socket'
import { checkDataDir, DataDirError, OWNER_ONLY_UMASK } from './lib/data-dir'
import { encryptStoredIbans, ibanVault } from './lib/iban-vault'
import { translatePackageMessages } from './lib/package-messages'

const print = (line: string) => console.log(line)
const printError = (line: string) => console.error(line)

async function main(): Promise<number> {
  // The field rules' and the contract's messages a command reports (a date option), from the API's catalog.
  translatePackageMessages()
  const [name, ...args] = process.argv.slice(2)
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined
  if (!name || !command) {
    print(helpText())
    return name && name !== 'help' ? 1 : 0
  }
  let env: Env
  try {
    env = loadEnv()
    checkDataDir(env.dataDir, { create: !env.databaseUrl || !env.s3 })
  } catch (error) {
    printError(error instanceof EnvError || error instanceof DataDirError ? error.message : String(error))
    return 1
  }
  let database: Database
  try {
    database = await openDatabase(
      env.databaseUrl
        ? { databaseUrl: env.databaseUrl, timeoutMs: env.databaseTimeoutMs, poolSize: env.databasePoolSize }
        : { dataDir: env.dataDir, holder: 'command' },
    )
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    if (error.holder.role === 'server') {
      const code = await runOnServer(env.dataDir, name, args, { print, printError })
      if (code !== null) return code
    }
    printError(error.message)
    return 1
  }
  try {
    await database.migrate()
    await encryptStoredIbans(database.db, ibanVault(env))
    return await runCommand(command, { database, env, args, print, printError })
  } finally {
    await database.close()
  }
}

// Before anything is created: what a command writes (a collection file, CVs, keys) is its user's alone.
process.umask(OWNER_ONLY_UMASK)
process.exitCode = await main()
