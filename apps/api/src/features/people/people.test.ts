// The office's people, company and membership pages: the search, a person's page, each action with its mail
// (received by a real SMTP server, in the person's language) and its audit entry, and who may call what.

import {
  adminPeopleEndpoints,
  type CardPaymentList,
  type MemberList,
  type PersonDetail,
  type RenewalList,
} from '@egresa/api-contract/admin-people'
import { endpoints } from '@egresa/api-contract/endpoints'
import { can, type Permission, type Role } from '@egresa/api-contract/permissions'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { sessions, users } from '../../db/schema/users'
import { createCompany } from '../../test/companies'
import { linkIn, type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let mailbox: Mailbox
let admin: string
let office: string
let adminId: string

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  adminId = (await t.createUser({ email: 'boss@people.test', role: 'admin' })).id
  await t.createUser({ email: 'staff@people.test', role: 'office' })
  admin = await t.login('boss@people.test')
  office = await t.login('staff@people.test')
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

async function person(
  email: string,
  set: Partial<typeof users.$inferInsert> = {},
  status: 'active' | 'pending' | 'disabled' = 'active',
) {
  const user = await t.createUser({ email, status })
  if (Object.keys(set).length) await t.database.db.update(users).set(set).where(eq(users.id, user.id))
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
  if (!row) throw new Error('no row')
  return row
}

async function lastAudit(action: string) {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return entry
}

type PeopleList = { items: { hash: string; email: string; tier: string | null }[]; total: number }
const search = async (query: string, token = office) =>
  (await (await t.request(`/usr/admin/people?${query}`, { token })).json()) as PeopleList

describe('GET /usr/admin/people', () => {
  it('finds any account by a part of its name without accents, e-mail, document or partner number', async () => {
    const jose = await person('jose.peña@people.test', {
      name: 'José María',
      surname: 'Peña Ibáñez',
      documentNumber: '12345678Z',
      graduationYear: 2011,
      role: 'alumniPremium',
    })
    const pending = await person('waiting@people.test', { name: 'Ana', surname: 'Pérez' }, 'pending')
    await person('gone@people.test', { name: 'Ana', surname: 'Gómez' }, 'disabled')

    expect((await search('q=jose+PENA')).items.map((p) => p.email)).toEqual(['jose.peña@people.test'])
    expect((await search('q=ibanez')).items.map((p) => p.hash)).toEqual([jose.hash])
    expect((await search('q=5678z')).items.map((p) => p.hash)).toEqual([jose.hash])
    expect((await search(`q=${jose.codeNumeric}`)).items[0]?.hash).toBe(jose.hash)
    expect((await search('q=waiting%40people')).items.map((p) => p.hash)).toEqual([pending.hash])
    // Every state, filtered on demand.
    const anas = await search('q=ana+people.test')
    expect(anas.items.map((p) => p.email).sort()).toEqual(['gone@people.test', 'waiting@people.test'])
    expect((await search('q=ana+people.test&status=disabled')).items.map((p) => p.email)).toEqual([
      'gone@people.test',
    ])
    expect((await search('q=people.test&tier=premium')).items.map((p) => p.email)).toEqual([
      'jose.peña@people.test',
    ])
    expect((await search('q=people.test&graduationYear=2011')).total).toBe(1)
    expect((await search('q=people.test&role=office')).items.map((p) => p.email)).toEqual([
      'staff@people.test',
    ])
    const premium = (await search('q=jose')).items[0]
    expect(premium?.tier).toBe('premium')
    expect((await search('q=staff%40people')).items[0]?.tier).toBeNull()
    // A LIKE wildcard is a character like any other.
    expect((await search('q=%25')).total).toBe(0)
  })

  it('pages and answers 400 to a bad filter', async () => {
    const page = (await (await t.request('/usr/admin/people?size=2&page=1', { token: office })).json()) as {
      items: unknown[]
      total: number
      maxPages: number
    }
    expect(page.items).toHaveLength(2)
    expect(page.maxPages).toBe(Math.ceil(page.total / 2))
    const beyond = await search(`size=2&page=${page.maxPages + 1}`)
    expect(beyond).toMatchObject({ items: [], total: page.total })
    expect((await t.request('/usr/admin/people?status=gone', { token: office })).status).toBe(400)
    expect((await t.request('/usr/admin/people?graduationYear=19', { token: office })).status).toBe(400)
  })
})

describe('GET /usr/admin/people/{hash}', () => {
  it('shows the profile, tier and history, mandates and payments, applications, groups and sessions', async () => {
    const member = await person('page@people.test', { name: 'Lucía', language: 'en' })
    await t.login('page@people.test', undefined, 'phone-1')
    const card = await t.request(`/usr/admin/membership/${member.hash}/card-payment`, {
      token: admin,
      json: { reference: 'FW-PAGE-1' },
    })
    expect(card.status).toBe(200)
    const res = await t.request(`/usr/admin/people/${member.hash}`, { token: office })
    expect(res.status).toBe(200)
    const page = (await res.json()) as PersonDetail
    expect(page).toMatchObject({
      profile: { hash: member.hash, email: 'page@people.test', status: 'active', language: 'en' },
      membership: { role: 'alumniPremium', tier: 'premium', paid_by: 'card' },
      tier_changes: [{ from_role: 'alumniFreemium', to_role: 'alumniPremium', kind: 'card_payment' }],
      mandates: [],
      applications: [],
      groups: [],
      sessions: [{ device_id: 'phone-1', device_type: 2 }],
    })
    expect(page.membership?.charges).toMatchObject([{ kind: 'card', status: 'paid' }])
    expect(JSON.stringify(page)).not.toMatch(/token|password/i)
    expect((await t.request('/usr/admin/people/nobody', { token: office })).status).toBe(404)
  })

  it('never shows a whole IBAN', async () => {
    const member = await person('iban@people.test')
    const token = await t.login('iban@people.test')
    const up = await t.request('/usr/membership/upgrade', {
      token,
      json: {
        holder: 'Iban Person',
        bank: 'CaixaBank',
        iban: 'ES9121000418450200051332',
        acceptMandate: true,
        mandateVersion: 'sepa-core-2026-1',
      },
    })
    expect(up.status).toBe(201)
    const text = await (await t.request(`/usr/admin/people/${member.hash}`, { token: office })).text()
    expect(text).toContain('1332')
    expect(text).not.toContain('21000418450200051332')
    expect(text).not.toContain('ES9121000418450200051332')
  })
})

describe('actions on an account', () => {
  it('disables with a reason: every session ends at once, the mail is in their language, the audit has why', async () => {
    const target = await person('disable.me@people.test', { language: 'ca' })
    const token = await t.login('disable.me@people.test', undefined, 'd1')
    await t.login('disable.me@people.test', undefined, 'd2')
    expect((await t.request('/usr/users/me', { token, deviceId: 'd1' })).status).toBe(200)
    await mailbox.deliver()

    const noReason = await t.request(`/usr/admin/people/${target.hash}/disable`, { token: office, json: {} })
    expect(noReason.status).toBe(400)
    const res = await t.request(`/usr/admin/people/${target.hash}/disable`, {
      token: office,
      json: { reason: 'Duplicada de otra cuenta' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ person: { status: 'disabled' }, sessions_ended: 2 })
    // The very next call of that session is refused.
    expect((await t.request('/usr/users/me', { token, deviceId: 'd1' })).status).toBe(401)
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([])
    const mails = await mailbox.deliver()
    expect(mails.map((m) => [recipients(m), m.subject])).toEqual([
      [['disable.me@people.test'], 'El teu compte del portal està desactivat'],
    ])
    expect(await lastAudit('users.disable')).toMatchObject({
      objectType: 'user',
      objectId: target.hash,
      reason: 'Duplicada de otra cuenta',
      changes: { status: { before: 'active', after: 'disabled' }, sessions: { before: 2, after: 0 } },
    })
    // It cannot sign in; disabling again is a conflict.
    const login = await t.request('/usr/login', {
      json: {
        email: 'disable.me@people.test',
        password: 'x'.repeat(12),
        deviceId: 'd3',
        deviceType: 2,
        push: null,
      },
    })
    expect(login.status).not.toBe(200)
    const again = await t.request(`/usr/admin/people/${target.hash}/disable`, {
      token: office,
      json: { reason: 'Otra vez' },
    })
    expect(again.status).toBe(409)
  })

  it('refuses to disable the caller’s own account', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.id, adminId))
    const res = await t.request(`/usr/admin/people/${me?.hash}/disable`, {
      token: admin,
      json: { reason: 'x' },
    })
    expect(res.status).toBe(409)
  })

  it('refuses the office an action on an administrator; an administrator may act on the office', async () => {
    const boss = await person('other.boss@people.test', { role: 'admin' })
    const res = await t.request(`/usr/admin/people/${boss.hash}/disable`, {
      token: office,
      json: { reason: 'x' },
      locale: 'en',
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({
      message: expect.stringContaining('permissions you do not have'),
    })
    expect(
      (await t.request(`/usr/admin/people/${boss.hash}/sessions`, { token: office, method: 'DELETE' }))
        .status,
    ).toBe(403)
    const [still] = await t.database.db.select().from(users).where(eq(users.id, boss.id))
    expect(still?.status).toBe('active')

    const staff = await person('other.staff@people.test', { role: 'office' })
    const ok = await t.request(`/usr/admin/people/${staff.hash}/disable`, {
      token: admin,
      json: { reason: 'Ya no trabaja en la oficina' },
    })
    expect(ok.status).toBe(200)
  })

  it('enables again: active when it had been verified, with a mail; pending otherwise, without', async () => {
    const target = await person(
      'enable.me@people.test',
      { language: 'en', verifiedAt: new Date() },
      'disabled',
    )
    await mailbox.deliver()
    const res = await t.request(`/usr/admin/people/${target.hash}/enable`, { token: office, method: 'POST' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ person: { status: 'active' } })
    const mails = await mailbox.deliver()
    expect(mails.map((m) => m.subject)).toEqual(['Your portal account is active again'])
    expect(linkIn(mails[0]).pathname).toBe('/en/login')
    expect(await t.login('enable.me@people.test')).toBeTruthy()
    expect(await lastAudit('users.enable')).toMatchObject({
      objectId: target.hash,
      changes: { status: { before: 'disabled', after: 'active' } },
    })
    expect(
      (await t.request(`/usr/admin/people/${target.hash}/enable`, { token: office, json: {} })).status,
    ).toBe(409)

    const never = await person('never.verified@people.test', {}, 'disabled')
    const back = await t.request(`/usr/admin/people/${never.hash}/enable`, {
      token: office,
      json: { reason: 'Error al desactivar' },
    })
    expect(await back.json()).toMatchObject({ person: { status: 'pending' } })
    expect(await mailbox.deliver()).toHaveLength(0)
    expect(await lastAudit('users.enable')).toMatchObject({
      objectId: never.hash,
      reason: 'Error al desactivar',
    })
  })

  it('resends the account-verified mail to an active account only', async () => {
    const target = await person('resend@people.test', { language: 'en' })
    await mailbox.deliver()
    const res = await t.request(`/usr/admin/people/${target.hash}/resend-verification`, {
      token: office,
      method: 'POST',
    })
    expect(res.status).toBe(200)
    const mails = await mailbox.deliver()
    expect(mails.map((m) => [recipients(m), m.subject])).toEqual([
      [['resend@people.test'], 'Your account has been verified'],
    ])
    expect(await lastAudit('users.resend_verification')).toMatchObject({ objectId: target.hash })

    const waiting = await person('resend.pending@people.test', {}, 'pending')
    const refused = await t.request(`/usr/admin/people/${waiting.hash}/resend-verification`, {
      token: office,
      method: 'POST',
    })
    expect(refused.status).toBe(409)
    expect(await mailbox.deliver()).toHaveLength(0)
  })

  it('ends one session, or every session', async () => {
    const target = await person('sessions@people.test')
    const one = await t.login('sessions@people.test', undefined, 's1')
    const two = await t.login('sessions@people.test', undefined, 's2')
    const three = await t.login('sessions@people.test', undefined, 's3')
    const [s1] = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, target.id), eq(sessions.deviceId, 's1')))
    const res = await t.request(`/usr/admin/people/${target.hash}/sessions/${s1?.id}`, {
      token: office,
      method: 'DELETE',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ sessions_ended: 1 })
    expect((await t.request('/usr/users/me', { token: one, deviceId: 's1' })).status).toBe(401)
    expect((await t.request('/usr/users/me', { token: two, deviceId: 's2' })).status).toBe(200)
    expect(await lastAudit('users.end_session')).toMatchObject({ objectId: target.hash })
    const gone = await t.request(`/usr/admin/people/${target.hash}/sessions/${s1?.id}`, {
      token: office,
      method: 'DELETE',
    })
    expect(gone.status).toBe(404)

    const all = await t.request(`/usr/admin/people/${target.hash}/sessions`, {
      token: office,
      method: 'DELETE',
    })
    expect(await all.json()).toMatchObject({ person: { status: 'active' }, sessions_ended: 2 })
    expect((await t.request('/usr/users/me', { token: three, deviceId: 's3' })).status).toBe(401)
    expect(await lastAudit('users.end_sessions')).toMatchObject({
      objectId: target.hash,
      changes: { sessions: { before: 2, after: 0 } },
    })
  })

  it('a tier change needs a reason and is in the audit log with it; so is a card payment', async () => {
    const target = await person('tier@people.test')
    const noReason = await t.request(`/usr/admin/membership/${target.hash}/tier`, {
      token: admin,
      method: 'PUT',
      json: { role: 'alumniDesempleados' },
    })
    expect(noReason.status).toBe(400)
    const res = await t.request(`/usr/admin/membership/${target.hash}/tier`, {
      token: admin,
      method: 'PUT',
      json: { role: 'alumniDesempleados', reason: 'En paro desde marzo' },
    })
    expect(res.status).toBe(200)
    expect(await lastAudit('membership.tier')).toMatchObject({
      objectId: target.hash,
      reason: 'En paro desde marzo',
      changes: { role: { before: 'alumniFreemium', after: 'alumniDesempleados' } },
    })
    const card = await person('card@people.test')
    await t.request(`/usr/admin/membership/${card.hash}/card-payment`, {
      token: admin,
      json: { reference: 'FW-AUDIT-1' },
    })
    expect(await lastAudit('membership.card_payment')).toMatchObject({
      objectId: card.hash,
      changes: { role: { before: 'alumniFreemium', after: 'alumniPremium' } },
    })
  })
})

