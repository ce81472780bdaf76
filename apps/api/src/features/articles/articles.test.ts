// News and events as everyone reads them (docs/articles.md): the list with its filters, text search and
// paging, one article by hash or slug in each language, saving (any member) and signing up to events
// (Premium), both idempotent, the saved list, and bad input.

import { SEARCH_MATCHES_MAX } from '@egresa/api-contract/lists'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleSubscriptions, articles, savedArticles } from '../../db/schema/content'
import { tags } from '../../db/schema/reference'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'

let t: TestApp
let admin: Actor
let premium: Actor
let free: Actor
let company: Actor
let tagA: string
let tagB: string
const hashes: Record<string, string> = {}

type Teaser = {
  hash: string
  slug: string
  slugs: { es: string; en: string | null }
  language: string
  type: string
  title: string
  date: string | null
  tags: { hash: string; title: string }[]
  saved: boolean
  subscribed: boolean
  subscribable: boolean
}
type Article = Teaser & { text: string; subscription: { url: string | null; email: string | null } | null }
type List = { items: Teaser[]; total: number; maxPages: number }
type ErrorBody = { code: number; reason: string; errors?: Record<string, string[]> }

const get = async <T>(path: string, token?: string, locale: 'es' | 'en' | 'ca' = 'es') => {
  const res = await t.request(path, { token, locale })
  return { status: res.status, body: (await res.json()) as T }
}
const patch = async <T>(path: string, json: unknown, token?: string, locale: 'es' | 'en' = 'es') => {
  const res = await t.request(path, { method: 'PATCH', json, token, locale })
  return { status: res.status, body: (await res.json()) as T }
}

