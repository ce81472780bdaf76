import { expect, test } from '@playwright/test'
import { acceptConsent, expectAccessible } from './fixtures'
import { ALUMNI_URL, COMPANY_URL } from './urls'

// Issue 12: the info pages and the services home come from the content service (content/{locale}/...),
// rendered by the server, in both languages, on both apps.

test.beforeEach(async ({ context }) => {
  await acceptConsent(context, ALUMNI_URL)
  await acceptConsent(context, COMPANY_URL)
})

test('content: the privacy page and the accessibility statement, in Spanish and English', async ({
  page,
}) => {
  await page.goto('/es/info/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad')
  await expect(page.getByRole('heading', { level: 2, name: 'Tus derechos' })).toBeVisible()
  await expect(page.getByText(/Última actualización: 1 de noviembre de 2026/)).toBeVisible()
  await expect(page).toHaveTitle(/Política de privacidad/)
  await expectAccessible(page)

  await page.goto('/en/info/accessibility')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement')
  await expect(page.getByRole('heading', { level: 2, name: 'Enforcement procedure' })).toBeVisible()
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Royal Decree 1112\/2018/)
  await expectAccessible(page)

  // The footer leads to each info page; the cookie policy's table is a real table.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click()
  await expect(page).toHaveURL(/\/en\/info\/legal-notice$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal notice')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' }).click()
  await expect(page.getByRole('row', { name: /deviceId/ })).toBeVisible()
  await expectAccessible(page)

  await page.goto('/es/info')
  await expect(page.getByRole('link', { name: 'Ventajas Premium' })).toBeVisible()
  await page.getByRole('link', { name: 'Declaración de accesibilidad' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaración de accesibilidad')
  await expect(page.getByRole('heading', { name: 'Procedimiento de aplicación' })).toBeVisible()
  await expectAccessible(page)
})

test('content: the legal notice, the association and the accessibility pages name the configured university', async ({
  page,
}) => {
  // playwright.config.ts sets the UNIVERSITY_* variables.
  for (const locale of ['es', 'en']) {
    for (const slug of ['legal-notice', 'association', 'accessibility']) {
      await page.goto(`/${locale}/info/${slug}`)
      const main = page.getByRole('main')
      await expect(main).toContainText('Universidad del Ensayo')
      await expect(main).toContainText('alumni@ensayo.example')
      expect(await main.textContent(), `${locale}/${slug}`).not.toMatch(/\[|\{\{|UNIVERSITY_/)
    }
    await page.goto(`/${locale}/info/legal-notice`)
    for (const value of ['Q4618001D', 'Plaza del Rectorado, 3, 46010 Valencia', '+34 961 234 567']) {
      await expect(page.getByRole('main')).toContainText(value)
    }
  }
})

test('content: an info page is in the server’s HTML, without JavaScript, on the company app too', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await acceptConsent(context, COMPANY_URL)
  const page = await context.newPage()
  const response = await page.goto(`${COMPANY_URL}/es/info/accessibility`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaración de accesibilidad')
  await expect(page.getByRole('heading', { name: 'Situación de cumplimiento' })).toBeVisible()
  await expect(page).toHaveTitle(/Declaración de accesibilidad/)
  const benefits = await page.goto(`${ALUMNI_URL}/en/info/benefits`)
  expect(benefits?.status()).toBe(200)
  await expect(page.getByText('50 euros a year.')).toBeVisible()
  await context.close()
})

test('content: an unknown info page is the 404 page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/es/info/no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/no (existe|encontr)/i)
  const company = await page.goto(`${COMPANY_URL}/en/info/..%2F..%2Fpackage`)
  expect(company?.status()).toBe(404)
})

test('content: the consent modal’s link opens the cookie policy', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${ALUMNI_URL}/es`)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: /política de cookies/i }).click()
  await expect(page).toHaveURL(/\/es\/info\/cookies$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de cookies')
  await context.close()
})

test('content: the services home lists the links by group and follows one', async ({ page }) => {
  await page.goto('/es/services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicios')
  for (const group of ['Mi cuenta', 'Estudios', 'Herramientas', 'Campus'])
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('listitem')).toHaveCount(19)
  // Every service on another site opens in a new tab, and says so; the portal's own profile stays in this one.
  for (const name of [/Nube/, /Biblioteca/]) {
    const service = main.getByRole('link', { name })
    await expect(service).toHaveAttribute('target', '_blank')
    await expect(service).toHaveAccessibleName(/se abre en una pestaña nueva/)
    await expect(service.locator('svg[aria-hidden="true"]').last()).toBeVisible()
  }
  await expect(main.getByRole('link', { name: /Biblioteca/ })).toHaveAttribute(
    'href',
    'https://biblioteca.universidad.example/',
  )
  await expect(main.getByRole('link', { name: /Perfil/ })).not.toHaveAttribute('target', /.+/)
  await expectAccessible(page)

  // The profile link is the app's own page (a guest is asked to sign in first).
  await main.getByRole('link', { name: /Perfil/ }).click()
  await expect(page).toHaveURL(/\/es\/(usuario|user)\/(perfil|profile)|\/es\/(login|entrar)/)

  await page.goto('/en/services')
  await expect(page.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Virtual labs/ })).toBeVisible()
  await expectAccessible(page)
})
