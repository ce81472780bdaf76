// The content service (docs/content.md): POST /_content/<path> over a fixture folder of Markdown, YAML and
// JSON documents, with each query parameter, the 400s and 404s, path traversal and the safety of the HTML.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  CommunityDocument,
  ContentDocument,
  infoSlugs,
  PageDocument,
  ServicesDocument,
} from '@egresa/api-contract/content'
import { locales } from '@egresa/i18n/locales'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readDocuments } from '../../lib/content/documents'
import { CONTENT_RELOAD_MS } from '../../lib/content/store'
import { createTestApp, type TestApp } from '../../test/harness'

const files: Record<string, string> = {
  'es/info/privacy.md': `---
title: Política de privacidad
description: Cómo tratamos tus datos.
order: 1
updatedAt: 2026-11-01
---
## Responsable

La **universidad** trata tus datos. [Escríbenos](mailto:dpd@example.edu).
`,
  'es/info/cookies.md': `---
title: Política de cookies
description: Qué cookies usamos.
order: 2
tags: [legal, cookies]
---
| Cookie | Para qué |
| --- | --- |
| token | La sesión |
`,
  'es/info/conditions.md': `---
title: Condiciones de uso
order: 3
tags: [legal]
---
Normas del portal y la bolsa de empleo.
`,
  'es/info/hostile.md': `---
title: Documento hostil
order: 4
---
<script>alert(1)</script>

<img src=x onerror="alert(2)">

[pulsa](javascript:alert(3)) [datos](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==)

<a href="https://example.org" onclick="alert(5)">enlace</a>
`,
  'es/info/legal/notice.md': `---
title: Aviso legal
order: 5
---
Titular del sitio.
`,
  'es/services.yml': `title: Servicios
groups:
  - title: Mi cuenta
    links:
      - label: Perfil
        url: profile
        icon: user
`,
  'es/data.json': '{"title":"Datos","count":3}',
  'en/info/privacy.md': `---
title: Privacy policy
---
The **university** processes your data.
`,
}

let t: TestApp
let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'egresa-content-'))
  for (const [path, source] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), source)
  }
  // A secret next to the folder, and a link inside it pointing there: neither is ever served.
  await writeFile(
    join(dirname(root), `${root.split('/').pop()}-secret.md`),
    '---\ntitle: secreto\n---\nclave',
  )
  await symlink('/etc', join(root, 'es', 'etc'))
  t = await createTestApp({ env: { CONTENT_DIR: root } })
})
afterAll(async () => {
  await t.close()
  await rm(root, { recursive: true, force: true })
})

type Doc = Record<string, unknown>
const query = async (path: string, body: unknown = {}, init: { locale?: 'es' | 'en' } = {}) => {
  const res = await t.request(`/_content/${path}`, { method: 'POST', json: body, ...init })
  return { status: res.status, body: (await res.json()) as Doc & Doc[] }
}
const slugs = (docs: Doc[]) => docs.map((d) => d.slug)