/** Writes an article through the office's API, publishes it and dates its publication. */
async function published(input: Record<string, unknown>, publishedAt: string) {
  const res = await t.request('/usr/admin/articles', { json: input, token: admin.token })
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`)
  const { hash } = (await res.json()) as { hash: string }
  const status = await t.request(`/usr/admin/articles/${hash}/status`, {
    method: 'PUT',
    json: { status: 'PUBLISHED' },
    token: admin.token,
  })
  if (status.status !== 200) throw new Error(`publish: ${status.status}`)
  await t.database.db
    .update(articles)
    .set({ publishedAt: new Date(publishedAt) })
    .where(eq(articles.hash, hash))
  return hash
}

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, premium, free, company] = await Promise.all([
    createPerson(t, { role: 'admin' }),
    createPerson(t, { role: 'alumniPremium' }),
    createPerson(t, { role: 'alumniFreemium' }),
    createPerson(t, { role: 'company' }),
  ])
  const articleTags = await t.database.db.select().from(tags).where(eq(tags.type, 'ARTICLE')).orderBy(tags.id)
  tagA = articleTags[0]?.hash ?? ''
  tagB = articleTags[1]?.hash ?? ''

  hashes.fair = await published(
    {
      type: 'NEWS',
      title: 'Feria de empleo en la Escuela de Ingeniería',
      slug: 'feria-de-empleo',
      summary: 'Cien empresas en el campus.',
      text: '<p>Más de cien empresas ofrecerán prácticas y empleo.</p>',
      title_en: 'Job fair at the School of Engineering',
      slug_en: 'job-fair',
      text_en: '<p>Over a hundred companies offer internships and jobs.</p>',
      tags: [tagA],
    },
    '2024-03-10T09:00:00Z',
  )
  hashes.meeting = await published(
    {
      type: 'EVENT',
      title: 'Encuentro de egresados en Valencia',
      text: '<p>Un encuentro para reencontrarse con la promoción.</p>',
      tags: [tagB],
      place: 'Palau de Congressos, Valencia',
      starts_at: '2024-05-20T18:00:00+02:00',
      ends_at: '2024-05-20T21:00:00+02:00',
      subscription_url: 'https://eventos.example.org/encuentro',
    },
    '2024-01-15T09:00:00Z',
  )
  hashes.workshop = await published(
    {
      type: 'EVENT',
      title: 'Taller de entrevistas',
      text: '<p>Prepara tus entrevistas de trabajo.</p>',
      place: 'Aula Magna',
      starts_at: '2024-05-03T17:00:00+02:00',
    },
    '2024-01-10T09:00:00Z',
  )
  for (let i = 0; i < 9; i++) {
    hashes[`filler${i}`] = await published(
      { type: 'NEWS', title: `Noticia de la oficina ${i}`, text: '<p>Una noticia breve.</p>' },
      `2023-06-${String(10 + i).padStart(2, '0')}T09:00:00Z`,
    )
  }
  const draft = await t.request('/usr/admin/articles', {
    json: { type: 'NEWS', title: 'Borrador de ingeniería', text: '<p>Aún no.</p>' },
    token: admin.token,
  })
  hashes.draft = ((await draft.json()) as { hash: string }).hash
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/articles', () => {
  it('lists published articles to anyone, 9 a page, by date (an event’s start, a news item’s publication)', async () => {
    const first = await get<List>('/api/articles')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 12, maxPages: 2 })
    expect(first.body.items).toHaveLength(9)
    expect(first.body.items.slice(0, 4).map((a) => a.hash)).toEqual([
      hashes.meeting,
      hashes.workshop,
      hashes.fair,
      hashes.filler8,
    ])
    expect(first.body.items[0]).toMatchObject({ date: '2024-05-20T16:00:00.000Z', saved: false })
    const second = await get<List>('/api/articles?page=2')
    expect(second.body.items.map((a) => a.hash)).toEqual([hashes.filler2, hashes.filler1, hashes.filler0])
    const all = [...first.body.items, ...second.body.items].map((a) => a.hash)
    expect(all).not.toContain(hashes.draft)
    // Past the last page: nothing, and the same totals.
    expect((await get<List>('/api/articles?page=3')).body).toEqual({
      items: [],
      total: 12,
      maxPages: 2,
      years: [2024, 2023],
      more: false,
    })
  })

  it('answers in the request’s language, in Spanish where there is no English', async () => {
    const { body } = await get<List>('/api/articles?size=3', undefined, 'en')
    const [meeting, , fair] = body.items
    expect(fair).toMatchObject({
      title: 'Job fair at the School of Engineering',
      language: 'en',
      slug: 'job-fair',
      slugs: { es: 'feria-de-empleo', en: 'job-fair' },
    })
    expect(fair?.tags.map((x) => x.hash)).toEqual([tagA])
    expect(meeting).toMatchObject({ title: 'Encuentro de egresados en Valencia', language: 'es' })
    // The articles have no Catalan: Spanish, with their tags in Catalan.
    const tagsIn = async (locale: 'es' | 'en' | 'ca') =>
      (await get<List>('/api/articles?size=3', undefined, locale)).body.items[2]?.tags
    expect(await tagsIn('es')).toEqual([{ hash: tagA, title: 'Empleo' }])
    expect(await tagsIn('en')).toEqual([{ hash: tagA, title: 'Jobs' }])
    expect(await tagsIn('ca')).toEqual([{ hash: tagA, title: 'Ocupació' }])
  })

  it('finds words of the title, summary or text without minding accents or case, ranked', async () => {
    const es = await get<List>('/api/articles?text=INGENIERIA')
    expect(es.body.items.map((a) => a.hash)).toEqual([hashes.fair])
    const stems = await get<List>('/api/articles?text=empresa')
    expect(stems.body.items.map((a) => a.hash)).toEqual([hashes.fair])
    const en = await get<List>(
      `/api/articles?text=${encodeURIComponent('companies engineering')}`,
      undefined,
      'en',
    )
    expect(en.body.items.map((a) => a.title)).toEqual(['Job fair at the School of Engineering'])
    // Search syntax in the text is only words: no error.
    expect((await get<List>(`/api/articles?text=${encodeURIComponent('"taller" OR -( & |')}`)).status).toBe(
      200,
    )
    const none = await get<List>('/api/articles?text=astronautas')
    expect(none.body).toEqual({ items: [], total: 0, maxPages: 0, years: [2024, 2023], more: false })
  })

  it('filters by type, month and year (Madrid time), and tags (any of them)', async () => {
    const hashesOf = async (query: string) =>
      (await get<List>(`/api/articles?${query}`)).body.items.map((a) => a.hash)
    expect(await hashesOf('type=EVENT')).toEqual([hashes.meeting, hashes.workshop])
    expect(await hashesOf('month=5&year=2024')).toEqual([hashes.meeting, hashes.workshop])
    expect(await hashesOf('month=3&year=2024')).toEqual([hashes.fair])
    expect(await hashesOf('month=3')).toEqual([hashes.fair])
    expect((await hashesOf('year=2023')).length).toBe(9)
    expect(await hashesOf(`tags=${tagA}`)).toEqual([hashes.fair])
    expect(await hashesOf(`tags=${tagA},${tagB}`)).toEqual([hashes.meeting, hashes.fair])
    expect(await hashesOf(`tags=${tagB}&type=NEWS`)).toEqual([])
  })

  it('says which years have published articles, whatever the filters: the year filter’s options', async () => {
    // 2024 and 2023 (the draft has no date); not the old portal's fixed list.
    const all = await get<List & { years: number[] }>('/api/articles')
    expect(all.body.years).toEqual([2024, 2023])
    expect((await get<List & { years: number[] }>('/api/articles?type=EVENT&year=2023')).body.years).toEqual([
      2024, 2023,
    ])
    // A year without articles is still a filter: an empty page, the same years.
    const none = await get<List & { years: number[] }>('/api/articles?year=2031')
    expect(none.status).toBe(200)
    expect(none.body).toMatchObject({ items: [], total: 0, years: [2024, 2023] })
  })

  it('says the fixed place «En línea» in the reader’s language, any other place as written', async () => {
    await t.database.db
      .update(articles)
      .set({ place: 'En línea' })
      .where(eq(articles.hash, hashes.workshop ?? ''))
    try {
      const en = await get<Teaser & { place: string }>(`/api/articles/${hashes.workshop}`, undefined, 'en')
      expect(en.body.place).toBe('Online')
      const es = await get<Teaser & { place: string }>(`/api/articles/${hashes.workshop}`)
      expect(es.body.place).toBe('En línea')
      const meeting = await get<Teaser & { place: string }>(
        `/api/articles/${hashes.meeting}`,
        undefined,
        'en',
      )
      expect(meeting.body.place).toBe('Palau de Congressos, Valencia')
    } finally {
      await t.database.db
        .update(articles)
        .set({ place: 'Aula Magna' })
        .where(eq(articles.hash, hashes.workshop ?? ''))
    }
  })

  it('refuses bad filters with field messages in the request’s language', async () => {
    const bad = async (query: string) => {
      const res = await get<ErrorBody>(`/api/articles?${query}`, undefined, 'en')
      expect(res.status, query).toBe(400)
      return res.body.errors ?? {}
    }
    expect(Object.keys(await bad('month=13'))).toEqual(['month'])
    expect(Object.keys(await bad('page=-1'))).toEqual(['page'])
    expect(Object.keys(await bad('page=1000000'))).toEqual(['page'])
    expect(Object.keys(await bad('size=1000'))).toEqual(['size'])
    expect(Object.keys(await bad('type=BLOG'))).toEqual(['type'])
    expect(Object.keys(await bad(`text=${'a'.repeat(10_000)}`))).toEqual(['text'])
    const unknown = await bad('tags=nope')
    expect(unknown.tags?.[0]).toMatch(/tags/i)
    expect((await bad(`tags=${Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')}`)).tags).toBeDefined()
    const spanish = await get<ErrorBody>('/api/articles?month=0')
    expect(spanish.body.errors?.month?.[0]).toMatch(/[áéíóú]|debe|valor/i)
  })
})

