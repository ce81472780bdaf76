// The confirmation mail of an event sign-up (docs/articles.md, "Saving and signing up"): queued with the
// sign-up, in the person's mail language (es, en, ca), with the event's date, place, page and the
// organisers' link or address, and the event's .ics attached; delivered by the outbox worker to a real SMTP
// server. A repeat, a withdrawal or a refused sign-up mails nothing.
import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleSubscriptions, articles } from '../../db/schema/content'
import { mailOutbox } from '../../db/schema/mail'
import { users } from '../../db/schema/users'
import { type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'

let t: TestApp
let mailbox: Mailbox
let admin: Actor
let meeting: string
let workshop: string

/** Writes an event through the office's API and publishes it; answers its hash. */
async function publishedEvent(input: Record<string, unknown>): Promise<string> {
  const res = await t.request('/usr/admin/articles', {
    json: { type: 'EVENT', ...input },
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

const subscribe = (hash: string, who: Actor, subscribed = true, locale: 'es' | 'en' = 'es') =>
  t.request(`/api/articles/${hash}/subscribe`, {
    method: 'PATCH',
    json: { subscribed },
    token: who.token,
    locale,
  })

const mailsTo = (mails: ParsedMail[], who: Actor) => mails.filter((m) => recipients(m).includes(who.email))

/** The one calendar file a mail carries, as text. */
function calendarOf(mail: ParsedMail | undefined): { filename: string | undefined; text: string } {
  const files = mail?.attachments ?? []
  expect(files).toHaveLength(1)
  expect(files[0]?.contentType).toBe('text/calendar')
  expect(files[0]?.contentDisposition).toBe('attachment')
  return { filename: files[0]?.filename, text: files[0]?.content.toString('utf8') ?? '' }
}

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  admin = await createPerson(t, { role: 'admin' })
  meeting = await publishedEvent({
    title: 'Encuentro de egresados en Valencia',
    slug: 'encuentro-valencia',
    summary: 'Un encuentro con la promoción.',
    text: '<p>Un encuentro para reencontrarse con la promoción.</p>',
    title_en: 'Alumni meeting in Valencia',
    slug_en: 'alumni-meeting-valencia',
    text_en: '<p>A meeting with your class.</p>',
    place: 'Palau de Congressos, Valencia',
    starts_at: '2027-03-11T18:00:00+01:00',
    ends_at: '2027-03-11T21:00:00+01:00',
    subscription_url: 'https://eventos.example.org/encuentro',
  })
  workshop = await publishedEvent({
    title: 'Taller de entrevistas',
    text: '<p>Prepara tus entrevistas.</p>',
    place: 'Aula 2.01',
    starts_at: '2027-04-22T10:00:00+02:00',
    subscription_email: 'talleres@alumni.example.org',
  })
  // Mail the office's own setup may have queued is not this file's business.
  await mailbox.deliver()
})

afterAll(async () => {
  await mailbox?.close()
  await t?.close()
})

describe('the sign-up confirmation mail', () => {
  it('mails a Spanish member the event with its date, place, page, sign-up link and .ics, once', async () => {
    const ana = await createPerson(t, { name: 'Ana', language: 'es' })
    expect((await subscribe(meeting, ana)).status).toBe(200)

    const [mail, ...more] = mailsTo(await mailbox.deliver(), ana)
    expect(more).toHaveLength(0)
    expect(mail?.subject).toBe('Te has inscrito en «Encuentro de egresados en Valencia»')
    const text = mail?.text ?? ''
    expect(text).toContain('Hola, Ana:')
    expect(text).toMatch(/Fecha: jueves, 11 de marzo de 2027, 18:00\s?–\s?21:00 \(hora de Madrid\)/)
    expect(text).toContain('Lugar: Palau de Congressos, Valencia')
    expect(text).toContain('Inscripción: https://eventos.example.org/encuentro')
    expect(text).toContain('http://localhost/es/news/encuentro-valencia')
    expect(mail?.html).toContain('href="http://localhost/es/news/encuentro-valencia"')
    expect(mail?.html).toContain('href="https://eventos.example.org/encuentro"')

    const calendar = calendarOf(mail)
    expect(calendar.filename).toBe('encuentro-valencia.ics')
    expect(calendar.text).toContain(`UID:${meeting}@localhost\r\n`)
    expect(calendar.text).toContain('DTSTART:20270311T170000Z\r\n')
    expect(calendar.text).toContain('DTEND:20270311T200000Z\r\n')
    expect(calendar.text).toContain('SUMMARY:Encuentro de egresados en Valencia\r\n')
    expect(calendar.text).toContain('LOCATION:Palau de Congressos\\, Valencia\r\n')
    // The very file the event's page offers for download.
    const download = await t.request(`/api/articles/${meeting}/event.ics?lang=es`)
    expect(calendar.text).toBe(await download.text())

    // Again (a double click, a retried request): still signed up, no second mail.
    const again = await subscribe(meeting, ana)
    expect(((await again.json()) as { subscribed: boolean }).subscribed).toBe(true)
    expect(mailsTo(await mailbox.deliver(), ana)).toHaveLength(0)
  })

  it('mails nothing on a withdrawal, and a new confirmation on signing up again', async () => {
    const bea = await createPerson(t, { name: 'Bea', language: 'es' })
    await subscribe(meeting, bea)
    expect(mailsTo(await mailbox.deliver(), bea)).toHaveLength(1)

    expect((await subscribe(meeting, bea, false)).status).toBe(200)
    expect((await subscribe(meeting, bea, false)).status).toBe(200)
    expect(mailsTo(await mailbox.deliver(), bea)).toHaveLength(0)

    await subscribe(meeting, bea)
    const [mail] = mailsTo(await mailbox.deliver(), bea)
    expect(mail?.subject).toBe('Te has inscrito en «Encuentro de egresados en Valencia»')
  })

  it('writes in the person’s language, not the request’s: English with the English event and page', async () => {
    const bob = await createPerson(t, { name: 'Bob', language: 'en' })
    expect((await subscribe(meeting, bob, true, 'es')).status).toBe(200)

    const [mail] = mailsTo(await mailbox.deliver(), bob)
    expect(mail?.subject).toBe('You signed up for "Alumni meeting in Valencia"')
    expect(mail?.text).toContain('Hello Bob,')
    expect(mail?.text).toMatch(/Date: Thursday, 11 March 2027, 18:00\s?–\s?21:00 \(Madrid time\)/)
    expect(mail?.text).toContain('Place: Palau de Congressos, Valencia')
    expect(mail?.text).toContain('To complete your registration with the organisers, use their sign-up link.')
    expect(mail?.text).toContain('http://localhost/en/news/alumni-meeting-valencia')
    const calendar = calendarOf(mail)
    expect(calendar.filename).toBe('alumni-meeting-valencia.ics')
    expect(calendar.text).toContain('SUMMARY:Alumni meeting in Valencia\r\n')
    expect(calendar.text).toContain(`UID:${meeting}@localhost\r\n`)
    expect(calendar.text).toBe(await (await t.request(`/api/articles/${meeting}/event.ics?lang=en`)).text())
  })

  it('writes Catalan sentences around the Spanish event, with the organisers’ address', async () => {
    const carla = await createPerson(t, { name: 'Carla', language: 'ca' })
    expect((await subscribe(workshop, carla)).status).toBe(200)

    const [mail] = mailsTo(await mailbox.deliver(), carla)
    expect(mail?.subject).toBe('T’has inscrit a «Taller de entrevistas»')
    expect(mail?.text).toContain('Hola, Carla:')
    expect(mail?.text).toMatch(/Data: dijous, 22 d’abril del 2027, a les 10:00 \(hora de Madrid\)/)
    expect(mail?.text).toContain('Lloc: Aula 2.01')
    expect(mail?.text).toContain('Correu d’inscripció: talleres@alumni.example.org')
    expect(mail?.text).toContain('escriu a la seva adreça d’inscripció')
    expect(mail?.html).toContain('href="mailto:talleres@alumni.example.org"')
    // Catalan mails link to the Catalan page, which reads the Spanish article at its Spanish slug.
    expect(mail?.text).toContain('http://localhost/ca/news/taller-de-entrevistas')
    const calendar = calendarOf(mail)
    expect(calendar.text).toContain(`UID:${workshop}@localhost\r\n`)
    expect(calendar.text).toContain('DTSTART:20270422T080000Z\r\n')
    expect(calendar.text).toContain('SUMMARY:Taller de entrevistas\r\n')
    expect(calendar.text).not.toContain('DTEND')
  })

  it('sends one mail when the same sign-up arrives twice at once', async () => {
    const dani = await createPerson(t, { name: 'Dani', language: 'es' })
    const answers = await Promise.all([subscribe(workshop, dani), subscribe(workshop, dani)])
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    expect(mailsTo(await mailbox.deliver(), dani)).toHaveLength(1)
  })

  it('mails no one that may not sign up: a free member and a company get 403, a news item 409', async () => {
    const free = await createPerson(t, { role: 'alumniFreemium', language: 'es' })
    const company = await createPerson(t, { role: 'company', language: 'es' })
    const premium = await createPerson(t, { language: 'es' })
    expect((await subscribe(meeting, free)).status).toBe(403)
    expect((await subscribe(meeting, company)).status).toBe(403)
    const news = await publishedEvent({ type: 'NEWS', title: 'Una noticia', text: '<p>Texto.</p>' })
    expect((await subscribe(news, premium)).status).toBe(409)

    const delivered = await mailbox.deliver()
    for (const who of [free, company, premium]) {
      expect(mailsTo(delivered, who)).toHaveLength(0)
      expect(
        await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, who.email)),
      ).toEqual([])
    }
  })

  it('keeps the sign-up and its mail together: a mail that cannot be queued records no sign-up', async () => {
    // Corrupt data, not input: an account whose address is not one (the API never stores such a value).
    const eva = await createPerson(t, { name: 'Eva', language: 'es' })
    await t.database.db.update(users).set({ email: 'not-an-address' }).where(eq(users.id, eva.id))
    expect((await subscribe(meeting, eva)).status).toBe(500)
    const rows = await t.database.db
      .select()
      .from(articleSubscriptions)
      .where(eq(articleSubscriptions.userId, eva.id))
    expect(rows).toEqual([])
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'not-an-address')),
    ).toEqual([])
  })

  it('mails the office’s own sign-ups too, and the event as it is when signing up', async () => {
    await t.database.db.update(articles).set({ place: 'Sala Nova' }).where(eq(articles.hash, workshop))
    expect((await subscribe(workshop, admin)).status).toBe(200)
    const [mail] = mailsTo(await mailbox.deliver(), admin)
    expect(mail?.text).toContain('Lugar: Sala Nova')
    expect(calendarOf(mail).text).toContain('LOCATION:Sala Nova\r\n')
  })
})
