// Bundles the API for `pnpm serve`: workspace packages (@egresa/*) are bundled from their TypeScript source;
// every other dependency stays in node_modules. The migrations are read from apps/api/drizzle at run time.
import { rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { build } from 'esbuild'
import { transformMacros, usesMacros } from './scripts/lingui-macros.mjs'

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true })
await build({
  // The registry of the web apps too, for `npm start`'s printout (scripts/quickstart.mjs).
  entryPoints: ['src/main.ts', 'src/cli.ts', 'src/lib/web-apps.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Workspace packages are TypeScript source: bundle them; every other package stays external.
  plugins: [
    {
      // The Lingui macros of the API's messages and of the shared packages' it bundles from source
      // (@egresa/validators, @egresa/api-contract: scripts/lingui-macros.mjs).
      name: 'lingui-macros',
      setup(b) {
        b.onLoad({ filter: /\/(apps\/api|packages\/[\w-]+)\/src\/.*\.ts$/ }, async (args) => {
          const code = await readFile(args.path, 'utf8')
          if (!usesMacros(code)) return undefined
          return { contents: await transformMacros(code, args.path), loader: 'ts' }
        })
      },
    },
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@egresa/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
})
console.log('apps/api/dist: main.js, cli.js, lib/web-apps.js')
