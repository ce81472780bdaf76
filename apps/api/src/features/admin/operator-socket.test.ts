// The portal running on the embedded database, and an operator at the same time: a second server on the same
// DATA_DIR is refused, and `pnpm admin` runs its command through the running server, whose mail then leaves.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo/accounts'
import { testDump } from '../../test/database'
import { eventually, freePort, runApi, runCli, status } from '../../test/process'
import { startSmtpServer } from '../../test/smtp'
import { operatorSocketPath } from './operator-socket'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const KEY = { 'X-Api-Key': 'egresa-dev-public-key', 'Content-Type': 'application/json' }

describe('pnpm admin while the portal runs on PGlite', () => {
  it('refuses a second server, runs users:verify in the running one (mail sent), and runs alone again after it stops', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'egresa-operator-'))
    dirs.push(dataDir)
    // The folder starts with the small demo set already in it (the run's copy, test/database.ts): a first
    // start's initdb and seeding are process.test.ts's subject, the operator's commands are this one's.
    const seeded = await openDatabase({ dataDir, loadDataDir: await testDump('demo-small') })
    await seeded.close()
    const smtp = await startSmtpServer()
    const vars = {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DEMO_SEED: 'small',
      LOG_LEVEL: 'info',
      STATIC_ROOT: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Egresa <no-reply@egresa.test>',
    }
    const api = runApi(vars)
    try {
      await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 120_000)
      // Only the server's own user may reach the socket.
      expect(statSync(join(dataDir, 'run')).mode & 0o777).toBe(0o700)
      expect(statSync(operatorSocketPath(dataDir)).isSocket()).toBe(true)

      const second = runApi({ ...vars, PORT: String(await freePort()) })
      expect(await second.exited).toBe(1)
      expect(second.output()).toContain(
        `The embedded database in ${dataDir} is in use by a running Egresa server (pid ${api.child.pid}`,
      )
      expect(second.output()).toContain('Stop the other process first, or give this one another DATA_DIR')

      const login = () =>
        fetch(`${api.base}/usr/login`, {
          method: 'POST',
          headers: KEY,
          body: JSON.stringify({
            email: DEMO_ACCOUNTS.pending,
            password: DEMO_PASSWORD,
            deviceId: 'operator-test',
            deviceType: 2,
          }),
        })
      expect((await login()).status).toBe(403)

      const pending = await runCli(['users:pending'], { DATA_DIR: dataDir })
      expect(pending.code, pending.output).toBe(0)
      expect(pending.output).toContain(DEMO_ACCOUNTS.pending)

      const verified = await runCli(['users:verify', DEMO_ACCOUNTS.pending], { DATA_DIR: dataDir })
      expect(verified.code, verified.output).toBe(0)
      expect(verified.output).toContain(`${DEMO_ACCOUNTS.pending} verified`)
      // The running server saw the change at once: no second copy of the database diverged.
      expect((await login()).status).toBe(200)
      await eventually(async () => smtp.received.length > 0, 30_000)
      expect(smtp.received[0]?.envelopeTo).toEqual([DEMO_ACCOUNTS.pending])
      expect(smtp.received[0]?.parsed.subject).toMatch(/verificada/i)

      const unknown = await runCli(['users:verify', 'nobody@example.org'], { DATA_DIR: dataDir })
      expect(unknown.code).toBe(1)
      expect(unknown.output).toContain('no account has the address nobody@example.org')
      const seed = await runCli(['db:seed', 'small'], { DATA_DIR: dataDir })
      expect(seed.code).toBe(1)
      expect(seed.output).toContain('the database already holds data')
      expect(api.output()).toMatch(/"command":"users:verify","exit":0/)
    } finally {
      expect(await api.stop()).toBe(0)
      await smtp.close()
    }

    // The server released the folder: a command opens it alone and finds the change saved.
    const after = await runCli(['users:pending'], { DATA_DIR: dataDir })
    expect(after.code, after.output).toBe(0)
    expect(after.output).not.toContain(DEMO_ACCOUNTS.pending)
  }, 300_000)
})
