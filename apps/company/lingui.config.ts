import { appLinguiConfig } from '@egresa/i18n/lingui-config'

export default appLinguiConfig()
