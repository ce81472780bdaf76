// Newsletters (docs/newsletters.md): the office's drafts, audience counts, tests and sends, each with its
// permission and audit entry; the audience's rule (only active people who accepted the newsletter, whatever
// the filters); the mail through a real SMTP exchange with its one-click List-Unsubscribe headers; the
// one-click unsubscribe without a session, a forged token refused; a send that stops halfway and is resumed
// by another sender: every recipient gets exactly one mail (on PGlite, and on PostgreSQL with DATABASE_URL).

import type { Role } from '@egresa/api-contract/permissions'
import { and, eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { mailOutbox } from '../../db/schema/mail'
import { newsletterCampaigns, newsletterRecipients } from '../../db/schema/newsletters'
import { consentRecords } from '../../db/schema/privacy'
import { categories } from '../../db/schema/reference'
import { users } from '../../db/schema/users'
import { mailLinkSecret } from '../../lib/links'
import { purgeSentMail } from '../../lib/mail/outbox'
import { createCompany } from '../../test/companies'
import { type Mailbox, referenceHashes, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { newsletterToken } from './mails'
import { runNewsletters } from './sender'

let t: TestApp
let mailbox: Mailbox
let admin: string
let office: string
let alumni: string
let companyToken: string
let leafHash: string
let branchHash: string

const links = () => ({
  secret: mailLinkSecret(t.env),
  alumniOrigin: 'http://localhost',
  apiOrigin: 'http://localhost',
})
let counter = 0

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  await t.createUser({ email: 'admin@boletin.test', role: 'admin', name: 'Admin' })
  await t.createUser({ email: 'oficina@boletin.test', role: 'office', name: 'Oficina' })
  await t.createUser({ email: 'alumni@boletin.test', role: 'alumniPremium' })
  await createCompany(t, { email: 'rrhh@boletin.test', name: 'Boletín S.L.' })
  admin = await t.login('admin@boletin.test')
  office = await t.login('oficina@boletin.test')
  alumni = await t.login('alumni@boletin.test')
  companyToken = await t.login('rrhh@boletin.test')
  const ref = await referenceHashes(t)
  leafHash = ref.leaf
  branchHash = ref.branch
  // The leaf under the branch, for the "studies and its sub-categories" filter.
  const child = ref.categories.find((c) => c.parentId === ref.branchId)
  if (child) leafHash = child.hash
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

type Person = {
  role?: Role
  status?: 'active' | 'pending' | 'disabled'
  newsletter?: boolean
  year?: number | null
  category?: string | null
  country?: string | null
  language?: string
  jobs?: boolean
}

/** A person of the tests' own (a unique surname names them) with the profile given. */
async function person(p: Person = {}) {
  counter++
  const email = `persona${counter}.${Date.now().toString(36)}@boletin.test`
  const user = await t.createUser({ email, role: p.role ?? 'alumniFreemium', status: p.status ?? 'active' })
  const [category] = p.category
    ? await t.database.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.hash, p.category))
    : []
  await t.database.db
    .update(users)
    .set({
      isNewsletter: p.newsletter ?? true,
      graduationYear: p.year ?? null,
      countryCode: p.country ?? null,
      language: p.language ?? 'es',
      isReceiveJobs: p.jobs ?? false,
      categoryId: category?.id ?? null,
      name: `Persona${counter}`,
    })
    .where(eq(users.id, user.id))
  return user
}

const body = (extra: Record<string, unknown> = {}) => ({
  subject_es: 'Novedades de la oficina',
  body_es: '<p>Hola <strong>comunidad</strong><script>alert(1)</script></p>',
  ...extra,
})

async function create(token = admin, extra: Record<string, unknown> = {}) {
  const res = await t.request('/usr/admin/newsletters', { token, json: body(extra) })
  expect(res.status).toBe(201)
  return (await res.json()) as { hash: string; body_es: string; status: string }
}

async function count(audience: Record<string, unknown>) {
  const res = await t.request('/usr/admin/newsletters/audience', { token: admin, json: { audience } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { count: number }).count
}

async function auditOf(action: string, hash: string) {
  await t.app.settled()
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, hash)))
}

