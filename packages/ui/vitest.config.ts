import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: { environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] },
})
