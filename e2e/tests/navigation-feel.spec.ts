import { type Browser, expect, type Page, test } from '@playwright/test'
import { acceptConsent } from './fixtures'
import { ALUMNI_URL } from './urls'

// Spec section 9, navigation feel: the code of the pages linked in view is fetched once the browser is idle
// (not on a save-data connection), and a change of page fades the old page out and the new one in (not for
// someone who prefers reduced motion).

/** A guest's page on the alumni app that lists the names of the JavaScript files it requests. */
async function guestPage(browser: Browser, { saveData = false } = {}) {
  const context = await browser.newContext({ baseURL: ALUMNI_URL })
  await acceptConsent(context, ALUMNI_URL)
  const page = await context.newPage()
  if (saveData) {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    )
  }
  const scripts: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.js')) scripts.push(pathname)
  })
  return { page, scripts }
}

function jobsLink(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Empleo' })
}

test('the code of a page linked in view is fetched within 3 s without hovering it, and not on save-data', async ({
  browser,
}) => {
  // On save-data the news page fetches only its own code: following the link to the job bank fetches that
  // page's code then.
  const spare = await guestPage(browser, { saveData: true })
  await spare.page.goto('/es/news')
  await expect(spare.page.getByRole('heading', { level: 1, name: 'Noticias y eventos' })).toBeVisible()
  await spare.page.waitForTimeout(3_000)
  const before = spare.scripts.length
  // A click with no pointer on the link first (no hover, no focus), so nothing is loaded on intent.
  await jobsLink(spare.page).dispatchEvent('click')
  await expect(spare.page.getByRole('heading', { level: 1, name: 'Bolsa de empleo' })).toBeVisible()
  const jobsCode = spare.scripts.slice(before)
  expect(jobsCode.length).toBeGreaterThan(0)
  await spare.page.context().close()

  // On any other connection the same page fetches the job bank's code on its own, the mouse never near it.
  const eager = await guestPage(browser)
  await eager.page.goto('/es/news')
  await expect(eager.page.getByRole('heading', { level: 1, name: 'Noticias y eventos' })).toBeVisible()
  await expect
    .poll(() => jobsCode.filter((script) => !eager.scripts.includes(script)), { timeout: 3_000 })
    .toEqual([])
  const before2 = eager.scripts.length
  await jobsLink(eager.page).dispatchEvent('click')
  await expect(eager.page.getByRole('heading', { level: 1, name: 'Bolsa de empleo' })).toBeVisible()
  // Nothing of the job bank's code is fetched again on the way there.
  expect(eager.scripts.slice(before2).filter((script) => jobsCode.includes(script))).toEqual([])
  await eager.page.context().close()
})

// Counts the view transitions the page starts and notes the animations of the first.
async function watchViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { transitions: number; animations: unknown[] }
    w.transitions = 0
    w.animations = []
    const start = document.startViewTransition.bind(document)
    document.startViewTransition = (update) => {
      w.transitions += 1
      const transition = start(update)
      void transition.ready.then(() => {
        w.animations = document.getAnimations().map((animation) => {
          const effect = animation.effect as KeyframeEffect
          const { delay, duration } = effect.getTiming()
          return { pseudo: effect.pseudoElement, delay, duration }
        })
      })
      return transition
    }
  })
}

function transitions(page: Page) {
  return page.evaluate(() => (window as unknown as { transitions: number }).transitions)
}

test.describe('page transition', () => {
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context, ALUMNI_URL)
  })

  test.describe('for someone who does not mind motion', () => {
    test.use({ reducedMotion: 'no-preference' })

    test('a change of page fades the old page out, then the new one in; the first page appears as is', async ({
      page,
    }) => {
      await watchViewTransitions(page)
      await page.goto('/es/news')
      await expect(page.getByRole('heading', { level: 1, name: 'Noticias y eventos' })).toBeVisible()
      expect(await transitions(page)).toBe(0)

      await jobsLink(page).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de empleo' })).toBeVisible()
      expect(await transitions(page)).toBe(1)
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { animations: unknown[] }).animations))
        .toEqual(
          expect.arrayContaining([
            { pseudo: '::view-transition-old(root)', delay: 0, duration: 150 },
            { pseudo: '::view-transition-new(root)', delay: 150, duration: 150 },
          ]),
        )
      // The page is usable once it has faded in: its links respond.
      await page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('link', { name: 'Grupos' })
        .click()
      await expect(page).toHaveURL(/\/es\/grupos$/)
      // The address may change before the new page's code has loaded and its transition starts.
      await expect.poll(() => transitions(page)).toBe(2)
    })
  })

  test.describe('for someone who prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('a change of page starts no transition', async ({ page }) => {
      await watchViewTransitions(page)
      await page.goto('/es/news')
      await expect(page.getByRole('heading', { level: 1, name: 'Noticias y eventos' })).toBeVisible()
      await jobsLink(page).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de empleo' })).toBeVisible()
      expect(await transitions(page)).toBe(0)
    })
  })
})