/** Every mail waiting in the outbox, delivered to the SMTP server. */
async function deliverAll(): Promise<ParsedMail[]> {
  const all: ParsedMail[] = []
  for (;;) {
    const batch = await mailbox.deliver()
    if (!batch.length) return all
    all.push(...batch)
  }
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '')

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address

describe('who may do what', () => {
  it('refuses anonymous callers (401), alumni and companies (403), and lets the admin and the office in', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/usr/admin/newsletters'],
      ['POST', '/usr/admin/newsletters', body()],
      ['POST', '/usr/admin/newsletters/audience', { audience: {} }],
    ]
    for (const [method, path, json] of calls) {
      const init = { method, ...(json ? { json } : {}) }
      expect((await t.request(path, init)).status, `${method} ${path}`).toBe(401)
      expect((await t.request(path, { ...init, token: alumni })).status).toBe(403)
      expect((await t.request(path, { ...init, token: companyToken })).status).toBe(403)
      expect((await t.request(path, { ...init, token: office })).status).toBeLessThan(300)
      expect((await t.request(path, { ...init, token: admin })).status).toBeLessThan(300)
    }
    const { hash } = await create()
    for (const [method, path, json] of [
      ['GET', `/usr/admin/newsletters/${hash}`],
      ['PUT', `/usr/admin/newsletters/${hash}`, body()],
      ['POST', `/usr/admin/newsletters/${hash}/test`],
      ['POST', `/usr/admin/newsletters/${hash}/send`, {}],
      ['POST', `/usr/admin/newsletters/${hash}/cancel`],
      ['DELETE', `/usr/admin/newsletters/${hash}`],
    ] as [string, string, unknown?][]) {
      const init = { method, ...(json ? { json } : {}) }
      expect((await t.request(path, init)).status, `${method} ${path}`).toBe(401)
      expect((await t.request(path, { ...init, token: alumni })).status).toBe(403)
      expect((await t.request(path, { ...init, token: companyToken })).status).toBe(403)
    }
    // Nothing of it changed the draft.
    const [row] = await t.database.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.hash, hash))
    expect(row?.status).toBe('draft')
  })
})

describe('drafts', () => {
  it('saves a draft with its HTML cleaned, changes it and deletes it, each audited', async () => {
    const draft = await create(office)
    expect(draft.status).toBe('draft')
    expect(draft.body_es).toBe('<p>Hola <strong>comunidad</strong></p>')
    expect(await auditOf('newsletters.create', draft.hash)).toHaveLength(1)

    const put = await t.request(`/usr/admin/newsletters/${draft.hash}`, {
      method: 'PUT',
      token: office,
      json: body({ subject_es: 'Otro asunto', subject_ca: 'Novetats', body_ca: '<p>Hola</p>' }),
    })
    expect(put.status).toBe(200)
    expect(await put.json()).toMatchObject({ subject_es: 'Otro asunto', subject_ca: 'Novetats' })
    const [updated] = await auditOf('newsletters.update', draft.hash)
    expect(updated?.changes).toMatchObject({
      subjectEs: { before: 'Novedades de la oficina', after: 'Otro asunto' },
    })

    const list = await t.request('/usr/admin/newsletters?status=draft&text=otro', { token: office })
    expect(((await list.json()) as { items: { hash: string }[] }).items.map((i) => i.hash)).toContain(
      draft.hash,
    )

    expect(
      (await t.request(`/usr/admin/newsletters/${draft.hash}`, { method: 'DELETE', token: office })).status,
    ).toBe(204)
    expect(await auditOf('newsletters.delete', draft.hash)).toHaveLength(1)
    expect((await t.request(`/usr/admin/newsletters/${draft.hash}`, { token: office })).status).toBe(404)
  })

  it('needs the Spanish subject and text (400 naming them)', async () => {
    const res = await t.request('/usr/admin/newsletters', {
      token: admin,
      json: { subject_es: '', body_es: '' },
    })
    expect(res.status).toBe(400)
    const errors = ((await res.json()) as { errors: Record<string, string[]> }).errors
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['subject_es', 'body_es']))
  })
})

