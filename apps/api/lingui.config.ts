import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// The API's catalog: every text it writes for a person (mails, error and field messages, refusals), in the
// Lingui messages of its code (`msg` of `@lingui/core/macro`), one PO file a language as the web apps have,
// read at start-up by src/lib/i18n.ts. Spanish is the source language and the fallback. The shared packages
// it validates with are compiled from source, and their messages (the field rules', the contract's checks)
// are in this catalog too (src/lib/package-messages.ts says them from it).
const config: LinguiConfig = {
  locales: ['es', 'en', 'ca'],
  sourceLocale: 'es',
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: [
        '<rootDir>/src',
        '<rootDir>/../../packages/validators/src',
        '<rootDir>/../../packages/api-contract/src',
      ],
      exclude: [
        '**/*.test.ts',
        '<rootDir>/src/test/**',
        '<rootDir>/src/seed/**',
        // The packages' tests, outside this folder (which '**' does not reach).
        '<rootDir>/../../packages/*/src/**/*.test.ts',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
}

export default config
