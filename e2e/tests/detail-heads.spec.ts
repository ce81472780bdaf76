import { expect, type Page, test } from '@playwright/test'
import { API_KEY } from './accounts-support'
import { ALUMNI_URL } from './urls'

// Issue 11: each kind of public detail page (a news item, an event, a group; the offer's page has its own
// tests in server-rendering.spec.ts) tells a crawler or a link preview, which runs no JavaScript, what it is in
// both languages: its title, description, canonical address, the same page in each language, Open Graph and
// Twitter tags with a picture, and its schema.org data. The pages are the demo data's, found through the API.

type Locale = 'es' | 'en'
type Detail = { kind: string; type: string; paths: Record<Locale, string>; names: Record<Locale, string> }

const details: Detail[] = []

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: ALUMNI_URL,
    extraHTTPHeaders: { 'X-Api-Key': API_KEY },
  })
  const get = async <T>(path: string, locale: Locale) =>
    (await (await request.get(path, { headers: { 'Accept-Language': locale } })).json()) as T
  type Articles = { items: { hash: string; slugs: { es: string; en: string | null } }[] }
  type Article = { title: string }
  for (const [type, kind] of [
    ['NEWS', 'NewsArticle'],
    ['EVENT', 'Event'],
  ] as const) {
    const { items } = await get<Articles>(`/api/articles?type=${type}&size=50`, 'es')
    const both = items.find((a) => a.slugs.en)
    if (!both?.slugs.en) throw new Error(`the demo data has no ${type} in both languages`)
    const es = await get<Article>(`/api/articles/${both.hash}`, 'es')
    const en = await get<Article>(`/api/articles/${both.hash}`, 'en')
    details.push({
      kind: type.toLowerCase(),
      type: kind,
      paths: { es: `/es/news/${both.slugs.es}`, en: `/en/news/${both.slugs.en}` },
      names: { es: es.title, en: en.title },
    })
  }
  const groups = await get<{ items: { slug: string; name: string }[] }>('/api/workgroups?type=PUBLIC', 'es')
  const group = groups.items[0]
  if (!group) throw new Error('the demo data has no public group')
  details.push({
    kind: 'group',
    type: 'Organization',
    paths: { es: `/es/grupos/${group.slug}`, en: `/en/workgroups/${group.slug}` },
    names: { es: group.name, en: group.name },
  })
  await request.dispose()
})

const content = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).first().getAttribute('content')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a news item, an event and a group say what they are in their head, in both languages', async ({
    page,
  }) => {
    expect(details.map((d) => d.kind)).toEqual(['news', 'event', 'group'])
    for (const detail of details) {
      for (const locale of ['es', 'en'] as const) {
        const path = detail.paths[locale]
        const url = `${ALUMNI_URL}${path}`
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expect(page.locator('html'), path).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1, name: detail.names[locale] }), path).toBeVisible()
        await expect(page, path).toHaveTitle(`${detail.names[locale]} · Egresa`)
        expect((await content(page, 'meta[name="description"]'))?.length, path).toBeGreaterThan(10)
        await expect(page.locator('head link[rel="canonical"]'), path).toHaveAttribute('href', url)
        for (const other of ['es', 'en'] as const) {
          await expect(page.locator(`head link[hreflang="${other}"]`), path).toHaveAttribute(
            'href',
            `${ALUMNI_URL}${detail.paths[other]}`,
          )
        }
        expect(await content(page, 'meta[property="og:title"]'), path).toBe(detail.names[locale])
        expect(await content(page, 'meta[property="og:url"]'), path).toBe(url)
        expect(await content(page, 'meta[property="og:image"]'), path).toMatch(/^http:\/\/localhost:\d+\//)
        expect(await content(page, 'meta[name="twitter:card"]'), path).toBe('summary_large_image')
        expect(await content(page, 'meta[name="twitter:image"]'), path).toMatch(/^http/)
        const data = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
        )
        expect(data['@type'], path).toBe(detail.type)
        expect(JSON.stringify(data), path).toContain(detail.names[locale])
      }
    }
  })

  test('an unknown news item or group is the 404 page with HTTP 404, in both languages', async ({ page }) => {
    for (const path of [
      '/es/news/no-existe',
      '/en/news/no-such-news',
      '/es/grupos/no-existe',
      '/en/workgroups/none',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        path.startsWith('/es') ? 'Página no encontrada' : 'Page not found',
      )
    }
  })
})
