import { expect, test } from '@playwright/test'
import { signInOffice } from './admin-support'
import { acceptConsent, expectAccessible } from './fixtures'
import { ADMIN_URL } from './urls'

// axe on every screen of the office app, at a desktop's width and a tablet's: no serious or critical
// violation (fixtures.ts: expectAccessible).

test.use({ baseURL: ADMIN_URL })

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
]

/** The administrator's screens (it has every office permission), each with the heading that says it is there. */
const screens = [
  { path: '/es', heading: 'Pendientes' },
  { path: '/es/accounts', heading: 'Cuentas por verificar' },
  { path: '/es/companies', heading: 'Empresas por validar' },
  { path: '/es/offers', heading: 'Ofertas por revisar' },
  { path: '/es/grupos', heading: 'Grupos por revisar' },
]

for (const size of widths) {
  test.describe(`at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('the sign-in page', async ({ page, context }) => {
      await acceptConsent(context, ADMIN_URL)
      await page.goto('/es/login')
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
      await expectAccessible(page)
    })

    test('every screen of the office', async ({ page }) => {
      await signInOffice(page, 'admin')
      for (const screen of screens) {
        await page.goto(screen.path)
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
        await expectAccessible(page)
      }
      // A queue's details open, and a decision's dialogs, are screens too.
      await page.goto('/es/offers')
      const reject = page.getByRole('button', { name: /^Rechazar… / }).first()
      if (await reject.isVisible()) {
        await reject.click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectAccessible(page)
        await page.keyboard.press('Escape')
      }
      // An item open in each queue, as its public page shows it; the page keeps one h1.
      for (const queue of ['/es/accounts', '/es/companies', '/es/offers', '/es/grupos']) {
        await page.goto(queue)
        const view = page.getByRole('button', { name: /^Ver / }).first()
        if (await view.isVisible()) {
          await view.click()
          await expect(
            page
              .getByRole('heading', { name: 'Datos para la oficina' })
              .or(page.getByRole('heading', { name: 'Descripción' }))
              .first(),
          ).toBeVisible()
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
          await expectAccessible(page)
        }
      }
      // The published offers, and the reason dialog that closes one.
      await page.goto('/es/offers?status=PUBLISHED')
      const close = page.getByRole('button', { name: /^Cerrar la oferta… / }).first()
      if (await close.isVisible()) {
        await close.click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectAccessible(page)
        await page.keyboard.press('Escape')
        // The focus goes back to the button that opened the dialog.
        await expect(close).toBeFocused()
      }
      await page.goto('/es/user/settings')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page)
    })
  })
}
