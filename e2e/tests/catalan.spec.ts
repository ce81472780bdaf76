import { expect, type Page, type Response, test } from '@playwright/test'
import { escapeRegExp } from './accounts-support'
import { acceptConsent, DEMO, expectAccessible, PASSWORD } from './fixtures'
import { demoCompany } from './jobs-support'
import { ALUMNI_URL, COMPANY_URL } from './urls'

// Catalan, the apps' third language: its own addresses (/ca/comunitat, /ca/grups, /ca/ocupacio), the language
// switcher, a member's journey in Catalan words and axe on the public pages.

const html = (page: Page) => page.locator('html')

/** The first published offer of the jobs landing (the small demo set has some): its address and title. */
async function anOffer(page: Page): Promise<{ hash: string; title: string }> {
  await page.goto('/es/empleo')
  const link = page.getByRole('main').getByRole('article').first().getByRole('link').first()
  const href = (await link.getAttribute('href')) ?? ''
  const hash = /\/es\/empleo\/([\w-]+)$/.exec(href)?.[1]
  if (!hash) throw new Error(`no offer on the jobs landing (${href})`)
  return { hash, title: ((await link.textContent()) ?? '').trim() }
}

test.describe('Catalan addresses', () => {
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context, ALUMNI_URL)
  })

  test('each localized page has its Catalan address; the other languages’ segments under /ca are a 404', async ({
    page,
  }) => {
    for (const path of ['/ca/comunitat', '/ca/grups', '/ca/ocupacio', '/ca/news', '/ca/info/privacy']) {
      expect((await page.goto(path))?.status(), path).toBe(200)
      await expect(html(page), path).toHaveAttribute('lang', 'ca')
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privadesa')
    for (const path of ['/ca/comunidad', '/ca/community', '/ca/empleo', '/ca/workgroups', '/es/comunitat']) {
      expect((await page.goto(path))?.status(), path).toBe(404)
      // The 404 page is @egresa/ui's: already in Catalan under /ca, in Spanish under /es.
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        path.startsWith('/ca') ? 'No s’ha trobat la pàgina' : 'Página no encontrada',
      )
    }
    await expectAccessible(page)
  })

  test('/ sends a Catalan browser to /ca', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ca-ES', baseURL })
    await acceptConsent(context, ALUMNI_URL)
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/ca$/)
    await expect(html(page)).toHaveAttribute('lang', 'ca')
    await context.close()
  })

  test('a person switches to Catalan on an offer’s page and stays on that offer', async ({
    page,
    context,
  }) => {
    const offer = await anOffer(page)
    await page.goto(`/es/empleo/${offer.hash}`)
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible()
    await page.getByRole('link', { name: 'Català' }).first().click()

    await expect(page).toHaveURL(`${ALUMNI_URL}/ca/ocupacio/${offer.hash}`)
    await expect(html(page)).toHaveAttribute('lang', 'ca')
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible()
    // The choice is remembered for `/`.
    const cookies = await context.cookies(ALUMNI_URL)
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('ca')
    // The switcher now offers the other two, at the offer's address in each.
    const languages = page.getByRole('navigation', { name: 'Idioma' }).first()
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      `/es/empleo/${offer.hash}`,
    )
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      `/en/jobs/${offer.hash}`,
    )
    await expect(languages.getByRole('link', { name: 'Català' })).toHaveCount(0)

    // Loaded afresh, the server's page is the Catalan one: language, canonical, alternates, preview.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible()
    const head = page.locator('head')
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ALUMNI_URL}/ca/ocupacio/${offer.hash}`,
    )
    for (const [lang, path] of [
      ['es', `/es/empleo/${offer.hash}`],
      ['en', `/en/jobs/${offer.hash}`],
      ['ca', `/ca/ocupacio/${offer.hash}`],
      ['x-default', `/es/empleo/${offer.hash}`],
    ]) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        `${ALUMNI_URL}${path}`,
      )
    }
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ca_ES')
    const data = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: offer.title,
      url: `${ALUMNI_URL}/ca/ocupacio/${offer.hash}`,
    })
    await page.goto('/')
    await expect(page).toHaveURL(/\/ca$/)
  })

  test('a language’s catalog loads only when it is used: a Spanish page fetches no Catalan one', async ({
    page,
  }) => {
    // A text of @egresa/ui that only the Catalan catalogs carry ("Iniciar sesión" in Catalan).
    const catalan = 'Inicia la sessió'
    const scripts: Response[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response)
    })
    await page.goto('/es/login')
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const bodies = await Promise.all(scripts.map((r) => r.text().catch(() => '')))
    expect(bodies.some((body) => body.includes(catalan))).toBe(false)

    scripts.length = 0
    await page.getByRole('link', { name: 'Català' }).first().click()
    await expect(page.getByRole('button', { name: catalan })).toBeVisible()
    await expect(page).toHaveURL(/\/ca\/login$/)
    const after = await Promise.all(scripts.map((r) => r.text().catch(() => '')))
    expect(after.some((body) => body.includes(catalan))).toBe(true)
  })
})

test('a member signs in, reads the news and applies to an offer, in Catalan', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const title = `Tècnica de laboratori ${run}`
  const company = await demoCompany(request)
  const hash = await company.publish({
    title,
    workstation: 'Laboratori de química',
    description: 'Anàlisi de mostres al laboratori de la facultat.',
  })
  // A browser in Catalan: the portal greets it in Catalan.
  const context = await browser.newContext({ locale: 'ca-ES', baseURL })
  await acceptConsent(context, ALUMNI_URL)
  const page = await context.newPage()
  try {
    await test.step('sign in with @egresa/ui’s Catalan form, and land on the news in Catalan', async () => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/ca$/)
      await page.goto('/ca/login')
      await expect(html(page)).toHaveAttribute('lang', 'ca')
      await expectAccessible(page)
      await page.getByLabel(/correu electrònic/i).fill(DEMO.premium)
      await page.getByLabel(/^contrasenya/i).fill(PASSWORD)
      await page.getByRole('button', { name: 'Inicia la sessió' }).click()
      await expect(page).toHaveURL(`${ALUMNI_URL}/ca/news`)
      await expect(html(page)).toHaveAttribute('lang', 'ca')
      await expect(page.getByRole('heading', { level: 1, name: 'Notícies i esdeveniments' })).toBeVisible()
    })

    await test.step('open an article: its Spanish text is marked lang="es" on the Catalan page', async () => {
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards.first()).toBeVisible()
      // Articles are written in Spanish and English: on a Catalan page their texts are Spanish, and say so.
      await expect(cards.first().getByRole('heading')).toHaveAttribute('lang', 'es')
      const link = cards.first().getByRole('heading').getByRole('link')
      const headline = ((await link.textContent()) ?? '').trim()
      await link.click()
      await expect(page).toHaveURL(/\/ca\/news\/[\w-]+$/)
      await expect(page.getByRole('heading', { level: 1, name: headline })).toHaveAttribute('lang', 'es')
      await expect(page.locator('head link[hreflang="ca"]')).toHaveAttribute('href', page.url())
      await expectAccessible(page)
    })

    await test.step('apply to an offer from its Catalan page, after confirming', async () => {
      await page.goto(`/ca/ocupacio/${hash}`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(html(page)).toHaveAttribute('lang', 'ca')
      const panel = page.getByRole('region', { name: 'Candidatura' })
      const apply = panel.getByRole('button', { name: 'Inscriu-te' })
      await expect(apply).toBeVisible()
      await expectAccessible(page)
      await apply.click()
      const dialog = page.getByRole('alertdialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Cancel·la' })).toBeVisible()
      const confirm = dialog.getByRole('button', { name: 'Inscriu-te' })
      await expectAccessible(page)
      const applied = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/usr/jobs/${hash}/application`),
      )
      await confirm.click()
      expect((await applied).status()).toBeLessThan(300)
      // The panel now shows the application: its date (a Catalan date) and its status.
      await expect(panel.locator('dl')).toBeVisible()
      await expect(panel.locator('dl')).toContainText(
        new Intl.DateTimeFormat('ca-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()),
      )
    })

    await test.step('find it among the offers applied to, at its Catalan address', async () => {
      await page.goto('/ca/user/jobs/subscribed')
      await expect(html(page)).toHaveAttribute('lang', 'ca')
      const row = page.getByRole('article').filter({ hasText: new RegExp(escapeRegExp(title)) })
      await expect(row).toBeVisible()
      await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/ca/ocupacio/${hash}`)
      await expectAccessible(page)
    })
  } finally {
    await context.close()
    // Closing and deleting the offer takes its application with it: the shared account is as it was.
    await company.remove(hash)
    await company.signOut()
  }
})

test.describe('axe, with lang="ca"', () => {
  for (const [app, origin, paths] of [
    [
      'alumni',
      ALUMNI_URL,
      ['/ca', '/ca/news', '/ca/ocupacio', '/ca/comunitat', '/ca/grups', '/ca/services', '/ca/info/privacy'],
    ],
    ['company', COMPANY_URL, ['/ca', '/ca/login', '/ca/register', '/ca/info/legal-notice']],
  ] as const) {
    test(`${app}: the main public pages in Catalan`, async ({ page, context }) => {
      await acceptConsent(context, origin)
      for (const path of paths) {
        expect((await page.goto(`${origin}${path}`))?.status(), path).toBe(200)
        await expect(html(page), path).toHaveAttribute('lang', 'ca')
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
        await expectAccessible(page)
      }
    })
  }
})