describe('a document', () => {
  it('answers its fields, its front matter and its Markdown as HTML', async () => {
    const { status, body } = await query('es/info/privacy')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      slug: 'privacy',
      path: '/es/info/privacy',
      dir: '/es/info',
      extension: '.md',
      title: 'Política de privacidad',
      description: 'Cómo tratamos tus datos.',
      order: 1,
      updatedAt: '2026-11-01T00:00:00.000Z',
    })
    expect(body.body).toContain('<h2>Responsable</h2>')
    expect(body.body).toContain('<strong>universidad</strong>')
    expect(body.body).toContain('<a href="mailto:dpd@example.edu">Escríbenos</a>')
    expect(body).not.toHaveProperty('text')
    expect(v.is(PageDocument, body)).toBe(true)
  })

  it('takes the path as one encoded parameter too (what the API client sends)', async () => {
    const { status, body } = await query(encodeURIComponent('en/info/privacy'))
    expect(status).toBe(200)
    expect(body.title).toBe('Privacy policy')
  })

  it('renders a Markdown table', async () => {
    const { body } = await query('es/info/cookies')
    expect(body.body).toMatch(/<table>[\s\S]*<th>Cookie<\/th>[\s\S]*<td>token<\/td>/)
  })

  it('sends the Markdown source as text only when asked', async () => {
    const { body } = await query('es/info/conditions', { text: true })
    expect(body.text).toBe('Normas del portal y la bolsa de empleo.\n')
  })

  it('keeps only the fields asked for, or leaves some out', async () => {
    expect((await query('es/info/privacy', { only: ['title', 'slug'] })).body).toEqual({
      title: 'Política de privacidad',
      slug: 'privacy',
    })
    expect((await query('es/info/privacy', { only: 'title' })).body).toEqual({
      title: 'Política de privacidad',
    })
    const { body } = await query('es/info/privacy', { without: ['body', 'description'] })
    expect(body).toHaveProperty('title')
    expect(body).not.toHaveProperty('body')
    expect(body).not.toHaveProperty('description')
  })

  it('reads a YAML or JSON document as its data', async () => {
    const services = (await query('es/services')).body
    expect(v.parse(ServicesDocument, services).groups[0]?.links[0]).toMatchObject({
      url: 'profile',
      icon: 'user',
    })
    expect((await query('es/data')).body).toMatchObject({ title: 'Datos', count: 3, extension: '.json' })
  })
})

describe('a folder', () => {
  it('answers its documents sorted by path, and those of its subfolders with deep', async () => {
    const { status, body } = await query('es/info')
    expect(status).toBe(200)
    expect(slugs(body)).toEqual(['conditions', 'cookies', 'hostile', 'privacy'])
    expect(slugs((await query('es/info', { deep: true })).body)).toEqual([
      'conditions',
      'cookies',
      'hostile',
      'notice',
      'privacy',
    ])
    expect(slugs((await query('es', { deep: true, only: ['slug'] })).body)).toHaveLength(7)
  })

  it('sorts by the fields given, ascending unless told', async () => {
    expect(slugs((await query('es/info', { sortBy: [{ field: 'order' }] })).body)).toEqual([
      'privacy',
      'cookies',
      'conditions',
      'hostile',
    ])
    expect(slugs((await query('es/info', { sortBy: [{ field: 'order', direction: 'desc' }] })).body)).toEqual(
      ['hostile', 'conditions', 'cookies', 'privacy'],
    )
    expect(slugs((await query('es/info', { sortBy: [{ field: 'title' }] })).body)).toEqual([
      'conditions',
      'hostile',
      'cookies',
      'privacy',
    ])
  })

  it('filters with where: equality and $eq, $ne, $in, $contains', async () => {
    const where = async (w: unknown) => slugs((await query('es/info', { where: w })).body)
    expect(await where({ order: 2 })).toEqual(['cookies'])
    expect(await where({ title: { $eq: 'Condiciones de uso' } })).toEqual(['conditions'])
    expect(await where({ order: { $ne: 1 } })).toEqual(['conditions', 'cookies', 'hostile'])
    expect(await where({ slug: { $in: ['privacy', 'cookies', 'nope'] } })).toEqual(['cookies', 'privacy'])
    expect(await where({ tags: { $contains: 'legal' } })).toEqual(['conditions', 'cookies'])
    expect(await where({ title: { $contains: 'POLITICA' } })).toEqual(['cookies', 'privacy'])
    expect(await where({ missing: 'x' })).toEqual([])
  })

  it('searches title, description and text without minding accents or case', async () => {
    const search = async (s: unknown) => slugs((await query('es/info', { search: s })).body)
    expect(await search('politica')).toEqual(['cookies', 'privacy'])
    expect(await search('BOLSA empleo')).toEqual(['conditions'])
    expect(await search({ query: 'tratamos' })).toEqual(['privacy'])
    expect(await search({ query: 'title', value: 'cookies' })).toEqual(['cookies'])
    expect(await search({ query: 'description', value: 'portal' })).toEqual([])
  })

  it('answers the neighbours of a document with surround, null where there is none', async () => {
    const around = async (slug: string, options?: object) =>
      (await query('es/info', { sortBy: [{ field: 'order' }], surround: { slug, options }, only: ['slug'] }))
        .body
    expect(await around('cookies')).toEqual([{ slug: 'privacy' }, { slug: 'conditions' }])
    expect(await around('privacy')).toEqual([null, { slug: 'cookies' }])
    expect(await around('privacy', { before: 0, after: 2 })).toEqual([
      { slug: 'cookies' },
      { slug: 'conditions' },
    ])
    expect(await around('nope')).toEqual([null, null])
  })

  it('pages with skip and limit', async () => {
    const page = async (skip?: number, limit?: number) =>
      slugs((await query('es/info', { sortBy: [{ field: 'order' }], skip, limit })).body)
    expect(await page(0, 2)).toEqual(['privacy', 'cookies'])
    expect(await page(2, 2)).toEqual(['conditions', 'hostile'])
    expect(await page(3)).toEqual(['hostile'])
    expect(await page(10, 2)).toEqual([])
    expect(await page(0, 0)).toEqual([])
  })

  it('answers each document as the contract says', async () => {
    const { body } = await query('es/info', { text: true })
    for (const document of body) expect(v.is(ContentDocument, document)).toBe(true)
  })
})

