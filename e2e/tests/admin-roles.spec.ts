import { type APIRequestContext, expect, test } from '@playwright/test'
import { API_KEY } from './accounts-support'
import { signInOffice } from './admin-support'
import { DEMO, PASSWORD } from './fixtures'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office and the administrator in the office app: both work the queues; membership (members, renewals,
// card payments, the collection run) is the administrator's only, refused to the office by the API.

test.use({ baseURL: ADMIN_URL })

async function apiSession(request: APIRequestContext, email: string) {
  const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }
  const deviceId = `e2e-roles-${Date.now().toString(36)}`
  const login = await request.post(`${ALUMNI_URL}/usr/login`, {
    headers,
    data: { email, password: PASSWORD, deviceId, deviceType: 2, push: null },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
}

test('the office works the queues but membership is refused to it; the administrator reads it', async ({
  page,
  request,
}) => {
  await signInOffice(page, 'office')
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  await expect(menu.getByRole('link', { name: 'Cuentas' })).toBeVisible()
  await expect(menu.getByRole('link', { name: /socios|membres[ií]a|cobros/i })).toHaveCount(0)

  for (const [who, status] of [
    [DEMO.office, 403],
    [DEMO.admin, 200],
  ] as const) {
    const headers = await apiSession(request, who)
    for (const path of ['members', 'renewals', 'card-payments']) {
      const answer = await request.get(`${ALUMNI_URL}/usr/admin/membership/${path}`, { headers })
      expect(answer.status(), `${who} GET ${path}`).toBe(status)
    }
    await request.get(`${ALUMNI_URL}/usr/users/logout`, { headers })
  }
})

test('an account of another role is turned away at the office sign-in', async ({ page, context }) => {
  await context.addCookies([{ name: 'GDPR', value: 'accepted', domain: 'admin.localhost', path: '/' }])
  await page.goto('/es/login')
  await page.getByLabel(/correo electrónico/i).fill(DEMO.premium)
  await page.getByLabel(/contraseña/i).fill(PASSWORD)
  await page.getByRole('button', { name: /^iniciar sesión$/i }).click()
  await expect(page).toHaveURL(/\/es\/login/)
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible()
})
