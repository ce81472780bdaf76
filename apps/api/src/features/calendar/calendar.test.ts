import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarFeeds } from '../../db/schema/calendar'
import { articleSubscriptions, articles, eventRegistrations, savedArticles } from '../../db/schema/content'
import { jobApplications, jobOffers } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createCompany, createPerson, offerIn, setOfferStatus } from '../../test/jobs'

// A person's calendar feed (docs/articles.md, "My calendar"): made, replaced and revoked by its owner, read
// by a calendar app with nothing but the address, holding that person's events and offer dates and nobody
// else's, as a valid iCalendar.

let t: TestApp
let ana: Actor
let bruno: Actor
let company: Awaited<ReturnType<typeof createCompany>>

type Created = { url: string; webcal_url: string; created_at: string }
type State = { active: boolean; created_at: string | null; last_read_at: string | null }

let n = 0
async function event(title: string, startsAt: string, extra: Partial<typeof articles.$inferInsert> = {}) {
  const slug = `evento-${Date.now().toString(36)}-${n++}`
  const [row] = await t.database.db
    .insert(articles)
    .values({
      hash: randomBytes(9).toString('base64url'),
      slug,
      type: 'EVENT',
      status: 'PUBLISHED',
      title,
      summary: `Resumen de ${title}`,
      text: '<p>Texto</p>',
      place: 'Aula Magna',
      startsAt: new Date(startsAt),
      endsAt: new Date(new Date(startsAt).getTime() + 2 * 3600_000),
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      ...extra,
    })
    .returning({ id: articles.id, hash: articles.hash })
  if (!row) throw new Error('no event')
  return row
}

const create = async (who: Actor) => {
  const res = await t.request('/usr/users/calendar', { method: 'POST', token: who.token })
  expect(res.status).toBe(201)
  return (await res.json()) as Created
}
/** The feed at an address, as a calendar app asks: no session, no API key. */
const read = (url: string) => t.request(new URL(url).pathname, { apiKey: null })

/** Parses with ical.js and checks what it leaves to the writer: CRLF, folded lines, required properties. */
function parseCalendar(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/)
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.name).toBe('vcalendar')
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    for (const required of ['uid', 'dtstamp', 'dtstart'])
      expect(v.hasProperty(required), `${required} in ${v.toString()}`).toBe(true)
    return new ICAL.Event(v)
  })
  expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
  return { calendar, events }
}

let signedUp: { id: string; hash: string }
let saved: { id: string; hash: string }
let brunos: { id: string; hash: string }
let offerHash: string

beforeAll(async () => {
  t = await createTestApp()
  ;[ana, bruno, company] = await Promise.all([
    createPerson(t, { role: 'alumniPremium', name: 'Ana' }),
    createPerson(t, { role: 'alumniFreemium', name: 'Bruno', language: 'en' }),
    createCompany(t, { name: 'Levante Datos, S.L.' }),
  ])
  signedUp = await event('Cena de la promoción, con brindis', '2026-12-12T20:00:00Z')
  saved = await event('Feria de empleo', '2027-02-03T09:00:00Z', {
    titleEn: 'Job fair',
    summaryEn: 'A fair',
    slugEn: `job-fair-${n}`,
  })
  brunos = await event('Taller privado de Bruno', '2027-01-10T10:00:00Z')
  const draft = await event('Evento sin publicar', '2027-01-11T10:00:00Z', { status: 'UNPUBLISHED' })
  const db = t.database.db
  await db.insert(articleSubscriptions).values({ userId: ana.id, articleId: signedUp.id })
  // The portal's own sign-ups (docs/events.md): a place is in the calendar, a cancelled one is not.
  const talk = await event('Charla con plazas', '2027-01-20T17:00:00Z', { signups: 'members', places: 10 })
  const dropped = await event('Charla cancelada', '2027-01-21T17:00:00Z', { signups: 'members' })
  await db.insert(eventRegistrations).values([
    { hash: randomBytes(9).toString('base64url'), articleId: talk.id, userId: ana.id, state: 'confirmed' },
    {
      hash: randomBytes(9).toString('base64url'),
      articleId: dropped.id,
      userId: ana.id,
      state: 'cancelled',
      cancelledAt: new Date(),
    },
  ])
  await db.insert(savedArticles).values([
    { userId: ana.id, articleId: saved.id },
    { userId: ana.id, articleId: draft.id },
    { userId: bruno.id, articleId: brunos.id },
    { userId: bruno.id, articleId: saved.id },
  ])
  offerHash = await offerIn(t, company, 'PUBLISHED', {
    title: 'Analista de datos',
    title_en: 'Data analyst',
    date_incorporation: '2027-03-01',
  })
  const discarded = await offerIn(t, company, 'PUBLISHED', {
    title: 'Oferta descartada',
    date_incorporation: '2027-04-01',
  })
  for (const [hash, status] of [
    [offerHash, 'PENDING'],
    [discarded, 'CANCELLED'],
  ] as const) {
    const [offer] = await db.select({ id: jobOffers.id }).from(jobOffers).where(eq(jobOffers.hash, hash))
    if (!offer) throw new Error('no offer')
    await db.insert(jobApplications).values({
      hash: randomBytes(9).toString('base64url'),
      offerId: offer.id,
      userId: ana.id,
      status,
    })
  }
})
afterAll(() => t.close())

