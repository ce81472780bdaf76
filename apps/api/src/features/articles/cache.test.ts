// The articles' kept reads (cache.ts), as the server has them on PGlite: every write of the articles shows
// at once in the list (a new or unpublished article, an edit, a person's save or sign-up), and one person's
// marks never show in another's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'

let t: TestApp
let admin: Actor
let premium: Actor
let free: Actor

beforeAll(async () => {
  t = await createTestApp({ readCacheMs: 60_000 })
  ;[admin, premium, free] = await Promise.all([
    createPerson(t, { role: 'admin' }),
    createPerson(t, { role: 'alumniPremium' }),
    createPerson(t, { role: 'alumniFreemium' }),
  ])
})
afterAll(() => t.close())

type List = {
  items: { hash: string; title: string; saved: boolean; subscribed: boolean }[]
  total: number
}
const list = async (token?: string) =>
  (await (await t.request('/api/articles?type=EVENT', { token })).json()) as List
const admin$ = (path: string, method: string, json?: unknown) =>
  t.request(`/usr/admin/articles${path}`, { method, json, token: admin.token })

describe('the articles’ kept reads', () => {
  it('show every write of the articles at once', async () => {
    expect((await list()).total).toBe(0)
    const created = await admin$('', 'POST', {
      type: 'EVENT',
      title: 'Encuentro de antiguos alumnos',
      summary: 'En el paraninfo.',
      text: '<p>Os esperamos.</p>',
      tags: [],
      place: 'Paraninfo',
      starts_at: '2031-05-10T16:00:00.000Z',
      ends_at: '2031-05-10T19:00:00.000Z',
      subscription_email: 'alumni@example.org',
    })
    expect(created.status).toBe(201)
    const { hash } = (await created.json()) as { hash: string }
    expect((await list()).total).toBe(0)
    expect((await admin$(`/${hash}/status`, 'PUT', { status: 'PUBLISHED' })).status).toBe(200)
    expect((await list()).items.map((a) => a.hash)).toEqual([hash])

    expect((await admin$(`/${hash}`, 'PATCH', { title: 'Reencuentro' })).status).toBe(200)
    expect((await list()).items[0]?.title).toBe('Reencuentro')

    // The marks: each person sees their own, at once.
    expect((await list(premium.token)).items[0]).toMatchObject({ saved: false, subscribed: false })
    await t.request(`/api/articles/${hash}/save`, {
      method: 'PATCH',
      json: { saved: true },
      token: premium.token,
    })
    await t.request(`/api/articles/${hash}/subscribe`, {
      method: 'PATCH',
      json: { subscribed: true },
      token: premium.token,
    })
    expect((await list(premium.token)).items[0]).toMatchObject({ saved: true, subscribed: true })
    expect((await list(free.token)).items[0]).toMatchObject({ saved: false, subscribed: false })
    expect((await list()).items[0]).toMatchObject({ saved: false, subscribed: false })
    await t.request(`/api/articles/${hash}/save`, {
      method: 'PATCH',
      json: { saved: false },
      token: premium.token,
    })
    expect((await list(premium.token)).items[0]).toMatchObject({ saved: false, subscribed: true })

    expect((await admin$(`/${hash}/status`, 'PUT', { status: 'UNPUBLISHED' })).status).toBe(200)
    expect((await list()).total).toBe(0)
  })
})
