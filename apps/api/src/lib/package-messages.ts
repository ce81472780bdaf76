import { toMessageLocale } from '@egresa/validators/messages'
import { setMessageTranslator } from '@egresa/validators/translator'
import { translate } from './i18n'

/**
 * Has the shared packages' messages (@egresa/validators' field rules, @egresa/api-contract's checks) said
 * from this API's catalog, which includes their source (lingui.config.ts), in the language of each parse:
 * `v.safeParse(schema, body, { lang })` with the request's. Called once where the server (`createApp`) and
 * the command line (cli.ts) start; without it they would be said in Spanish.
 */
export function translatePackageMessages(): void {
  setMessageTranslator((message, lang) => translate(toMessageLocale(lang), message))
}
