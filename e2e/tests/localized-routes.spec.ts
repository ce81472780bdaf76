import { expect, test } from '@playwright/test'
import { acceptConsent, DEMO, PASSWORD } from './fixtures'

test('a localized page has its own address in each language, and the other language’s segment is a 404', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptConsent(context, baseURL ?? '')
  await page.goto('/es/news')
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Grupos' }).click()
  await expect(page).toHaveURL(/\/es\/grupos$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grupos de trabajo')
  await page
    .getByRole('link', { name: /english/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/workgroups$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workgroups')

  // Loaded afresh, each address is the page in its language; the other language's segment is not a page.
  expect((await page.goto('/en/community'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community')
  for (const [path, title] of [
    ['/en/comunidad', /page not found/i],
    ['/es/community', /página no encontrada/i],
    ['/es/workgroups', /página no encontrada/i],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
})

test('a guest asked to sign in on a person’s page comes back to its Spanish address', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptConsent(context, baseURL ?? '')
  await page.goto('/es/comunidad/nadie?page=2')
  await expect(page).toHaveURL(
    `${baseURL}/es/login?redirect=${encodeURIComponent('/es/comunidad/nadie?page=2')}`,
  )
  await page.getByLabel(/correo electrónico/i).fill(DEMO.free)
  await page.getByLabel(/contraseña/i).fill(PASSWORD)
  await page.getByRole('button', { name: /iniciar sesión/i }).click()
  await expect(page).toHaveURL(`${baseURL}/es/comunidad/nadie?page=2`)
  // Nobody has that address: the person page answers with the 404 page, at the address asked for.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/página no encontrada/i)
})
