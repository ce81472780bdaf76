import { appLinguiConfig } from '@egresa/i18n/lingui-config'

// The shared packages are compiled from source here: their messages (the UI's, the field rules', the
// contract's checks') go into this app's catalog. The features' pages load their own catalogs
// (src/lib/catalog-sections.ts).
export default appLinguiConfig({
  include: [
    '<rootDir>/../../packages/ui/src',
    '<rootDir>/../../packages/validators/src',
    '<rootDir>/../../packages/api-contract/src',
  ],
  sections: [
    'accounts',
    'admin',
    'articles',
    'audit',
    'companies',
    'content',
    'conversations',
    'home',
    'jobs',
    'membership',
    'mentoring',
    'newsletters',
    'people',
    'reports',
    'workgroups',
  ],
})
