import { isLocale, type Locale, locales } from './locales'

/** A page whose first segment differs by language: `route` names it in the router, each locale in the address bar. */
export type LocalizedSegment = Record<Locale, string> & { route: string }

/**
 * Path segments that differ by language. Only the first segment after the locale is localized
 * (`/es/comunidad`, `/en/community`, `/ca/comunitat`); nested ones such as `/es/user/workgroups` keep the existing
 * portal's path, as every other segment does. The apps' route files are named after `route`, once per page;
 * the router's URL rewrite (`routePath`, `publicPath`) maps it to each language's segment. A segment is
 * plain ASCII (`ocupacio`, not `ocupació`: an address people type and share) and belongs to one page and
 * one language: no other page uses it as a segment or a route, and no other language of its page as its
 * segment, so the swap below has one answer and another language's segment is a 404 (`segments.test.ts`).
 */
export const localizedSegments: ReadonlyArray<LocalizedSegment> = [
  { route: 'community', es: 'comunidad', en: 'community', ca: 'comunitat' },
  { route: 'workgroups', es: 'grupos', en: 'workgroups', ca: 'grups' },
  { route: 'jobs', es: 'empleo', en: 'jobs', ca: 'ocupacio' },
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

/**
 * Within one language, a localized segment and its route segment trade places: a swap is its own inverse, so
 * every address has exactly one route path and back. `/es/community` becomes `/es/comunidad`, which no route
 * has (routes are named after `route`), so the other language's segment is a 404 like any unknown path.
 */
function swapSegment(segment: string, locale: Locale): string {
  for (const entry of localizedSegments) {
    if (entry[locale] === entry.route) continue
    if (segment === entry[locale]) return entry.route
    if (segment === entry.route) return entry[locale]
  }
  return segment
}

function swapPath(path: string): string {
  const match = /^\/([^/?#]+)\/([^/?#]+)(.*)$/s.exec(path)
  if (!match) return path
  const [, locale = '', first = '', rest = ''] = match
  if (!isLocale(locale)) return path
  return `/${locale}/${swapSegment(first, locale)}${rest}`
}

/**
 * The router's path of an address people see (the URL rewrite's input): `/es/comunidad/abc?page=2` →
 * `/es/community/abc?page=2`. Search and hash are kept.
 */
export function routePath(address: string): string {
  return swapPath(address)
}

/**
 * The address people see for a router path (the URL rewrite's output): `/es/community/abc` →
 * `/es/comunidad/abc`. Search and hash are kept.
 */
export function publicPath(path: string): string {
  return swapPath(path)
}

/**
 * The localized segment whose address in some language is `segment` but whose route segment is another one
 * (`comunidad`), or undefined. A route file named so would be the wrong page's twin.
 */
export function misnamedRouteSegment(segment: string): LocalizedSegment | undefined {
  return localizedSegments.find(
    (entry) => entry.route !== segment && locales.some((l) => entry[l] === segment),
  )
}
