import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { inBundle } from './bundle-folder'

/** The languages the API speaks: its catalog's (src/locales), the mails' and the web apps'. */
export const locales = ['es', 'en', 'ca'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale = 'es' satisfies Locale

/**
 * The best of `offered` (the API's languages unless told) from an Accept-Language header, weights honoured
 * (`ca-ES-valencia;q=0.8` is Catalan at 0.8), Spanish when none of them is asked for.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale
export function localeFromAcceptLanguage<L extends Locale>(
  header: string | undefined | null,
  offered: readonly L[],
): L | typeof defaultLocale
export function localeFromAcceptLanguage(
  header: string | undefined | null,
  offered: readonly Locale[] = locales,
): Locale {
  if (!header) return defaultLocale
  let best: { locale: Locale; q: number } | undefined
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const language = tag.trim().toLowerCase().split('-')[0] ?? ''
    const locale = offered.find((l) => l === language)
    if (!locale) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (Number.isNaN(q) || q <= 0) continue
    if (!best || q > best.q) best = { locale, q }
  }
  return best?.locale ?? defaultLocale
}

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly (string | undefined)[]).includes(value)
}

// ---- The API's catalog (src/locales/{locale}/messages.po, lingui.config.ts) ----

/** src/locales, seen from src/lib/i18n.ts (tsx, vitest) or from a chunk of dist/ (the bundle). */
function localesFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  return inBundle(here) ? resolve(here, '../src/locales') : resolve(here, '../locales')
}

const po = formatter({ lineNumbers: false })
const instances = new Map<Locale, I18n>()

/**
 * The Lingui instance of one language, its catalog read on first use. An untranslated message is left out,
 * so it is said in Spanish (the message's source text, which every descriptor carries).
 */
function i18nOf(locale: Locale): I18n {
  const existing = instances.get(locale)
  if (existing) return existing
  const catalog = po.parse(readFileSync(join(localesFolder(), locale, 'messages.po'), 'utf8'), {
    locale,
    sourceLocale: 'es',
    filename: `${locale}/messages.po`,
  }) as Record<string, { translation?: string; obsolete?: boolean }>
  const messages: Messages = {}
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.translation && !entry.obsolete) messages[id] = compileMessage(entry.translation)
  }
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  instances.set(locale, i18n)
  return i18n
}

/** A message of the API's catalog in `locale` (`msg` of `@lingui/core/macro` writes the descriptor). */
export function translate(
  locale: Locale,
  message: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  return i18nOf(locale)._({ ...message, ...(values ? { values: { ...message.values, ...values } } : {}) })
}

/** The same message in every language of the catalog (a stored or mailed text that must exist in each). */
export function translations(
  message: MessageDescriptor,
  values?: Record<string, unknown>,
): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, translate(l, message, values)])) as Record<Locale, string>
}
