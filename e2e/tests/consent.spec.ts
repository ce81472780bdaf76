import { expect, test } from '@playwright/test'
import { expectAccessible } from './fixtures'

async function gdprCookie(page: import('@playwright/test').Page) {
  const cookies = await page.context().cookies()
  return cookies.find((c) => c.name === 'GDPR')?.value
}

test('consent: the modal cannot be dismissed, and accepting stores accepted and reloads', async ({
  page,
}) => {
  await page.goto('/es')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  // Once the app runs the dialog is modal: the page behind is inert, and Tab goes round the dialog's own
  // link and buttons (never to the page's skip link nor off to the browser's controls).
  await expect.poll(() => dialog.evaluate((el) => el.matches(':modal'))).toBe(true)
  const focused: string[] = []
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    focused.push(
      await dialog.evaluate((el) =>
        el.contains(document.activeElement)
          ? (document.activeElement?.textContent ?? '')
          : document.activeElement === document.body
            ? 'browser'
            : `outside: ${document.activeElement?.outerHTML.slice(0, 80)}`,
      ),
    )
  }
  expect(focused).toEqual([
    'política de cookies',
    'Rechazar',
    'Aceptar',
    'política de cookies',
    'Rechazar',
    'Aceptar',
  ])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()

  const reload = page.waitForEvent('load')
  await dialog.getByRole('button', { name: /aceptar/i }).click()
  await reload
  expect(await gdprCookie(page)).toBe('accepted')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('consent: declining stores rejected and loads no analytics', async ({ page }) => {
  const analytics: string[] = []
  page.on('request', (r) => {
    if (/analytics|plausible|matomo|gtag/i.test(r.url())) analytics.push(r.url())
  })
  await page.goto('/en')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /decline|reject/i }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await gdprCookie(page)).toBe('rejected')
  await page.reload()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(analytics).toEqual([])
})
