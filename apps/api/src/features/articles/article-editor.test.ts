// What the office's articles editor relies on (docs/articles.md): the image's alternative text (required to
// publish or schedule an article with an image), an event's online link, the scheduled publication (schedule,
// cancel, publish now, unpublish) and the articles job that publishes the due ones once across processes,
// the audit entries of every action, and who may call.
import { and, desc, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { articles } from '../../db/schema/content'
import { scheduledJobs } from '../../db/schema/scheduled-jobs'
import { form, png } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createCompany, createPerson } from '../../test/jobs'
import { waitFor } from '../../test/smtp'
import { createArticlesJob } from './job'
import { publishDueArticles } from './service'

let t: TestApp
let admin: Actor
let premium: Actor

type AdminArticle = {
  hash: string
  status: string
  title: string
  image: string | null
  image_alt: string | null
  image_alt_en: string | null
  online_url: string | null
  published_at: string | null
  publish_at: string | null
}
type ErrorBody = { code: number; reason: string; message: string; errors?: Record<string, string[]> }

const send = async <T>(
  path: string,
  method: string,
  json?: unknown,
  options: { token?: string; locale?: 'es' | 'en' | 'ca' } = {},
) => {
  const res = await t.request(path, {
    method,
    json,
    token: options.token ?? admin.token,
    locale: options.locale ?? 'en',
  })
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T }
}
const create = (json: Record<string, unknown>) => send<AdminArticle>('/usr/admin/articles', 'POST', json)
const status = (hash: string, json: Record<string, unknown>, locale?: 'es' | 'en') =>
  send<AdminArticle & ErrorBody>(`/usr/admin/articles/${hash}/status`, 'PUT', json, { locale })
const upload = async (hash: string) =>
  t.request(`/usr/admin/articles/${hash}/image`, {
    method: 'POST',
    body: form('image', await png(800, 400), 'foto.png', 'image/png'),
    token: admin.token,
    locale: 'en',
  })
const row = async (hash: string) =>
  (await t.database.db.select().from(articles).where(eq(articles.hash, hash)))[0]
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

const event = {
  type: 'EVENT',
  title: 'Encuentro en línea de la promoción',
  text: '<p>Nos vemos.</p>',
  title_en: 'Online class meeting',
  text_en: '<p>See you.</p>',
  place: 'Aula Magna',
  starts_at: '2027-05-12T18:00:00+02:00',
  online_url: 'https://meet.example.org/promocion',
  image_alt: 'Antiguos alumnos en el Aula Magna',
  image_alt_en: 'Alumni in the Aula Magna',
}

beforeAll(async () => {
  t = await createTestApp({ readCacheMs: 60_000 })
  ;[admin, premium] = await Promise.all([
    createPerson(t, { role: 'admin' }),
    createPerson(t, { role: 'alumniPremium' }),
  ])
})
afterAll(async () => {
  await t.close()
})

