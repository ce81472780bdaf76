import { type MessageDescriptor, translateMessage } from '@egresa/validators/translator'
import type * as v from 'valibot'

/**
 * A valibot message in the language of the parse (`v.parse(schema, input, { lang })`: the server parses with
 * the request's language, the web apps with the page's): a Lingui message, `localized(msg\`Indica a quién
 * has contratado.\`)`, extracted into the catalogs and said by the translator the app or server registered
 * (`setMessageTranslator` of `@egresa/validators/translator`; Spanish without one).
 */
export const localized =
  (message: MessageDescriptor) =>
  (issue: v.BaseIssue<unknown>): string =>
    translateMessage(message, issue.lang)
