// The office's review of offers (docs/admin.md): reading a pending offer as alumni will, approving and
// rejecting with a reason (required) mailed in the company's language, closing a published offer on the
// company's behalf, two office members at once (one wins, a 409 naming them, one mail), bulk decisions;
// each with its audit entry.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type CompanyActor, createCompany, offerIn, offerRow } from '../../test/jobs'

let t: TestApp
let mailbox: Mailbox
let ana: string
let bea: string
let company: CompanyActor

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  mailbox = await startMailbox(t)
  await t.createUser({ email: 'ana@office.test', role: 'office' })
  await t.createUser({ email: 'bea@office.test', role: 'admin' })
  ana = await t.login('ana@office.test')
  bea = await t.login('bea@office.test')
  company = await createCompany(t, { language: 'en', recruiter: 'Carmen' })
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

const post = (path: string, token: string, json?: unknown, locale: 'es' | 'en' = 'es') =>
  t.request(path, { method: 'POST', token, locale, ...(json === undefined ? {} : { json }) })

const decisionsOf = async (hash: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'offer'), eq(auditLog.objectId, hash)))
      .orderBy(auditLog.id)
  ).filter((e) => e.action.includes('.'))

describe('the office and offers', () => {
  it('reads a pending offer as alumni will (the public page refuses it)', async () => {
    const hash = await offerIn(t, company, 'PENDING')
    expect((await t.request(`/api/jobs/${hash}`)).status).toBe(404)
    const res = await t.request(`/usr/admin/offers/${hash}`, { token: ana })
    expect(res.status).toBe(200)
    const offer = (await res.json()) as { hash: string; title: string; company: { name: string } }
    expect(offer).toMatchObject({ hash, company: { name: 'Innovación Mediterránea S.L.' } })
    expect((await t.request(`/usr/admin/offers/${hash}`, { token: company.token })).status).toBe(403)
  })

  it('rejects only with a reason (400 es/en), then mails it in the company’s language', async () => {
    const hash = await offerIn(t, company, 'PENDING')
    const en = await post(`/usr/admin/offers/${hash}/reject`, ana, {}, 'en')
    expect(en.status).toBe(400)
    expect(await en.json()).toMatchObject({ errors: { reason: ['This field is required.'] } })
    const es = await post(`/usr/admin/offers/${hash}/reject`, ana, { reason: ' ' }, 'es')
    expect(await es.json()).toMatchObject({ errors: { reason: ['Este campo es obligatorio.'] } })
    const res = await post(`/usr/admin/offers/${hash}/reject`, ana, { reason: 'Falta el salario.' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'UNPUBLISHED',
      review_note: 'Falta el salario.',
      decision: { by: 'ana@office.test' },
    })
    const [mail] = await mailbox.deliver()
    expect(recipients(mail)).toEqual([company.email])
    expect(mail?.subject).toMatch(/^Your offer ".*" needs changes$/)
    expect(await decisionsOf(hash)).toEqual([
      expect.objectContaining({
        action: 'offers.reject',
        reason: 'Falta el salario.',
        actorLabel: 'ana@office.test',
      }),
    ])
  })

  it('approve × reject at once: one wins, the other a 409 naming who and when; one mail', async () => {
    const hash = await offerIn(t, company, 'PENDING')
    const answers = await Promise.all([
      post(`/usr/admin/offers/${hash}/approve`, ana, undefined, 'en'),
      post(`/usr/admin/offers/${hash}/reject`, bea, { reason: 'No.' }, 'en'),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = answers.find((r) => r.status === 409) as Response
    expect(((await loser.json()) as { message: string }).message).toMatch(
      /^This offer was already (approved|sent back to draft) by (ana|bea)@office\.test on \d\d\/\d\d\/\d{4} at \d\d:\d\d\.$/,
    )
    expect(await mailbox.deliver()).toHaveLength(1)
    expect(await decisionsOf(hash)).toHaveLength(1)
  })

  it('closes a published offer on the company’s behalf with a reason the company is mailed', async () => {
    const hash = await offerIn(t, company, 'PUBLISHED')
    expect((await post(`/usr/admin/offers/${hash}/close`, ana, {}, 'en')).status).toBe(400)
    const res = await post(`/usr/admin/offers/${hash}/close`, ana, { reason: 'The position is filled.' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'CLOSED', review_note: 'The position is filled.' })
    expect((await offerRow(t, hash))?.closedAt).not.toBeNull()
    const [mail] = await mailbox.deliver()
    expect(recipients(mail)).toEqual([company.email])
    expect(mail?.subject).toMatch(/^Your offer ".*" has been closed$/)
    expect(mail?.text).toContain('The position is filled.')
    const again = await post(`/usr/admin/offers/${hash}/close`, bea, { reason: 'x' }, 'en')
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^This offer was already closed by the office by ana@office\.test on /,
    )
    expect((await decisionsOf(hash)).map((e) => e.action)).toEqual(['offers.close'])
    // The company cannot reopen what the office closed (it would be back in the job bank unreviewed).
    const reopen = await t.request(`/usr/company/offers/${hash}/reopen`, {
      method: 'POST',
      token: company.token,
      locale: 'en',
    })
    expect(reopen.status).toBe(409)
    expect(await reopen.json()).toMatchObject({
      message: 'The alumni office closed this offer: contact it to open the offer again.',
    })
    // A draft is refused with the state machine's words.
    const draft = await offerIn(t, company, 'UNPUBLISHED')
    const refused = await post(`/usr/admin/offers/${draft}/approve`, ana, undefined, 'en')
    expect(await refused.json()).toMatchObject({
      code: 409,
      message: 'Only an offer pending publication can be approved, and this one is a draft.',
    })
  })

  it('approves in bulk; the offers no longer pending are skipped', async () => {
    const hashes = await Promise.all([1, 2, 3].map(() => offerIn(t, company, 'PENDING')))
    const [first, second, third] = hashes as [string, string, string]
    await post(`/usr/admin/offers/${third}/approve`, bea)
    await mailbox.deliver()
    const res = await post('/usr/admin/offers/bulk', ana, {
      action: 'approve',
      hashes: [first, second, third],
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      done: [first, second].sort() && expect.arrayContaining([first, second]),
      skipped: [{ hash: third, status: 'PUBLISHED', decision: { by: 'bea@office.test' } }],
      not_found: [],
    })
    expect(await mailbox.deliver()).toHaveLength(2)
    expect((await decisionsOf(first)).map((e) => e.action)).toEqual(['offers.approve'])
    expect((await offerRow(t, second))?.status).toBe('PUBLISHED')
  })
})
