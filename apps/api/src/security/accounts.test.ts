// Security, round two: the e-mail change told which addresses have accounts and mailed anyone without limit
// (2); the password the README and the docs publish for the demo accounts was accepted as a new one (13).
import { and, eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { accountTokens, users } from '../db/schema/users'
import { hashToken } from '../lib/auth/tokens'
import { alumniRegistration, type Mailbox, recipients, startMailbox } from '../test/fixtures'
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness'

describe('round two, 2. the e-mail change tells nothing about the new address and is limited', () => {
  let t: TestApp
  let mailbox: Mailbox
  beforeAll(async () => {
    t = await createTestApp({
      accountLimits: {
        recoveryPerAddress: 20,
        recoveryPerAccount: 3,
        wrongPasswordPerAccount: 10,
        windowSeconds: 900,
        emailChangePerAccount: 3,
        emailChangePerAddress: 2,
      },
    })
    mailbox = await startMailbox(t)
  })
  afterAll(async () => {
    await mailbox.close()
    await t.close()
  })

  async function signedIn(email: string) {
    const user = await t.createUser({ email })
    return { ...user, token: await t.login(email) }
  }
  const askFor = (token: string, email: string, locale: 'es' | 'en' = 'es') =>
    t.request('/usr/users/email', {
      method: 'POST',
      json: { email, email_repeat: email, password_old: TEST_PASSWORD },
      token,
      locale,
    })
  /** Everything a caller reads in an answer, but what differs on every answer (its date and id). */
  async function seen(res: Response) {
    const headers = [...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id')
    return { status: res.status, headers, body: await res.text() }
  }
  const pendingOf = async (token: string) =>
    ((await (await t.request('/usr/users/me', { token })).json()) as { email_pending: string | null })
      .email_pending
  const tokensIn = (mail: ParsedMail) =>
    [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].flatMap(([url]) => {
      const token = new URL(url).searchParams.get('token')
      return token ? [token] : []
    })

  it('answers a registered address as an unknown one; its owner is told, and no link can confirm it', async () => {
    const owner = await t.createUser({ email: 'taken@alumni.test', name: 'Carmen' })
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.id))
    const asker = await signedIn('asker@alumni.test')
    const other = await signedIn('other.asker@alumni.test')

    const registered = await seen(await askFor(asker.token, 'Taken@alumni.test'))
    const unknown = await seen(await askFor(other.token, 'free@alumni.test'))
    expect(registered).toEqual(unknown)
    expect(registered.status).toBe(204)
    // The account's page reads the same afterwards: the address asked for waits for its link in both cases.
    expect(await pendingOf(asker.token)).toBe('taken@alumni.test')
    expect(await pendingOf(other.token)).toBe('free@alumni.test')

    const mails = await mailbox.deliver()
    expect(mails.map(recipients).sort()).toEqual([['free@alumni.test'], ['taken@alumni.test']])
    const notice = mails.find((m) => recipients(m).includes('taken@alumni.test'))
    assert(notice)
    // In the owner's language; it names neither the account that asked nor its address.
    expect(notice.subject).toBe('Someone asked to use your e-mail address for another account')
    expect(notice.text).toContain('Nothing has changed')
    expect(notice.text).not.toContain('asker@alumni.test')
    expect(notice.text).not.toContain('/user/email-confirm')
    // The only confirmation link mailed is the unknown address's: no mail holds the token stored for the
    // registered one, so nobody can confirm it.
    const [stored] = await t.database.db
      .select({ tokenHash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, asker.id), eq(accountTokens.purpose, 'email_change')))
    assert(stored, 'the pending change of the asking account')
    expect(mails.flatMap(tokensIn).map(hashToken)).not.toContain(stored.tokenHash)
    expect(tokensIn(notice)).toEqual([])

    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.id, owner.id))
    const [askerRow] = await t.database.db.select().from(users).where(eq(users.id, asker.id))
    expect([ownerRow?.email, askerRow?.email]).toEqual(['taken@alumni.test', 'asker@alumni.test'])
  })

  it('limits the requests of one account, registered addresses and unknown ones alike', async () => {
    await t.createUser({ email: 'known.target@alumni.test' })
    const asker = await signedIn('many.changes@alumni.test')
    const targets = ['first@alumni.test', 'known.target@alumni.test', 'third@alumni.test']
    for (const email of targets) expect((await askFor(asker.token, email)).status).toBe(204)
    const limited = await askFor(asker.token, 'fourth@alumni.test', 'en')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited.json()).toMatchObject({
      message: 'Too many attempts. Please wait a moment and try again.',
    })
    expect((await mailbox.deliver()).flatMap(recipients).sort()).toEqual([...targets].sort())
  })

  it('limits the requests for one address from any account, so nobody is flooded', async () => {
    await t.createUser({ email: 'flooded.owner@alumni.test' })
    for (const target of ['flooded.owner@alumni.test', 'flooded.stranger@alumni.test']) {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        const { token } = await signedIn(`flooder${i}.${target}`)
        statuses.push((await askFor(token, target)).status)
      }
      expect(statuses, target).toEqual([204, 204, 429])
    }
    const { token } = await signedIn('flooder.es@alumni.test')
    const limited = await askFor(token, 'FLOODED.owner@alumni.test')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({
      message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    })
    const mails = (await mailbox.deliver()).flatMap(recipients)
    expect(mails.filter((to) => to === 'flooded.owner@alumni.test')).toHaveLength(2)
    expect(mails.filter((to) => to === 'flooded.stranger@alumni.test')).toHaveLength(2)
  })
})

describe('round two, 13. the passwords published in the repository are refused as new ones', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const registration = (email: string, password: string) =>
    alumniRegistration(email, { password, password_repeat: password })

  it('at registration, in Spanish and English, whatever the case', async () => {
    // The demo accounts' (README, docs) and the test suite's (src/test/database.ts).
    for (const password of ['Egresa-demo-2026', 'egresa-DEMO-2026', 'Egresa-test-2026']) {
      const es = await t.request('/usr/register', { json: registration('published@alumni.test', password) })
      expect(es.status, password).toBe(400)
      expect(await es.json(), password).toMatchObject({
        errors: { password: [expect.stringContaining('Esta contraseña está publicada')] },
      })
    }
    const en = await t.request('/usr/register', {
      json: registration('published@alumni.test', 'Egresa-demo-2026'),
      locale: 'en',
    })
    expect(en.status).toBe(400)
    expect(await en.json()).toMatchObject({
      errors: { password: [expect.stringContaining('This password is published')] },
    })
    expect(await t.database.db.select().from(users).where(eq(users.email, 'published@alumni.test'))).toEqual(
      [],
    )
  })

  it('as a changed password; an account that has it still signs in', async () => {
    await t.createUser({ email: 'keeps.demo@alumni.test', password: 'Egresa-demo-2026' })
    const token = await t.login('keeps.demo@alumni.test', 'Egresa-demo-2026')
    const change = await t.request('/usr/users/password', {
      method: 'PATCH',
      json: {
        password_old: 'Egresa-demo-2026',
        password: 'Egresa-demo-2026',
        password_repeat: 'Egresa-demo-2026',
      },
      token,
      locale: 'en',
    })
    expect(change.status).toBe(400)
    expect(await change.json()).toMatchObject({
      errors: { password: [expect.stringContaining('This password is published')] },
    })
  })
})
