import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      // Every rule is checked for real; a branch without a test is a rule nobody has seen work.
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
})
