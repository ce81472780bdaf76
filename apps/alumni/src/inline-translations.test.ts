/// <reference types="node" />
// No text of this app is written in several languages at once: every one is a Lingui message of its catalogs
// (see scripts/inline-translations.ts).
import { describeNoInlineTranslations } from '../../../scripts/inline-translations-test'

describeNoInlineTranslations(import.meta.url)
