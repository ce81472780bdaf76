// The office edits the content service's documents (docs/content.md, "Editing from the admin app"): each
// save a new version the service shows over the file, here and in another instance on the same database;
// a restore brings an older text back; a source that would break a page is refused with the fields' messages.

import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../app'
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test/harness'
import { sqlRows } from '../../test/privacy'

let t: TestApp
let office: string
let alumni: string
let company: string

beforeAll(async () => {
  t = await createTestApp()
  await t.createUser({ email: 'office@content.test', role: 'office' })
  await t.createUser({ email: 'alumni@content.test', role: 'alumniPremium' })
  await t.createUser({ email: 'company@content.test', role: 'company' })
  ;[office, alumni, company] = await Promise.all([
    t.login('office@content.test'),
    t.login('alumni@content.test'),
    t.login('company@content.test'),
  ])
})
afterAll(() => t.close())

type Detail = {
  path: string
  title: string
  source: string
  preview: string | null
  fallback: boolean
  changed_by: string | null
  versions: { id: number; author: string | null; restored_from: number | null; current: boolean }[]
}

const privacy = '/usr/admin/content/documents/es/info.privacy'

const page = (body: string, front = 'title: Privacidad\ndescription: Cómo tratamos tus datos.') =>
  `---\n${front}\nupdatedAt: 2026-12-01\n---\n${body}\n`

type Request = (path: string, init: { method: string; json: unknown }) => Promise<Response>

async function servedBody(request: Request, path = 'es/info/privacy') {
  const res = await request(`/_content/${path}`, { method: 'POST', json: {} })
  expect(res.status).toBe(200)
  return (await res.json()) as { title: string; body: string; sections?: unknown[] }
}

const save = (source: string, token = office, path = privacy, locale: 'es' | 'en' | 'ca' = 'es') =>
  t.request(path, { method: 'PUT', token, locale, json: { source } })

describe('who may edit the content', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/usr/admin/content/documents'],
    ['GET', privacy],
    ['PUT', privacy, { source: page('Texto.') }],
    ['POST', `${privacy}/versions/1/restore`],
    ['POST', '/usr/admin/content/preview', { kind: 'info', source: 'x' }],
    ['GET', '/usr/admin/content/community'],
    ['GET', '/usr/admin/content/community/candidates?q=ana'],
    ['POST', '/usr/admin/content/community/ambassadors', { person: 'x', role_es: 'Embajadora' }],
    ['PUT', '/usr/admin/content/community/ambassadors', { order: [] }],
    ['PUT', '/usr/admin/content/community/ambassadors/x', { role_es: 'Embajadora' }],
    ['DELETE', '/usr/admin/content/community/ambassadors/x'],
  ]
  it('is the office only: an alumni and a company get 403, a caller without a session 401', async () => {
    for (const [method, path, json] of calls) {
      expect((await t.request(path, { method, json })).status, `${method} ${path}`).toBe(401)
      for (const token of [alumni, company])
        expect((await t.request(path, { method, json, token })).status, `${method} ${path}`).toBe(403)
    }
  })
})

