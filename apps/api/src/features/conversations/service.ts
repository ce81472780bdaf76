import type {
  MessageInput,
  MessageReportInput,
  ReportedMessage,
  ResolveReportInput,
} from '@egresa/api-contract/conversations'
import { can, isOfficeRole, type Role } from '@egresa/api-contract/permissions'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import {
  conversationBlocks,
  conversationMembers,
  conversationMessages,
  conversationReports,
  conversations,
} from '../../db/schema/conversations'
import { users } from '../../db/schema/users'
import { ApiError, notFound } from '../../lib/errors'
import type { Realtime } from '../../lib/realtime'
import type { Storage } from '../../lib/storage/storage'
import { type ConversationState, findConversation, reportedMessage } from './queries'

// Who may write to whom (docs/conversations.md, "Who may write to whom"), and the writes: opening a
// conversation, sending, reading, blocking, reporting, and the office's decisions on reports.

/** What a free member reads when starting a conversation: the app offers Premium with it. */
export const premiumOnly = msg`Empezar una conversación es una ventaja Premium: hazte Premium para escribir a quien quieras. Puedes responder siempre a quien te escriba.`
const notSelf = msg`No puedes escribirte a ti mismo.`
const closedAccount = msg`Esta cuenta ya no está activa: no puede recibir mensajes.`
const blockedYou = msg`Esta persona no acepta tus mensajes.`
const hiddenPerson = msg`Esta persona no aparece a otros miembros en el directorio, así que no recibe sus mensajes.`
const onlyAnswer = msg`A una empresa o a la oficina de antiguos alumnos solo puedes responderle cuando te ha escrito.`
const offerNeeded = msg`Di sobre qué oferta escribes: una empresa escribe solo a quien se inscribió en una de sus ofertas, y sobre esa oferta.`
const offerNotOwn = msg`Esa oferta no es de tu empresa: solo puedes escribir sobre tus propias ofertas.`
const notApplied = msg`Esta persona no se ha inscrito en esa oferta: solo puedes escribir a quien se inscribió en una de tus ofertas.`
const reportOwn = msg`Solo puedes denunciar los mensajes que te han escrito.`
const reportDecided = msg`Esta denuncia ya está resuelta.`
const tooManyConversations = (limit: number) =>
  msg`Hoy ya has empezado ${limit} conversaciones, el máximo de un día: podrás empezar otra mañana.`

const refuse = (message: MessageDescriptor) => new ApiError(403, 'forbidden', { message })

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
function newHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join('')
}

/** The inbox's preview of a message: its start, on one line. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim()
  return line.length > 140 ? `${line.slice(0, 139)}…` : line
}

export type Sender = { id: string; role: Role }

type Account = { id: string; role: Role; status: string; appears: boolean }

async function accountBy(db: Db, where: { hash: string } | { id: string }): Promise<Account | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, status: users.status, appears: users.isAppearByUser })
    .from(users)
    .where('hash' in where ? eq(users.hash, where.hash) : eq(users.id, where.id))
  return row ?? null
}

const isMember = (role: Role) => role !== 'company' && !isOfficeRole(role)

/**
 * The rules of writing to `recipient` (docs/conversations.md): null when the sender may write, else the
 * refusal. `conversation` is the existing one (null: the message would start it); `offerHash` the offer a
 * company's message is about; the answer carries the offer's id to store with the message.
 */
