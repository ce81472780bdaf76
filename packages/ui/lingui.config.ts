// The UI package has no catalog of its own: each app extracts these messages into its catalog
// (see @egresa/i18n/lingui-config). This config only lets the Lingui macro compile the package's tests.
import { appLinguiConfig } from '@egresa/i18n/lingui-config'

export default appLinguiConfig()
