/// <reference types="node" />
// No text of this package is written in several languages at once (see scripts/inline-translations.ts).
import { describeNoInlineTranslations } from '../../../scripts/inline-translations-test'

describeNoInlineTranslations(import.meta.url, [
  /^src\/segments\.ts$/, // each language's first URL segments (`comunidad`, `community`, `comunitat`): addresses
  /^src\/locales\.ts$/, // each language named in itself («Español», «English», «Català»): no translation of one text
])
