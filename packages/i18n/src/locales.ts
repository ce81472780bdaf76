/**
 * The languages every Egresa web app speaks. Spanish is the source language and the fallback. A portal may
 * offer fewer (the API's `LOCALES`): `enabled` below is the list it gives the apps, Spanish always among them.
 */
export const locales = ['es', 'en', 'ca'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'es'

/** Each language named in itself, as a language switcher shows it. */
export const localeNames: Record<Locale, string> = { es: 'Español', en: 'English', ca: 'Català' }

/** Cookie that remembers the visitor's language for the `/` redirect (365 days). */
export const localeCookie = 'i18n_redirected'
export const localeCookieMaxAge = 365 * 24 * 60 * 60

/**
 * The attribute of `<html>` in which the server names the languages the portal offers (`data-locales="es,en"`):
 * the apps are built once for every university and learn them with the page (`documentLocales`).
 */
export const localesAttribute = 'data-locales'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * The languages a portal offers, from a list such as `es,en` (the `LOCALES` setting, the `<html>` attribute):
 * the known ones, in the order of `locales`, with Spanish always (it is the fallback). Empty or absent: all.
 */
export function enabledLocalesOf(list: string | readonly string[] | null | undefined): Locale[] {
  const given = (typeof list === 'string' ? list.split(',') : (list ?? []))
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean)
  if (given.length === 0) return [...locales]
  return locales.filter((l) => l === defaultLocale || given.includes(l))
}

/** The languages of `enabled` other than `current`, for a language switcher. */
export function otherLocales(current: Locale, enabled: readonly Locale[] = locales): Locale[] {
  return locales.filter((l) => l !== current && enabled.includes(l))
}

/**
 * The browser's globals this module reads, absent on a server. Reached through `globalThis`, so servers that
 * import the locales (the API's sitemap) type-check without the DOM library.
 */
const browser = globalThis as {
  document?: { cookie: string; documentElement?: { getAttribute(name: string): string | null } }
  navigator?: { languages: readonly string[] }
}

/**
 * The languages the page's server said the portal offers (`<html data-locales>`), all of them where it said
 * nothing (a development server, a static host) or outside a browser.
 */
export function documentLocales(): Locale[] {
  return enabledLocalesOf(browser.document?.documentElement?.getAttribute(localesAttribute))
}

/**
 * The languages of an `Accept-Language` header, most wanted first (`ca-ES,ca;q=0.9,en;q=0.8` → `ca-ES`, `ca`,
 * `en`); a weight of 0 means "not this one".
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const q = weight === undefined ? 1 : Number(weight.slice(2))
      return { tag: tag.trim(), q: Number.isNaN(q) ? 0 : q, index }
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag)
}

/**
 * The language to send a visitor of `/` to, among the `enabled` ones (all by default): the remembered cookie,
 * then the browser's languages (`ca-ES` is Catalan), then Spanish.
 */
export function preferredLocale(
  input: { cookie?: string; languages?: readonly string[]; enabled?: readonly Locale[] } = {},
): Locale {
  const enabled = input.enabled ?? locales
  const offered = (value: unknown): value is Locale => isLocale(value) && enabled.includes(value)
  const remembered = readCookie(input.cookie ?? browser.document?.cookie ?? '', localeCookie)
  if (offered(remembered)) return remembered
  const languages = input.languages ?? browser.navigator?.languages ?? []
  for (const tag of languages) {
    const base = tag.toLowerCase().split(/[-_]/)[0]
    if (offered(base)) return base
  }
  return defaultLocale
}

export function rememberLocale(locale: Locale): void {
  if (!browser.document) return
  // A plain first-party cookie, readable by the server's `/` redirect.
  browser.document.cookie = `${localeCookie}=${locale}; path=/; max-age=${localeCookieMaxAge}; SameSite=Lax`
}

function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