describe('the documents', () => {
  it('lists each language’s info pages, services home and community page, none changed yet', async () => {
    const res = await t.request('/usr/admin/content/documents', { token: office })
    expect(res.status).toBe(200)
    const { items } = (await res.json()) as {
      items: { locale: string; name: string; path: string; title: string; changed_at: string | null }[]
    }
    const names = items.filter((d) => d.locale === 'en').map((d) => d.name)
    expect(names).toEqual(expect.arrayContaining(['info.privacy', 'info.cookies', 'services', 'community']))
    expect(items.find((d) => d.path === '/ca/community')?.title).toBe('Comunitat')
    expect(items.every((d) => d.changed_at === null)).toBe(true)
  })

  it('names only the installation’s documents: an unknown one is a 404, a path that climbs a 400', async () => {
    expect((await t.request('/usr/admin/content/documents/es/info.secret', { token: office })).status).toBe(
      404,
    )
    expect((await t.request('/usr/admin/content/documents/es/..%2Fenv', { token: office })).status).toBe(400)
    expect((await t.request('/usr/admin/content/documents/fr/services', { token: office })).status).toBe(400)
    expect((await save(page('Texto.'), office, '/usr/admin/content/documents/es/info.new-page')).status).toBe(
      404,
    )
  })

  it('refuses a source that would break the page, with each field’s message in the caller’s language', async () => {
    const before = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from content_versions`)
    const missing = await save('---\ntitle: ""\n---\n', office, privacy, 'en')
    expect(missing.status).toBe(400)
    const body = (await missing.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors).sort()).toEqual(['body', 'description', 'title'])
    expect(body.errors.title?.[0]).toMatch(/title/i)
    expect(body.errors.title?.[0]).not.toMatch(/título/)

    const noFront = (await (await save('Solo texto.')).json()) as { errors: Record<string, string[]> }
    expect(noFront.errors.source?.[0]).toMatch(/---/)
    const badYaml = (await (await save('---\ntitle: [a\n---\nTexto.\n')).json()) as {
      errors: Record<string, string[]>
    }
    expect(badYaml.errors.source?.[0]).toMatch(/YAML/)

    const services = await t.request('/usr/admin/content/documents/es/services', {
      method: 'PUT',
      token: office,
      json: {
        source:
          'title: Servicios\ngroups:\n  - title: Cuenta\n    links:\n      - label: Perfil\n        url: ftp://x\n',
      },
    })
    expect(services.status).toBe(400)
    expect(Object.keys(((await services.json()) as { errors: object }).errors)).toEqual([
      'groups.0.links.0.url',
    ])
    const community = await t.request('/usr/admin/content/documents/es/community', {
      method: 'PUT',
      token: office,
      json: { source: 'title: Comunidad\nsections: []\n' },
    })
    expect(Object.keys(((await community.json()) as { errors: object }).errors)).toEqual(['description'])

    expect(await sqlRows(t, sql`select count(*)::int as n from content_versions`)).toEqual(before)
  })

  it('saves a new version, shown over the file at once, with who and when, and an audit entry', async () => {
    const original = await servedBody(t.request)
    const res = await save(page('## Nuevo\n\nEl texto **nuevo** de la política.'))
    expect(res.status).toBe(200)
    const detail = (await res.json()) as Detail
    expect(detail.preview).toContain('<strong>nuevo</strong>')
    // The file's text is kept as the first version, so it can be brought back.
    expect(detail.versions).toHaveLength(2)
    expect(detail.versions[0]).toMatchObject({ current: true, restored_from: null })
    expect(detail.versions[0]?.author).toMatch(/\S/)
    expect(detail.versions[1]).toMatchObject({ author: null, current: false })
    expect(detail.changed_by).toBe(detail.versions[0]?.author)

    const served = await servedBody(t.request)
    expect(served.title).toBe('Privacidad')
    expect(served.body).toContain('<strong>nuevo</strong>')
    expect(served.body).not.toBe(original.body)

    const [entry] = await sqlRows<{ object_id: string; changes: { version: { after: number } } }>(
      t,
      sql`select object_id, changes from audit_log where action = 'content.save' order by id desc limit 1`,
    )
    expect(entry?.object_id).toBe('/es/info/privacy')
    expect(entry?.changes.version.after).toBe(detail.versions[0]?.id)

    const list = (await (await t.request('/usr/admin/content/documents', { token: office })).json()) as {
      items: { path: string; changed_at: string | null; changed_by: string | null }[]
    }
    expect(list.items.find((d) => d.path === '/es/info/privacy')?.changed_by).toBe(detail.changed_by)
  })

  it('restores a version: a new version with its text, the pages show it again', async () => {
    const current = (await (await t.request(privacy, { token: office })).json()) as Detail
    const file = current.versions.at(-1)
    const res = await t.request(`${privacy}/versions/${file?.id}/restore`, { method: 'POST', token: office })
    expect(res.status).toBe(200)
    const restored = (await res.json()) as Detail
    expect(restored.versions[0]).toMatchObject({ restored_from: file?.id, current: true })
    expect(restored.versions).toHaveLength(current.versions.length + 1)
    expect((await servedBody(t.request)).body).not.toContain('<strong>nuevo</strong>')
    const [entry] = await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_log where action = 'content.restore' and object_id = '/es/info/privacy'`,
    )
    expect(entry?.action).toBe('content.restore')
    // A version of another document is not this one's.
    expect(
      (
        await t.request(`/usr/admin/content/documents/en/info.privacy/versions/${file?.id}/restore`, {
          method: 'POST',
          token: office,
        })
      ).status,
    ).toBe(404)
  })

  it('saves a language’s text apart from the others', async () => {
    const saved = await save(
      '---\ntitle: Avantatges dels socis\ndescription: Què hi guanyes.\n---\nDescomptes per als socis.\n',
      office,
      '/usr/admin/content/documents/ca/info.benefits',
    )
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as Detail).fallback).toBe(false)
    expect((await servedBody(t.request, 'ca/info/benefits')).title).toBe('Avantatges dels socis')
    expect((await servedBody(t.request, 'es/info/benefits')).title).not.toBe('Avantatges dels socis')
  })

  it('previews Markdown with the service’s renderer, raw HTML shown as text, and the errors a save would give', async () => {
    const res = await t.request('/usr/admin/content/preview', {
      method: 'POST',
      token: office,
      json: { kind: 'info', source: '---\ntitle: Prueba\n---\n<script>alert(1)</script> **hola**\n' },
    })
    expect(res.status).toBe(200)
    const preview = (await res.json()) as { html: string; errors: Record<string, string[]> }
    expect(preview.html).toContain('&lt;script&gt;')
    expect(preview.html).toContain('<strong>hola</strong>')
    expect(Object.keys(preview.errors)).toEqual(['description'])
    const yaml = await t.request('/usr/admin/content/preview', {
      method: 'POST',
      token: office,
      json: { kind: 'services', source: 'title: Servicios\ngroups: []\n' },
    })
    expect(await yaml.json()).toEqual({ html: null, errors: {} })
  })

  it('shows an edit in another instance on the same database within its reload time', async () => {
    const other = createApp({
      env: t.env,
      database: t.database,
      logger: pino({ level: 'silent' }),
      contentReloadMs: 0,
    })
    const request = (path: string, init: { method: string; json: unknown }) =>
      Promise.resolve(
        other.request(`http://localhost${path}`, {
          method: init.method,
          headers: { 'X-Api-Key': TEST_API_KEY, 'Content-Type': 'application/json', 'Accept-Language': 'es' },
          body: JSON.stringify(init.json),
        }),
      )
    const cookies = '/usr/admin/content/documents/es/info.cookies'
    expect((await servedBody(request, 'es/info/cookies')).body).not.toContain('otra instancia')
    expect((await save(page('Cambiado desde **otra instancia**.'), office, cookies)).status).toBe(200)
    await vi.waitFor(
      async () => expect((await servedBody(request, 'es/info/cookies')).body).toContain('otra instancia'),
      {
        timeout: 5000,
        interval: 50,
      },
    )
    await other.settled()
  })
})
