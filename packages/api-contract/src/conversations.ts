import * as v from 'valibot'
import { ConversationsQuery, conversationReportStatuses, ReportedMessagesQuery } from './conversations-search'
import type { Endpoint } from './endpoint'
import { listQuery, PathHash, pageQuery, paginated } from './lists'
import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_FILE_TYPES } from './uploads'
import { RefHash } from './users'

export {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationReportStatus,
  ConversationsQuery,
  conversationReportStatuses,
  ReportedMessagesQuery,
} from './conversations-search'

// Private messages (issue 30; docs/conversations.md): one conversation per pair of accounts, its messages,
// read state, blocks and reports, and the office's moderation queue. Named `conversations` because
// `messages` are the catalogs of texts in this repository.

/** The longest message: a long letter, far from a document. */
export const MESSAGE_MAX_LENGTH = 4000
export const MESSAGE_FILE_MAX_BYTES = DOCUMENT_FILE_MAX_BYTES
/** What a message may attach: what a group comment may (./uploads.ts). */
export const MESSAGE_FILE_TYPES = DOCUMENT_FILE_TYPES

export const MESSAGES_PAGE_SIZE = 30

/** Why a person reports a message. */
export const conversationReportReasons = ['spam', 'offensive', 'personal_data', 'other'] as const
export type ConversationReportReason = (typeof conversationReportReasons)[number]
export const REPORT_NOTE_MAX_LENGTH = 500

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const nullableString = v.nullable(v.string())

/**
 * The other side of a conversation: a person (their name), a company (its name) or the office. Null in a
 * conversation whose other side erased their account: a former member, without a name.
 */
export const ConversationPerson = v.object({
  hash: v.string(),
  /** The name to show: a person's name and surname, a company's name. */
  name: v.string(),
  avatar: nullableString,
  kind: v.picklist(['member', 'company', 'office']),
})
export type ConversationPerson = v.InferOutput<typeof ConversationPerson>

/** A conversation in the inbox: the other side, the last message's start and how many wait unread. */
export const ConversationSummary = v.object({
  hash: v.string(),
  person: v.nullable(ConversationPerson),
  /** The last message's first characters (plain text), null before the first message. */
  last_message: nullableString,
  /** Whether I wrote the last message. */
  last_message_mine: v.boolean(),
  last_message_at: nullableString,
  unread: count,
})
export type ConversationSummary = v.InferOutput<typeof ConversationSummary>
export const ConversationList = paginated(ConversationSummary)
export type ConversationList = v.InferOutput<typeof ConversationList>

/** One conversation, as its page opens it. */
export const Conversation = v.object({
  ...ConversationSummary.entries,
  /** Whether I send read receipts in it (off until I turn them on). */
  read_receipts: v.boolean(),
  /**
   * When the other side last read it: only when both sides send read receipts, else null. A message of mine
   * created before it has been read.
   */
  read_at: nullableString,
  /** Whether I blocked the other side. */
  blocked: v.boolean(),
  created_at: v.string(),
})
export type Conversation = v.InferOutput<typeof Conversation>

export const MessageFile = v.object({
  name: v.string(),
  type: v.string(),
  size: count,
  /** Downloads it (as an attachment, never shown as a page), for the two sides of the conversation. */
  url: v.string(),
})

/** A message. `body` is plain text as written: show it as text, never as HTML (links stay text). */
export const Message = v.object({
  hash: v.string(),
  body: v.string(),
  mine: v.boolean(),
  /** The company's offer it is about (a company names one in each message). */
  offer: v.nullable(v.object({ hash: v.string(), title: v.string() })),
  file: v.nullable(MessageFile),
  /** The office removed it: its text is empty and its file gone. */
  removed: v.boolean(),
  created_at: v.string(),
})
export type Message = v.InferOutput<typeof Message>
export const MessageList = paginated(Message)
export type MessageList = v.InferOutput<typeof MessageList>

/** `GET /usr/conversations/{hash}/messages`: page 1 holds the newest messages; each page newest first. */
export const MessagesQuery = listQuery({ ...pageQuery(MESSAGES_PAGE_SIZE, 100) })
export type MessagesQuery = v.InferOutput<typeof MessagesQuery>

/** `GET /usr/conversations/unread`: what the header shows. */
export const UnreadCount = v.object({
  /** Unread messages in all my conversations. */
  unread: count,
  /** Conversations with unread messages. */
  conversations: count,
})
export type UnreadCount = v.InferOutput<typeof UnreadCount>

