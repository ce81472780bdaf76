import type { I18n, Messages } from '@lingui/core'

/** The languages this package's texts are translated into. Spanish is the source and the fallback. */
export const uiLocales = ['es', 'en', 'ca'] as const
export type UiLocale = (typeof uiLocales)[number]

// Each language is its own chunk in the app that imports this module: it downloads only the ones it loads.
const catalogs: Record<UiLocale, () => Promise<{ messages: Messages }>> = {
  es: () => import('./locales/es/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ca: () => import('./locales/ca/messages.po'),
}

/** This package's compiled messages in `locale` (any tag: `ca-ES` is Catalan; unknown ones are Spanish). */
export async function uiMessages(locale: string): Promise<Messages> {
  const base = locale.toLowerCase().split('-')[0]
  const target = (uiLocales as readonly string[]).includes(base ?? '') ? (base as UiLocale) : 'es'
  return (await catalogs[target]()).messages
}

/**
 * Adds this package's messages in `locale` to a Lingui instance, next to the app's own (`i18n.load` merges);
 * call it before `i18n.activate(locale)`, for each language the app activates.
 */
export async function loadUiMessages(i18n: I18n, locale: string): Promise<void> {
  i18n.load(locale, await uiMessages(locale))
}
