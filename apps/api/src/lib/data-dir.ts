// DATA_DIR holds the embedded database, the uploaded files (CVs among them), the IBAN key and the mail-link
// secret: none of it is for the other users of the machine (docs/operations.md, "DATA_DIR is private").
import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The server's and the operator commands' umask, set before they create anything: folders 0700, files 0600.
 * PGlite sets the mode of its own files (0666), which the owner-only folders around them keep private.
 */
export const OWNER_ONLY_UMASK = 0o077

export class DataDirError extends Error {
  override name = 'DataDirError'
}

/**
 * Checks DATA_DIR at start: made 0700 when missing and `create` (the embedded database or the files are
 * kept there), and refused, in one line naming the path and the command that fixes it, when it or its
 * `db/` or `files/` folder is open to other users (group or others may read, write or enter it).
 */
export function checkDataDir(dataDir: string, options: { create: boolean }): void {
  // Windows has no such modes; its folders' ACLs are the operator's.
  if (process.platform === 'win32') return
  try {
    if (options.create) mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new DataDirError(
      `DATA_DIR: ${dataDir} cannot be made by this user (${code}). Make it, owned by this user (mkdir -m 700), or set DATA_DIR to another folder.`,
    )
  }
  for (const path of [dataDir, join(dataDir, 'db'), join(dataDir, 'files')]) {
    let mode: number
    try {
      const stat = statSync(path)
      if (!stat.isDirectory()) throw new DataDirError(`DATA_DIR: ${path} is not a folder`)
      mode = stat.mode & 0o777
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') continue
      if (error instanceof DataDirError) throw error
      throw new DataDirError(
        `DATA_DIR: ${path} cannot be read by this user (${code}). Run the server as the user that owns it.`,
      )
    }
    if (mode & 0o077) {
      throw new DataDirError(
        `DATA_DIR: ${path} is open to other users of this machine (mode ${mode.toString(8).padStart(4, '0')}), ` +
          `and it holds the database, keys and CVs. Make it this user's only: chmod -R go-rwx ${shellQuoted(dataDir)}`,
      )
    }
  }
}

/** A path as a shell reads it back: quoted when it holds anything but safe characters. */
function shellQuoted(path: string): string {
  return /^[\w./@%+=:,-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`
}

/**
 * A secret of this DATA_DIR, kept in `DATA_DIR/<file>`: read, or made the first time (32 random bytes in
 * hex, mode 0600). Written whole under another name and linked into place, so two processes starting at
 * once never make two, nor read a half-written one: the loser of the race reads the winner's.
 */
export function dataDirSecret(dataDir: string, file: string): string {
  const path = join(dataDir, file)
  try {
    return readFileSync(path, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
  try {
    // The umask may have narrowed the mode further, never widened it; make it exactly owner-only.
    chmodSync(temp, 0o600)
    linkSync(temp, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(temp, { force: true })
  }
  return readFileSync(path, 'utf8').trim()
}
