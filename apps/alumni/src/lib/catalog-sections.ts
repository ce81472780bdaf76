import type { CatalogLoaders } from '@egresa/i18n/activate'

/**
 * The features whose texts are a catalog of their own (`sections` in lingui.config.ts): a page that shows
 * one names it in its route's `staticData.catalogSection`, and the section loads with the page (or when a
 * link to it is prefetched), so the app's first load does not carry every feature's texts.
 * `catalog-sections.test.ts` checks that every route showing such a feature names it.
 */
export const catalogSections = {
  directory: {
    es: () => import('../locales/es/directory.po'),
    en: () => import('../locales/en/directory.po'),
    ca: () => import('../locales/ca/directory.po'),
  },
  experiences: {
    es: () => import('../locales/es/experiences.po'),
    en: () => import('../locales/en/experiences.po'),
    ca: () => import('../locales/ca/experiences.po'),
  },
  jobs: {
    es: () => import('../locales/es/jobs.po'),
    en: () => import('../locales/en/jobs.po'),
    ca: () => import('../locales/ca/jobs.po'),
  },
  membership: {
    es: () => import('../locales/es/membership.po'),
    en: () => import('../locales/en/membership.po'),
    ca: () => import('../locales/ca/membership.po'),
  },
  mentoring: {
    es: () => import('../locales/es/mentoring.po'),
    en: () => import('../locales/en/mentoring.po'),
    ca: () => import('../locales/ca/mentoring.po'),
  },
  portfolio: {
    es: () => import('../locales/es/portfolio.po'),
    en: () => import('../locales/en/portfolio.po'),
    ca: () => import('../locales/ca/portfolio.po'),
  },
  profile: {
    es: () => import('../locales/es/profile.po'),
    en: () => import('../locales/en/profile.po'),
    ca: () => import('../locales/ca/profile.po'),
  },
  workgroups: {
    es: () => import('../locales/es/workgroups.po'),
    en: () => import('../locales/en/workgroups.po'),
    ca: () => import('../locales/ca/workgroups.po'),
  },
} satisfies Record<string, CatalogLoaders>
