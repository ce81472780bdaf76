// A DNI, NIE or NIF belongs to one account: registration and the profile form refuse one another account has,
// with a message that does not say whose, under a rate limit; the office sees possible duplicates
// (GET /usr/admin/users: `possible_duplicates`, `duplicates=true`).
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/users'
import { alumniRegistration, dniFor } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let owner: { id: string; hash: string }
let admin: string

const TAKEN = '12345678Z'

beforeAll(async () => {
  t = await createTestApp({
    accountLimits: {
      recoveryPerAddress: 20,
      recoveryPerAccount: 3,
      wrongPasswordPerAccount: 10,
      registrationPerAddress: 7,
      documentChangePerAccount: 3,
      windowSeconds: 900,
    },
  })
  owner = await t.createUser({ email: 'owner@documents.test', name: 'Lucía' })
  await t.database.db
    .update(users)
    .set({ documentType: 'dni', documentNumber: TAKEN, surname: 'Martín Pérez', birthdate: '1990-04-12' })
    .where(eq(users.id, owner.id))
  await t.createUser({ email: 'office@documents.test', role: 'admin' })
  admin = await t.login('office@documents.test')
})
afterAll(() => t.close())

const register = (body: unknown, locale: 'es' | 'en' = 'es') =>
  t.request('/usr/register', { json: body, locale })
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors
const accountsWith = async (email: string) => {
  const [row] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email))
  return Number(row?.n)
}

describe('registration with a document another account has', () => {
  it('is refused on the document field, in the request’s language, saying whose it is nowhere', async () => {
    // Typed another way (lower case, dots, dash): the same DNI.
    const es = await register(alumniRegistration('copy@documents.test', { document_number: '12.345.678-z' }))
    expect(es.status).toBe(400)
    const body = await es.text()
    expect(JSON.parse(body).errors).toEqual({
      document_number: [
        'Este documento ya está registrado. Si es tuyo, contacta con la oficina de antiguos alumnos.',
      ],
    })
    expect(body).not.toMatch(/owner@|Lucía|Martín/)
    const en = await register(alumniRegistration('copy@documents.test', { document_number: TAKEN }), 'en')
    expect(await errorsOf(en)).toEqual({
      document_number: ['This document is already registered. If it is yours, contact the alumni office.'],
    })
    expect(await accountsWith('copy@documents.test')).toBe(0)
  })

  it('gives the address that already has an account the usual answer (no second oracle), and lets new DNIs in', async () => {
    const same = await register(alumniRegistration('OWNER@documents.test', { document_number: TAKEN }))
    expect(same.status).toBe(201)
    const fresh = await register(alumniRegistration('fresh@documents.test'))
    expect(fresh.status).toBe(201)
    // A passport may repeat across countries: not refused (the office sees it as a possible duplicate).
    const passport = { document_type: 'passport', document_number: 'ABC123456' }
    expect((await register(alumniRegistration('pass.one@documents.test', passport))).status).toBe(201)
    expect((await register(alumniRegistration('pass.two@documents.test', passport))).status).toBe(201)
  })
})

describe('the profile form with a document another account has', () => {
  it('refuses it, keeps the account’s own, and counts the changes (429 over the limit)', async () => {
    await t.createUser({ email: 'editor@documents.test' })
    const token = await t.login('editor@documents.test')
    const patch = (document_number: string, document_type = 'dni') =>
      t.request('/usr/users', { method: 'PATCH', json: { document_type, document_number }, token })

    const taken = await patch(TAKEN)
    expect(taken.status).toBe(400)
    expect(await errorsOf(taken)).toEqual({
      document_number: [
        'Este documento ya está registrado. Si es tuyo, contacta con la oficina de antiguos alumnos.',
      ],
    })
    const own = dniFor('editor')
    expect((await patch(own)).status).toBe(200)
    // Saving the form again with the same number is not a change: not counted, not refused.
    for (let i = 0; i < 4; i++) expect((await patch(own)).status).toBe(200)
    // The third change in the window was the last: then 429, whether the number is taken or not.
    expect((await patch(dniFor('editor-2'))).status).toBe(200)
    expect((await patch(TAKEN)).status).toBe(429)
    expect((await patch(dniFor('editor-3'))).status).toBe(429)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'editor@documents.test'))
    expect(row?.documentNumber).toBe(dniFor('editor-2'))

    // The owner saving their own number is no conflict.
    const ownerToken = await t.login('owner@documents.test')
    const mine = await t.request('/usr/users', {
      method: 'PATCH',
      json: { document_type: 'dni', document_number: TAKEN },
      token: ownerToken,
    })
    expect(mine.status).toBe(200)
  })
})