describe('GET /usr/admin/companies/{hash}', () => {
  it('shows the company with its offers and users', async () => {
    const company = await createCompany(t, { email: 'rrhh@detail.test', name: 'Detalle S.L.' })
    const res = await t.request(`/usr/admin/companies/${company.hash}`, { token: office })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      company: { hash: company.hash, company_name: 'Detalle S.L.', status: 'validated' },
      offers: [],
      users: [{ hash: company.userHash, email: 'rrhh@detail.test', role: 'company', tier: null }],
    })
    expect((await t.request('/usr/admin/companies/nobody', { token: office })).status).toBe(404)
  })
})

describe('membership lists', () => {
  it('members by tier with counts, renewals due within N days, card payments', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    const due = await person('due@people.test', { role: 'alumniPremium', subscriptionEnd: soon })
    await person('later@people.test', { role: 'alumniPremium', subscriptionEnd: later })

    const members = (await (
      await t.request('/usr/admin/membership/members?tier=alumniPremium', { token: admin })
    ).json()) as MemberList
    expect(members.items.map((m: { email: string }) => m.email)).toEqual(
      expect.arrayContaining(['due@people.test', 'later@people.test']),
    )
    const premiumCount = members.counts.find((c) => c.role === 'alumniPremium')
    expect(premiumCount?.members).toBe(members.total)

    const renewals = (await (
      await t.request('/usr/admin/membership/renewals', { token: admin })
    ).json()) as RenewalList
    expect(renewals.items.map((r: { hash: string }) => r.hash)).toContain(due.hash)
    expect(renewals.items.map((r: { email: string }) => r.email)).not.toContain('later@people.test')
    const wider = (await (
      await t.request('/usr/admin/membership/renewals?days=90', { token: admin })
    ).json()) as RenewalList
    expect(wider.items.map((r: { email: string }) => r.email)).toContain('later@people.test')

    const payer = await person('payer@people.test')
    await t.request(`/usr/admin/membership/${payer.hash}/card-payment`, {
      token: admin,
      json: { reference: 'FW-LIST-1', amount_cents: 4500 },
    })
    const cards = (await (
      await t.request('/usr/admin/membership/card-payments', { token: admin })
    ).json()) as CardPaymentList
    expect(cards.items[0]).toMatchObject({
      reference: 'FW-LIST-1',
      amount_cents: 4500,
      user: { hash: payer.hash, email: 'payer@people.test' },
    })
  })
})

