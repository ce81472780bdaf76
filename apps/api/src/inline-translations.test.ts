/// <reference types="node" />
// No text of the API is written in several languages at once: every one is a message of its catalog, said
// with translate() (see scripts/inline-translations.ts).
import { describeNoInlineTranslations } from '../../../scripts/inline-translations-test'

describeNoInlineTranslations(import.meta.url, [
  /^src\/seed\//, // the reference data stored in one column a language (title_es, title_en, title_ca) and the demo set
  /^src\/features\/sso\/dev-provider\.ts$/, // the university's own sign-in page, simulated for development
])
