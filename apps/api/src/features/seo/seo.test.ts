// /sitemap.xml and /robots.txt of each app, by Host, on a real database; the private paths' noindex.
import { readdirSync } from 'node:fs'
import { locales } from '@egresa/i18n/locales'
import { localePath } from '@egresa/i18n/segments'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { infoPageSlugs, isPrivatePath, privatePrefixes, staticPublicPages } from '../../lib/site-pages'
import { manifestsRoot, sourceManifest } from '../../test/built-apps'
import { createTestApp, type TestApp } from '../../test/harness'
import { createCompany, createPerson, offerIn, offerRow } from '../../test/jobs'
import { groupOf } from '../../test/workgroups'

type Alternate = { '@_rel': string; '@_hreflang': string; '@_href': string }
type UrlEntry = { loc: string; lastmod?: string; 'xhtml:link': Alternate[] }

/** The sitemap's entries, after checking that it is well-formed XML of the sitemap namespace. */
function parseSitemap(xml: string): UrlEntry[] {
  expect(XMLValidator.validate(xml)).toBe(true)
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(xml) as { urlset: { '@_xmlns': string; '@_xmlns:xhtml': string; url?: UrlEntry[] } }
  expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  expect(parsed.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
  return parsed.urlset.url ?? []
}

/** The alternates of an entry as hreflang → href. */
const alternatesOf = (entry: UrlEntry) =>
  Object.fromEntries(entry['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]))

// The apps' route manifests as their builds write them: robots.txt and `noindex` read their private areas.
const built = manifestsRoot()
const manifests = { alumni: sourceManifest('alumni'), company: sourceManifest('company') }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { STATIC_ROOT: built.root } })
})
afterAll(async () => {
  await t.close()
  built.remove()
})

const get = (path: string, host: string, init: RequestInit = {}) =>
  t.request(path, { host, apiKey: null, ...init })

async function sitemapOf(host: string) {
  const res = await get('/sitemap.xml', host)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  expect(res.headers.get('cache-control')).toBe('public, max-age=300')
  return parseSitemap(await res.text())
}