describe('the owner makes, replaces and revokes the feed', () => {
  it('starts without a feed, makes one, and the state never shows the address', async () => {
    const before = await t.request('/usr/users/calendar', { token: bruno.token })
    expect(before.status).toBe(200)
    expect(await before.json()).toEqual({ active: false, created_at: null, last_read_at: null })

    const created = await create(bruno)
    expect(created.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(created.webcal_url).toBe(created.url.replace(/^http:/, 'webcal:'))
    const state = (await (await t.request('/usr/users/calendar', { token: bruno.token })).json()) as State
    expect(state).toMatchObject({ active: true, created_at: created.created_at, last_read_at: null })
    expect(JSON.stringify(state)).not.toContain(created.url.split('/').pop()?.slice(0, 43))
    // Only the token's hash is stored.
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, bruno.id))
    const token = created.url.split('/').pop()?.replace('.ics', '') ?? ''
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.tokenHash).not.toContain(token)
  })

  it('replacing it invalidates the old address; revoking it ends the new one', async () => {
    const first = await create(ana)
    expect((await read(first.url)).status).toBe(200)
    const second = await create(ana)
    expect(second.url).not.toBe(first.url)
    expect((await read(first.url)).status).toBe(404)
    expect((await read(second.url)).status).toBe(200)

    const revoked = await t.request('/usr/users/calendar', { method: 'DELETE', token: ana.token })
    expect(revoked.status).toBe(204)
    expect((await read(second.url)).status).toBe(404)
    const state = await t.request('/usr/users/calendar', { token: ana.token })
    expect(await state.json()).toEqual({ active: false, created_at: null, last_read_at: null })
  })

  it('needs a session of a member: 401 without one, 403 for a company', async () => {
    expect((await t.request('/usr/users/calendar', { method: 'POST' })).status).toBe(401)
    expect((await t.request('/usr/users/calendar', { method: 'POST', token: company.token })).status).toBe(
      403,
    )
  })
})

