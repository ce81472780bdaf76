// One process at a time on an embedded database: PGlite takes no lock of its own, and two processes on one
// folder would both open it and silently diverge (each sees only its own writes).
import { randomBytes } from 'node:crypto'
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What the lock file says about the process that holds the folder. */
export type LockHolder = {
  pid: number
  /** The process's start time as the kernel counts it (Linux), so a pid reused after a crash is not taken for the holder. */
  started: string | null
  /** A serving portal (which runs `pnpm admin` commands for others) or a one-off command. */
  role: 'server' | 'command'
  since: string
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    const who =
      holder.role === 'server'
        ? `a running Egresa server (pid ${holder.pid}, since ${holder.since})`
        : `an Egresa command (pid ${holder.pid}, since ${holder.since})`
    const first = holder.role === 'server' ? 'Stop the other process first' : 'Wait for that command to end'
    super(
      `The embedded database in ${dir} is in use by ${who}. Two processes on one database folder would lose ` +
        `data, so this one stops. ${first}, or give this one another DATA_DIR (or DATABASE_URL for PostgreSQL).`,
    )
  }
}

export type DataDirLock = { file: string; release: () => void }

/** Locks this process holds, by file: released on close and, whatever happens, on exit. */
const held = new Map<string, string>()
let exitHookInstalled = false

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null where there is no /proc. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isAlive(holder: LockHolder): boolean {
  // Our own pid but not a lock we hold: left by an earlier life of this process (a restarted container's pid 1).
  if (holder.pid === process.pid) return false
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const now = holder.started === null ? null : startTime(holder.pid)
  return now === null || now === holder.started
}

/** The holder written in a lock file; null for a file that is unreadable as one (left by a crash); undefined when gone. */
function readHolder(file: string): { text: string; holder: LockHolder | null } | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    const holder = JSON.parse(text) as LockHolder
    return { text, holder: Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null }
  } catch {
    return { text, holder: null }
  }
}

/**
 * Takes `<dataDir>/db.lock` for this process, or throws DataDirLockedError naming the live holder. A lock
 * left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string, role: LockHolder['role']): DataDirLock {
  const file = join(dataDir, 'db.lock')
  const mine: LockHolder = {
    pid: process.pid,
    started: startTime(process.pid),
    role,
    since: new Date().toISOString(),
  }
  const text = JSON.stringify(mine)
  const existing = held.get(file)
  if (existing) throw new DataDirLockedError(dataDir, JSON.parse(existing) as LockHolder)

  for (let attempt = 0; attempt < 5; attempt++) {
    // Written whole under another name, then linked into place: the lock file never exists half-written, and
    // link() fails when the name is taken, atomically.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(temp, text, { mode: 0o600 })
    try {
      linkSync(temp, file)
      held.set(file, text)
      installExitHook()
      return { file, release: () => release(file) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      rmSync(temp, { force: true })
    }
    const current = readHolder(file)
    if (current === undefined) continue
    if (current.holder && isAlive(current.holder)) throw new DataDirLockedError(dataDir, current.holder)
    takeOverStale(file, current.text)
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it`)
}

/**
 * Removes a lock judged stale, without removing a fresh one that replaced it in the meantime: the file is
 * moved aside (atomic) and checked; a fresh lock moved by mistake is put back. Only three processes racing for
 * the same stale lock within microseconds could still both win, which PostgreSQL's own postmaster.pid accepts too.
 */
function takeOverStale(file: string, staleText: string) {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`
  try {
    renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (readFileSync(aside, 'utf8') !== staleText) {
    try {
      linkSync(aside, file)
    } catch {
      // Another process took the name meanwhile; the next attempt reads who.
    }
  }
  rmSync(aside, { force: true })
}

function release(file: string) {
  const text = held.get(file)
  if (!text) return
  held.delete(file)
  // Only our own lock: after a takeover by mistake the file may name another process.
  if (readHolder(file)?.text === text) rmSync(file, { force: true })
}

function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const file of [...held.keys()]) release(file)
  })
}
