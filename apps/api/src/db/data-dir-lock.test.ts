import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { testDump } from '../test/database'
import { openDatabase } from './client'
import { DataDirLockedError, type LockHolder, lockDataDir } from './data-dir-lock'

const dirs: string[] = []
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'egresa-lock-'))
  dirs.push(dir)
  return dir
}

/** Another live process, as a lock holder would be. */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' })
  children.push(child)
  await new Promise((resolve) => child.once('spawn', resolve))
  return child as ChildProcess & { pid: number }
}

const procStart = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
  const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  if (!start) throw new Error(`unexpected /proc/${pid}/stat: ${stat}`)
  return start
}

const writeLock = (dir: string, holder: Partial<LockHolder> & { pid: number }) =>
  writeFileSync(
    join(dir, 'db.lock'),
    JSON.stringify({ started: null, role: 'server', since: '2026-11-01T10:00:00.000Z', ...holder }),
  )

describe('the embedded database folder is held by one process at a time', () => {
  it('refuses a second holder with a message naming the folder and what to do; free again once released', () => {
    const dir = tempDir()
    const lock = lockDataDir(dir, 'server')
    expect(JSON.parse(readFileSync(join(dir, 'db.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
      role: 'server',
    })
    let error: unknown
    try {
      lockDataDir(dir, 'command')
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DataDirLockedError)
    expect((error as Error).message).toContain(
      `The embedded database in ${dir} is in use by a running Egresa server`,
    )
    expect((error as Error).message).toContain(
      'Stop the other process first, or give this one another DATA_DIR',
    )
    lock.release()
    expect(existsSync(join(dir, 'db.lock'))).toBe(false)
    lockDataDir(dir, 'command').release()
  })

  it('refuses while another live process holds it, and takes it over once that process is dead', async () => {
    const dir = tempDir()
    const other = await otherProcess()
    writeLock(dir, { pid: other.pid, started: procStart(other.pid), role: 'command' })
    expect(() => lockDataDir(dir, 'server')).toThrow(`an Egresa command (pid ${other.pid}`)
    expect(() => lockDataDir(dir, 'server')).toThrow('Wait for that command to end, or give this one another')

    other.kill('SIGKILL')
    await new Promise((resolve) => other.once('exit', resolve))
    const lock = lockDataDir(dir, 'server')
    expect(JSON.parse(readFileSync(join(dir, 'db.lock'), 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('takes over a lock whose pid now belongs to another program (a reused pid) or that is unreadable', async () => {
    const dir = tempDir()
    const other = await otherProcess()
    writeLock(dir, { pid: other.pid, started: '1' })
    lockDataDir(dir, 'server').release()

    writeFileSync(join(dir, 'db.lock'), '{"pid": ')
    lockDataDir(dir, 'server').release()
    // Our own pid in a lock we do not hold: left by an earlier life of this process (a container's pid 1).
    writeLock(dir, { pid: process.pid })
    lockDataDir(dir, 'server').release()
  })

  it('releasing never removes a lock that another process holds', async () => {
    const dir = tempDir()
    const lock = lockDataDir(dir, 'server')
    const other = await otherProcess()
    writeLock(dir, { pid: other.pid, started: procStart(other.pid) })
    lock.release()
    expect(JSON.parse(readFileSync(join(dir, 'db.lock'), 'utf8')).pid).toBe(other.pid)
  })

  it('a PGlite folder is locked from open to close', async () => {
    const dir = tempDir()
    // From the run's migrated database (test/database.ts), not initdb: the lock is what is tested here.
    const database = await openDatabase({ dataDir: dir, loadDataDir: await testDump('none') })
    await expect(openDatabase({ dataDir: dir, holder: 'command' })).rejects.toThrow(DataDirLockedError)
    await database.close()
    const again = await openDatabase({ dataDir: dir, holder: 'command' })
    await again.ping()
    await again.close()
  }, 60_000)
})
