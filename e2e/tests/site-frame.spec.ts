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
