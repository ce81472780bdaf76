// The page's language in a test of a form's rules, which parses in that language as the app's forms do: the
// app's catalogs loaded and the language active, so the shared packages' messages (the field rules', the
// contract's checks') are said in it, from the app's catalog (`@egresa/ui/app/test-setup` has them said by the
// active language). Only imported by test files.
import { activateLocale, i18n, registerCatalogs } from '@egresa/i18n/activate'
import type { Locale } from '@egresa/i18n/locales'
import { app } from '../app'

/** Loads the app's catalog of each language (in `beforeAll`), so `speak` switches at once. */
export async function loadLanguages(): Promise<void> {
  registerCatalogs(app.catalogs)
  await activateLocale('en')
  await activateLocale('es')
}

/** Makes `locale` the page's language. */
export function speak(locale: Locale): void {
  i18n.activate(locale)
}
