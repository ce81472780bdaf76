import { expect, test } from '@playwright/test'
import { acceptConsent, DEMO, expectAccessible, PASSWORD, signIn } from './fixtures'
import { ALUMNI_URL, COMPANY_URL } from './urls'

test('a demo alumni signs in and out (es)', async ({ page, context }) => {
  await acceptConsent(context, ALUMNI_URL)
  await page.goto(`${ALUMNI_URL}/es/login`)
  await expectAccessible(page)
  await signIn(page, ALUMNI_URL, 'es', DEMO.free)
  await expect(page).toHaveURL(/\/es\/news$/)
  const me = await page.request.get(`${ALUMNI_URL}/healthz`)
  expect(me.ok()).toBe(true)
  await page.getByRole('button', { name: new RegExp(DEMO.free.replace(/\./g, '\\.'), 'i') }).click()
  await expect(page.getByText(/nº de socio|socio/i).first()).toBeVisible()
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? ''
  const deviceId = (await context.cookies()).find((c) => c.name === 'deviceId')?.value ?? ''
  expect(token).toBeTruthy()

  await page.getByRole('menuitem', { name: /cerrar sesión/i }).click()
  await expect(page).toHaveURL(/\/es\/login$/)
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
  // The server ended that session: the old token no longer opens the private area.
  const after = await page.request.get(`${ALUMNI_URL}/usr/users/me`, {
    headers: {
      'X-Api-Key': 'egresa-dev-public-key',
      'X-Token': token,
      'X-Device-Id': deviceId,
      'Accept-Language': 'es',
    },
  })
  expect(after.status()).toBe(401)
})

test('a members-only page sends a guest to the login page, a wrong password is explained, and the right one leads back (en)', async ({
  page,
  context,
}) => {
  await acceptConsent(context, ALUMNI_URL)
  await page.goto(`${ALUMNI_URL}/en/user/profile`)
  await expect(page).toHaveURL(/\/en\/login/)
  await page.getByLabel(/e-?mail/i).fill(DEMO.free)
  await page.getByLabel(/password/i).fill('not-the-password')
  await page.getByRole('button', { name: /sign in|log in/i }).click()
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
  await expect(page.getByLabel(/e-?mail/i)).toHaveValue(DEMO.free)
  // The right password then opens the page asked for, and signing out (in English) ends at the login page.
  await page.getByLabel(/password/i).fill(PASSWORD)
  await page.getByRole('button', { name: /sign in|log in/i }).click()
  await expect(page).toHaveURL(/\/en\/user\/profile$/)
  await page.getByRole('button', { name: new RegExp(DEMO.free.replace(/\./g, '\\.'), 'i') }).click()
  await page.getByRole('menuitem', { name: /sign out|log out/i }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
})

test('an account waiting for verification gets a clear message', async ({ page, context }) => {
  await acceptConsent(context, ALUMNI_URL)
  await signIn(page, ALUMNI_URL, 'es', DEMO.pending)
  await expect(page.getByText(/verific/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/es\/login$/)
})

test('a demo company user signs in and out of the company app', async ({ page, context }) => {
  await acceptConsent(context, COMPANY_URL)
  await page.goto(`${COMPANY_URL}/es/login`)
  await expectAccessible(page)
  await signIn(page, COMPANY_URL, 'es', DEMO.company)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.getByRole('button', { name: new RegExp(DEMO.company.replace(/\./g, '\\.'), 'i') }).click()
  await page.getByRole('menuitem', { name: /cerrar sesión/i }).click()
  await expect(page).toHaveURL(/\/es\/login$/)
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
})
