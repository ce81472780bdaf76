// Job experiences (spec /usr/workExperiences): 24 a page, current first, only the owner edits or deletes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let owner: string
let other: string

beforeAll(async () => {
  t = await createTestApp()
  await t.createUser({ email: 'owner@experiences.test' })
  await t.createUser({ email: 'other@experiences.test' })
  owner = await t.login('owner@experiences.test')
  other = await t.login('other@experiences.test')
})
afterAll(() => t.close())

type Experience = {
  id: string
  hash: string
  name: string
  start: string
  end: string | null
  is_current: boolean
}
type List = { items: Experience[]; total: number; maxPages: number }

const experience = (i: number, end: string | null = `20${String(10 + (i % 10)).padStart(2, '0')}-12-31`) => ({
  name: `Puesto ${i}`,
  contract: 'INDEFINITE',
  company_name: `Empresa ${i}`,
  start: `20${String(10 + (i % 10)).padStart(2, '0')}-01-01`,
  end,
  location: 'Valencia',
  content: 'Tareas',
})

describe('/usr/workExperiences', () => {
  let id: string

  it('adds, reads and changes an experience; the end stays empty while it is the current job', async () => {
    const res = await t.request('/usr/workExperiences', { json: experience(0, null), token: owner })
    expect(res.status).toBe(201)
    const created = (await res.json()) as Experience
    expect(created).toMatchObject({ name: 'Puesto 0', end: null, is_current: true })
    expect(created.id).toBe(created.hash)
    id = created.id

    expect(await (await t.request(`/usr/workExperiences/${id}`, { token: owner })).json()).toMatchObject({
      id,
    })
    const changed = await t.request(`/usr/workExperiences/${id}`, {
      method: 'PATCH',
      json: { end: '2012-06-30', contract: 'FREELANCE', location: null },
      token: owner,
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({
      end: '2012-06-30',
      is_current: false,
      contract: 'FREELANCE',
      location: null,
    })
  })

  it('refuses an end before the start, also when only one of the dates changes', async () => {
    const es = await t.request('/usr/workExperiences', {
      json: { ...experience(1), start: '2020-01-01', end: '2019-01-01' },
      token: owner,
    })
    expect(es.status).toBe(400)
    expect(await es.json()).toMatchObject({
      errors: { end: ['La fecha de fin no puede ser anterior a la de inicio.'] },
    })
    const en = await t.request(`/usr/workExperiences/${id}`, {
      method: 'PATCH',
      json: { start: '2015-01-01' },
      token: owner,
      locale: 'en',
    })
    expect(en.status).toBe(400)
    expect(await en.json()).toMatchObject({
      errors: { end: ['The end date cannot be before the start date.'] },
    })
    const missing = await t.request('/usr/workExperiences', { json: {}, token: owner, locale: 'en' })
    expect(Object.keys(((await missing.json()) as { errors: object }).errors).sort()).toEqual([
      'company_name',
      'contract',
      'name',
      'start',
    ])
  })

  it('pages 24 at a time with the current job first', async () => {
    for (let i = 2; i <= 26; i++) {
      expect((await t.request('/usr/workExperiences', { json: experience(i), token: owner })).status).toBe(
        201,
      )
    }
    await t.request('/usr/workExperiences', {
      json: { ...experience(99, null), start: '2001-01-01' },
      token: owner,
    })
    const first = (await (await t.request('/usr/workExperiences', { token: owner })).json()) as List
    expect(first).toMatchObject({ total: 27, maxPages: 2 })
    expect(first.items).toHaveLength(24)
    expect(first.items[0]).toMatchObject({ name: 'Puesto 99', is_current: true })
    const second = (await (await t.request('/usr/workExperiences?page=2', { token: owner })).json()) as List
    expect(second.items).toHaveLength(3)
    const bad = await t.request('/usr/workExperiences?page=0', { token: owner })
    expect(bad.status).toBe(400)
  })

  it('answers 404 to another person and changes nothing', async () => {
    expect((await t.request(`/usr/workExperiences/${id}`, { token: other })).status).toBe(404)
    expect(
      (await t.request(`/usr/workExperiences/${id}`, { method: 'PATCH', json: { name: 'X' }, token: other }))
        .status,
    ).toBe(404)
    expect((await t.request(`/usr/workExperiences/${id}`, { method: 'DELETE', token: other })).status).toBe(
      404,
    )
    expect(((await (await t.request('/usr/workExperiences', { token: other })).json()) as List).total).toBe(0)
    expect(await (await t.request(`/usr/workExperiences/${id}`, { token: owner })).json()).toMatchObject({
      name: 'Puesto 0',
    })
  })

  it('deletes the owner’s experience', async () => {
    expect((await t.request(`/usr/workExperiences/${id}`, { method: 'DELETE', token: owner })).status).toBe(
      204,
    )
    expect((await t.request(`/usr/workExperiences/${id}`, { token: owner })).status).toBe(404)
  })
})

describe('path parameters (lib/endpoint-route.ts validates them from the endpoint table)', () => {
  it('a malformed id is a 400 naming it, in the request’s language; a well-formed unknown one stays a 404', async () => {
    const bad = await t.request('/usr/workExperiences/a%20b', { token: owner })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { reason: string; errors: Record<string, string[]> }
    expect(body.reason).toBe('validation_failed')
    expect(body.errors.id?.[0]).toBe('El formato no es válido.')
    const english = await t.request('/usr/workExperiences/a%20b', {
      token: owner,
      headers: { 'Accept-Language': 'en' },
    })
    expect(((await english.json()) as { errors: Record<string, string[]> }).errors.id?.[0]).toBe(
      'The format is not valid.',
    )
    expect((await t.request('/usr/workExperiences/NoSuchHash12', { token: owner })).status).toBe(404)
  })

  it('checks the permission before the parameters: 401 without a session, whatever the id', async () => {
    expect((await t.request('/usr/workExperiences/a%20b')).status).toBe(401)
  })
})