async function checkWriting(
  db: Db,
  params: {
    sender: Sender
    recipient: Account | null
    conversation: ConversationState | null
    offerHash: string | null | undefined
  },
): Promise<{ offerId: string | null }> {
  const { sender, recipient, conversation } = params
  if (recipient?.status !== 'active') throw refuse(closedAccount)
  if (recipient.id === sender.id) throw refuse(notSelf)
  const [block] = await db
    .select({ at: conversationBlocks.createdAt })
    .from(conversationBlocks)
    .where(and(eq(conversationBlocks.blockerId, recipient.id), eq(conversationBlocks.blockedId, sender.id)))
  if (block) throw refuse(blockedYou)
  if (isOfficeRole(sender.role)) return { offerId: null }
  if (sender.role === 'company') {
    if (!params.offerHash) throw refuse(offerNeeded)
    const [offer] = (
      (await db.execute(sql`
        select o.id, (o.company_id = (select id from companies where user_id = ${sender.id})) as own,
          exists (select 1 from job_applications a where a.offer_id = o.id and a.user_id = ${recipient.id}
            and a.hidden_from_company_at is null) as applied
        from job_offers o where o.hash = ${params.offerHash}`)) as unknown as {
        rows: { id: string; own: boolean | null; applied: boolean }[]
      }
    ).rows
    if (!offer) throw notFound()
    if (!offer.own) throw refuse(offerNotOwn)
    if (!offer.applied) throw refuse(notApplied)
    return { offerId: offer.id }
  }
  // A member: answering whoever wrote first is always allowed, and so is writing in a conversation the portal
  // opened (an accepted mentoring request: no starter); starting needs Premium, and a member who appears to
  // others (companies and the office are only answered).
  const answering = conversation !== null && (await wroteFirstOrSince(db, conversation, recipient.id))
  if (answering) return { offerId: null }
  if (!can(sender.role, 'messages.start')) throw refuse(premiumOnly)
  if (!isMember(recipient.role)) throw refuse(onlyAnswer)
  if (!recipient.appears) throw refuse(hiddenPerson)
  return { offerId: null }
}

/**
 * Whether `otherId` opened the conversation or has written in it, or the portal opened it (no starter): the
 * member is then answering.
 */
async function wroteFirstOrSince(db: Db, conversation: ConversationState, otherId: string) {
  if (conversation.startedBy === otherId || conversation.startedBy === null) return true
  const [row] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversation.id),
        eq(conversationMessages.senderId, otherId),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * The conversation of two accounts, created when there is none (without any rule: the caller checked them).
 * One row per unordered pair, however it was started; two at once get the same one.
 */
export async function conversationOf(
  db: Db,
  params: { a: string; b: string; startedBy: string | null },
): Promise<{ id: string; created: boolean }> {
  const [low, high] = params.a < params.b ? [params.a, params.b] : [params.b, params.a]
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({ hash: newHash(), userLow: low, userHigh: high, startedBy: params.startedBy })
      .onConflictDoNothing()
      .returning({ id: conversations.id })
    if (created) {
      await tx.insert(conversationMembers).values([
        { conversationId: created.id, side: 0, userId: low },
        { conversationId: created.id, side: 1, userId: high },
      ])
      return { id: created.id, created: true }
    }
    const existing = expectedRow(
      await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userLow, low), eq(conversations.userHigh, high))),
    )
    return { id: existing.id, created: false }
  })
}

/**
 * `POST /usr/conversations`: my conversation with a person, opened when there is none. Opening one counts
 * against the daily limit and follows the writing rules; an existing one is simply answered.
 */
export async function openWith(
  db: Db,
  params: { sender: Sender; personHash: string; offerHash?: string | null; perDay: number },
): Promise<ConversationState> {
  const { sender } = params
  const recipient = await accountBy(db, { hash: params.personHash })
  if (!recipient) throw notFound()
  if (recipient.id === sender.id) throw refuse(notSelf)
  const [low, high] = sender.id < recipient.id ? [sender.id, recipient.id] : [recipient.id, sender.id]
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLow, low), eq(conversations.userHigh, high)))
  if (!existing) {
    if (!can(sender.role, 'messages.start')) throw refuse(premiumOnly)
    await checkWriting(db, { sender, recipient, conversation: null, offerHash: params.offerHash })
    const [row] = (
      (await db.execute(sql`select count(*)::int as n from conversations
        where started_by = ${sender.id} and created_at > now() - interval '1 day'`)) as unknown as {
        rows: { n: number }[]
      }
    ).rows
    const limit = params.perDay
    if (Number(row?.n ?? 0) >= limit) {
      throw new ApiError(429, 'too_many_requests', { message: tooManyConversations(limit) })
    }
  }
  const { id } =
    existing ?? (await conversationOf(db, { a: sender.id, b: recipient.id, startedBy: sender.id }))
  const state = await findConversation(db, { userId: sender.id, id })
  if (!state) throw notFound()
  return state
}

