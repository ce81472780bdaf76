import { expect, type Page, request as playwrightRequest, test } from '@playwright/test'
import { registerVerified, uniqueEmail } from './accounts-support'
import { openFromOfficeMenu, signInOffice } from './admin-support'
import { expectAccessible } from './fixtures'
import { receivedMails, waitForMail } from './mailbox'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office's newsletter: composed with the editor, its audience narrowed to one graduation year (the count
// shown), a test to oneself, then sent; the mail reaches a person of that year and not one of another year,
// carries the one-click List-Unsubscribe headers, and its unsubscribe link works without signing in. Every
// new screen passes axe.

test.use({ baseURL: ADMIN_URL })

const year = 1950 + (Date.now() % 7)

async function openNewsletters(page: Page) {
  await openFromOfficeMenu(page, 'Boletines', 'Contenido')
  await expect(page.getByRole('heading', { level: 1, name: 'Boletines' })).toBeVisible()
}

test('the office composes a newsletter for one graduation year, tests it, sends it; the unsubscribe link works', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const inside = { email: uniqueEmail('boletin.dentro'), name: 'Irene', surname: `Boletín ${stamp}` }
  const outside = { email: uniqueEmail('boletin.fuera'), name: 'Óscar', surname: `Boletín ${stamp}` }
  const password = 'Newsletter-journey-2026'
  const request = await playwrightRequest.newContext({ baseURL: ALUMNI_URL })
  await registerVerified(
    request,
    { ...inside, password },
    { graduation_year: year, is_newsletter: true, language: 'es' },
  )
  await registerVerified(
    request,
    { ...outside, password },
    { graduation_year: year + 10, is_newsletter: true },
  )
  const subject = `Encuentro de la promoción ${year} · ${stamp}`

  await signInOffice(page, 'office')
  await openNewsletters(page)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Nuevo boletín' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo boletín' })).toBeVisible()

  await page.getByLabel(/^Asunto en español/).fill(subject)
  const text = page.getByRole('textbox', { name: /^Texto en español/ })
  await text.click()
  await page.keyboard.type('Te esperamos en el paraninfo el 12 de diciembre.')

  // The whole audience first, then one graduation year: the count follows.
  await expect(page.getByText(/^Llega a \d+ personas?$/)).toBeVisible()
  await page.getByLabel('Promoción desde').fill(String(year))
  await page.getByLabel('Promoción hasta').fill(String(year))
  await expect(page.getByText('Llega a 1 persona')).toBeVisible()
  await expectAccessible(page)

  const sentAt = Date.now()
  await page.getByRole('button', { name: 'Enviarme una prueba' }).click()
  await expect(page.getByText(/Prueba enviada a oficina@/)).toBeVisible()
  // The draft was saved on the way: its own address now.
  await expect(page).toHaveURL(/\/es\/newsletters\/[\w-]+$/)
  const test_ = await waitForMail('oficina@demo.egresa.test', new RegExp(`^\\[Prueba\\] ${subject}`), {
    since: sentAt,
  })
  expect(test_.text).toContain('Te esperamos en el paraninfo')

  await page.getByRole('button', { name: 'Enviar ahora…' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText('Se enviará a 1 persona. Después no se puede cambiar.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click()

  // The newsletter job hands it to the outbox within seconds (NEWSLETTER_INTERVAL_MINUTES of the test server).
  const mail = await waitForMail(inside.email, new RegExp(subject), { since: sentAt, timeout: 60_000 })
  expect(mail.headers['list-unsubscribe']).toMatch(
    /^<http:\/\/localhost:\d+\/api\/newsletters\/unsubscribe\/[\w.-]+>$/,
  )
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  expect(mail.text).toContain('Recibes este boletín porque aceptaste recibir las novedades')
  expect(
    receivedMails().some((m) => m.to.includes(outside.email.toLowerCase()) && m.subject === subject),
  ).toBe(false)

  // The campaign's page: sent, to one person, its content read-only.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await expect(page.getByText('Enviado', { exact: true })).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await expectAccessible(page)

  // The unsubscribe link of the mail's footer, in a browser without a session.
  const link = mail.text.match(/http:\/\/\S+\/es\/newsletter\/unsubscribe\?token=\S+/)?.[0]
  expect(link).toBeTruthy()
  const guest = await browser.newContext()
  const guestPage = await guest.newPage()
  await guestPage.goto(link as string)
  await expect(guestPage.getByText(/ya no recibirás el boletín de antiguos alumnos en/)).toBeVisible()
  await expect(guestPage.getByText(inside.email)).toBeVisible()
  await expectAccessible(guestPage)
  await guest.close()

  // The count says so.
  await page.reload()
  const unsubscribed = page.getByText('Bajas con este boletín').locator('..')
  await expect(unsubscribed).toContainText('1')
})
