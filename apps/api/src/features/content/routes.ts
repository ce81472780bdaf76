import { adminContentEndpoints as a } from '@egresa/api-contract/admin-content'
import { content as contentEndpoint } from '@egresa/api-contract/content'
import { can } from '@egresa/api-contract/permissions'
import { defaultLocale, isLocale } from '@egresa/i18n/locales'
import { type Context, Hono } from 'hono'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { type AuditEntry, recordAudit } from '../../lib/audit'
import { requirePermission, roleOf } from '../../lib/auth/require-permission'
import type { StoredDocument } from '../../lib/content/documents'
import type { ContentStore } from '../../lib/content/store'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { validate } from '../../lib/validator'
import {
  addMember,
  candidates,
  curation,
  editMember,
  orderSection,
  removeMember,
  withCuratedPeople,
} from './community'
import { documentDetail, findEditable, listDocuments, preview, restoreVersion, saveDocument } from './editing'
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

/**
 * POST /_content/{path}: the content service (docs/content.md), over the documents of the content store
 * (lib/content/store.ts: the folder's files, each replaced by its newest version saved from the admin app).
 * A path is looked up among the documents read, never opened as a file, so no path can reach outside the
 * folder. The community page gets the people the office chose, read at each call, for members only.
 *
 * /usr/admin/content/...: the office edits those documents (versions, restore, preview) and chooses the
 * community page's people (docs/admin.md).
 */
export function createContentRoutes({ env, content }: { env: Env; content: ContentStore }) {
  const handler = new Hono<AppEnv>()
  for (const route of ['/_content', '/_content/:path{.+}']) {
    handler.post(
      route,
      requirePermission(contentEndpoint.permission),
      validate('json', contentEndpoint.request.body),
      async (c) => {
        const path = documentPath(new URL(c.req.url).pathname)
        if (path === null) throw notFound()
        const query = c.req.valid('json')
        const { byPath, all } = await content.documents()
        const [, first] = path.split('/')
        const locale = isLocale(first) ? first : defaultLocale
        // The chosen people agreed to appear in the members' directory, not on a public page: only a caller
        // who may read the directory sees them; anyone else gets the file's people (docs/content.md).
        const curated = can(roleOf(c.var.auth), 'directory.read')
          ? (document: StoredDocument) => withCuratedPeople(c.var.db, document, locale)
          : async (document: StoredDocument) => document
        const answer = async (at: string) => {
          const document = byPath.get(at)
          if (document) return shape(await curated(document), query)
          const prefix = at === '/' ? '/' : `${at}/`
          const inFolder = all.filter((d) => (query.deep ? `${d.dir}/`.startsWith(prefix) : d.dir === at))
          // A path that is neither a document nor a folder holding one is unknown.
          if (!inFolder.length && !all.some((d) => `${d.dir}/`.startsWith(prefix))) return null
          return queryDocuments(await Promise.all(inFolder.map(curated)), query)
        }
        const fallback = fallbackPath(path)
        const found = (await answer(path)) ?? (fallback === null ? null : await answer(fallback))
        if (found === null) throw notFound()
        return c.json(found)
      },
    )
  }

  const saving = <E extends AppEnv>(c: Context<E>, userId: string) => ({
    content,
    university: env.university,
    locale: c.var.locale,
    authorId: userId,
    audit: (tx: Db, entry: AuditEntry) => recordAudit(c, tx, entry),
  })

  endpointRoute(handler, a.contentDocuments, async (c) =>
    c.json({ items: await listDocuments(c.var.db, await content.documents(), env.locales) }),
  )

  endpointRoute(handler, a.contentDocument, async (c) => {
    const { locale, name } = c.req.valid('param')
    const documents = await content.documents()
    const document = findEditable(documents, env.locales, locale, name)
    return c.json(await documentDetail(c.var.db, documents, document, env.university))
  })

  endpointRoute(handler, a.saveContentDocument, async (c) => {
    const { locale, name } = c.req.valid('param')
    const document = findEditable(await content.documents(), env.locales, locale, name)
    await saveDocument(c.var.db, document, c.req.valid('json').source, saving(c, c.var.session.user.id))
    return c.json(await documentDetail(c.var.db, await content.documents(), document, env.university))
  })

  endpointRoute(handler, a.restoreContentVersion, async (c) => {
    const { locale, name, id } = c.req.valid('param')
    const document = findEditable(await content.documents(), env.locales, locale, name)
    await restoreVersion(c.var.db, document, id, saving(c, c.var.session.user.id))
    return c.json(await documentDetail(c.var.db, await content.documents(), document, env.university))
  })

  endpointRoute(handler, a.previewContent, async (c) => {
    const { kind, source } = c.req.valid('json')
    return c.json(preview(kind, source, c.var.locale, env.university))
  })

  endpointRoute(handler, a.communityCuration, async (c) => c.json(await curation(c.var.db)))

  endpointRoute(handler, a.communityCandidates, async (c) =>
    c.json(await candidates(c.var.db, c.req.valid('query').q)),
  )

  endpointRoute(handler, a.addCommunityMember, async (c) => {
    await addMember(c.var.db, c.req.valid('param').section, c.req.valid('json'), {
      locale: c.var.locale,
      audit: (tx, entry) => recordAudit(c, tx, entry),
    })
    return c.json(await curation(c.var.db), 201)
  })

  endpointRoute(handler, a.orderCommunitySection, async (c) => {
    await orderSection(c.var.db, c.req.valid('param').section, c.req.valid('json').order, {
      locale: c.var.locale,
      audit: (tx, entry) => recordAudit(c, tx, entry),
    })
    return c.json(await curation(c.var.db))
  })

  endpointRoute(handler, a.editCommunityMember, async (c) => {
    const { section, hash } = c.req.valid('param')
    await editMember(c.var.db, section, hash, c.req.valid('json'), {
      audit: (tx, entry) => recordAudit(c, tx, entry),
    })
    return c.json(await curation(c.var.db))
  })

  endpointRoute(handler, a.removeCommunityMember, async (c) => {
    const { section, hash } = c.req.valid('param')
    await removeMember(c.var.db, section, hash, { audit: (tx, entry) => recordAudit(c, tx, entry) })
    return c.json(await curation(c.var.db))
  })

  return handler
}
