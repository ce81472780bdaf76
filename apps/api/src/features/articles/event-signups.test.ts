// Events people sign up for in the portal (docs/events.md): the office's settings, who may sign up and when,
// the waiting list and its promotions, the mails with the .ics and the ticket (delivered to a real SMTP
// server), the tickets and the check-in at the door, the office's list, CSV, close and mail, and 50 people
// signing up at once for the last 5 places.
import { and, eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { articles, eventRegistrations } from '../../db/schema/content'
import { mailOutbox } from '../../db/schema/mail'
import { scheduledJobs } from '../../db/schema/scheduled-jobs'
import { appOrigins, mailLinkSecret } from '../../lib/links'
import { type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'
import { waitFor } from '../../test/smtp'
import { createEventsJob } from './event-job'
import { sendDueReminders } from './registrations'

let t: TestApp
let mailbox: Mailbox
let admin: Actor

type Signup = {
  mode: string
  places: number | null
  places_left: number | null
  open: boolean
  may_sign_up: boolean
  state: 'confirmed' | 'waiting' | null
  position: number | null
  questions: { id: string; label: string; options: { id: string; label: string }[] }[]
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString()

/** Writes an event through the office's API and publishes it; answers its hash. */
async function publishedEvent(input: Record<string, unknown> = {}): Promise<string> {
  const res = await t.request('/usr/admin/articles', {
    json: {
      type: 'EVENT',
      title: `Encuentro ${Math.random().toString(36).slice(2, 8)}`,
      text: '<p>Un encuentro.</p>',
      place: 'Paraninfo',
      starts_at: inDays(30),
      signups: 'members',
      ...input,
    },
    token: admin.token,
  })
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`)
  const { hash } = (await res.json()) as { hash: string }
  const status = await t.request(`/usr/admin/articles/${hash}/status`, {
    method: 'PUT',
    json: { status: 'PUBLISHED' },
    token: admin.token,
  })
  if (status.status !== 200) throw new Error(`publish: ${status.status}`)
  return hash
}

const signUp = (
  hash: string,
  who: Actor | null,
  answers: Record<string, string> = {},
  locale: 'es' | 'en' = 'es',
) =>
  t.request(`/usr/events/${hash}/registration`, {
    method: 'POST',
    json: { answers },
    ...(who ? { token: who.token } : {}),
    locale,
  })
const cancel = (hash: string, who: Actor) =>
  t.request(`/usr/events/${hash}/registration`, { method: 'DELETE', token: who.token })

async function signupOf(hash: string, who: Actor | null): Promise<Signup> {
  const res = await t.request(`/api/articles/${hash}`, who ? { token: who.token } : {})
  expect(res.status).toBe(200)
  return ((await res.json()) as { signup: Signup }).signup
}

/** Delivers everything the outbox holds (the worker takes 10 a run). */
async function deliverAll(): Promise<ParsedMail[]> {
  const all: ParsedMail[] = []
  for (let batch = await mailbox.deliver(); batch.length; batch = await mailbox.deliver()) all.push(...batch)
  return all
}

const mailsTo = (mails: ParsedMail[], who: Actor) => mails.filter((m) => recipients(m).includes(who.email))
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  admin = await createPerson(t, { role: 'admin' })
})

afterAll(async () => {
  await mailbox?.close()
  await t?.close()
})

describe('the office’s settings in the article editor', () => {
  it('keeps who may sign up, places, the close and the questions; the article shows them to readers', async () => {
    const hash = await publishedEvent({
      signups: 'premium',
      places: 40,
      signups_close_at: inDays(20),
      questions: [
        {
          id: 'diet',
          label: { es: 'Dieta', en: 'Diet' },
          kind: 'choice',
          required: true,
          options: [
            { id: 'none', label: { es: 'Ninguna' } },
            { id: 'veg', label: { es: 'Vegetariana', en: 'Vegetarian' } },
          ],
        },
        { id: 'notes', label: { es: 'Comentarios' }, kind: 'text' },
      ],
    })
    const edited = await t.request(`/usr/admin/articles/${hash}`, { token: admin.token })
    const body = (await edited.json()) as Record<string, unknown>
    expect(body).toMatchObject({ signups: 'premium', places: 40, signups_closed: false })
    expect(body.questions).toHaveLength(2)
    const reader = await createPerson(t, { role: 'alumniPremium' })
    const res = await t.request(`/api/articles/${hash}`, { token: reader.token, locale: 'en' })
    const { signup } = (await res.json()) as { signup: Signup }
    expect(signup).toMatchObject({
      mode: 'premium',
      places: 40,
      places_left: 40,
      open: true,
      may_sign_up: true,
      state: null,
    })
    expect(signup.questions[0]).toMatchObject({
      label: 'Diet',
      options: [
        { id: 'none', label: 'Ninguna' },
        { id: 'veg', label: 'Vegetarian' },
      ],
    })
    // A guest sees the sign-up, but may not.
    expect(await signupOf(hash, null)).toMatchObject({ may_sign_up: false, state: null })
  })

  it('refuses wrong settings with field messages in the request’s language, and saves nothing', async () => {
    const res = await t.request('/usr/admin/articles', {
      json: {
        type: 'EVENT',
        title: 'Mal configurado',
        text: '<p>x</p>',
        place: 'Aula',
        starts_at: inDays(10),
        signups: 'members',
        places: 0,
      },
      token: admin.token,
      locale: 'en',
    })
    expect(res.status).toBe(400)
    expect(Object.keys(((await res.json()) as { errors: object }).errors)).toContain('places')

    const rules = await t.request('/usr/admin/articles', {
      json: {
        type: 'EVENT',
        title: 'Mal configurado',
        text: '<p>x</p>',
        place: 'Aula',
        starts_at: inDays(10),
        signups: 'members',
        signups_close_at: inDays(11),
        questions: [
          { id: 'diet', label: { es: 'Dieta' }, kind: 'choice', options: [{ id: 'a', label: { es: 'A' } }] },
        ],
      },
      token: admin.token,
      locale: 'en',
    })
    expect(rules.status).toBe(400)
    const { errors } = (await rules.json()) as { errors: Record<string, string[]> }
    expect(errors.signups_close_at).toEqual(['Sign-ups must close before the event starts.'])
    expect(errors.questions).toEqual(['A choice question needs at least two options.'])

    const ca = await t.request('/usr/admin/articles', {
      json: {
        type: 'EVENT',
        title: 'Mal',
        text: '<p>x</p>',
        place: 'Aula',
        starts_at: inDays(10),
        signups: 'members',
        questions: [
          { id: 'q', label: { es: 'Una' }, kind: 'text' },
          { id: 'q', label: { es: 'Otra' }, kind: 'text' },
        ],
      },
      token: admin.token,
      locale: 'ca',
    })
    expect(((await ca.json()) as { errors: Record<string, string[]> }).errors.questions).toEqual([
      'Cada pregunta necessita un identificador diferent.',
    ])
    const [none] = await t.database.db.select().from(articles).where(eq(articles.title, 'Mal configurado'))
    expect(none).toBeUndefined()
  })

  it('keeps no sign-up settings on news', async () => {
    const res = await t.request('/usr/admin/articles', {
      json: { type: 'NEWS', title: 'Una noticia', text: '<p>x</p>', signups: 'members', places: 3 },
      token: admin.token,
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ signups: null, places: null, questions: [] })
  })
})

describe('who may sign up, and when', () => {
  it('lets any member sign up to a members event; a company is refused, a guest must sign in', async () => {
    const hash = await publishedEvent({ signups: 'members' })
    const free = await createPerson(t, { role: 'alumniFreemium' })
    const res = await signUp(hash, free)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ event: hash, signup: { state: 'confirmed', position: null } })
    expect((await signUp(hash, await createPerson(t, { role: 'company' }))).status).toBe(403)
    expect((await signUp(hash, null)).status).toBe(401)
  })

  it('keeps a Premium-only event for the Premium tiers, with a clear 403 for others', async () => {
    const hash = await publishedEvent({ signups: 'premium' })
    const free = await createPerson(t, { role: 'alumniFreemium' })
    const refused = await signUp(hash, free, {}, 'en')
    expect(refused.status).toBe(403)
    expect(await messageOf(refused)).toBe('Sign-ups to this event are for Premium members only.')
    expect(await signupOf(hash, free)).toMatchObject({ may_sign_up: false })
    expect((await signUp(hash, await createPerson(t, { role: 'empleadoPremium' }))).status).toBe(200)
  })

  it('refuses after the close, once the office closed them, once started, and events without sign-ups', async () => {
    const who = await createPerson(t)
    const closed = await publishedEvent({ signups_close_at: inDays(-1), starts_at: inDays(5) })
    const a = await signUp(closed, who, {}, 'en')
    expect(a.status).toBe(409)
    expect(await messageOf(a)).toBe('Sign-ups to this event are closed.')
    expect(await signupOf(closed, who)).toMatchObject({ open: false })

    const started = await publishedEvent({ starts_at: inDays(-1) })
    const b = await signUp(started, who, {}, 'en')
    expect(b.status).toBe(409)
    expect(await messageOf(b)).toBe('This event has already started.')

    const office = await publishedEvent()
    const close = await t.request(`/usr/admin/events/${office}/signups`, {
      method: 'PUT',
      json: { closed: true },
      token: admin.token,
    })
    expect(close.status).toBe(200)
    expect(await close.json()).toMatchObject({ signups_closed: true, confirmed: 0 })
    const c = await signUp(office, who, {}, 'en')
    expect(c.status).toBe(409)
    expect(await messageOf(c)).toBe('The office has closed sign-ups to this event.')
    await t.request(`/usr/admin/events/${office}/signups`, {
      method: 'PUT',
      json: { closed: false },
      token: admin.token,
    })
    expect((await signUp(office, who)).status).toBe(200)

    const elsewhere = await publishedEvent({
      signups: null,
      subscription_url: 'https://eventos.example.org/x',
    })
    expect((await signUp(elsewhere, who)).status).toBe(409)
    // The outside link keeps working for Premium members.
    const premium = await t.request(`/api/articles/${elsewhere}/subscribe`, {
      method: 'PATCH',
      json: { subscribed: true },
      token: who.token,
    })
    expect(premium.status).toBe(200)
  })

  it('checks the answers against the questions', async () => {
    const hash = await publishedEvent({
      questions: [
        {
          id: 'diet',
          label: { es: 'Dieta' },
          kind: 'choice',
          required: true,
          options: [
            { id: 'none', label: { es: 'Ninguna' } },
            { id: 'veg', label: { es: 'Vegetariana' } },
          ],
        },
        { id: 'notes', label: { es: 'Comentarios' }, kind: 'text' },
      ],
    })
    const who = await createPerson(t)
    const missing = await signUp(hash, who, { notes: 'hola' }, 'en')
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { errors: object }).errors).toEqual({
      'answers.diet': ['Answer this question.'],
    })
    const wrong = await signUp(hash, who, { diet: 'fish', other: 'x' }, 'en')
    expect(((await wrong.json()) as { errors: object }).errors).toEqual({
      'answers.diet': ['Choose one of the options.'],
      'answers.other': ['This question is not one of this event’s.'],
    })
    expect((await signUp(hash, who, { diet: 'veg' })).status).toBe(200)
    const [row] = await t.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, who.id))
    expect(row?.answers).toEqual({ diet: 'veg' })
  })
})

describe('the waiting list', () => {
  it('fills the places, queues the rest in order, and promotes the first waiting when a place is freed', async () => {
    const hash = await publishedEvent({ places: 2, title: 'Cena de promoción', slug: 'cena-promocion' })
    const [ana, bea, carla, dani] = await Promise.all(
      ['Ana', 'Bea', 'Carla', 'Dani'].map((name) => createPerson(t, { name })),
    )
    if (!ana || !bea || !carla || !dani) throw new Error('people')
    for (const who of [ana, bea, carla, dani]) expect((await signUp(hash, who)).status).toBe(200)
    expect(await signupOf(hash, ana)).toMatchObject({ state: 'confirmed', places_left: 0 })
    expect(await signupOf(hash, carla)).toMatchObject({ state: 'waiting', position: 1 })
    expect(await signupOf(hash, dani)).toMatchObject({ state: 'waiting', position: 2 })
    // Again while signed up: the same state, no second mail.
    expect(await (await signUp(hash, dani)).json()).toMatchObject({
      signup: { state: 'waiting', position: 2 },
    })
    const first = await deliverAll()
    expect(mailsTo(first, dani)).toHaveLength(1)
    expect(mailsTo(first, dani)[0]?.subject).toBe('Estás en la lista de espera de «Cena de promoción»')
    expect(mailsTo(first, dani)[0]?.text).toContain('Eres la persona número 2 de la lista.')

    const cancelled = await cancel(hash, ana)
    expect(await cancelled.json()).toMatchObject({ signup: { state: null, places_left: 0 } })
    expect(await signupOf(hash, carla)).toMatchObject({ state: 'confirmed', position: null })
    expect(await signupOf(hash, dani)).toMatchObject({ state: 'waiting', position: 1 })

    const [promotion, ...more] = mailsTo(await deliverAll(), carla)
    expect(more).toHaveLength(0)
    expect(promotion?.subject).toBe('Tienes plaza en «Cena de promoción»')
    expect(promotion?.text).toContain('y la plaza es tuya.')
    const files = promotion?.attachments ?? []
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([
      ['cena-promocion.ics', 'text/calendar'],
      ['ticket.png', 'image/png'],
    ])
    expect(files[0]?.content.toString('utf8')).toContain(`UID:${hash}@localhost\r\n`)
    expect(files[1]?.content.subarray(1, 4).toString('latin1')).toBe('PNG')

    // A waiting person leaving promotes nobody; cancelling twice changes nothing; signing up again goes last.
    expect((await cancel(hash, dani)).status).toBe(200)
    expect((await cancel(hash, dani)).status).toBe(200)
    expect(await signupOf(hash, bea)).toMatchObject({ state: 'confirmed' })
    expect(await (await signUp(hash, ana)).json()).toMatchObject({
      signup: { state: 'waiting', position: 1 },
    })
  })

  it('gives the places the office adds to the people waiting, in order, with their mail', async () => {
    const hash = await publishedEvent({ places: 1, title: 'Visita al campus' })
    const [a, b, c] = await Promise.all(['Amaia', 'Bruno', 'Ceci'].map((name) => createPerson(t, { name })))
    if (!a || !b || !c) throw new Error('people')
    for (const who of [a, b, c]) await signUp(hash, who)
    await deliverAll()
    const res = await t.request(`/usr/admin/articles/${hash}`, {
      method: 'PATCH',
      json: { places: 2 },
      token: admin.token,
    })
    expect(res.status).toBe(200)
    expect(await signupOf(hash, b)).toMatchObject({ state: 'confirmed', places_left: 0 })
    expect(await signupOf(hash, c)).toMatchObject({ state: 'waiting', position: 1 })
    const mails = await deliverAll()
    expect(mailsTo(mails, b).map((m) => m.subject)).toEqual(['Tienes plaza en «Visita al campus»'])
    expect(mailsTo(mails, c)).toHaveLength(0)
  })

  it('refuses to cancel once the event has started', async () => {
    const hash = await publishedEvent()
    const who = await createPerson(t)
    await signUp(hash, who)
    await t.database.db
      .update(articles)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(articles.hash, hash))
    const res = await cancel(hash, who)
    expect(res.status).toBe(409)
    expect(await messageOf(res)).toBe('Este evento ya ha empezado: ya no se puede anular la inscripción.')
  })

  it('never oversells: 50 people at once for the last 5 places get 5 places and positions 1 to 45', async () => {
    const hash = await publishedEvent({ places: 7 })
    for (let i = 0; i < 2; i++) await signUp(hash, await createPerson(t))
    const people: Actor[] = []
    for (let i = 0; i < 50; i++) people.push(await createPerson(t))
    const answers = await Promise.all(people.map((who) => signUp(hash, who)))
    expect(answers.map((r) => r.status)).toEqual(people.map(() => 200))
    const states = await Promise.all(people.map((who) => signupOf(hash, who)))
    expect(states.filter((s) => s.state === 'confirmed')).toHaveLength(5)
    const positions = states.filter((s) => s.state === 'waiting').map((s) => s.position)
    expect(positions.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
    const [article] = await t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.hash, hash))
    const rows = await t.database.db
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.articleId, article?.id ?? ''), eq(eventRegistrations.state, 'confirmed')),
      )
    expect(rows).toHaveLength(7)
    // One mail each: 5 places with their tickets, 45 waiting positions.
    const mails = await deliverAll()
    expect(people.map((who) => mailsTo(mails, who).length)).toEqual(people.map(() => 1))
  })
})

describe('the confirmation mail and the ticket', () => {
  it('mails the place with the .ics and the QR ticket, in the person’s language; the ticket is theirs', async () => {
    const hash = await publishedEvent({
      title: 'Feria de empleo',
      slug: 'feria-empleo',
      title_en: 'Job fair',
      slug_en: 'job-fair',
      text_en: '<p>A fair.</p>',
    })
    const eve = await createPerson(t, { name: 'Eve', language: 'en' })
    expect((await signUp(hash, eve)).status).toBe(200)
    const [mail, ...more] = mailsTo(await deliverAll(), eve)
    expect(more).toHaveLength(0)
    expect(mail?.subject).toBe('You have a place at "Job fair"')
    const ticket = await t.request(`/usr/events/${hash}/ticket`, { token: eve.token })
    expect(ticket.status).toBe(200)
    const body = (await ticket.json()) as { token: string; qr_svg: string; qr_png: string; name: string }
    expect(body.qr_svg).toMatch(/^<svg/)
    expect(body.qr_png).toMatch(/^data:image\/png;base64,/)
    expect(mail?.text).toContain(body.token)
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['job-fair.ics', 'ticket.png'])

    const mine = await t.request('/usr/events?when=upcoming', { token: eve.token, locale: 'en' })
    expect(await mine.json()).toMatchObject({
      total: 1,
      items: [{ hash, slug: 'job-fair', title: 'Job fair', state: 'confirmed', ticket: true }],
    })
    expect(await (await t.request('/usr/events?when=past', { token: eve.token })).json()).toMatchObject({
      total: 0,
    })

    // Somebody else has no ticket to this event.
    expect((await t.request(`/usr/events/${hash}/ticket`, { token: admin.token })).status).toBe(404)
  })
})

describe('the office', () => {
  let hash: string
  let other: string
  let token: string
  let fran: Actor
  let gus: Actor

  beforeAll(async () => {
    hash = await publishedEvent({
      places: 1,
      questions: [{ id: 'diet', label: { es: 'Dieta' }, kind: 'text' }],
    })
    other = await publishedEvent({ title: 'Otro evento' })
    fran = await createPerson(t, { name: 'Fran', surname: 'Gil' })
    gus = await createPerson(t, { name: 'Gus', surname: 'Ruiz' })
    await signUp(hash, fran, { diet: '=sin gluten' })
    await signUp(hash, gus)
    token = (
      (await (await t.request(`/usr/events/${hash}/ticket`, { token: fran.token })).json()) as {
        token: string
      }
    ).token
    await mailbox.deliver()
  })

  it('lists the people signed up and waiting, with their answers and the counts; CSV too', async () => {
    const res = await t.request(`/usr/admin/events/${hash}/registrations`, { token: admin.token })
    expect(res.status).toBe(200)
    const list = (await res.json()) as {
      items: { state: string; position: number | null; user: { name: string }; answers: object }[]
      total: number
      counts: object
    }
    expect(list.total).toBe(2)
    expect(list.items.map((i) => [i.user.name, i.state, i.position])).toEqual([
      ['Fran', 'confirmed', null],
      ['Gus', 'waiting', 1],
    ])
    expect(list.items[0]?.answers).toEqual({ diet: '=sin gluten' })
    expect(list.counts).toMatchObject({ places: 1, confirmed: 1, waiting: 1, checked_in: 0 })
    const csv = await t.request(`/usr/admin/events/${hash}/registrations.csv`, { token: admin.token })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain('"Fran";"Gil"')
    expect(text).toContain('"Con plaza"')
    expect(text).toContain(`"'=sin gluten"`)
    expect(text).toContain('"En lista de espera";"1"')
  })

  it('keeps its calls to the office', async () => {
    const member = await createPerson(t)
    for (const [path, method] of [
      [`/usr/admin/events/${hash}/registrations`, 'GET'],
      [`/usr/admin/events/${hash}/registrations.csv`, 'GET'],
      [`/usr/admin/events/${hash}/counts`, 'GET'],
    ] as const)
      expect((await t.request(path, { method, token: member.token })).status).toBe(403)
    const checkIn = await t.request(`/usr/admin/events/${hash}/check-in`, {
      json: { token },
      token: member.token,
    })
    expect(checkIn.status).toBe(403)
  })

  it('checks a ticket in once; a second scan says when; another event’s or a forged ticket is refused', async () => {
    const first = await t.request(`/usr/admin/events/${hash}/check-in`, {
      json: { token },
      token: admin.token,
    })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({
      registration: { user: { name: 'Fran' } },
      counts: { confirmed: 1, checked_in: 1 },
    })
    const again = await t.request(`/usr/admin/events/${hash}/check-in`, {
      json: { token },
      token: admin.token,
      locale: 'en',
    })
    expect(again.status).toBe(409)
    // The door's app tells "already used" from the other refusals by its reason (a retried check-in is in).
    expect(((await again.clone().json()) as { reason: string }).reason).toBe('ticket_used')
    expect(await messageOf(again)).toMatch(
      /^This ticket was already used: checked in on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/,
    )

    const elsewhere = await t.request(`/usr/admin/events/${other}/check-in`, {
      json: { token },
      token: admin.token,
      locale: 'en',
    })
    expect(elsewhere.status).toBe(409)
    expect(await messageOf(elsewhere)).toMatch(/^This ticket is for another event: "Encuentro/)

    const [eventHash, regHash] = token.split('.')
    const forged = await t.request(`/usr/admin/events/${hash}/check-in`, {
      json: { token: `${eventHash}.${regHash}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
      token: admin.token,
      locale: 'en',
    })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({
      errors: { token: ['This ticket is not valid: the portal did not issue it, or it was altered.'] },
    })

    // By name: the registration's id. A person waiting has no place to check in.
    const list = (await (
      await t.request(`/usr/admin/events/${hash}/registrations?state=waiting`, { token: admin.token })
    ).json()) as { items: { id: string }[] }
    const waiting = await t.request(`/usr/admin/events/${hash}/check-in`, {
      json: { registration: list.items[0]?.id },
      token: admin.token,
    })
    expect(waiting.status).toBe(409)
    expect(((await waiting.json()) as { reason: string }).reason).toBe('conflict')

    // By name on another event: a place checks in by its registration's id.
    const hana = await createPerson(t, { name: 'Hana' })
    await signUp(other, hana)
    const others = (await (
      await t.request(`/usr/admin/events/${other}/registrations`, { token: admin.token })
    ).json()) as { items: { id: string; user: { hash: string } }[] }
    const found = await t.request(`/usr/admin/events/${other}/registrations?text=hana%20martin`, {
      token: admin.token,
    })
    expect(((await found.json()) as { total: number }).total).toBe(1)
    const byName = await t.request(`/usr/admin/events/${other}/check-in`, {
      json: { registration: others.items.find((i) => i.user.hash === hana.hash)?.id },
      token: admin.token,
    })
    expect(byName.status).toBe(200)
    expect(await byName.json()).toMatchObject({
      registration: { user: { name: 'Hana' } },
      counts: { checked_in: 1 },
    })
    const counts = await t.request(`/usr/admin/events/${other}/counts`, { token: admin.token })
    expect(await counts.json()).toMatchObject({ confirmed: 1, waiting: 0, checked_in: 1 })

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'events.check_in'), eq(auditLog.objectId, hash)))
    expect(entry).toBeDefined()
  })

  it('mails everyone with a place through the outbox', async () => {
    const res = await t.request(`/usr/admin/events/${hash}/mail`, {
      json: { subject: 'Cambio de sala', text: 'Será en el Aula Magna.\n\nOs esperamos.' },
      token: admin.token,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ queued: 1 })
    const mails = await deliverAll()
    expect(mailsTo(mails, fran).map((m) => m.subject)).toEqual(['Cambio de sala'])
    expect(mailsTo(mails, fran)[0]?.text).toContain('Será en el Aula Magna.')
    expect(mailsTo(mails, gus)).toHaveLength(0)
    const queued = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'event-message'))
    expect(queued).toHaveLength(1)
  })
})

