import { formatter } from '@lingui/format-po'

// A package's catalogs as check-catalogs.test.ts starts from: two messages, in es, en and ca.
export default {
  locales: ['es', 'en', 'ca'],
  sourceLocale: 'es',
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
}
