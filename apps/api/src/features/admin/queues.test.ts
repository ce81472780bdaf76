// The office's queues of accounts and companies (docs/admin.md): the counts, rejecting with a reason mailed
// in the person's language, two office members deciding at once (one wins, the other gets a 409 naming
// them, one mail), bulk decisions, disabling a company; each with its audit entry.
import { randomBytes } from 'node:crypto'
import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { mailOutbox } from '../../db/schema/mail'
import { companies, sessions, users } from '../../db/schema/users'
import { createCompany } from '../../test/companies'
import { type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness'

let t: TestApp
let mailbox: Mailbox
let ana: string
let bea: string

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  await t.createUser({ email: 'ana@office.test', role: 'office' })
  await t.createUser({ email: 'bea@office.test', role: 'admin' })
  ana = await t.login('ana@office.test')
  bea = await t.login('bea@office.test')
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

async function pending(email: string, language: string, name = 'Pending') {
  const user = await t.createUser({ email, status: 'pending', name })
  await t.database.db.update(users).set({ language }).where(eq(users.id, user.id))
  return user
}

async function waitingCompany(email: string, name: string, language: string) {
  const company = await createCompany(t, { email, name, validated: false })
  await t.database.db.update(users).set({ language, name: 'Rita' }).where(eq(users.id, company.userId))
  return company
}

const post = (path: string, token: string, json?: unknown, locale: 'es' | 'en' = 'es') =>
  t.request(path, { method: 'POST', token, locale, ...(json === undefined ? {} : { json }) })

const queues = async () => {
  const res = await t.request('/usr/admin/queues', { token: ana })
  expect(res.status).toBe(200)
  return (await res.json()) as { users: number; companies: number; offers: number; workgroups: number }
}

/** The decisions' own entries of an item (dotted actions; refused calls have their own, named after the endpoint). */
const auditOf = async (type: string, id: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, type), eq(auditLog.objectId, id)))
      .orderBy(auditLog.id)
  ).filter((e) => e.action.includes('.'))

describe('GET /usr/admin/queues', () => {
  it('counts each queue as its list does, and changes at once after a decision', async () => {
    const before = await queues()
    const person = await pending('count.me@queues.test', 'es')
    const company = await waitingCompany('count.co@queues.test', 'Contada S.L.', 'es')
    const after = await queues()
    // The company's own (pending) account is in the companies' queue only.
    expect(after).toMatchObject({ users: before.users + 1, companies: before.companies + 1 })
    const list = await t.request('/usr/admin/users?people=true', { token: ana })
    expect(((await list.json()) as { total: number }).total).toBe(after.users)
    const companiesList = await t.request('/usr/admin/companies?status=pending', { token: ana })
    expect(((await companiesList.json()) as { total: number }).total).toBe(after.companies)

    expect((await post(`/usr/admin/users/${person.hash}/verify`, ana)).status).toBe(200)
    expect(
      (await post(`/usr/admin/companies/${company.hash}/reject`, ana, { reason: 'No existe.' })).status,
    ).toBe(200)
    expect(await queues()).toMatchObject({ users: before.users, companies: before.companies })
    await mailbox.deliver()
  })
})

