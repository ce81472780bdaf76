import { expect, type Page, test } from '@playwright/test'

const password = 'Egresa-demo-2026'

/** The cookie consent of @egresa/ui shows on a first visit; declining closes it. */
async function declineCookies(page: Page, name: RegExp) {
  const consent = page.getByRole('dialog')
  await expect(consent).toBeVisible()
  await consent.getByRole('button', { name }).click()
  await expect(consent).toBeHidden()
}

test('renders in Spanish, switches to English and signs in against the portal', async ({ page }) => {
  await page.goto('/es')
  // @egresa/ui's own Spanish messages (its catalog, loaded into the app's Lingui instance).
  await expect(page.getByRole('dialog')).toContainText('Tu privacidad')
  await declineCookies(page, /^Rechazar$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Antiguos alumnos de la Universidad de Ejemplo',
  )
  await expect(page.getByRole('contentinfo')).toContainText('Política de privacidad')
  // GET /api/init through the api-client's Query options, via the preview server's proxy.
  await expect(page.getByTestId('visitor')).toHaveText('No has iniciado sesión.')

  // The header's language switcher (@egresa/ui) goes to the same page in English.
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Example University alumni')
  await expect(page.getByRole('contentinfo')).toContainText('Privacy policy')
  await expect(page.getByRole('contentinfo')).not.toContainText('Política de privacidad')

  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
  const form = page.locator('form')
  // The form's own check (@egresa/ui with @egresa/validators' messages), in English, before any request.
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(form).toContainText('E-mail')
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')

  // A wrong password: the portal's message, in the language the api-client sent (Accept-Language).
  await page.getByLabel('E-mail').fill('alumni.free@demo.egresa.test')
  await page.getByLabel('Password').fill('not-the-password')
  await form.getByRole('button', { name: 'Sign in' }).click()
  const failure = page.getByRole('alert')
  await expect(failure).toBeVisible()
  await expect(failure).not.toHaveText('')
  await expect(page).toHaveURL(/\/en\/login$/)

  await page.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en$/)
  // The toast (@egresa/ui's Toaster) and what /api/init and /usr/users/me now say.
  await expect(page.getByText('You are signed in.')).toBeVisible()
  const visitor = page.getByTestId('visitor')
  await expect(visitor).toContainText('Hello, ')
  await expect(visitor).toContainText('Role: alumniFreemium')
  await expect(visitor).toContainText(/Permissions: [1-9]\d*/)
  await expect(page.getByRole('banner')).toContainText('alumni.free@demo.egresa.test')

  // Back to Spanish, still signed in; then out through the user menu.
  await page.getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(/\/es$/)
  await expect(page.getByTestId('visitor')).toContainText('Rol: alumniFreemium')
  await page.getByRole('button', { name: /alumni\.free@demo\.egresa\.test/ }).click()
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  await expect(page.getByTestId('visitor')).toHaveText('No has iniciado sesión.')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
})

test("the theme and the components' Tailwind classes apply, on a desktop and on a phone", async ({
  page,
}) => {
  await page.goto('/es')
  await declineCookies(page, /^Rechazar$/)
  const menuButton = page.getByRole('button', { name: 'Menú', exact: true })
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  // `lg:hidden` and `lg:block` come from @egresa/ui's own markup: generated only if Tailwind read its files.
  await expect(menuButton).toBeHidden()
  await expect(menu).toBeVisible()
  // The university's colour, set once in the app's @theme over Egresa's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(31, 58, 95)')
  await expect(page.locator('body')).toHaveCSS('font-family', 'Arial, Helvetica, sans-serif')
  // Its logo in the header instead of Egresa's wordmark.
  const logo = page.getByRole('banner').locator('.egresa-logo')
  await expect(logo).toHaveCSS('background-image', /\/logo\.svg/)
  await expect(logo.locator('.egresa-logo-wordmark')).toHaveCSS('visibility', 'hidden')

  await page.setViewportSize({ width: 375, height: 740 })
  await expect(menuButton).toBeVisible()
  await expect(menu).toBeHidden()
  await menuButton.click()
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Titulaciones' }).click()
  await expect(page).toHaveURL(/\/es\/programmes$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Titulaciones')
})

test('the filter bar and the pagination keep the list in the address', async ({ page }) => {
  await page.goto('/es/programmes')
  await declineCookies(page, /^Rechazar$/)
  await expect(page.getByRole('status').filter({ hasText: 'titulaciones' })).toHaveText('12 titulaciones')
  const pages = page.getByRole('navigation', { name: 'Paginación' })
  await expect(pages.getByRole('link')).toHaveCount(4) // 1, 2, 3 and "next"
  await pages.getByRole('link', { name: 'Página 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('listitem').filter({ hasText: 'Ingeniería Eléctrica' })).toBeVisible()

  const filters = page.getByRole('search', { name: 'Filtrar las titulaciones' })
  await filters.getByLabel('Buscar').fill('ingeniería')
  // The filter waits its delay, then goes back to page 1.
  await expect(page).toHaveURL(/text=ingenier%C3%ADa/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByRole('status').filter({ hasText: 'titulaciones' })).toHaveText('4 titulaciones')
  await expect(pages).toBeHidden()
  await filters.getByLabel('Rama').selectOption('arts')
  await expect(page.getByText('Ninguna titulación coincide con los filtros.')).toBeVisible()
  await filters.getByRole('button', { name: 'Borrar los filtros' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'titulaciones' })).toHaveText('12 titulaciones')
})

test('a form checks with @egresa/validators in the page language', async ({ page }) => {
  await page.goto('/en/bank-details')
  await declineCookies(page, /^(Decline|Reject)$/)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The Account holder field is required')).toBeVisible()

  await page.getByLabel('Account holder').fill('Ada Lovelace')
  await page.getByLabel('DNI').fill('12345678A') // the letter of 12345678 is Z
  await page.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1333') // one digit off
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByLabel('DNI')).toHaveAttribute('aria-invalid', 'true')
  // The right shape with the wrong letter: the message says the letter is what to check.
  await expect(
    page.getByText(
      'The DNI field is not valid: the letter does not match the DNI numbers (check the letter and the digits)',
    ),
  ).toBeVisible()
  await expect(
    page.getByText('The IBAN field must be a valid IBAN (e.g. ES91 2100 0418 4502 0005 1332)'),
  ).toBeVisible()

  await page.getByLabel('DNI').fill('12345678z')
  await page.getByLabel('IBAN').fill('es91 2100 0418 4502 0005 1332')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Details saved: ES91 2100 0418 4502 0005 1332')).toBeVisible()
  await expect(page.getByLabel('IBAN')).not.toHaveAttribute('aria-invalid', 'true')

  // The same form in Spanish: the validators' Spanish messages.
  await page.getByRole('link', { name: 'Español' }).click()
  await page.getByLabel('IBAN').fill('ES00')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(
    page.getByText('El campo IBAN debe ser un IBAN válido (p. ej. ES91 2100 0418 4502 0005 1332)'),
  ).toBeVisible()
})

test('an unknown address shows the error page of @egresa/ui', async ({ page }) => {
  const response = await page.goto('/en/nowhere')
  expect(response?.ok()).toBe(true) // the preview server serves the app; the app draws the 404 page
  await declineCookies(page, /^(Decline|Reject)$/)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await page.getByRole('main').getByRole('link').click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Example University alumni')
})
