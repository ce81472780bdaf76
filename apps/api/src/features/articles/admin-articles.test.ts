// The alumni office writes articles (docs/articles.md): create, edit, publish and unpublish, delete, and
// the image; HTML sanitized on the way in; the rules between fields; only the office may.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles, articleTags } from '../../db/schema/content'
import { exe, form, png, referenceHashes } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'

let t: TestApp
let admin: Actor
let premium: Actor
let articleTag: string
let userTag: string

type AdminArticle = {
  hash: string
  status: string
  slug: string
  slug_en: string | null
  title: string
  text: string
  text_en: string | null
  image: string | null
  tags: { hash: string }[]
  place: string | null
  starts_at: string | null
  published_at: string | null
}
type ErrorBody = { code: number; reason: string; errors?: Record<string, string[]> }

const send = async <T>(path: string, method: string, json?: unknown, token = admin.token) => {
  const res = await t.request(path, { method, json, token, locale: 'en' })
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T }
}
const create = (json: Record<string, unknown>, token?: string) =>
  send<AdminArticle>('/usr/admin/articles', 'POST', json, token)

const event = {
  type: 'EVENT',
  title: 'Cena anual de la promoción',
  text: '<p>Nos vemos en la cena.</p>',
  place: 'Hotel Las Arenas, Valencia',
  starts_at: '2027-06-12T21:00:00+02:00',
  ends_at: '2027-06-13T00:30:00+02:00',
  subscription_email: 'cena@alumni.example.org',
}

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, premium] = await Promise.all([
    createPerson(t, { role: 'admin' }),
    createPerson(t, { role: 'alumniPremium' }),
  ])
  const refs = await referenceHashes(t)
  articleTag = refs.articleTag
  userTag = refs.userTag
})
afterAll(async () => {
  await t.close()
})

