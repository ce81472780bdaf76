import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiSession, openFromOfficeMenu, signInOffice } from './admin-support'
import { DEMO, expectAccessible } from './fixtures'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office's side of issue 30 in the admin app: a member reports a private message (through the API, as the
// apps do) and the office finds it in its queue, the body shown as text, and removes it after a yes; the
// administrator pauses a mentor with a reason and resumes them. axe on each page, at a phone's width too.

test.use({ baseURL: ADMIN_URL })

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

async function atBothWidths(page: Page) {
  await expectAccessible(page)
  await page.setViewportSize(phone)
  await expectAccessible(page)
  await page.setViewportSize(desktop)
}

/** The Premium member writes `body` to the free member, who reports it as spam with `note`. */
async function reportedMessage(request: APIRequestContext, body: string, note: string) {
  const premium = await apiSession(request, DEMO.premium)
  const free = await apiSession(request, DEMO.free)
  const me = await request.get(`${ALUMNI_URL}/usr/users/me`, { headers: free })
  expect(me.status(), await me.text()).toBe(200)
  const { hash: person } = (await me.json()) as { hash: string }
  const opened = await request.post(`${ALUMNI_URL}/usr/conversations`, { headers: premium, data: { person } })
  expect(opened.status(), await opened.text()).toBe(200)
  const { hash: conversation } = (await opened.json()) as { hash: string }
  const sent = await request.post(`${ALUMNI_URL}/usr/conversations/${conversation}/messages`, {
    headers: premium,
    data: { body },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { hash: message } = (await sent.json()) as { hash: string }
  const reported = await request.post(
    `${ALUMNI_URL}/usr/conversations/${conversation}/messages/${message}/report`,
    { headers: free, data: { reason: 'spam', note } },
  )
  expect(reported.status(), await reported.text()).toBe(201)
}

test('the office finds a reported message, shown as text, and removes it after a yes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const note = `Publicidad ${Date.now().toString(36)}`
  const body = `<script>window.hacked = true</script><b>Compra mi curso</b> (${note})`
  await reportedMessage(request, body, note)

  await signInOffice(page, 'office')
  await openFromOfficeMenu(page, 'Mensajes denunciados', 'Moderación')
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes denunciados' })).toBeVisible()
  const report = page.getByRole('article').filter({ hasText: `«${note}»` })
  await expect(report).toBeVisible()
  await expect(report.getByText(body, { exact: true })).toBeVisible()
  await expect(report.locator('b, script')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined()
  await atBothWidths(page)

  await report.getByRole('button', { name: /^Retirar el mensaje de/ }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Retirar este mensaje?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Retirar el mensaje' }).click()
  await expect(page.getByText('Mensaje retirado.')).toBeVisible()
  await expect(report).toHaveCount(0)

  // It is among the resolved ones, removed.
  await page.getByLabel('Estado').selectOption('RESOLVED')
  await expect(page).toHaveURL(/[?&]status=RESOLVED/)
  const resolved = page.getByRole('article').filter({ hasText: `«${note}»` })
  await expect(resolved.getByText('Este mensaje ya se retiró.')).toBeVisible()
  await expect(resolved.getByText(/^Mensaje retirado el /)).toBeVisible()
})

test('the administrator pauses a mentor with a reason and resumes them', async ({ page }) => {
  test.setTimeout(120_000)
  await signInOffice(page, 'admin')
  await openFromOfficeMenu(page, 'Mentores')
  await expect(page.getByRole('heading', { level: 1, name: 'Mentores' })).toBeVisible()
  await atBothWidths(page)

  await page.getByLabel('Estado').selectOption('active')
  await expect(page).toHaveURL(/[?&]state=active/)
  const first = page.getByRole('article').first()
  const name = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  expect(name).not.toBe('')
  const mentor = page.getByRole('article', { name, exact: true })
  await mentor.getByRole('button', { name: `Pausar la mentoría de ${name}` }).click()
  const pause = page.getByRole('dialog', { name: `¿Pausar la mentoría de ${name}?` })
  await pause.getByRole('textbox', { name: 'Motivo' }).fill('Revisamos sus mentorías.')
  await expectAccessible(page)
  await pause.getByRole('button', { name: 'Pausar' }).click()
  await expect(page.getByText('Mentoría pausada.')).toBeVisible()

  await page.getByLabel('Estado').selectOption('paused')
  await expect(page).toHaveURL(/[?&]state=paused/)
  await expect(mentor.getByText('Pausado por la oficina')).toBeVisible()
  await expect(mentor.getByText('Motivo: Revisamos sus mentorías.')).toBeVisible()
  await mentor.getByRole('button', { name: `Reanudar la mentoría de ${name}` }).click()
  const resume = page.getByRole('alertdialog', { name: `¿Reanudar la mentoría de ${name}?` })
  await resume.getByRole('button', { name: 'Reanudar' }).click()
  await expect(page.getByText('Mentoría reanudada.')).toBeVisible()
  await expect(mentor).toHaveCount(0)
})

test('both pages in English and Catalan, at both widths, to axe', async ({ page }) => {
  test.setTimeout(120_000)
  await signInOffice(page, 'admin')
  const headings = {
    en: { conversations: 'Reported messages', mentoring: 'Mentors' },
    ca: { conversations: 'Missatges denunciats', mentoring: 'Mentors' },
  } as const
  for (const locale of ['en', 'ca'] as const) {
    for (const screen of ['conversations', 'mentoring'] as const) {
      await page.goto(`/${locale}/${screen === 'conversations' ? 'conversations/reports' : screen}`)
      await expect(page.getByRole('heading', { level: 1, name: headings[locale][screen] })).toBeVisible()
      await atBothWidths(page)
    }
  }
})
