// The office's collection run (docs/membership.md, "Collection runs and returns"): every charge due in one
// schema-valid pain.008 file, recorded so that no charge is exported twice, one export at a time, and a clear
// refusal when the university has not configured itself as a SEPA creditor.
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membershipCharges, membershipCollectionRuns, membershipMandates } from '../../db/schema/membership'
import { ApiError, ownMessage } from '../../lib/errors'
import { ibanVault } from '../../lib/iban-vault'
import { appOrigins } from '../../lib/links'
import { CREDITOR_ENV, daysAhead, upgradedMember } from '../../test/collections'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'
import { validatePain008 } from '../../test/sepa'
import { collectionCommands } from './collection-commands'
import { collectionDeps } from './collection-deps'
import { collectionRunFile, exportCollectionRun } from './collection-runs'

type Body = Record<string, unknown>
type ErrorBody = { code: number; reason: string; message: string; errors?: Record<string, string[]> }
type Run = {
  message_id: string
  count: number
  total_cents: number
  collection_date: string
  created_by: string
  blocks: { sequence: string; count: number; total_cents: number }[]
  file_sha256: string
}

async function call<T = Body>(
  t: TestApp,
  method: string,
  path: string,
  options: { json?: unknown; token?: string; locale?: 'es' | 'en' } = {},
) {
  const res = await t.request(path, { method, ...options })
  const text = await res.text()
  const json = res.headers.get('content-type')?.includes('json')
  return { status: res.status, body: (json && text ? JSON.parse(text) : text) as T, headers: res.headers }
}

async function chargesOf(t: TestApp, userId: string) {
  return t.database.db
    .select()
    .from(membershipCharges)
    .where(eq(membershipCharges.userId, userId))
    .orderBy(membershipCharges.createdAt)
}

const runsRecorded = async (t: TestApp) =>
  (await t.database.db.select({ n: count() }).from(membershipCollectionRuns))[0]?.n ?? 0

