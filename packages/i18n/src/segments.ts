import { isLocale, type Locale, locales } from './locales'

/**
 * Path segments that differ by language. Only the first segment after the locale is localized
 * (`/es/comunidad`, `/en/community`); nested ones such as `/es/user/workgroups` keep the existing
 * portal's path, as every other segment does.
 */
export const localizedSegments: ReadonlyArray<Record<Locale, string>> = [
  { es: 'comunidad', en: 'community' },
  { es: 'grupos', en: 'workgroups' },
]

/** The segment as written in `to`, or the segment unchanged when it is not a localized one. */
export function localizeSegment(segment: string, to: Locale): string {
  for (const entry of localizedSegments) {
    if (locales.some((l) => entry[l] === segment)) return entry[to]
  }
  return segment
}

/** The locale a localized segment belongs to, or undefined when it is the same in every language. */
export function segmentLocale(segment: string): Locale | undefined {
  for (const entry of localizedSegments) {
    const found = locales.find((l) => entry[l] === segment)
    if (found) return found
  }
  return undefined
}

/** A path inside `locale`: `localePath('en', 'comunidad', 'abc')` → `/en/community/abc`. */
export function localePath(locale: Locale, ...segments: string[]): string {
  const [first, ...rest] = segments.flatMap((s) => s.split('/')).filter(Boolean)
  if (first === undefined) return `/${locale}`
  return ['', locale, localizeSegment(first, locale), ...rest].join('/')
}

/**
 * The same page in another language: `/es/comunidad/abc?x=1` → `/en/community/abc?x=1`.
 * A path without a locale prefix goes to that locale's home.
 */
export function switchLocalePath(path: string, to: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(path)
  const pathname = match?.[1] ?? ''
  const rest = match?.[2] ?? ''
  const segments = pathname.split('/').filter(Boolean)
  if (!isLocale(segments[0])) return `/${to}`
  const [, first, ...others] = segments
  if (first === undefined) return `/${to}${rest}`
  const trailing = pathname.endsWith('/') && others.length > 0 ? '/' : ''
  return `${['', to, localizeSegment(first, to), ...others].join('/')}${trailing}${rest}`
}
