import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

// The contract's source carries its checks' messages as Lingui macros (`msg`): turned into descriptors here,
// with the contract's Lingui configuration, as the apps' builds and the API do.
const linguiConfig = getConfig({
  configPath: new URL('../api-contract/lingui.config.ts', import.meta.url).pathname,
})

export default defineConfig({
  plugins: [babel({ plugins: [[linguiMacro, { stripMessageField: false, linguiConfig }]] })],
})