describe('GET /api/articles: a search with more matches than it holds', () => {
  let big: TestApp
  const list = async (query: string) => {
    const res = await big.request(`/api/articles?${query}`, { locale: 'es' })
    return (await res.json()) as List & { more: boolean }
  }

  beforeAll(async () => {
    big = await createTestApp()
    // 1,001 news items with «zarzuela», one a day back from 2020; the 500th and the oldest have it (and
    // «solista») in the title, the others in the text only.
    await big.database.db.execute(sql`
      insert into articles (hash, slug, type, status, title, text, published_at)
      select 'zarzuela' || i, 'zarzuela-' || i, 'NEWS', 'PUBLISHED',
        case when i in (500, 1001) then 'Gala de zarzuela con solista ' || i else 'Noticia ' || i end,
        case when i in (500, 1001) then '<p>Una gala.</p>' else '<p>Una tarde de zarzuela, la ' || i || '.</p>' end,
        timestamp with time zone '2020-01-01 12:00:00+00' - i * interval '1 day'
      from generate_series(1, ${SEARCH_MATCHES_MAX + 1}) i`)
  })
  afterAll(() => big.close())

  it('holds the newest 1,000 matches, ranked, and says that more match', async () => {
    const first = await list('text=zarzuela')
    expect(first).toMatchObject({ total: SEARCH_MATCHES_MAX, maxPages: 112, more: true })
    // Ranked within the newest thousand: the 500th, zarzuela in its title, first; then by date.
    expect(first.items.map((a) => a.hash)).toEqual([
      'zarzuela500',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => `zarzuela${i}`),
    ])
    const held = new Set<string>()
    for (let page = 1; page <= 20; page++)
      for (const a of (await list(`text=zarzuela&size=50&page=${page}`)).items) held.add(a.hash)
    expect(held.size).toBe(SEARCH_MATCHES_MAX)
    expect(held.has('zarzuela1001')).toBe(false)
    expect((await list('text=zarzuela&page=112')).items.map((a) => a.hash)).toEqual(['zarzuela1000'])
    // Past the last page a search holds: nothing, and the same count.
    expect(await list('text=zarzuela&page=113')).toEqual({
      items: [],
      total: SEARCH_MATCHES_MAX,
      maxPages: 112,
      years: [2019, 2018, 2017],
      more: true,
    })
  })

  it('finds the older ones with another word, counted exactly', async () => {
    const narrowed = await list(`text=${encodeURIComponent('zarzuela solista')}`)
    expect(narrowed).toMatchObject({ total: 2, maxPages: 1, more: false })
    expect(narrowed.items.map((a) => a.hash)).toEqual(['zarzuela500', 'zarzuela1001'])
    // Without a text every article is counted.
    expect(await list('size=1')).toMatchObject({ total: SEARCH_MATCHES_MAX + 1, more: false })
  })
})