describe('POST /usr/admin/users/{hash}/reject', () => {
  it('needs a reason: 400 with the field’s message in the request’s language, nothing changed', async () => {
    const person = await pending('no.reason@queues.test', 'es')
    const en = await post(`/usr/admin/users/${person.hash}/reject`, ana, { reason: '   ' }, 'en')
    expect(en.status).toBe(400)
    expect(await en.json()).toMatchObject({
      reason: 'validation_failed',
      errors: { reason: ['This field is required.'] },
    })
    const es = await post(`/usr/admin/users/${person.hash}/reject`, ana, {}, 'es')
    expect(es.status).toBe(400)
    expect(await es.json()).toMatchObject({ errors: { reason: ['Este campo es obligatorio.'] } })
    const long = await post(`/usr/admin/users/${person.hash}/reject`, ana, { reason: 'x'.repeat(2001) }, 'es')
    expect(await long.json()).toMatchObject({
      errors: { reason: ['Debe tener como máximo 2000 caracteres.'] },
    })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id))
    expect(row?.status).toBe('pending')
    expect(await mailbox.deliver()).toEqual([])
  })

  it('rejects the account, mails the reason in its language (Catalan), writes the audit entry', async () => {
    const person = await pending('rejected@queues.test', 'ca', 'Jordi')
    const res = await post(`/usr/admin/users/${person.hash}/reject`, ana, {
      reason: '  No consta com a alumne.  ',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'rejected',
      decision: { by: 'ana@office.test', at: expect.stringMatching(/^\d{4}-/) },
      decision_reason: 'No consta com a alumne.',
    })
    const mails = await mailbox.deliver()
    expect(mails).toHaveLength(1)
    expect(recipients(mails[0])).toEqual(['rejected@queues.test'])
    expect(mails[0]?.subject).toBe('La teva sol·licitud d’alta no s’ha aprovat')
    expect(mails[0]?.text).toContain('No consta com a alumne.')
    const entries = await auditOf('user', person.hash)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'users.reject',
      actorLabel: 'ana@office.test',
      reason: 'No consta com a alumne.',
      changes: { status: { before: 'pending', after: 'rejected' } },
    })
    // A rejected account cannot sign in.
    const login = await t.request('/usr/login', {
      json: { email: 'rejected@queues.test', password: TEST_PASSWORD, deviceId: 'd', deviceType: 2 },
    })
    expect(login.status).toBe(403)
  })

  it('mails an English account in English; a company’s account is decided with its company', async () => {
    const person = await pending('english@queues.test', 'en', 'John')
    await post(`/usr/admin/users/${person.hash}/reject`, ana, { reason: 'Not an alumnus.' })
    const [mail] = await mailbox.deliver()
    expect(mail?.subject).toBe('Your registration has not been approved')
    const company = await waitingCompany('co.account@queues.test', 'Cuenta S.L.', 'es')
    const res = await post(`/usr/admin/users/${company.userHash}/reject`, ana, { reason: 'x' }, 'en')
    expect(res.status).toBe(409)
    expect((await post('/usr/admin/users/nobody/reject', ana, { reason: 'x' })).status).toBe(404)
  })
})

