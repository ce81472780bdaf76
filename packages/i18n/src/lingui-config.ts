import type { LinguiConfig } from '@lingui/conf'

export type AppLinguiOptions = {
  /** Extra source folders whose messages belong in this app's catalog, relative to the app. */
  include?: string[]
}

/**
 * The Lingui configuration every Egresa web app shares: Spanish source and fallback, one PO catalog per
 * locale in `src/locales/{locale}/messages.po`, and the shared UI package's messages extracted with
 * the app's own so each app ships one catalog per language.
 */
export function appLinguiConfig(options: AppLinguiOptions = {}): LinguiConfig {
  return {
    locales: ['es', 'en'],
    sourceLocale: 'es',
    fallbackLocales: { default: 'es' },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src', '<rootDir>/../../packages/ui/src', ...(options.include ?? [])],
        exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'],
      },
    ],
    format: 'po',
    orderBy: 'messageId',
  }
}
