// Portfolio projects: only the owner reads or changes them through /usr/projects; another person gets 404.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { projects } from '../../db/schema/profile'
import { exe, form, png } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let owner: string
let other: string
let company: string

beforeAll(async () => {
  t = await createTestApp()
  await t.createUser({ email: 'owner@portfolio.test' })
  await t.createUser({ email: 'other@portfolio.test' })
  await t.createUser({ email: 'company@portfolio.test', role: 'company' })
  owner = await t.login('owner@portfolio.test')
  other = await t.login('other@portfolio.test')
  company = await t.login('company@portfolio.test')
})
afterAll(() => t.close())

type Project = {
  hash: string
  name: string
  date: string | null
  links: string[]
  images: { hash: string; url: string }[]
  is_published: boolean
}
const call = (
  path: string,
  init: { method?: string; json?: unknown; body?: FormData; token?: string; locale?: 'es' | 'en' },
) => t.request(path, { ...init, method: init.method ?? (init.json || init.body ? 'POST' : 'GET') })
const images = async () => readdir(join(t.env.dataDir, 'files', 'projects')).catch(() => [] as string[])

describe('/usr/projects', () => {
  let hash: string

  it('creates an unpublished project, lists it and changes it', async () => {
    const res = await call('/usr/projects', {
      json: {
        name: 'Tesis',
        date: '2024-06-30',
        content: 'Sobre datos.',
        links: ['https://github.com/lucia/tesis'],
      },
      token: owner,
    })
    expect(res.status).toBe(201)
    const created = (await res.json()) as Project
    expect(created).toMatchObject({ name: 'Tesis', date: '2024-06-30', is_published: false, images: [] })
    hash = created.hash

    const list = (await (await call('/usr/projects', { token: owner })).json()) as {
      items: Project[]
      total: number
      maxPages: number
    }
    expect(list).toMatchObject({ total: 1, maxPages: 1 })
    expect(list.items[0]?.hash).toBe(hash)

    const changed = await call(`/usr/projects/${hash}`, {
      method: 'PATCH',
      json: { is_published: true, links: [], date: null },
      token: owner,
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ name: 'Tesis', is_published: true, links: [], date: null })
  })

  it('validates in the caller’s language', async () => {
    const res = await call('/usr/projects', {
      json: { name: '', links: ['javascript:alert(1)'], date: '2024-13-40' },
      token: owner,
      locale: 'en',
    })
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: Record<string, string[]> }
    expect(errors.name).toEqual(['This field is required.'])
    expect(errors['links.0']?.[0]).toMatch(/http/)
    expect(Object.keys(errors)).toContain('date')
  })

  it('adds images checked on their bytes, at most ten, and removes them', async () => {
    const added = await call(`/usr/projects/${hash}/images`, {
      body: form('image', await png(2400, 1200), 'shot.png', 'image/png'),
      token: owner,
    })
    expect(added.status).toBe(201)
    const project = (await added.json()) as Project
    expect(project.images).toHaveLength(1)
    const [image] = project.images
    assert(image, 'the added image')
    const served = await t.request(image.url, { apiKey: null })
    expect(served.headers.get('content-type')).toBe('image/webp')

    const refused = await call(`/usr/projects/${hash}/images`, {
      body: form('image', exe(), 'x.png', 'image/png'),
      token: owner,
    })
    expect(refused.status).toBe(400)
    expect(await images()).toHaveLength(1)

    for (let i = 1; i < 10; i++) {
      const res = await call(`/usr/projects/${hash}/images`, {
        body: form('image', await png(), 'p.png', 'image/png'),
        token: owner,
      })
      expect(res.status).toBe(201)
    }
    const eleventh = await call(`/usr/projects/${hash}/images`, {
      body: form('image', await png(), 'p.png', 'image/png'),
      token: owner,
    })
    expect(eleventh.status).toBe(400)
    expect(await eleventh.json()).toMatchObject({
      errors: { image: ['Un proyecto puede tener como máximo 10 imágenes.'] },
    })
    expect(await images()).toHaveLength(10)

    const [first] = project.images
    assert(first, 'an image to remove')
    const removed = await call(`/usr/projects/${hash}/images/${first.hash}`, {
      method: 'DELETE',
      token: owner,
    })
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as Project).images).toHaveLength(9)
    expect((await t.request(first.url, { apiKey: null })).status).toBe(404)
  })

  it('answers 404 to another person for every call on the project, and changes nothing', async () => {
    for (const [method, path, init] of [
      ['GET', `/usr/projects/${hash}`, {}],
      ['PATCH', `/usr/projects/${hash}`, { json: { name: 'Robado' } }],
      ['DELETE', `/usr/projects/${hash}`, {}],
      ['POST', `/usr/projects/${hash}/images`, { body: form('image', await png(), 'p.png', 'image/png') }],
    ] as const) {
      const res = await call(path, { method, ...init, token: other })
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    expect(((await (await call('/usr/projects', { token: other })).json()) as { total: number }).total).toBe(
      0,
    )
    expect(((await (await call(`/usr/projects/${hash}`, { token: owner })).json()) as Project).name).toBe(
      'Tesis',
    )
    expect((await call('/usr/projects', { token: company })).status).toBe(403)
    expect((await call('/usr/projects', {})).status).toBe(401)
  })

  it('deletes the project with its images', async () => {
    expect((await call(`/usr/projects/${hash}`, { method: 'DELETE', token: owner })).status).toBe(204)
    expect((await call(`/usr/projects/${hash}`, { token: owner })).status).toBe(404)
    expect(await images()).toHaveLength(0)
    const [row] = await t.database.db.select({ n: count() }).from(projects)
    expect(Number(row?.n)).toBe(0)
  })
})
