// The Vite library build of a shared package (`vite build -c vite.build.config.ts`): each module of `src`
// that `publishConfig.exports` names (and what it imports) becomes one plain JavaScript module of `dist/`,
// with relative imports that name their file (`./errors.js`), as Node and every bundler resolve them. Every
// package import stays an import, so the app's bundler takes one React, one Query client and one Lingui.
// The `.d.ts` come from `tsc -p tsconfig.build.json --emitDeclarationOnly`. This file imports nothing: each
// package's config passes its own plugins (the UI package's Lingui macro and catalogs).
import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { fileURLToPath } from 'node:url'

type Exports = Record<string, string | Record<string, string>>

/** `dir` is the package's folder; `plugins` are Vite plugins. */
export function libraryBuild(dir: string, plugins: unknown[] = []) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    publishConfig: { exports: Exports }
  }
  const entries: Record<string, string> = {}
  for (const [subpath, target] of Object.entries(pkg.publishConfig.exports)) {
    if (typeof target === 'string') continue // a stylesheet or a script, shipped as it is
    const name = subpath.slice(2)
    const source = [`src/${name}.ts`, `src/${name}.tsx`].map((f) => join(dir, f)).find((f) => existsSync(f))
    if (!source) throw new Error(`${subpath}: no src/${name}.ts(x) in ${dir}`)
    entries[name] = source
  }
  return {
    plugins,
    logLevel: 'warn' as const,
    build: {
      outDir: join(dir, 'dist'),
      emptyOutDir: false,
      minify: false,
      sourcemap: false,
      target: 'es2022',
      copyPublicDir: false,
      lib: { entry: entries, formats: ['es' as const] },
      rolldownOptions: {
        // Bare imports (react, @tanstack/*, @egresa/*, node:*) are the app's to resolve; only src is bundled.
        external: (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
        output: {
          preserveModules: true,
          preserveModulesRoot: join(dir, 'src'),
          entryFileNames: '[name].js',
          chunkFileNames: '[name].js',
        },
      },
    },
  }
}

/** The package folder of a `vite.build.config.ts`, from its `import.meta.url`. */
export function packageDir(configUrl: string): string {
  return fileURLToPath(new URL('.', configUrl))
}
