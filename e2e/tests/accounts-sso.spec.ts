import { expect, test } from '@playwright/test'
import { openUserMenu } from './accounts-support'
import { acceptConsent, DEMO, PASSWORD } from './fixtures'
import { ALUMNI_URL } from './urls'

// The university single sign-on through the development OpenID provider the API mounts at /_dev/oidc
// (docs/sso.md): the real protocol, in the browser.

test('an alumni signs in with the university account and signs out of both', async ({ page, context }) => {
  await acceptConsent(context, ALUMNI_URL)
  await page.goto('/es/login')
  await page.getByRole('button', { name: 'Usar mi cuenta de la universidad' }).click()
  await expect(page).toHaveURL(/\/_dev\/oidc\//)
  await page.getByLabel('Correo electrónico universitario').fill(DEMO.free)
  await page.getByLabel('Contraseña').fill(PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()

  await expect(page).toHaveURL(/\/es\/news$/)
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? ''
  const deviceId = (await context.cookies()).find((c) => c.name === 'deviceId')?.value ?? ''
  expect(token).toBeTruthy()
  await openUserMenu(page, DEMO.free)
  await page.getByRole('menuitem', { name: /cerrar sesión/i }).click()
  await expect(page).toHaveURL(/\/es\/login$/, { timeout: 15_000 })
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
  const after = await page.request.get('/usr/users/me', {
    headers: {
      'X-Api-Key': 'egresa-dev-public-key',
      'X-Token': token,
      'X-Device-Id': deviceId,
      'Accept-Language': 'es',
    },
  })
  expect(after.status()).toBe(401)

  // The university session ended too: the provider asks for the password again.
  await page.getByRole('button', { name: 'Usar mi cuenta de la universidad' }).click()
  await expect(page.getByLabel('Correo electrónico universitario')).toBeVisible()
})

test('a first university sign-in creates an account that waits for the alumni office (en)', async ({
  page,
  context,
}) => {
  await acceptConsent(context, ALUMNI_URL)
  await page.goto('/en/login')
  await page.getByRole('button', { name: 'Use my university account' }).click()
  await page.getByLabel('University e-mail address').fill('maria.lopez@alumni.uni.test')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/success/)
  await expect(page.getByRole('heading', { level: 1, name: /could not sign/i })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(/verif/i)
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
})
