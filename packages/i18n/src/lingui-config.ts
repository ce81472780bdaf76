import type { LinguiConfig } from '@lingui/conf'

export type AppLinguiOptions = {
  /** Extra source folders whose messages belong in this app's catalog, relative to the app. */
  include?: string[]
}

/**
 * The Lingui configuration every Egresa web app shares: Spanish source and fallback, one PO catalog per
 * locale in `src/locales/{locale}/messages.po` with the messages of the app's `src` and of `include`.
 * This repository's apps compile `@egresa/ui` from source and include its `src`, so each ships one catalog
 * per language; an app that imports the built package loads its catalogs instead (`@egresa/ui/messages`).
 */
export function appLinguiConfig(options: AppLinguiOptions = {}): LinguiConfig {
  return {
    locales: ['es', 'en'],
    sourceLocale: 'es',
    fallbackLocales: { default: 'es' },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src', ...(options.include ?? [])],
        exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'],
      },
    ],
    format: 'po',
    orderBy: 'messageId',
  }
}