describe('GET /api/articles/{id}', () => {
  it('opens a published article by hash or by its slug in the request’s language', async () => {
    const byHash = await get<Article>(`/api/articles/${hashes.fair}`)
    expect(byHash.status).toBe(200)
    expect(byHash.body).toMatchObject({
      title: 'Feria de empleo en la Escuela de Ingeniería',
      text: '<p>Más de cien empresas ofrecerán prácticas y empleo.</p>',
    })
    expect((await get<Article>('/api/articles/feria-de-empleo')).body.hash).toBe(hashes.fair)
    const en = await get<Article>('/api/articles/job-fair', undefined, 'en')
    expect(en.body).toMatchObject({
      hash: hashes.fair,
      language: 'en',
      text: expect.stringContaining('hundred'),
    })
    // The slug of the other language is not an address of this one.
    expect((await get('/api/articles/job-fair')).status).toBe(404)
    expect((await get('/api/articles/feria-de-empleo', undefined, 'en')).status).toBe(404)
    // Spanish only: the Spanish slug serves both.
    const meetingSlug = (await get<Article>(`/api/articles/${hashes.meeting}`)).body.slug
    expect((await get<Article>(`/api/articles/${meetingSlug}`, undefined, 'en')).status).toBe(200)
  })

  it('answers 404 for an article not published and for none', async () => {
    expect((await get<ErrorBody>(`/api/articles/${hashes.draft}`)).status).toBe(404)
    expect((await get<ErrorBody>('/api/articles/no-existe')).body).toMatchObject({ reason: 'not_found' })
  })

  it('shows how to sign up to Premium members only', async () => {
    const path = `/api/articles/${hashes.meeting}`
    const forPremium = await get<Article>(path, premium.token)
    expect(forPremium.body).toMatchObject({
      subscribable: true,
      subscription: { url: 'https://eventos.example.org/encuentro', email: null },
    })
    expect((await get<Article>(path, free.token)).body).toMatchObject({
      subscribable: true,
      subscription: null,
    })
    expect((await get<Article>(path)).body.subscription).toBeNull()
  })
})

