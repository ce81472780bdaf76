import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// The API's catalog: every text it writes for a person (mails, error and field messages, refusals), in the
// Lingui messages of its code (`msg` of `@lingui/core/macro`), one PO file a language as the web apps have,
// read at start-up by src/lib/i18n.ts. Spanish is the source language and the fallback.
const config: LinguiConfig = {
  locales: ['es', 'en', 'ca'],
  sourceLocale: 'es',
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '<rootDir>/src/test/**', '<rootDir>/src/seed/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
}

export default config