describe('two office members on the same account at once', () => {
  it('verify × verify: one wins, the other gets a 409 naming who verified and when; one mail', async () => {
    const person = await pending('race.verify@queues.test', 'es')
    const answers = await Promise.all([
      post(`/usr/admin/users/${person.hash}/verify`, ana, undefined, 'en'),
      post(`/usr/admin/users/${person.hash}/verify`, bea, undefined, 'en'),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = answers.find((r) => r.status === 409) as Response
    const winner = answers[0]?.status === 200 ? 'ana@office.test' : 'bea@office.test'
    const body = (await loser.json()) as { reason: string; message: string }
    expect(body.reason).toBe('conflict')
    expect(body.message).toMatch(
      new RegExp(
        `^This account was already verified by ${winner} on \\d\\d/\\d\\d/\\d{4} at \\d\\d:\\d\\d\\.$`,
      ),
    )
    expect(await mailbox.deliver()).toHaveLength(1)
    const entries = await auditOf('user', person.hash)
    expect(entries.filter((e) => e.action === 'users.verify')).toHaveLength(1)
  })

  it('verify × reject: one wins; the 409 is in Spanish for a Spanish request; one mail', async () => {
    const person = await pending('race.reject@queues.test', 'es')
    const answers = await Promise.all([
      post(`/usr/admin/users/${person.hash}/reject`, ana, { reason: 'Duplicada.' }),
      post(`/usr/admin/users/${person.hash}/verify`, bea),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = answers.find((r) => r.status === 409) as Response
    expect(((await loser.json()) as { message: string }).message).toMatch(
      /^Esta cuenta ya fue (verificada|rechazada) por (ana|bea)@office\.test el \d\d\/\d\d\/\d{4} a las \d\d:\d\d\.$/,
    )
    expect(await mailbox.deliver()).toHaveLength(1)
  })
})

describe('POST /usr/admin/users/bulk', () => {
  it('verifies 600 accounts in one request: mails and audit entries for each, the decided ones skipped', async () => {
    const hashes = Array.from({ length: 600 }, () => randomBytes(9).toString('base64url'))
    await t.database.db.insert(users).values(
      hashes.map((hash, i) => ({
        hash,
        email: `bulk${i}@queues.test`,
        role: 'alumniFreemium' as const,
        status: 'pending' as const,
        name: `Bulk${i}`,
        language: i % 2 ? 'en' : 'es',
      })),
    )
    const decided = await pending('bulk.decided@queues.test', 'es')
    await post(`/usr/admin/users/${decided.hash}/reject`, bea, { reason: 'Duplicada.' })
    await mailbox.deliver()
    const [outboxBefore] = await t.database.db.select({ n: count() }).from(mailOutbox)

    const started = performance.now()
    const res = await post('/usr/admin/users/bulk', ana, {
      action: 'approve',
      hashes: [...hashes, decided.hash, 'nobody'],
    })
    const took = performance.now() - started
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      done: string[]
      skipped: { hash: string; status: string; decision: { by: string } }[]
      not_found: string[]
    }
    expect(body.done).toHaveLength(600)
    expect(body.skipped).toEqual([
      { hash: decided.hash, status: 'rejected', decision: { by: 'bea@office.test', at: expect.any(String) } },
    ])
    expect(body.not_found).toEqual(['nobody'])
    // Set-based: a few statements whatever the number (a loaded test machine still answers well within this).
    expect(took).toBeLessThan(5_000)

    const active = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.hash, hashes), eq(users.status, 'active')))
    expect(active[0]?.n).toBe(600)
    const [outboxAfter] = await t.database.db.select({ n: count() }).from(mailOutbox)
    expect((outboxAfter?.n ?? 0) - (outboxBefore?.n ?? 0)).toBe(600)
    const [english] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'bulk1@queues.test'))
    expect(english?.subject).toBe('Your account has been verified')
    const entries = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'users.verify'), inArray(auditLog.objectId, hashes)))
    expect(entries[0]?.n).toBe(600)
    // The mails go out; clear them for the next tests.
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.status, 'pending'))
  })

  it('rejects in bulk only with a reason (400 on `reason`), over 1000 hashes is a 400', async () => {
    const person = await pending('bulk.reject@queues.test', 'en')
    const noReason = await post(
      '/usr/admin/users/bulk',
      ana,
      { action: 'reject', hashes: [person.hash] },
      'en',
    )
    expect(noReason.status).toBe(400)
    expect(await noReason.json()).toMatchObject({
      errors: { reason: ['Write the reason for the rejection: it is e-mailed to each person.'] },
    })
    const tooMany = await post(
      '/usr/admin/users/bulk',
      ana,
      { action: 'approve', hashes: Array.from({ length: 1001 }, (_, i) => `h${i}`) },
      'en',
    )
    expect(await tooMany.json()).toMatchObject({
      errors: { hashes: ['Choose between 1 and 1000 items a request.'] },
    })
    const ok = await post('/usr/admin/users/bulk', ana, {
      action: 'reject',
      hashes: [person.hash],
      reason: 'No.',
    })
    expect(await ok.json()).toMatchObject({ done: [person.hash], skipped: [], not_found: [] })
    const [mail] = await mailbox.deliver()
    expect(mail?.subject).toBe('Your registration has not been approved')
    expect(await auditOf('user', person.hash)).toEqual([
      expect.objectContaining({ action: 'users.reject', reason: 'No.' }),
    ])
  })
})

