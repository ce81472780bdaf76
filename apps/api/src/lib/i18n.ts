import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'

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

// ---- The API's catalog (src/locales/{locale}/messages.po, lingui.config.ts) ----

/** The languages of the API's catalog: those of the apps and of the mails. */
export const catalogLocales = ['es', 'en', 'ca'] as const
export type CatalogLocale = (typeof catalogLocales)[number]

/** src/locales, seen from src/lib/i18n.ts (tsx, vitest) or from a chunk of dist/ (the bundle). */
function localesFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  return here.endsWith('dist') ? resolve(here, '../src/locales') : resolve(here, '../locales')
}

const po = formatter({ lineNumbers: false })
const instances = new Map<CatalogLocale, I18n>()

/**
 * The Lingui instance of one language, its catalog read on first use. An untranslated message is left out,
 * so it is said in Spanish (the message's source text, which every descriptor carries).
 */
function i18nOf(locale: CatalogLocale): I18n {
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
  locale: CatalogLocale,
  message: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  return i18nOf(locale)._({ ...message, ...(values ? { values: { ...message.values, ...values } } : {}) })
}

/** The same message in every language of the catalog (a stored or mailed text that must exist in each). */
export function translations(
  message: MessageDescriptor,
  values?: Record<string, unknown>,
): Record<CatalogLocale, string> {
  return Object.fromEntries(catalogLocales.map((l) => [l, translate(l, message, values)])) as Record<
    CatalogLocale,
    string
  >
}
