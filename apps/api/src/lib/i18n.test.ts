// The API's catalog (src/locales, lingui.config.ts): every message in every language, the request's
// language chosen from Accept-Language, Spanish for a language without the translation.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { errorReasons } from '@egresa/api-contract/errors'
import { msg } from '@lingui/core/macro'
import { formatter } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import { type CatalogLocale, catalogLocales, translate } from './i18n'
import { reasonMessages } from './messages'

type Entry = { message?: string; translation?: string; obsolete?: boolean }

/** One language's catalog as Lingui reads it: by message id, with its Spanish source and translation. */
function catalog(locale: CatalogLocale): Record<string, Entry> {
  const path = fileURLToPath(new URL(`../locales/${locale}/messages.po`, import.meta.url))
  return formatter({ lineNumbers: false }).parse(readFileSync(path, 'utf8'), {
    locale,
    sourceLocale: 'es',
    filename: `${locale}/messages.po`,
  }) as Record<string, Entry>
}

/** The placeholders of an ICU message (`{by}`, `{known, select, …}`). */
const placeholdersOf = (message: string) =>
  [...message.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1] as string)

/** A value a test can find again in the text that says it. */
const sample = (name: string) => `⟪${name}⟫`

describe('the API catalog', () => {
  it('says every error reason in Spanish, English and Catalan, each its own text', () => {
    for (const reason of errorReasons) {
      const said = catalogLocales.map((l) => translate(l, reasonMessages[reason]))
      expect(new Set(said).size, `${reason}: ${said.join(' | ')}`).toBe(3)
    }
    expect(translate('ca', reasonMessages.not_found)).toBe('No s’ha trobat el que cerques.')
    expect(translate('en', reasonMessages.not_found)).toBe('What you are looking for was not found.')
  })

  it('says every message in Spanish, English and Catalan, each language its own text', () => {
    const catalogs = Object.fromEntries(catalogLocales.map((l) => [l, catalog(l)])) as Record<
      CatalogLocale,
      Record<string, Entry>
    >
    const ids = Object.keys(catalogs.es).filter((id) => !catalogs.es[id]?.obsolete)
    expect(ids.length).toBeGreaterThan(150)
    for (const id of ids) {
      const message = catalogs.es[id]?.message ?? ''
      const names = [...new Set(placeholdersOf(message))]
      // A decision's 409 has a sentence for each of who and when being known (lib/messages.ts, `Decided`).
      const variants = names.includes('known') ? ['both', 'by', 'when', 'neither'] : [undefined]
      for (const known of variants) {
        const values = Object.fromEntries(names.map((n) => [n, n === 'known' ? known : sample(n)]))
        const said = Object.fromEntries(catalogLocales.map((l) => [l, translate(l, { id, message }, values)]))
        const samplesIn = (text: string) => names.map(sample).filter((s) => text.includes(s))
        for (const locale of catalogLocales) {
          const text = said[locale] as string
          const where = `${locale} of «${message}»${known ? ` (${known})` : ''}: ${text}`
          expect(text, where).not.toMatch(/[{}]/)
          // The translation keeps every value the Spanish says.
          expect(samplesIn(text), where).toEqual(samplesIn(said.es as string))
          if (locale === 'es') continue
          const translation = catalogs[locale][id]?.translation ?? ''
          expect(translation, where).not.toBe('')
          if (translation !== message) expect(text, where).not.toBe(said.es)
        }
        // docs/glossary.md: the typographic apostrophe in Catalan.
        expect(said.ca, message).not.toContain("'")
      }
    }
  })

  it('says a message without its translation in Spanish, with its values', () => {
    const name = 'Ana'
    expect(translate('ca', msg`Un texto que aún no está traducido, ${name}`)).toBe(
      'Un texto que aún no está traducido, Ana',
    )
  })
})
