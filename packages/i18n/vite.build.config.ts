// `dist/` for apps outside this repository: see scripts/library-build.ts.
import { defineConfig, type UserConfig } from 'vite'
import { libraryBuild, packageDir } from '../../scripts/library-build'

export default defineConfig(libraryBuild(packageDir(import.meta.url)) as UserConfig)
