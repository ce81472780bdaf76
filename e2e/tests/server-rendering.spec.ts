import { createHash } from 'node:crypto'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { API_KEY } from './accounts-support'
import { acceptConsent, expectAccessible, storageStateOf } from './fixtures'
import { demoCompany } from './jobs-support'
import { ALUMNI_URL, COMPANY_URL } from './urls'

// Issue 11: public pages come rendered from the server. Without JavaScript (a crawler, a link preview, a slow
// phone before its scripts arrive) they already show their content and carry their head: title, description,
// canonical and language addresses, preview tags and schema.org data. With JavaScript the app takes the page
// over without errors, without asking the API again, and keeps the head in step as the person moves on.
// Members-only pages stay out of the server rendering and of search engines, and a page whose scripts are
// gone (a deploy under way) reloads once by itself. Two offers of the demo company are this run's own: a
// plain one in both languages, and one whose title carries markup.

const run = Date.now().toString(36)
const OFFER = {
  title: `Técnica de control de calidad ${run}`,
  description: 'Control de calidad del pavimento cerámico en la planta de Vila-real, en turno de mañana.',
  workstation: 'Técnica de calidad',
  title_en: `Quality control technician ${run}`,
  description_en: 'Quality control of ceramic floor tiles at the Vila-real plant, on the morning shift.',
  workstation_en: 'Quality technician',
}
const HOSTILE_TITLE = `Analista </script><script>window.__pwned=1</script> "datos" & más ${run}`
const LOCATION = 'Castellón de la Plana'

let offerHash = ''
let hostileHash = ''
let companyName = ''

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: ALUMNI_URL })
  const company = await demoCompany(request)
  offerHash = await company.publish(OFFER)
  hostileHash = await company.publish({
    title: HOSTILE_TITLE,
    description: 'Análisis de los datos de producción.',
    workstation: 'Analista',
  })
  await company.signOut()
  const offer = await request.get(`/api/jobs/${offerHash}`, { headers: { 'X-Api-Key': API_KEY } })
  companyName = ((await offer.json()) as { company: { name: string } }).company.name
  await request.dispose()
})

// The demo data stays as it was found.
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: ALUMNI_URL })
  const company = await demoCompany(request)
  for (const hash of [offerHash, hostileHash]) if (hash) await company.remove(hash)
  await company.signOut()
  await request.dispose()
})

type Locale = 'es' | 'en'
const offerPath = (locale: Locale, hash: string) =>
  locale === 'es' ? `/es/empleo/${hash}` : `/en/jobs/${hash}`

/** The public pages of both apps, each with the heading it shows. */
const PUBLIC_PAGES = [
  { url: `${ALUMNI_URL}/es`, heading: 'La red de antiguos alumnos de la universidad' },
  { url: `${ALUMNI_URL}/en`, heading: "The university's alumni network" },
  { url: `${ALUMNI_URL}/es/empleo`, heading: 'Bolsa de empleo' },
  { url: `${ALUMNI_URL}/en/jobs`, heading: 'Job bank' },
  { url: `${ALUMNI_URL}/es/login`, heading: 'Iniciar sesión' },
  { url: `${ALUMNI_URL}/es/register`, heading: 'Crear una cuenta' },
  { url: `${COMPANY_URL}/es`, heading: 'La bolsa de empleo de la universidad para empresas' },
  { url: `${COMPANY_URL}/en`, heading: "The university's job bank for companies" },
  { url: `${COMPANY_URL}/es/login`, heading: 'Iniciar sesión' },
  { url: `${COMPANY_URL}/es/register`, heading: 'Registrar una empresa' },
]

/**
 * What the head says about the page, one line per tag, sorted: the title, every named meta tag, the
 * canonical and language links and the schema.org data. The same function reads the server's head (JavaScript
 * off) and the app's (after hydration), so the two can be compared whole.
 */
function headOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.head.querySelectorAll(
        'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]',
      ),
      (el) => {
        const attrs = Array.from(el.attributes, (a) => `${a.name}=${a.value}`)
          .filter((a) => !a.startsWith('data-head='))
          .sort()
        return `${el.tagName.toLowerCase()} ${attrs.join(' ')} ${el.textContent ?? ''}`.trim()
      },
    ).sort(),
  )
}

/** A browser without JavaScript, as a crawler or a link preview reads pages: `head(url)` is the head the server writes. */
async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  return {
    async head(url: string): Promise<string[]> {
      await page.goto(url)
      return headOf(page)
    },
    page,
    close: () => context.close(),
  }
}

/**
 * Answers the next `times` loads of the document at `url` with the server's page as `edit` changes it (then
 * the server's own). Content-Encoding goes: the body handed on is the decoded one.
 */
