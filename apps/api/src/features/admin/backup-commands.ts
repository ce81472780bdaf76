// `pnpm admin backup <file>` and `pnpm admin restore <file>` (backup.ts; docs/operations.md, "Backups and
// restore"). Like every command they run in the server that holds the embedded database, when one does.
import { join, resolve } from 'node:path'
import type { Env } from '../../env'
import { type Command, UsageError } from '../../lib/commands'
import { IBAN_KEY_FILE } from '../../lib/iban-vault'
import { createStorage } from '../../lib/storage/create-storage'
import { BackupError, backup, restore, totalRows } from './backup'

export const backupCommands: Record<string, Command> = {
  backup: {
    usage: 'backup <file>',
    summary: 'back up the database and the uploaded files into a new file (while the portal serves)',
    run: async ({ database, env, args, print }) => {
      const path = fileArgument(args)
      const result = await backup({ database, storage: createStorage(env), file: path }).catch(asUsage)
      const { manifest } = result
      print(
        `${result.file}: ${manifest.tables.length} tables (${totalRows(manifest)} rows) and ${manifest.files.length} files, ${megabytes(result.bytes)}, as of ${manifest.createdAt}`,
      )
      for (const key of manifest.missingFiles)
        print(`warning: ${key} is named by a row but was no longer in the file storage (removed since)`)
      print(ibanKeyWarning(env, 'backup'))
    },
  },
  restore: {
    usage: 'restore <file>',
    summary: 'restore a backup into an empty database and file storage (a new DATA_DIR or database)',
    run: async ({ database, env, args, print }) => {
      const path = fileArgument(args)
      const { manifest } = await restore({
        database,
        storage: createStorage(env),
        filesFolder: env.s3 ? undefined : join(env.dataDir, 'files'),
        file: path,
        log: print,
      }).catch(asUsage)
      print(
        `${path} restored (as of ${manifest.createdAt}, from ${manifest.source.driver === 'pglite' ? 'the embedded database' : 'PostgreSQL'})`,
      )
      if (manifest.missingFiles.length)
        print(
          `warning: ${manifest.missingFiles.length} files named by rows were not in the backup (removed while it ran)`,
        )
      print(ibanKeyWarning(env, 'restore'))
    },
  },
}

/** The backup's path: relative to where `pnpm admin` runs, or to the running server's folder through it. */
function fileArgument(args: string[]): string {
  const [file, ...rest] = args
  if (!file) throw new UsageError('the path of the backup file is missing')
  if (rest.length) throw new UsageError(`unexpected ${rest.join(' ')}`)
  return resolve(file)
}

function asUsage(error: unknown): never {
  if (error instanceof BackupError) throw new UsageError(error.message)
  throw error
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Where the IBAN key is, which no backup holds: without it the stored IBANs cannot be read. */
function ibanKeyWarning(env: Env, made: 'backup' | 'restore'): string {
  const where = env.ibanEncryptionKey
    ? 'IBAN_ENCRYPTION_KEY of this configuration'
    : `the file ${join(env.dataDir, IBAN_KEY_FILE)}`
  return made === 'backup'
    ? `warning: the IBAN key is not in the backup. It is ${where}: keep a copy of it apart from the backups; without it the IBANs stored in the backup cannot be read.`
    : `warning: the IBANs were restored encrypted. This configuration reads them with ${where}: it must be the key of the portal the backup came from, or the stored IBANs cannot be read.`
}
