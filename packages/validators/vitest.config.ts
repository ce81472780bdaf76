import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The Lingui macros as the build compiles them (Spanish text kept), and the catalogs the tests read.
  plugins: [babel({ plugins: [[linguiMacro, { stripMessageField: false }]] }), lingui()],
  test: {
    setupFiles: ['./src/test-setup.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.d.ts', 'src/test-setup.ts', 'src/test-translator.ts'],
      // Every rule is checked for real; a branch without a test is a rule nobody has seen work.
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
})