/**
 * `POST /usr/conversations`: the conversation with a person (by their public hash), opened if there is none.
 * A company names the offer the person applied to.
 */
export const OpenConversationInput = v.strictObject({
  person: RefHash,
  offer: v.optional(v.nullable(RefHash)),
})
export type OpenConversationInput = v.InferOutput<typeof OpenConversationInput>

/** `POST /usr/conversations/{hash}/messages`: the text (and, from a company, the offer it is about). */
export const MessageInput = v.strictObject({
  body: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(MESSAGE_MAX_LENGTH)),
  offer: v.optional(v.nullable(RefHash)),
})
export type MessageInput = v.InferOutput<typeof MessageInput>

/** `PATCH /usr/conversations/{hash}`: whether I send read receipts in it. */
export const ConversationSettingsInput = v.strictObject({ read_receipts: v.boolean() })
export type ConversationSettingsInput = v.InferOutput<typeof ConversationSettingsInput>

/** `POST /usr/conversations/blocks`: the person to block. */
export const BlockInput = v.strictObject({ person: RefHash })
export type BlockInput = v.InferOutput<typeof BlockInput>

export const BlockedPerson = v.object({ person: ConversationPerson, created_at: v.string() })
export const BlockList = paginated(BlockedPerson)
export type BlockList = v.InferOutput<typeof BlockList>
export const BlocksQuery = listQuery({ ...pageQuery(50, 100) })

/** `POST /usr/conversations/{hash}/messages/{messageHash}/report`. */
export const MessageReportInput = v.strictObject({
  reason: v.picklist(conversationReportReasons),
  note: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(REPORT_NOTE_MAX_LENGTH)))),
})
export type MessageReportInput = v.InferOutput<typeof MessageReportInput>

export const MessageReportReceipt = v.object({
  hash: v.string(),
  status: v.picklist(conversationReportStatuses),
})

/** A reported message as the office reviews it: the message, who wrote it, who reported it and why. */
export const ReportedMessage = v.object({
  hash: v.string(),
  reason: v.picklist(conversationReportReasons),
  note: nullableString,
  status: v.picklist(conversationReportStatuses),
  resolution: v.nullable(v.picklist(['dismissed', 'removed'])),
  created_at: v.string(),
  decided_at: nullableString,
  message: v.object({
    hash: v.string(),
    body: v.string(),
    file: nullableString,
    removed: v.boolean(),
    created_at: v.string(),
  }),
  /** Who wrote the message (null: a former member). */
  sender: v.nullable(ConversationPerson),
  /** Who reported it (null: a former member). */
  reporter: v.nullable(ConversationPerson),
})
export type ReportedMessage = v.InferOutput<typeof ReportedMessage>
export const ReportedMessageList = paginated(ReportedMessage)
export type ReportedMessageList = v.InferOutput<typeof ReportedMessageList>

/** `POST /usr/admin/conversations/reports/{hash}/resolve`: dismiss the report, or remove the message. */
export const ResolveReportInput = v.strictObject({ action: v.picklist(['dismiss', 'remove']) })
export type ResolveReportInput = v.InferOutput<typeof ResolveReportInput>

const HashParams = v.object({ hash: PathHash })
const MessageParams = v.object({ hash: PathHash, messageHash: PathHash })

const refusals =
  'who may write to whom (docs/conversations.md): 403 with a message that says why (the Premium upgrade for a free member starting one, a block, a hidden or closed account, a company without that candidate)'

export const conversationList = {
  method: 'GET',
  path: '/usr/conversations',
  summary:
    'My inbox: conversations with at least one message, newest message first, 20 a page; `text` finds the other side by name',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { query: ConversationsQuery },
  response: { status: 200, body: ConversationList },
} as const satisfies Endpoint

export const unreadCount = {
  method: 'GET',
  path: '/usr/conversations/unread',
  summary: 'How many messages (and conversations) wait unread, for the header',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  response: { status: 200, body: UnreadCount },
} as const satisfies Endpoint

export const openConversation = {
  method: 'POST',
  path: '/usr/conversations',
  summary: `The conversation with a person (by their hash), opened when there is none: starting one is for Premium members, companies (about an offer the person applied to: \`offer\`) and the office, and at most a number a day; ${refusals}`,
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { body: OpenConversationInput },
  response: { status: 200, body: Conversation },
} as const satisfies Endpoint

export const conversation = {
  method: 'GET',
  path: '/usr/conversations/{hash}',
  summary: 'One of my conversations',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: Conversation },
} as const satisfies Endpoint