describe('the audience', () => {
  it('never holds a person without the newsletter’s consent, an inactive account, a company or the office, whatever the filters', async () => {
    const year = 1931
    const base = {
      year,
      country: 'PT',
      language: 'ca',
      category: leafHash,
      jobs: true,
      role: 'alumniDesempleados' as Role,
    }
    await person(base)
    await person({ ...base, newsletter: false })
    await person({ ...base, status: 'pending' })
    await person({ ...base, status: 'disabled' })
    const companyUser = await person({ ...base, role: 'company' })
    const officeUser = await person({ ...base, role: 'office' })
    expect(companyUser && officeUser).toBeTruthy()
    const filters = [
      {},
      { graduation_from: year, graduation_to: year },
      { category: branchHash, graduation_from: year },
      { country_code: 'PT', graduation_to: year },
      { language: 'ca', graduation_from: year, graduation_to: year },
      { job_seekers: true, graduation_from: year, graduation_to: year },
      { roles: ['alumniDesempleados'], graduation_from: year, graduation_to: year },
    ]
    const all = await count({})
    const [eligible] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`is_newsletter and status = 'active' and role not in ('company', 'admin', 'office')`)
    expect(all).toBe(eligible?.n)
    for (const audience of filters.slice(1)) expect(await count(audience), JSON.stringify(audience)).toBe(1)
  })

  it('filters by a range of graduation years, studies (and their sub-categories), tier, country, language and job seekers', async () => {
    await person({ year: 1941, country: 'FR', language: 'en' })
    await person({ year: 1942, category: leafHash, role: 'alumniPremium' })
    await person({ year: 1943, jobs: true, language: 'ca' })
    await person({ year: 1943, role: 'alumniDesempleados' })
    const range = { graduation_from: 1941, graduation_to: 1943 }
    expect(await count(range)).toBe(4)
    expect(await count({ graduation_from: 1942, graduation_to: 1942 })).toBe(1)
    expect(await count({ ...range, category: branchHash })).toBe(1)
    expect(await count({ ...range, roles: ['alumniPremium', 'alumniDesempleados'] })).toBe(2)
    expect(await count({ ...range, country_code: 'FR' })).toBe(1)
    expect(await count({ ...range, language: 'en' })).toBe(1)
    expect(await count({ ...range, language: 'es' })).toBe(2)
    expect(await count({ ...range, job_seekers: true })).toBe(2)
  })
})

