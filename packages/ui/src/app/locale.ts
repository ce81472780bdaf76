import { defaultLocale, isLocale, type Locale, locales } from '@egresa/i18n/locales'
import { useRouter, useRouterState } from '@tanstack/react-router'

/**
 * The languages the portal offers, as the router's context has them (`RouterContext.locales`: the server's
 * `LOCALES`); all of them when it does not say.
 */
export function useEnabledLocales(): readonly Locale[] {
  const context = useRouter().options.context as { locales?: readonly Locale[] } | undefined
  return context?.locales ?? locales
}

/**
 * The language of the current page (from `/$locale/...`), Spanish outside a locale or under a language the
 * portal turned off (its 404 page speaks Spanish). Works outside routes too.
 */
export function useLocale(): Locale {
  const first = useRouterState({ select: (s) => s.location.pathname.split('/')[1] })
  const enabled = useEnabledLocales()
  return isLocale(first) && enabled.includes(first) ? first : defaultLocale
}
