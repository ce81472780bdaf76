// A member's home (GET /usr/home): the person's own latest applications and their states, their groups'
// latest activity and their upcoming saved or subscribed events; nobody else's, and 401 for a guest.

import { randomBytes } from 'node:crypto'
import type { MemberHome } from '@egresa/api-contract/home'
import type { MemberStatus, WorkgroupStatus } from '@egresa/api-contract/workgroups'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  articleSubscriptions,
  articles,
  savedArticles,
  workgroupComments,
  workgroupMembers,
  workgroups,
} from '../../db/schema/content'
import { jobApplications } from '../../db/schema/jobs'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createCompany, createPerson, offerIn, setOfferStatus } from '../../test/jobs'

let t: TestApp
let ana: Actor
let other: Actor
let free: Actor

const DAY = 86_400_000
const hash = () => randomBytes(9).toString('base64url')
const home = async (token?: string, locale: 'es' | 'en' = 'es') => {
  const res = await t.request('/usr/home', { token, locale })
  return { status: res.status, body: (await res.json()) as MemberHome }
}

async function group(
  name: string,
  status: WorkgroupStatus = 'PUBLISHED',
  createdAt = new Date(Date.now() - DAY),
) {
  const [row] = await t.database.db
    .insert(workgroups)
    .values({
      hash: hash(),
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      name,
      type: 'PUBLIC',
      status,
      createdAt,
    })
    .returning({ id: workgroups.id, slug: workgroups.slug })
  if (!row) throw new Error('group')
  return row
}
const member = (groupId: string, userId: string, status: MemberStatus = 'ACCEPTED') =>
  t.database.db.insert(workgroupMembers).values({ workgroupId: groupId, userId, role: 'FOLLOWER', status })
const comment = (groupId: string, authorId: string, content: string, minutesAgo: number) =>
  t.database.db.insert(workgroupComments).values({
    hash: hash(),
    workgroupId: groupId,
    authorId,
    content,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  })

async function event(title: string, startsInDays: number, extra: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(articles)
    .values({
      hash: hash(),
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      type: 'EVENT',
      status: 'PUBLISHED',
      title,
      text: '<p>Evento</p>',
      startsAt: new Date(Date.now() + startsInDays * DAY),
      publishedAt: new Date(),
      ...extra,
    })
    .returning({ id: articles.id, hash: articles.hash })
  if (!row) throw new Error('event')
  return row
}

beforeAll(async () => {
  t = await createTestApp()
  ana = await createPerson(t, { name: 'Ana', cv: true })
  other = await createPerson(t, { name: 'Otro' })
  free = await createPerson(t, { role: 'alumniFreemium', name: 'Libre' })
})
afterAll(() => t.close())

