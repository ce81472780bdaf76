import { msg } from '@lingui/core/macro'
import { type Locale, translate } from './i18n'

// Text that a database cannot store as it is: PostgreSQL refuses the NUL character (0x00) in text, and a
// lone UTF-16 surrogate (half of a character, valid in JSON's \ud800 but not in UTF-8) would be silently
// replaced. Both are refused as bad input (400), once, where input is validated (lib/validator.ts, and the
// path and query of every API request in app.ts).

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Whether a string can be stored and shown as it is. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}

const unstorableTextMessage = msg`Contiene un carácter no permitido (el carácter nulo o un carácter Unicode incompleto).`

export const unstorableText = (locale: Locale) => translate(locale, unstorableTextMessage)

/** Most fields reported for one request: a hostile body can hold any number of bad strings. */
const MAX_REPORTED = 20

/**
 * The dotted paths (`data.phone`, `links.0.url`; `body` for the value itself) of the strings in a JSON value
 * that cannot be stored. Walks without recursion, so a body nested a million levels deep is no problem.
 */
export function unstorablePaths(value: unknown, root = 'body'): string[] {
  const found: string[] = []
  const stack: [unknown, string | null][] = [[value, null]]
  for (let next = stack.pop(); next && found.length < MAX_REPORTED; next = stack.pop()) {
    const [node, path] = next
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.push(path ?? root)
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const keyPath = path === null ? key : `${path}.${key}`
        if (!isStorableText(key)) found.push(keyPath)
        else stack.push([child, keyPath])
      }
    }
  }
  return found.sort()
}