describe('saving articles', () => {
  const savedRows = (userId: string, hash: string) =>
    t.database.db
      .select()
      .from(savedArticles)
      .innerJoin(articles, eq(articles.id, savedArticles.articleId))
      .where(and(eq(savedArticles.userId, userId), eq(articles.hash, hash)))

  it('lets any member save and unsave; twice changes nothing', async () => {
    const path = `/api/articles/${hashes.fair}/save`
    const first = await patch<Article>(path, { saved: true }, free.token)
    expect(first.status).toBe(200)
    expect(first.body.saved).toBe(true)
    expect((await patch<Article>(path, { saved: true }, free.token)).body.saved).toBe(true)
    expect(await savedRows(free.id, hashes.fair ?? '')).toHaveLength(1)
    // The lists and the article say so, for this member only.
    expect((await get<Article>(`/api/articles/${hashes.fair}`, free.token)).body.saved).toBe(true)
    expect((await get<Article>(`/api/articles/${hashes.fair}`, premium.token)).body.saved).toBe(false)
    const list = await get<List>('/api/articles?text=feria', free.token)
    expect(list.body.items[0]?.saved).toBe(true)

    expect((await patch<Article>(path, { saved: false }, free.token)).body.saved).toBe(false)
    expect((await patch<Article>(path, { saved: false }, free.token)).status).toBe(200)
    expect(await savedRows(free.id, hashes.fair ?? '')).toHaveLength(0)
  })

  it('keeps the saved list, last saved first, published articles only', async () => {
    await patch(`/api/articles/${hashes.workshop}/save`, { saved: true }, premium.token)
    await patch(`/api/articles/${hashes.fair}/save`, { saved: true }, premium.token)
    const list = await get<List>('/usr/articles/saved', premium.token)
    expect(list.status).toBe(200)
    expect(list.body.items.map((a) => a.hash)).toEqual([hashes.fair, hashes.workshop])
    expect(list.body.items.every((a) => a.saved)).toBe(true)
    expect(list.body.total).toBe(2)
    // Unpublished later: out of the list (the row stays for when it comes back).
    await t.request(`/usr/admin/articles/${hashes.workshop}/status`, {
      method: 'PUT',
      json: { status: 'UNPUBLISHED' },
      token: admin.token,
    })
    expect((await get<List>('/usr/articles/saved', premium.token)).body.items.map((a) => a.hash)).toEqual([
      hashes.fair,
    ])
    await t.request(`/usr/admin/articles/${hashes.workshop}/status`, {
      method: 'PUT',
      json: { status: 'PUBLISHED' },
      token: admin.token,
    })
  })

  it('asks a guest to sign in, refuses companies, and 404s what is not published', async () => {
    const path = `/api/articles/${hashes.fair}/save`
    expect((await patch<ErrorBody>(path, { saved: true })).status).toBe(401)
    expect((await patch<ErrorBody>(path, { saved: true }, company.token)).body).toMatchObject({
      code: 403,
      reason: 'forbidden',
    })
    expect((await get<ErrorBody>('/usr/articles/saved')).status).toBe(401)
    expect((await patch(`/api/articles/${hashes.draft}/save`, { saved: true }, free.token)).status).toBe(404)
    const bad = await patch<ErrorBody>(path, { saved: 'yes' }, free.token, 'en')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['saved'])
    // No `saved` (the mobile app's empty body, spec section 7): a toggle, not a 400.
    const toggled = await patch<Article>(path, {}, free.token)
    expect(toggled.status).toBe(200)
    const back = await patch<Article>(path, {}, free.token)
    expect(back.body.saved).toBe(!toggled.body.saved)
  })
})

