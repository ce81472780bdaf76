import { type Browser, expect, type Page, test } from '@playwright/test'
import { acceptConsent, expectAccessible, type StoredRole, storageStateOf } from './fixtures'
import { ALUMNI_URL } from './urls'

// Private messages between the two demo alumni (docs/conversations.md): the Premium member (Javier) finds the
// free member (Lucía, who appears to other members in the demo set) in the directory and writes; she answers
// in another browser and he sees it without reloading; she blocks him and he can no longer write. Each
// person has a browser of their own, signed in once by auth.setup.ts. The block is lifted at the end, from
// her list of blocked people.

test.describe.configure({ mode: 'serial' })

const JAVIER = 'Javier Ruiz Navarro'
const LUCIA = 'Lucía Martín Pérez'

async function browserOf(browser: Browser, role: StoredRole): Promise<Page> {
  const context = await browser.newContext({ baseURL: ALUMNI_URL, storageState: storageStateOf(role) })
  await acceptConsent(context, ALUMNI_URL)
  return context.newPage()
}

async function openConversationWith(page: Page, name: string) {
  await page.goto('/es/user/conversations')
  await page.getByRole('article').filter({ hasText: name }).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

async function atPhoneWidth(page: Page, check: () => Promise<void>) {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 390, height: 844 })
  await check()
  if (size) await page.setViewportSize(size)
}

test('a Premium member writes from the directory; the answer arrives without reloading', async ({
  browser,
}) => {
  const javier = await browserOf(browser, 'premium')
  const lucia = await browserOf(browser, 'free')

  await javier.goto(`/es/comunidad/directory?text=${encodeURIComponent('Lucía Martín')}`)
  await javier.getByRole('link', { name: LUCIA }).first().click()
  await javier.getByRole('button', { name: `Escribir a ${LUCIA}` }).click()
  await expect(javier).toHaveURL(/\/es\/user\/conversations\/[\w-]+$/)
  await expect(javier.getByRole('heading', { level: 1, name: LUCIA })).toBeVisible()
  const hello = `Hola Lucía, ¿hablamos de la feria? ${Date.now()}`
  await javier.getByRole('textbox', { name: 'Tu mensaje' }).fill(hello)
  await javier.keyboard.press('Enter')
  await expect(javier.getByRole('log').getByText(hello)).toBeVisible()
  await expect(javier.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue('')
  await expectAccessible(javier)
  await atPhoneWidth(javier, () => expectAccessible(javier))

  // Lucía's header counts it, her inbox shows it unread.
  await lucia.goto('/es/user/conversations')
  await expect(lucia.getByRole('link', { name: /^Mensajes, \d+ sin leer$/ })).toBeVisible()
  const line = lucia.getByRole('article').filter({ hasText: JAVIER })
  await expect(line.getByText(/\d+ sin leer/)).toBeVisible()
  await expectAccessible(lucia)
  await atPhoneWidth(lucia, () => expectAccessible(lucia))

  // She answers; his page, open all along, shows it.
  await line.getByRole('link', { name: JAVIER }).click()
  await expect(lucia.getByRole('log').getByText(hello)).toBeVisible()
  await expect(lucia.getByRole('link', { name: /sin leer/ })).toHaveCount(0) // read: no count left
  const answer = `¡Claro, Javier! <script>alert(1)</script> ${Date.now()}`
  await lucia.getByRole('textbox', { name: 'Tu mensaje' }).fill(answer)
  await lucia.getByRole('button', { name: 'Enviar' }).click()
  await expect(lucia.getByRole('log').getByText(answer)).toBeVisible()
  await expectAccessible(lucia)
  await atPhoneWidth(lucia, () => expectAccessible(lucia))

  await expect(javier.getByRole('log').getByText(answer)).toBeVisible({ timeout: 5_000 })

  await javier.context().close()
  await lucia.context().close()
})

test('a person blocks another, who can no longer write to them', async ({ browser }) => {
  const javier = await browserOf(browser, 'premium')
  const lucia = await browserOf(browser, 'free')

  await openConversationWith(lucia, JAVIER)
  await lucia.getByRole('button', { name: `Bloquear a ${JAVIER}` }).click()
  const dialog = lucia.getByRole('alertdialog', { name: `¿Bloquear a ${JAVIER}?` })
  await expectAccessible(lucia)
  await dialog.getByRole('button', { name: 'Bloquear', exact: true }).click()
  await expect(
    lucia.getByText(`Has bloqueado a ${JAVIER}: no puede escribirte.`, { exact: false }),
  ).toBeVisible()

  await openConversationWith(javier, LUCIA)
  const field = javier.getByRole('textbox', { name: 'Tu mensaje' })
  await field.fill('¿Sigues ahí?')
  await javier.keyboard.press('Enter')
  await expect(javier.getByRole('alert')).toBeVisible()
  await expect(field).toHaveValue('¿Sigues ahí?')
  await expect(javier.getByRole('log').getByText('¿Sigues ahí?')).toHaveCount(0)

  // She finds him among the people she blocked, from her inbox, and lifts the block there, so the demo pair
  // can write again.
  await lucia.goto('/es/user/conversations')
  await lucia.getByRole('link', { name: 'Personas bloqueadas' }).click()
  const blocked = lucia.getByRole('article').filter({ hasText: JAVIER })
  await expect(blocked).toBeVisible()
  await expectAccessible(lucia)
  await atPhoneWidth(lucia, () => expectAccessible(lucia))
  await blocked.getByRole('button', { name: `Desbloquear a ${JAVIER}` }).click()
  await lucia
    .getByRole('alertdialog', { name: `¿Desbloquear a ${JAVIER}?` })
    .getByRole('button', { name: 'Desbloquear', exact: true })
    .click()
  await expect(lucia.getByText('No has bloqueado a nadie.')).toBeVisible()
  await openConversationWith(lucia, JAVIER)
  await expect(lucia.getByRole('textbox', { name: 'Tu mensaje' })).toBeVisible()

  await javier.context().close()
  await lucia.context().close()
})
