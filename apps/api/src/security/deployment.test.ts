// Security, round two: what a deployment gives away before any request is made. DATA_DIR is the server
// user's own (5), start errors name variables, never their secret values (7), the single sign-on's
// addresses come from the configuration, never the Host header (8), development unsubscribe links cannot be
// forged with a published secret (9), and a port already taken is one line, not a stack trace (14).
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/users'
import { ENV_VARIABLES, EnvError, parseEnv } from '../env'
import { unsubscribeToken } from '../features/jobs/alerts'
import { listen } from '../lib/http-server'
import { MAIL_LINK_KEY_FILE, mailLinkSecret } from '../lib/links'
import { createTestApp, type TestApp } from '../test/harness'
import { eventually, freePort, runApi, runCli, status } from '../test/process'
import { type LiveServer, productionVars, rawGet } from '../test/security'
import { startSsoTestApp } from '../test/sso-app'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'egresa-deploy-'))
  dirs.push(dir)
  return dir
}

// Asynchronous stat on purpose: Node's synchronous stat leaves its result in a buffer that its own
// realpath reads, and after a stat of the operator's socket a module loaded next resolves its dependencies
// without following pnpm's symlinks (oidc-provider's koa then finds the wrong http-errors).
const modeOf = async (path: string) => (await stat(path)).mode & 0o777
const octal = (mode: number) => mode.toString(8).padStart(4, '0')

/** Every path under `dir` with its mode. */
async function walk(dir: string): Promise<{ path: string; folder: boolean; mode: number }[]> {
  const names = await readdir(dir, { recursive: true, encoding: 'utf8' })
  return Promise.all(
    names.map(async (name) => {
      const path = join(dir, name)
      const info = await stat(path)
      return { path, folder: info.isDirectory(), mode: info.mode & 0o777 }
    }),
  )
}

/** A start error: exit code 1, one line of output, no stack trace. */
async function refusedStart(api: ReturnType<typeof runApi>): Promise<string> {
  expect(await api.exited).toBe(1)
  const output = api.output().trim()
  expect(output).not.toMatch(/\n\s+at /)
  return output
}

