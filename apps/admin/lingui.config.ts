import { appLinguiConfig } from '@egresa/i18n/lingui-config'

// The shared UI package is compiled from source here: its messages go into this app's catalog.
export default appLinguiConfig({ include: ['<rootDir>/../../packages/ui/src'] })