describe('sending', () => {
  it('mails a test to the office account itself, marked as a test, with the one-click headers', async () => {
    const { hash } = await create(office)
    await deliverAll()
    const res = await t.request(`/usr/admin/newsletters/${hash}/test`, { method: 'POST', token: office })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: 'oficina@boletin.test' })
    const mails = await deliverAll()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    if (!mail) throw new Error('no mail')
    expect(to(mail)).toBe('oficina@boletin.test')
    expect(mail.subject).toBe('[Prueba] Novedades de la oficina')
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost\/api\/newsletters\/unsubscribe\/[\w.-]+>$/,
    )
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(await auditOf('newsletters.test', hash)).toHaveLength(1)
    // A test is not a send.
    const [row] = await t.database.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.hash, hash))
    expect(row?.status).toBe('draft')
  })

  it('sends now: the audience frozen, the mail in each person’s language, the footer and headers, the counts', async () => {
    const es = await person({ year: 1951 })
    const en = await person({ year: 1951, language: 'en' })
    const ca = await person({ year: 1951, language: 'ca' })
    await person({ year: 1951, newsletter: false })
    const outside = await person({ year: 1952 })
    const { hash } = await create(admin, {
      subject_en: 'Office news',
      body_en: '<p>Hello <a href="https://example.org/x?a=1&amp;b=2">community</a></p>',
      audience: { graduation_from: 1951, graduation_to: 1951 },
    })
    const sent = await t.request(`/usr/admin/newsletters/${hash}/send`, {
      method: 'POST',
      token: admin,
      json: {},
    })
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({
      status: 'sending',
      recipients: 3,
      counts: { recipients: 3, queued: 0 },
    })
    const [audit] = await auditOf('newsletters.send', hash)
    expect(audit?.changes).toMatchObject({ recipients: { after: 3 } })
    // Sent once: a second send is a conflict, and so is a change.
    expect(
      (await t.request(`/usr/admin/newsletters/${hash}/send`, { method: 'POST', token: admin, json: {} }))
        .status,
    ).toBe(409)
    expect(
      (await t.request(`/usr/admin/newsletters/${hash}`, { method: 'PUT', token: admin, json: body() }))
        .status,
    ).toBe(409)

    // Someone who joins the audience after the start is not added: the audience was frozen.
    await person({ year: 1951 })
    await deliverAll()
    const run = await runNewsletters(t.database.db, { links: links(), budget: 100 })
    expect(run).toMatchObject({ queued: 3, finished: 1 })
    const mails = await deliverAll()
    expect(mails.map(to).sort()).toEqual([es.email, en.email, ca.email].sort())
    expect(mails.map(to)).not.toContain(outside.email)
    const byTo = new Map(mails.map((m) => [to(m), m]))
    expect(byTo.get(en.email)?.subject).toBe('Office news')
    expect(byTo.get(en.email)?.html).toContain('<a href="https://example.org/x?a=1&amp;b=2"')
    expect(byTo.get(en.email)?.text).toContain('community (https://example.org/x?a=1&b=2)')
    // Catalan without a text of its own: the Spanish one, with the Catalan chrome.
    expect(byTo.get(ca.email)?.subject).toBe('Novedades de la oficina')
    expect(byTo.get(ca.email)?.text).toContain('Hola, Persona')
    const mail = byTo.get(es.email)
    if (!mail) throw new Error('no mail')
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const oneClick = /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1]
    expect(oneClick).toMatch(/^http:\/\/localhost\/api\/newsletters\/unsubscribe\//)
    expect(mail.text).toContain('Recibes este boletín porque aceptaste recibir las novedades')
    expect(mail.text).toMatch(/http:\/\/localhost\/es\/newsletter\/unsubscribe\?token=/)
    // No tracking: no image the office did not put there, and the links as written.
    expect(mail.html).not.toMatch(/<img/)

    const page = await t.request(`/usr/admin/newsletters/${hash}`, { token: admin })
    expect(await page.json()).toMatchObject({
      status: 'sent',
      counts: { recipients: 3, queued: 3, sent: 3, failed: 0, skipped: 0, unsubscribed: 0 },
    })
    // The counts outlive the purge of sent mail.
    await purgeSentMail(t.database.db, new Date(Date.now() + 60_000))
    await runNewsletters(t.database.db, { links: links(), budget: 100 })
    const after = await t.request(`/usr/admin/newsletters/${hash}`, { token: admin })
    expect(await after.json()).toMatchObject({ counts: { recipients: 3, sent: 3 } })
  })

  it('leaves out at its turn a person who unsubscribed after the start', async () => {
    const stays = await person({ year: 1961 })
    const leaves = await person({ year: 1961 })
    const { hash } = await create(admin, { audience: { graduation_from: 1961, graduation_to: 1961 } })
    await t.request(`/usr/admin/newsletters/${hash}/send`, { method: 'POST', token: admin, json: {} })
    await t.database.db.update(users).set({ isNewsletter: false }).where(eq(users.id, leaves.id))
    await deliverAll()
    await runNewsletters(t.database.db, { links: links(), budget: 100 })
    expect((await deliverAll()).map(to)).toEqual([stays.email])
    const res = await t.request(`/usr/admin/newsletters/${hash}`, { token: admin })
    expect(await res.json()).toMatchObject({ counts: { recipients: 2, sent: 1, skipped: 1 } })
  })

  it('schedules (a time ahead only), cancels, and starts a scheduled one when it is due', async () => {
    await person({ year: 1971 })
    const { hash } = await create(office, { audience: { graduation_from: 1971, graduation_to: 1971 } })
    const past = await t.request(`/usr/admin/newsletters/${hash}/send`, {
      method: 'POST',
      token: office,
      json: { scheduled_at: new Date(Date.now() - 60_000).toISOString() },
    })
    expect(past.status).toBe(400)
    const at = new Date(Date.now() + 3_600_000)
    const scheduled = await t.request(`/usr/admin/newsletters/${hash}/send`, {
      method: 'POST',
      token: office,
      json: { scheduled_at: at.toISOString() },
    })
    expect(await scheduled.json()).toMatchObject({
      status: 'scheduled',
      scheduled_at: at.toISOString(),
      counts: null,
    })
    expect(await auditOf('newsletters.schedule', hash)).toHaveLength(1)
    // Not due yet.
    await runNewsletters(t.database.db, { links: links(), budget: 100 })
    const [waiting] = await t.database.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.hash, hash))
    expect(waiting?.status).toBe('scheduled')
    // Due (the job's clock an hour on): started and sent.
    await deliverAll()
    await runNewsletters(t.database.db, { links: links(), budget: 100, now: new Date(at.getTime() + 1000) })
    expect(await deliverAll()).toHaveLength(1)

    const other = await create(office)
    await t.request(`/usr/admin/newsletters/${other.hash}/send`, {
      method: 'POST',
      token: office,
      json: { scheduled_at: at.toISOString() },
    })
    const cancel = await t.request(`/usr/admin/newsletters/${other.hash}/cancel`, {
      method: 'POST',
      token: office,
    })
    expect(await cancel.json()).toMatchObject({ status: 'cancelled' })
    expect(await auditOf('newsletters.cancel', other.hash)).toHaveLength(1)
    expect(
      (await t.request(`/usr/admin/newsletters/${other.hash}/cancel`, { method: 'POST', token: office }))
        .status,
    ).toBe(409)
    await runNewsletters(t.database.db, { links: links(), budget: 100, now: new Date(at.getTime() + 1000) })
    const [cancelled] = await t.database.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.hash, other.hash))
    expect(cancelled?.startedAt).toBeNull()
  })
})

