import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { API_KEY } from './accounts-support'
import { acceptConsent, DEMO, PASSWORD } from './fixtures'
import { ALUMNI_URL } from './urls'

// "Finish what sent me to sign in": a guest's click on Save (an article) or Follow (a group) goes to the login
// page carrying the action; once signed in the action is done, a toast says so, and the person is back on the
// page, which shows the new state. Sessions are shared with other journeys, so each test undoes what it did.

const SEVILLA = {
  es: '/es/news/encuentro-de-antiguos-alumnos-en-sevilla-14',
  title: /Encuentro de antiguos alumnos en Sevilla/,
}

async function signInHere(page: Page, email: string) {
  await page.getByLabel(/correo electrónico/i).fill(email)
  await page.getByLabel(/contraseña/i).fill(PASSWORD)
  await page.getByRole('button', { name: /iniciar sesión|entrar/i }).click()
}

/**
 * A published public group for the demo Premium member to follow: one they do not follow if there is one,
 * or else one they are made to leave first through the API (`wasFollowing`: the test follows it again).
 */
async function groupToFollow(
  request: APIRequestContext,
): Promise<{ slug: string; name: string; wasFollowing: boolean }> {
  const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }
  const deviceId = `e2e-action-${Date.now()}`
  const login = await request.post('/usr/login', {
    headers,
    data: { email: DEMO.premium, password: PASSWORD, deviceId, deviceType: 2, push: null },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const auth = { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
  const list = await request.get('/api/workgroups', { headers: auth, params: { type: 'PUBLIC' } })
  expect(list.status()).toBe(200)
  const { items } = (await list.json()) as {
    items: { hash: string; slug: string; name: string; status: string; membership: { role: string } | null }[]
  }
  const published = items.filter((g) => g.status === 'PUBLISHED')
  const free = published.find((g) => g.membership === null)
  const followed = published.find((g) => g.membership?.role === 'FOLLOWER')
  const group = free ?? followed
  if (!group) throw new Error('no public group the demo Premium member could follow')
  if (!free) {
    const left = await request.patch(`/api/workgroups/${group.hash}/subscribe`, {
      headers: auth,
      data: { subscribed: false },
    })
    expect(left.status()).toBe(200)
  }
  await request.get('/usr/users/logout', { headers: auth })
  return { slug: group.slug, name: group.name, wasFollowing: !free }
}

test.describe('a guest who signs in for an action', () => {
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context, ALUMNI_URL)
  })

  test('saves the article they clicked Save on, and is back on it', async ({ page }) => {
    await page.goto(SEVILLA.es)
    await page.getByRole('link', { name: /^Guardar/ }).click()
    await expect(page).toHaveURL(/\/es\/login\?redirect=%2Fes%2Fnews%2F[^&]+&action=save-article%3A/)
    await expect(page.getByRole('status').filter({ hasText: 'guardaremos el artículo' })).toBeVisible()
    await signInHere(page, DEMO.free)

    await expect(page).toHaveURL(`${ALUMNI_URL}${SEVILLA.es}`)
    await expect(page.getByText('Artículo guardado')).toBeVisible()
    const saved = page.getByRole('button', { name: /^Guardado/ })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    // It is in the saved articles; then undone, for the other journeys sharing the account.
    await page.goto('/es/user/articles/saved')
    const list = page.getByRole('region', { name: 'Resultados' }).getByRole('article')
    await expect(list.filter({ hasText: SEVILLA.title })).toHaveCount(1)
    await list
      .filter({ hasText: SEVILLA.title })
      .getByRole('button', { name: /^Guardado/ })
      .click()
    await expect(list.filter({ hasText: SEVILLA.title })).toHaveCount(0)
  })

  test('follows the group they wanted to follow, and is back on it', async ({ page, request }) => {
    const group = await groupToFollow(request)
    await page.goto(`/es/grupos/${group.slug}`)
    const panel = page.getByRole('region', { name: 'Participa' })
    await panel.getByRole('link', { name: 'Inicia sesión' }).click()
    await expect(page).toHaveURL(/\/es\/login\?redirect=[^&]+&action=follow-workgroup%3A/)
    await signInHere(page, DEMO.premium)

    await expect(page).toHaveURL(`${ALUMNI_URL}/es/grupos/${group.slug}`)
    await expect(page.getByText('Ahora sigues este grupo')).toBeVisible()
    await expect(panel.getByText('Sigues este grupo')).toBeVisible()
    // Undone, unless the member followed it before the test.
    if (!group.wasFollowing) {
      await panel.getByRole('button', { name: 'Dejar de seguir' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Dejar de seguir' }).click()
      await expect(panel.getByRole('button', { name: 'Seguir el grupo' })).toBeVisible()
    }
  })

  test('an action that is not on the list is ignored: signing in only goes back', async ({ page }) => {
    const back = encodeURIComponent(SEVILLA.es)
    await page.goto(`/es/login?redirect=${back}&action=delete-account%3Aabc`)
    await expect(page.getByRole('status').filter({ hasText: 'Cuando entres' })).toHaveCount(0)
    await signInHere(page, DEMO.free)
    await expect(page).toHaveURL(`${ALUMNI_URL}${SEVILLA.es}`)
    await expect(page.getByRole('button', { name: /^Guardar/ })).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByText('Artículo guardado')).toHaveCount(0)
  })
})
