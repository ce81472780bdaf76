import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { transformMacros, usesMacros } from './scripts/lingui-macros.mjs'

// Each test app opens a real database (PGlite boots in a few seconds; PostgreSQL creates a database), and
// argon2 hashing is deliberately slow: the defaults of 5 s are too short on a busy two-core machine.
export default defineConfig({
  // The Lingui macros of the API's messages (scripts/lingui-macros.mjs), as the bundle has them.
  plugins: [
    {
      name: 'lingui-macros',
      enforce: 'pre',
      async transform(code, id) {
        if (!/\.ts$/.test(id) || id.includes('/node_modules/') || !usesMacros(code)) return null
        return { code: await transformMacros(code, id), map: null }
      },
    },
  ],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates and seeds the test databases once; each test app then starts from a copy (src/test/database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // Every test file builds its own app and database, and none changes module state another one reads, so
    // the files of a worker share one module graph: the app's modules are imported once per worker, not once
    // per file (about 2 s of CPU per file).
    isolate: false,
    // Much of this suite waits on child processes, sockets and PGlite: two workers even on two cores
    // (vitest's default there is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
