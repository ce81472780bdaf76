import { defineConfig } from 'vitest/config'

// Each test app opens a real database (PGlite boots in a few seconds; PostgreSQL creates a database), and
// argon2 hashing is deliberately slow: the defaults of 5 s are too short on a busy two-core machine.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates and seeds the test databases once; each test app then starts from a copy (src/test/database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
  },
})
