// The community page's curated sections (docs/content.md, "Community curation"): the office chooses people
// who agree to appear and orders them; the page shows them over the YAML's examples, and drops at once
// anyone who stops agreeing or whose account is erased. They agreed to appear in the members' directory, so
// only callers who may read it see them; a guest gets the YAML's people.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness'
import { sqlRows } from '../../test/privacy'

let t: TestApp
let office: string
let member: string
const people: Record<string, { id: string; hash: string }> = {}

beforeAll(async () => {
  t = await createTestApp()
  await t.createUser({ email: 'office@community.test', role: 'office' })
  office = await t.login('office@community.test')
  await t.createUser({ email: 'reader@community.test' })
  member = await t.login('reader@community.test')
  for (const [key, name] of [
    ['ana', 'Ana'],
    ['bruno', 'Bruno'],
    ['carla', 'Carla'],
    ['hidden', 'Oculta'],
  ] as const) {
    people[key] = await t.createUser({ email: `${key}@community.test`, name })
    if (key !== 'hidden')
      await t.database.db.execute(
        sql`update users set is_appear_by_user = true where id = ${people[key]?.id}`,
      )
  }
})
afterAll(() => t.close())

type Curation = {
  sections: { key: string; members: { hash: string; role_es: string; appears: boolean }[] }[]
}
type Community = {
  sections: {
    key?: string
    title: string
    people: { name: string; role: string; text?: string; hash?: string }[]
  }[]
}

const hashOf = (key: string) => people[key]?.hash ?? ''
const ambassadors = '/usr/admin/content/community/ambassadors'

async function page(locale = 'es', token: string | null = member): Promise<Community> {
  const res = await t.request(`/_content/${locale}/community`, {
    method: 'POST',
    json: {},
    token: token ?? undefined,
  })
  expect(res.status).toBe(200)
  return (await res.json()) as Community
}
const section = async (key: string, locale = 'es') => (await page(locale)).sections.find((s) => s.key === key)

const add = (key: string, body: Record<string, unknown> = {}, path = ambassadors) =>
  t.request(path, {
    method: 'POST',
    token: office,
    json: { person: hashOf(key), role_es: 'Embajadora', ...body },
  })