describe('the collection run', () => {
  let t: TestApp
  let office: Actor
  let nuria: Actor & { mandate: string }
  let ramon: Actor & { mandate: string }
  let run: Run

  beforeAll(async () => {
    t = await createTestApp({ env: CREDITOR_ENV })
    office = await createPerson(t, { role: 'admin' })
    nuria = await upgradedMember(t, { name: 'Núria', surname: 'Pañella i Col·lell' })
    ramon = await upgradedMember(t, {
      name: 'Ramón María',
      surname: 'de la Santísima Trinidad',
      // 70 characters, the most the form takes; Æ and ß become two letters each, so the file must cut it.
      holder: 'Ramón María de la Santísima Trinidad Æßlinger Ibáñez y Muñoz-Villaverd',
      iban: 'ES7921000813610123456789',
    })
  })
  afterAll(async () => t?.close())

  it('answers 409 when nothing is due yet, and records nothing', async () => {
    // The first charges fall due after the pre-notification period, not tomorrow.
    const early = await call<ErrorBody>(t, 'POST', '/usr/admin/collection-runs', {
      token: office.token,
      json: { date: daysAhead(1) },
    })
    expect(early.status).toBe(409)
    expect(early.body.message).toMatch(/No hay ningún cobro pendiente/)
    expect(await runsRecorded(t)).toBe(0)
  })

  it('refuses a collection date that is not after today, in the request’s language', async () => {
    const past = await call<ErrorBody>(t, 'POST', '/usr/admin/collection-runs', {
      token: office.token,
      json: { date: daysAhead(0) },
      locale: 'en',
    })
    expect(past.status).toBe(400)
    expect(past.body.errors?.date?.[0]).toMatch(/must be after today/)
    const bad = await call<ErrorBody>(t, 'POST', '/usr/admin/collection-runs', {
      token: office.token,
      json: { date: '2026-02-30x' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.date).toBeDefined()
  })

  it('exports every charge due into one schema-valid file and records the run', async () => {
    const exported = await call<Run>(t, 'POST', '/usr/admin/collection-runs', {
      token: office.token,
      json: { date: daysAhead(30) },
    })
    expect(exported.status).toBe(201)
    run = exported.body
    expect(run).toMatchObject({
      count: 2,
      total_cents: 10_000,
      collection_date: daysAhead(30),
      created_by: office.email,
      blocks: [{ sequence: 'FRST', count: 2, total_cents: 10_000 }],
    })

    const file = await call<string>(t, 'GET', `/usr/admin/collection-runs/${run.message_id}/file`, {
      token: office.token,
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/application\/xml/)
    expect(file.headers.get('content-disposition')).toContain(`remesa-${daysAhead(30)}-${run.message_id}.xml`)
    expect(await validatePain008(file.body)).toEqual({ valid: true, errors: [] })
    // The same bytes as at the export, whose SHA-256 the run keeps.
    expect(createHash('sha256').update(file.body).digest('hex')).toBe(run.file_sha256)
    expect(file.body).toContain(`<MsgId>${run.message_id}</MsgId>`)
    expect(file.body).toContain('<NbOfTxs>2</NbOfTxs>')
    expect(file.body).toContain('<CtrlSum>100.00</CtrlSum>')
    expect(file.body).toContain('<Id>ES37000G12345674</Id>')
    expect(file.body).toContain('<IBAN>ES7921000813610123456789</IBAN>')
    expect(file.body).toContain('<IBAN>ES9121000418450200051332</IBAN>')
    expect(file.body).toContain(`<MndtId>${nuria.mandate}</MndtId>`)
    expect(file.body).toContain(`<MndtId>${ramon.mandate}</MndtId>`)
    expect(file.body).toContain('<Nm>Nuria Panella i Col.lell</Nm>')
    // The apostrophe escaped, as the EPC's character-set rules ask of XML's reserved characters.
    expect(file.body).toContain('<Nm>Associacio d&apos;Antics Alumnes de la Universitat</Nm>')
    const ramonName = /<Nm>(Ramon Maria[^<]*)<\/Nm>/.exec(file.body)?.[1] ?? ''
    expect(ramonName.length).toBeLessThanOrEqual(70)
    expect(ramonName).toBe('Ramon Maria de la Santisima Trinidad AEsslinger Ibanez y Munoz-Villave')

    // The charges are exported in the run, and their mandates have had their first collection.
    for (const member of [nuria, ramon]) {
      const [charge] = await chargesOf(t, member.id)
      expect(charge).toMatchObject({ status: 'exported', sequence: 'FRST' })
      expect(charge?.exportedAt).not.toBeNull()
      const [mandate] = await t.database.db
        .select()
        .from(membershipMandates)
        .where(eq(membershipMandates.reference, member.mandate))
      expect(mandate?.firstCollectedOn).toBe(daysAhead(30))
    }
    const mine = await call<{ charges: { status: string }[] }>(t, 'GET', '/usr/membership', {
      token: nuria.token,
    })
    expect(mine.body.charges[0]?.status).toBe('exported')
  })

  it('exports no charge twice', async () => {
    const again = await call<ErrorBody>(t, 'POST', '/usr/admin/collection-runs', {
      token: office.token,
      json: { date: daysAhead(30) },
      locale: 'en',
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      `No charge is due on or before ${daysAhead(30)}: no collection run was exported.`,
    )
    expect(await runsRecorded(t)).toBe(1)
  })

  it('makes the next charge of a collected mandate a recurrent one (RCUR)', async () => {
    const [first] = await chargesOf(t, nuria.id)
    if (!first) throw new Error('no charge')
    // The renewal a year later, as the renewal job makes it.
    await t.database.db.insert(membershipCharges).values({
      hash: `renewal${Date.now()}`,
      userId: nuria.id,
      mandateId: first.mandateId,
      kind: 'sepa',
      amountCents: 5000,
      dueOn: daysAhead(40),
      sequence: 'FRST',
      endToEndId: `EGR-E-RENEWAL${Date.now()}`,
      coversUntil: daysAhead(800),
    })
    const exported = await call<Run>(t, 'POST', '/usr/admin/collection-runs', {
      token: office.token,
      json: { date: daysAhead(45) },
    })
    expect(exported.status).toBe(201)
    expect(exported.body.blocks).toEqual([{ sequence: 'RCUR', count: 1, total_cents: 5000 }])
    const file = await call<string>(t, 'GET', `/usr/admin/collection-runs/${exported.body.message_id}/file`, {
      token: office.token,
    })
    expect(await validatePain008(file.body)).toMatchObject({ valid: true })
    expect(file.body).toContain('<SeqTp>RCUR</SeqTp>')
    expect(file.body).not.toContain('<SeqTp>FRST</SeqTp>')
  })

  it('lists the runs, newest first', async () => {
    const list = await call<{ items: Run[]; total: number }>(t, 'GET', '/usr/admin/collection-runs', {
      token: office.token,
    })
    expect(list.status).toBe(200)
    expect(list.body.total).toBe(2)
    expect(list.body.items.map((r) => r.count)).toEqual([1, 2])
    expect(list.body.items[1]?.message_id).toBe(run.message_id)
  })

  it('answers 404 for an unknown run, and refuses a file that would differ from the one exported', async () => {
    const unknown = await call<ErrorBody>(t, 'GET', '/usr/admin/collection-runs/EGR-NOPE/file', {
      token: office.token,
    })
    expect(unknown.status).toBe(404)
    const deps = collectionDeps(t.env, appOrigins(t.env))
    await expect(
      collectionRunFile(t.database.db, {
        messageId: run.message_id,
        creditor: { ...deps.creditor, name: 'Otra asociación' },
        decrypt: deps.decrypt,
      }),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('is for the office only', async () => {
    const member = await call(t, 'POST', '/usr/admin/collection-runs', { token: nuria.token, json: {} })
    expect(member.status).toBe(403)
    const file = await call(t, 'GET', `/usr/admin/collection-runs/${run.message_id}/file`, {
      token: nuria.token,
    })
    expect(file.status).toBe(403)
  })
})

describe('two exports at once', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ env: CREDITOR_ENV })
  })
  afterAll(async () => t?.close())

  it('lets one win; the other gets a clear 409 and no charge is in two runs', async () => {
    const office = await createPerson(t, { role: 'admin' })
    const members = await Promise.all(
      ['Ana', 'Berta', 'Carles', 'Dídac'].map((name) => upgradedMember(t, { name, surname: 'Vidal' })),
    )
    const answers = await Promise.all(
      [1, 2].map(() =>
        call<Run & ErrorBody>(t, 'POST', '/usr/admin/collection-runs', {
          token: office.token,
          json: { date: daysAhead(30) },
          locale: 'en',
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    const winner = answers.find((a) => a.status === 201)
    const loser = answers.find((a) => a.status === 409)
    expect(winner?.body.count).toBe(4)
    // On PostgreSQL the second waits for nothing: another export holds the lock. On PGlite (one connection)
    // the second runs after the first and finds nothing due. Either way it says why.
    expect(loser?.body.message).toMatch(
      /Someone else is exporting a collection run right now|No charge is due/,
    )
    expect(await runsRecorded(t)).toBe(1)
    for (const member of members) {
      const charges = await chargesOf(t, member.id)
      expect(charges.map((c) => c.status)).toEqual(['exported'])
    }
  })
})

// PGlite runs one transaction at a time, so two exports cannot overlap there (the test above covers it).
describe.skipIf(!process.env.DATABASE_URL)('an export while another holds the lock (PostgreSQL)', () => {
  it('answers 409 at once, saying someone else is exporting, and records nothing', async () => {
    const t = await createTestApp({ env: CREDITOR_ENV })
    try {
      const office = await createPerson(t, { role: 'admin' })
      await upgradedMember(t, { name: 'Quim', surname: 'Roca' })
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let locked = () => {}
      const taken = new Promise<void>((resolve) => {
        locked = resolve
      })
      // Another process's export, half way through: it holds the same advisory lock.
      const other = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('egresa.membership.collection-run'))`)
        locked()
        await held
      })
      await taken
      const refused = await call<ErrorBody>(t, 'POST', '/usr/admin/collection-runs', {
        token: office.token,
        json: { date: daysAhead(30) },
        locale: 'en',
      })
      release()
      await other
      expect(refused.status).toBe(409)
      expect(refused.body.message).toMatch(/^Someone else is exporting a collection run right now/)
      expect(await runsRecorded(t)).toBe(0)
      const after = await call<Run>(t, 'POST', '/usr/admin/collection-runs', {
        token: office.token,
        json: { date: daysAhead(30) },
      })
      expect(after.status).toBe(201)
    } finally {
      await t.close()
    }
  })
})

describe('without a creditor configured', () => {
  it('refuses to export, says what to configure in the request’s language, and records nothing', async () => {
    const t = await createTestApp({
      env: { MEMBERSHIP_CREDITOR_IBAN: CREDITOR_ENV.MEMBERSHIP_CREDITOR_IBAN },
    })
    try {
      const office = await createPerson(t, { role: 'admin' })
      const member = await upgradedMember(t, { name: 'Pau', surname: 'Serra' })
      for (const locale of ['es', 'en'] as const) {
        const refused = await call<ErrorBody>(t, 'POST', '/usr/admin/collection-runs', {
          token: office.token,
          json: { date: daysAhead(30) },
          locale,
        })
        expect(refused.status).toBe(409)
        expect(refused.body.message).toContain('MEMBERSHIP_CREDITOR_ID')
        expect(refused.body.message).toMatch(locale === 'es' ? /Falta el identificador/ : /is not configured/)
      }
      expect(await runsRecorded(t)).toBe(0)
      expect((await chargesOf(t, member.id)).map((c) => c.status)).toEqual(['pending'])
    } finally {
      await t.close()
    }
  })

  it('refuses an identifier whose check digits are wrong, and a missing account', async () => {
    const wrong = await createTestApp({
      env: { ...CREDITOR_ENV, MEMBERSHIP_CREDITOR_ID: 'ES38000G12345674' },
    })
    const noAccount = await createTestApp({
      env: { MEMBERSHIP_CREDITOR_ID: CREDITOR_ENV.MEMBERSHIP_CREDITOR_ID },
    })
    try {
      for (const [t, message] of [
        [wrong, /ES38000G12345674\) is not valid/],
        [noAccount, /MEMBERSHIP_CREDITOR_IBAN/],
      ] as const) {
        const office = await createPerson(t, { role: 'admin' })
        await upgradedMember(t, { name: 'Pau', surname: 'Serra' })
        const refused = await call<ErrorBody>(t, 'POST', '/usr/admin/collection-runs', {
          token: office.token,
          json: { date: daysAhead(30) },
          locale: 'en',
        })
        expect(refused.status).toBe(409)
        expect(refused.body.message).toMatch(message)
        expect(await runsRecorded(t)).toBe(0)
      }
    } finally {
      await Promise.all([wrong.close(), noAccount.close()])
    }
  })
})

describe('a key that does not open the stored IBANs', () => {
  it('is a 409 that says so, and nothing is recorded', async () => {
    const t = await createTestApp({ env: CREDITOR_ENV })
    try {
      const member = await upgradedMember(t, { name: 'Pol', surname: 'Camps' })
      const otherKey = ibanVault({ dataDir: t.env.dataDir, ibanEncryptionKey: 'ab'.repeat(32) })
      const refused = await exportCollectionRun(t.database.db, {
        collectionDate: daysAhead(30),
        now: new Date(),
        by: { userId: null, label: 'cli' },
        creditor: collectionDeps(t.env, appOrigins(t.env)).creditor,
        decrypt: otherKey.decrypt,
      }).then(
        () => null,
        (error: unknown) => error,
      )
      expect(refused).toBeInstanceOf(ApiError)
      expect(refused).toMatchObject({ status: 409 })
      expect(ownMessage(refused as ApiError, 'en')).toMatch(/cannot be decrypted/)
      expect(await runsRecorded(t)).toBe(0)
      expect((await chargesOf(t, member.id)).map((c) => c.status)).toEqual(['pending'])
    } finally {
      await t.close()
    }
  })
})

describe('pnpm admin membership:export', () => {
  let t: TestApp
  let dir: string

  beforeAll(async () => {
    t = await createTestApp({ env: CREDITOR_ENV })
    dir = await mkdtemp(join(tmpdir(), 'egresa-run-'))
  })
  afterAll(async () => {
    await t?.close()
    await rm(dir, { recursive: true, force: true })
  })

  async function run(name: string, args: string[]) {
    const command = collectionCommands()[name]
    if (!command) throw new Error(`no command ${name}`)
    const lines: string[] = []
    await command.run({ database: t.database, env: t.env, args, print: (line) => lines.push(line) })
    return lines
  }

  it('writes the file (owner-only), records the run as the command line’s, and lists it', async () => {
    const member = await upgradedMember(t, { name: 'Joan', surname: 'Puig' })
    const out = join(dir, 'remesa.xml')
    const lines = await run('membership:export', ['--date', daysAhead(30), '--out', out])
    expect(lines[0]).toMatch(/^EGR-\S+: 1 charges, 50\.00 EUR, collected on /)
    expect(lines.at(-1)).toContain(`file: ${out}`)
    const xml = await readFile(out, 'utf8')
    expect(await validatePain008(xml)).toMatchObject({ valid: true })
    expect(xml).toContain(`<MndtId>${member.mandate}</MndtId>`)
    const { stat } = await import('node:fs/promises')
    expect((await stat(out)).mode & 0o777).toBe(0o600)
    const [recorded] = await t.database.db.select().from(membershipCollectionRuns)
    expect(recorded?.createdByLabel).toBe('cli')
    expect((await run('membership:runs', [])).join('\n')).toContain(recorded?.messageId)

    // Nothing due any more: the operator is told, and no file is written.
    await expect(
      run('membership:export', ['--date', daysAhead(30), '--out', join(dir, 'again.xml')]),
    ).rejects.toThrow(/No charge is due/)
    await expect(readFile(join(dir, 'again.xml'))).rejects.toThrow()
    // The file again, built from the record: the same bytes.
    const copy = join(dir, 'copy.xml')
    await run('membership:run-file', [recorded?.messageId ?? '', '--out', copy])
    expect(await readFile(copy, 'utf8')).toBe(xml)
  })

  it('leaves nothing recorded when the file cannot be written', async () => {
    const member = await upgradedMember(t, { name: 'Marta', surname: 'Soler' })
    const before = await runsRecorded(t)
    await expect(
      run('membership:export', ['--date', daysAhead(30), '--out', join(dir, 'missing-folder', 'x.xml')]),
    ).rejects.toThrow()
    expect(await runsRecorded(t)).toBe(before)
    const charges = await t.database.db
      .select()
      .from(membershipCharges)
      .where(and(eq(membershipCharges.userId, member.id), eq(membershipCharges.status, 'pending')))
    expect(charges).toHaveLength(1)
  })
})
