import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Page } from '@playwright/test'

export const PASSWORD = 'Egresa-demo-2026'
export const DEMO = {
  free: 'alumni.free@demo.egresa.test',
  premium: 'alumni.premium@demo.egresa.test',
  pending: 'alumni.pending@demo.egresa.test',
  company: 'empresa@demo.egresa.test',
  admin: 'admin@demo.egresa.test',
}

/** Stores a consent choice up front, for journeys that are not about the consent modal. */
export async function acceptConsent(context: BrowserContext, url: string) {
  const { hostname } = new URL(url)
  await context.addCookies([{ name: 'GDPR', value: 'accepted', domain: hostname, path: '/' }])
}

export async function signIn(page: Page, baseUrl: string, locale: 'es' | 'en', email: string) {
  await page.goto(`${baseUrl}/${locale}/login`)
  await page.getByLabel(locale === 'es' ? /correo electrónico/i : /e-?mail/i).fill(email)
  await page.getByLabel(locale === 'es' ? /contraseña/i : /password/i).fill(PASSWORD)
  await page
    .getByRole('button', { name: locale === 'es' ? /iniciar sesión|entrar/i : /sign in|log in/i })
    .click()
}

/** The demo roles auth.setup.ts signs in once per run (`company` on the company app). */
export type StoredRole = 'free' | 'premium' | 'company'

/**
 * Where auth.setup.ts keeps the browser state of a signed-in demo role (e2e/.auth, ignored by git). A journey
 * where signing in is only a precondition starts from it: `test.use({ storageState: storageStateOf('free') })`.
 * Every such journey shares that session, so none of them may sign it out.
 */
export function storageStateOf(role: StoredRole): string {
  return fileURLToPath(new URL(`../.auth/${role}.json`, import.meta.url))
}

/** axe must find no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
