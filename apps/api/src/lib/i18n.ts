export const locales = ['es', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'es'

/** The best of es/en from an Accept-Language header (weights honoured), Spanish when neither is asked for. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return defaultLocale
  let best: { locale: Locale; q: number } | undefined
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const language = tag.trim().toLowerCase().split('-')[0]
    if (language !== 'es' && language !== 'en') continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (Number.isNaN(q) || q <= 0) continue
    if (!best || q > best.q) best = { locale: language, q }
  }
  return best?.locale ?? defaultLocale
}

export function isLocale(value: string | undefined): value is Locale {
  return value === 'es' || value === 'en'
}
