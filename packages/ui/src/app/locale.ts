import { defaultLocale, isLocale, type Locale } from '@egresa/i18n/locales'
import { useRouterState } from '@tanstack/react-router'

/** The language of the current page (from `/$locale/...`), Spanish outside a locale. Works outside routes too. */
export function useLocale(): Locale {
  const first = useRouterState({ select: (s) => s.location.pathname.split('/')[1] })
  return isLocale(first) ? first : defaultLocale
}
