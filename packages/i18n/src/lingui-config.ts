import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { defaultLocale, locales } from './locales'

export type AppLinguiOptions = {
  /** Extra source folders whose messages belong in this app's catalog, relative to the app. */
  include?: string[]
  /**
   * Features (folders of `src/features/`) whose messages are a catalog of their own,
   * `src/locales/{locale}/{feature}.po`, which the feature's routes load (`loadCatalogSection`) so the
   * app's first load does not carry them. Only a feature no other code imports can be one: its texts
   * show only on its own pages.
   */
  sections?: string[]
}

const exclude = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts']

/**
 * The Lingui configuration every Egresa web app shares: Spanish source and fallback, one PO catalog per
 * language of `locales` (es, en, ca) in `src/locales/{locale}/messages.po` with the messages of the app's
 * `src` and of `include` (and one per section). This repository's apps compile `@egresa/ui` from source and include its `src`, so each ships
 * one main catalog per language; an app that imports the built package loads its catalogs instead
 * (`@egresa/ui/messages`).
 */
export function appLinguiConfig(options: AppLinguiOptions = {}): LinguiConfig {
  const sections = options.sections ?? []
  return {
    locales: [...locales],
    sourceLocale: defaultLocale,
    // An untranslated message is said in Spanish, never left blank.
    fallbackLocales: { default: defaultLocale },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src', ...(options.include ?? [])],
        exclude: [
          ...exclude,
          // The tests of an included folder outside the app, which the patterns above ('**') do not reach.
          ...(options.include ?? []).flatMap((dir) => [`${dir}/**/*.test.ts`, `${dir}/**/*.test.tsx`]),
          ...sections.map((name) => `<rootDir>/src/features/${name}/**`),
        ],
      },
      ...sections.map((name) => ({
        path: `<rootDir>/src/locales/{locale}/${name}`,
        include: [`<rootDir>/src/features/${name}`],
        exclude,
      })),
    ],
    // Origins without line numbers: an edit elsewhere in a file does not rewrite the catalog's entries, so
    // two changes that add texts merge without conflicts in the catalogs.
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
  }
}