describe('reading the feed', () => {
  it('answers a calendar app with no session: the events signed up for and saved, the offer dates', async () => {
    const { url } = await create(ana)
    const res = await read(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/private/)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
    const { calendar, events } = parseCalendar(await res.text())
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mi agenda de antiguos alumnos')
    const summaries = events.map((e) => e.summary)
    expect(summaries).toEqual([
      'Cena de la promoción, con brindis',
      'Charla con plazas',
      'Feria de empleo',
      'Incorporación prevista: Analista de datos (Levante Datos, S.L.)',
    ])
    const dinner = events[0]
    expect(dinner?.uid).toBe(`${signedUp.hash}@localhost`)
    expect(dinner?.startDate.toJSDate().toISOString()).toBe('2026-12-12T20:00:00.000Z')
    expect(dinner?.location).toBe('Aula Magna')
    const start = events[3]
    expect(start?.startDate.isDate).toBe(true)
    expect(start?.startDate.toString()).toBe('2027-03-01')
    expect(start?.endDate.toString()).toBe('2027-03-02')
    expect(start?.description).toContain(
      'Tu candidatura a la oferta «Analista de datos» de Levante Datos, S.L.',
    )
    expect(start?.description).toContain(`/es/empleo/${offerHash}`)
    // Nothing of anyone else, nor the unpublished event, nor the discarded application's offer.
    const text = events.map((e) => `${e.summary} ${e.description}`).join('\n')
    expect(text).not.toMatch(/Bruno|sin publicar|descartada|cancelada/)
    // The read is noted for the owner.
    const state = (await (await t.request('/usr/users/calendar', { token: ana.token })).json()) as State
    expect(state.last_read_at).not.toBeNull()
  })

  it('adds the day an offer closed, and speaks the person’s language (English)', async () => {
    await setOfferStatus(t, offerHash, 'CLOSED')
    await t.database.db
      .update(jobOffers)
      .set({ closedAt: new Date('2027-01-20T23:30:00Z') })
      .where(eq(jobOffers.hash, offerHash))
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, ana.id))
    const { url } = await create(ana)
    // The request's own language does not matter: the feed is the person's.
    const res = await t.request(new URL(url).pathname, { apiKey: null, locale: 'es' })
    const { calendar, events } = parseCalendar(await res.text())
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My alumni calendar')
    const summaries = events.map((e) => e.summary)
    expect(summaries).toContain('Job fair')
    expect(summaries).toContain('Expected start: Data analyst (Levante Datos, S.L.)')
    // 23:30 UTC on the 20th is the 21st in Madrid.
    const closed = events.find((e) => e.summary === 'Offer closed: Data analyst (Levante Datos, S.L.)')
    expect(closed?.startDate.toString()).toBe('2027-01-21')
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, ana.id))
  })

  it('answers 404 to a forged, malformed or revoked address, and to an account no longer active', async () => {
    const forged = `/api/calendar/${randomBytes(32).toString('base64url')}.ics`
    expect((await t.request(forged, { apiKey: null })).status).toBe(404)
    expect((await t.request('/api/calendar/nada.ics', { apiKey: null })).status).toBe(404)
    const { url } = await create(bruno)
    expect((await read(url)).status).toBe(200)
    expect((await read(url.replace(/\.ics$/, ''))).status).toBe(404)
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, bruno.id))
    expect((await read(url)).status).toBe(404)
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, bruno.id))
    expect((await read(url)).status).toBe(200)
  })

  it('shows another person only their own events', async () => {
    const { url } = await create(bruno)
    const { events } = parseCalendar(await (await read(url)).text())
    // Bruno reads English: the saved fair by its English title.
    expect(events.map((e) => e.summary)).toEqual(['Taller privado de Bruno', 'Job fair'])
  })
})

describe('guessing addresses', () => {
  it('refuses an address after too many feeds that do not exist; reading a real one counts nothing', async () => {
    const limited = await createTestApp({ calendarLimits: { missesPerAddress: 3, windowSeconds: 600 } })
    try {
      const person = await createPerson(limited, { role: 'alumniFreemium' })
      const res = await limited.request('/usr/users/calendar', { method: 'POST', token: person.token })
      const { url } = (await res.json()) as Created
      for (let i = 0; i < 5; i++)
        expect((await limited.request(new URL(url).pathname, { apiKey: null })).status).toBe(200)
      const guess = () =>
        limited.request(`/api/calendar/${randomBytes(32).toString('base64url')}.ics`, { apiKey: null })
      for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(404)
      const refused = await guess()
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBeTruthy()
      // The limit is on misses: once over it the address waits, real feed or not.
      expect((await limited.request(new URL(url).pathname, { apiKey: null })).status).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
