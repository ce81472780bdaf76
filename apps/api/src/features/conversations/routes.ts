import { conversationEndpoints as e, MESSAGE_FILE_TYPES } from '@egresa/api-contract/conversations'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import type { Env } from '../../env'
import { describeAudit } from '../../lib/audit'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import { checkFileType, newFileKey, readDataUpload, storedFileName } from '../../lib/storage/uploads'
import {
  findMessage,
  listBlocks,
  listConversations,
  listMessages,
  listReportedMessages,
  messageById,
  toConversation,
  unreadOf,
} from './queries'
import {
  block,
  markRead,
  myConversation,
  openWith,
  reportMessage,
  resolveReport,
  type StoredAttachment,
  sendMessage,
  setReadReceipts,
  unblock,
} from './service'

export type ConversationRoutesDeps = { env: Env; storage: Storage }

const fileTypeMessage = msg`El archivo debe ser un PDF, una imagen (JPEG, PNG, WebP, GIF) o un documento de Office u OpenDocument.`

/** Private messages (docs/conversations.md): the inbox, one conversation, its messages, blocks and reports. */
export function createConversationRoutes(deps: ConversationRoutesDeps) {
  const { storage, env } = deps
  const routes = new Hono<AppEnv>()

  // The static paths first: `/usr/conversations/unread` and `/blocks` are not conversations' hashes.

  endpointRoute(routes, e.conversationList, async (c) =>
    c.json(await listConversations(c.var.db, { userId: c.var.session.user.id, query: c.req.valid('query') })),
  )

  endpointRoute(routes, e.unreadCount, async (c) => c.json(await unreadOf(c.var.db, c.var.session.user.id)))

  endpointRoute(routes, e.blockList, async (c) => {
    const { page, size } = c.req.valid('query')
    return c.json(await listBlocks(c.var.db, { userId: c.var.session.user.id, page, size }))
  })

  endpointRoute(routes, e.blockPerson, async (c) => {
    await block(c.var.db, { userId: c.var.session.user.id, personHash: c.req.valid('json').person })
    return c.body(null, 204)
  })

  endpointRoute(routes, e.unblockPerson, async (c) => {
    await unblock(c.var.db, { userId: c.var.session.user.id, personHash: c.req.valid('param').hash })
    return c.body(null, 204)
  })

  endpointRoute(routes, e.openConversation, async (c) => {
    const { db, session } = c.var
    const input = c.req.valid('json')
    const state = await openWith(db, {
      sender: { id: session.user.id, role: session.user.role },
      personHash: input.person,
      offerHash: input.offer,
      perDay: env.conversations.perDay,
    })
    return c.json(await toConversation(db, state, session.user.id))
  })

  endpointRoute(routes, e.conversation, async (c) => {
    const { db, session } = c.var
    const state = await myConversation(db, session.user.id, c.req.valid('param').hash)
    return c.json(await toConversation(db, state, session.user.id))
  })

  endpointRoute(routes, e.updateConversation, async (c) => {
    const { db, session } = c.var
    const state = await myConversation(db, session.user.id, c.req.valid('param').hash)
    await setReadReceipts(db, { conversation: state, readReceipts: c.req.valid('json').read_receipts })
    const updated = await myConversation(db, session.user.id, state.hash)
    return c.json(await toConversation(db, updated, session.user.id))
  })

  endpointRoute(routes, e.conversationMessages, async (c) => {
    const { db, session } = c.var
    const state = await myConversation(db, session.user.id, c.req.valid('param').hash)
    const { page, size } = c.req.valid('query')
    return c.json(await listMessages(db, { conversation: state, userId: session.user.id, page, size }))
  })

  endpointRoute(routes, e.sendMessage, async (c) => {
    const { db, session, realtime } = c.var
    const state = await myConversation(db, session.user.id, c.req.valid('param').hash)
    const id = await sendMessage(db, {
      sender: { id: session.user.id, role: session.user.role },
      conversation: state,
      input: c.req.valid('json'),
      file: null,
      realtime,
    })
    const message = await messageById(db, { id, userId: session.user.id, conversationHash: state.hash })
    return c.json(message, 201)
  })

  endpointRoute(routes, e.sendMessageWithFile, async (c) => {
    const { db, session, realtime } = c.var
    const state = await myConversation(db, session.user.id, c.req.valid('param').hash)
    const { upload } = e.sendMessageWithFile.request
    const { input, file } = await readDataUpload(c, { body: e.sendMessageWithFile.request.body, upload })
    let stored: StoredAttachment | null = null
    if (file) {
      const type = await checkFileType(c, upload.field, file, MESSAGE_FILE_TYPES, fileTypeMessage)
      const key = newFileKey('conversation-files', type.ext)
      stored = {
        key,
        name: storedFileName(file.name, type.ext),
        contentType: type.mime,
        size: file.bytes.byteLength,
      }
      await storage.put(key, file.bytes, type.mime)
    }
    let id: string
    try {
      id = await sendMessage(db, {
        sender: { id: session.user.id, role: session.user.role },
        conversation: state,
        input,
        file: stored,
        realtime,
      })
    } catch (error) {
      // A refused message leaves no file behind.
      if (stored) await storage.delete(stored.key)
      throw error
    }
    const message = await messageById(db, { id, userId: session.user.id, conversationHash: state.hash })
    return c.json(message, 201)
  })

  endpointRoute(routes, e.messageFile, async (c) => {
    const { db, session } = c.var
    const { hash, messageHash } = c.req.valid('param')
    const state = await myConversation(db, session.user.id, hash)
    const row = await findMessage(db, { conversationId: state.id, hash: messageHash })
    const file = row?.file_key ? await storage.get(row.file_key) : null
    if (!row || !file) throw notFound()
    // Always a download with its detected type and nosniff: never shown as a page of the API's origin.
    return sendStoredFile(c, file, { visibility: 'private', downloadName: row.file_name ?? 'file' })
  })

  endpointRoute(routes, e.markConversationRead, async (c) => {
    const { db, session } = c.var
    const state = await myConversation(db, session.user.id, c.req.valid('param').hash)
    await markRead(db, { conversation: state })
    return c.body(null, 204)
  })

  endpointRoute(routes, e.reportMessage, async (c) => {
    const { db, session } = c.var
    const { hash, messageHash } = c.req.valid('param')
    const state = await myConversation(db, session.user.id, hash)
    const report = await reportMessage(db, {
      userId: session.user.id,
      conversation: state,
      messageHash,
      input: c.req.valid('json'),
    })
    return c.json(report, 201)
  })

  // The office.

  endpointRoute(routes, e.adminMessageReports, async (c) => {
    const { status, page, size } = c.req.valid('query')
    return c.json(await listReportedMessages(c.var.db, { status, page, size }))
  })

  endpointRoute(routes, e.resolveMessageReport, async (c) => {
    const { hash } = c.req.valid('param')
    const input = c.req.valid('json')
    // The audit log's entry of the call (auditCalls on /usr/admin) says what the office decided.
    describeAudit(c, {
      action: input.action === 'remove' ? 'messages.remove' : 'messages.dismiss',
      object: { type: 'message-report', id: hash },
    })
    return c.json(await resolveReport(c.var.db, { hash, officeId: c.var.session.user.id, input, storage }))
  })

  return routes
}