type AdminList = {
  items: { hash: string; email: string; possible_duplicates: { hash: string; reason: string }[] }[]
  total: number
}

describe('the office’s possible duplicates', () => {
  it('lists, for each account, the others with its document or its name and birthdate', async () => {
    // The same person as `owner`, written without accents and in capitals, with no document given.
    const twin = await t.createUser({ email: 'twin@documents.test', name: 'LUCIA', status: 'pending' })
    await t.database.db
      .update(users)
      .set({ surname: ' martin perez', birthdate: '1990-04-12', documentNumber: null, documentType: null })
      .where(eq(users.id, twin.id))
    // An old account with the DNI, from before the rule (or two registrations at once).
    const old = await t.createUser({ email: 'old@documents.test', name: 'Otra', status: 'disabled' })
    await t.database.db
      .update(users)
      .set({ documentType: 'dni', documentNumber: TAKEN })
      .where(eq(users.id, old.id))

    const res = await t.request('/usr/admin/users?status=active&duplicates=true', { token: admin })
    expect(res.status).toBe(200)
    const list = (await res.json()) as AdminList
    const ownerRow = list.items.find((u) => u.email === 'owner@documents.test')
    expect(ownerRow?.possible_duplicates).toEqual(
      expect.arrayContaining([
        { hash: twin.hash, reason: 'name_birthdate' },
        { hash: old.hash, reason: 'document' },
      ]),
    )
    expect(ownerRow?.possible_duplicates).toHaveLength(2)
    // Only accounts with duplicates: the two passports are there, the office's own account is not.
    const emails = list.items.map((u) => u.email)
    expect(emails).toEqual(expect.arrayContaining(['owner@documents.test']))
    expect(emails).not.toContain('office@documents.test')
    expect(emails).not.toContain('fresh@documents.test')

    const pending = (await (
      await t.request('/usr/admin/users?status=pending&duplicates=1', { token: admin })
    ).json()) as AdminList
    const twinRow = pending.items.find((u) => u.email === 'twin@documents.test')
    expect(twinRow?.possible_duplicates).toEqual([{ hash: owner.hash, reason: 'name_birthdate' }])
    const passports = pending.items.filter((u) => u.email.startsWith('pass.'))
    expect(passports.map((u) => u.possible_duplicates.map((d) => d.reason))).toEqual([
      ['document'],
      ['document'],
    ])

    // Without the filter every account comes, each with its list (empty for most).
    const all = (await (
      await t.request('/usr/admin/users?status=pending', { token: admin })
    ).json()) as AdminList
    expect(all.items.find((u) => u.email === 'fresh@documents.test')?.possible_duplicates).toEqual([])

    const alumni = await t.login('editor@documents.test')
    expect((await t.request('/usr/admin/users?duplicates=true', { token: alumni })).status).toBe(403)
  })
})

describe('the registration limit', () => {
  it('counts the refused registrations too: over it, 429 whatever the document', async () => {
    // Seven a window from one address; this file has sent six so far.
    const refused = await register(alumniRegistration('late@documents.test', { document_number: TAKEN }))
    expect(refused.status).toBe(400)
    const over = await register(alumniRegistration('later@documents.test', { document_number: TAKEN }))
    expect(over.status).toBe(429)
    expect((await register(alumniRegistration('latest@documents.test'))).status).toBe(429)
  })
})