describe('signing up to events', () => {
  const rows = (userId: string) =>
    t.database.db.select().from(articleSubscriptions).where(eq(articleSubscriptions.userId, userId))

  it('lets a Premium member sign up and withdraw; twice changes nothing', async () => {
    const path = `/api/articles/${hashes.meeting}/subscribe`
    const first = await patch<Article>(path, { subscribed: true }, premium.token)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ subscribed: true, subscription: { url: expect.any(String) } })
    expect((await patch<Article>(path, { subscribed: true }, premium.token)).body.subscribed).toBe(true)
    expect(await rows(premium.id)).toHaveLength(1)
    const list = await get<List>('/api/articles?type=EVENT', premium.token)
    expect(list.body.items.find((a) => a.hash === hashes.meeting)?.subscribed).toBe(true)
    expect((await patch<Article>(path, { subscribed: false }, premium.token)).body.subscribed).toBe(false)
    expect((await patch<Article>(path, { subscribed: false }, premium.token)).status).toBe(200)
    expect(await rows(premium.id)).toHaveLength(0)
  })

  it('gives a free member the 403 the apps turn into the upgrade prompt, a guest a 401', async () => {
    const path = `/api/articles/${hashes.meeting}/subscribe`
    const res = await patch<ErrorBody>(path, { subscribed: true }, free.token)
    expect(res.body).toMatchObject({ code: 403, reason: 'forbidden' })
    expect((await patch<ErrorBody>(path, { subscribed: true })).status).toBe(401)
    expect((await patch<ErrorBody>(path, { subscribed: true }, company.token)).status).toBe(403)
    expect(await rows(free.id)).toHaveLength(0)
  })

  it('refuses news and events without a sign-up link or e-mail (409)', async () => {
    for (const hash of [hashes.fair, hashes.workshop]) {
      const res = await patch<ErrorBody>(
        `/api/articles/${hash}/subscribe`,
        { subscribed: true },
        premium.token,
      )
      expect(res.status).toBe(409)
      expect(res.body.reason).toBe('conflict')
    }
    expect(await rows(premium.id)).toHaveLength(0)
  })
})

