// `dist/` for apps outside this repository (see scripts/library-build.ts), with the Lingui macros compiled to
// message descriptors that keep their Spanish text (what is said without a translator) and each language's
// catalog compiled to a module `@egresa/api-contract/messages` loads. This repository's apps and API compile
// `src` themselves.
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig, type UserConfig } from 'vite'
import { libraryBuild, packageDir } from '../../scripts/library-build'

export default defineConfig(
  libraryBuild(packageDir(import.meta.url), [
    babel({ plugins: [[linguiMacro, { stripMessageField: false }]] }),
    lingui(),
  ]) as UserConfig,
)
