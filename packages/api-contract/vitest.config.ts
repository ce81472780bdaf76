import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The Lingui macros as the build compiles them (Spanish text kept), and the catalogs the tests read.
  plugins: [babel({ plugins: [[linguiMacro, { stripMessageField: false }]] }), lingui()],
  test: { setupFiles: ['./src/test-setup.ts'] },
})
