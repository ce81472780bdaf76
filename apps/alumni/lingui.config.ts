import { appLinguiConfig } from '@egresa/i18n/lingui-config'

// The shared packages are compiled from source here: their messages (the UI's, the field rules', the
// contract's checks') go into this app's catalog. The sections' pages load their own catalogs
// (src/lib/catalog-sections.ts).
export default appLinguiConfig({
  include: [
    '<rootDir>/../../packages/ui/src',
    '<rootDir>/../../packages/validators/src',
    '<rootDir>/../../packages/api-contract/src',
  ],
  sections: [
    'directory',
    'experiences',
    'jobs',
    'membership',
    'mentoring',
    'portfolio',
    'profile',
    'workgroups',
  ],
})
