import { content } from '@egresa/api-contract/content'
import { defaultLocale, isLocale } from '@egresa/i18n/locales'
import { Hono } from 'hono'
import { requirePermission } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { notFound } from '../../lib/errors'
import { validate } from '../../lib/validator'
import { readDocuments, type StoredDocument } from './documents'
import { queryDocuments, shape } from './query'
import type { University } from './university'

/**
 * The document path of a request: what follows `/_content`, decoded (the client sends `es%2Finfo%2Fprivacy`
 * as one path parameter; a browser or curl sends `es/info/privacy`). Null for a path that is not a clean
 * list of names (`..`, `.`, empty segments, a backslash): such a path names no document.
 */
export function documentPath(urlPath: string): string | null {
  let rest: string
  try {
    rest = decodeURIComponent(urlPath.replace(/^\/_content/, ''))
  } catch {
    return null
  }
  const segments = rest
    .split('/')
    .filter((segment, i, all) => !(segment === '' && (i === 0 || i === all.length - 1)))
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) return null
  return `/${segments.join('/')}`
}

/**
 * Where a path of a language's tree is looked for when that language lacks it: the same path in Spanish, the
 * language a university writes its content in first (`/ca/info/privacy` → `/es/info/privacy`). A portal
 * that offers a language before each of its documents is translated shows the Spanish one meanwhile, whose
 * `path` says so. Null for a Spanish path, or one outside the languages' trees.
 */
export function fallbackPath(path: string): string | null {
  const [, first, ...rest] = path.split('/')
  if (!isLocale(first) || first === defaultLocale) return null
  return `/${[defaultLocale, ...rest].filter(Boolean).join('/')}`
}

/** How old the documents read may be before the next call reads the folder again. */
export const CONTENT_RELOAD_MS = 5_000

type Documents = { byPath: Map<string, StoredDocument>; all: StoredDocument[] }

/**
 * POST /_content/{path}: the content service (docs/content.md). The documents are read at the first call and
 * kept; a call more than `reloadMs` after the last read is answered with them while the folder is read
 * again, so an edit shows within seconds, without a restart. A path is looked up among the documents read,
 * never opened as a file, so no path can reach outside the folder.
 */
export function createContentRoutes({
  contentDir,
  reloadMs = CONTENT_RELOAD_MS,
  university,
}: {
  contentDir: string
  reloadMs?: number
  /** What fills the documents' `{{university.*}}` placeholders (university.ts). */
  university?: University
}) {
  let kept: { documents: Documents; at: number } | null = null
  let reading: Promise<Documents> | null = null
  const read = () => {
    reading ??= readDocuments(contentDir, university)
      .then((byPath) => {
        const documents = { byPath, all: [...byPath.values()] }
        kept = { documents, at: Date.now() }
        return documents
      })
      .finally(() => {
        // A folder that failed to read is tried again on the next call.
        reading = null
      })
    return reading
  }
  const load = (): Promise<Documents> => {
    if (!kept) return read()
    if (Date.now() - kept.at > reloadMs) read().catch(() => {})
    return Promise.resolve(kept.documents)
  }

  const handler = new Hono<AppEnv>()
  for (const route of ['/_content', '/_content/:path{.+}']) {
    handler.post(
      route,
      requirePermission(content.permission),
      validate('json', content.request.body),
      async (c) => {
        const path = documentPath(new URL(c.req.url).pathname)
        if (path === null) throw notFound()
        const query = c.req.valid('json')
        const { byPath, all } = await load()
        const answer = (at: string) => {
          const document = byPath.get(at)
          if (document) return shape(document, query)
          const prefix = at === '/' ? '/' : `${at}/`
          const inFolder = all.filter((d) => (query.deep ? `${d.dir}/`.startsWith(prefix) : d.dir === at))
          // A path that is neither a document nor a folder holding one is unknown.
          if (!inFolder.length && !all.some((d) => `${d.dir}/`.startsWith(prefix))) return null
          return queryDocuments(inFolder, query)
        }
        const fallback = fallbackPath(path)
        const found = answer(path) ?? (fallback === null ? null : answer(fallback))
        if (found === null) throw notFound()
        return c.json(found)
      },
    )
  }
  return handler
}
