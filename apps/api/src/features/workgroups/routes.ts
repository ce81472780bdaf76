import { WORKGROUP_FILE_TYPES, workgroupEndpoints as w } from '@egresa/api-contract/workgroups'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { AppEnv } from '../../lib/context'
import { type EndpointContext, endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { fileUrl } from '../../lib/files'
import { appOrigins } from '../../lib/links'
import { auditWriter } from '../../lib/office-decisions'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import {
  checkFileType,
  newFileKey,
  readDataUpload,
  readUpload,
  storedFileName,
  toWebpImage,
} from '../../lib/storage/uploads'
import { workgroupReads } from './cache'
import type { WorkgroupLimiter } from './limits'
import {
  commentById,
  findComment,
  findFile,
  findGroup,
  findMember,
  groupFileName,
  listAdminWorkgroups,
  listComments,
  listFiles,
  listMembers,
  listMyWorkgroups,
  listWorkgroups,
  toManagedWorkgroup,
  toWorkgroup,
} from './queries'
import {
  dismissReports,
  listModeratedComments,
  listModeratedFiles,
  listReportedItems,
  reportItem,
} from './reports'
import {
  bulkGroups,
  createComment,
  createGroup,
  decideGroup,
  deleteComment,
  deleteFile,
  deleteGroup,
  likeComment,
  managedGroup,
  moderateGroup,
  readableGroup,
  removeMember,
  replaceImage,
  subscribe,
  updateGroup,
  updateMember,
  visibleGroup,
} from './service'

export type WorkgroupRoutesDeps = {
  env: Env
  storage: Storage
  limiter: WorkgroupLimiter
  /** Keep the list's pages of this database in memory (cache.ts; the app does it on the embedded one). */
  cacheReadsOf?: Db
  /** How long, at most (the cache's own time when left out, 0 for not at all). */
  cacheMs?: number
}

/** A group's image fits inside a square of this side, never enlarged. */
const IMAGE_SIZE = 1200

/** What a free member reads when following or creating a group: the app offers Premium with it. */
const premiumOnly = msg`Seguir grupos, unirse a ellos y crearlos es una ventaja Premium: hazte Premium para participar.`

const fileTypeMessage = msg`El archivo debe ser un PDF, una imagen (JPEG, PNG, WebP, GIF) o un documento de Office u OpenDocument.`

/** Workgroups (docs/workgroups.md): public reads, Premium membership, comments, and the administrators' tools. */
export function createWorkgroupRoutes(deps: WorkgroupRoutesDeps) {
  const { storage, limiter } = deps
  if (deps.cacheReadsOf) workgroupReads.enable(deps.cacheReadsOf, deps.cacheMs)
  const routes = new Hono<AppEnv>()
  const origins = (url: string) => appOrigins(deps.env, url)

  // Everyone (a private group's comments, files and members only to its members).

  endpointRoute(routes, w.workgroupList, async (c) =>
    c.json(
      await listWorkgroups(c.var.db, {
        query: c.req.valid('query'),
        viewerId: c.var.auth?.user.id ?? null,
      }),
    ),
  )

  endpointRoute(routes, w.workgroup, async (c) => {
    const viewerId = c.var.auth?.user.id ?? null
    const { group } = await visibleGroup(c.var.db, c.req.valid('param').id, viewerId)
    return c.json(await toWorkgroup(c.var.db, group, viewerId))
  })

  endpointRoute(routes, w.subscribeWorkgroup, { forbidden: premiumOnly }, async (c) => {
    const userId = c.var.session.user.id
    const group = await subscribe(c.var.db, {
      id: c.req.valid('param').id,
      userId,
      subscribed: c.req.valid('json').subscribed,
      origins: origins(c.req.url),
    })
    return c.json(await toWorkgroup(c.var.db, group, userId))
  })

  endpointRoute(routes, w.workgroupComments, async (c) => {
    const viewerId = c.var.auth?.user.id ?? null
    const { group, access } = await readableGroup(c.var.db, c.req.valid('param').slug, viewerId)
    const query = c.req.valid('query')
    const parent = query.parent ? await findComment(c.var.db, group.id, query.parent) : null
    if (query.parent && !parent) throw notFound()
    return c.json(
      await listComments(c.var.db, {
        group,
        query,
        parentId: parent?.id ?? null,
        flat: false,
        viewerId,
        canManage: access.canManage,
      }),
    )
  })

  endpointRoute(routes, w.createWorkgroupComment, async (c) => {
    const { db, session, locale, logger } = c.var
    const { group, access } = await readableGroup(db, c.req.valid('param').slug, session.user.id)
    // Counted before the work, as sign-in attempts are: a burst sent at once gets no more than the limit.
    await limiter.countComment(session.user.id)
    const { upload } = w.createWorkgroupComment.request
    const { input, file } = await readDataUpload(c, {
      body: w.createWorkgroupComment.request.body,
      upload,
    })
    let stored = null
    if (file) {
      await limiter.countFile(session.user.id)
      const type = await checkFileType(c, upload.field, file, WORKGROUP_FILE_TYPES, fileTypeMessage)
      const key = newFileKey('workgroup-files', type.ext)
      await storage.put(key, file.bytes, type.mime)
      stored = {
        key,
        name: storedFileName(file.name, type.ext),
        contentType: type.mime,
        size: file.bytes.byteLength,
      }
    }
    const id = await createComment(db, {
      group,
      userId: session.user.id,
      input,
      file: stored,
      quota: limiter.limits,
      storage,
      locale,
    })
    logger.debug({ group: group.hash }, 'comment written')
    const comment = await commentById(db, {
      group,
      id,
      viewerId: session.user.id,
      canManage: access.canManage,
    })
    return c.json(comment, 201)
  })

  endpointRoute(routes, w.likeWorkgroupComment, async (c) => {
    const { db, session } = c.var
    const { group, access } = await readableGroup(db, c.req.valid('param').slug, session.user.id)
    const id = await likeComment(db, {
      groupId: group.id,
      hash: c.req.valid('param').hash,
      userId: session.user.id,
      liked: c.req.valid('json').liked,
    })
    return c.json(
      await commentById(db, { group, id, viewerId: session.user.id, canManage: access.canManage }),
    )
  })

  endpointRoute(routes, w.deleteWorkgroupComment, async (c) => {
    const { db, session, logger } = c.var
    const { group, access } = await readableGroup(db, c.req.valid('param').slug, session.user.id)
    await deleteComment(db, {
      group,
      hash: c.req.valid('param').hash,
      userId: session.user.id,
      canManage: access.canManage,
      storage,
      logger,
    })
    return c.body(null, 204)
  })

  endpointRoute(routes, w.workgroupFile, async (c) => {
    const { group } = await readableGroup(c.var.db, c.req.valid('param').slug, c.var.auth?.user.id ?? null)
    const row = await findFile(c.var.db, group.id, c.req.valid('param').fileHash)
    const file = row ? await storage.get(row.key) : null
    if (!row || !file) throw notFound()
    // Always a download, with its detected type and nosniff: never shown as a page of the API's origin; its
    // name ends in the detected type's extension (that of the key), also for a row stored before that rule.
    return sendStoredFile(c, file, { visibility: 'private', downloadName: groupFileName(row) })
  })

  endpointRoute(routes, w.workgroupMembers, async (c) => {
    const { group } = await readableGroup(c.var.db, c.req.valid('param').slug, c.var.auth?.user.id ?? null)
    const { page, size, text } = c.req.valid('query')
    return c.json(await listMembers(c.var.db, { groupId: group.id, all: false, text, page, size }))
  })

  // My groups.

  endpointRoute(routes, w.myWorkgroups, async (c) =>
    c.json(await listMyWorkgroups(c.var.db, { query: c.req.valid('query'), userId: c.var.session.user.id })),
  )

  endpointRoute(routes, w.createWorkgroup, { forbidden: premiumOnly }, async (c) => {
    const userId = c.var.session.user.id
    const group = await createGroup(c.var.db, { userId, input: c.req.valid('json') })
    return c.json(await toManagedWorkgroup(c.var.db, group, userId), 201)
  })

  endpointRoute(routes, w.myWorkgroup, async (c) => {
    const userId = c.var.session.user.id
    const { group } = await managedGroup(c.var.db, c.req.valid('param').id, userId)
    return c.json(await toManagedWorkgroup(c.var.db, group, userId))
  })

  endpointRoute(routes, w.updateWorkgroup, async (c) => {
    const userId = c.var.session.user.id
    const { group } = await managedGroup(c.var.db, c.req.valid('param').id, userId)
    const updated = await updateGroup(c.var.db, { group, input: c.req.valid('json') })
    return c.json(await toManagedWorkgroup(c.var.db, updated, userId))
  })

  endpointRoute(routes, w.deleteWorkgroup, async (c) => {
    const { group } = await managedGroup(c.var.db, c.req.valid('param').id, c.var.session.user.id)
    await deleteGroup(c.var.db, { group, storage, logger: c.var.logger })
    return c.body(null, 204)
  })

  endpointRoute(routes, w.uploadWorkgroupImage, async (c) => {
    const { group } = await managedGroup(c.var.db, c.req.valid('param').id, c.var.session.user.id)
    const { field, maxBytes } = w.uploadWorkgroupImage.request.upload
    const upload = await readUpload(c, field, { maxBytes })
    const image = await toWebpImage(c, field, upload, { size: IMAGE_SIZE, square: false })
    const key = newFileKey('workgroups', 'webp')
    await storage.put(key, image, 'image/webp')
    await replaceImage(c.var.db, { group, key, storage, logger: c.var.logger })
    return c.json({ image: fileUrl(key) })
  })

  endpointRoute(routes, w.managedComments, async (c) => {
    const userId = c.var.session.user.id
    const { group } = await managedGroup(c.var.db, c.req.valid('param').hash, userId)
    const query = c.req.valid('query')
    const parent = query.parent ? await findComment(c.var.db, group.id, query.parent) : null
    if (query.parent && !parent) throw notFound()
    return c.json(
      await listComments(c.var.db, {
        group,
        query,
        parentId: parent?.id ?? null,
        flat: true,
        viewerId: userId,
        canManage: true,
      }),
    )
  })

  endpointRoute(routes, w.deleteManagedComment, async (c) => {
    const userId = c.var.session.user.id
    const { group } = await managedGroup(c.var.db, c.req.valid('param').hash, userId)
    await deleteComment(c.var.db, {
      group,
      hash: c.req.valid('param').commentHash,
      userId,
      canManage: true,
      storage,
      logger: c.var.logger,
    })
    return c.body(null, 204)
  })

  endpointRoute(routes, w.managedFiles, async (c) => {
    const { group } = await managedGroup(c.var.db, c.req.valid('param').hash, c.var.session.user.id)
    const { page, size } = c.req.valid('query')
    return c.json(await listFiles(c.var.db, { group, page, size }))
  })

  endpointRoute(routes, w.deleteManagedFile, async (c) => {
    const { group } = await managedGroup(c.var.db, c.req.valid('param').hash, c.var.session.user.id)
    await deleteFile(c.var.db, { group, hash: c.req.valid('param').fileHash, storage, logger: c.var.logger })
    return c.body(null, 204)
  })

  endpointRoute(routes, w.managedMembers, async (c) => {
    const { group } = await managedGroup(c.var.db, c.req.valid('param').hash, c.var.session.user.id)
    const { page, size, text, status } = c.req.valid('query')
    return c.json(await listMembers(c.var.db, { groupId: group.id, all: true, status, text, page, size }))
  })

  endpointRoute(routes, w.updateMember, async (c) => {
    const { group } = await managedGroup(c.var.db, c.req.valid('param').hash, c.var.session.user.id)
    const userHash = await updateMember(c.var.db, {
      group,
      userHash: c.req.valid('param').userHash,
      input: c.req.valid('json'),
      origins: origins(c.req.url),
    })
    const member = await findMember(c.var.db, group.id, userHash)
    if (!member) throw notFound()
    return c.json(member)
  })

  endpointRoute(routes, w.removeMember, async (c) => {
    const { group } = await managedGroup(c.var.db, c.req.valid('param').hash, c.var.session.user.id)
    await removeMember(c.var.db, { group, userHash: c.req.valid('param').userHash })
    return c.body(null, 204)
  })

  // The alumni office.

  endpointRoute(routes, w.adminWorkgroups, async (c) => {
    const { status, reported, text, page, size } = c.req.valid('query')
    return c.json(
      await listAdminWorkgroups(c.var.db, {
        status,
        reported,
        text,
        page,
        size,
        viewerId: c.var.session.user.id,
      }),
    )
  })

  endpointRoute(routes, w.bulkWorkgroups, async (c) =>
    c.json(
      await bulkGroups(c.var.db, {
        ...c.req.valid('json'),
        origins: origins(c.req.url),
        decider: { id: c.var.session.user.id },
        audit: auditWriter(c),
      }),
    ),
  )

  // The office reads a group in any state as its page shows it, with the office's note.
  endpointRoute(routes, w.adminWorkgroup, async (c) => {
    const group = await findGroup(c.var.db, c.req.valid('param').hash)
    if (!group) throw notFound()
    return c.json(await toManagedWorkgroup(c.var.db, group, c.var.session.user.id))
  })

  const decide = async (
    c: EndpointContext<typeof w.approveWorkgroup>,
    action: 'approve' | 'reject' | 'disable' | 'enable',
    reason: string | null,
  ) => {
    const group = await decideGroup(c.var.db, {
      action,
      hash: c.req.valid('param').hash,
      reason,
      origins: origins(c.req.url),
      decider: { id: c.var.session.user.id },
      audit: auditWriter(c),
    })
    if (!group) throw notFound()
    return c.json(await toManagedWorkgroup(c.var.db, group, c.var.session.user.id))
  }
  // The same context but for the body each reads: the param is the same `{ hash }` in the four.
  const asDecision = (c: unknown) => c as EndpointContext<typeof w.approveWorkgroup>
  endpointRoute(routes, w.approveWorkgroup, (c) => decide(c, 'approve', null))
  endpointRoute(routes, w.rejectWorkgroup, (c) => decide(asDecision(c), 'reject', c.req.valid('json').reason))
  endpointRoute(routes, w.disableWorkgroup, (c) =>
    decide(asDecision(c), 'disable', c.req.valid('json').reason),
  )
  endpointRoute(routes, w.enableWorkgroup, (c) => decide(asDecision(c), 'enable', null))

  for (const [endpoint, kind] of [
    [w.removeWorkgroupComment, 'comment'],
    [w.removeWorkgroupFile, 'file'],
  ] as const) {
    endpointRoute(routes, endpoint, async (c) => {
      const { hash, id } = c.req.valid('param')
      await moderateGroup(c.var.db, {
        kind,
        group: hash,
        id,
        reason: c.req.valid('json').reason,
        origins: origins(c.req.url),
        storage,
        logger: c.var.logger,
        decider: { id: c.var.session.user.id },
        audit: auditWriter(c),
      })
      return c.body(null, 204)
    })
  }

  // Members' reports, and the office's reading and dismissing of them.

  for (const [endpoint, kind] of [
    [w.reportWorkgroupComment, 'comment'],
    [w.reportWorkgroupFile, 'file'],
  ] as const) {
    endpointRoute(routes, endpoint, async (c) => {
      const { db, session } = c.var
      const params = c.req.valid('param') as { slug: string; hash?: string; fileHash?: string }
      const { group, access } = await readableGroup(db, params.slug, session.user.id)
      // Counted before the work, as comments are: a burst gets no more than the limit.
      await limiter.countReport(session.user.id)
      const report = await reportItem(db, {
        group,
        access,
        kind,
        hash: (kind === 'comment' ? params.hash : params.fileHash) ?? '',
        userId: session.user.id,
        input: c.req.valid('json'),
      })
      return c.json(report, 201)
    })
  }

  endpointRoute(routes, w.adminWorkgroupReports, async (c) => {
    const group = await findGroup(c.var.db, c.req.valid('param').hash)
    if (!group) throw notFound()
    const { status, page, size } = c.req.valid('query')
    return c.json(await listReportedItems(c.var.db, { group, status, page, size }))
  })

  endpointRoute(routes, w.adminWorkgroupComments, async (c) => {
    const group = await findGroup(c.var.db, c.req.valid('param').hash)
    if (!group) throw notFound()
    const { page, size } = c.req.valid('query')
    return c.json(await listModeratedComments(c.var.db, { group, page, size }))
  })

  endpointRoute(routes, w.adminWorkgroupFiles, async (c) => {
    const group = await findGroup(c.var.db, c.req.valid('param').hash)
    if (!group) throw notFound()
    const { page, size } = c.req.valid('query')
    return c.json(await listModeratedFiles(c.var.db, { group, page, size }))
  })

  for (const [endpoint, kind] of [
    [w.dismissWorkgroupCommentReports, 'comment'],
    [w.dismissWorkgroupFileReports, 'file'],
  ] as const) {
    endpointRoute(routes, endpoint, async (c) => {
      const { hash, id } = c.req.valid('param')
      return c.json(
        await dismissReports(c.var.db, {
          group: hash,
          kind,
          id,
          reason: c.req.valid('json').reason,
          decider: { id: c.var.session.user.id },
          audit: auditWriter(c),
        }),
      )
    })
  }

  return routes
}
