import type * as Conversations from '@egresa/api-contract/conversations'
import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import { queryOptions } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { sessionQueryKey } from './auth'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// Private messages (docs/conversations.md): the inbox and its unread count, one conversation and its
// messages, writing (with a file too), read state and receipts, blocks, reports, and the office's queue of
// reported messages. A message's `body` is plain text: render it as text, never as HTML.

/** The contract, imported when a call is made, so a page that only links to the inbox does not carry it. */
const contract = () => import('@egresa/api-contract/conversations')

/** Query key of everything about conversations: a message, a read or a block invalidates it. */
export const conversationsQueryKey = [...sessionQueryKey, 'conversations'] as const
/** The header's unread count (also under `conversationsQueryKey`). */
export const unreadQueryKey = [...conversationsQueryKey, 'unread'] as const
/** The office's moderation queue of reported messages. */
export const messageReportsQueryKey = [...sessionQueryKey, 'admin', 'conversations'] as const

export type ConversationsListQuery = EndpointQuery<typeof Conversations.conversationList>
export type MessagesListQuery = EndpointQuery<typeof Conversations.conversationMessages>
export type BlocksListQuery = EndpointQuery<typeof Conversations.blockList>
export type ReportedMessagesListQuery = EndpointQuery<typeof Conversations.adminMessageReports>
export type OpenConversationBody = EndpointBody<typeof Conversations.openConversation>
export type MessageBody = EndpointBody<typeof Conversations.sendMessage>
export type MessageReportBody = EndpointBody<typeof Conversations.reportMessage>
export type ResolveReportBody = EndpointBody<typeof Conversations.resolveMessageReport>

/** `GET /usr/conversations`: my inbox, newest message first; `text` finds the other side by name. */
export async function getConversations(
  client: ApiClient,
  query: ConversationsListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).conversationList, { query, signal })
}

/** `GET /usr/conversations/unread`: unread messages and conversations, for the header. */
export async function getUnreadCount(client: ApiClient, signal?: AbortSignal) {
  return client.call((await contract()).unreadCount, { signal })
}

/**
 * `POST /usr/conversations`: my conversation with a person (their hash), opened when there is none; a company
 * names the offer the person applied to. 403 rejects with the reason (the Premium upgrade for a free member)
 * instead of the access-denied page; 429 past the daily limit of new conversations.
 */
export async function openConversation(client: ApiClient, body: OpenConversationBody) {
  return client.call((await contract()).openConversation, { body, showForbidden: true })
}

/** `GET /usr/conversations/{hash}`: one of my conversations. */
export async function getConversation(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call((await contract()).conversation, { params: { hash }, signal })
}

/** `PATCH /usr/conversations/{hash}`: turns my read receipts on or off. */
export async function setReadReceipts(client: ApiClient, hash: string, readReceipts: boolean) {
  return client.call((await contract()).updateConversation, {
    params: { hash },
    body: { read_receipts: readReceipts },
  })
}

/** `GET /usr/conversations/{hash}/messages`: page 1 the newest messages, each page newest first. */
export async function getMessages(
  client: ApiClient,
  hash: string,
  query: MessagesListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).conversationMessages, { params: { hash }, query, signal })
}

/** `POST /usr/conversations/{hash}/messages` (or `…/messages/file` with a file): writes a message. */
export async function sendMessage(client: ApiClient, hash: string, body: MessageBody, file?: Blob) {
  const c = await contract()
  // A refusal (a block, the Premium rule, a closed account) is said beside the message, not as a page.
  if (file) return client.call(c.sendMessageWithFile, { params: { hash }, body, file, showForbidden: true })
  return client.call(c.sendMessage, { params: { hash }, body, showForbidden: true })
}

/**
 * `GET /usr/conversations/{hash}/messages/{messageHash}/file`: a message's file as a blob (its `url`). It
 * needs the session headers, so a plain link cannot open it; a failure rejects with the server's message.
 */
export async function downloadMessageFile(
  client: ApiClient,
  hash: string,
  messageHash: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const { method, path } = (await contract()).messageFile
  try {
    const url = `${client.baseUrl}${endpointPath({ path }, { hash, messageHash })}`
    return await client.http(url, { method, signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}

/** `POST /usr/conversations/{hash}/read`: every message of the conversation read. */
export async function markConversationRead(client: ApiClient, hash: string) {
  return client.call((await contract()).markConversationRead, { params: { hash } })
}

/** `POST /usr/conversations/{hash}/messages/{messageHash}/report`: reports a message to the office. */
export async function reportMessage(
  client: ApiClient,
  hash: string,
  messageHash: string,
  body: MessageReportBody,
) {
  return client.call((await contract()).reportMessage, { params: { hash, messageHash }, body })
}

/** `GET /usr/conversations/blocks`: the people I blocked. */
export async function getBlocks(client: ApiClient, query: BlocksListQuery = {}, signal?: AbortSignal) {
  return client.call((await contract()).blockList, { query, signal })
}

/** `POST /usr/conversations/blocks`: blocks a person (their hash): they can no longer write to me. */
export async function blockPerson(client: ApiClient, person: string) {
  return client.call((await contract()).blockPerson, { body: { person } })
}

/** `DELETE /usr/conversations/blocks/{hash}`: unblocks a person. */
export async function unblockPerson(client: ApiClient, person: string) {
  return client.call((await contract()).unblockPerson, { params: { hash: person } })
}

// The office.

/** `GET /usr/admin/conversations/reports`: reported messages (OPEN by default), oldest first. */
export async function getReportedMessages(
  client: ApiClient,
  query: ReportedMessagesListQuery = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).adminMessageReports, { query, signal })
}

/** `POST /usr/admin/conversations/reports/{hash}/resolve`: `dismiss` the report or `remove` the message. */
export async function resolveMessageReport(client: ApiClient, hash: string, body: ResolveReportBody) {
  return client.call((await contract()).resolveMessageReport, { params: { hash }, body })
}

// Query options (messages are not translated: the keys carry no locale).

export function conversationsQueryOptions(client: ApiClient, query: ConversationsListQuery) {
  return queryOptions({
    queryKey: [...conversationsQueryKey, 'list', query],
    queryFn: ({ signal }) => getConversations(client, query, signal),
  })
}

export function unreadCountQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: unreadQueryKey, queryFn: ({ signal }) => getUnreadCount(client, signal) })
}

export function conversationQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...conversationsQueryKey, 'conversation', hash],
    queryFn: ({ signal }) => getConversation(client, hash, signal),
  })
}

export function messagesQueryOptions(client: ApiClient, hash: string, query: MessagesListQuery) {
  return queryOptions({
    queryKey: [...conversationsQueryKey, 'messages', hash, query],
    queryFn: ({ signal }) => getMessages(client, hash, query, signal),
  })
}

export function blocksQueryOptions(client: ApiClient, query: BlocksListQuery) {
  return queryOptions({
    queryKey: [...conversationsQueryKey, 'blocks', query],
    queryFn: ({ signal }) => getBlocks(client, query, signal),
  })
}

export function reportedMessagesQueryOptions(client: ApiClient, query: ReportedMessagesListQuery) {
  return queryOptions({
    queryKey: [...messageReportsQueryKey, query],
    queryFn: ({ signal }) => getReportedMessages(client, query, signal),
  })
}
