import type { CatalogLoaders } from '@egresa/i18n/activate'

/**
 * The features whose texts are a catalog of their own (`sections` in lingui.config.ts): every page of the
 * office shows one feature, names it in its route's `staticData.catalogSection`, and the section
 * loads with the page, so the sign-in page does not carry every feature's texts.
 * `catalog-sections.test.ts` checks that every route showing such a feature names it.
 */
export const catalogSections = {
  accounts: {
    es: () => import('../locales/es/accounts.po'),
    en: () => import('../locales/en/accounts.po'),
    ca: () => import('../locales/ca/accounts.po'),
  },
  admin: {
    es: () => import('../locales/es/admin.po'),
    en: () => import('../locales/en/admin.po'),
    ca: () => import('../locales/ca/admin.po'),
  },
  articles: {
    es: () => import('../locales/es/articles.po'),
    en: () => import('../locales/en/articles.po'),
    ca: () => import('../locales/ca/articles.po'),
  },
  audit: {
    es: () => import('../locales/es/audit.po'),
    en: () => import('../locales/en/audit.po'),
    ca: () => import('../locales/ca/audit.po'),
  },
  companies: {
    es: () => import('../locales/es/companies.po'),
    en: () => import('../locales/en/companies.po'),
    ca: () => import('../locales/ca/companies.po'),
  },
  content: {
    es: () => import('../locales/es/content.po'),
    en: () => import('../locales/en/content.po'),
    ca: () => import('../locales/ca/content.po'),
  },
  conversations: {
    es: () => import('../locales/es/conversations.po'),
    en: () => import('../locales/en/conversations.po'),
    ca: () => import('../locales/ca/conversations.po'),
  },
  home: {
    es: () => import('../locales/es/home.po'),
    en: () => import('../locales/en/home.po'),
    ca: () => import('../locales/ca/home.po'),
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
  newsletters: {
    es: () => import('../locales/es/newsletters.po'),
    en: () => import('../locales/en/newsletters.po'),
    ca: () => import('../locales/ca/newsletters.po'),
  },
  people: {
    es: () => import('../locales/es/people.po'),
    en: () => import('../locales/en/people.po'),
    ca: () => import('../locales/ca/people.po'),
  },
  reports: {
    es: () => import('../locales/es/reports.po'),
    en: () => import('../locales/en/reports.po'),
    ca: () => import('../locales/ca/reports.po'),
  },
  workgroups: {
    es: () => import('../locales/es/workgroups.po'),
    en: () => import('../locales/en/workgroups.po'),
    ca: () => import('../locales/ca/workgroups.po'),
  },
} satisfies Record<string, CatalogLoaders>
