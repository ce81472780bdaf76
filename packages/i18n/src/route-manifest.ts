/// <reference types="node" />
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { locales } from './locales'
import { misnamedRouteSegment, publicPath } from './segments'

/** Full paths of the generated route tree (`FileRoutesByFullPath` keys in `routeTree.gen.ts`). */
export function readRoutePaths(routeTreeSource: string): string[] {
  const body = /interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1]
  if (!body) throw new Error('FileRoutesByFullPath not found in the route tree')
  return [...body.matchAll(/^\s*'([^']+)'\s*:/gm)].map((m) => m[1] ?? '')
}

/**
 * Expands `$locale` into every locale and gives each route path its address in that language, as the apps'
 * URL rewrite does (`/$locale/community` → `/es/comunidad`, `/en/community`). `$param` segments stay as they
 * are. A route named after a localized address instead of its route segment is a build error: it would be
 * a second file for a page that takes one.
 */
export function expandRoutes(paths: string[]): string[] {
  const out = new Set<string>()
  for (const raw of paths) {
    const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw
    const segments = path.split('/').filter(Boolean)
    if (segments[0] !== '$locale') {
      out.add(path || '/')
      continue
    }
    const misnamed = segments[1] === undefined ? undefined : misnamedRouteSegment(segments[1])
    if (misnamed) {
      throw new Error(
        `Route ${raw}: name the route after '${misnamed.route}'; the addresses in each language come from @egresa/i18n/segments`,
      )
    }
    for (const locale of locales) {
      out.add(publicPath(`/${[locale, ...segments.slice(1)].join('/')}`))
    }
  }
  return [...out].sort()
}

export type RouteManifestOptions = {
  /** The generated route tree, relative to the Vite root. */
  routeTree?: string
  /** Output file name inside the build's `outDir`. */
  fileName?: string
}

/** Vite plugin: writes `dist/route-manifest.json` (`{ routes: [...] }`) for the API's 404 decisions. */
export function routeManifest(options: RouteManifestOptions = {}): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'egresa-route-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = config.build.outDir
    },
    closeBundle() {
      const source = readFileSync(resolve(root, options.routeTree ?? 'src/routeTree.gen.ts'), 'utf8')
      const routes = expandRoutes(readRoutePaths(source))
      const file = resolve(root, outDir, options.fileName ?? 'route-manifest.json')
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, `${JSON.stringify({ routes }, null, 2)}\n`)
    },
  }
}
