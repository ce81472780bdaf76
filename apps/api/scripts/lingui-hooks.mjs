// Node's module hooks for the API's TypeScript run by tsx: after tsx turned a file into JavaScript, its Lingui
// macros are replaced (lingui-macros.mjs). Registered after tsx by lingui-register.mjs, so this load runs
// first and asks tsx's for the JavaScript.
import { fileURLToPath } from 'node:url'
import { transformMacros, usesMacros } from './lingui-macros.mjs'

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context)
  if (!url.startsWith('file:') || !/\.[cm]?tsx?$/.test(url) || loaded.source == null) return loaded
  const source = String(loaded.source)
  if (!usesMacros(source)) return loaded
  return {
    ...loaded,
    source: await transformMacros(source, fileURLToPath(url), { typescript: false }),
  }
}
