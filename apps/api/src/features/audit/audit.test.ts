// The office's audit log (docs/audit.md): one entry per /usr/admin call (reads too), a handler's own entry in
// the transaction of its change, secrets never written, the list's filters,
// the CSV export, who may read and export it, and the database refusing to change or delete an entry.
import type { AuditLogEntry, AuditLogList } from '@egresa/api-contract/admin'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { auditLog } from '../../db/schema/audit'
import { users } from '../../db/schema/users'
import { auditChanges, createAuditCallLog, REDACTED, redact, writeAudit } from '../../lib/audit'
import type { Logger } from '../../lib/logger'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  const accounts = {
    admin: 'admin',
    office: 'office',
    free: 'alumniFreemium',
    premium: 'alumniPremium',
    company: 'company',
  } as const
  for (const [name, role] of Object.entries(accounts)) {
    await t.createUser({ email: `${name}@audit.test`, role })
    tokens[name] = await t.login(`${name}@audit.test`)
  }
})
afterAll(async () => {
  await t.close()
})

async function list(query = '', token = tokens.admin): Promise<AuditLogList> {
  const res = await t.request(`/usr/admin/audit${query}`, { token })
  expect(res.status).toBe(200)
  return (await res.json()) as AuditLogList
}

describe('recording', () => {
  it('writes one entry per /usr/admin call of the office, reads included, with the object of its path', async () => {
    const pending = await t.createUser({ email: 'pending@audit.test', status: 'pending' })
    const before = (await list('?actor=office@audit.test')).total
    expect((await t.request('/usr/admin/users', { token: tokens.office })).status).toBe(200)
    const verified = await t.request(`/usr/admin/users/${pending.hash}/verify`, {
      method: 'POST',
      token: tokens.office,
      headers: { 'X-Egresa-App': 'admin' },
    })
    expect(verified.status).toBe(200)

    const mine = await list('?actor=office@audit.test')
    expect(mine.total).toBe(before + 2)
    // Found by action, not position: the read's entry and the change's may carry the same millisecond (the
    // call log keeps the time a call was answered; PGlite's clock counts milliseconds), and then the list's
    // order between them is the order of their writes, the read's last.
    const verify = mine.items.find((e) => e.action === 'users.verify') as AuditLogEntry
    const read = mine.items.find((e) => e.action === 'adminUsers') as AuditLogEntry
    // The handler's own entry, written in the transaction of the change, with the fields it changed.
    expect(verify).toMatchObject({
      actor: { label: 'office@audit.test' },
      source: 'app',
      action: 'users.verify',
      object: { type: 'user', id: pending.hash, label: 'pending@audit.test' },
      changes: { status: { before: 'pending', after: 'active' }, verifiedAt: { before: null } },
      method: 'POST',
      path: `/usr/admin/users/${pending.hash}/verify`,
      status: null,
    })
    expect(verify.actor.hash).toEqual(expect.any(String))
    // A read: the middleware's entry, named after the endpoint.
    expect(read).toMatchObject({ source: 'api', action: 'adminUsers', object: null, status: 200 })
    // Verifying it again changes nothing: a 409 (lib/office-decisions.ts), whose entry is the call's own.
    const again = await t.request(`/usr/admin/users/${pending.hash}/verify`, {
      method: 'POST',
      token: tokens.office,
    })
    expect(again.status).toBe(409)
    expect((await list('?action=verifyUser')).items[0]).toMatchObject({ status: 409, changes: null })
  })

  it('writes a refused call of a signed-in member too, but not an anonymous one', async () => {
    expect((await t.request('/usr/admin/users', { token: tokens.free })).status).toBe(403)
    expect((await t.request('/usr/admin/users')).status).toBe(401)
    const entries = await list('?actor=free@audit.test')
    expect(entries.items[0]).toMatchObject({ action: 'adminUsers', status: 403 })
    expect((await list('?actor=anonymous')).total).toBe(0)
  })

  it("writes the calls' entries after their answers, together, each at its call's time, none lost", async () => {
    const count = async () =>
      Number(
        (
          (await t.database.db.execute(
            sql`select count(*)::int as n from audit_log where actor_label = 'premium@audit.test'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      )
    const before = await count()
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.request('/usr/admin/queues', { token: tokens.premium })),
    )
    expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403, 403])
    await t.app.settled()
    expect(await count()).toBe(before + 5)
    const entries = (await list('?actor=premium@audit.test&size=5')).items
    for (const entry of entries) {
      expect(entry).toMatchObject({ action: 'officeQueues', status: 403 })
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000)
    }

    // A log whose insert fails says so in the server's log and answers nothing different.
    const errors: unknown[] = []
    const failing = createAuditCallLog(
      { insert: () => ({ values: () => Promise.reject(new Error('disk full')) }) } as unknown as Db,
      { error: (fields: unknown) => errors.push(fields) } as unknown as Logger,
      { maxEntries: 2 },
    )
    const actor = { id: null, label: 'x@audit.test', source: 'api' } as const
    failing.add(actor, { method: 'GET', path: '/usr/admin/users' }, { action: 'adminUsers' })
    failing.add(actor, { method: 'GET', path: '/usr/admin/users' }, { action: 'adminUsers' })
    await failing.flush()
    expect(errors).toEqual([expect.objectContaining({ entries: 2 })])
  })

  it('never writes an IBAN, a password or a token, at any depth', async () => {
    expect(
      redact({ name: 'Ana', paymentIban: 'ES91 2100', nested: [{ password: 'x', accessToken: 'y' }] }),
    ).toEqual({ name: 'Ana', paymentIban: REDACTED, nested: [{ password: REDACTED, accessToken: REDACTED }] })
    const changes = auditChanges(
      { name: 'Ana', payment_iban: 'ES91 2100 0418 4502 0005 1332', city: 'Valencia' },
      { name: 'Ana María', payment_iban: 'ES12 3456', city: 'Valencia' },
    )
    expect(changes).toEqual({
      name: { before: 'Ana', after: 'Ana María' },
      payment_iban: { before: 'ES91 2100 0418 4502 0005 1332', after: 'ES12 3456' },
    })
    await writeAudit(
      t.database.db,
      { id: null, label: 'redaction@audit.test', source: 'api' },
      { method: 'PATCH', path: '/usr/admin/test' },
      {
        action: 'test.redaction',
        changes: { ...changes, settings: { before: null, after: { passwordHash: 'argon2…' } } },
      },
    )
    const [entry] = (await list('?action=test.redaction')).items
    expect(entry?.changes).toEqual({
      name: { before: 'Ana', after: 'Ana María' },
      payment_iban: { before: REDACTED, after: REDACTED },
      settings: { before: null, after: { passwordHash: REDACTED } },
    })
    const stored = (await t.database.db.execute(
      sql`select changes::text as c from audit_log`,
    )) as unknown as {
      rows: unknown[]
    }
    expect(JSON.stringify(stored.rows)).not.toMatch(/ES91|ES12|argon2/)
  })
})

describe('GET /usr/admin/audit', () => {
  it('filters by actor, object, action, source and days, newest first, in pages', async () => {
    const at = (day: string) => new Date(`${day}T12:00:00Z`)
    await t.database.db.insert(auditLog).values([
      {
        at: at('2026-01-10'),
        actorLabel: 'filters@audit.test',
        source: 'app',
        action: 'offers.reject',
        objectType: 'offer',
        objectId: 'OFFER1',
        reason: 'Falta el salario',
      },
      {
        at: at('2026-01-11'),
        actorLabel: 'filters@audit.test',
        source: 'app',
        action: 'offers.approve',
        objectType: 'offer',
        objectId: 'OFFER2',
      },
      {
        at: at('2026-01-12'),
        actorLabel: 'filters@audit.test',
        source: 'api',
        action: 'offers.approve',
        objectType: 'offer',
        objectId: 'OFFER1',
      },
    ])
    const ids = (l: AuditLogList) => l.items.map((e) => `${e.action}:${e.object?.id}`)
    expect(ids(await list('?actor=FILTERS@audit'))).toEqual([
      'offers.approve:OFFER1',
      'offers.approve:OFFER2',
      'offers.reject:OFFER1',
    ])
    expect(ids(await list('?object_type=offer&object_id=OFFER1'))).toEqual([
      'offers.approve:OFFER1',
      'offers.reject:OFFER1',
    ])
    expect(ids(await list('?action=offers.approve&source=app'))).toEqual(['offers.approve:OFFER2'])
    expect(ids(await list('?from=2026-01-11&to=2026-01-11'))).toEqual(['offers.approve:OFFER2'])
    expect(ids(await list('?actor=filters&to=2026-01-10'))).toEqual(['offers.reject:OFFER1'])
    const page = await list('?actor=filters&size=2&page=2')
    expect(page).toMatchObject({ total: 3, maxPages: 2 })
    expect(ids(page)).toEqual(['offers.reject:OFFER1'])
    expect(page.items[0]?.reason).toBe('Falta el salario')

    const bad = await t.request('/usr/admin/audit?from=2026-02-30', { token: tokens.admin, locale: 'en' })
    expect(bad.status).toBe(400)
  })
})

describe('a log of years', () => {
  it('counts up to 10,000 matching entries and says there are more', async () => {
    await t.database.db.execute(sql`
      insert into audit_log (actor_label, source, action, method, path, status)
      select 'many@audit.test', 'api', case when n = 0 then 'test.one' else 'test.many' end, 'GET', '/usr/admin/users', 200
      from generate_series(0, 10000) as n
    `)
    const all = await list('?actor=many@audit.test&size=50')
    expect(all).toMatchObject({ total: 10_000, maxPages: 200, more: true })
    expect(all.items).toHaveLength(50)
    const exactly = await list('?actor=many@audit.test&action=test.many')
    expect(exactly).toMatchObject({ total: 10_000, more: false })
    expect(await list('?actor=many@audit.test&action=test.one')).toMatchObject({ total: 1, more: false })
  })
})

describe('GET /usr/admin/audit.csv', () => {
  it('exports the filtered log as a spreadsheet, formulas defused', async () => {
    await t.database.db.insert(auditLog).values({
      actorLabel: 'csv@audit.test',
      source: 'app',
      action: 'articles.update',
      objectType: 'article',
      objectId: 'ART1',
      objectLabel: '=HYPERLINK("x")',
      changes: { title: { before: 'Old', after: 'New' } },
      reason: 'Errata',
    })
    const res = await t.request('/usr/admin/audit.csv?actor=csv@audit.test', {
      token: tokens.admin,
      locale: 'en',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d\d-\d\d\.csv"$/,
    )
    const text = await res.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('"Who";"Source";"Action"')
    expect(lines[1]).toContain(
      '"csv@audit.test";"app";"articles.update";"article";"ART1";"\'=HYPERLINK(""x"")"',
    )
    expect(lines[1]).toContain('"Errata"')

    const es = await t.request('/usr/admin/audit.csv?actor=csv@audit.test', { token: tokens.admin })
    expect(await es.text()).toContain('"Quién"')
  })
})

describe('who may read and export it', () => {
  it.each([
    ['anonymous', 401, 401, undefined],
    ['a free member', 403, 403, 'free'],
    ['a Premium member', 403, 403, 'premium'],
    ['a company', 403, 403, 'company'],
    ['the office', 200, 403, 'office'],
    ['an administrator', 200, 200, 'admin'],
  ] as const)('%s: list %i, CSV %i', async (_, listStatus, csvStatus, who) => {
    const token = who ? tokens[who] : undefined
    expect((await t.request('/usr/admin/audit', { token })).status).toBe(listStatus)
    expect((await t.request('/usr/admin/audit.csv', { token })).status).toBe(csvStatus)
  })
})

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the audit log in the database', async () => {
    const db = t.database.db
    await writeAudit(
      db,
      { id: null, label: 'kept@audit.test', source: 'cli' },
      { method: 'CLI', path: 'pnpm admin test' },
      { action: 'test.kept' },
    )
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = (await db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      )) as { cause?: { message?: string } } | null
      expect(error?.cause?.message).toMatch(/audit_log is append-only/)
    }
    await refused(sql`update audit_log set action = 'x' where action = 'test.kept'`)
    await refused(sql`delete from audit_log where action = 'test.kept'`)
    await refused(sql`truncate audit_log`)
    const counted = (await db.execute(
      sql`select count(*)::int as n from audit_log where action = 'test.kept'`,
    )) as unknown as { rows: { n: number }[] }
    const [row] = counted.rows
    expect(row?.n).toBe(1)
    // An account's deletion leaves its entries as they were (no foreign key to cascade).
    await t.createUser({ email: 'gone@audit.test', role: 'office' })
    const token = await t.login('gone@audit.test')
    await t.request('/usr/admin/users', { token })
    await db.execute(sql`delete from ${users} where email = 'gone@audit.test'`)
    expect((await list('?actor=gone@audit.test')).items[0]).toMatchObject({ actor: { hash: null } })
  })
})
