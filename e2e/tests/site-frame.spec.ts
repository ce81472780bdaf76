import { expect, type Page, test } from '@playwright/test'
import { acceptConsent, storageStateOf } from './fixtures'
import { ALUMNI_URL } from './urls'

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
    // The toasts' code comes when the page is idle (2 s): fetched before the chunks went, or failed after.
    // Failed, it must not take the page down with it.
    await expect
      .poll(
        async () =>
          failed.some((url) => /\/toaster-[^/]+\.js$/.test(url)) ||
          (await page.locator('[aria-label^="Notifications"]').count()) > 0,
        { timeout: 15_000 },
      )
      .toBe(true)
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

test.describe('offline', () => {
  test.use({ storageState: storageStateOf('premium') })

  /** Marks the document, to tell later that the page was neither reloaded nor replaced by the browser's. */
  async function markDocument(page: Page) {
    await page.evaluate(() => {
      ;(window as Window & { sameDocument?: boolean }).sameDocument = true
    })
  }
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)

  test('sending a comment says the connection is down in a toast, and keeps the text', async ({
    page,
    context,
  }) => {
    await page.goto('/es/user/workgroups/subscribed')
    const group = await page.locator('main a[href^="/es/grupos/"]').first().getAttribute('href')
    await page.goto(group ?? '')
    const comment = page.getByLabel('Tu comentario')
    await started(page)
    await expect(page.getByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeAttached()
    await markDocument(page)
    await context.setOffline(true)
    await comment.fill('Sin conexión, pero no lo pierdo')
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText(/No se ha podido conectar con el servidor/)).toBeVisible()
    await expect(comment).toHaveValue('Sin conexión, pero no lo pierdo')
    expect(await sameDocument(page)).toBe(true)
    await context.setOffline(false)
  })

  test('saving an article says the connection is down in a toast instead of waiting silently', async ({
    page,
    context,
  }) => {
    await page.goto('/es/news')
    await started(page)
    await expect(page.getByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeAttached()
    // The first article's save button, whatever it says (Guardar, or Guardado while it waits).
    const save = page.getByRole('main').locator('button[aria-pressed]').first()
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await context.setOffline(true)
    await save.click()
    await expect(page.getByText(/No se ha podido conectar con el servidor/)).toBeVisible()
    // Not saved, and the button answers again.
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await expect(save).toBeEnabled()
    await context.setOffline(false)
  })

  test('a page whose code cannot be fetched says so in a toast instead of the browser’s error page', async ({
    page,
    context,
  }) => {
    // A connection that asks to save data: no page is prefetched, so opening one needs the network.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
    )
    await page.goto('/es/news')
    await started(page)
    await expect(page.getByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeAttached()
    await markDocument(page)
    await context.setOffline(true)
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Empleo' })
      .click()
    await expect(page.getByText(/No se ha podido conectar con el servidor/)).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
    expect(page.url()).toMatch(/^http:/)
    await context.setOffline(false)
  })
})

test('links to other sites open in a new tab and say so; the footer links only the stores the server names', async ({
  page,
  context,
}) => {
  await acceptConsent(context, ALUMNI_URL)
  for (const [path, newTab] of [
    ['/es/comunidad', 'se abre en una pestaña nueva'],
    ['/en/community', 'opens in a new tab'],
  ] as const) {
    await page.goto(path)
    const contact = page.getByRole('main').getByRole('link', { name: /^(Contactar|Contact)/ })
    await expect(contact).toHaveAttribute('target', '_blank')
    await expect(contact).toHaveAttribute('href', 'https://embajadores.universidad.example/aitana-soler')
    await expect(contact).toHaveAccessibleName(new RegExp(`Aitana Soler Vidal \\(${newTab}\\)$`))
    await expect(contact.locator('svg[aria-hidden="true"]')).toBeVisible()
    // The e2e server names the app's App Store page only (playwright.config.ts): no Google Play link.
    const footer = page.getByRole('contentinfo')
    const appStore = footer.getByRole('link', { name: /App Store/ })
    await expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/es/app/egresa/id123456789')
    await expect(appStore).toHaveAttribute('target', '_blank')
    await expect(appStore).toHaveAccessibleName(new RegExp(`\\(${newTab}\\)$`))
    await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveCount(0)
  }
})
