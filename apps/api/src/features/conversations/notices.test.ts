// The mail about unread private messages (docs/conversations.md): in the person's language, at most once every
// few hours, only for messages after the last one, and without the text unless the portal quotes it.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conversationNotices } from '../../db/schema/conversations'
import { appOrigins } from '../../lib/links'
import { memberOf, writeTo } from '../../test/conversations'
import { createTestApp, type TestApp } from '../../test/harness'
import { outboxFor } from '../../test/jobs'
import { inboxUrl, sendUnreadNotices } from './notices'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const run = (excerpt = false) =>
  sendUnreadNotices(t.database.db, { origins: appOrigins(t.env), hours: 4, excerpt })

/** Time passes for the person: their last notice and their conversations' messages move this many hours back. */
async function hoursPass(userId: string, hours: number) {
  const back = sql`${hours} * interval '1 hour'`
  await t.database.db
    .update(conversationNotices)
    .set({ notifiedAt: sql`${conversationNotices.notifiedAt} - ${back}` })
    .where(eq(conversationNotices.userId, userId))
  await t.database.db.execute(sql`update conversations set last_message_at = last_message_at - ${back}
    where id in (select conversation_id from conversation_members where user_id = ${userId})`)
}

describe('the mail about unread messages', () => {
  it('links each account to its own app’s inbox: a member’s, a company’s and the office’s', () => {
    const origins = appOrigins(t.env)
    expect(inboxUrl(origins, 'alumniFreemium', 'es')).toBe(`${origins.alumni}/es/user/conversations`)
    expect(inboxUrl(origins, 'company', 'en')).toBe(`${origins.company}/en/user/conversations`)
    expect(inboxUrl(origins, 'office', 'ca')).toBe(`${origins.admin}/ca/conversations`)
    expect(inboxUrl(origins, 'admin', 'es')).toBe(`${origins.admin}/es/conversations`)
  })

  it('tells a person once, in their language, without the text; again only hours later and for new messages', async () => {
    const writer = await memberOf(t, { name: 'Luis', surname: 'Pérez' })
    const reader = await memberOf(t, { name: 'Ana', language: 'en' })
    const { conversation } = await writeTo(t, writer, reader, 'Mi secreto: la clave es 1234')
    await t.request(`/usr/conversations/${conversation}/messages`, {
      json: { body: 'Y otro mensaje' },
      token: writer.token,
    })

    await run()
    let mails = await outboxFor(t, reader.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      template: 'unread-messages',
      locale: 'en',
      subject: 'You have 2 unread messages',
    })
    expect(mails[0]?.text).not.toContain('1234')
    expect(mails[0]?.text).toContain('/en/user/conversations')
    // The writer has read everything: no mail.
    expect(await outboxFor(t, writer.email)).toHaveLength(0)

    // Within the hours, nothing more, even for a new message.
    await writeTo(t, writer, reader, 'Tercero')
    await run()
    expect(await outboxFor(t, reader.email)).toHaveLength(1)
    // Hours later, the new message is told.
    await hoursPass(reader.id, 5)
    await run()
    expect(await outboxFor(t, reader.email)).toHaveLength(2)
    // Hours later still, but nothing new since: no mail.
    await hoursPass(reader.id, 5)
    await run()
    expect(await outboxFor(t, reader.email)).toHaveLength(2)

    // Once read, nothing is told either.
    await writeTo(t, writer, reader, 'Cuarto')
    await t.request(`/usr/conversations/${conversation}/read`, { method: 'POST', token: reader.token })
    await hoursPass(reader.id, 5)
    await run()
    mails = await outboxFor(t, reader.email)
    expect(mails).toHaveLength(2)
  })

  it('quotes the start of the newest message, escaped, when the portal is set to', async () => {
    const writer = await memberOf(t, { name: 'Eva', surname: 'Gil' })
    const reader = await memberOf(t, { name: 'Marta' })
    await writeTo(t, writer, reader, '¿Quedamos el <b>jueves</b>?')
    await run(true)
    const [mail] = await t.database.db
      .execute(sql`select text_body, html_body from mail_outbox where to_address = ${reader.email}`)
      .then((r) => (r as unknown as { rows: { text_body: string; html_body: string }[] }).rows)
    expect(mail?.text_body).toContain('Eva Gil te escribió: «¿Quedamos el <b>jueves</b>?»')
    expect(mail?.html_body).toContain('&lt;b&gt;jueves&lt;/b&gt;')
    expect(mail?.html_body).not.toContain('<b>jueves</b>')
  })
})