describe('a send stopped halfway', () => {
  it('is resumed by another sender: every recipient gets exactly one mail', async () => {
    const people = []
    for (let i = 0; i < 23; i++) people.push(await person({ year: 1981 }))
    const { hash } = await create(admin, { audience: { graduation_from: 1981, graduation_to: 1981 } })
    await t.request(`/usr/admin/newsletters/${hash}/send`, { method: 'POST', token: admin, json: {} })
    await deliverAll()

    // The first sender hands over two batches of 5, then dies inside the third (its transaction is lost).
    const crash = new Error('the process died')
    await expect(
      runNewsletters(t.database.db, {
        links: links(),
        budget: 100,
        batchSize: 5,
        onBatch: (batch) => {
          if (batch === 3) throw crash
        },
      }),
    ).rejects.toBe(crash)
    const first = await deliverAll()
    expect(first).toHaveLength(10)
    const [campaign] = await t.database.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.hash, hash))
    if (!campaign) throw new Error('no campaign')
    const statuses = await t.database.db
      .select({ status: newsletterRecipients.status, n: sql<number>`count(*)::int` })
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.campaignId, campaign.id))
      .groupBy(newsletterRecipients.status)
    expect(Object.fromEntries(statuses.map((s) => [s.status, s.n]))).toEqual({ queued: 10, pending: 13 })

    // Another sender (a new process on the same database) goes on, two at once where the database allows it.
    await Promise.all([
      runNewsletters(t.database.db, { links: links(), budget: 100, batchSize: 4 }),
      runNewsletters(t.database.db, { links: links(), budget: 100, batchSize: 4 }),
    ])
    const mails = await deliverAll()
    const delivered = await t.database.db
      .select({ to: mailOutbox.toAddress, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'newsletter'), sql`${mailOutbox.toAddress} like 'persona%'`))
      .groupBy(mailOutbox.toAddress)
    const mine = new Set(people.map((p) => p.email))
    expect(delivered.filter((d) => mine.has(d.to)).map((d) => d.n)).toEqual(people.map(() => 1))
    // What the SMTP server received: the ten of the first sender, then the thirteen others, each once.
    const received = [...first, ...mails].map(to)
    expect(received).toHaveLength(23)
    expect(new Set(received)).toEqual(mine)
    const res = await t.request(`/usr/admin/newsletters/${hash}`, { token: admin })
    expect(await res.json()).toMatchObject({
      status: 'sent',
      counts: { recipients: 23, queued: 23, sent: 23 },
    })
  })
})