describe('5. DATA_DIR and what the server writes in it are its user’s only', () => {
  it('a DATA_DIR the server makes is 0700, its folders 0700 and its own files 0600', async () => {
    const parent = tempDir()
    const dataDir = join(parent, 'data')
    const port = String(await freePort())
    const api = runApi({ PORT: port, DATA_DIR: dataDir, DEMO_SEED: 'small', STATIC_ROOT: parent })
    try {
      await eventually(async () => (await status(`${api.base}/readyz`)) === 200, 120_000)
      // The development unsubscribe secret is made on its first use (9).
      await fetch(`${api.base}/api/jobs/alerts/unsubscribe`, {
        method: 'POST',
        headers: { 'X-Api-Key': 'egresa-dev-public-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: 'nobody.nothing' }),
      })
      for (const folder of ['', 'db', 'files', 'run'].map((name) => join(dataDir, name)))
        expect(`${folder} ${octal(await modeOf(folder))}`).toBe(`${folder} 0700`)
      // What the server writes itself: the uploaded files (the demo's CVs), the keys, the lock, the socket.
      // PGlite sets the modes of its own files in db/; the owner-only folders around them keep them private.
      const files = await walk(join(dataDir, 'files'))
      expect(files.filter((e) => e.path.endsWith('.pdf')).length).toBeGreaterThan(0)
      for (const { path, folder, mode } of files)
        expect(`${path} ${octal(mode)}`).toBe(`${path} ${folder ? '0700' : '0600'}`)
      for (const name of ['iban.key', MAIL_LINK_KEY_FILE, 'db.lock', 'run/admin.sock']) {
        const path = join(dataDir, name)
        expect(`${path} ${octal(await modeOf(path))}`).toBe(`${path} 0600`)
      }
    } finally {
      expect(await api.stop()).toBe(0)
    }
  }, 180_000)

  it('an existing DATA_DIR, db/ or files/ open to other users stops the start and the commands, naming it and the fix', async () => {
    const dataDir = tempDir()
    // As an earlier version left it under the usual umask 022.
    chmodSync(dataDir, 0o755)
    let output = await refusedStart(runApi({ PORT: String(await freePort()), DATA_DIR: dataDir }))
    expect(output).toBe(
      `DATA_DIR: ${dataDir} is open to other users of this machine (mode 0755), and it holds the database, ` +
        `keys and CVs. Make it this user's only: chmod -R go-rwx ${dataDir}`,
    )
    const cli = await runCli(['users:pending'], { DATA_DIR: dataDir })
    expect(cli.code).toBe(1)
    expect(cli.output.trim()).toBe(output)

    chmodSync(dataDir, 0o700)
    for (const [folder, mode] of [
      ['db', 0o750],
      ['files', 0o705],
    ] as const) {
      mkdirSync(join(dataDir, folder), { mode })
      chmodSync(join(dataDir, folder), mode)
      output = await refusedStart(runApi({ PORT: String(await freePort()), DATA_DIR: dataDir }))
      expect(output).toContain(`DATA_DIR: ${join(dataDir, folder)} is open to other users of this machine`)
      expect(output).toContain(`chmod -R go-rwx ${dataDir}`)
      chmodSync(join(dataDir, folder), 0o700)
    }
    // Nothing was opened: the refused starts made no database in it.
    expect(readdirSync(join(dataDir, 'db'))).toEqual([])
  }, 120_000)
})

describe('7. configuration errors name the variable and the shape expected, never the value', () => {
  const secrets = {
    IBAN_ENCRYPTION_KEY: 'c0ffee-not-a-key-4d7a9e',
    DATABASE_URL: 'mysql://egresa:Hunter2-Db-Pass@db.uni.test/egresa',
    SSO_CLIENT_SECRET: 'Tiny-Secret-9f',
    API_KEYS: 'web:Web-Key-0123456789abcdef,mobile:Short-Key-77',
    MAIL_LINK_SECRET: 'Mail-Link-Too-Short-31',
  }
  const revealing = [
    'c0ffee',
    'Hunter2-Db-Pass',
    'Tiny-Secret-9f',
    'Web-Key-0123456789abcdef',
    'Short-Key-77',
  ]

  it('the start prints each bad secret’s name and shape, and none of the values', async () => {
    const api = runApi({ PORT: String(await freePort()), DATA_DIR: tempDir(), ...secrets })
    expect(await api.exited).toBe(1)
    const output = api.output()
    expect(output).toContain('Invalid configuration')
    for (const name of Object.keys(secrets)) expect(output).toMatch(new RegExp(`^\\s*${name}: `, 'm'))
    expect(output).toContain('IBAN_ENCRYPTION_KEY: must be 32 bytes in hex')
    expect(output).toContain('API_KEYS: each entry must be name:key')
    for (const value of [...Object.values(secrets), ...revealing]) expect(output).not.toContain(value)
    expect(output).not.toContain('Mail-Link')
  })

  it('no variable’s value is ever in a configuration error', () => {
    const canary = 'Canary-Value-5e1'
    const bad = [`${canary} with spaces`, canary, `-${canary}`, `http://user:${canary}@`, '99999999999']
    const refused = new Set<string>()
    for (const name of ENV_VARIABLES) {
      for (const value of bad) {
        let message: string | null = null
        try {
          parseEnv({ [name]: value })
        } catch (error) {
          expect(error).toBeInstanceOf(EnvError)
          message = (error as Error).message
        }
        if (message === null) continue
        // A value that passes its own check may still fail a rule naming others (S3_BUCKET without its keys).
        if (new RegExp(`^\\s*${name}: `, 'm').test(message)) refused.add(name)
        expect(message, `${name}=${value}`).not.toContain(canary)
        expect(message, `${name}=${value}`).not.toContain('99999999999')
      }
    }
    // Free text (a folder, a name, an id or key of another service) takes any of these; the rest refused one.
    expect(ENV_VARIABLES.filter((name) => !refused.has(name)).sort()).toEqual(
      [
        'BRAND_FOOTER',
        'BRAND_FOOTER_CA',
        'BRAND_FOOTER_EN',
        'BRAND_FOOTER_ES',
        'BRAND_NAME',
        'CONTENT_DIR',
        'DATA_DIR',
        'MEMBERSHIP_CREDITOR_NAME',
        'S3_ACCESS_KEY_ID',
        'S3_REGION',
        'S3_SECRET_ACCESS_KEY',
        'SSO_CLIENT_ID',
        'STATIC_ROOT',
        'UNIVERSITY_NAME',
        'UNIVERSITY_OFFICE_ADDRESS',
      ].sort(),
    )
  })
})

describe('8. single sign-on addresses come from the configuration, never the Host header', () => {
  let prod: TestApp
  beforeAll(async () => {
    prod = await createTestApp({ env: productionVars })
  })
  afterAll(() => prod.close())

  it('in production without single sign-on, the logout address is the configured origin’s', async () => {
    const res = await prod.request('/api/sso/logout?isWeb=1', {
      host: 'evil.example',
      apiKey: 'production-key-0123456789',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ url: 'https://alumni.uni.test/api/sso/logout-complete' })
    const page = await prod.request('/api/sso/logout-complete', { host: 'evil.example', apiKey: null })
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://alumni.uni.test",
    )
    expect(page.headers.get('content-security-policy')).not.toContain('evil.example')
  })

  describe('in development, with the development provider', () => {
    let live: LiveServer
    let closeApp: () => Promise<void>
    beforeAll(async () => {
      // Served on the PORT it is configured with, so the loopback default is this server.
      const port = await freePort()
      const app = await startSsoTestApp({ PORT: String(port) })
      closeApp = app.close
      const server = await listen(app.fetch, { host: '127.0.0.1', port })
      live = {
        origin: `http://127.0.0.1:${port}`,
        port,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      }
    })
    afterAll(async () => {
      await live.close()
      await closeApp()
    })

    const evil = { Host: 'evil.example', 'X-Api-Key': 'egresa-dev-public-key' }
    const local = () => `http://localhost:${live.port}`

    it('/url, /start and the provider’s redirect URI name the loopback origin, not the Host', async () => {
      const asked = await rawGet(live.origin, '/api/sso/url?isWeb=1', evil)
      expect(asked.status).toBe(200)
      const { url } = JSON.parse(asked.body) as { url: string }
      expect(url.startsWith(`${local()}/api/sso/start?flow=`)).toBe(true)

      const start = new URL(url)
      const started = await rawGet(live.origin, `${start.pathname}${start.search}`, evil)
      expect(started.status).toBe(302)
      const provider = new URL(String(started.headers.location))
      expect(provider.origin).toBe(local())
      expect(provider.pathname).toBe('/_dev/oidc/auth')
      expect(provider.searchParams.get('redirect_uri')).toBe(`${local()}/api/sso/callback`)
    })

    it('/start, /callback, logout and its page send nobody to the Host', async () => {
      const failed = `${local()}/es/login?ssoError=sso_failed`
      const start = await rawGet(live.origin, '/api/sso/start?flow=forged', evil)
      expect(start.headers.location).toBe(failed)
      const callback = await rawGet(live.origin, '/api/sso/callback?code=x&state=y', evil)
      expect(callback.headers.location).toBe(failed)

      const logout = await rawGet(live.origin, '/api/sso/logout?isWeb=1', evil)
      const { url } = JSON.parse(logout.body) as { url: string }
      const end = new URL(url)
      expect(end.origin).toBe(local())
      expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${local()}/api/sso/logout-complete`)
      const page = await rawGet(live.origin, '/api/sso/logout-complete', evil)
      expect(page.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${local()}`)
      expect(JSON.stringify([start, callback, logout, page])).not.toContain('evil.example')
    })
  })
})

