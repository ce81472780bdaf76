// The Lingui macros (`msg`, `t`, `plural` of `@lingui/core/macro`) turned into message descriptors, as the web
// apps' Vite plugin does: for the API's bundle (build.mjs), its tests (vitest.config.ts) and whatever runs its
// TypeScript source through tsx (`pnpm dev`, the tests' child processes: lingui-register.mjs), in the API's
// source and in the shared packages' it compiles (@egresa/validators, @egresa/api-contract). Only files that
// import the macros are transformed.
import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'

export const MACRO_IMPORT = '@lingui/core/macro'

export function usesMacros(code) {
  return code.includes(MACRO_IMPORT)
}

/** `code` with its macros replaced; TypeScript stays TypeScript (`typescript: true`) for the next tool. */
export async function transformMacros(code, filename, { typescript = true } = {}) {
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: 'inline',
    parserOpts: { plugins: typescript ? ['typescript'] : [] },
    // Each descriptor keeps its Spanish text: what a language without the translation says.
    plugins: [[linguiMacro, { stripMessageField: false }]],
  })
  return result?.code ?? code
}
