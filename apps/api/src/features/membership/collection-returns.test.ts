// Debits the bank returned or refused (docs/membership.md, "Collection runs and returns"): by mandate
// reference, end-to-end id or the bank's pain.002 report; the member lapses to the free tier on the very
// next request and is mailed; recording the same return twice changes nothing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RETURN_REPORT_MAX_TRANSACTIONS, returnReportUpload } from '@egresa/api-contract/membership'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membershipCharges, membershipMandates, membershipTierChanges } from '../../db/schema/membership'
import { CREDITOR_ENV, daysAhead, upgradedMember } from '../../test/collections'
import { form, type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'
import { serveOnLoopback } from '../../test/security'
import { pain002Report } from '../../test/sepa'
import { collectionCommands } from './collection-commands'
import { MAX_REPORT_DEPTH } from './sepa/pain002'

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

describe('a hostile or oversized report', () => {
  const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03'
  const REPORT = '/usr/admin/collection-returns/report'
  const upload = (bytes: Uint8Array, locale: 'es' | 'en' = 'es') =>
    call<ErrorBody>('POST', REPORT, {
      token: office.token,
      locale,
      body: form('file', bytes, 'devoluciones.xml', 'application/xml'),
    })
  const encode = (xml: string) => new TextEncoder().encode(xml)
  /** The charges' states: what recording a report would change. */
  const charges = () =>
    t.database.db
      .select({ id: membershipCharges.id, status: membershipCharges.status })
      .from(membershipCharges)
      .orderBy(asc(membershipCharges.id))
  /** A report as short as a bank could write it: each transaction its end-to-end id and status only. */
  const terseReport = (count: number) =>
    `<Document xmlns="${NS}"><CstmrPmtStsRpt><OrgnlGrpInfAndSts><OrgnlMsgId>${messageId}</OrgnlMsgId></OrgnlGrpInfAndSts><OrgnlPmtInfAndSts>${Array.from(
      { length: count },
      (_, i) => `<TxInfAndSts><OrgnlEndToEndId>EGR-E-${i}</OrgnlEndToEndId><TxSts>RJCT</TxSts></TxInfAndSts>`,
    ).join('')}</OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>`
  const withElement = async (name: string) =>
    pain002Report({
      originalMessageId: messageId,
      rejected: [{ endToEndId: await endToEndOf(members[3] as Actor), reason: 'AM04' }],
    }).replace('<TxSts>', `<${name}><TxSts>RJCT</TxSts></${name}><TxSts>`)

  it('answers 400 with the reason in es and en, and records nothing, for each file that is not a bank’s report', async () => {
    const before = await charges()
    const cases: [string, string, RegExp, RegExp][] = [
      [
        'a <__proto__> element',
        await withElement('__proto__'),
        /elemento <__proto__>/,
        /element <__proto__>/,
      ],
      [
        'a <constructor> element',
        await withElement('constructor'),
        /elemento <constructor>/,
        /element <constructor>/,
      ],
      [
        '50,000 nested tags',
        `<Document xmlns="${NS}"><CstmrPmtStsRpt>${'<A>'.repeat(50_000)}${'</A>'.repeat(50_000)}</CstmrPmtStsRpt></Document>`,
        new RegExp(`anida más de ${MAX_REPORT_DEPTH} elementos`),
        new RegExp(`nests more than ${MAX_REPORT_DEPTH} elements`),
      ],
      [
        'malformed XML',
        `<Document xmlns="${NS}">\n<CstmrPmtStsRpt>\n</Document>`,
        /no es un XML válido \(falla en la línea 3\)/,
        /not valid XML \(it breaks at line 3\)/,
      ],
      [
        'a DOCTYPE with entities (billion laughs)',
        `<!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><Document xmlns="${NS}"><CstmrPmtStsRpt><OrgnlGrpInfAndSts><OrgnlMsgId>&c;</OrgnlMsgId></OrgnlGrpInfAndSts></CstmrPmtStsRpt></Document>`,
        /declaración de tipo de documento \(DOCTYPE\)/,
        /document type declaration \(DOCTYPE\)/,
      ],
      [
        'another namespace (a collection file)',
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"><CstmrPmtStsRpt/></Document>',
        /no es un informe de estado de pagos/,
        /not a payment status report/,
      ],
      [
        'another root',
        `<Report xmlns="${NS}"><CstmrPmtStsRpt/></Report>`,
        /no es un informe de estado de pagos/,
        /not a payment status report/,
      ],
    ]
    for (const [what, xml, es, en] of cases) {
      for (const [locale, message] of [
        ['es', es],
        ['en', en],
      ] as const) {
        const refused = await upload(encode(xml), locale)
        expect(refused.status, `${what} (${locale})`).toBe(400)
        expect(refused.body.reason).toBe('validation_failed')
        expect(refused.body.errors?.file?.[0], `${what} (${locale})`).toMatch(message)
      }
    }
    expect(await charges()).toEqual(before)
    expect(await mailbox.deliver()).toEqual([])
    expect(({} as Record<string, unknown>).TxSts).toBeUndefined()
  })

  it('refuses a report of 30,000 transactions in 2.4 MB with the limit in the message, recording nothing', async () => {
    const before = await charges()
    const xml = terseReport(30_000)
    expect(xml.length).toBeLessThan(returnReportUpload.maxBytes)
    for (const [locale, message] of [
      ['es', `más de ${RETURN_REPORT_MAX_TRANSACTIONS} operaciones`],
      ['en', `more than ${RETURN_REPORT_MAX_TRANSACTIONS} transactions`],
    ] as const) {
      const refused = await upload(encode(xml), locale)
      expect(refused.status).toBe(400)
      expect(refused.body.errors?.file?.[0]).toContain(message)
    }
    // One over the limit is refused too; the limit itself is taken (below).
    expect((await upload(encode(terseReport(RETURN_REPORT_MAX_TRANSACTIONS + 1)))).status).toBe(400)
    expect(await charges()).toEqual(before)
  })

  it('answers 413 with the size limit for a file over it, in es and en', async () => {
    const xml = terseReport(10)
    const padded = encode(
      xml.replace('<CstmrPmtStsRpt>', `<CstmrPmtStsRpt><!--${' '.repeat(returnReportUpload.maxBytes)}-->`),
    )
    for (const [locale, message] of [
      ['es', 'ocupa más de 4 MB'],
      ['en', 'is over 4 MB'],
    ] as const) {
      const refused = await upload(padded, locale)
      expect(refused.status).toBe(413)
      expect(refused.body.message).toContain(message)
    }
  })

  it('refuses an oversized upload from its declared length, before reading its body', async () => {
    const live = await serveOnLoopback(t.app.fetch)
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${live.origin}${REPORT}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'multipart/form-data; boundary=x',
            // Declared, and never sent: an answer can only come from the declared length.
            'Content-Length': String(returnReportUpload.maxBytes + 1024 * 1024),
            'X-Api-Key': 'egresa-dev-public-key',
            'X-Token': office.token,
            'X-Device-Type': '2',
            'X-Device-Id': 'test-device',
            'Accept-Language': 'en',
          },
        })
        req.on('response', (res) => {
          let body = ''
          res.on('data', (chunk) => {
            body += chunk
          })
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body })
            req.destroy()
          })
        })
        req.on('error', reject)
        req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="big.xml"\r\n\r\n')
      })
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body).message).toContain('is over 4 MB')
    } finally {
      await live.close()
    }
  })

  it('keeps answering other requests while it records the largest report it takes', async () => {
    const live = await serveOnLoopback(t.app.fetch)
    try {
      const xml = pain002Report({
        originalMessageId: messageId,
        rejected: Array.from({ length: RETURN_REPORT_MAX_TRANSACTIONS }, (_, i) => ({
          endToEndId: `EGR-E-NOBODY-${i}`,
          mandateReference: `EGR-M-NOBODY-${i}`,
          reason: 'AM04',
        })),
      })
      const formRequest = new Request('http://x', {
        method: 'POST',
        body: form('file', encode(xml), 'r.xml', 'application/xml'),
      })
      const body = Buffer.from(await formRequest.arrayBuffer())
      expect(body.length).toBeLessThan(returnReportUpload.maxBytes)
      let recorded = false
      let markSent = () => {}
      const sent = new Promise<void>((resolve) => {
        markSent = resolve
      })
      const answered = new Promise<{ status: number; unknown: number }>((resolve, reject) => {
        const req = httpRequest(`${live.origin}${REPORT}`, {
          method: 'POST',
          headers: {
            'Content-Type': formRequest.headers.get('content-type') ?? '',
            'Content-Length': String(body.length),
            'X-Api-Key': 'egresa-dev-public-key',
            'X-Token': office.token,
            'X-Device-Type': '2',
            'X-Device-Id': 'test-device',
          },
        })
        req.on('response', (res) => {
          let text = ''
          res.on('data', (chunk) => {
            text += chunk
          })
          res.on('end', () => {
            recorded = true
            resolve({ status: res.statusCode ?? 0, unknown: (JSON.parse(text) as Result).unknown.length })
          })
        })
        req.on('error', reject)
        req.end(body, () => markSent())
      })
      // The whole report is with the server: health checks, one after the other, are answered meanwhile.
      await sent
      for (let i = 0; i < 5; i++) {
        const health = await fetch(`${live.origin}/healthz`)
        expect(health.status).toBe(200)
        expect(recorded, `health check ${i + 1} was answered only after the report`).toBe(false)
      }
      expect(await answered).toEqual({ status: 200, unknown: RETURN_REPORT_MAX_TRANSACTIONS })
    } finally {
      await live.close()
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

  it('refuses a hostile report from the command line too, saying why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'egresa-pain002-'))
    try {
      const path = join(dir, 'devoluciones.xml')
      await writeFile(
        path,
        pain002Report({
          originalMessageId: messageId,
          rejected: [{ endToEndId: 'EGR-E-1', reason: 'AM04' }],
        }).replace('<TxSts>', '<__proto__><TxSts>RJCT</TxSts></__proto__><TxSts>'),
      )
      const run = collectionCommands()['membership:returns-report']?.run({
        database: t.database,
        env: t.env,
        args: [path],
        print: () => {},
      })
      await expect(run).rejects.toThrow(/has an element <__proto__>, which a pain.002 report does not have/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
