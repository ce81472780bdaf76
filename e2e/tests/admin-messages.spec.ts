import { expect, type Page, test } from '@playwright/test'
import { signInOffice } from './admin-support'
import { acceptConsent, DEMO, expectAccessible, storageStateOf } from './fixtures'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office writes to anyone from the admin app (docs/conversations.md): it opens a member's page, writes to
// them with «Escribir», and finds the conversation in its own inbox; the member (the free demo alumna, who may
// only answer) sees it in her inbox from the office and answers, and the office reads the answer. axe on the
// office's inbox, conversation and person pages in es, en and ca, at a desktop's and a phone's width.

test.use({ baseURL: ADMIN_URL })
test.describe.configure({ mode: 'serial' })

const MEMBER = 'Lucía Martín Pérez'
const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

async function atBothWidths(page: Page) {
  await page.setViewportSize(desktop)
  await expectAccessible(page)
  await page.setViewportSize(phone)
  await expectAccessible(page)
  await page.setViewportSize(desktop)
}

/** The free member's page in the office app, found by her e-mail. */
async function openMember(page: Page, locale = 'es') {
  await page.goto(`/${locale}/people?q=${encodeURIComponent(DEMO.free)}`)
  await page.getByRole('link', { name: MEMBER }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: MEMBER })).toBeVisible()
}

let conversation = ''

test('the office writes to a member from her page; she answers from her inbox', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const hello = `Hola Lucía, te escribe la oficina (${stamp}).`
  const answer = `Gracias, lo miro hoy (${stamp}).`

  await signInOffice(page, 'office')
  await openMember(page)
  await atBothWidths(page)
  await page.getByRole('button', { name: `Escribir a ${MEMBER}` }).click()
  await expect(page).toHaveURL(/\/es\/conversations\/[\w-]+$/)
  conversation = new URL(page.url()).pathname.split('/').pop() ?? ''
  const heading = page.getByRole('heading', { level: 1, name: MEMBER })
  await expect(heading).toBeVisible()
  // Her name leads back to her page in the office app.
  await expect(heading.getByRole('link')).toHaveAttribute('href', /\/es\/people\/[\w-]+$/)
  const field = page.getByRole('textbox', { name: 'Tu mensaje' })
  await field.fill(hello)
  await field.press('Enter')
  await expect(page.getByRole('log').getByText(hello)).toBeVisible()
  await expect(field).toHaveValue('')
  await atBothWidths(page)

  await test.step('the office’s inbox has it, from the header', async () => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Mensajes/ })
      .click()
    await expect(page).toHaveURL(/\/es\/conversations$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible()
    await expect(
      page.getByRole('article').filter({ hasText: hello }).getByRole('link', { name: MEMBER }),
    ).toBeVisible()
    await atBothWidths(page)
  })

  const member =
    await test.step('the member sees it in her inbox, from the office, and answers', async () => {
      const context = await browser.newContext({ baseURL: ALUMNI_URL, storageState: storageStateOf('free') })
      await acceptConsent(context, ALUMNI_URL)
      const lucia = await context.newPage()
      await lucia.goto('/es/user/conversations')
      const line = lucia.getByRole('article').filter({ hasText: hello })
      await expect(line.getByText(/\d+ sin leer/)).toBeVisible()
      const office = (await line.getByRole('link').first().textContent())?.trim() ?? ''
      expect(office).not.toBe('')
      await line.getByRole('link', { name: office }).click()
      await expect(lucia.getByRole('heading', { level: 1, name: office })).toBeVisible()
      await expect(lucia.getByRole('log').getByText(hello)).toBeVisible()
      await lucia.getByRole('textbox', { name: 'Tu mensaje' }).fill(answer)
      await lucia.getByRole('button', { name: 'Enviar' }).click()
      await expect(lucia.getByRole('log').getByText(answer)).toBeVisible()
      return context
    })

  await test.step('the office reads the answer in the conversation', async () => {
    await page.goto(`/es/conversations/${conversation}`)
    await expect(page.getByRole('log').getByText(answer)).toBeVisible()
    await expect(page.getByRole('log').getByText(hello)).toBeVisible()
  })
  await member.close()
})

test('the office’s messages in English and Catalan, at both widths, to axe', async ({ page }) => {
  test.setTimeout(120_000)
  await signInOffice(page, 'admin')
  const text = {
    en: { inbox: 'Messages', write: `Write to ${MEMBER}` },
    ca: { inbox: 'Missatges', write: `Escriu a ${MEMBER}` },
  } as const
  for (const locale of ['en', 'ca'] as const) {
    await page.goto(`/${locale}/conversations`)
    await expect(page.getByRole('heading', { level: 1, name: text[locale].inbox })).toBeVisible()
    await atBothWidths(page)
    await openMember(page, locale)
    await expect(page.getByRole('button', { name: text[locale].write })).toBeVisible()
    await atBothWidths(page)
    // The administrator's own conversation with her, opened from her page.
    await page.getByRole('button', { name: text[locale].write }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/conversations/[\\w-]+$`))
    await expect(page.getByRole('heading', { level: 1, name: MEMBER })).toBeVisible()
    await atBothWidths(page)
  }
})
