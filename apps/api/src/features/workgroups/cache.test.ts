// The groups' list kept as the server keeps it on PGlite (cache.ts): a search answered again comes from
// memory, and any write that the list shows (a group published, a member joining) is seen at once.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workgroups } from '../../db/schema/content'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'
import { type Group, groupOf, join } from '../../test/workgroups'

let t: TestApp
let office: Actor
let ana: Actor
let luis: Actor
let group: Group

type List = { items: { slug: string; content: string; members: number }[]; total: number }

beforeAll(async () => {
  t = await createTestApp({ readCacheMs: 60_000 })
  ;[office, ana, luis] = await Promise.all([
    createPerson(t, { role: 'admin' }),
    createPerson(t, { name: 'Ana' }),
    createPerson(t, { name: 'Luis' }),
  ])
  group = await groupOf(t, ana, office, { name: 'Astronomía en Castellón' })
})
afterAll(() => t.close())

const search = async (text: string) => {
  const res = await t.request(`/api/workgroups?text=${encodeURIComponent(text)}`)
  expect(res.status).toBe(200)
  return (await res.json()) as List
}

describe('the groups’ kept list', () => {
  it('answers a search again from memory, not from the database', async () => {
    const first = await search('astronomia')
    expect(first.items.map((g) => g.slug)).toEqual([group.slug])
    // Written behind the API's back: a kept page does not see it.
    await t.database.db
      .update(workgroups)
      .set({ content: 'Miramos las estrellas.' })
      .where(eq(workgroups.hash, group.hash))
    expect((await search('astronomia')).items[0]?.content).toBe(first.items[0]?.content)
  })

  it('shows a write of the groups at once: a member joining, a group published', async () => {
    const before = (await search('astronomia')).items[0]?.members
    expect((await join(t, group.hash, luis.token)).status).toBe(200)
    const after = await search('astronomia')
    expect(after.items[0]?.members).toBe((before ?? 0) + 1)
    // The kept page was read again: the direct write of the first test shows now too.
    expect(after.items[0]?.content).toBe('Miramos las estrellas.')
    await groupOf(t, ana, office, { name: 'Astronomía de aficionados' })
    expect((await search('astronomia')).total).toBe(2)
  })
})