describe('the image’s alternative text and the online link', () => {
  it('keeps both languages’ alternative text and the online link, and reads them in the reader’s language', async () => {
    const { status: created, body } = await create(event)
    expect(created).toBe(201)
    expect(body).toMatchObject({
      image_alt: event.image_alt,
      image_alt_en: event.image_alt_en,
      online_url: event.online_url,
      publish_at: null,
    })
    expect((await upload(body.hash)).status).toBe(200)
    expect((await status(body.hash, { status: 'PUBLISHED' })).status).toBe(200)
    const read = async (locale: 'es' | 'en') =>
      (await (await t.request(`/api/articles/${body.hash}`, { locale })).json()) as Record<string, unknown>
    expect(await read('es')).toMatchObject({ image_alt: event.image_alt, online_url: event.online_url })
    expect(await read('en')).toMatchObject({ image_alt: event.image_alt_en, online_url: event.online_url })
    const list = (await (await t.request('/api/articles?type=EVENT', { locale: 'en' })).json()) as {
      items: { hash: string; image_alt: string | null }[]
    }
    expect(list.items.find((a) => a.hash === body.hash)?.image_alt).toBe(event.image_alt_en)
    const ics = await (await t.request(`/api/articles/${body.hash}/event.ics`)).text()
    expect(ics).toContain('CONFERENCE;VALUE=URI;FEATURE=VIDEO:https://meet.example.org/promocion')
  })

  it('refuses to publish or schedule an image without its Spanish alternative text, in the request’s language', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Foto sin describir', text: '<p>x</p>' })
    expect((await upload(body.hash)).status).toBe(200)
    const now = await status(body.hash, { status: 'PUBLISHED' }, 'es')
    expect(now.status).toBe(400)
    expect(now.body.errors?.image_alt).toEqual([
      'Describe la imagen (texto alternativo en español) antes de publicar el artículo.',
    ])
    const later = await status(body.hash, { status: 'PUBLISHED', publish_at: inAnHour() }, 'en')
    expect(later.status).toBe(400)
    expect(later.body.errors?.image_alt).toEqual([
      'Describe the image (alternative text in Spanish) before publishing the article.',
    ])
    expect(await row(body.hash)).toMatchObject({ status: 'UNPUBLISHED', publishAt: null })

    // With its description it is published; the description cannot then be taken away.
    const path = `/usr/admin/articles/${body.hash}`
    expect((await send(path, 'PATCH', { image_alt: 'Una foto del campus' })).status).toBe(200)
    expect((await status(body.hash, { status: 'PUBLISHED' })).status).toBe(200)
    const cleared = await send<ErrorBody>(path, 'PATCH', { image_alt: '' })
    expect(cleared.status).toBe(400)
    expect(Object.keys(cleared.body.errors ?? {})).toEqual(['image_alt'])
    expect((await row(body.hash))?.imageAlt).toBe('Una foto del campus')
  })

  it('takes no image for a published article before its alternative text', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Publicada sin imagen', text: '<p>x</p>' })
    expect((await status(body.hash, { status: 'PUBLISHED' })).status).toBe(200)
    const refused = await upload(body.hash)
    expect(refused.status).toBe(400)
    expect(Object.keys(((await refused.json()) as ErrorBody).errors ?? {})).toEqual(['image_alt'])
    expect((await row(body.hash))?.imageKey).toBeNull()
  })
})

describe('scheduled publication', () => {
  it('schedules, cancels, publishes now and unpublishes', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Noticia programada', text: '<p>x</p>' })
    const at = inAnHour()
    const scheduled = await status(body.hash, { status: 'PUBLISHED', publish_at: at })
    expect(scheduled.status).toBe(200)
    expect(scheduled.body).toMatchObject({
      status: 'UNPUBLISHED',
      publish_at: new Date(at).toISOString(),
      published_at: null,
    })
    expect((await t.request(`/api/articles/${body.hash}`)).status).toBe(404)

    // Cancelled: unpublished, no schedule.
    const cancelled = await status(body.hash, { status: 'UNPUBLISHED' })
    expect(cancelled.body).toMatchObject({ status: 'UNPUBLISHED', publish_at: null })

    // Scheduled again, then published now: the schedule goes.
    await status(body.hash, { status: 'PUBLISHED', publish_at: at })
    const now = await status(body.hash, { status: 'PUBLISHED' })
    expect(now.body).toMatchObject({ status: 'PUBLISHED', publish_at: null })
    expect(now.body.published_at).not.toBeNull()
    expect((await t.request(`/api/articles/${body.hash}`)).status).toBe(200)

    // A published article is unpublished before it is scheduled.
    const twice = await status(body.hash, { status: 'PUBLISHED', publish_at: at })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toMatch(/already published/)
    const off = await status(body.hash, { status: 'UNPUBLISHED' })
    expect(off.body).toMatchObject({ status: 'UNPUBLISHED', publish_at: null })

    // Only a publication is scheduled; a time far away or malformed is refused on its field.
    for (const bad of [
      { status: 'PENDING', publish_at: at },
      { status: 'PUBLISHED', publish_at: '2099-01-01T10:00:00+01:00' },
      { status: 'PUBLISHED', publish_at: 'mañana' },
    ]) {
      const refused = await status(body.hash, bad)
      expect(refused.status).toBe(400)
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['publish_at'])
    }
  })

  it('publishes a moment already past at once', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Programada tarde', text: '<p>x</p>' })
    const past = new Date(Date.now() - 60_000).toISOString()
    const res = await status(body.hash, { status: 'PUBLISHED', publish_at: past })
    expect(res.body).toMatchObject({ status: 'PUBLISHED', publish_at: null })
  })

  it('is published by the articles job when due, dated by its schedule, once across two processes, and shows at once', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Llega sola a las noticias', text: '<p>x</p>' })
    await status(body.hash, { status: 'PUBLISHED', publish_at: inAnHour() })
    const list = async () =>
      ((await (await t.request('/api/articles?type=NEWS&size=50')).json()) as { items: { hash: string }[] })
        .items
    // The list is read (and kept: readCacheMs) without it.
    expect((await list()).some((a) => a.hash === body.hash)).toBe(false)

    // Its time comes: the schedule moved an hour and a half back, as a clock moved forward would see it.
    const due = new Date(Date.now() - 30 * 60_000)
    await t.database.db.update(articles).set({ publishAt: due }).where(eq(articles.hash, body.hash))
    await t.database.db.delete(scheduledJobs).where(eq(scheduledJobs.name, 'articles'))

    // Two processes' schedulers on one database: one run publishes it.
    const lines: Record<string, unknown>[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
    const jobs = [0, 1].map(() =>
      createArticlesJob({ db: t.database.db, logger, intervalMs: 60_000, firstRunMs: 0 }),
    )
    for (const job of jobs) job.start()
    await waitFor(async () => (await row(body.hash))?.status === 'PUBLISHED', 10_000)
    await waitFor(() => lines.some((l) => l.msg === 'scheduled job ran'), 5_000)
    await Promise.all(jobs.map((job) => job.stop()))
    const runs = lines.filter((l) => l.msg === 'scheduled job ran')
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ job: 'articles', published: 1 })

    expect(await row(body.hash)).toMatchObject({ status: 'PUBLISHED', publishAt: null, publishedAt: due })
    // The kept list was dropped: it shows at once.
    expect((await list()).some((a) => a.hash === body.hash)).toBe(true)
    // Again, at once from two places: nothing left to publish.
    const again = await Promise.all([publishDueArticles(t.database.db), publishDueArticles(t.database.db)])
    expect(again.map((r) => r.published)).toEqual([0, 0])
  })

  it('keeps the first publication’s date when a scheduled article had been published before', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Vuelve a salir', text: '<p>x</p>' })
    const first = (await status(body.hash, { status: 'PUBLISHED' })).body.published_at
    await status(body.hash, { status: 'UNPUBLISHED' })
    await status(body.hash, { status: 'PUBLISHED', publish_at: inAnHour() })
    await t.database.db
      .update(articles)
      .set({ publishAt: sql`now() - interval '1 minute'` })
      .where(eq(articles.hash, body.hash))
    await publishDueArticles(t.database.db)
    const after = await row(body.hash)
    expect(after?.status).toBe('PUBLISHED')
    expect(after?.publishedAt?.toISOString()).toBe(first)
  })
})

