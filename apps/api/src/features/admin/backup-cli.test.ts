// `pnpm admin backup` and `pnpm admin restore` as an operator runs them (docs/operations.md, "Backups and
// restore"): the backup through the running server that holds the embedded database, while it answers;
// the restore by the CLI alone into a new DATA_DIR, which a server then serves, and into a new PostgreSQL
// database when one is configured (the move from the embedded default to a cluster).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo/accounts'
import { testDump } from '../../test/database'
import { freshPostgres } from '../../test/postgres'
import { eventually, freePort, runApi, runCli, status } from '../../test/process'

const dirs: string[] = []
const newDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `egresa-${name}-`))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const KEY = { 'X-Api-Key': 'egresa-dev-public-key', 'Content-Type': 'application/json' }
const login = (base: string) =>
  fetch(`${base}/usr/login`, {
    method: 'POST',
    headers: KEY,
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.free,
      password: DEMO_PASSWORD,
      deviceId: 'backup',
      deviceType: 2,
    }),
  })

describe('pnpm admin backup and restore', () => {
  it('backs up the running portal, and restores it into a new DATA_DIR that a server then serves', async () => {
    const dataDir = newDir('backup-source')
    // Migrated already (the run's copy); the server seeds the small demo set, its CVs into DATA_DIR/files.
    const empty = await openDatabase({ dataDir, loadDataDir: await testDump('none') })
    await empty.close()
    const file = join(newDir('backups'), 'egresa.tar.gz')
    const vars = {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DEMO_SEED: 'small',
      STATIC_ROOT: dataDir,
    }
    const api = runApi(vars)
    try {
      await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 120_000)
      // The portal keeps answering while the backup runs.
      let serving = true
      const answers: number[] = []
      const traffic = (async () => {
        while (serving)
          answers.push(
            await status(`${api.base}/readyz`),
            await status(`${api.base}/api/tags`, { headers: KEY }),
          )
      })()
      const made = await runCli(['backup', file], { DATA_DIR: dataDir })
      serving = false
      await traffic
      expect(made.code, made.output).toBe(0)
      expect(made.output).toMatch(new RegExp(`${file}: \\d+ tables \\(\\d+ rows\\) and \\d+ files, `))
      expect(made.output).toContain(`It is the file ${join(dataDir, 'iban.key')}`)
      expect(answers.length).toBeGreaterThan(0)
      expect(new Set(answers)).toEqual(new Set([200]))
      expect(api.output()).toMatch(/"command":"backup","exit":0/)
    } finally {
      expect(await api.stop()).toBe(0)
    }

    const target = newDir('backup-target')
    // The key travels apart from the backup (docs/operations.md): copied before the restore.
    copyFileSync(join(dataDir, 'iban.key'), join(target, 'iban.key'))
    const restored = await runCli(['restore', file], { DATA_DIR: target })
    expect(restored.code, restored.output).toBe(0)
    expect(restored.output).toContain('counts and checksums match')
    expect(restored.output).toMatch(/files restored: [1-9]\d*, each read back with its sha256/)
    const again = await runCli(['restore', file], { DATA_DIR: target })
    expect(again.code).toBe(1)
    expect(again.output).toMatch(/the database is not empty: .* Restore only into an empty database/)

    const served = runApi({ PORT: String(await freePort()), DATA_DIR: target, STATIC_ROOT: target })
    try {
      await eventually(async () => (await status(`${served.base}/readyz`)) === 200, 120_000)
      expect((await login(served.base)).status).toBe(200)
    } finally {
      expect(await served.stop()).toBe(0)
    }

    if (!process.env.DATABASE_URL) return
    // From the embedded default to PostgreSQL: the same file into a new database, files into a new folder.
    const fresh = await freshPostgres(process.env.DATABASE_URL, 'egresa_restore')
    try {
      const moved = await runCli(['restore', file], {
        DATABASE_URL: fresh.url,
        DATA_DIR: newDir('backup-pg'),
      })
      expect(moved.code, moved.output).toBe(0)
      expect(moved.output).toContain('counts and checksums match')
    } finally {
      await fresh.drop()
    }
  }, 400_000)
})
