import { type Browser, expect, type Page, test } from '@playwright/test'
import { apiSession } from './admin-support'
import { DEMO, expectAccessible, storageStateOf } from './fixtures'
import { waitForMail } from './mailbox'
import { ALUMNI_URL } from './urls'

// Signing up to an event in the portal (docs/events.md), as members do it in the alumni app: the office
// publishes an event with one place and a required question (through the API, as its editor sends it); the
// Premium member takes the place answering it and gets the mail with the calendar file and the ticket, which
// "Mis eventos" shows as a QR code; the free member waits at position 1; the Premium member cancels after
// the confirmation and the free member gets the place and its mail. The event is this run's own.

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString()
const title = `Cena de prueba ${Date.now().toString(36)}`
let path = ''

test.beforeAll(async ({ request }) => {
  const office = await apiSession(request, DEMO.admin)
  const created = await request.post(`${ALUMNI_URL}/usr/admin/articles`, {
    headers: office,
    data: {
      type: 'EVENT',
      title,
      text: '<p>Una cena para antiguos alumnos.</p>',
      place: 'Paraninfo',
      starts_at: inDays(10),
      signups: 'members',
      places: 1,
      questions: [
        {
          id: 'menu',
          label: { es: 'Menú', en: 'Menu', ca: 'Menú' },
          kind: 'choice',
          required: true,
          options: [
            { id: 'carne', label: { es: 'Carne', en: 'Meat' } },
            { id: 'veg', label: { es: 'Vegetariano', en: 'Vegetarian' } },
          ],
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { hash, slug } = (await created.json()) as { hash: string; slug?: string }
  const published = await request.put(`${ALUMNI_URL}/usr/admin/articles/${hash}/status`, {
    headers: office,
    data: { status: 'PUBLISHED' },
  })
  expect(published.status(), await published.text()).toBe(200)
  path = `/es/news/${slug ?? hash}`
})

async function memberPage(browser: Browser, role: 'premium' | 'free') {
  const context = await browser.newContext({ storageState: storageStateOf(role) })
  const page = await context.newPage()
  return { context, page }
}

async function openEvent(page: Page) {
  await page.goto(`${ALUMNI_URL}${path}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const panel = page.getByRole('region', { name: 'Inscripción' })
  await expect(panel).toBeVisible()
  return panel
}

test('a place, the waiting list, the ticket and the place passed on when someone cancels', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const premium = await memberPage(browser, 'premium')
  const free = await memberPage(browser, 'free')
  try {
    // The Premium member: the question is required, then the only place is hers.
    const panel = await openEvent(premium.page)
    await expect(panel.getByText('Queda 1 plaza de 1')).toBeVisible()
    const menu = panel.getByRole('group', { name: /Menú/ })
    await expectAccessible(premium.page)
    const since = Date.now()
    await panel.getByRole('button', { name: 'Apuntarme' }).click()
    await expect(menu.getByText('Responde a esta pregunta.')).toBeVisible()
    await expect(menu).toHaveAttribute('aria-invalid', 'true')
    await menu.getByRole('radio', { name: 'Vegetariano' }).check()
    await panel.getByRole('button', { name: 'Apuntarme' }).click()
    await expect(panel.getByText('Tienes plaza en este evento')).toBeVisible()
    await expect(panel.getByText('Completo: queda la lista de espera')).toBeVisible()
    await expectAccessible(premium.page)

    const confirmed = await waitForMail(DEMO.premium, new RegExp(`Tienes plaza en «${title}»`), { since })
    const files = confirmed.attachments.map((a) => a.filename)
    expect(files.some((f) => f.endsWith('.ics'))).toBe(true)
    expect(files).toContain('ticket.png')
    expect(confirmed.attachments.find((a) => a.filename.endsWith('.ics'))?.content).toContain(title)

    // "Mis eventos", from the user menu: the event with the place, and its ticket's QR code.
    await premium.page.getByRole('button', { name: /^Menú de usuario:/ }).click()
    await premium.page.getByRole('menuitem', { name: 'Mis eventos' }).click()
    await expect(premium.page).toHaveURL(/\/es\/user\/events$/)
    await expect(premium.page.getByRole('heading', { level: 1, name: 'Mis eventos' })).toBeVisible()
    const row = premium.page.getByRole('article').filter({ hasText: title })
    await expect(row.getByRole('link', { name: title })).toBeVisible()
    await expect(row.getByText('Tienes plaza')).toBeVisible()
    await expectAccessible(premium.page)
    const open = row.getByRole('button', { name: /Ver entrada/ })
    await open.click()
    const dialog = premium.page.getByRole('dialog', { name: 'Tu entrada' })
    const qr = dialog.getByRole('img', { name: `Código QR de tu entrada a ${title}` })
    await expect(qr).toBeVisible()
    // Drawn, and large enough to scan from a phone's screen.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200)
    await expect(dialog.getByText(title)).toBeVisible()
    await expectAccessible(premium.page)
    await premium.page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    // The free member: the event is full, so the waiting list, at position 1.
    const waitingSince = Date.now()
    const freePanel = await openEvent(free.page)
    await free.page.setViewportSize({ width: 390, height: 844 })
    await freePanel.getByRole('group', { name: /Menú/ }).getByRole('radio', { name: 'Carne' }).check()
    const join = freePanel.getByRole('button', { name: 'Apuntarme a la lista de espera' })
    await join.scrollIntoViewIfNeeded()
    await expect(join).toBeVisible()
    // Usable at 390 px: the panel and its button fit the width, nothing scrolls sideways.
    const box = await freePanel.boundingBox()
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true)
    expect(await free.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await join.click()
    await expect(freePanel.getByText('Estás en la lista de espera: posición 1')).toBeVisible()
    await waitForMail(DEMO.free, new RegExp(`Estás en la lista de espera de «${title}»`), {
      since: waitingSince,
    })

    // The Premium member cancels, after the confirmation: the place goes to the free member, with its mail.
    const promotedSince = Date.now()
    await openEvent(premium.page)
    await panel.getByRole('button', { name: 'Anular mi inscripción' }).click()
    const confirm = premium.page.getByRole('alertdialog', { name: '¿Anular tu inscripción?' })
    await expect(confirm).toBeVisible()
    await expectAccessible(premium.page)
    await confirm.getByRole('button', { name: 'Anular la inscripción' }).click()
    await expect(confirm).toBeHidden()
    await expect(panel.getByRole('button', { name: 'Apuntarme a la lista de espera' })).toBeVisible()

    await waitForMail(DEMO.free, new RegExp(`Tienes plaza en «${title}»`), { since: promotedSince })
    await free.page.reload()
    await expect(freePanel.getByText('Tienes plaza en este evento')).toBeVisible()
    await expect(freePanel.getByRole('button', { name: 'Ver entrada' })).toBeVisible()
  } finally {
    await premium.context.close()
    await free.context.close()
  }
})