describe('community curation', () => {
  it('shows the YAML’s people while a section has no one chosen', async () => {
    const yaml = await section('ambassadors')
    expect(yaml?.people.length).toBeGreaterThan(0)
    expect(yaml?.people.every((p) => p.hash === undefined)).toBe(true)
  })

  it('finds only people who agree to appear', async () => {
    const res = await t.request('/usr/admin/content/community/candidates?q=a', { token: office })
    const hashes = ((await res.json()) as { items: { hash: string }[] }).items.map((i) => i.hash)
    expect(hashes).toEqual(expect.arrayContaining([hashOf('ana'), hashOf('carla')]))
    expect(hashes).not.toContain(hashOf('hidden'))
  })

  it('refuses someone who does not appear, with a clear message, and adds someone who does', async () => {
    const refused = await add('hidden', {}, ambassadors)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.person?.[0]).toMatch(
      /directorio/,
    )

    const added = await add('ana', {
      role_es: 'Embajadora en Lisboa',
      role_en: 'Ambassador in Lisbon',
      text_es: 'Te ayuda a instalarte.',
    })
    expect(added.status).toBe(201)
    const curation = (await added.json()) as Curation
    expect(curation.sections.find((s) => s.key === 'ambassadors')?.members).toMatchObject([
      { hash: hashOf('ana'), role_es: 'Embajadora en Lisboa', appears: true },
    ])
    expect((await add('ana')).status).toBe(409)
    const [entry] = await sqlRows<{ object_id: string }>(
      t,
      sql`select object_id from audit_log where action = 'community.add'`,
    )
    expect(entry?.object_id).toBe(hashOf('ana'))

    // The page shows the chosen person instead of the YAML's, in the reader's language.
    expect((await section('ambassadors'))?.people).toEqual([
      {
        name: expect.stringContaining('Ana'),
        role: 'Embajadora en Lisboa',
        text: 'Te ayuda a instalarte.',
        hash: hashOf('ana'),
      },
    ])
    expect((await section('ambassadors', 'en'))?.people[0]).toMatchObject({
      role: 'Ambassador in Lisbon',
      text: 'Te ayuda a instalarte.',
    })
    expect((await section('ambassadors', 'ca'))?.people[0]?.role).toBe('Embajadora en Lisboa')
    // A guest, who may not read the directory, gets the YAML's people.
    const guest = (await page('es', null)).sections.find((s) => s.key === 'ambassadors')
    expect(guest?.people.length).toBeGreaterThan(0)
    expect(guest?.people.every((p) => p.hash === undefined)).toBe(true)
    // Another section keeps its YAML people.
    expect((await section('team'))?.people.every((p) => p.hash === undefined)).toBe(true)
  })

  it('orders, edits and removes, each with an audit entry', async () => {
    expect((await add('bruno', { role_es: 'Embajador en Oslo' })).status).toBe(201)
    expect((await add('carla', { role_es: 'Embajadora en Roma' })).status).toBe(201)
    const order = [hashOf('carla'), hashOf('ana'), hashOf('bruno')]
    const ordered = await t.request(ambassadors, { method: 'PUT', token: office, json: { order } })
    expect(ordered.status).toBe(200)
    expect((await section('ambassadors'))?.people.map((p) => p.hash)).toEqual(order)
    // An order that misses someone (the list changed meanwhile) is refused.
    const stale = await t.request(ambassadors, {
      method: 'PUT',
      token: office,
      json: { order: order.slice(1) },
    })
    expect(stale.status).toBe(400)

    const edited = await t.request(`${ambassadors}/${hashOf('bruno')}`, {
      method: 'PUT',
      token: office,
      json: { role_es: 'Embajador en Bergen', role_ca: 'Ambaixador a Bergen' },
    })
    expect(edited.status).toBe(200)
    expect((await section('ambassadors', 'ca'))?.people.find((p) => p.hash === hashOf('bruno'))?.role).toBe(
      'Ambaixador a Bergen',
    )
    expect(
      (
        await t.request(`/usr/admin/content/community/team/${hashOf('bruno')}`, {
          method: 'PUT',
          token: office,
          json: { role_es: 'x' },
        })
      ).status,
    ).toBe(404)

    const removed = await t.request(`${ambassadors}/${hashOf('carla')}`, { method: 'DELETE', token: office })
    expect(removed.status).toBe(200)
    expect((await section('ambassadors'))?.people.map((p) => p.hash)).toEqual([
      hashOf('ana'),
      hashOf('bruno'),
    ])
    const actions = await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_log where action like 'community.%' order by id`,
    )
    expect(actions.map((a) => a.action)).toEqual([
      'community.add',
      'community.add',
      'community.add',
      'community.order',
      'community.edit',
      'community.remove',
    ])
  })

  it('drops at once someone who stops appearing, and someone whose account is erased', async () => {
    await t.database.db.execute(sql`update users set is_appear_by_user = false where id = ${people.ana?.id}`)
    expect((await section('ambassadors'))?.people.map((p) => p.hash)).toEqual([hashOf('bruno')])
    const curation = (await (
      await t.request('/usr/admin/content/community', { token: office })
    ).json()) as Curation
    expect(
      curation.sections.find((s) => s.key === 'ambassadors')?.members.find((m) => m.hash === hashOf('ana'))
        ?.appears,
    ).toBe(false)
    await t.database.db.execute(sql`delete from users where id = ${people.bruno?.id}`)
    // With no one left to show, the section shows the YAML's people again.
    expect((await section('ambassadors'))?.people.every((p) => p.hash === undefined)).toBe(true)
    expect(
      await sqlRows(t, sql`select id from community_members where user_id = ${people.bruno?.id}`),
    ).toEqual([])
  })
})
