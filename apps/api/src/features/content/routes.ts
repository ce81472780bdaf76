import { content } from '@egresa/api-contract/content'
import { Hono } from 'hono'
import { requirePermission } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { notFound } from '../../lib/errors'
import { validate } from '../../lib/validator'
import { readDocuments, type StoredDocument } from './documents'
import { queryDocuments, shape } from './query'

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
 * POST /_content/{path}: the content service (docs/content.md). The documents are read once, at the first
 * call, and kept: a change to the folder shows after a restart. A path is looked up among the documents read,
 * never opened as a file, so no path can reach outside the folder.
 */
export function createContentRoutes({ contentDir }: { contentDir: string }) {
  let loading: Promise<{ byPath: Map<string, StoredDocument>; all: StoredDocument[] }> | null = null
  const load = () => {
    loading ??= readDocuments(contentDir).then((byPath) => ({ byPath, all: [...byPath.values()] }))
    // A folder that failed to read is tried again on the next call.
    loading.catch(() => {
      loading = null
    })
    return loading
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
        const document = byPath.get(path)
        if (document) return c.json(shape(document, query))
        const prefix = path === '/' ? '/' : `${path}/`
        const inFolder = all.filter((d) => (query.deep ? `${d.dir}/`.startsWith(prefix) : d.dir === path))
        // A path that is neither a document nor a folder holding one is unknown.
        if (!inFolder.length && !all.some((d) => `${d.dir}/`.startsWith(prefix))) throw notFound()
        return c.json(queryDocuments(inFolder, query))
      },
    )
  }
  return handler
}
