import { appLinguiConfig } from '@egresa/i18n/lingui-config'

// The sections' pages load their catalogs (src/lib/catalog-sections.ts).
export default appLinguiConfig({ sections: ['directory', 'jobs', 'profile', 'workgroups'] })
