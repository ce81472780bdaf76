/// <reference types="node" />
// No message of this package is written in several languages at once: see scripts/inline-translations.ts.
import { describeNoInlineTranslations } from '../../../scripts/inline-translations-test'

describeNoInlineTranslations(import.meta.url)
