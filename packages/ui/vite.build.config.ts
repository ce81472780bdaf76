// `dist/` for apps outside this repository (see scripts/library-build.ts), with the Lingui macros compiled to
// `i18n._(id)` calls and each language's catalog compiled to a module `@egresa/ui/messages` loads. The apps
// of this repository compile `src` themselves.
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig, type UserConfig } from 'vite'
import { libraryBuild, packageDir } from '../../scripts/library-build'

export default defineConfig(
  libraryBuild(packageDir(import.meta.url), [babel({ plugins: [linguiMacro] }), lingui()]) as UserConfig,
)
