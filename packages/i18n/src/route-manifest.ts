/// <reference types="node" />
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { isLocale, type Locale, locales } from './locales'
import { misnamedRouteSegment, publicPath } from './segments'

/** Full paths of the generated route tree (`FileRoutesByFullPath` keys in `routeTree.gen.ts`). */
export function readRoutePaths(routeTreeSource: string): string[] {
  const body = /interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1]
  if (!body) throw new Error('FileRoutesByFullPath not found in the route tree')
  return [...body.matchAll(/^\s*'([^']+)'\s*:/gm)].map((m) => m[1] ?? '')
}

/**
 * Expands `$locale` into every locale and gives each route path its address in that language, as the apps'
 * URL rewrite does (`/$locale/community` → `/es/comunidad`, `/en/community`, `/ca/comunitat`). `$param` segments stay as they
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

/**
 * The addresses of a manifest (its `routes` or its `private` areas) in the languages a portal offers: under a
 * language it turned off (`LOCALES=es,en` drops `/ca/...`) there is no page, so the API answers 404 there as
 * for any unknown address. Addresses outside a language (`/`) stay.
 */
export function addressesIn(addresses: readonly string[], enabled: readonly Locale[]): string[] {
  return addresses.filter((address) => {
    const first = address.split('/')[1]
    return !isLocale(first) || enabled.includes(first)
  })
}

/** A route file that marks its page private: `staticData: { private: true }`, beside any other static data. */
const PRIVATE_ROUTE = /staticData:\s*\{[^}]*\bprivate:\s*true\b/

/**
 * The route files of the generated tree by route id (`'/$locale/_site/user'` → `./routes/$locale/_site/user`,
 * relative to the tree's file, without its extension).
 */
export function readRouteFiles(routeTreeSource: string): Map<string, string> {
  const files = new Map(
    [...routeTreeSource.matchAll(/^import \{ Route as (\w+)Import \} from '([^']+)'/gm)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  )
  const body = /interface FileRoutesById \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1]
  if (!body) throw new Error('FileRoutesById not found in the route tree')
  const byId = new Map<string, string>()
  for (const [, id = '', name = ''] of body.matchAll(
    /^\s*'([^']+)'\s*:\s*typeof (\w+?)(?:WithChildren)?$/gm,
  )) {
    const file = files.get(name)
    if (file) byId.set(id, file)
  }
  return byId
}

/**
 * The areas an app keeps out of search engines, from the route files that say `staticData: { private: true }`:
 * each such route's address in every language, as a robots.txt prefix. A route is private with every page
 * below it (`/es/user`); a route with a parameter makes private what is below the address before it
 * (`/$locale/community/$hash` → `/es/comunidad/`, each member's page, not the community's landing). Pathless
 * layouts (`_site`) and a non-nested route's `_` add no segment. An area inside another is left out.
 */
export function privateAreas(routeTreeSource: string, readRouteFile: (file: string) => string): string[] {
  const areas = new Set<string>()
  for (const [id, file] of readRouteFiles(routeTreeSource)) {
    if (!PRIVATE_ROUTE.test(readRouteFile(file))) continue
    const segments = id
      .split('/')
      .filter((segment) => segment && !segment.startsWith('_'))
      .map((segment) => segment.replace(/_$/, ''))
    const param = segments.findIndex(
      (segment, i) => segment.startsWith('$') && !(i === 0 && segment === '$locale'),
    )
    const path = param < 0 ? segments : segments.slice(0, param)
    const below = param < 0 ? '' : '/'
    if (path[0] !== '$locale') areas.add(`/${path.join('/')}${below}`.replace(/^\/\/$/, '/'))
    else
      for (const locale of locales)
        areas.add(`${publicPath(`/${[locale, ...path.slice(1)].join('/')}`)}${below}`)
  }
  const inside = (area: string, other: string) =>
    area !== other && (other.endsWith('/') ? area.startsWith(other) : area.startsWith(`${other}/`))
  return [...areas].filter((area) => ![...areas].some((other) => inside(area, other))).sort()
}

/** The file of a route as the generated tree imports it (`./routes/$locale/_site/user`, no extension). */
function routeSource(treeFile: string, file: string): string {
  const base = resolve(dirname(treeFile), file)
  const found = ['.tsx', '.ts', '.jsx', '.js', '']
    .map((ext) => `${base}${ext}`)
    .find((path) => existsSync(path))
  if (!found) throw new Error(`Route file ${file} of ${treeFile} not found`)
  return readFileSync(found, 'utf8')
}

/** An app's route manifest, from its generated route tree (`src/routeTree.gen.ts`) and the route files. */
export function routeManifestOf(treeFile: string): { routes: string[]; private: string[] } {
  const source = readFileSync(treeFile, 'utf8')
  return {
    routes: expandRoutes(readRoutePaths(source)),
    private: privateAreas(source, (file) => routeSource(treeFile, file)),
  }
}

export type RouteManifestOptions = {
  /** The generated route tree, relative to the Vite root. */
  routeTree?: string
  /** Output file name inside the build's `outDir`. */
  fileName?: string
}

/**
 * Vite plugin: writes `dist/route-manifest.json` for the API: `routes`, every address, for its 404 answers, and
 * `private`, the areas the route tree marks private (`privateAreas`), for its `noindex` and robots.txt.
 */
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
      const manifest = routeManifestOf(resolve(root, options.routeTree ?? 'src/routeTree.gen.ts'))
      const file = resolve(root, outDir, options.fileName ?? 'route-manifest.json')
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
    },
  }
}
