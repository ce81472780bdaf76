import { expect, test } from '@playwright/test'
import { acceptConsent, DEMO, expectAccessible, PASSWORD, storageStateOf } from './fixtures'
import { waitForMail } from './mailbox'
import { ALUMNI_URL } from './urls'

// News and events (spec sections 2, 5 and 6) on the small demo set: the list with its filters in the
// address, an article with its structured data in each language, saving and signing up to events, and the
// home page. Sessions are shared with other journeys, so whatever a test saves or signs up to it undoes.

const SEVILLA = {
  es: '/es/news/encuentro-de-antiguos-alumnos-en-sevilla-14',
  title: /Encuentro de antiguos alumnos en Sevilla/,
}
const REPORT = {
  es: '/es/news/la-facultad-de-ciencias-publica-el-informe-de-insercion-laboral-8',
  en: '/en/news/the-faculty-of-science-publishes-its-graduate-employment-report-8',
}

test.describe('a guest', () => {
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context, ALUMNI_URL)
  })

  test('browses the news, filters by text and by month, and opens an article', async ({ page }) => {
    await page.goto('/es/news')
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias y eventos' })).toBeVisible()
    const results = page.getByRole('region', { name: 'Resultados' })
    await expect(results.getByRole('article')).toHaveCount(9)
    await expect(page.getByRole('navigation', { name: 'Páginas de artículos' })).toBeVisible()
    await expectAccessible(page)

    await page.getByLabel('Buscar').fill('Sevilla')
    await expect(page).toHaveURL(/[?&]text=Sevilla/)
    await expect(results.getByRole('article')).toHaveCount(1)
    await expect(results.getByRole('heading', { name: SEVILLA.title })).toBeVisible()

    // A month the list has (the demo's events are dated from the day it was seeded): the first one's, in
    // the university's time zone.
    await page.getByLabel('Buscar').fill('')
    await expect(results.getByRole('article')).toHaveCount(9)
    const dated = await results.getByRole('article').first().locator('time').first().getAttribute('datetime')
    const month = new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Europe/Madrid' }).format(
      new Date(dated ?? ''),
    )
    await page.getByLabel('Mes').selectOption(month)
    await expect(page).toHaveURL(new RegExp(`[?&]month=${month}(&|$)`))
    await expect(page).not.toHaveURL(/text=/)
    // The previous page stays in view while the next loads: count once the list is no longer busy.
    await expect(results).toHaveAttribute('aria-busy', 'false')
    const count = await results.getByRole('article').count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(9)

    await page.getByLabel('Buscar').fill('zzzz nada qqqq')
    await expect(page.getByText('Ningún resultado coincide con estos filtros.')).toBeVisible()
    await page
      .getByRole('region', { name: 'Resultados' })
      .getByRole('button', { name: 'Borrar los filtros' })
      .click()
    await expect(results.getByRole('article')).toHaveCount(9)

    const first = results.getByRole('article').first().getByRole('heading').getByRole('link')
    const title = (await first.textContent()) ?? ''
    await first.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectAccessible(page)
  })

  test('reads an article in English, switches to Spanish and lands on the Spanish slug', async ({ page }) => {
    await page.goto(REPORT.en)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Faculty of Science/)
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(data).toMatchObject({ '@type': 'NewsArticle', headline: expect.stringMatching(/Faculty/) })
    await expect(page.locator('link[hreflang="es"]')).toHaveAttribute('href', `${ALUMNI_URL}${REPORT.es}`)
    // The switcher links straight to the Spanish slug: nothing asked for the English slug in Spanish.
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    const missing: string[] = []
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`)
    })
    const switcher = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' })
    await expect(switcher).toHaveAttribute('href', REPORT.es)
    // Articles have no Catalan text: the Catalan page reads the Spanish one, at its slug.
    await expect(
      page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Català' }),
    ).toHaveAttribute('href', REPORT.es.replace(/^\/es\//, '/ca/'))
    await switcher.click()
    await expect(page).toHaveURL(`${ALUMNI_URL}${REPORT.es}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Facultad de Ciencias/)
    expect(missing).toEqual([])
    expect(errors).toEqual([])
  })

  test('is sent to sign in when saving, and comes back to the article, saved', async ({ page }) => {
    await page.goto(SEVILLA.es)
    await page.getByRole('link', { name: /^Guardar/ }).click()
    await expect(page).toHaveURL(
      /\/es\/login\?redirect=%2Fes%2Fnews%2Fencuentro-de-antiguos-alumnos-en-sevilla-14/,
    )
    await page.getByLabel(/correo electrónico/i).fill(DEMO.free)
    await page.getByLabel(/contraseña/i).fill(PASSWORD)
    await page.getByRole('button', { name: /iniciar sesión|entrar/i }).click()
    await expect(page).toHaveURL(`${ALUMNI_URL}${SEVILLA.es}`)
    // The save that sent them to sign in is done (sign-in-action.spec.ts); undone for the other journeys.
    const saved = page.getByRole('button', { name: /^Guardado/ })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await saved.click()
    await expect(page.getByRole('button', { name: /^Guardar/ })).toHaveAttribute('aria-pressed', 'false')
  })

  test("downloads an event's calendar file from its page", async ({ page }) => {
    await page.goto(SEVILLA.es)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Añadir a mi calendario (.ics)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.ics$/)
    const text = await (await file.createReadStream()).toArray()
    const ics = Buffer.concat(text).toString('utf8')
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(/SUMMARY:Encuentro de antiguos alumnos en Sevilla/)
  })

  test('meets the 404 page for an unknown article', async ({ page }) => {
    const response = await page.goto('/es/news/no-existe-este-articulo')
    expect(response?.status()).toBe(404)
  })

  test('sees the latest news and the agenda on the home page', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('article')).toHaveCount(3)
    const events = page.getByRole('region', { name: /Upcoming events|Diary/ })
    await expect(events.getByRole('article')).toHaveCount(3)
    await expect(events.getByRole('article').first().locator('time')).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an article page has its title, text and structured data in the HTML', async ({ page }) => {
    await page.goto(SEVILLA.es)
    await expect(page.getByRole('heading', { level: 1, name: SEVILLA.title })).toBeVisible()
    await expect(page.locator('.article-text')).not.toBeEmpty()
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(data).toMatchObject({ '@type': 'Event', name: expect.stringMatching(/Sevilla/) })
  })
})

