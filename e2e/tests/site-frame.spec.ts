import { expect, type Page, test } from '@playwright/test'
import { storageStateOf } from './fixtures'

// The frame around every page: what a failed background load does to a page in use, and the menus on a phone.

/** Waits until the app has taken the server's page over (its `booting` class is gone). */
async function started(page: Page) {
  await page.waitForFunction(() => !document.documentElement.classList.contains('booting'))
}

test.describe('a member writing a group comment', () => {
  test.use({ storageState: storageStateOf('premium') })

  test('a prefetch that fails (chunks gone after a deployment) neither reloads the page nor loses the text', async ({
    page,
  }) => {
    await page.goto('/es/user/workgroups/subscribed')
    const group = await page.locator('main a[href^="/es/grupos/"]').first().getAttribute('href')
    // A page of its own, so the menu's pages are still to be prefetched.
    await page.goto(group ?? '')
    const comment = page.getByLabel('Tu comentario')
    await expect(comment).toBeVisible()
    await started(page)
    await page.evaluate(() => {
      ;(window as Window & { sameDocument?: boolean }).sameDocument = true
    })

    // From now on every script and stylesheet fails, as when a deployment has removed the old chunks.
    const failed: string[] = []
    await page.route(/\/assets\/.+\.(js|css)$/, (route) => {
      failed.push(route.request().url())
      return route.abort('failed')
    })
    await comment.fill('Un comentario a medio escribir')
    // The menu's links have been in view: their pages' code is prefetched, and fails.
    await expect.poll(() => failed.length, { timeout: 15_000 }).toBeGreaterThan(0)
    // The failures have reached the page (a reload would have started by now): still the same document.
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true)
    await expect(comment).toHaveValue('Un comentario a medio escribir')
  })
})

test.describe('on a phone, signed in', () => {
  test.use({ storageState: storageStateOf('premium'), viewport: { width: 390, height: 844 } })

  test('the user menu stays inside the screen, with Ajustes among its items', async ({ page }) => {
    await page.goto('/es/news')
    await started(page)
    const button = page.getByRole('button', { name: /^Menú de usuario:/ })
    await button.click()
    const menu = page.getByRole('menu', { name: 'Menú de usuario' })
    await expect(menu).toBeVisible()
    const panel = menu.locator('..')
    const box = await panel.boundingBox()
    expect(box).not.toBeNull()
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
    for (const item of await menu.getByRole('menuitem').all()) {
      const itemBox = await item.boundingBox()
      expect(itemBox?.x ?? -1).toBeGreaterThanOrEqual(0)
      expect((itemBox?.x ?? 0) + (itemBox?.width ?? 0)).toBeLessThanOrEqual(390)
    }
    await menu.getByRole('menuitem', { name: 'Ajustes' }).click()
    await expect(page).toHaveURL(/\/es\/user\/profile\/settings$/)
  })

  test('the main menu closes with Esc, back on its button', async ({ page }) => {
    await page.goto('/es/news')
    await started(page)
    const button = page.getByRole('button', { name: 'Menú', exact: true })
    await button.click()
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    await expect(nav).toBeVisible()
    await nav.getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(button).toBeFocused()
  })
})
