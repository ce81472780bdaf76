// Node's module hooks for the API's TypeScript run by tsx: the Lingui macros of a file are replaced
// (lingui-macros.mjs), registered by lingui-register.mjs after tsx. Where tsx hooks in off the main thread
// (module.register, Node 20) this load runs first and asks tsx's for JavaScript; where tsx hooks in on the main
// thread (module.registerHooks, Node 24) its hooks run on what this one returns, so the source here is still
// TypeScript. Either way it is parsed as TypeScript (JavaScript is too) and kept as it is, bar the macros.
import { fileURLToPath } from 'node:url'
import { transformMacros, usesMacros } from './lingui-macros.mjs'

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context)
  if (!url.startsWith('file:') || !/\.[cm]?tsx?$/.test(url) || loaded.source == null) return loaded
  const source = String(loaded.source)
  if (!usesMacros(source)) return loaded
  return {
    ...loaded,
    source: await transformMacros(source, fileURLToPath(url)),
  }
}
