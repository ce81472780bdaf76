import { contractMessages } from '@egresa/api-contract/messages'
import type { Locale } from '@egresa/i18n/locales'
import { uiMessages } from '@egresa/ui/messages'
import { validatorsMessages } from '@egresa/validators/catalogs'
import { setMessageTranslator } from '@egresa/validators/translator'
import { i18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { appMessages, type MessageId } from './messages'

// One Lingui instance for the app and the packages: the packages' components read it through the app's
// I18nProvider. Their texts come compiled in their own catalogs (nothing of theirs goes through a macro
// here): the UI's, the field rules' and the contract's checks'; each language's catalog is its own chunk,
// loaded when the language is first used.
const packageCatalogs = (locale: Locale): Promise<Messages[]> =>
  Promise.all([uiMessages(locale), validatorsMessages(locale), contractMessages(locale)])

// The field rules' and the contract's messages are said by this instance, in the active language (the one
// the forms parse in): without it they would be Spanish.
setMessageTranslator((message) => i18n._(message))

/**
 * The languages this app speaks, of those the packages know (`locales`: es, en, ca): its own texts are in
 * Spanish and English, so its language switcher offers those two and any other address is Spanish.
 */
export const appLocales = ['es', 'en'] as const satisfies readonly Locale[]
export type AppLocale = (typeof appLocales)[number]

const loaded = new Set<AppLocale>()

/** The app's own texts are plain ICU strings: compiled once here, as Lingui's CLI would compile a catalog. */
function compiled(messages: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]))
}

/** Loads `locale`'s messages (once) and makes it the active language of the app and of `<html lang>`. */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (!loaded.has(locale)) {
    const catalogs = await packageCatalogs(locale)
    i18n.load(locale, Object.assign({}, ...catalogs, compiled(appMessages[locale])))
    loaded.add(locale)
  }
  i18n.activate(locale)
  document.documentElement.lang = locale
}

/** One of the app's own texts in the active language. */
export function text(id: MessageId, values?: Record<string, unknown>): string {
  return i18n._(id, values)
}