describe('unsubscribing', () => {
  async function sentTo(p: { hash: string }) {
    const { hash } = await create(admin)
    await t.database.db.execute(
      sql`update newsletter_campaigns set status = 'sent', started_at = now() where hash = ${hash}`,
    )
    await t.database.db.execute(
      sql`insert into newsletter_recipients (campaign_id, user_id, email, language, status) select c.id, u.id, u.email, 'es', 'sent' from newsletter_campaigns c, users u where c.hash = ${hash} and u.hash = ${p.hash}`,
    )
    return { campaign: hash, token: newsletterToken(mailLinkSecret(t.env), p.hash, hash) }
  }

  it('one click: a POST without a session or the API key turns it off, records the consent and counts it', async () => {
    const p = await person({ year: 1991 })
    const { campaign, token } = await sentTo(p)
    const res = await t.request(`/api/newsletters/unsubscribe/${token}`, {
      method: 'POST',
      apiKey: null,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(204)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id))
    expect(row?.isNewsletter).toBe(false)
    const consents = await t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, p.id))
    expect(consents).toMatchObject([{ kind: 'newsletter', granted: false, source: 'mail-link' }])
    const page = await t.request(`/usr/admin/newsletters/${campaign}`, { token: admin })
    expect(await page.json()).toMatchObject({ counts: { unsubscribed: 1 } })
    // Again is fine, and records nothing more.
    expect(
      (await t.request(`/api/newsletters/unsubscribe/${token}`, { method: 'POST', apiKey: null })).status,
    ).toBe(204)
    expect(
      await t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, p.id)),
    ).toHaveLength(1)
  })

  it('the alumni app’s page posts the token (no session) and is told the address', async () => {
    const p = await person({ year: 1992 })
    const { token } = await sentTo(p)
    const res = await t.request('/api/newsletters/unsubscribe', { json: { token } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: p.email })
  })

  it('a browser opening the one-click address is sent to the alumni app’s page in the person’s language', async () => {
    const p = await person({ year: 1993, language: 'en' })
    const { token } = await sentTo(p)
    const res = await t.request(`/api/newsletters/unsubscribe/${token}`, { apiKey: null })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(
      `http://localhost/en/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    )
    // A GET unsubscribes nobody.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id))
    expect(row?.isNewsletter).toBe(true)
  })

  it('refuses a forged or altered token (400) and changes nothing', async () => {
    const p = await person({ year: 1994 })
    const { token } = await sentTo(p)
    const other = await person({ year: 1994 })
    const [userHash, campaignHash, signature = ''] = token.split('.')
    const forged = [
      `${other.hash}.${campaignHash}.${signature}`,
      `${userHash}.${campaignHash}.${signature.slice(0, -2)}xx`,
      newsletterToken('another-secret-of-at-least-32-characters', p.hash, campaignHash ?? ''),
    ]
    for (const bad of forged) {
      const res = await t.request(`/api/newsletters/unsubscribe/${bad}`, { method: 'POST', apiKey: null })
      expect(res.status, bad).toBe(400)
      const json = await t.request('/api/newsletters/unsubscribe', { json: { token: bad } })
      expect(json.status).toBe(400)
      expect(((await json.json()) as { errors: Record<string, string[]> }).errors.token).toHaveLength(1)
    }
    expect(
      (await t.request('/api/newsletters/unsubscribe/nada', { method: 'POST', apiKey: null })).status,
    ).toBe(400)
    for (const id of [p.id, other.id]) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id))
      expect(row?.isNewsletter).toBe(true)
      expect(await t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, id))).toEqual(
        [],
      )
    }
  })
})