describe('companies: reject, disable, enable, race, bulk', () => {
  it('rejects a pending company with a reason mailed to its user in their language', async () => {
    const company = await waitingCompany('reject.co@queues.test', 'Harbour Tech Ltd', 'en')
    const bad = await post(`/usr/admin/companies/${company.hash}/reject`, ana, { reason: '' }, 'en')
    expect(bad.status).toBe(400)
    const res = await post(`/usr/admin/companies/${company.hash}/reject`, ana, { reason: 'Unknown tax id.' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'rejected', decision_reason: 'Unknown tax id.' })
    const [mail] = await mailbox.deliver()
    expect(recipients(mail)).toEqual(['reject.co@queues.test'])
    expect(mail?.subject).toBe('The registration of Harbour Tech Ltd has not been approved')
    const [account] = await t.database.db.select().from(users).where(eq(users.id, company.userId))
    expect(account?.status).toBe('rejected')
    expect(await auditOf('company', company.hash)).toEqual([
      expect.objectContaining({ action: 'companies.reject', reason: 'Unknown tax id.' }),
    ])
    const again = await post(`/usr/admin/companies/${company.hash}/validate`, bea, undefined, 'en')
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^This company was already rejected by ana@office\.test on /,
    )
  })

  it('validate × validate at once: one wins, one 409, one mail', async () => {
    const company = await waitingCompany('race.co@queues.test', 'Carrera S.L.', 'es')
    const answers = await Promise.all([
      post(`/usr/admin/companies/${company.hash}/validate`, ana),
      post(`/usr/admin/companies/${company.hash}/validate`, bea),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await mailbox.deliver()).toHaveLength(1)
  })

  it('disables a company: its sessions end, it is mailed, it cannot sign in; enable lets it back', async () => {
    const company = await waitingCompany('disable.co@queues.test', 'Apagada S.L.', 'es')
    await post(`/usr/admin/companies/${company.hash}/validate`, ana)
    await mailbox.deliver()
    const token = await t.login('disable.co@queues.test')
    expect((await t.request('/usr/company', { token })).status).toBe(200)

    expect((await post(`/usr/admin/companies/${company.hash}/disable`, ana, {}, 'en')).status).toBe(400)
    const res = await post(`/usr/admin/companies/${company.hash}/disable`, ana, { reason: 'Ofertas falsas.' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'disabled', decision_reason: 'Ofertas falsas.' })
    expect((await t.request('/usr/company', { token })).status).toBe(401)
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, company.userId))).toEqual([])
    const [mail] = await mailbox.deliver()
    expect(mail?.subject).toBe('Apagada S.L. ha sido desactivada en la bolsa de empleo')
    await expect(t.login('disable.co@queues.test')).rejects.toThrow(/403/)

    const twice = await post(`/usr/admin/companies/${company.hash}/disable`, bea, { reason: 'x' })
    expect(twice.status).toBe(409)
    expect((await post(`/usr/admin/companies/${company.hash}/enable`, bea)).status).toBe(200)
    expect(await t.login('disable.co@queues.test')).toBeTruthy()
    expect((await post(`/usr/admin/companies/${company.hash}/enable`, bea)).status).toBe(409)
    const actions = (await auditOf('company', company.hash)).map((e) => e.action)
    expect(actions).toEqual(['companies.validate', 'companies.disable', 'companies.enable'])
  })

  it('GET /usr/admin/companies/{hash} reads a company in any state; bulk validates and skips', async () => {
    const one = await waitingCompany('bulk.one@queues.test', 'Uno S.L.', 'es')
    const two = await waitingCompany('bulk.two@queues.test', 'Dos S.L.', 'en')
    const read = await t.request(`/usr/admin/companies/${one.hash}`, { token: ana })
    expect(await read.json()).toMatchObject({
      company: { hash: one.hash, status: 'pending', decision: null },
      offers: [],
    })
    await post(`/usr/admin/companies/${two.hash}/validate`, bea)
    const res = await post('/usr/admin/companies/bulk', ana, {
      action: 'approve',
      hashes: [one.hash, two.hash],
    })
    expect(await res.json()).toMatchObject({
      done: [one.hash],
      skipped: [{ hash: two.hash, status: 'validated', decision: { by: 'bea@office.test' } }],
    })
    expect(await mailbox.deliver()).toHaveLength(2)
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, one.id))
    expect(row?.validatedAt).not.toBeNull()
  })
})