describe('writing articles', () => {
  it('creates an unpublished article with slugs made from the titles and its tags', async () => {
    const res = await create({
      ...event,
      title_en: 'Annual class dinner',
      text_en: '<p>See you.</p>',
      tags: [articleTag],
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      status: 'UNPUBLISHED',
      slug: 'cena-anual-de-la-promocion',
      slug_en: 'annual-class-dinner',
      place: 'Hotel Las Arenas, Valencia',
      starts_at: '2027-06-12T19:00:00.000Z',
      published_at: null,
      tags: [{ hash: articleTag }],
    })
    expect((await t.request(`/api/articles/${res.body.hash}`)).status).toBe(404)
  })

  it('sanitizes the HTML: no script, handler, frame or javascript: link survives; structure stays', async () => {
    const text = [
      '<h2 onclick="steal()">Programa</h2><script>alert(1)</script>',
      '<p>Ver <a href="javascript:alert(1)">esto</a> y <a href="https://uni.example.org" target="_blank">la web</a>.</p>',
      '<ul><li>Uno</li></ul><table><tr><td>Celda</td></tr></table>',
      '<img src="https://uni.example.org/a.png" alt="Foto" onerror="x()"><iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style><a href="mailto:a@b.es">correo</a>',
    ].join('')
    const res = await create({ type: 'NEWS', title: 'Programa de la jornada', text })
    expect(res.status).toBe(201)
    const stored = res.body.text
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe|style|target=/i)
    expect(stored).toContain('<h2>Programa</h2>')
    expect(stored).toContain(
      '<a href="https://uni.example.org" rel="noopener noreferrer nofollow">la web</a>',
    )
    expect(stored).toContain('<ul><li>Uno</li></ul>')
    expect(stored).toContain('<td>Celda</td>')
    expect(stored).toContain('<img src="https://uni.example.org/a.png" alt="Foto" />')
    expect(stored).toContain('href="mailto:a@b.es"')
    const [row] = await t.database.db.select().from(articles).where(eq(articles.hash, res.body.hash))
    expect(row?.text).toBe(stored)
  })

  it('checks the rules between fields, with messages in the request’s language, and saves nothing', async () => {
    const before = (await t.database.db.select().from(articles)).length
    const noStart = await create({
      type: 'EVENT',
      title: 'Evento sin fecha',
      text: '<p>x</p>',
      ends_at: event.ends_at,
    })
    expect(noStart.status).toBe(400)
    expect(Object.keys((noStart.body as unknown as ErrorBody).errors ?? {}).sort()).toEqual([
      'place',
      'starts_at',
    ])
    const backwards = await create({ ...event, title: 'Al revés', ends_at: '2027-06-12T20:00:00+02:00' })
    expect((backwards.body as unknown as ErrorBody).errors?.ends_at).toEqual([
      'The end cannot be before the start.',
    ])
    const halfEnglish = await create({ type: 'NEWS', title: 'Medio', text: '<p>x</p>', title_en: 'Half' })
    expect((halfEnglish.body as unknown as ErrorBody).errors?.text_en).toBeDefined()
    const badFields = await create({
      type: 'GOSSIP',
      title: '',
      text: '<p>x</p>',
      slug: 'Con Espacios',
      subscription_url: 'ftp://x.example',
      starts_at: 'mañana',
    })
    expect(Object.keys((badFields.body as unknown as ErrorBody).errors ?? {}).sort()).toEqual(
      ['slug', 'starts_at', 'subscription_url', 'title', 'type'].sort(),
    )
    const unknownTag = await create({
      type: 'NEWS',
      title: 'Con etiqueta',
      text: '<p>x</p>',
      tags: [userTag],
    })
    expect((unknownTag.body as unknown as ErrorBody).errors?.tags).toBeDefined()
    const scriptOnly = await create({ type: 'NEWS', title: 'Solo script', text: '<script>alert(1)</script>' })
    expect((scriptOnly.body as unknown as ErrorBody).errors?.text).toBeDefined()
    expect((await t.database.db.select().from(articles)).length).toBe(before)
  })

  it('refuses a slug in use with a 400 on the field', async () => {
    await create({ type: 'NEWS', title: 'Noticia repetida', text: '<p>x</p>' })
    const again = await create({ type: 'NEWS', title: 'Noticia repetida', text: '<p>y</p>' })
    expect(again.status).toBe(400)
    expect((again.body as unknown as ErrorBody).errors?.slug?.[0]).toMatch(/slug/)
  })

  it('edits what is given and keeps the rest; tags are replaced', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Antes', text: '<p>Texto</p>', tags: [articleTag] })
    const edited = await send<AdminArticle>(`/usr/admin/articles/${body.hash}`, 'PATCH', {
      title: 'Después',
      text: '<p onmouseover="x()">Nuevo</p>',
      tags: [],
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ title: 'Después', text: '<p>Nuevo</p>', slug: 'antes', tags: [] })
    const [row] = await t.database.db.select().from(articles).where(eq(articles.hash, body.hash))
    expect(
      await t.database.db
        .select()
        .from(articleTags)
        .where(eq(articleTags.articleId, row?.id ?? '')),
    ).toEqual([])
    const toEvent = await send<ErrorBody>(`/usr/admin/articles/${body.hash}`, 'PATCH', { type: 'EVENT' })
    expect(toEvent.status).toBe(400)
    expect((await send(`/usr/admin/articles/nope`, 'PATCH', { title: 'x' })).status).toBe(404)
  })

  it('publishes (dating the first publication), unpublishes and deletes', async () => {
    const { body } = await create({ ...event, title: 'Visita al campus', tags: [articleTag] })
    const path = `/usr/admin/articles/${body.hash}`
    const published = await send<AdminArticle>(`${path}/status`, 'PUT', { status: 'PUBLISHED' })
    expect(published.body.status).toBe('PUBLISHED')
    const first = published.body.published_at
    expect(first).not.toBeNull()
    expect((await t.request(`/api/articles/${body.hash}`)).status).toBe(200)
    const pending = await send<AdminArticle>(`${path}/status`, 'PUT', { status: 'PENDING' })
    expect(pending.body.status).toBe('PENDING')
    expect((await t.request(`/api/articles/${body.hash}`)).status).toBe(404)
    const again = await send<AdminArticle>(`${path}/status`, 'PUT', { status: 'PUBLISHED' })
    expect(again.body.published_at).toBe(first)
    expect((await send<ErrorBody>(`${path}/status`, 'PUT', { status: 'CLOSED' })).status).toBe(400)

    // Someone saved it: deleting takes that along.
    await t.request(`/api/articles/${body.hash}/save`, {
      method: 'PATCH',
      json: { saved: true },
      token: premium.token,
    })
    expect((await send(path, 'DELETE')).status).toBe(204)
    expect((await send(path, 'GET')).status).toBe(404)
    expect((await send(path, 'DELETE')).status).toBe(404)
    const saved = await t.request('/usr/articles/saved', { token: premium.token })
    expect(((await saved.json()) as { total: number }).total).toBe(0)
  })

  it('lists every state for the office, with filters', async () => {
    const list = await send<{ items: AdminArticle[]; total: number }>(
      '/usr/admin/articles?status=UNPUBLISHED',
      'GET',
    )
    expect(list.status).toBe(200)
    expect(list.body.total).toBeGreaterThan(0)
    expect(list.body.items.every((a) => a.status === 'UNPUBLISHED')).toBe(true)
    const search = await send<{ items: AdminArticle[] }>('/usr/admin/articles?text=promocion', 'GET')
    expect(search.body.items.map((a) => a.title)).toContain('Cena anual de la promoción')
  })

  it('takes an image checked on its bytes, re-encoded, served publicly; refuses anything else', async () => {
    const { body } = await create({ type: 'NEWS', title: 'Con imagen', text: '<p>x</p>' })
    const path = `/usr/admin/articles/${body.hash}/image`
    const upload = await t.request(path, {
      method: 'POST',
      body: form('image', await png(2400, 1200), 'foto.png', 'image/png'),
      token: admin.token,
    })
    expect(upload.status).toBe(200)
    const { image } = (await upload.json()) as { image: string }
    expect(image).toMatch(/^\/files\/articles\/.+\.webp$/)
    const file = await t.request(image)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    expect((await send<AdminArticle>(`/usr/admin/articles/${body.hash}`, 'GET')).body.image).toBe(image)

    const fake = await t.request(path, {
      method: 'POST',
      body: form('image', exe(), 'foto.png', 'image/png'),
      token: admin.token,
      locale: 'en',
    })
    expect(fake.status).toBe(400)
    expect(((await fake.json()) as ErrorBody).errors?.image).toBeDefined()

    expect((await send(path, 'DELETE')).status).toBe(204)
    expect((await send<AdminArticle>(`/usr/admin/articles/${body.hash}`, 'GET')).body.image).toBeNull()
    expect((await t.request(image)).status).toBe(404)
  })

  it('is for the alumni office only', async () => {
    expect((await create({ type: 'NEWS', title: 'x', text: 'x' }, premium.token)).status).toBe(403)
    expect(
      (await t.request('/usr/admin/articles', { json: { type: 'NEWS', title: 'x', text: 'x' } })).status,
    ).toBe(401)
    expect((await send('/usr/admin/articles', 'GET', undefined, premium.token)).status).toBe(403)
  })
})