test.describe('a free member', () => {
  test.use({ storageState: storageStateOf('free') })

  test('saves an article, finds it in saved articles, and meets the upgrade prompt on an event', async ({
    page,
  }) => {
    await page.goto(SEVILLA.es)
    await expect(page.getByRole('region', { name: 'La inscripción en los eventos es Premium' })).toBeVisible()
    const save = page.getByRole('button', { name: /^Guardar/ })
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    await expect(page.getByRole('button', { name: /^Guardado/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Artículo guardado')).toBeVisible()
    await expectAccessible(page)

    await page.goto('/es/user/articles/saved')
    await expect(page.getByRole('heading', { level: 1, name: 'Artículos guardados' })).toBeVisible()
    const saved = page.getByRole('region', { name: 'Resultados' }).getByRole('article')
    await expect(saved.filter({ hasText: SEVILLA.title })).toHaveCount(1)
    await expectAccessible(page)

    await saved
      .filter({ hasText: SEVILLA.title })
      .getByRole('button', { name: /^Guardado/ })
      .click()
    await expect(saved.filter({ hasText: SEVILLA.title })).toHaveCount(0)
  })
})

test.describe('a Premium member', () => {
  test.use({ storageState: storageStateOf('premium') })

  test('signs up to an event, sees how to complete it, gets the confirmation mail with the .ics, and withdraws', async ({
    page,
  }) => {
    await page.goto(SEVILLA.es)
    const panel = page.getByRole('region', { name: 'Inscripción' })
    const since = Date.now()
    await panel.getByRole('button', { name: 'Inscribirme' }).click()
    await expect(panel.getByText('Inscrito')).toBeVisible()
    await expect(panel.getByRole('link').first()).toBeVisible()
    await expectAccessible(page)

    const mail = await waitForMail(
      DEMO.premium,
      /^Te has inscrito en «Encuentro de antiguos alumnos en Sevilla»/,
      {
        since,
      },
    )
    expect(mail.text).toContain(`${ALUMNI_URL}${SEVILLA.es}`)
    const ics = mail.attachments.find((a) => a.contentType === 'text/calendar')
    expect(ics?.filename).toMatch(/\.ics$/)
    expect(ics?.content.replace(/\r\n[ \t]/g, '')).toMatch(/SUMMARY:Encuentro de antiguos alumnos en Sevilla/)
    await panel.getByRole('button', { name: 'Cancelar mi inscripción' }).click()
    await expect(panel.getByRole('button', { name: 'Inscribirme' })).toBeVisible()
  })
})
