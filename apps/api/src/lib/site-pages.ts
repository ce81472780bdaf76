import { infoSlugs } from '@egresa/api-contract/content'
import { type Locale, locales } from '@egresa/i18n/locales'
import { localePath } from '@egresa/i18n/segments'
import type { WebApp } from './app-hosts'

// Which pages of each web app search engines may index, and which they may not. The sitemap and robots.txt
// (features/seo) and the pages' `noindex` (the server rendering calls `isPrivatePath`) all read these lists.

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
}

/**
 * An area search engines stay out of: the page at `route` and every page below it, or with `below` only the
 * pages below it (the community's landing is public, each member's profile is for members).
 */
type PrivateArea = { route: string[]; below?: true }

/** What each app has behind a session, a token in the address or a step of a form. */
const privateAreas: Record<WebApp, readonly PrivateArea[]> = {
  alumni: [
    // The signed-in area, and the links mailed with a token (/user/recovery, /user/email-confirm).
    { route: ['user'] },
    // The Premium job bank; each offer's own page is public.
    { route: ['jobs', 'offers'] },
    { route: ['jobs', 'unsubscribe'] },
    { route: ['community'], below: true },
    { route: ['register', 'pending'] },
    { route: ['success'] },
  ],
  company: [{ route: ['user'] }, { route: ['register', 'pending'] }],
}

/** An area as a path: the page and all below it (`/es/user`), or with `below` only what is below it. */
type PrivatePath = { path: string; below: boolean }

function privatePaths(app: WebApp): PrivatePath[] {
  // The API's paths, in every host: JSON, never pages.
  const api = ['/api', '/usr'].map((path) => ({ path, below: false }))
  const pages = privateAreas[app].flatMap((area) =>
    locales.map((locale) => ({ path: localePath(locale, ...area.route), below: area.below === true })),
  )
  return [...api, ...pages]
}

const pathsByApp: Record<WebApp, PrivatePath[]> = {
  alumni: privatePaths('alumni'),
  company: privatePaths('company'),
}

/**
 * The private areas of an app as robots.txt `Disallow` prefixes: `/es/user` (the page and all below it),
 * `/es/comunidad/` (only below it), `/api`.
 */
export function privatePrefixes(app: WebApp): string[] {
  return pathsByApp[app].map(({ path, below }) => (below ? `${path}/` : path))
}

/**
 * Whether a path of `app` is one search engines must not index (`X-Robots-Tag: noindex` and
 * `<meta name="robots" content="noindex">`): the API, and the app's private areas in either language.
 * `path` is the address's path (no query); a trailing slash and percent-encoding do not change the answer,
 * and areas match whole segments (`/es/username` is not under `/es/user`).
 */
export function isPrivatePath(app: WebApp, path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    decoded = path
  }
  const clean = decoded.replace(/\/+$/, '')
  return pathsByApp[app].some(
    ({ path: area, below }) => (!below && clean === area) || clean.startsWith(`${area}/`),
  )
}
