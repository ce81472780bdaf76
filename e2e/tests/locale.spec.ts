import { expect, test } from '@playwright/test'
import { acceptConsent, expectAccessible } from './fixtures'

/** The base URL of the project (playwright.config.ts sets one for every project). */
function base(url: string | undefined): string {
  if (!url) throw new Error('No baseURL in playwright.config.ts')
  return url
}

test.describe('locale redirect', () => {
  test('/ goes to /es for a Spanish browser', async ({ page, context, baseURL }) => {
    await acceptConsent(context, base(baseURL))
    const response = await page.request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'es-ES,es;q=0.9' },
    })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/es')
    await page.goto('/')
    await expect(page).toHaveURL(/\/es$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })

  test('/ goes to /en for an English browser', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-GB', baseURL })
    await acceptConsent(context, base(baseURL))
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('the i18n_redirected cookie wins over the browser language', async ({ page, context, baseURL }) => {
    await acceptConsent(context, base(baseURL))
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: base(baseURL) }])
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
  })
})

test('the language switcher keeps the current page', async ({ page, context, baseURL }) => {
  await acceptConsent(context, base(baseURL))
  await page.goto('/es/info/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacidad/i)
  await page
    .getByRole('link', { name: /english/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/info\/privacy$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i)
  await page
    .getByRole('link', { name: /español/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/es\/info\/privacy$/)
  await expectAccessible(page)
})

test('an unknown path answers 404 with the 404 page, in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptConsent(context, base(baseURL))
  const es = await page.goto('/es/esta-pagina-no-existe')
  expect(es?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/página no encontrada/i)
  await expectAccessible(page)
  await page.getByRole('link', { name: /volver al inicio/i }).click()
  await expect(page).toHaveURL(/\/es$/)

  const en = await page.goto('/en/this/does/not/exist')
  expect(en?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/page not found/i)
})