async function editDocument(page: Page, url: string, edit: (html: string) => string, times = 1) {
  let left = times
  await page.route(url, async (route) => {
    if (left-- <= 0) return route.continue()
    const response = await route.fetch()
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers()
    const body = edit(await response.text())
    // As the server that wrote such a page would send it: its inline scripts allowed by their hashes.
    const csp = headers['content-security-policy']
    if (csp) {
      const hashes = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, code]) =>
          `'sha256-${createHash('sha256')
            .update(code ?? '')
            .digest('base64')}'`,
      )
      headers['content-security-policy'] = csp.replace(
        /script-src [^;]*/,
        `script-src 'self' ${hashes.join(' ')}`,
      )
    }
    await route.fulfill({ status: response.status(), headers, body })
  })
}

/** The page's schema.org data, parsed: there is exactly one. */
async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent()
  return JSON.parse(text ?? 'null') as Record<string, unknown>
}

/**
 * Waits until the app has taken `element` over: React attaches an element's props to the DOM node when it
 * hydrates it, and a link's click handler with them. Without the app's script it never happens.
 */
async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true)
}

/** Uncaught errors and console errors of the page (React reports a hydration mismatch as one of them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

/** The documents the page loads (a reload or a full navigation adds one; a client-side navigation none). */
function collectDocuments(page: Page): string[] {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url())
  })
  return documents
}

