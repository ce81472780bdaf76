import { readAppEnv } from '@egresa/ui/app/env'

/**
 * The app's configuration, read once from the build's environment (`readAppEnv`: API address and key,
 * analytics, app store links). Nothing else reads `import.meta.env`.
 */
export const env = readAppEnv(import.meta.env)
