import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// This package's own catalogs, for apps outside this repository that import its built `dist/`:
// `@egresa/validators/catalogs` loads them into the app's Lingui instance (Spanish, English and Catalan).
// This repository's apps and API compile the package from source and extract its messages into their own
// catalogs instead (their lingui.config.ts include packages/validators/src).
const config: LinguiConfig = {
  locales: ['es', 'en', 'ca'],
  sourceLocale: 'es',
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts'],
    },
  ],
  // Origins without line numbers, so an unrelated edit does not rewrite the catalogs (as the apps').
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
}

export default config