/** The head an offer's page must have in `locale`, checked tag by tag. */
async function expectOfferHead(page: Page, locale: Locale, hash: string) {
  const title = locale === 'es' ? OFFER.title : OFFER.title_en
  const description = `${companyName} · ${LOCATION}. ${locale === 'es' ? OFFER.description : OFFER.description_en}`
  const url = `${ALUMNI_URL}${offerPath(locale, hash)}`
  const image = `${ALUMNI_URL}/og-image.png`
  const head = page.locator('head')
  const meta = (key: 'name' | 'property', name: string) => head.locator(`meta[${key}="${name}"]`)
  await expect(page).toHaveTitle(`${title} · ${companyName} · Egresa`)
  await expect(meta('name', 'description')).toHaveAttribute('content', description)
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
  const alternate = (lang: string) => head.locator(`link[rel="alternate"][hreflang="${lang}"]`)
  await expect(alternate('es')).toHaveAttribute('href', `${ALUMNI_URL}${offerPath('es', hash)}`)
  await expect(alternate('en')).toHaveAttribute('href', `${ALUMNI_URL}${offerPath('en', hash)}`)
  await expect(alternate('x-default')).toHaveAttribute('href', `${ALUMNI_URL}${offerPath('es', hash)}`)
  await expect(meta('property', 'og:type')).toHaveAttribute('content', 'article')
  await expect(meta('property', 'og:title')).toHaveAttribute('content', `${title} · ${companyName}`)
  await expect(meta('property', 'og:description')).toHaveAttribute('content', description)
  await expect(meta('property', 'og:url')).toHaveAttribute('content', url)
  await expect(meta('property', 'og:image')).toHaveAttribute('content', image)
  await expect(meta('property', 'og:locale')).toHaveAttribute('content', locale === 'es' ? 'es_ES' : 'en_GB')
  await expect(meta('name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
  await expect(meta('name', 'twitter:image')).toHaveAttribute('content', image)
  await expect(meta('name', 'robots')).toHaveCount(0)
  expect(await jsonLd(page)).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    url,
    hiringOrganization: { '@type': 'Organization', name: companyName },
    jobLocation: { address: { addressLocality: LOCATION, addressCountry: 'ES' } },
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of ['es', 'en'] as const) {
    test(`an offer's page in ${locale} shows the offer and carries its head, preview tags and JobPosting data`, async ({
      page,
    }) => {
      const response = await page.goto(offerPath(locale, offerHash))
      expect(response?.status()).toBe(200)
      // A public page search engines may index: nothing says otherwise.
      expect(response?.headers()['x-robots-tag']).toBeUndefined()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const title = locale === 'es' ? OFFER.title : OFFER.title_en
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText(locale === 'es' ? OFFER.description : OFFER.description_en)).toBeVisible()
      await expect(page.getByText(companyName).first()).toBeVisible()
      await expectOfferHead(page, locale, offerHash)

      // The picture the previews name is there.
      const image = await page.request.get(`${ALUMNI_URL}/og-image.png`)
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
    })
  }

  test('an offer that does not exist is the 404 page, with HTTP 404', async ({ page }) => {
    const response = await page.goto('/es/empleo/noExisteEstaOferta')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
    await expect(page).toHaveTitle('Página no encontrada · Egresa')
  })

  test('the home, jobs, sign-in and registration pages of both apps show their content', async ({ page }) => {
    for (const { url, heading } of PUBLIC_PAGES) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: heading }), url).toBeVisible()
      await expect(page.locator('head link[rel="canonical"]'), url).toHaveAttribute('href', url)
      // The consent modal, which nothing could answer without JavaScript, does not cover the page.
      await expect(page.getByRole('dialog'), url).toBeHidden()
    }
  })
})

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context, ALUMNI_URL)
    await acceptConsent(context, COMPANY_URL)
  })

  test('the offer page is taken over without errors or a second request for the offer, and the head follows a navigation', async ({
    page,
    browser,
  }) => {
    const server = await withoutJavaScript(browser)
    const errors = collectErrors(page)
    const documents = collectDocuments(page)
    const offerRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(`/api/jobs/${offerHash}`))
        offerRequests.push(request.url())
    })

    for (const locale of ['es', 'en'] as const) {
      const path = offerPath(locale, offerHash)
      await page.goto(path)
      await hydrated(page.getByRole('heading', { level: 1 }))
      await expectOfferHead(page, locale, offerHash)
      expect(await headOf(page)).toEqual(await server.head(`${ALUMNI_URL}${path}`))
    }
    await page.waitForLoadState('networkidle')
    expect(offerRequests).toEqual([])

    // Back to the jobs landing without a new document: the head is that page's, as the server writes it.
    const back = page.getByRole('link', { name: 'Back to jobs' })
    await hydrated(back)
    const before = documents.length
    await back.click()
    await expect(page).toHaveURL(`${ALUMNI_URL}/en/jobs`)
    await expect(page.getByRole('heading', { level: 1, name: 'Job bank' })).toBeVisible()
    await expect(page).toHaveTitle('Jobs · Egresa')
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ALUMNI_URL}/en/jobs`)
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0)
    expect(documents.length).toBe(before)
    expect(await headOf(page)).toEqual(await server.head(`${ALUMNI_URL}/en/jobs`))
    expect(errors).toEqual([])
    await server.close()
  })

  test('the public pages of both apps are taken over without errors, with the head the server wrote', async ({
    page,
    browser,
  }) => {
    const server = await withoutJavaScript(browser)
    const errors = collectErrors(page)
    for (const { url, heading } of PUBLIC_PAGES) {
      await page.goto(url)
      await hydrated(page.getByRole('heading', { level: 1, name: heading }))
      expect(await headOf(page), url).toEqual(await server.head(url))
    }
    expect(errors).toEqual([])
    await server.close()
  })

  test('an offer whose title carries markup, quotes and an ampersand shows it as text, in the page, the head and its data', async ({
    page,
    browser,
  }) => {
    const errors = collectErrors(page)
    const path = offerPath('es', hostileHash)
    const html = await (await page.request.get(path)).text()
    expect(html).not.toContain('<script>window.__pwned=1</script>')
    const server = await withoutJavaScript(browser)
    const serverHeadTags = await server.head(`${ALUMNI_URL}${path}`)
    await expect(server.page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_TITLE)
    expect(await jsonLd(server.page)).toMatchObject({ '@type': 'JobPosting', title: HOSTILE_TITLE })
    await server.close()

    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_TITLE)
    await expect(page).toHaveTitle(`${HOSTILE_TITLE} · ${companyName} · Egresa`)
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${HOSTILE_TITLE} · ${companyName}`,
    )
    expect(await jsonLd(page)).toMatchObject({ '@type': 'JobPosting', title: HOSTILE_TITLE })
    await hydrated(page.getByRole('heading', { level: 1 }))
    expect(await headOf(page)).toEqual(serverHeadTags)
    // No script element came out of the title, and nothing ran it.
    const injected = await page
      .locator('script')
      .evaluateAll((scripts) => scripts.filter((s) => s.textContent === 'window.__pwned=1').length)
    expect(injected).toBe(0)
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
    expect(errors).toEqual([])
  })
})

test('the offer page as the server sends it, before any script of the app, passes axe', async ({
  page,
  context,
}) => {
  // axe runs in the page, which a context without JavaScript does not allow: the app's scripts are taken out
  // of the server's page instead, so what axe reads is what a browser without them shows.
  await acceptConsent(context, ALUMNI_URL)
  const path = offerPath('es', offerHash)
  await editDocument(page, `${ALUMNI_URL}${path}`, (html) => {
    // The start-up script that imports them after the first paint (see static-apps.ts), and any module tag.
    const bare = html
      .replace(/<script>var m=[^<]*<\/script>/g, '')
      .replace(/<script type="module"[^>]*><\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
    expect(bare).not.toMatch(/\/assets\/index-[\w-]+\.js/)
    return bare
  })
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: OFFER.title })).toBeVisible()
  await expectAccessible(page)
  expect(
    await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))),
  ).toBe(false)
})

