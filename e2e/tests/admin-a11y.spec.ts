import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { uniqueEmail } from './accounts-support'
import {
  apiSession,
  offerToReview,
  proposeGroup,
  registerCompany,
  registerPerson,
  signInOffice,
} from './admin-support'
import { acceptConsent, DEMO, expectAccessible } from './fixtures'
import { ADMIN_URL } from './urls'

// axe on every screen of the office app, at a desktop's width and a tablet's, in Spanish and in English: no
// serious or critical violation (fixtures.ts: expectAccessible). Each screen is loaded once and read at both
// widths.

test.use({ baseURL: ADMIN_URL })

const desktop = { width: 1280, height: 900 }
const tablet = { width: 768, height: 1024 }

/** axe at the desktop's width, then at the tablet's (and back), on the screen as it is. */
async function atBothWidths(page: Page) {
  await page.setViewportSize(desktop)
  await expectAccessible(page)
  await page.setViewportSize(tablet)
  await expectAccessible(page)
  await page.setViewportSize(desktop)
}

/** What each screen is called in each language (apps/admin/src/locales). */
const texts = {
  es: {
    home: 'Pendientes',
    accounts: 'Cuentas por verificar',
    companies: 'Empresas por validar',
    offers: 'Ofertas por revisar',
    groups: 'Grupos por revisar',
    people: 'Personas',
    allCompanies: 'Todas las empresas',
    membership: 'Cuotas y cobros',
    tabs: ['Socios por nivel', 'Renovaciones (30 días)', 'Remesas', 'Pagos con tarjeta'],
    audit: 'Registro de actividad',
    show: 'Ver',
    reject: 'Rechazar…',
    forbidden: 'Acceso no autorizado',
    signIn: 'Iniciar sesión',
  },
  en: {
    home: 'To do',
    accounts: 'Accounts to verify',
    companies: 'Companies to validate',
    offers: 'Offers to review',
    groups: 'Groups to review',
    people: 'People',
    allCompanies: 'All companies',
    membership: 'Membership',
    tabs: ['Members by tier', 'Renewals (30 days)', 'Collection runs', 'Card payments'],
    audit: 'Audit log',
    show: 'Show',
    reject: 'Reject…',
    forbidden: 'Unauthorized access',
    signIn: 'Sign in',
  },
} as const

type Locale = keyof typeof texts

/** One item in each queue, so that every queue has an item to open. */
async function fillQueues(request: APIRequestContext) {
  const stamp = Date.now().toString(36)
  await registerPerson({ name: 'Axe', surname: `Accesible ${stamp}`, email: uniqueEmail('axe') })
  await registerCompany({ name: `Accesible ${stamp}`, email: uniqueEmail('axe.empresa') })
  await offerToReview(request, `Oferta accesible ${stamp}`)
  await proposeGroup(request, `Grupo accesible ${stamp}`)
}

/** A signed-in account of another role, on the office app: the session cookies of an API sign-in. */
async function otherRole(browser: Browser, request: APIRequestContext) {
  const session = await apiSession(request, DEMO.premium)
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  await acceptConsent(context, ADMIN_URL)
  await context.addCookies(
    [
      ['token', session['X-Token']],
      ['deviceId', session['X-Device-Id']],
    ].map(([name, value]) => ({
      name: name as string,
      value: value as string,
      domain: 'admin.localhost',
      path: '/',
    })),
  )
  return context
}

for (const locale of ['es', 'en'] as const satisfies Locale[]) {
  const text = texts[locale]
  const segment = locale === 'es' ? 'grupos' : 'workgroups'

  test.describe(`in ${locale === 'es' ? 'Spanish' : 'English'}`, () => {
    test('the sign-in page and the 403 screens', async ({ page, context, browser, request }) => {
      await acceptConsent(context, ADMIN_URL)
      await page.goto(`/${locale}/login`)
      await expect(page.getByRole('heading', { level: 1, name: text.signIn })).toBeVisible()
      await atBothWidths(page)

      // The office role on the administrator's Membership.
      await signInOffice(page, 'office')
      await page.goto(`/${locale}/membership`)
      await expect(page.getByRole('heading', { level: 1, name: text.forbidden })).toBeVisible()
      await atBothWidths(page)

      // An account of another role, signed in: the whole app is the 403 screen.
      const other = await otherRole(browser, request)
      const stranger = await other.newPage()
      await stranger.goto(`${ADMIN_URL}/${locale}`)
      await expect(stranger.getByRole('heading', { level: 1, name: text.forbidden })).toBeVisible()
      await atBothWidths(stranger)
      await other.close()
    })

    test('the queues, each with an item open', async ({ page, request }) => {
      test.setTimeout(90_000)
      await fillQueues(request)
      await signInOffice(page, 'admin')
      const queues = [
        { path: `/${locale}`, heading: text.home },
        { path: `/${locale}/accounts`, heading: text.accounts, item: true },
        { path: `/${locale}/companies`, heading: text.companies, item: true },
        { path: `/${locale}/offers`, heading: text.offers, item: true },
        { path: `/${locale}/${segment}`, heading: text.groups, item: true },
      ]
      for (const queue of queues) {
        await page.goto(queue.path)
        await expect(page.getByRole('heading', { level: 1, name: queue.heading })).toBeVisible()
        await atBothWidths(page)
        if (!queue.item) continue
        // Its first item open: what the public page will show, or the person's details.
        const item = page.getByRole('article').first()
        await item.getByRole('button', { name: new RegExp(`^${text.show} `) }).click()
        await expect(item.getByRole('button', { expanded: true })).toBeVisible()
        await atBothWidths(page)
      }
      // A decision's dialog is a screen too.
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: new RegExp(`^${text.reject} `) })
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await atBothWidths(page)
      await page.keyboard.press('Escape')
    })

    test('people, companies, membership, the audit log and the settings', async ({ page }) => {
      test.setTimeout(90_000)
      await signInOffice(page, 'admin')

      await page.goto(`/${locale}/people?q=${encodeURIComponent(DEMO.premium)}`)
      await expect(page.getByRole('heading', { level: 1, name: text.people })).toBeVisible()
      await atBothWidths(page)
      await page.getByRole('article').first().getByRole('link').first().click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/people/[^/?]+$`))
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await atBothWidths(page)

      await page.goto(`/${locale}/companies/all`)
      await expect(page.getByRole('heading', { level: 1, name: text.allCompanies })).toBeVisible()
      await atBothWidths(page)
      await page.getByRole('article').first().getByRole('link').first().click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/companies/[^/?]+$`))
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await atBothWidths(page)

      await page.goto(`/${locale}/membership`)
      await expect(page.getByRole('heading', { level: 1, name: text.membership })).toBeVisible()
      for (const tab of text.tabs) {
        await page.getByRole('tab', { name: tab }).click()
        await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible()
        await expect(page.getByRole('tabpanel')).toBeVisible()
        await atBothWidths(page)
      }

      await page.goto(`/${locale}/audit`)
      await expect(page.getByRole('heading', { level: 1, name: text.audit })).toBeVisible()
      await expect(page.getByRole('article').first()).toBeVisible()
      await atBothWidths(page)

      // The reason dialog that closes a published offer; the focus goes back to its button.
      await page.goto(`/${locale}/offers?status=PUBLISHED`)
      const close = page
        .getByRole('button', { name: locale === 'es' ? /^Cerrar la oferta… / : /^Close the offer… / })
        .first()
      await close.click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await atBothWidths(page)
      await page.keyboard.press('Escape')
      await expect(close).toBeFocused()

      await page.goto(`/${locale}/user/settings`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await atBothWidths(page)
    })
  })
}
