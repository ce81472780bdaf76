// This package's compiled catalogs, for apps outside this repository that use its built `dist/` (this
// repository's apps and API compile its source and extract its messages into their own catalogs instead).
import type { I18n, Messages } from '@lingui/core'
import { type MessageLocale, toMessageLocale } from './messages.js'

// Each language is its own chunk in the app that imports this module: it downloads only the ones it loads.
const catalogs: Record<MessageLocale, () => Promise<{ messages: Messages }>> = {
  es: () => import('./locales/es/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ca: () => import('./locales/ca/messages.po'),
}

/** This package's compiled messages in `locale` (any tag: `ca-ES` is Catalan; unknown ones are Spanish). */
export async function validatorsMessages(locale: string): Promise<Messages> {
  return (await catalogs[toMessageLocale(locale)]()).messages
}

/**
 * Adds this package's messages in `locale` to a Lingui instance, next to the app's own (`i18n.load` merges);
 * call it before `i18n.activate(locale)`, for each language the app activates, and register the instance as
 * the translator (`setMessageTranslator` of `./translator`).
 */
export async function loadValidatorsMessages(i18n: I18n, locale: string): Promise<void> {
  i18n.load(locale, await validatorsMessages(locale))
}