test.describe('a signed-in member', () => {
  test.use({ storageState: storageStateOf('free') })

  test('gets public pages with their own header from the server; members-only pages are not rendered there and stay out of search engines', async ({
    page,
    browser,
  }) => {
    const email = /alumni\.free@demo\.egresa\.test/

    await test.step('without JavaScript: the offer with the user menu, not the sign-in link', async () => {
      const context = await browser.newContext({
        storageState: storageStateOf('free'),
        javaScriptEnabled: false,
      })
      const raw = await context.newPage()
      await raw.goto(`${ALUMNI_URL}${offerPath('es', offerHash)}`)
      await expect(raw.getByRole('heading', { level: 1, name: OFFER.title })).toBeVisible()
      await expect(raw.getByRole('button', { name: email })).toBeVisible()
      await expect(raw.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0)
      await expect(
        raw
          .getByRole('region', { name: 'Inscripción' })
          .getByText('La inscripción en las ofertas es para las cuentas Premium.'),
      ).toBeVisible()

      const profile = await raw.goto(`${ALUMNI_URL}/es/user/profile`)
      expect(profile?.status()).toBe(200)
      expect(profile?.headers()['x-robots-tag']).toBe('noindex')
      await expect(raw.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      // The browser renders it: the server sends no one's data in it.
      await expect(raw.locator('#root')).toBeEmpty()
      await context.close()
    })

    await test.step('with JavaScript: the offer is taken over as it came, and the profile works as before', async () => {
      const errors = collectErrors(page)
      await page.goto(offerPath('es', offerHash))
      await expect(page.getByRole('button', { name: email })).toBeVisible()
      await hydrated(page.getByRole('button', { name: email }))
      await page.goto('/es/user/profile')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Ver mi perfil público' })).toBeVisible()
      await expect(page.locator('head meta[name="robots"][content="noindex"]').first()).toBeAttached()
      expect(errors).toEqual([])
    })
  })
})

test.describe('a deploy under way', () => {
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context, ALUMNI_URL)
  })

  /** After the reload: the app has the page (its links navigate without loading a document). */
  async function expectWorking(page: Page, documents: string[]) {
    await expect(page.getByRole('heading', { level: 1, name: OFFER.title })).toBeVisible()
    const back = page.getByRole('link', { name: 'Volver a empleo' })
    await hydrated(back)
    const before = documents.length
    await back.click()
    await expect(page).toHaveURL(`${ALUMNI_URL}/es/empleo`)
    await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de empleo' })).toBeVisible()
    expect(documents.length).toBe(before)
  }

  test('a page whose entry script is missing once reloads by itself and then works', async ({ page }) => {
    let missing = 1
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
      missing-- > 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    )
    const documents = collectDocuments(page)
    // The page reloads as soon as its app starts (after its first paint), which may be before its load event.
    await page.goto(offerPath('es', offerHash), { waitUntil: 'commit' })
    await expect.poll(() => documents.length).toBe(2)
    await expect.poll(() => missing).toBeLessThan(0)
    await expectWorking(page, documents)
  })

  test('a page rendered by the previous build (its entry script gone) reloads by itself and then works', async ({
    page,
  }) => {
    const path = offerPath('es', offerHash)
    await editDocument(page, `${ALUMNI_URL}${path}`, (html) => {
      // The entry is named where the page's start-up script imports it.
      const stale = html.replace(/\/assets\/index-[\w-]+\.js/g, '/assets/index-old.js')
      expect(stale).toContain('"/assets/index-old.js"')
      return stale
    })
    const oldScript = page.waitForResponse((r) => r.url().endsWith('/assets/index-old.js'))
    const documents = collectDocuments(page)
    await page.goto(path, { waitUntil: 'commit' })
    // The server has no such file any more.
    expect((await oldScript).status()).toBe(404)
    await expect.poll(() => documents.length).toBe(2)
    await expectWorking(page, documents)
  })
})

test('sitemap.xml of each app lists its home in both languages (and the alumni one the offer); robots.txt names it', async ({
  page,
}) => {
  for (const origin of [ALUMNI_URL, COMPANY_URL]) {
    const sitemap = await page.goto(`${origin}/sitemap.xml`)
    expect(sitemap?.status()).toBe(200)
    expect(sitemap?.headers()['content-type']).toContain('xml')
    const xml = (await sitemap?.text()) ?? ''
    expect(xml).toContain(`<loc>${origin}/es</loc>`)
    expect(xml).toContain(`<loc>${origin}/en</loc>`)
    if (origin === ALUMNI_URL) {
      expect(xml).toContain(`<loc>${origin}${offerPath('es', offerHash)}</loc>`)
      expect(xml).toContain(`<loc>${origin}${offerPath('en', offerHash)}</loc>`)
    }
    const robots = await page.goto(`${origin}/robots.txt`)
    expect(robots?.status()).toBe(200)
    expect(await robots?.text()).toContain(`Sitemap: ${origin}/sitemap.xml`)
  }
})