describe('the HTML of a document', () => {
  it('never carries a script, an event handler or a javascript: or data: link', async () => {
    const { body } = await query('es/info/hostile')
    const html = String(body.body)
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<img/i)
    expect(html).not.toMatch(/<a [^>]*onclick/i)
    expect(html).not.toMatch(/href="(javascript|data):/i)
    // What was written is shown as text, escaped.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('onerror=&quot;alert(2)&quot;')
  })
})

describe('a language that lacks a document', () => {
  it('answers the Spanish one, whose path says it is Spanish, and its own where it has it', async () => {
    const cookies = await query('ca/info/cookies')
    expect(cookies.status).toBe(200)
    expect(cookies.body).toMatchObject({ path: '/es/info/cookies', title: 'Política de cookies' })
    expect((await query('en/info/cookies')).body.path).toBe('/es/info/cookies')
    expect((await query('en/info/privacy')).body).toMatchObject({
      path: '/en/info/privacy',
      title: 'Privacy policy',
    })
    expect((await query(encodeURIComponent('ca/services'))).body.title).toBe('Servicios')
  })

  it('lists the Spanish folder where it has none, and is a 404 where Spanish has nothing either', async () => {
    const { status, body } = await query('ca/info', { only: ['path'] })
    expect(status).toBe(200)
    expect(body.map((d) => d.path)).toContain('/es/info/privacy')
    for (const path of ['ca/info/nope', 'ca/nope', 'fr/info/privacy', 'ca/info/privacy/more']) {
      expect((await query(path)).status, path).toBe(404)
    }
  })
})