describe('the audit log and who may', () => {
  const entries = (hash: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'article'), eq(auditLog.objectId, hash)))
      .orderBy(desc(auditLog.id))

  it('writes an entry for every action of the office on an article', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Con historia', text: '<p>x</p>' })
    const path = `/usr/admin/articles/${body.hash}`
    await send(path, 'PATCH', { title: 'Con historia y más', image_alt: 'Una sala llena' })
    expect((await upload(body.hash)).status).toBe(200)
    await send(`${path}/image`, 'DELETE')
    const at = inAnHour()
    await status(body.hash, { status: 'PUBLISHED', publish_at: at })
    await status(body.hash, { status: 'PUBLISHED' })
    await status(body.hash, { status: 'UNPUBLISHED' })
    await send(path, 'DELETE')
    await waitFor(async () => (await entries(body.hash)).length >= 8)
    const log = (await entries(body.hash)).reverse()
    expect(log.map((e) => e.action)).toEqual([
      'articles.create',
      'articles.update',
      'articles.image',
      'articles.image',
      'articles.schedule',
      'articles.publish',
      'articles.unpublish',
      'articles.delete',
    ])
    expect(log.every((e) => e.actorId === admin.id)).toBe(true)
    expect(log[1]?.changes).toMatchObject({
      title: { before: 'Con historia', after: 'Con historia y más' },
      imageAlt: { before: null, after: 'Una sala llena' },
    })
    expect(log[4]?.changes).toEqual({ publishAt: { before: null, after: new Date(at).toISOString() } })
    expect(log[5]?.changes).toMatchObject({ status: { before: 'UNPUBLISHED', after: 'PUBLISHED' } })
    expect(log[7]?.objectLabel).toBe('Con historia y más')
  })

  it('is for the alumni office only: members and companies 403, anonymous 401', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Solo la oficina', text: '<p>x</p>' })
    const company = await createCompany(t)
    const path = `/usr/admin/articles/${body.hash}/status`
    const json = { status: 'PUBLISHED', publish_at: inAnHour() }
    for (const token of [premium.token, company.token])
      expect((await send(path, 'PUT', json, { token })).status).toBe(403)
    expect((await t.request(path, { method: 'PUT', json })).status).toBe(401)
    expect((await row(body.hash))?.publishAt).toBeNull()
  })
})
