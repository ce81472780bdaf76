import { envText, readAppEnv } from '@egresa/ui/app/env'

/**
 * The app's configuration, read once from the build's environment: the variables every app reads
 * (`readAppEnv`: API address and key, analytics, app store links) and the alumni app's own.
 * Nothing else reads `import.meta.env`.
 * - VITE_OFFICE_EMAIL: the alumni office's address, shown where a person must write to it (Premium changes).
 */
function readEnv(source: Record<string, string | boolean | undefined>) {
  return {
    ...readAppEnv(source),
    officeEmail: envText(source, 'VITE_OFFICE_EMAIL') || 'alumni@demo.egresa.test',
  }
}

export const env = readEnv(import.meta.env)