describe('the reminder the day before', () => {
  it('mails each confirmed place once, from one of two schedulers, with the .ics and the ticket', async () => {
    const hash = await publishedEvent({ places: 1, title: 'Charla de antiguos alumnos' })
    const [hugo, ines, juan] = await Promise.all(
      ['Hugo', 'Inés', 'Juan'].map((name) => createPerson(t, { name })),
    )
    if (!hugo || !ines || !juan) throw new Error('people')
    await signUp(hash, hugo)
    await signUp(hash, ines) // waiting: no reminder
    await deliverAll()
    // Hugo signed up two weeks ago; the event comes within a day: its start moved to 12 hours from now.
    await t.database.db
      .update(articles)
      .set({ startsAt: new Date(Date.now() + 12 * 3600_000), places: null })
      .where(eq(articles.hash, hash))
    await t.database.db
      .update(eventRegistrations)
      .set({ createdAt: new Date(Date.now() - 14 * 24 * 3600_000) })
      .where(eq(eventRegistrations.userId, hugo.id))
    // A place taken now, less than a day before: its confirmation is its reminder.
    await signUp(hash, juan)
    await t.database.db.delete(scheduledJobs).where(eq(scheduledJobs.name, 'events'))

    const lines: Record<string, unknown>[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
    const links = { origins: appOrigins(t.env), secret: mailLinkSecret(t.env) }
    const jobs = [0, 1].map(() =>
      createEventsJob({ db: t.database.db, links, logger, intervalMs: 60_000, firstRunMs: 0 }),
    )
    for (const job of jobs) job.start()
    await waitFor(() => lines.some((l) => l.msg === 'scheduled job ran'), 10_000)
    await Promise.all(jobs.map((job) => job.stop()))
    const runs = lines.filter((l) => l.msg === 'scheduled job ran')
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ job: 'events', reminded: 1 })
    const again = await Promise.all([
      sendDueReminders(t.database.db, links),
      sendDueReminders(t.database.db, links),
    ])
    expect(again.map((r) => r.reminded)).toEqual([0, 0])

    const mails = await deliverAll()
    const [reminder, ...more] = mailsTo(mails, hugo)
    expect(more).toHaveLength(0)
    expect(reminder?.subject).toBe('Mañana: «Charla de antiguos alumnos»')
    expect(reminder?.attachments.map((a) => a.contentType)).toEqual(['text/calendar', 'image/png'])
    expect(mailsTo(mails, ines)).toHaveLength(0)
    expect(mailsTo(mails, juan).map((m) => m.subject)).toEqual([
      'Tienes plaza en «Charla de antiguos alumnos»',
    ])
  })
})
