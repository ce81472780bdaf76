import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { infoSlugs } from '@egresa/api-contract/content'
import type { Locale } from '@egresa/i18n/locales'
import type { WebApp } from './web-apps'

// Which pages of each web app search engines may index, and which they may not. The sitemap lists the public
// pages below; the private ones are what each app's build marks private in its route manifest, which
// robots.txt (features/seo) and the pages' `noindex` (lib/static-apps.ts) read.

/**
 * A page of a web app by its route segments, named as the router names them (`['jobs', hash]`); each
 * language's address comes from `localePath` (`/es/empleo/{hash}`, `/en/jobs/{hash}`). `[]` is the home.
 */
export type SitePage = {
  route: string[]
  /** The route in a language where it differs (an article's slug per language). */
  routes?: Partial<Record<Locale, string[]>>
  lastmod?: Date
}

/** The info pages under `/info/{slug}`: documents of the content service (`content/{locale}/info/{slug}.md`). */
export const infoPageSlugs = infoSlugs

/** The list of the info pages, and each of them. */
const infoPages: SitePage[] = [
  { route: ['info'] },
  ...infoPageSlugs.map((slug) => ({ route: ['info', slug] })),
]

/**
 * The public pages of each app that are the same for everyone, in every language. Pages of objects (an
 * offer's page) come from the features that own them (features/seo/routes.ts lists those sources).
 */
export const staticPublicPages: Record<WebApp, readonly SitePage[]> = {
  alumni: [
    { route: [] },
    { route: ['news'] },
    { route: ['jobs'] },
    { route: ['community'] },
    { route: ['workgroups'] },
    { route: ['services'] },
    ...infoPages,
    { route: ['login'] },
    { route: ['register'] },
  ],
  company: [{ route: [] }, { route: ['login'] }, { route: ['register'] }, ...infoPages],
  // Private as a whole (lib/web-apps.ts): no page of it is listed.
  admin: [],
}

/** An app's build as the API reads it: its `route-manifest.json` (`@egresa/i18n/route-manifest`). */
export type RouteManifest = {
  /** Every address of the app, `$param` for a segment (`/es/empleo/$hash`), for its 404 answers. */
  routes: string[]
  /**
   * What its route tree marks private (`staticData: { private: true }`): `/es/user` is the page and all below
   * it, `/es/comunidad/` only what is below it.
   */
  private: string[]
}

const manifests = new Map<string, { mtime: number; manifest: RouteManifest }>()

/**
 * The route manifest of the app built into `root` (`apps/<folder>/dist`), re-read when a rebuild replaces it
 * (a running server follows `pnpm build`); empty when the app has not been built.
 */
export function routeManifest(root: string): RouteManifest {
  const path = join(root, 'route-manifest.json')
  let mtime = -1
  try {
    mtime = statSync(path).mtimeMs
  } catch {
    // not built
  }
  const cached = manifests.get(path)
  if (cached?.mtime === mtime) return cached.manifest
  const parsed: unknown = mtime < 0 ? {} : JSON.parse(readFileSync(path, 'utf8'))
  const strings = (key: string) => {
    const list =
      parsed && typeof parsed === 'object' && key in parsed ? (parsed as Record<string, unknown>)[key] : []
    return Array.isArray(list) ? list.filter((r): r is string => typeof r === 'string') : []
  }
  const manifest = { routes: strings('routes'), private: strings('private') }
  manifests.set(path, { mtime, manifest })
  return manifest
}

/** The API's paths, in every host: JSON, never pages. */
const API_PREFIXES = ['/api', '/usr']

/**
 * The private areas of an app as robots.txt `Disallow` prefixes: the API (`/api`), then the pages its build
 * marks private: `/es/user` (the page and all below it), `/es/comunidad/` (only below it).
 */
export function privatePrefixes(manifest: RouteManifest): string[] {
  return [...API_PREFIXES, ...manifest.private]
}

/**
 * Whether a path is one search engines must not index (`X-Robots-Tag: noindex` and
 * `<meta name="robots" content="noindex">`): the API, and the app's private areas in either language.
 * `path` is the address's path (no query); a trailing slash and percent-encoding do not change the answer,
 * and areas match whole segments (`/es/username` is not under `/es/user`).
 */
export function isPrivatePath(manifest: RouteManifest, path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    decoded = path
  }
  const clean = decoded.replace(/\/+$/, '')
  return privatePrefixes(manifest).some((area) =>
    area.endsWith('/') ? clean.startsWith(area) : clean === area || clean.startsWith(`${area}/`),
  )
}
