import { i18n, type Messages } from '@lingui/core'
import { defaultLocale, isLocale, type Locale } from './locales'

export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>

let loaders: CatalogLoaders | undefined
const loaded = new Map<Locale, Messages>()

/** Tells the i18n package how an app loads its compiled catalogs, e.g. `() => import('./locales/en/messages.po')`. */
export function registerCatalogs(catalogs: CatalogLoaders): void {
  loaders = catalogs
  loaded.clear()
}

/**
 * Loads the catalog of `locale` on first use (one network request per language), activates it and
 * sets `<html lang>`. Unknown values fall back to Spanish.
 */
export async function activateLocale(locale: string): Promise<Locale> {
  const target: Locale = isLocale(locale) ? locale : defaultLocale
  if (!loaders) throw new Error('registerCatalogs() must be called before activateLocale()')
  let messages = loaded.get(target)
  if (!messages) {
    messages = (await loaders[target]()).messages
    loaded.set(target, messages)
  }
  if (i18n.locale !== target || i18n.messages !== messages) {
    i18n.loadAndActivate({ locale: target, messages })
  }
  if (typeof document !== 'undefined') document.documentElement.lang = target
  return target
}

export { i18n }
