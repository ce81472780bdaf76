import { i18n, type Messages } from '@lingui/core'
import { defaultLocale, isLocale, type Locale } from './locales'

export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>

let loaders: CatalogLoaders | undefined
let sectionLoaders: Record<string, CatalogLoaders> = {}
/** `catalog:locale` of each catalog already in `i18n` (the main catalog is `:es`, `:en`). */
const loaded = new Set<string>()

/**
 * Tells the i18n package how an app loads its compiled catalogs, e.g. `() => import('./locales/en/messages.po')`,
 * and its sections: catalogs of their own that a feature's pages load with them (`loadCatalogSections`).
 */
export function registerCatalogs(
  catalogs: CatalogLoaders,
  sections: Record<string, CatalogLoaders> = {},
): void {
  loaders = catalogs
  sectionLoaders = sections
  loaded.clear()
}

async function loadOnce(name: string, catalogs: CatalogLoaders, locale: Locale): Promise<void> {
  const key = `${name}:${locale}`
  if (loaded.has(key)) return
  const { messages } = await catalogs[locale]()
  // Lingui adds them to the language's messages (and re-renders if it is the active one).
  i18n.load(locale, messages)
  loaded.add(key)
}

/**
 * Loads sections of the app's messages in `locale` (the active language by default): the catalogs of the
 * features a page shows, so the app's first load does not carry every feature's texts. Loading one twice
 * costs nothing; an unknown name is an error in the app.
 */
export async function loadCatalogSections(
  names: readonly string[],
  locale: string = i18n.locale,
): Promise<void> {
  const target: Locale = isLocale(locale) ? locale : defaultLocale
  await Promise.all(
    names.map((name) => {
      const catalogs = sectionLoaders[name]
      if (!catalogs) throw new Error(`No catalog section "${name}" was registered`)
      return loadOnce(name, catalogs, target)
    }),
  )
}

/**
 * Loads the catalog of `locale` on first use (one network request per language) with the `sections` the
 * page needs, activates it and sets `<html lang>`. Unknown values fall back to Spanish.
 */
export async function activateLocale(locale: string, sections: readonly string[] = []): Promise<Locale> {
  const target: Locale = isLocale(locale) ? locale : defaultLocale
  const main = loaders
  if (!main) throw new Error('registerCatalogs() must be called before activateLocale()')
  await Promise.all([loadOnce('', main, target), loadCatalogSections(sections, target)])
  if (i18n.locale !== target) i18n.activate(target)
  if (typeof document !== 'undefined') document.documentElement.lang = target
  return target
}

export { i18n }