describe('calendars and feeds', () => {
  let future: string
  beforeAll(async () => {
    future = await published(
      {
        type: 'EVENT',
        title:
          'Cena anual; promoción 2030, con un título largo que obliga a plegar las líneas del calendario',
        title_en: 'Annual dinner',
        text: '<p>Cena.</p>',
        text_en: '<p>Dinner.</p>',
        summary: 'Una cena, con brindis; y música.',
        place: 'Hotel Las Arenas, Valencia',
        starts_at: '2030-06-12T21:00:00+02:00',
        ends_at: '2030-06-13T00:30:00+02:00',
      },
      '2024-01-01T09:00:00Z',
    )
  })

  it('downloads an event as iCalendar without an API key: escaped, folded at 75 octets, CRLF', async () => {
    const res = await t.request(`/api/articles/${future}/event.ics`, { apiKey: null })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(res.headers.get('content-disposition')).toContain('.ics')
    expect(res.headers.get('cache-control')).toMatch(/^public/)
    const body = await res.text()
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true)
    const lines = body.split('\r\n')
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true)
    const unfolded = body.replace(/\r\n /g, '')
    expect(unfolded).toContain('DTSTART:20300612T190000Z\r\nDTEND:20300612T223000Z')
    expect(unfolded).toContain('LOCATION:Hotel Las Arenas\\, Valencia')
    expect(unfolded).toContain('SUMMARY:Cena anual\\; promoción 2030\\, con un título largo')
    expect(unfolded).toContain('DESCRIPTION:Una cena\\, con brindis\\; y música.\\n\\n')
    expect(unfolded).toMatch(/URL:http:\/\/localhost[^\r]*\/es\/news\/cena-anual-promocion-2030/)
    const en = await (await t.request(`/api/articles/${future}/event.ics?lang=en`, { apiKey: null })).text()
    expect(en).toContain('SUMMARY:Annual dinner')
    // News and articles not published have no calendar.
    expect((await t.request(`/api/articles/${hashes.fair}/event.ics`, { apiKey: null })).status).toBe(404)
    expect((await t.request(`/api/articles/${hashes.draft}/event.ics`, { apiKey: null })).status).toBe(404)
    expect((await t.request(`/api/articles/${future}/event.ics?lang=fr`, { apiKey: null })).status).toBe(400)
  })

  it('offers the upcoming events as a calendar to subscribe to, per language', async () => {
    const res = await t.request('/api/articles/events.ics?lang=en', { apiKey: null })
    expect(res.status).toBe(200)
    const body = (await res.text()).replace(/\r\n /g, '')
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(body).toContain(`UID:${future}@localhost`)
    expect(body).toContain('X-WR-CALNAME:Alumni events')
  })

  it('lists the events not over yet, soonest first, for the home page’s agenda', async () => {
    const sooner = await published(
      {
        type: 'EVENT',
        title: 'Jornada de puertas abiertas',
        text: '<p>Jornada.</p>',
        place: 'Rectorado',
        starts_at: '2029-02-01T10:00:00+01:00',
      },
      '2024-01-02T09:00:00Z',
    )
    const upcoming = (await get<List>('/api/articles?upcoming=true')).body
    expect(upcoming.items.map((a) => a.hash)).toEqual([sooner, future])
    expect(upcoming.total).toBe(2)
    // Without the flag, every event, latest first; with a bad one, a field message.
    expect((await get<List>('/api/articles?type=EVENT')).body.items.map((a) => a.hash).slice(0, 2)).toEqual([
      future,
      sooner,
    ])
    const bad = await get<ErrorBody>('/api/articles?upcoming=soon')
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.upcoming).toHaveLength(1)
    await t.request(`/usr/admin/articles/${sooner}`, { method: 'DELETE', token: admin.token })
  })

  it('offers the latest news as RSS 2.0, per language, escaped', async () => {
    const { XMLParser } = await import('fast-xml-parser')
    const res = await t.request('/api/articles/news.rss?lang=en', { apiKey: null })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
    const feed = new XMLParser().parse(await res.text()) as {
      rss: { channel: { language: string; item: { title: string; link: string; guid: string }[] } }
    }
    expect(feed.rss.channel.language).toBe('en')
    const items = feed.rss.channel.item
    expect(items).toHaveLength(10)
    expect(items[0]).toMatchObject({ title: 'Job fair at the School of Engineering', guid: hashes.fair })
    expect(items[0]?.link).toMatch(/\/en\/news\/job-fair$/)
    expect(items.map((i) => i.guid)).not.toContain(hashes.draft)
  })
})
