import { routeManifest } from '@egresa/i18n/route-manifest'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { BOOT_SCRIPT } from './boot-script'

export type WebAppOptions = {
  /** The development server's port (each app has its own, so both can run at once). */
  port: number
}

/**
 * The build, development server and tests of an Egresa web app: TanStack file routes split per route,
 * React, the Lingui macros and catalogs, Tailwind, and the route manifest the API reads to answer 404 and to
 * keep the pages the route tree marks private out of search engines.
 */
export function webAppConfig({ port }: WebAppOptions) {
  // `vite build --ssr src/entry-server.tsx` makes the page renderer the API imports (dist-server/).
  return defineConfig(({ isSsrBuild }) => ({
    plugins: [
      // The router plugin comes first: it generates the route tree and splits each route into its own chunk.
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: false }),
      react(),
      babel({ plugins: [linguiMacro] }),
      lingui(),
      tailwindcss(),
      isSsrBuild ? null : routeManifest(),
      reloadOnMissingScript(),
    ],
    // The workspace's packages are TypeScript source: the server bundle compiles them; libraries stay imports.
    // Except Lingui's core: its `i18n` is a module-level singleton, and both apps' renderers run in the API's
    // process. Shared, the catalog one app loaded last won for a text both apps translate ("Condiciones" is
    // "Terms" for alumni, "Conditions" for companies), and the server's page no longer matched the browser's.
    ssr: { noExternal: [/^@egresa\//, /^@lingui\/core/] },
    server: { port, proxy: devProxy() },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        output: {
          // The libraries every first page runs, in one chunk: fewer, better-compressed requests than the
          // many small shared chunks the automatic splitting makes of them.
          // The server bundle is one file: the API imports it with its build time in the address (to follow a
          // rebuild), and a chunk that imported the entry back would get a second copy of it, with its own state
          // (catalogs, renderer), and a stale one after a rebuild.
          codeSplitting: isSsrBuild
            ? false
            : {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/].pnpm[\\/](react|react-dom|scheduler|@tanstack\+(react-router|router-core|react-query|query-core|history|store|react-store)|@lingui\+(core|react|message-utils)|ky|valibot)@/,
                  },
                  // Everything else the entry imports statically (the shared frame, the API client, the router
                  // set-up): one request instead of dozens of 1 KB chunks, each a round trip on a phone.
                  { name: 'app', tags: ['$initial'] },
                ],
              },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Whole-app tests load every route chunk and catalog; the shared CI machine can be slow.
      testTimeout: 20_000,
    },
  }))
}

/** In development the API runs on :8080; the app calls its own origin, so Vite forwards the API paths. */
function devProxy() {
  const target = process.env.EGRESA_API_URL ?? 'http://localhost:8080'
  return Object.fromEntries(['/api', '/usr', '/_content', '/_dev'].map((path) => [path, { target }]))
}

/** The page's first, inline script (`boot-script.ts`): start-up clicks wait; a missing script of the page reloads. */
function reloadOnMissingScript(): Plugin {
  return {
    name: 'egresa-reload-on-missing-script',
    transformIndexHtml: () => [{ tag: 'script', children: BOOT_SCRIPT, injectTo: 'head-prepend' }],
  }
}
