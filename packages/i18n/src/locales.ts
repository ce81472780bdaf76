/** The languages every Egresa web app speaks. Spanish is the source language and the fallback. */
export const locales = ['es', 'en'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'es'

/** Each language named in itself, as a language switcher shows it. */
export const localeNames: Record<Locale, string> = { es: 'Español', en: 'English' }

/** Cookie that remembers the visitor's language for the `/` redirect (365 days). */
export const localeCookie = 'i18n_redirected'
export const localeCookieMaxAge = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function otherLocales(current: Locale): Locale[] {
  return locales.filter((l) => l !== current)
}

/**
 * The browser's globals this module reads, absent on a server. Reached through `globalThis`, so servers that
 * import the locales (the API's sitemap) type-check without the DOM library.
 */
const browser = globalThis as { document?: { cookie: string }; navigator?: { languages: readonly string[] } }

/** The language to send a visitor of `/` to: the remembered cookie, then the browser's languages, then Spanish. */
export function preferredLocale(input: { cookie?: string; languages?: readonly string[] } = {}): Locale {
  const remembered = readCookie(input.cookie ?? browser.document?.cookie ?? '', localeCookie)
  if (isLocale(remembered)) return remembered
  const languages = input.languages ?? browser.navigator?.languages ?? []
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
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
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}
