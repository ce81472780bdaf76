// The translator of this package's tests: its own catalogs, one Lingui instance a language, as an app that
// loads them (`@egresa/api-contract/messages`) says them. test-setup.ts registers it for every test file; a
// message of @egresa/validators, in none of them, is said in Spanish.
import type { MessageTranslator } from '@egresa/validators/translator'
import { setupI18n } from '@lingui/core'
import { contractMessages } from './messages'

const locales = ['es', 'en', 'ca'] as const

export async function catalogTranslator(): Promise<MessageTranslator> {
  const instances = new Map(
    await Promise.all(
      locales.map(
        async (locale) =>
          [locale, setupI18n({ locale, messages: { [locale]: await contractMessages(locale) } })] as const,
      ),
    ),
  )
  return (message, lang) =>
    (instances.get(lang as (typeof locales)[number]) ?? instances.get('es'))?._(message) ?? ''
}