describe('what is not a document', () => {
  it('is a 404 JSON error in the caller’s language', async () => {
    for (const path of ['es/info/nope', 'fr', 'es/info/privacy/more', 'es/info/privacy.md']) {
      const { status, body } = await query(path)
      expect(status, path).toBe(404)
      expect(body.reason).toBe('not_found')
    }
    const { body } = await query('es/nope', {}, { locale: 'en' })
    expect(body.message).toMatch(/not/i)
  })

  it('is a 404 for a path that climbs out of the folder, however it is written, and a link out is not followed', async () => {
    const secret = `${root.split('/').pop()}-secret`
    // A literal `../` (or `%2e%2e/`) never reaches the server: URLs are resolved before they are sent.
    for (const path of [
      encodeURIComponent(`../${secret}`),
      `..%2f${secret}`,
      `es/..%5c..%5c${secret}`,
      'es/etc/passwd',
      'es/etc',
      '%2Fetc%2Fpasswd',
    ]) {
      const res = await t.request(`/_content/${path}`, { method: 'POST', json: {} })
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('clave')
    }
  })

  it('needs the API key, and answers 405 to another method', async () => {
    expect(
      (await t.request('/_content/es/info/privacy', { method: 'POST', json: {}, apiKey: null })).status,
    ).toBe(401)
    const res = await t.request('/_content/es/info/privacy', { method: 'GET' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
  })
})

describe('a bad query', () => {
  it('is a 400 with a message for each field, in the caller’s language', async () => {
    const { status, body } = await query(
      'es/info',
      {
        deep: 'yes',
        limit: -1,
        skip: 1.5,
        sortBy: [{ field: 'title', direction: 'up' }],
        where: { title: { $regex: '.*' } },
        surround: { options: { before: 1 } },
        only: ['ti tle'],
        extra: 1,
      },
      { locale: 'en' },
    )
    expect(status).toBe(400)
    expect(body.reason).toBe('validation_failed')
    const errors = body.errors as unknown as Record<string, string[]>
    for (const field of [
      'deep',
      'limit',
      'skip',
      'sortBy.0.direction',
      'where.title.$regex',
      'surround.slug',
      'only.0',
      'extra',
    ])
      expect(errors[field], field).toBeDefined()
    expect(errors.limit?.[0]).toMatch(/[a-z]/i)
  })

  it('is a 400 for a body that is not an object, and never a 500 for a huge search', async () => {
    const list = await t.request('/_content/es/info', { method: 'POST', json: [] })
    expect(list.status).toBe(400)
    expect((await query('es/info', { search: 'a'.repeat(10_000) })).status).toBe(400)
  })
})

describe('an edit of the folder', () => {
  it('shows within seconds, without a restart', async () => {
    const file = join(root, 'es', 'info', 'conditions.md')
    expect((await query('es/info/conditions')).body.title).toBe('Condiciones de uso')
    await writeFile(file, '---\ntitle: Condiciones de uso del portal\n---\nNormas nuevas.\n')
    // Read a moment ago: still the kept text.
    expect((await query('es/info/conditions')).body.title).toBe('Condiciones de uso')
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + CONTENT_RELOAD_MS + 1000)
      // That call is answered at once with what was kept, while the folder is read again.
      await query('es/info/conditions')
      await expect
        .poll(async () => (await query('es/info/conditions')).body.title)
        .toBe('Condiciones de uso del portal')
      expect((await query('es/info/conditions')).body.body).toContain('Normas nuevas.')
    } finally {
      vi.useRealTimers()
      await writeFile(file, files['es/info/conditions.md'] ?? '')
    }
  })
})

describe('the repository’s content folder', () => {
  it('has every info page, the services home and the community page in Spanish, English and Catalan, in the shapes the apps read', async () => {
    const documents = await readDocuments(new URL('../../../../../content', import.meta.url).pathname)
    for (const locale of locales) {
      for (const slug of infoSlugs) {
        const page = documents.get(`/${locale}/info/${slug}`)
        expect(page, `${locale}/info/${slug}`).toBeDefined()
        const parsed = v.parse(PageDocument, page)
        expect(parsed.description, `${locale}/info/${slug}`).toBeTruthy()
      }
      expect(() => v.parse(ServicesDocument, documents.get(`/${locale}/services`))).not.toThrow()
      const links = v
        .parse(ServicesDocument, documents.get(`/${locale}/services`))
        .groups.flatMap((g) => g.links)
      expect(links).toHaveLength(19)
      const community = v.parse(CommunityDocument, documents.get(`/${locale}/community`))
      expect(community.sections.map((s) => s.people.length)).toEqual([3, 2, 2])
    }
  })
})
