// Issue 9, account takeover paths: links in mail come from the configuration, never from the request (1);
// the development helpers answer only this machine, and the server listens on loopback unless told (2);
// demo data and a mail-less or link-less configuration are refused in production (3, 14).
import { rm } from 'node:fs/promises'
import type { ParsedMail } from 'mailparser'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../env'
import { linkIn, type Mailbox, recipients, startMailbox } from '../test/fixtures'
import { createTestApp, type TestApp } from '../test/harness'
import { freePort, runApi, runCli } from '../test/process'
import { type LiveServer, productionVars, rawGet, serveOnLoopback } from '../test/security'

function mailTo(mails: ParsedMail[], email: string): ParsedMail {
  const mail = mails.find((m) => recipients(m).includes(email))
  assert(mail, `a mail to ${email}`)
  return mail
}

describe('1. links in mail come from the configuration, never from the Host header', () => {
  let dev: TestApp
  let devMail: Mailbox
  let prod: TestApp
  let prodMail: Mailbox
  beforeAll(async () => {
    dev = await createTestApp()
    devMail = await startMailbox(dev)
    prod = await createTestApp({ env: productionVars })
    prodMail = await startMailbox(prod)
    for (const t of [dev, prod]) {
      await t.createUser({ email: 'admin@uni.test', role: 'admin' })
      await t.createUser({ email: 'rrhh@empresa.test', role: 'company' })
    }
  })
  afterAll(async () => {
    for (const m of [devMail, prodMail]) await m.close()
    for (const t of [dev, prod]) await t.close()
  })

  const recover = (t: TestApp, email: string, host: string, apiKey?: string) =>
    t.request('/usr/recovery', { json: { email }, host, ...(apiKey ? { apiKey } : {}) })

  it('in production: the configured origins of the apps, whatever Host the request named', async () => {
    const key = 'production-key-0123456789'
    expect((await recover(prod, 'admin@uni.test', 'evil.example', key)).status).toBe(204)
    expect((await recover(prod, 'rrhh@empresa.test', 'empresas.attacker.test', key)).status).toBe(204)
    const mails = await prodMail.deliver()
    const linkTo = (email: string) => linkIn(mailTo(mails, email))
    expect(linkTo('admin@uni.test').origin).toBe('https://admin.uni.test')
    expect(linkTo('rrhh@empresa.test').origin).toBe('https://empresas.uni.test')
    expect(mails.map((m) => m.text).join()).not.toMatch(/evil\.example|attacker\.test/)
  })

  it('in development: only the loopback names the portal serves; any other Host gets localhost', async () => {
    await recover(dev, 'admin@uni.test', 'evil.example')
    await recover(dev, 'rrhh@empresa.test', 'empresas.attacker.test')
    let mails = await devMail.deliver()
    expect(linkIn(mailTo(mails, 'admin@uni.test')).origin).toBe('http://admin.localhost:8080')
    expect(linkIn(mailTo(mails, 'rrhh@empresa.test')).origin).toBe('http://empresas.localhost:8080')
    await recover(dev, 'admin@uni.test', 'alumni.localhost:5173')
    mails = await devMail.deliver()
    expect(linkIn(mailTo(mails, 'admin@uni.test')).origin).toBe('http://admin.localhost:5173')
  })

  it('a production start without the apps’ origins stops, naming them', () => {
    const { ALUMNI_APP_URL: _a, COMPANY_APP_URL: _c, ADMIN_APP_URL: _d, ...rest } = productionVars
    expect(() => parseEnv(rest)).toThrow(EnvError)
    expect(() => parseEnv(rest)).toThrow(/ALUMNI_APP_URL: required in production/)
    expect(() => parseEnv(rest)).toThrow(/COMPANY_APP_URL: required in production/)
    expect(() => parseEnv(rest)).toThrow(/ADMIN_APP_URL: required in production/)
  })
})

describe('2. the development helpers answer only this machine', () => {
  let t: TestApp
  let live: LiveServer
  beforeAll(async () => {
    t = await createTestApp()
    live = await serveOnLoopback(t.app.fetch)
  })
  afterAll(async () => {
    await live.close()
    await t.close()
  })

  it('the mailbox answers a request from loopback that names a loopback host', async () => {
    const res = await fetch(`${live.origin}/_dev/mailbox.json`)
    expect(res.status).toBe(200)
    const named = await rawGet(live.origin, '/_dev/mailbox.json', { Host: `alumni.localhost:${live.port}` })
    expect(named.status).toBe(200)
  })

  it('refuses, as a path that does not exist, a relayed request, another Host, or one without a socket', async () => {
    const relayed: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
      { 'X-Real-IP': '203.0.113.9' },
      { Host: 'evil.example' },
      { Host: 'portal.uni.test' },
    ]
    for (const headers of relayed) {
      const res = await rawGet(live.origin, '/_dev/mailbox.json', headers)
      expect(res.status, JSON.stringify(headers)).toBe(404)
      expect(JSON.parse(res.body)).toMatchObject({ code: 404, reason: 'not_found' })
    }
    const oidc = '/_dev/oidc/.well-known/openid-configuration'
    expect((await rawGet(live.origin, oidc, { Host: 'evil.example' })).status).toBe(404)
    expect((await rawGet(live.origin, oidc, { Host: `localhost:${live.port}` })).status).toBe(200)
    expect((await t.request('/_dev/mailbox.json', { apiKey: null })).status).toBe(404)
  })

  it('the server listens on loopback unless HOST says otherwise', async () => {
    expect(parseEnv({}).host).toBe('127.0.0.1')
    expect(parseEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(() => parseEnv({ HOST: 'a b' })).toThrow(/HOST/)
    const port = await freePort()
    const api = runApi({ PORT: String(port), DATA_DIR: `/tmp/egresa-host-${port}`, LOG_LEVEL: 'info' })
    try {
      await expect.poll(() => api.output(), { timeout: 100_000 }).toMatch(/Egresa listening on 127\.0\.0\.1:/)
    } finally {
      await api.stop()
      await rm(`/tmp/egresa-host-${port}`, { recursive: true, force: true })
    }
    // A child process that boots the embedded database: slow on a busy two-core machine.
  }, 120_000)
})

describe('3 and 14. what a production start refuses, in one line naming the variable', () => {
  it('demo data, in the configuration and in the operator command', async () => {
    expect(() => parseEnv({ ...productionVars, DEMO_SEED: 'small' })).toThrow(
      /DEMO_SEED: demo data \(with its published passwords\) is never seeded in production/,
    )
    const dataDir = `/tmp/egresa-seed-${Date.now()}`
    const cli = await runCli(['db:seed', 'small'], { ...productionVars, DATA_DIR: dataDir })
    await rm(dataDir, { recursive: true, force: true })
    expect(cli.code).toBe(1)
    expect(cli.output).toContain('never seeded in production')
  }, 120_000)

  it('no SMTP_URL (and no MAIL_FROM): exit 1 with the configuration message, no stack trace', async () => {
    const { SMTP_URL: _s, MAIL_FROM: _m, ...rest } = productionVars
    const port = await freePort()
    const api = runApi({ ...rest, PORT: String(port), DATA_DIR: `/tmp/egresa-smtp-${port}` })
    expect(await api.exited).toBe(1)
    const output = api.output().trim()
    expect(output).toContain('Invalid configuration:')
    expect(output).toContain('SMTP_URL: required in production')
    expect(output).toContain('MAIL_FROM: required in production')
    expect(output).not.toMatch(/\n\s+at /)
  }, 120_000)
})