describe('9. development unsubscribe links cannot be forged', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('a token of the once published development secret is refused; DATA_DIR’s own secret (0600) signs them', async () => {
    const person = await t.createUser({ email: 'alerts@alumni.test' })
    await t.database.db.update(users).set({ isReceiveJobs: true }).where(eq(users.id, person.id))
    const receives = async () =>
      (await t.database.db.select().from(users).where(eq(users.id, person.id)))[0]?.isReceiveJobs
    const unsubscribe = (token: string) => t.request('/api/jobs/alerts/unsubscribe', { json: { token } })

    // The value every development server used, in the repository for anyone to read.
    const published = 'egresa-development-mail-link-secret-not-for-production'
    const forged = await unsubscribe(unsubscribeToken(published, person.hash))
    expect(forged.status).toBe(400)
    expect(await receives()).toBe(true)

    const file = join(t.env.dataDir, MAIL_LINK_KEY_FILE)
    expect(octal(await modeOf(file))).toBe('0600')
    const secret = readFileSync(file, 'utf8').trim()
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(mailLinkSecret(t.env)).toBe(secret)
    const genuine = await unsubscribe(unsubscribeToken(secret, person.hash))
    expect(genuine.status).toBe(200)
    expect(await receives()).toBe(false)

    // Another DATA_DIR, another secret.
    const other = tempDir()
    expect(mailLinkSecret({ ...t.env, dataDir: other })).not.toBe(secret)
  })
})

describe('14. a port already taken stops the start in one line', () => {
  it('exit 1, naming the port and what to do, no stack trace', async () => {
    const holder = createServer()
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)),
    )
    const dataDir = tempDir()
    try {
      const output = await refusedStart(runApi({ PORT: String(port), DATA_DIR: dataDir }))
      expect(output).toBe(
        `PORT: ${port} on 127.0.0.1 is in use by another process (another Egresa server?). ` +
          'Stop that process, or set PORT to a free port.',
      )
      // The database folder was let go: the next start is not refused for it.
      expect(readdirSync(dataDir)).not.toContain('db.lock')
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()))
    }
  }, 120_000)
})
