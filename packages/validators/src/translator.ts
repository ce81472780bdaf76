// How this package and @egresa/api-contract say their messages in a person's language. Their texts are Lingui
// messages (`msg` of `@lingui/core/macro`, extracted into PO catalogs like any app text), but valibot hands a
// message function nothing but the issue, whose `lang` is the parse's language: no Lingui instance can be
// passed along with a parse, and one schema object serves every language at once (the API parses the same
// contract schema in es, en and ca). So the program that shows the messages registers once, at start, the
// function that says one in a language with its own catalogs; without one they are said in Spanish, the
// source language.

/** A message as Lingui's `msg` macro writes it: `id`, the Spanish source text, and its values. */
export type MessageDescriptor = {
  readonly id: string
  /** The Spanish source text (kept in this package's `dist/`; a production app build may strip it). */
  readonly message?: string | undefined
  readonly values?: Readonly<Record<string, unknown>> | undefined
}

/**
 * Says `message` in `lang` (the parse's language, as valibot's `issue.lang` or a caller gives it: any tag, or
 * `undefined`). A Lingui app: `(message) => i18n._(message)` (its forms parse in the page's language). A
 * server: one Lingui instance a language, `(message, lang) => i18nOf(lang)._(message)`.
 */
export type MessageTranslator = (message: MessageDescriptor, lang: string | undefined) => string

/**
 * A message's Spanish source text with its values in its `{placeholders}` (this package's messages have no
 * plural or select): what is said when no translator is registered.
 */
export function sourceText(message: MessageDescriptor): string {
  const values = message.values ?? {}
  return (message.message ?? message.id).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}

let translator: MessageTranslator = sourceText

/**
 * Registers the function that says this package's and @egresa/api-contract's messages (call it once, where
 * the app or the server starts, after its catalogs hold these packages' messages); `undefined` goes back to
 * the Spanish source text.
 */
export function setMessageTranslator(next: MessageTranslator | undefined): void {
  translator = next ?? sourceText
}

/** `message` (with `values` added to its own) in `lang`, by the registered translator. */
export function translateMessage(
  message: MessageDescriptor,
  lang: string | undefined,
  values?: Readonly<Record<string, unknown>>,
): string {
  return translator(values ? { ...message, values: { ...message.values, ...values } } : message, lang)
}
