import { type Locale, localeNames, otherLocales, rememberLocale } from '@egresa/i18n/locales'
import { switchLocalePath } from '@egresa/i18n/segments'
import { useLingui } from '@lingui/react/macro'
import { Link } from './link'

export type LanguageSwitcherProps = {
  locale: Locale
  /** The current path with its search and hash, e.g. `/es/info/privacy?x=1`. */
  path: string
  /**
   * The page's address in a language where it is not the same path in that language's words (an
   * article's slug): the link goes straight there.
   */
  alternates?: Partial<Record<Locale, string>>
  /** The languages the portal offers (all by default): a language it turned off is never linked. */
  locales?: readonly Locale[]
  className?: string
}

/**
 * Links to the current page in every other language the portal offers; remembers the choice for the `/`
 * redirect. Nothing at all when it offers one language only.
 */
export function LanguageSwitcher({ locale, path, alternates, locales, className }: LanguageSwitcherProps) {
  const { t } = useLingui()
  const others = otherLocales(locale, locales)
  if (others.length === 0) return null
  return (
    <nav aria-label={t`Idioma`} className={className}>
      <ul className="flex items-center gap-3">
        {others.map((target) => (
          <li key={target}>
            <Link
              href={alternates?.[target] ?? switchLocalePath(path, target)}
              onClick={() => rememberLocale(target)}
              className="rounded px-2 py-1 text-sm font-bold text-primary underline-offset-4 hover:underline"
            >
              <span lang={target}>{localeNames[target]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
