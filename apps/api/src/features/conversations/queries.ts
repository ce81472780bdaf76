import type {
  BlockList,
  Conversation,
  ConversationList,
  ConversationPerson,
  ConversationsQuery,
  Message,
  MessageList,
  ReportedMessage,
  ReportedMessageList,
  UnreadCount,
} from '@egresa/api-contract/conversations'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fileUrl } from '../../lib/files'

// The conversations' reads, as `(db, params)` statements. Each side of a conversation is a row of
// `conversation_members`; the other side's account may be gone (erased): it is then a former member, null.

type Rows<T> = { rows: T[] }
const rowsOf = async <T>(db: Db, statement: SQL): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as Rows<T>).rows

/** A timestamp as the contract writes it, whatever the driver gave (a Date or a string). */
export const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString()
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value))

const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The columns that describe an account as the other side of a conversation (`u` the user, `co` its company). */
const personColumns = sql`u.hash as person_hash, u.role as person_role, u.name as person_name,
  u.surname as person_surname, u.avatar_key as person_avatar, co.name as company_name, co.logo_key as company_logo`

type PersonColumns = {
  person_hash: string | null
  person_role: string | null
  person_name: string | null
  person_surname: string | null
  person_avatar: string | null
  company_name: string | null
  company_logo: string | null
}

export function personOf(row: PersonColumns): ConversationPerson | null {
  if (!row.person_hash || !row.person_role) return null
  if (row.person_role === 'company') {
    return {
      hash: row.person_hash,
      name: row.company_name ?? row.person_name ?? '',
      avatar: row.company_logo ? fileUrl(row.company_logo) : null,
      kind: 'company',
    }
  }
  return {
    hash: row.person_hash,
    name: `${row.person_name ?? ''} ${row.person_surname ?? ''}`.trim(),
    avatar: row.person_avatar ? fileUrl(row.person_avatar) : null,
    kind: row.person_role === 'admin' || row.person_role === 'office' ? 'office' : 'member',
  }
}

type SummaryRow = PersonColumns & {
  id: string
  hash: string
  last_message_preview: string | null
  last_message_at: Date | string | null
  last_sender_id: string | null
  unread: number
}

const summaryColumns = sql`c.id, c.hash, c.last_message_preview, c.last_message_at, c.last_sender_id, m.unread,
  ${personColumns}`

/** Mine (`m`), the conversation (`c`), the other side (`o`), its account (`u`) and company (`co`). */
const sidesJoin = sql`from conversation_members m
  join conversations c on c.id = m.conversation_id
  join conversation_members o on o.conversation_id = c.id and o.side <> m.side
  left join users u on u.id = o.user_id
  left join companies co on co.user_id = u.id`

function toSummary(row: SummaryRow, userId: string) {
  return {
    hash: row.hash,
    person: personOf(row),
    last_message: row.last_message_preview,
    last_message_mine: row.last_sender_id === userId,
    last_message_at: isoOrNull(row.last_message_at),
    unread: Number(row.unread),
  }
}

/** The inbox: conversations with a message, newest message first; `text` finds the other side by name. */
export async function listConversations(
  db: Db,
  params: { userId: string; query: ConversationsQuery },
): Promise<ConversationList> {
  const { page, size, text } = params.query
  const match = text
    ? sql`and egresa_unaccent(lower(coalesce(u.name, '') || ' ' || coalesce(u.surname, '') || ' ' || coalesce(co.name, ''))) like '%' || egresa_unaccent(lower(${likeText(text)})) || '%'`
    : sql``
  const where = sql`where m.user_id = ${params.userId} and c.last_message_at is not null ${match}`
  const [rows, totals] = await Promise.all([
    rowsOf<SummaryRow>(
      db,
      sql`select ${summaryColumns} ${sidesJoin} ${where}
        order by c.last_message_at desc, c.id limit ${size} offset ${(page - 1) * size}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${sidesJoin} ${where}`),
  ])
  const total = Number(totals[0]?.n ?? 0)
  return {
    items: rows.map((row) => toSummary(row, params.userId)),
    total,
    maxPages: Math.ceil(total / size),
  }
}

/** The header's count: unread messages, and the conversations they are in. */
export async function unreadOf(db: Db, userId: string): Promise<UnreadCount> {
  const [row] = await rowsOf<{ unread: number; conversations: number }>(
    db,
    sql`select coalesce(sum(unread), 0)::int as unread, count(*)::int as conversations
      from conversation_members where user_id = ${userId} and unread > 0`,
  )
  return { unread: Number(row?.unread ?? 0), conversations: Number(row?.conversations ?? 0) }
}