describe('who may call the people, company and membership endpoints', () => {
  const matrixRoles: (Role | 'anonymous')[] = [
    'anonymous',
    'alumniFreemium',
    'alumniPremium',
    'company',
    'office',
    'admin',
  ]

  it('answers each role as the permission table says (401 anonymous, 403 without the permission)', async () => {
    const tokens: Partial<Record<Role, string>> = { office, admin }
    await t.createUser({ email: 'free@matrix.test' })
    await t.createUser({ email: 'premium@matrix.test', role: 'alumniPremium' })
    await createCompany(t, { email: 'company@matrix.test' })
    tokens.alumniFreemium = await t.login('free@matrix.test')
    tokens.alumniPremium = await t.login('premium@matrix.test')
    tokens.company = await t.login('company@matrix.test')
    const target = await person('matrix.target@people.test')

    const rows: string[] = []
    for (const [name, endpoint] of Object.entries(adminPeopleEndpoints)) {
      expect(endpoints[name as keyof typeof endpoints]).toBe(endpoint)
      const path = endpoint.path
        .replace('{hash}', target.hash)
        .replace('{id}', '00000000-0000-4000-8000-000000000000')
      for (const role of matrixRoles) {
        const res = await t.request(path, {
          method: endpoint.method,
          token: role === 'anonymous' ? undefined : tokens[role],
          // A body that is not valid: a caller who may call it gets a 400, never a change.
          ...(endpoint.method === 'POST' ? { json: { unexpected: true } } : {}),
        })
        const allowed = can(role, endpoint.permission as Permission)
        const expected = role === 'anonymous' ? [401] : allowed ? [200, 400, 404] : [403]
        if (!expected.includes(res.status)) rows.push(`${name} ${role}: ${res.status}`)
      }
    }
    expect(rows).toEqual([])
    // The membership page is the admin's: the office reads a person's membership, not the lists.
    expect(can('office', adminPeopleEndpoints.membershipMembers.permission)).toBe(false)
    expect(can('office', adminPeopleEndpoints.disablePerson.permission)).toBe(true)
  })
})
