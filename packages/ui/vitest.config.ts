import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // lingui() compiles the package's .po catalogs, for tests that read a language's texts (uiMessages).
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: { environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] },
})