/** One of my conversations, with both sides' state: what the service's rules and the answer need. */
export type ConversationState = {
  id: string
  hash: string
  createdAt: string
  startedBy: string | null
  mySide: number
  otherId: string | null
  summary: ReturnType<typeof toSummary>
  readReceipts: boolean
  otherReadReceipts: boolean
  otherReadAt: string | null
}

export async function findConversation(
  db: Db,
  params: { userId: string; hash?: string; id?: string },
): Promise<ConversationState | null> {
  const by = params.hash ? sql`c.hash = ${params.hash}` : sql`c.id = ${params.id ?? null}`
  const [row] = await rowsOf<
    SummaryRow & {
      created_at: Date | string
      started_by: string | null
      side: number
      other_id: string | null
      read_receipts: boolean
      other_read_receipts: boolean
      other_read_at: Date | string | null
    }
  >(
    db,
    sql`select ${summaryColumns}, c.created_at, c.started_by, m.side, o.user_id as other_id,
        m.read_receipts, o.read_receipts as other_read_receipts, o.last_read_at as other_read_at
      ${sidesJoin} where m.user_id = ${params.userId} and ${by} limit 1`,
  )
  if (!row) return null
  return {
    id: row.id,
    hash: row.hash,
    createdAt: iso(row.created_at),
    startedBy: row.started_by,
    mySide: Number(row.side),
    otherId: row.other_id,
    summary: toSummary(row, params.userId),
    readReceipts: row.read_receipts,
    otherReadReceipts: row.other_read_receipts,
    otherReadAt: isoOrNull(row.other_read_at),
  }
}

/** The conversation as its page shows it; `blocked`: whether I blocked the other side. */
export async function toConversation(
  db: Db,
  state: ConversationState,
  userId: string,
): Promise<Conversation> {
  const blocked = state.otherId
    ? (
        await rowsOf<{ n: number }>(
          db,
          sql`select 1 as n from conversation_blocks where blocker_id = ${userId} and blocked_id = ${state.otherId}`,
        )
      ).length > 0
    : false
  return {
    ...state.summary,
    read_receipts: state.readReceipts,
    read_at: state.readReceipts && state.otherReadReceipts ? state.otherReadAt : null,
    blocked,
    created_at: state.createdAt,
  }
}

type MessageRow = {
  id: string
  hash: string
  body: string
  sender_id: string | null
  offer_hash: string | null
  offer_title: string | null
  file_key: string | null
  file_name: string | null
  file_type: string | null
  file_size: number | null
  removed_at: Date | string | null
  created_at: Date | string
}

const messageColumns = sql`t.id, t.hash, t.body, t.sender_id, jo.hash as offer_hash, jo.title as offer_title,
  t.file_key, t.file_name, t.file_type, t.file_size, t.removed_at, t.created_at`

export function toMessage(row: MessageRow, params: { userId: string; conversationHash: string }): Message {
  return {
    hash: row.hash,
    body: row.body,
    mine: row.sender_id === params.userId,
    offer: row.offer_hash ? { hash: row.offer_hash, title: row.offer_title ?? '' } : null,
    file:
      row.file_key && row.file_name && row.file_type
        ? {
            name: row.file_name,
            type: row.file_type,
            size: Number(row.file_size ?? 0),
            url: `/usr/conversations/${params.conversationHash}/messages/${row.hash}/file`,
          }
        : null,
    removed: row.removed_at !== null,
    created_at: iso(row.created_at),
  }
}

/** A conversation's messages: page 1 the newest, each page newest first. */
export async function listMessages(
  db: Db,
  params: { conversation: ConversationState; userId: string; page: number; size: number },
): Promise<MessageList> {
  const { conversation, page, size } = params
  const [rows, totals] = await Promise.all([
    rowsOf<MessageRow>(
      db,
      sql`select ${messageColumns} from conversation_messages t left join job_offers jo on jo.id = t.offer_id
        where t.conversation_id = ${conversation.id}
        order by t.created_at desc, t.id desc limit ${size} offset ${(page - 1) * size}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from conversation_messages where conversation_id = ${conversation.id}`,
    ),
  ])
  const total = Number(totals[0]?.n ?? 0)
  const context = { userId: params.userId, conversationHash: conversation.hash }
  return { items: rows.map((row) => toMessage(row, context)), total, maxPages: Math.ceil(total / size) }
}

export async function messageById(
  db: Db,
  params: { id: string; userId: string; conversationHash: string },
): Promise<Message | null> {
  const [row] = await rowsOf<MessageRow>(
    db,
    sql`select ${messageColumns} from conversation_messages t left join job_offers jo on jo.id = t.offer_id
      where t.id = ${params.id}`,
  )
  return row ? toMessage(row, params) : null
}