describe('GET /usr/home', () => {
  it('is empty for a new member, and refuses a guest', async () => {
    const { status, body } = await home(free.token)
    expect(status).toBe(200)
    // A free member cannot apply: no applications to follow, rather than an empty list.
    expect(body).toEqual({
      applications: null,
      groups: { items: [], total: 0 },
      events: { items: [], total: 0 },
    })
    expect((await home()).status).toBe(401)
  })

  it('shows the person’s latest applications with their states, and nobody else’s', async () => {
    const company = await createCompany(t, { name: 'Acme' })
    const titles = ['Primera', 'Segunda', 'Tercera', 'Cuarta']
    const offers: string[] = []
    for (const [i, title] of titles.entries()) {
      const offer = await offerIn(t, company, 'PUBLISHED', { title })
      const res = await t.request(`/usr/jobs/${offer}/application`, { method: 'POST', token: ana.token })
      expect(res.status).toBe(201)
      const { hash: application } = (await res.json()) as { hash: string }
      // The order the list shows is the time of applying: one a minute apart, the first the oldest.
      await t.database.db
        .update(jobApplications)
        .set({
          createdAt: new Date(Date.now() - (10 - i) * 60_000),
          status: i === 3 ? 'ACCEPTED' : 'PENDING',
        })
        .where(eq(jobApplications.hash, application))
      offers.push(offer)
    }
    await setOfferStatus(t, offers[2] ?? '', 'CLOSED')
    const { body } = await home(ana.token)
    expect(body.applications?.total).toBe(4)
    expect(body.applications?.items.map((a) => [a.offer.title, a.status, a.offer.status])).toEqual([
      ['Cuarta', 'ACCEPTED', 'PUBLISHED'],
      ['Tercera', 'PENDING', 'CLOSED'],
      ['Segunda', 'PENDING', 'PUBLISHED'],
    ])
    expect(body.applications?.items[0]?.offer.company).toBe('Acme')
    expect((await home(other.token)).body.applications).toEqual({ items: [], total: 0 })
  })

  it('shows the person’s groups, the newest activity first, with the latest comment', async () => {
    const quiet = await group('Grupo tranquilo')
    const busy = await group('Grupo activo')
    const notMine = await group('Grupo ajeno')
    const pending = await group('Grupo pedido')
    const draft = await group('Grupo borrador', 'UNPUBLISHED')
    await member(quiet.id, ana.id)
    await member(busy.id, ana.id)
    await member(pending.id, ana.id, 'PENDING')
    await member(draft.id, ana.id)
    await member(notMine.id, other.id)
    await comment(busy.id, other.id, 'Hola a todos', 30)
    await comment(busy.id, other.id, `Nos vemos   el jueves ${'x'.repeat(200)}`, 5)
    await comment(notMine.id, other.id, 'Esto no lo ve Ana', 1)
    const { body } = await home(ana.token)
    expect(body.groups.total).toBe(2)
    expect(body.groups.items.map((g) => g.slug)).toEqual([busy.slug, quiet.slug])
    const latest = body.groups.items[0]?.latest
    expect(latest?.author).toBe('Otro')
    expect(latest?.excerpt.startsWith('Nos vemos el jueves x')).toBe(true)
    expect(latest?.excerpt).toHaveLength(140)
    expect(body.groups.items[1]?.latest).toBeNull()
    // Each says its language: Spanish unless its creator said otherwise.
    expect(body.groups.items.map((g) => g.language)).toEqual(['es', 'es'])
    await t.database.db.update(workgroups).set({ language: 'en' }).where(eq(workgroups.id, quiet.id))
    expect((await home(ana.token, 'en')).body.groups.items.map((g) => g.language)).toEqual(['es', 'en'])
  })

  it('shows the events the person saved or subscribed to that have not ended, soonest first, in their language', async () => {
    const later = await event('Cena de antiguos alumnos', 20, { place: 'Valencia' })
    const soon = await event('Feria de empleo', 2, {
      titleEn: 'Job fair',
      slugEn: 'job-fair',
      textEn: '<p>Event</p>',
    })
    const past = await event('Charla pasada', -3)
    const ongoing = await event('Curso en marcha', -1, { endsAt: new Date(Date.now() + DAY) })
    const notSaved = await event('Otro evento', 1)
    await t.database.db.insert(savedArticles).values([
      { userId: ana.id, articleId: later.id },
      { userId: ana.id, articleId: past.id },
      { userId: ana.id, articleId: ongoing.id },
      { userId: other.id, articleId: notSaved.id },
    ])
    await t.database.db.insert(articleSubscriptions).values({ userId: ana.id, articleId: soon.id })
    const es = (await home(ana.token)).body.events
    expect(es.total).toBe(3)
    expect(es.items.map((e) => [e.title, e.subscribed])).toEqual([
      ['Curso en marcha', false],
      ['Feria de empleo', true],
      ['Cena de antiguos alumnos', false],
    ])
    expect(es.items[2]).toMatchObject({ place: 'Valencia', language: 'es', slug: 'cena-de-antiguos-alumnos' })
    const en = (await home(ana.token, 'en')).body.events
    expect(en.items[1]).toMatchObject({ title: 'Job fair', slug: 'job-fair', language: 'en' })
    expect(en.items[0]).toMatchObject({ title: 'Curso en marcha', language: 'es' })
  })
})