/** My conversation by its hash, or 404. */
export async function myConversation(db: Db, userId: string, hash: string): Promise<ConversationState> {
  const state = await findConversation(db, { userId, hash })
  if (!state) throw notFound()
  return state
}

export type StoredAttachment = { key: string; name: string; contentType: string; size: number }

/**
 * Writes a message in one of my conversations after the rules (the file, if any, already stored): the
 * conversation's last message, the recipient's unread count and my read state change in the same
 * transaction; then the recipient's open pages hear of it (a live event, in whichever API process they are:
 * lib/realtime.ts). Answers the message's id.
 */
export async function sendMessage(
  db: Db,
  params: {
    sender: Sender
    conversation: ConversationState
    input: MessageInput
    file: StoredAttachment | null
    realtime: Pick<Realtime, 'publish'>
  },
): Promise<string> {
  const { sender, conversation, input, file, realtime } = params
  const recipient = conversation.otherId ? await accountBy(db, { id: conversation.otherId }) : null
  const { offerId } = await checkWriting(db, {
    sender,
    recipient,
    conversation,
    offerHash: input.offer,
  })
  const id = await db.transaction(async (tx) => {
    const message = expectedRow(
      await tx
        .insert(conversationMessages)
        .values({
          hash: newHash(),
          conversationId: conversation.id,
          senderId: sender.id,
          body: input.body,
          offerId,
          fileKey: file?.key ?? null,
          fileName: file?.name ?? null,
          fileType: file?.contentType ?? null,
          fileSize: file?.size ?? null,
        })
        .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt }),
    )
    await tx
      .update(conversations)
      .set({
        lastMessageAt: message.createdAt,
        lastMessagePreview: previewOf(input.body),
        lastSenderId: sender.id,
      })
      .where(eq(conversations.id, conversation.id))
    await tx.execute(sql`update conversation_members set
        unread = case when side = ${conversation.mySide} then 0 else unread + 1 end,
        last_read_at = case when side = ${conversation.mySide} then now() else last_read_at end,
        last_read_message_id = case when side = ${conversation.mySide} then ${message.id}::uuid else last_read_message_id end
      where conversation_id = ${conversation.id}`)
    return message.id
  })
  if (recipient)
    await realtime.publish(recipient.id, { type: 'conversation', conversation: conversation.hash })
  return id
}

/** Marks every message of the conversation read by me. */
export async function markRead(db: Db, params: { conversation: ConversationState }) {
  const { conversation } = params
  await db.execute(sql`update conversation_members set unread = 0, last_read_at = now(),
      last_read_message_id = (select id from conversation_messages where conversation_id = ${conversation.id}
        order by created_at desc, id desc limit 1)
    where conversation_id = ${conversation.id} and side = ${conversation.mySide}`)
}

export async function setReadReceipts(
  db: Db,
  params: { conversation: ConversationState; readReceipts: boolean },
) {
  await db
    .update(conversationMembers)
    .set({ readReceipts: params.readReceipts })
    .where(
      and(
        eq(conversationMembers.conversationId, params.conversation.id),
        eq(conversationMembers.side, params.conversation.mySide),
      ),
    )
}

export async function block(db: Db, params: { userId: string; personHash: string }) {
  const person = await accountBy(db, { hash: params.personHash })
  if (!person) throw notFound()
  if (person.id === params.userId) throw refuse(notSelf)
  await db
    .insert(conversationBlocks)
    .values({ blockerId: params.userId, blockedId: person.id })
    .onConflictDoNothing()
}