/** A message of a conversation by its hash (with its file's storage key). */
export async function findMessage(db: Db, params: { conversationId: string; hash: string }) {
  const [row] = await rowsOf<MessageRow>(
    db,
    sql`select ${messageColumns} from conversation_messages t left join job_offers jo on jo.id = t.offer_id
      where t.conversation_id = ${params.conversationId} and t.hash = ${params.hash}`,
  )
  return row ?? null
}

/** The people I blocked, the latest first. */
export async function listBlocks(
  db: Db,
  params: { userId: string; page: number; size: number },
): Promise<BlockList> {
  const { page, size } = params
  const [rows, totals] = await Promise.all([
    rowsOf<PersonColumns & { created_at: Date | string }>(
      db,
      sql`select ${personColumns}, b.created_at from conversation_blocks b
        join users u on u.id = b.blocked_id left join companies co on co.user_id = u.id
        where b.blocker_id = ${params.userId}
        order by b.created_at desc, u.hash limit ${size} offset ${(page - 1) * size}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from conversation_blocks where blocker_id = ${params.userId}`,
    ),
  ])
  const total = Number(totals[0]?.n ?? 0)
  const items = rows.flatMap((row) => {
    const person = personOf(row)
    return person ? [{ person, created_at: iso(row.created_at) }] : []
  })
  return { items, total, maxPages: Math.ceil(total / size) }
}

type ReportRow = {
  hash: string
  reason: ReportedMessage['reason']
  note: string | null
  status: ReportedMessage['status']
  resolution: ReportedMessage['resolution']
  created_at: Date | string
  decided_at: Date | string | null
  message_hash: string
  message_body: string
  message_file: string | null
  message_removed_at: Date | string | null
  message_created_at: Date | string
} & PersonColumns & {
    reporter_hash: string | null
    reporter_role: string | null
    reporter_name: string | null
    reporter_surname: string | null
    reporter_avatar: string | null
    reporter_company: string | null
    reporter_logo: string | null
  }

const reportSelect = sql`select r.hash, r.reason, r.note, r.status, r.resolution, r.created_at, r.decided_at,
    t.hash as message_hash, t.body as message_body, t.file_name as message_file,
    t.removed_at as message_removed_at, t.created_at as message_created_at,
    ${personColumns},
    ru.hash as reporter_hash, ru.role as reporter_role, ru.name as reporter_name, ru.surname as reporter_surname,
    ru.avatar_key as reporter_avatar, rco.name as reporter_company, rco.logo_key as reporter_logo
  from conversation_reports r
  join conversation_messages t on t.id = r.message_id
  left join users u on u.id = t.sender_id left join companies co on co.user_id = u.id
  left join users ru on ru.id = r.reporter_id left join companies rco on rco.user_id = ru.id`

function toReported(row: ReportRow): ReportedMessage {
  return {
    hash: row.hash,
    reason: row.reason,
    note: row.note,
    status: row.status,
    resolution: row.resolution,
    created_at: iso(row.created_at),
    decided_at: isoOrNull(row.decided_at),
    message: {
      hash: row.message_hash,
      body: row.message_body,
      file: row.message_file,
      removed: row.message_removed_at !== null,
      created_at: iso(row.message_created_at),
    },
    sender: personOf(row),
    reporter: personOf({
      person_hash: row.reporter_hash,
      person_role: row.reporter_role,
      person_name: row.reporter_name,
      person_surname: row.reporter_surname,
      person_avatar: row.reporter_avatar,
      company_name: row.reporter_company,
      company_logo: row.reporter_logo,
    }),
  }
}

/** The office's moderation queue: reports in a state, oldest first. */
export async function listReportedMessages(
  db: Db,
  params: { status: ReportedMessage['status']; page: number; size: number },
): Promise<ReportedMessageList> {
  const { page, size, status } = params
  const [rows, totals] = await Promise.all([
    rowsOf<ReportRow>(
      db,
      sql`${reportSelect} where r.status = ${status}
        order by r.created_at, r.id limit ${size} offset ${(page - 1) * size}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from conversation_reports where status = ${status}`,
    ),
  ])
  const total = Number(totals[0]?.n ?? 0)
  return { items: rows.map(toReported), total, maxPages: Math.ceil(total / size) }
}

export async function reportedMessage(db: Db, hash: string): Promise<ReportedMessage | null> {
  const [row] = await rowsOf<ReportRow>(db, sql`${reportSelect} where r.hash = ${hash}`)
  return row ? toReported(row) : null
}
