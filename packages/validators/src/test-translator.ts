// The translator of this package's tests: its own catalogs, one Lingui instance a language, as an app that
// loads them (`@egresa/validators/catalogs`) says them. test-setup.ts registers it for every test file.
import { setupI18n } from '@lingui/core'
import { validatorsMessages } from './catalogs'
import { messageLocales, toMessageLocale } from './messages'
import type { MessageTranslator } from './translator'

export async function catalogTranslator(): Promise<MessageTranslator> {
  const instances = Object.fromEntries(
    await Promise.all(
      messageLocales.map(async (locale) => [
        locale,
        setupI18n({ locale, messages: { [locale]: await validatorsMessages(locale) } }),
      ]),
    ),
  )
  return (message, lang) => instances[toMessageLocale(lang)]._(message)
}
