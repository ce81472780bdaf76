import type * as v from 'valibot'

/** A message a person reads, in both languages of the apps. */
export type Localized = { es: string; en: string }

/**
 * A valibot message in the language of the parse (`v.parse(schema, input, { lang })`): the server parses
 * with the request's language, the web apps with the page's.
 */
export const localized =
  (text: Localized) =>
  (issue: v.BaseIssue<unknown>): string =>
    issue.lang === 'en' ? text.en : text.es