describe('sitemap.xml', () => {
  it('lists the alumni app’s public pages in every language, each naming the others and Spanish as x-default', async () => {
    const entries = await sitemapOf('localhost:8080')
    const locs = entries.map((e) => e.loc)
    for (const path of [
      '/es',
      '/en',
      '/es/news',
      '/en/news',
      '/es/empleo',
      '/en/jobs',
      '/es/comunidad',
      '/en/community',
      '/es/grupos',
      '/en/workgroups',
      '/es/services',
      '/en/services',
      '/es/info/privacy',
      '/en/info/cookies',
      '/es/info/conditions',
      '/es/login',
      '/en/register',
      '/ca',
      '/ca/news',
      '/ca/ocupacio',
      '/ca/comunitat',
      '/ca/grups',
      '/ca/services',
      '/ca/info/privacy',
      '/ca/register',
    ]) {
      expect(locs, path).toContain(`http://localhost:8080${path}`)
    }
    expect(new Set(locs).size).toBe(locs.length)
    const community = entries.find((e) => e.loc === 'http://localhost:8080/en/community')
    expect(community && alternatesOf(community)).toEqual({
      es: 'http://localhost:8080/es/comunidad',
      en: 'http://localhost:8080/en/community',
      ca: 'http://localhost:8080/ca/comunitat',
      'x-default': 'http://localhost:8080/es/comunidad',
    })
    for (const entry of entries) {
      const alternates = alternatesOf(entry)
      expect(Object.values(alternates), entry.loc).toContain(entry.loc)
      expect(Object.keys(alternates).sort()).toEqual(['ca', 'en', 'es', 'x-default'])
      expect(isPrivatePath(manifests.alumni, new URL(entry.loc).pathname), entry.loc).toBe(false)
    }
    expect(locs.some((l) => l.includes('/user'))).toBe(false)
    expect(locs).not.toContain('http://localhost:8080/es/empleo/offers')
  })

  it('lists each published offer’s page with its last change, and no draft, pending or closed one', async () => {
    const company = await createCompany(t)
    const published = await offerIn(t, company, 'PUBLISHED')
    const draft = await offerIn(t, company, 'UNPUBLISHED')
    const pending = await offerIn(t, company, 'PENDING')
    const closed = await offerIn(t, company, 'CLOSED')
    const row = await offerRow(t, published)
    const entries = await sitemapOf('alumni.localhost')
    const es = entries.find((e) => e.loc === `http://alumni.localhost/es/empleo/${published}`)
    const en = entries.find((e) => e.loc === `http://alumni.localhost/en/jobs/${published}`)
    expect(es?.lastmod).toBe(row?.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'))
    expect(en?.lastmod).toBe(es?.lastmod)
    expect(es && alternatesOf(es)).toEqual({
      es: `http://alumni.localhost/es/empleo/${published}`,
      en: `http://alumni.localhost/en/jobs/${published}`,
      ca: `http://alumni.localhost/ca/ocupacio/${published}`,
      'x-default': `http://alumni.localhost/es/empleo/${published}`,
    })
    expect(entries.find((e) => e.loc === `http://alumni.localhost/ca/ocupacio/${published}`)?.lastmod).toBe(
      es?.lastmod,
    )
    const text = entries.map((e) => e.loc).join('\n')
    for (const hidden of [draft, pending, closed]) expect(text).not.toContain(hidden)
    // The company app lists no offer: offers' pages are the alumni app's.
    const companyText = (await sitemapOf('empresas.localhost')).map((e) => e.loc).join('\n')
    expect(companyText).not.toContain(published)
  })

  it('lists each published article at its slug in each language, and no unpublished one', async () => {
    const admin = await createPerson(t, { role: 'admin' })
    const write = async (slug: string, slugEn: string | null, publish: boolean) => {
      const res = await t.request('/usr/admin/articles', {
        json: {
          type: 'NEWS',
          title: `Título ${slug}`,
          slug,
          text: '<p>Texto.</p>',
          ...(slugEn ? { title_en: `Title ${slugEn}`, slug_en: slugEn, text_en: '<p>Text.</p>' } : {}),
        },
        token: admin.token,
      })
      expect(res.status).toBe(201)
      const { hash } = (await res.json()) as { hash: string }
      if (publish) {
        const status = await t.request(`/usr/admin/articles/${hash}/status`, {
          method: 'PUT',
          json: { status: 'PUBLISHED' },
          token: admin.token,
        })
        expect(status.status).toBe(200)
      }
    }
    await write('noticia-del-mapa', 'sitemap-news', true)
    await write('solo-en-espanol', null, true)
    await write('borrador-oculto', null, false)
    const entries = await sitemapOf('alumni.localhost')
    const es = entries.find((e) => e.loc === 'http://alumni.localhost/es/news/noticia-del-mapa')
    // Articles are written in Spanish and English: the Catalan page reads the Spanish one, at its slug.
    expect(es && alternatesOf(es)).toEqual({
      es: 'http://alumni.localhost/es/news/noticia-del-mapa',
      en: 'http://alumni.localhost/en/news/sitemap-news',
      ca: 'http://alumni.localhost/ca/news/noticia-del-mapa',
      'x-default': 'http://alumni.localhost/es/news/noticia-del-mapa',
    })
    const locs = entries.map((e) => e.loc)
    // Without English, the English page reads the Spanish text at the Spanish slug.
    expect(locs).toContain('http://alumni.localhost/en/news/solo-en-espanol')
    expect(locs).toContain('http://alumni.localhost/ca/news/solo-en-espanol')
    expect(locs.join('\n')).not.toContain('borrador-oculto')
  })

  it('lists each published group at its slug in every language, and no draft or pending one', async () => {
    const office = await createPerson(t, { role: 'admin' })
    const owner = await createPerson(t)
    const published = await groupOf(t, owner, office, { name: 'Grupo del mapa', type: 'PRIVATE' })
    const draft = await groupOf(t, owner, null, { name: 'Grupo en borrador' })
    const pending = await groupOf(t, owner, null, { name: 'Grupo pendiente' })
    const submit = await t.request(`/usr/workgroups/${pending.hash}`, {
      method: 'PATCH',
      json: { status: 'PENDING' },
      token: owner.token,
    })
    expect(submit.status).toBe(200)
    const entries = await sitemapOf('alumni.localhost')
    const es = entries.find((e) => e.loc === `http://alumni.localhost/es/grupos/${published.slug}`)
    expect(es?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(es && alternatesOf(es)).toEqual({
      es: `http://alumni.localhost/es/grupos/${published.slug}`,
      en: `http://alumni.localhost/en/workgroups/${published.slug}`,
      ca: `http://alumni.localhost/ca/grups/${published.slug}`,
      'x-default': `http://alumni.localhost/es/grupos/${published.slug}`,
    })
    const text = entries.map((e) => e.loc).join('\n')
    for (const hidden of [draft, pending]) expect(text).not.toContain(hidden.slug)
  })

  it('lists the company app’s public pages on its own host', async () => {
    const entries = await sitemapOf('empresas.localhost:8080')
    const paths = entries.map((e) => e.loc.replace('http://empresas.localhost:8080', '')).sort()
    expect(paths).toEqual(
      locales
        .flatMap((l) => [
          `/${l}`,
          `/${l}/login`,
          `/${l}/register`,
          `/${l}/info`,
          ...infoPageSlugs.map((slug) => `/${l}/info/${slug}`),
        ])
        .sort(),
    )
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/sitemap.xml', 'localhost', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(await res.text()).toBe('')
  })
})

describe('a portal that offers some of the languages (LOCALES)', () => {
  let some: TestApp
  beforeAll(async () => {
    some = await createTestApp({ seed: 'none', env: { STATIC_ROOT: built.root, LOCALES: 'es,en' } })
  })
  afterAll(async () => {
    await some.close()
  })

  it('lists and names only those, and keeps robots.txt to their private areas', async () => {
    const xml = await (await some.request('/sitemap.xml', { host: 'localhost', apiKey: null })).text()
    const entries = parseSitemap(xml)
    expect(entries.map((e) => e.loc)).toContain('http://localhost/es/comunidad')
    expect(xml).not.toContain('/ca/')
    expect(xml).not.toContain('hreflang="ca"')
    for (const entry of entries) {
      expect(Object.keys(alternatesOf(entry)).sort()).toEqual(['en', 'es', 'x-default'])
    }
    const robots = await (await some.request('/robots.txt', { host: 'localhost', apiKey: null })).text()
    expect(robots).toContain('Disallow: /es/user\n')
    expect(robots).not.toContain('/ca/')
  })
})

describe('the admin app and unknown hosts', () => {
  it('has no sitemap, and its robots.txt keeps crawlers out of all of it', async () => {
    expect((await get('/sitemap.xml', 'admin.localhost:8080')).status).toBe(404)
    const robots = await get('/robots.txt', 'admin.localhost:8080')
    expect(robots.status).toBe(200)
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n')
  })

  it('answers 404 on a host that is no app’s, never the alumni app’s files', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const res = await get(path, 'evil.example')
      expect(res.status, path).toBe(404)
      expect(await res.text()).not.toContain('Sitemap:')
    }
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of each app’s private areas and names its sitemap', async () => {
    const alumni = await get('/robots.txt', 'localhost:8080')
    expect(alumni.status).toBe(200)
    expect(alumni.headers.get('content-type')).toBe('text/plain; charset=UTF-8')
    expect(alumni.headers.get('cache-control')).toBe('public, max-age=300')
    const lines = (await alumni.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of [
      '/es/user',
      '/en/user',
      '/es/empleo/offers',
      '/en/jobs/offers',
      '/api',
      '/usr',
      '/es/comunidad/',
      '/ca/user',
      '/ca/ocupacio/offers',
      '/ca/comunitat/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`)
    }
    expect(lines).toContain('Sitemap: http://localhost:8080/sitemap.xml')
    // The community's landing and the offers' pages stay open.
    expect(lines).not.toContain('Disallow: /es/comunidad')
    expect(lines).not.toContain('Disallow: /es/empleo')

    const company = await (await get('/robots.txt', 'empresas.localhost:8080')).text()
    expect(company).toContain('Sitemap: http://empresas.localhost:8080/sitemap.xml')
    expect(company).toContain('Disallow: /es/user\n')
    expect(company).not.toContain('empleo')
  })
})

describe('in production', () => {
  let prod: TestApp
  beforeAll(async () => {
    prod = await createTestApp({
      seed: 'none',
      env: {
        NODE_ENV: 'production',
        API_KEYS:
          'alumni-web:production-key-0123456789,company-web:company-key-0123456789,admin-web:admin-key-0123456789',
        SSO_DEV_PROVIDER: 'false',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'alumni@uni.test',
        ALUMNI_APP_URL: 'https://alumni.uni.test',
        COMPANY_APP_URL: 'https://empresas.uni.test',
        ADMIN_APP_URL: 'https://admin.uni.test',
        MAIL_LINK_SECRET: 'a-production-secret-of-at-least-32-characters',
      },
    })
  })
  afterAll(async () => {
    await prod.close()
  })

  it('writes the configured origins, picks the app by its configured host, and ignores a forged Host', async () => {
    const read = async (path: string, host: string) =>
      (await prod.request(path, { host, apiKey: null })).text()
    const company = parseSitemap(await read('/sitemap.xml', 'empresas.uni.test'))
    expect(company.map((e) => e.loc)).toContain('https://empresas.uni.test/es/register')
    expect(company.map((e) => e.loc)).not.toContain('https://empresas.uni.test/es/comunidad')
    const alumni = parseSitemap(await read('/sitemap.xml', 'alumni.uni.test'))
    expect(alumni.map((e) => e.loc)).toContain('https://alumni.uni.test/es/comunidad')
    expect(await read('/robots.txt', 'empresas.uni.test')).toContain(
      'Sitemap: https://empresas.uni.test/sitemap.xml',
    )
    // Any other host is no app's: not even the embedded default's names count in production.
    for (const host of ['evil.example', 'localhost', 'empresas.localhost']) {
      for (const path of ['/sitemap.xml', '/robots.txt']) {
        const res = await prod.request(path, { host, apiKey: null })
        expect(res.status, `${host}${path}`).toBe(404)
        expect(await res.text()).not.toContain('uni.test')
      }
    }
  })

  it('keeps the admin app out of search engines on its configured host', async () => {
    expect((await prod.request('/sitemap.xml', { host: 'admin.uni.test', apiKey: null })).status).toBe(404)
    const robots = await prod.request('/robots.txt', { host: 'admin.uni.test', apiKey: null })
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n')
  })
})

describe('noindex', () => {
  it('marks every API answer, success or error, and the uploaded files', async () => {
    const answers = [
      await t.request('/api/init'),
      await t.request('/usr/users/me'),
      await t.request('/api/nothing-here'),
      await t.request('/api/init', { apiKey: null }),
      await t.request('/files/avatars/none.png'),
    ]
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 401, 404])
    for (const res of answers) expect(res.headers.get('x-robots-tag'), res.url).toBe('noindex')
    // robots.txt itself is not an API answer.
    expect((await get('/robots.txt', 'localhost')).headers.get('x-robots-tag')).toBeNull()
  })

  it('isPrivatePath: the areas the apps’ route trees mark private and the API, in every language', () => {
    for (const path of [
      '/es/user',
      '/en/user/',
      '/es/user/profile/edit',
      '/en/user/recovery',
      '/es/empleo/offers',
      '/en/jobs/offers',
      '/es/empleo/unsubscribe',
      '/es/comunidad/abc123',
      '/en/community/abc123',
      '/es/register/pending',
      '/es/success',
      '/es/%75ser',
      '/ca/user/profile',
      '/ca/ocupacio/offers',
      '/ca/comunitat/abc123',
      '/api/jobs',
      '/usr/users/me',
    ]) {
      expect(isPrivatePath(manifests.alumni, path), path).toBe(true)
    }
    for (const path of [
      '/',
      '/es',
      '/es/username',
      '/es/empleo',
      '/en/jobs/abc123',
      '/es/comunidad',
      '/en/community/',
      '/es/register',
      '/es/info/privacy',
      '/es/login',
      '/ca/comunitat',
      '/ca/ocupacio/abc123',
    ]) {
      expect(isPrivatePath(manifests.alumni, path), path).toBe(false)
    }
    expect(isPrivatePath(manifests.company, '/es/user/offers/new')).toBe(true)
    expect(isPrivatePath(manifests.company, '/en/user/directory/abc')).toBe(true)
    expect(isPrivatePath(manifests.company, '/usr/company/offers')).toBe(true)
    expect(isPrivatePath(manifests.company, '/es/register')).toBe(false)
    expect(isPrivatePath(manifests.company, '/en/info/cookies')).toBe(false)
  })
})