export async function unblock(db: Db, params: { userId: string; personHash: string }) {
  const person = await accountBy(db, { hash: params.personHash })
  if (!person) throw notFound()
  await db
    .delete(conversationBlocks)
    .where(and(eq(conversationBlocks.blockerId, params.userId), eq(conversationBlocks.blockedId, person.id)))
}

/** Reports a message the other side wrote; saying it twice while it is open answers the same report. */
export async function reportMessage(
  db: Db,
  params: {
    userId: string
    conversation: ConversationState
    messageHash: string
    input: MessageReportInput
  },
): Promise<{ hash: string; status: 'OPEN' | 'RESOLVED' }> {
  const [message] = await db
    .select({ id: conversationMessages.id, senderId: conversationMessages.senderId })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, params.conversation.id),
        eq(conversationMessages.hash, params.messageHash),
      ),
    )
  if (!message) throw notFound()
  if (message.senderId === params.userId) throw refuse(reportOwn)
  const [created] = await db
    .insert(conversationReports)
    .values({
      hash: newHash(),
      messageId: message.id,
      reporterId: params.userId,
      reason: params.input.reason,
      note: params.input.note || null,
    })
    .onConflictDoNothing()
    .returning({ hash: conversationReports.hash, status: conversationReports.status })
  if (created) return created
  return expectedRow(
    await db
      .select({ hash: conversationReports.hash, status: conversationReports.status })
      .from(conversationReports)
      .where(
        and(
          eq(conversationReports.messageId, message.id),
          eq(conversationReports.reporterId, params.userId),
          eq(conversationReports.status, 'OPEN'),
        ),
      ),
  )
}

/**
 * The office resolves a report: `dismiss` keeps the message; `remove` empties its text, deletes its file
 * (after the commit) and resolves every open report of it. 409 when the report was resolved already.
 */
export async function resolveReport(
  db: Db,
  params: { hash: string; officeId: string; input: ResolveReportInput; storage: Storage },
): Promise<ReportedMessage> {
  const removed = params.input.action === 'remove'
  const fileKey = await db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        id: conversationReports.id,
        messageId: conversationReports.messageId,
        status: conversationReports.status,
      })
      .from(conversationReports)
      .where(eq(conversationReports.hash, params.hash))
      .for('update')
    if (!report) throw notFound()
    if (report.status !== 'OPEN') throw new ApiError(409, 'conflict', { message: reportDecided })
    const decision = {
      status: 'RESOLVED' as const,
      resolution: removed ? ('removed' as const) : ('dismissed' as const),
      decidedBy: params.officeId,
      decidedAt: new Date(),
    }
    if (!removed) {
      await tx.update(conversationReports).set(decision).where(eq(conversationReports.id, report.id))
      return null
    }
    await tx
      .update(conversationReports)
      .set(decision)
      .where(and(eq(conversationReports.messageId, report.messageId), eq(conversationReports.status, 'OPEN')))
    const [before] = await tx
      .select({ key: conversationMessages.fileKey })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, report.messageId))
    const [message] = await tx
      .update(conversationMessages)
      .set({ body: '', fileKey: null, fileName: null, fileType: null, fileSize: null, removedAt: new Date() })
      .where(eq(conversationMessages.id, report.messageId))
      .returning({
        conversationId: conversationMessages.conversationId,
        createdAt: conversationMessages.createdAt,
      })
    // The inbox must not keep showing the removed text as the last message.
    if (message) {
      await tx
        .update(conversations)
        .set({ lastMessagePreview: '' })
        .where(
          and(
            eq(conversations.id, message.conversationId),
            eq(conversations.lastMessageAt, message.createdAt),
          ),
        )
    }
    return before?.key ?? null
  })
  if (fileKey) await params.storage.delete(fileKey)
  const answer = await reportedMessage(db, params.hash)
  if (!answer) throw notFound()
  return answer
}