export const updateConversation = {
  method: 'PATCH',
  path: '/usr/conversations/{hash}',
  summary: 'Turns my read receipts in a conversation on or off (off by default)',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { params: HashParams, body: ConversationSettingsInput },
  response: { status: 200, body: Conversation },
} as const satisfies Endpoint

export const conversationMessages = {
  method: 'GET',
  path: '/usr/conversations/{hash}/messages',
  summary: 'The messages of one of my conversations: page 1 the newest, each page newest first, 30 a page',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { params: HashParams, query: MessagesQuery },
  response: { status: 200, body: MessageList },
} as const satisfies Endpoint

export const sendMessage = {
  method: 'POST',
  path: '/usr/conversations/{hash}/messages',
  summary: `Writes a message (plain text; a company names its offer in \`offer\`); ${refusals}; 429 past the limits`,
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { params: HashParams, body: MessageInput },
  response: { status: 201, body: Message },
} as const satisfies Endpoint

export const sendMessageWithFile = {
  method: 'POST',
  path: '/usr/conversations/{hash}/messages/file',
  summary:
    'Writes a message with a file (checked on its bytes: PDF, images, office documents; 10 MB): the fields as the JSON of the `data` part, or as plain form fields (`body`, `offer`)',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: {
    params: HashParams,
    body: MessageInput,
    upload: {
      field: 'file',
      accept: MESSAGE_FILE_TYPES,
      maxBytes: MESSAGE_FILE_MAX_BYTES,
      dataField: 'data',
      plainFields: true,
    },
  },
  response: { status: 201, body: Message },
} as const satisfies Endpoint

export const messageFile = {
  method: 'GET',
  path: '/usr/conversations/{hash}/messages/{messageHash}/file',
  summary: 'Downloads the file of a message of one of my conversations',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { params: MessageParams },
  response: { status: 200, contentType: 'application/octet-stream' },
} as const satisfies Endpoint

export const markConversationRead = {
  method: 'POST',
  path: '/usr/conversations/{hash}/read',
  summary: 'Marks every message of one of my conversations as read',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 204 },
} as const satisfies Endpoint

export const reportMessage = {
  method: 'POST',
  path: '/usr/conversations/{hash}/messages/{messageHash}/report',
  summary: 'Reports a message the other side wrote to the office’s moderation queue (once while it is open)',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { params: MessageParams, body: MessageReportInput },
  response: { status: 201, body: MessageReportReceipt },
} as const satisfies Endpoint

export const blockList = {
  method: 'GET',
  path: '/usr/conversations/blocks',
  summary: 'The people I blocked, the latest first',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { query: BlocksQuery },
  response: { status: 200, body: BlockList },
} as const satisfies Endpoint

export const blockPerson = {
  method: 'POST',
  path: '/usr/conversations/blocks',
  summary: 'Blocks a person: they can no longer write to me (saying it twice changes nothing)',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { body: BlockInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const unblockPerson = {
  method: 'DELETE',
  path: '/usr/conversations/blocks/{hash}',
  summary: 'Unblocks a person (by their hash)',
  tag: 'conversations',
  permission: 'messages.use',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 204 },
} as const satisfies Endpoint

// The alumni office.

export const adminMessageReports = {
  method: 'GET',
  path: '/usr/admin/conversations/reports',
  summary:
    'Reported messages (OPEN by default, oldest first, 20 a page), each with the message, its sender and its reporter',
  tag: 'admin',
  permission: 'admin.messages.moderate',
  apiKey: true,
  request: { query: ReportedMessagesQuery },
  response: { status: 200, body: ReportedMessageList },
} as const satisfies Endpoint

export const resolveMessageReport = {
  method: 'POST',
  path: '/usr/admin/conversations/reports/{hash}/resolve',
  summary:
    'Resolves a report: `dismiss` keeps the message, `remove` empties it and deletes its file (and resolves its other open reports)',
  tag: 'admin',
  permission: 'admin.messages.moderate',
  apiKey: true,
  request: { params: HashParams, body: ResolveReportInput },
  conflict: 'the report was resolved already',
  response: { status: 200, body: ReportedMessage },
} as const satisfies Endpoint

export const conversationEndpoints = {
  conversationList,
  unreadCount,
  blockList,
  blockPerson,
  unblockPerson,
  openConversation,
  conversation,
  updateConversation,
  conversationMessages,
  sendMessage,
  sendMessageWithFile,
  messageFile,
  markConversationRead,
  reportMessage,
  adminMessageReports,
  resolveMessageReport,
} as const satisfies Record<string, Endpoint>
