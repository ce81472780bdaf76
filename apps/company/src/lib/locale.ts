import { defaultLocale, isLocale, type Locale } from '@egresa/i18n/locales'
import { useParams } from '@tanstack/react-router'

/** The language of the current page (from `/$locale/...`), Spanish outside a locale. */
export function useLocale(): Locale {
  const { locale } = useParams({ strict: false })
  return isLocale(locale) ? locale : defaultLocale
}
