// The API's bundle: `pnpm build` writes it to dist/ for `pnpm serve`, and the test suite's global setup writes one
// beside it for the tests that start the entry points as child processes (src/test/process.ts). Workspace
// packages (@egresa/*) are bundled from their TypeScript source; every other dependency stays in node_modules.
// The migrations are read from apps/api/drizzle at run time. The output folder must sit directly in apps/api:
// the entry points find the repository's other folders relative to their own file.
import { rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { transformMacros, usesMacros } from './lingui-macros.mjs'

const API_DIR = fileURLToPath(new URL('..', import.meta.url))

/** Bundles main.ts, cli.ts and lib/web-apps.ts into apps/api/<folder>, emptied first. */
export async function bundleApi(folder) {
  if (!/^[\w.-]+$/.test(folder)) throw new Error(`bundleApi: ${folder} is not a folder name inside apps/api`)
  rmSync(new URL(`../${folder}`, import.meta.url), { recursive: true, force: true })
  await build({
    absWorkingDir: API_DIR,
    // The registry of the web apps too, for `npm start`'s printout (scripts/quickstart.mjs).
    entryPoints: ['src/main.ts', 'src/cli.ts', 'src/lib/web-apps.ts'],
    outdir: folder,
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
        // (@egresa/validators, @egresa/api-contract: lingui-macros.mjs).
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
}
