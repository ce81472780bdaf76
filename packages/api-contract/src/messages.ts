// This package's compiled catalogs (the messages of its schemas' checks), for apps outside this repository
// that use its built `dist/` (this repository's apps and API compile its source and extract its messages into
// their own catalogs instead). Load them with @egresa/validators' (`@egresa/validators/catalogs`).
import type { I18n, Messages } from '@lingui/core'

const locales = ['es', 'en', 'ca'] as const
type ContractLocale = (typeof locales)[number]

// Each language is its own chunk in the app that imports this module: it downloads only the ones it loads.
const catalogs: Record<ContractLocale, () => Promise<{ messages: Messages }>> = {
  es: () => import('./locales/es/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ca: () => import('./locales/ca/messages.po'),
}

/** This package's compiled messages in `locale` (any tag: `ca-ES` is Catalan; unknown ones are Spanish). */
export async function contractMessages(locale: string): Promise<Messages> {
  const base = locale.toLowerCase().split('-')[0]
  const target = (locales as readonly string[]).includes(base ?? '') ? (base as ContractLocale) : 'es'
  return (await catalogs[target]()).messages
}

/**
 * Adds this package's messages in `locale` to a Lingui instance, next to the app's own (`i18n.load` merges);
 * call it before `i18n.activate(locale)`, for each language the app activates, and register the instance as
 * the translator (`setMessageTranslator` of `@egresa/validators/translator`).
 */
export async function loadContractMessages(i18n: I18n, locale: string): Promise<void> {
  i18n.load(locale, await contractMessages(locale))
}
