// The test an app with catalog sections runs (`src/lib/catalog-sections.test.ts`): a section's texts are in
// no other catalog, so a page that showed its feature without loading it would show message ids instead of
// words. The routes are where code is split, so the check follows the app's imports from each route: a route
// names (`staticData.catalogSection`) every section whose feature its code reaches, through any other feature,
// and code outside the routes and the features (the start-up, the shell, lib) reaches none.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

// The app's own files a module imports (relative imports, resolved as the bundler does).
function importsOf(path: string): string[] {
  const source = readFileSync(path, 'utf8')
  return [...source.matchAll(/(?:from|import\() ?'(\.[^']*)'/g)].flatMap((m) => {
    const base = join(dirname(path), m[1] ?? '')
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    )
    return found ? [found] : []
  })
}

/** The sections a route names: `catalogSection: 'jobs'` or `catalogSection: ['jobs', 'membership']`. */
function namedSections(path: string): string[] {
  const named = /staticData: \{ catalogSection: ('[\w-]+'|\[[^\]]*\])/.exec(readFileSync(path, 'utf8'))
  return [...(named?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1] ?? '')
}

/**
 * Describes the app whose `src/lib/catalog-sections.test.ts` is at `testUrl` (its `import.meta.url`): its
 * Lingui configuration's sections are the loaders' (`catalogSections`), every route names the sections its
 * code reaches, and no code outside the routes and the features reaches one.
 */
export function describeCatalogSections(
  testUrl: string,
  linguiConfig: { catalogs?: ReadonlyArray<{ path: string }> },
  catalogSections: Record<string, unknown>,
): void {
  const src = fileURLToPath(new URL('..', testUrl))
  const routes = join(src, 'routes')
  const names = Object.keys(catalogSections)
  const sectionOf = (path: string) =>
    names.find((name) => path.startsWith(join(src, 'features', name, '/'))) ?? null

  // The sections a file's code reaches, through the app's imports but not into another route.
  const imports = new Map<string, string[]>()
  function sectionsReached(root: string): Set<string> {
    const seen = new Set([root])
    const queue = [root]
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      if (!imports.has(path)) imports.set(path, importsOf(path))
      for (const next of imports.get(path) ?? []) {
        if (seen.has(next) || next.startsWith(routes)) continue
        seen.add(next)
        queue.push(next)
      }
    }
    return new Set([...seen].flatMap((path) => sectionOf(path) ?? []))
  }

  describe('catalog sections', () => {
    it('are the sections of the Lingui configuration, each with its catalog', () => {
      expect(names.length).toBeGreaterThan(0)
      expect((linguiConfig.catalogs ?? []).map((c) => c.path)).toEqual([
        '<rootDir>/src/locales/{locale}/messages',
        ...names.map((name) => `<rootDir>/src/locales/{locale}/${name}`),
      ])
    })

    it('are named by every route whose code reaches their feature', () => {
      const routeFiles = files(routes)
      const missing = routeFiles.flatMap((path) => {
        const needed = [...sectionsReached(path)]
        const named = namedSections(path)
        return needed.filter((name) => !named.includes(name)).map((name) => `${relative(src, path)}: ${name}`)
      })
      expect(missing).toEqual([])
      // Each section is shown by some route.
      const shown = new Set(routeFiles.flatMap((path) => [...sectionsReached(path)]))
      expect([...shown].sort()).toEqual([...names].sort())
    })

    it('are reached by no code outside the routes and the features', () => {
      const outside = files(src).filter(
        (path) => !path.startsWith(routes) && !path.startsWith(join(src, 'features', '/')),
      )
      expect(outside.length).toBeGreaterThan(0)
      const leaks = outside.flatMap((path) =>
        [...sectionsReached(path)].map((name) => `${relative(src, path)}: ${name}`),
      )
      expect(leaks).toEqual([])
    })
  })
}
