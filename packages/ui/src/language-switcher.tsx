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
  className?: string
}

/** Links to the current page in every other language; remembers the choice for the `/` redirect. */
export function LanguageSwitcher({ locale, path, alternates, className }: LanguageSwitcherProps) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Idioma`} className={className}>
      <ul className="flex items-center gap-3">
        {otherLocales(locale).map((target) => (
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
