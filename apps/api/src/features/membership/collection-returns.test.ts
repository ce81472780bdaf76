// Debits the bank returned or refused (docs/membership.md, "Collection runs and returns"): by mandate
// reference, end-to-end id or the bank's pain.002 report; the member lapses to the free tier on the very
// next request and is mailed; recording the same return twice changes nothing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membershipCharges, membershipMandates, membershipTierChanges } from '../../db/schema/membership'
import { CREDITOR_ENV, daysAhead, upgradedMember } from '../../test/collections'
import { form, type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'
import { pain002Report } from '../../test/sepa'
import { collectionCommands } from './collection-commands'

type ErrorBody = { code: number; reason: string; message: string; errors?: Record<string, string[]> }
type Returned = {
  charge: string
  mandate: string
  end_to_end_id: string
  reason: string
  user: { role: string }
}
type Result = { returned: Returned[]; already: Returned[]; unknown: string[] }

let t: TestApp
let mailbox: Mailbox
let office: Actor
let members: (Actor & { mandate: string })[]
let messageId: string

async function call<T>(
  method: string,
  path: string,
  options: { json?: unknown; token?: string; locale?: 'es' | 'en'; body?: FormData } = {},
) {
  const res = await t.request(path, { method, ...options })
  return { status: res.status, body: (await res.json()) as T }
}

const endToEndOf = async (member: Actor) =>
  (await t.database.db.select().from(membershipCharges).where(eq(membershipCharges.userId, member.id)))[0]
    ?.endToEndId ?? ''

beforeAll(async () => {
  t = await createTestApp({ env: CREDITOR_ENV })
  mailbox = await startMailbox(t)
  office = await createPerson(t, { role: 'admin' })
  members = []
  for (const [name, surname] of [
    ['Laia', 'Ferrer'],
    ['Oriol', 'Mas'],
    ['Irene', 'Gil'],
    ['Hugo', 'Sanz'],
    ['Sara', 'Ruiz'],
  ] as const)
    members.push(await upgradedMember(t, { name, surname }))
  const run = await call<{ message_id: string; count: number }>('POST', '/usr/admin/collection-runs', {
    token: office.token,
    json: { date: daysAhead(30) },
  })
  expect(run.body.count).toBe(5)
  messageId = run.body.message_id
  await mailbox.deliver()
})

afterAll(async () => {
  await mailbox?.close()
  await t?.close()
})

describe('a return by mandate reference', () => {
  it('returns the charge, lapses the member at once and mails them; the second time changes nothing', async () => {
    const [laia] = members
    if (!laia) throw new Error('no member')
    // Premium before: the job bank opens.
    expect((await t.request('/api/jobs', { token: laia.token })).status).toBe(200)

    const first = await call<Result>('POST', '/usr/admin/collection-returns', {
      token: office.token,
      json: { reference: laia.mandate, reason: 'am04' },
    })
    expect(first.status).toBe(200)
    expect(first.body.returned).toMatchObject([
      {
        mandate: laia.mandate,
        reason: 'AM04',
        amount_cents: 5000,
        user: { email: laia.email, role: 'alumniFreemium' },
      },
    ])
    expect(first.body.already).toEqual([])

    // The very next request of the member has the free tier's rights.
    const init = await call<{ role: string; permissions: string[] }>('GET', '/api/init', {
      token: laia.token,
    })
    expect(init.body.role).toBe('alumniFreemium')
    expect(init.body.permissions).toContain('membership.upgrade')
    expect((await t.request('/api/jobs', { token: laia.token })).status).toBe(403)
    const mine = await call<{ charges: { status: string; return_reason: string | null }[] }>(
      'GET',
      '/usr/membership',
      {
        token: laia.token,
      },
    )
    expect(mine.body.charges[0]).toMatchObject({ status: 'returned', return_reason: 'AM04' })
    const [change] = await t.database.db
      .select()
      .from(membershipTierChanges)
      .where(eq(membershipTierChanges.kind, 'return'))
    expect(change).toMatchObject({
      userId: laia.id,
      fromRole: 'alumniPremium',
      toRole: 'alumniFreemium',
      reason: 'AM04',
    })
    // A returned first collection was never collected: the next charge of the mandate is a FRST again.
    const [mandate] = await t.database.db
      .select()
      .from(membershipMandates)
      .where(eq(membershipMandates.reference, laia.mandate))
    expect(mandate?.firstCollectedOn).toBeNull()

    const mails = await mailbox.deliver()
    expect(mails.map(recipients)).toEqual([[laia.email]])
    expect(mails[0]?.subject).toBe('Tu cuenta Premium ha terminado')
    expect(mails[0]?.text).toContain('Tu banco ha devuelto el cargo de la cuota Premium')

    const again = await call<Result>('POST', '/usr/admin/collection-returns', {
      token: office.token,
      json: { reference: laia.mandate, reason: 'AM04' },
    })
    expect(again.status).toBe(200)
    expect(again.body.returned).toEqual([])
    expect(again.body.already).toMatchObject([{ mandate: laia.mandate, reason: 'AM04' }])
    expect(await mailbox.deliver()).toEqual([])
  })

  it('also finds the charge by its end-to-end id', async () => {
    const oriol = members[1] as Actor & { mandate: string }
    const id = await endToEndOf(oriol)
    const returned = await call<Result>('POST', '/usr/admin/collection-returns', {
      token: office.token,
      json: { reference: id, reason: 'MS02' },
      locale: 'en',
    })
    expect(returned.body.returned).toMatchObject([{ end_to_end_id: id, mandate: oriol.mandate }])
    expect((await call<{ role: string }>('GET', '/api/init', { token: oriol.token })).body.role).toBe(
      'alumniFreemium',
    )
    expect((await mailbox.deliver()).map(recipients)).toEqual([[oriol.email]])
  })

  it('answers 404 for a reference no exported charge has, and 400 for a bad reason code, in es and en', async () => {
    const unknown = await call<ErrorBody>('POST', '/usr/admin/collection-returns', {
      token: office.token,
      json: { reference: 'EGR-NOBODY', reason: 'AC04' },
      locale: 'en',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe(
      'No charge sent to the bank has the mandate reference or end-to-end id EGR-NOBODY.',
    )
    for (const [locale, text] of [
      ['es', /código de motivo/],
      ['en', /reason code/],
    ] as const) {
      const bad = await call<ErrorBody>('POST', '/usr/admin/collection-returns', {
        token: office.token,
        json: { reference: 'EGR-X', reason: 'broke' },
        locale,
      })
      expect(bad.status).toBe(400)
      expect(bad.body.errors?.reason?.[0]).toMatch(text)
    }
  })

  it('is for the office only', async () => {
    const irene = members[2] as Actor & { mandate: string }
    const refused = await call<ErrorBody>('POST', '/usr/admin/collection-returns', {
      token: irene.token,
      json: { reference: irene.mandate, reason: 'AM04' },
    })
    expect(refused.status).toBe(403)
    expect((await call<{ role: string }>('GET', '/api/init', { token: irene.token })).body.role).toBe(
      'alumniPremium',
    )
  })
})

describe('a bank’s pain.002 report', () => {
  it('records every rejected debit, leaves the accepted ones, and lists what it does not know', async () => {
    const [laia, , irene, hugo, sara] = members as (Actor & { mandate: string })[]
    if (!laia || !irene || !hugo || !sara) throw new Error('no members')
    const report = pain002Report({
      originalMessageId: messageId,
      rejected: [
        { endToEndId: await endToEndOf(irene), mandateReference: irene.mandate, reason: 'AC04' },
        { endToEndId: await endToEndOf(hugo), mandateReference: hugo.mandate, reason: 'MD01' },
        // Laia's return was recorded by hand already.
        { endToEndId: await endToEndOf(laia), mandateReference: laia.mandate, reason: 'AM04' },
        { endToEndId: 'EGR-E-SOMEONEELSE', reason: 'AC04' },
      ],
      accepted: [{ endToEndId: await endToEndOf(sara) }],
    })
    const body = form('file', new TextEncoder().encode(report), 'devoluciones.xml', 'application/xml')
    const recorded = await call<Result>('POST', '/usr/admin/collection-returns/report', {
      token: office.token,
      body,
    })
    expect(recorded.status).toBe(200)
    expect(recorded.body.returned.map((r) => [r.mandate, r.reason, r.user.role])).toEqual([
      [irene.mandate, 'AC04', 'alumniFreemium'],
      [hugo.mandate, 'MD01', 'alumniFreemium'],
    ])
    expect(recorded.body.already.map((r) => r.mandate)).toEqual([laia.mandate])
    expect(recorded.body.unknown).toEqual(['EGR-E-SOMEONEELSE'])
    expect((await call<{ role: string }>('GET', '/api/init', { token: sara.token })).body.role).toBe(
      'alumniPremium',
    )
    expect((await call<{ role: string }>('GET', '/api/init', { token: hugo.token })).body.role).toBe(
      'alumniFreemium',
    )
    expect((await mailbox.deliver()).map(recipients).sort()).toEqual([[hugo.email], [irene.email]].sort())

    // The same report again: all already recorded, no mail.
    const again = await call<Result>('POST', '/usr/admin/collection-returns/report', {
      token: office.token,
      body: form('file', new TextEncoder().encode(report), 'devoluciones.xml', 'application/xml'),
    })
    expect(again.body.returned).toEqual([])
    expect(again.body.already).toHaveLength(3)
    expect(await mailbox.deliver()).toEqual([])
  })

  it('refuses a file that is not a status report, in the request’s language', async () => {
    for (const [locale, text, message] of [
      ['es', 'not xml', /no es un XML válido/],
      ['en', '<Document><CstmrDrctDbtInitn/></Document>', /not a payment status report/],
    ] as const) {
      const refused = await call<ErrorBody>('POST', '/usr/admin/collection-returns/report', {
        token: office.token,
        locale,
        body: form('file', new TextEncoder().encode(text), 'x.xml', 'application/xml'),
      })
      expect(refused.status).toBe(400)
      expect(refused.body.errors?.file?.[0]).toMatch(message)
    }
  })
})

describe('pnpm admin membership:return', () => {
  it('records a return from the command line, and a second time says it was recorded already', async () => {
    const sara = members[4] as Actor & { mandate: string }
    const commands = collectionCommands()
    const lines: string[] = []
    const run = (args: string[]) =>
      commands['membership:return']?.run({
        database: t.database,
        env: t.env,
        args,
        print: (l) => lines.push(l),
      })
    await run([sara.mandate, 'MD06'])
    expect(lines.at(-1)).toBe('1 returned, 0 already recorded, 0 unknown')
    expect((await call<{ role: string }>('GET', '/api/init', { token: sara.token })).body.role).toBe(
      'alumniFreemium',
    )
    await run([sara.mandate, 'MD06'])
    expect(lines.at(-1)).toBe('0 returned, 1 already recorded, 0 unknown')
    await expect(run(['EGR-NOBODY', 'MD06'])).rejects.toThrow(/no charge sent to the bank/)
    const [tierChanges] = [
      await t.database.db
        .select()
        .from(membershipTierChanges)
        .where(eq(membershipTierChanges.userId, sara.id)),
    ]
    expect(tierChanges?.filter((c) => c.kind === 'return').map((c) => c.actor)).toEqual(['cli'])
  })
})
