// "Download my data" (GDPR art. 15 and 20, docs/privacy.md): the schema walk that keeps the export complete,
// the busiest demo person's ZIP against their rows table by table, the company's export without its
// candidates' data, and the export's life: asked twice, built, mailed, downloaded by its owner only, expired.
import { sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataExports } from '../../db/schema/privacy'
import { createStorage } from '../../lib/storage/create-storage'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo/accounts'
import { form, linkIn, type Mailbox, pdf, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { privacyJobDeps } from '../../test/privacy'
import { ownerColumns } from '../../test/schema-walk'
import { fieldLabels, objectLabels } from './export-labels'
import { companySections, type ExportSection, notExported, personSections } from './export-sections'
import { type ExportData, exportSummary } from './export-zip'
import { requestExport, tendExports } from './exports'

describe('what the export covers', () => {
  it('every column pointing at a person or a company is in a section of the export, or said why not', () => {
    const covered = new Set(
      [...personSections, ...companySections]
        .map((s) => `${s.table}.${s.by}`)
        .concat(Object.keys(notExported)),
    )
    const columns = ownerColumns().map((c) => `${c.table}.${c.column}`)
    // The walk itself finds them: a schema change that hid them from it would pass any list.
    expect(columns).toContain('job_applications.user_id')
    expect(columns).toContain('job_offers.company_id')
    expect(columns.filter((c) => !covered.has(c))).toEqual([])
  })

  it('documents every field of every section with a type and a description', () => {
    for (const s of [...personSections, ...companySections])
      for (const [name, doc] of Object.entries(s.fields))
        expect(doc, `${s.key}.${name}`).toMatch(/^(string|integer|boolean|date|date-time|path|object)\??: \S/)
  })

  it('gives every field of every section a label for the summary, and no label to a field no section has', () => {
    const sections = [...personSections, ...companySections]
    const fields = new Set(sections.flatMap((s) => Object.keys(s.fields).map((name) => `${s.key}.${name}`)))
    const missing = [...fields].filter((f) => {
      const [key = '', name = ''] = f.split('.')
      return !fieldLabels[key]?.[name]?.message
    })
    expect(missing).toEqual([])
    const labelled = Object.entries(fieldLabels).flatMap(([key, labels]) =>
      Object.keys(labels).map((name) => `${key}.${name}`),
    )
    expect(labelled.filter((f) => !fields.has(f))).toEqual([])
    expect(Object.keys(objectLabels).filter((f) => !fields.has(f))).toEqual([])
  })

  it('writes the summary for reading: labels, dates, times in Madrid, yes or no, euros, links, in the person’s language', () => {
    const data: ExportData = {
      format: 'egresa-data-export',
      version: 1,
      generated_at: '2026-11-28T21:47:59.371Z',
      sections: {
        ...Object.fromEntries(personSections.map((s) => [s.key, s.one ? null : []])),
        account: {
          membership_number: 1234,
          has_password: true,
          created_at: '2026-11-28T21:47:59.371+00:00',
          decision_reason: '<b>no</b>',
        },
        profile: { cv: 'files/cv/cv.pdf', newsletter: false, birthdate: '1990-03-05' },
        charges: [{ amount_cents: 5000, due_on: '2026-12-01', paid_at: '2026-07-01T10:00:00Z' }],
        projects: [
          { images: ['files/projects/a.webp', 'files/projects/b.webp'], links: ['https://a.test/'] },
        ],
      },
    }
    const es = exportSummary(data, personSections, 'es')
    expect(es).toContain('<th scope="row">Número de socio</th><td>1234</td>')
    expect(es).toContain('<th scope="row">Tiene contraseña</th><td>Sí</td>')
    expect(es).toContain('<th scope="row">Recibe el boletín</th><td>No</td>')
    // 21:47 UTC is 22:47 in Madrid in November (UTC+1), 10:00 UTC is 12:00 in July (UTC+2).
    expect(es).toMatch(/<th scope="row">Fecha de alta<\/th><td>28 de noviembre de 2026[^<]*22:47<\/td>/)
    expect(es).toMatch(/<td>1 de julio de 2026[^<]*12:00<\/td>/)
    expect(es).toContain('<td>5 de marzo de 1990</td>')
    expect(es).toMatch(/<td>50,00\s€<\/td>/)
    expect(es).toContain('<th scope="col">Importe</th>')
    expect(es).toContain('<a href="files/cv/cv.pdf">files/cv/cv.pdf</a>')
    expect(es).toContain(
      '<td><a href="files/projects/a.webp">files/projects/a.webp</a><br><a href="files/projects/b.webp">files/projects/b.webp</a></td>',
    )
    expect(es).toContain('<td>https://a.test/</td>')
    expect(es).toContain('&lt;b&gt;no&lt;/b&gt;')
    expect(es).toContain('a 28 de noviembre de 2026.')
    expect(es).not.toMatch(/\d{4}-\d{2}-\d{2}/)

    const en = exportSummary(data, personSections, 'en')
    expect(en).toContain('<th scope="row">Partner number</th><td>1234</td>')
    expect(en).toContain('<th scope="row">Has a password</th><td>Yes</td>')
    expect(en).toMatch(/<td>28 November 2026[^<]*22:47<\/td>/)
    expect(en).toContain('<td>€50.00</td>')
    expect(en).toContain('<th scope="col">Collection date</th>')
    expect(en).not.toMatch(/\d{4}-\d{2}-\d{2}/)

    // A company's offer: the closing survey's keys are labelled too.
    const offer = {
      closing: {
        service_rating: 4,
        candidates_rating: 5,
        hired: false,
        closed_at: '2026-03-07T03:12:00+00:00',
      },
    }
    const company = exportSummary(
      { ...data, sections: { ...data.sections, offers: [offer], decisions: [] } },
      companySections,
      'en',
    )
    expect(company).toContain(
      '<td>Rating of the service (1 to 5): 4<br>Rating of the applications (1 to 5): 5<br>Someone was hired: No<br>Closed on: 7 March 2026 at 04:12</td>',
    )
  })
})

let t: TestApp
let mailbox: Mailbox

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo-small' })
  mailbox = await startMailbox(t)
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

type Latest = {
  export: { id: string; status: string; expires_at: string | null; size: number | null } | null
}

async function exportFor(token: string) {
  const asked = await t.request('/usr/users/exports', { method: 'POST', token })
  expect(asked.status).toBe(201)
  await t.app.settled()
  const latest = (await (await t.request('/usr/users/exports/latest', { token })).json()) as Latest
  expect(latest.export?.status).toBe('ready')
  const id = latest.export?.id ?? ''
  const zip = await t.request(`/usr/users/exports/${id}`, { token })
  expect(zip.status).toBe(200)
  expect(zip.headers.get('content-type')).toBe('application/zip')
  expect(zip.headers.get('cache-control')).toBe('private, no-store')
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
  const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as {
    format: string
    generated_at: string
    sections: Record<string, unknown>
  }
  return { id, files, data }
}

/** The person's rows of a section's table, counted in SQL. */
async function rowsOf(
  section: ExportSection,
  owner: { id: string; email: string; companyId?: string },
  builtAt: string,
) {
  const where =
    section.by === 'to_address'
      ? // The mail that says this export is ready comes after it.
        sql`lower(to_address) = lower(${owner.email}) and not (template = 'data-export-ready' and created_at >= ${builtAt})`
      : section.table === 'audit_log'
        ? sql`object_type = 'user' and object_id = (select hash from users where id = ${owner.id})`
        : section.by === 'company_id'
          ? sql`company_id = ${owner.companyId ?? null}`
          : section.by === 'offer_id'
            ? sql`offer_id in (select id from job_offers where company_id = ${owner.companyId ?? null})`
            : sql`${sql.identifier(section.by)} = ${owner.id}`
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(section.table)} where ${where}`,
  )) as unknown as { rows: { n: number }[] }
  return result.rows[0]?.n ?? 0
}

/** Whether a value has the documented type. */
function hasType(value: unknown, doc: string): boolean {
  const [type = ''] = doc.split(':')
  if (value === null) return type.endsWith('?')
  const base = type.replace('?', '')
  if (base === 'integer') return Number.isInteger(value)
  if (base === 'boolean') return typeof value === 'boolean'
  if (base === 'date') return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
  if (base === 'date-time') return typeof value === 'string' && !Number.isNaN(Date.parse(value))
  if (base === 'object') return typeof value === 'object'
  return typeof value === 'string'
}

describe('a person’s export', () => {
  it('holds every row of the person’s, table by table, documented field by field, with their CV and a summary', async () => {
    const token = await t.login(DEMO_ACCOUNTS.premium, DEMO_PASSWORD)
    const cv = pdf('Curriculum de la demo')
    expect(
      (
        await t.request('/usr/users/cv', {
          method: 'POST',
          token,
          body: form('file', cv, 'cv.pdf', 'application/pdf'),
        })
      ).status,
    ).toBe(200)
    const [person] = (
      (await t.database.db.execute(
        sql`select id, email from users where email = ${DEMO_ACCOUNTS.premium}`,
      )) as unknown as { rows: { id: string; email: string }[] }
    ).rows
    if (!person) throw new Error('no demo person')

    const { id, files, data } = await exportFor(token)
    expect(data.format).toBe('egresa-data-export')

    let nonEmpty = 0
    for (const section of personSections) {
      const value = data.sections[section.key]
      const rows = (section.one ? [value] : value) as Record<string, unknown>[]
      const expected = section.one ? 1 : await rowsOf(section, person, data.generated_at)
      expect(rows, section.key).toHaveLength(expected)
      if (expected > 0) nonEmpty++
      for (const row of rows) {
        expect(Object.keys(row).sort(), section.key).toEqual(Object.keys(section.fields).sort())
        for (const [name, doc] of Object.entries(section.fields))
          expect(hasType(row[name], doc), `${section.key}.${name} = ${JSON.stringify(row[name])}`).toBe(true)
      }
    }
    // The demo's Premium member has applications, groups, comments, tier changes, a mandate, charges…
    expect(nonEmpty).toBeGreaterThanOrEqual(10)

    const profile = data.sections.profile as { cv: string; email?: string }
    expect(profile.cv).toMatch(/^files\/cv\/.+\.pdf$/)
    expect(Buffer.from(files[profile.cv] ?? []).equals(cv)).toBe(true)
    // No secret leaves: no password hash, session key, token hash or encrypted IBAN.
    const text = new TextDecoder().decode(files['data.json'])
    expect(text).not.toMatch(/\$argon2|token_hash|password_hash|iban_encrypted/)

    const schema = JSON.parse(new TextDecoder().decode(files['schema.json'])) as {
      properties: { sections: { properties: Record<string, unknown> } }
    }
    expect(Object.keys(schema.properties.sections.properties)).toEqual(personSections.map((s) => s.key))
    const summary = new TextDecoder().decode(files['summary.html'])
    expect(summary).toContain('<html lang="es">')
    expect(summary).toContain('Candidaturas')
    expect(summary).toContain(`href="${profile.cv}"`)
    // Labels and values for reading: no field names, no ISO timestamps (data.json keeps both).
    expect(summary).toContain('<th scope="row">Número de socio</th>')
    expect(summary).toContain('<th scope="col">Fecha de inscripción</th>')
    expect(summary).not.toContain('membership_number')
    expect(summary).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    expect(summary).toMatch(/\d{1,2} de [a-z]+ de \d{4}/)
    expect(summary).toMatch(/\d+,\d{2}\s€/)
    expect(text).toContain('"membership_number"')
    expect(text).toMatch(/"created_at": "\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    const english = exportSummary(data as ExportData, personSections, 'en')
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('<th scope="row">Partner number</th>')
    expect(english).toContain('<th scope="col">Applied at</th>')
    expect(english).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    expect(english).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/)

    // The mail says it is ready and sends the person to the settings, where the download needs the session.
    const mails = (await mailbox.deliver()).filter(
      (m) => m.subject === 'Tus datos están listos para descargar',
    )
    expect(mails).toHaveLength(1)
    expect(linkIn(mails[0]).pathname).toBe('/es/user/profile/settings')
    expect(linkIn(mails[0]).searchParams.get('tab')).toBe('privacy')
    expect(linkIn(mails[0]).searchParams.get('export')).toBe(id)
  })

  it('is downloaded by its owner only; 409 while it is built, 410 once expired', async () => {
    const token = await t.login(DEMO_ACCOUNTS.free, DEMO_PASSWORD)
    const other = await t.login(DEMO_ACCOUNTS.premium, DEMO_PASSWORD)
    const { id } = await exportFor(token)
    expect((await t.request(`/usr/users/exports/${id}`, { token: other })).status).toBe(404)
    expect((await t.request(`/usr/users/exports/${id}`)).status).toBe(401)

    await t.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${id}`,
    )
    const gone = await t.request(`/usr/users/exports/${id}`, { token })
    expect(gone.status).toBe(410)
    expect(((await gone.json()) as { reason: string }).reason).toBe('gone')
    const latest = (await (await t.request('/usr/users/exports/latest', { token })).json()) as Latest
    expect(latest.export).toMatchObject({ id, status: 'expired', size: null })

    // A new one is asked; while it is being built, its link answers 409.
    const [person] = (
      (await t.database.db.execute(
        sql`select id from users where email = ${DEMO_ACCOUNTS.free}`,
      )) as unknown as {
        rows: { id: string }[]
      }
    ).rows
    const building = await requestExport(t.database.db, person?.id ?? '')
    expect((await t.request(`/usr/users/exports/${building.export.id}`, { token })).status).toBe(409)
    await t.database.db.delete(dataExports).where(sql`id = ${building.export.id}`)
  })

  it('asked twice while it is being built, answers the same export', async () => {
    const [person] = (
      (await t.database.db.execute(
        sql`select id from users where email = ${DEMO_ACCOUNTS.office}`,
      )) as unknown as {
        rows: { id: string }[]
      }
    ).rows
    const first = await requestExport(t.database.db, person?.id ?? '')
    const second = await requestExport(t.database.db, person?.id ?? '')
    expect(first.fresh).toBe(true)
    expect(second).toEqual({ export: first.export, fresh: false })
    const token = await t.login(DEMO_ACCOUNTS.office, DEMO_PASSWORD)
    const third = await t.request('/usr/users/exports', { method: 'POST', token })
    expect(((await third.json()) as { id: string }).id).toBe(first.export.id)
    await t.app.settled()
  })

  it('the scheduled job builds an export whose process stopped, and removes expired ZIPs', async () => {
    const storage = createStorage(t.env)
    const [person] = (
      (await t.database.db.execute(
        sql`select id from users where email = ${DEMO_ACCOUNTS.admin}`,
      )) as unknown as {
        rows: { id: string }[]
      }
    ).rows
    const { export: asked } = await requestExport(t.database.db, person?.id ?? '')
    // Its process died: the lease passes with nothing built.
    await t.database.db.execute(
      sql`update data_exports set lease_until = now() - interval '1 second' where id = ${asked.id}`,
    )
    const deps = { ...privacyJobDeps(t), storage }
    expect((await tendExports(deps)).resumed).toBe(1)
    const [ready] = await t.database.db.select().from(dataExports).where(sql`id = ${asked.id}`)
    expect(ready?.status).toBe('ready')
    const key = ready?.fileKey ?? ''
    expect(await storage.get(key)).not.toBeNull()

    await t.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${asked.id}`,
    )
    expect((await tendExports(deps)).expired).toBeGreaterThanOrEqual(1)
    expect(await storage.get(key)).toBeNull()
    const token = await t.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)
    expect((await t.request(`/usr/users/exports/${asked.id}`, { token })).status).toBe(410)
  })
})

describe('a company’s export', () => {
  it('holds its company, offers and decisions, never its candidates’ data', async () => {
    const token = await t.login(DEMO_ACCOUNTS.company, DEMO_PASSWORD)
    const { files, data } = await exportFor(token)
    expect(Object.keys(data.sections)).toEqual(companySections.map((s) => s.key))
    const [company] = (
      (await t.database.db.execute(
        sql`select c.id, c.name, u.id as user_id, u.email from companies c join users u on u.id = c.user_id where u.email = ${DEMO_ACCOUNTS.company}`,
      )) as unknown as { rows: { id: string; name: string; user_id: string; email: string }[] }
    ).rows
    if (!company) throw new Error('no demo company')
    expect((data.sections.company as { name: string }).name).toBe(company.name)
    const owner = { id: company.user_id, email: company.email, companyId: company.id }
    for (const key of ['offers', 'decisions'] as const) {
      const section = companySections.find((s) => s.key === key) as ExportSection
      const rows = data.sections[key] as unknown[]
      expect(rows, key).toHaveLength(await rowsOf(section, owner, data.generated_at))
    }
    expect((data.sections.decisions as unknown[]).length).toBeGreaterThan(0)
    // Its candidates' names and addresses are nowhere in it.
    const candidates = (
      (await t.database.db.execute(sql`
        select distinct u.email, u.surname from job_applications a join job_offers o on o.id = a.offer_id
        join users u on u.id = a.user_id where o.company_id = ${company.id}`)) as unknown as {
        rows: { email: string; surname: string }[]
      }
    ).rows
    expect(candidates.length).toBeGreaterThan(0)
    const text =
      new TextDecoder().decode(files['data.json']) + new TextDecoder().decode(files['summary.html'])
    for (const c of candidates) {
      expect(text).not.toContain(c.email)
      expect(text).not.toContain(c.surname)
    }
  })
})
