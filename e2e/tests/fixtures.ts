import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { SHARD } from './urls'

/** The seeded demo accounts' password. Published, so the server refuses it as a new password. */
export const PASSWORD = 'Egresa-demo-2026'
export const DEMO = {
  free: 'alumni.free@demo.egresa.test',
  premium: 'alumni.premium@demo.egresa.test',
  pending: 'alumni.pending@demo.egresa.test',
  company: 'empresa@demo.egresa.test',
  admin: 'admin@demo.egresa.test',
  office: 'oficina@demo.egresa.test',
}

/** Stores a consent choice up front, for journeys that are not about the consent modal. */
export async function acceptConsent(context: BrowserContext, url: string) {
  const { hostname } = new URL(url)
  await context.addCookies([{ name: 'GDPR', value: 'accepted', domain: hostname, path: '/' }])
}

export async function signIn(
  page: Page,
  baseUrl: string,
  locale: 'es' | 'en',
  email: string,
  password = PASSWORD,
) {
  await page.goto(`${baseUrl}/${locale}/login`)
  await page.getByLabel(locale === 'es' ? /correo electrónico/i : /e-?mail/i).fill(email)
  await page.getByLabel(locale === 'es' ? /contraseña/i : /password/i).fill(password)
  await page
    .getByRole('button', { name: locale === 'es' ? /iniciar sesión|entrar/i : /sign in|log in/i })
    .click()
}

/** The demo roles auth.setup.ts signs in once per run (`company` on the company app). */
export type StoredRole = 'free' | 'premium' | 'company'

/**
 * Where auth.setup.ts keeps the browser state of a signed-in demo role on a shard's portal (e2e/.auth, ignored
 * by git; by default this worker's shard). A journey
 * where signing in is only a precondition starts from it: `test.use({ storageState: storageStateOf('free') })`.
 * Every such journey shares that session, so none of them may sign it out.
 */
export function storageStateOf(role: StoredRole, shard = SHARD): string {
  return fileURLToPath(new URL(`../.auth/${role}-${shard}.json`, import.meta.url))
}

/**
 * axe must find no serious or critical violation, on the page at rest. Half way through a fade (a toast coming
 * in, going behind a newer one, or leaving after its 5 s, which may happen while axe reads the page), text is
 * half transparent and axe would measure the contrast of a frame nobody reads. So axe reads the page as a
 * person who asked for reduced motion sees it (sonner then shows and hides toasts at once), once every
 * transition and finite animation still running has ended; the colours are the same either way.
 * `disableRules`: a rule a page is known to break, named where it is called with the reason.
 */
export async function expectAccessible(page: Page, options: { disableRules?: string[] } = {}) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    )
    const results = await new AxeBuilder({ page }).disableRules(options.disableRules ?? []).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  } finally {
    await page.emulateMedia({ reducedMotion: null })
  }
}