describe('the page lists and the apps’ routes', () => {
  const routesOf = (app: keyof typeof manifests) => manifests[app].routes
  const matches = (route: string, path: string) =>
    new RegExp(`^${route.replace(/\/\$[^/]+/g, '/[^/]+')}$`).test(path)
  /** The routes whose pages a feature lists (`$param` routes), by app. */
  const objectRoutes: Record<keyof typeof manifests, string[]> = {
    alumni: [
      '/es/empleo/$hash',
      '/en/jobs/$hash',
      '/es/news/$slug',
      '/en/news/$slug',
      '/es/grupos/$slug',
      '/en/workgroups/$slug',
      '/es/info/$slug',
      '/en/info/$slug',
      '/ca/ocupacio/$hash',
      '/ca/news/$slug',
      '/ca/grups/$slug',
      '/ca/info/$slug',
    ],
    company: ['/es/info/$slug', '/en/info/$slug', '/ca/info/$slug'],
  }

  for (const app of ['alumni', 'company'] as const) {
    it(`${app}: each route is in the sitemap, a feature's page, private, or the / redirect`, () => {
      const routes = routesOf(app)
      const listed = new Set(
        staticPublicPages[app].flatMap((page) => locales.map((l) => localePath(l, ...page.route))),
      )
      const unclassified = routes.filter(
        (route) =>
          route !== '/' &&
          !objectRoutes[app].includes(route) &&
          !isPrivatePath(manifests[app], route) &&
          !listed.has(route),
      )
      expect(unclassified).toEqual([])
    })

    it(`${app}: each listed page and private area is a route of the app`, async () => {
      const routes = routesOf(app)
      const res = await get('/sitemap.xml', app === 'company' ? 'empresas.localhost' : 'localhost')
      for (const entry of parseSitemap(await res.text())) {
        const path = new URL(entry.loc).pathname
        expect(
          routes.some((r) => matches(r, path)),
          path,
        ).toBe(true)
      }
      for (const prefix of privatePrefixes(manifests[app]).filter((p) => !/^\/(api|usr)/.test(p))) {
        const path = prefix.endsWith('/') ? `${prefix}x` : prefix
        expect(
          routes.some((r) => matches(r, path) || r.startsWith(`${path}/`)),
          path,
        ).toBe(true)
      }
    })
  }

  it('lists an info page for each document of content/{locale}/info, in every language', () => {
    for (const locale of locales) {
      const files = readdirSync(new URL(`../../../../../content/${locale}/info`, import.meta.url))
      expect(files.map((f) => f.replace(/\.md$/, '')).sort(), locale).toEqual([...infoPageSlugs].sort())
    }
  })
})
