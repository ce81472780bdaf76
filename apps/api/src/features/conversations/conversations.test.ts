// Private messages as their callers see them (docs/conversations.md): who may write to whom, role by role
// (Premium and free members, hidden, blocked and closed accounts, companies and their offers, the office),
// the daily limit, the inbox and its unread counts, read state and receipts, files, reports and the
// office's moderation queue.
import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { conversationMessages, conversations } from '../../db/schema/conversations'
import { users } from '../../db/schema/users'
import { applyTo, memberOf, writeTo } from '../../test/conversations'
import { exe, pdf } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, type CompanyActor, createCompany, offerIn } from '../../test/jobs'
import { openConversation } from './public'

let t: TestApp
let office: Actor
let ana: Actor // Premium, appears to others
let luis: Actor // Premium, appears
let marta: Actor // free, appears
let hugo: Actor // Premium, hidden from other members
let company: CompanyActor
let rival: CompanyActor
let offer: string
let rivalOffer: string

type Body = Record<string, unknown>
type List<T = Body> = { items: T[]; total: number; maxPages: number }
type ErrorBody = { code: number; reason: string; message: string; errors?: Record<string, string[]> }

const PER_DAY = 4

const call = async <T = Body>(
  method: string,
  path: string,
  token: string,
  json?: unknown,
  locale: 'es' | 'en' | 'ca' = 'es',
) => {
  const res = await t.request(path, { method, json, token, locale })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}
const open = (from: Actor, to: Actor, extra: Body = {}, locale: 'es' | 'en' | 'ca' = 'es') =>
  call<Body & ErrorBody>('POST', '/usr/conversations', from.token, { person: to.hash, ...extra }, locale)
const send = (from: Actor, conversation: string, json: Body) =>
  call<Body & ErrorBody>('POST', `/usr/conversations/${conversation}/messages`, from.token, json)

beforeAll(async () => {
  t = await createTestApp({ env: { CONVERSATIONS_PER_DAY: String(PER_DAY) } })
  ;[office, ana, luis, marta, hugo] = await Promise.all([
    memberOf(t, { role: 'office', name: 'Oficina' }),
    memberOf(t, { name: 'Ana', surname: 'Ferrer' }),
    memberOf(t, { name: 'Luis', surname: 'Pérez' }),
    memberOf(t, { role: 'alumniFreemium', name: 'Marta', surname: 'Gil' }),
    memberOf(t, { name: 'Hugo', surname: 'Soler', hidden: true }),
  ])
  company = await createCompany(t, { name: 'Cerámicas del Mediterráneo' })
  rival = await createCompany(t, { name: 'Otra Empresa' })
  offer = await offerIn(t, company, 'PUBLISHED')
  rivalOffer = await offerIn(t, rival, 'PUBLISHED')
  await applyTo(t, offer, luis)
  await applyTo(t, rivalOffer, marta)
})

afterAll(async () => {
  await t?.close()
})

describe('who may write to whom', () => {
  it('a Premium member writes to a member who appears; one conversation per pair however it starts', async () => {
    const first = await open(ana, luis)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      person: { hash: luis.hash, name: 'Luis Pérez', kind: 'member' },
      unread: 0,
      read_receipts: false,
      blocked: false,
    })
    const back = await open(luis, ana)
    expect(back.status).toBe(200)
    expect(back.body.hash).toBe(first.body.hash)
    const sent = await send(ana, String(first.body.hash), { body: '¿Hablamos del máster?' })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ body: '¿Hablamos del máster?', mine: true, offer: null, file: null })
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.hash, String(first.body.hash)))
    expect(rows).toHaveLength(1)
  })

  it('a free member may not start a conversation: a 403 with the upgrade message', async () => {
    const refused = await open(marta, luis)
    expect(refused.status).toBe(403)
    expect(refused.body.reason).toBe('forbidden')
    expect(refused.body.message).toContain('Premium')
    const english = await open(marta, luis, {}, 'en')
    expect(english.body.message).toContain('Premium')
    expect(english.body.message).not.toBe(refused.body.message)
  })

  it('a free member answers whoever wrote to them', async () => {
    const { conversation } = await writeTo(t, luis, marta, 'Hola, Marta')
    const answer = await send(marta, conversation, { body: 'Hola, Luis' })
    expect(answer.status).toBe(201)
    // Opening the existing one is no start either.
    expect((await open(marta, luis)).status).toBe(200)
  })

  it('nobody writes to a member hidden from other members, but the office does', async () => {
    const refused = await open(ana, hugo)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toContain('directorio')
    const { conversation } = await writeTo(t, office, hugo, 'La oficina te escribe')
    const answer = await send(hugo, conversation, { body: 'Gracias' })
    expect(answer.status).toBe(201)
  })

  it('a member writes to a company or the office only to answer', async () => {
    const toCompany = await open(ana, company)
    expect(toCompany.status).toBe(403)
    const toOffice = await open(ana, office)
    expect(toOffice.status).toBe(403)
  })

  it('a company writes only to a candidate of its own offer, naming the offer in each message', async () => {
    const noOffer = await open(company, luis)
    expect(noOffer.status).toBe(403)
    expect(noOffer.body.message).toContain('oferta')
    const notApplied = await open(company, ana, { offer })
    expect(notApplied.status).toBe(403)
    expect(notApplied.body.message).toContain('inscrito')
    const notOwn = await open(company, marta, { offer: rivalOffer })
    expect(notOwn.status).toBe(403)
    expect(notOwn.body.message).toContain('tu empresa')

    const opened = await open(company, luis, { offer })
    expect(opened.status).toBe(200)
    expect(opened.body.person).toMatchObject({ hash: luis.hash, kind: 'member' })
    const hash = String(opened.body.hash)
    const withoutOffer = await send(company, hash, { body: '¿Podemos hablar?' })
    expect(withoutOffer.status).toBe(403)
    const otherOffer = await send(company, hash, { body: '¿Podemos hablar?', offer: rivalOffer })
    expect(otherOffer.status).toBe(403)
    const sent = await send(company, hash, { body: '¿Podemos hablar?', offer })
    expect(sent.status).toBe(201)
    expect(sent.body.offer).toMatchObject({ hash: offer })

    // The candidate sees the company by its name, and answers.
    const seen = await call<Body>('GET', `/usr/conversations/${hash}`, luis.token)
    expect(seen.body.person).toMatchObject({ name: 'Cerámicas del Mediterráneo', kind: 'company' })
    expect((await send(luis, hash, { body: 'Claro' })).status).toBe(201)
  })

  it('a free candidate answers the company that wrote about its offer', async () => {
    const { conversation } = await writeTo(t, rival, marta, 'Nos interesa tu candidatura', rivalOffer)
    const answer = await send(marta, conversation, { body: 'Gracias, ¿cuándo hablamos?' })
    expect(answer.status).toBe(201)
    const catalan = await call<ErrorBody>(
      'POST',
      '/usr/conversations',
      marta.token,
      { person: hugo.hash },
      'ca',
    )
    expect(catalan.status).toBe(403)
    expect(catalan.body.message).toContain('Premium')
    expect(catalan.body.message).toContain('conversa')
  })

  it('nobody writes to someone who blocked them, until they unblock', async () => {
    const { conversation } = await writeTo(t, ana, marta, 'Hola, Marta')
    const blocked = await call('POST', '/usr/conversations/blocks', marta.token, { person: ana.hash })
    expect(blocked.status).toBe(204)
    expect((await call('POST', '/usr/conversations/blocks', marta.token, { person: ana.hash })).status).toBe(
      204,
    )
    const refused = await send(ana, conversation, { body: 'Otra vez' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toContain('no acepta')
    const list = await call<List<{ person: Body }>>('GET', '/usr/conversations/blocks', marta.token)
    expect(list.body.items.map((i) => i.person.hash)).toEqual([ana.hash])
    const conv = await call<Body>('GET', `/usr/conversations/${conversation}`, marta.token)
    expect(conv.body.blocked).toBe(true)
    expect((await call('DELETE', `/usr/conversations/blocks/${ana.hash}`, marta.token)).status).toBe(204)
    expect((await send(ana, conversation, { body: 'Otra vez' })).status).toBe(201)
  })

  it('nobody writes to a disabled account', async () => {
    const paula = await memberOf(t, { name: 'Paula' })
    const { conversation } = await writeTo(t, ana, paula, 'Hola, Paula')
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, paula.id))
    const refused = await send(ana, conversation, { body: '¿Sigues ahí?' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toContain('activa')
  })

  it('nobody reads or writes a conversation that is not theirs', async () => {
    const { conversation } = await writeTo(t, ana, luis, 'Solo para Luis')
    expect((await call('GET', `/usr/conversations/${conversation}`, hugo.token)).status).toBe(404)
    expect((await call('GET', `/usr/conversations/${conversation}/messages`, hugo.token)).status).toBe(404)
    expect((await send(hugo, conversation, { body: 'Intruso' })).status).toBe(404)
    expect((await open(ana, { ...luis, hash: 'noexiste000' })).status).toBe(404)
    expect((await open(ana, ana)).status).toBe(403)
  })

  it('an account may start a limited number of conversations a day: then 429 with a clear message', async () => {
    const sender = await memberOf(t, { name: 'Rápida' })
    const people = await Promise.all(
      Array.from({ length: PER_DAY + 1 }, (_, i) => memberOf(t, { name: `Persona ${i}` })),
    )
    for (const person of people.slice(0, PER_DAY)) expect((await open(sender, person)).status).toBe(200)
    const over = await open(sender, people[PER_DAY] as Actor)
    expect(over.status).toBe(429)
    expect(over.body.reason).toBe('too_many_requests')
    expect(over.body.message).toContain(String(PER_DAY))
    // An existing conversation is still opened.
    expect((await open(sender, people[0] as Actor)).status).toBe(200)
  })
})

describe('the inbox, reading and files', () => {
  it('lists my conversations newest first with unread counts, finds them by name, and counts for the header', async () => {
    const reader = await memberOf(t, { name: 'Inés', surname: 'Lector' })
    const first = await memberOf(t, { name: 'Bruno', surname: 'Primero' })
    const second = await memberOf(t, { name: 'Carla', surname: 'Segunda' })
    const a = await writeTo(t, first, reader, 'Primero')
    await send(first, a.conversation, { body: 'Primero otra vez' })
    await writeTo(t, second, reader, 'Segunda <b>negrita</b> https://example.com')

    const inbox = await call<List<Body>>('GET', '/usr/conversations', reader.token)
    expect(inbox.body.total).toBe(2)
    expect(inbox.body.items.map((i) => (i.person as Body).name)).toEqual(['Carla Segunda', 'Bruno Primero'])
    expect(inbox.body.items[0]).toMatchObject({
      last_message: 'Segunda <b>negrita</b> https://example.com',
      last_message_mine: false,
      unread: 1,
    })
    expect(inbox.body.items[1]).toMatchObject({ unread: 2 })
    const found = await call<List<Body>>('GET', '/usr/conversations?text=bruno', reader.token)
    expect(found.body.items.map((i) => (i.person as Body).hash)).toEqual([first.hash])
    expect((await call('GET', '/usr/conversations/unread', reader.token)).body).toEqual({
      unread: 3,
      conversations: 2,
    })

    // Reading a conversation clears its count; the text comes back as it was written (plain text).
    const messages = await call<List<Body>>(
      'GET',
      `/usr/conversations/${a.conversation}/messages`,
      reader.token,
    )
    expect(messages.body.items.map((m) => m.body)).toEqual(['Primero otra vez', 'Primero'])
    expect((await call('POST', `/usr/conversations/${a.conversation}/read`, reader.token)).status).toBe(204)
    expect((await call('GET', '/usr/conversations/unread', reader.token)).body).toEqual({
      unread: 1,
      conversations: 1,
    })
  })

  it('an empty conversation stays out of the other side’s inbox', async () => {
    const quiet = await memberOf(t, { name: 'Quieta' })
    expect((await open(ana, quiet)).status).toBe(200)
    expect((await call<List>('GET', '/usr/conversations', quiet.token)).body.total).toBe(0)
  })

  it('read receipts are off until both sides turn them on', async () => {
    const { conversation } = await writeTo(t, ana, luis, '¿Lo has leído?')
    await call('POST', `/usr/conversations/${conversation}/read`, luis.token)
    let seen = await call<Body>('GET', `/usr/conversations/${conversation}`, ana.token)
    expect(seen.body).toMatchObject({ read_receipts: false, read_at: null })
    await call('PATCH', `/usr/conversations/${conversation}`, ana.token, { read_receipts: true })
    seen = await call<Body>('GET', `/usr/conversations/${conversation}`, ana.token)
    expect(seen.body).toMatchObject({ read_receipts: true, read_at: null })
    const luisOn = await call<Body>('PATCH', `/usr/conversations/${conversation}`, luis.token, {
      read_receipts: true,
    })
    expect(luisOn.body.read_receipts).toBe(true)
    seen = await call<Body>('GET', `/usr/conversations/${conversation}`, ana.token)
    expect(typeof seen.body.read_at).toBe('string')
  })

  it('a message carries a file judged by its bytes, downloaded only by the two sides', async () => {
    const { conversation } = await writeTo(t, ana, luis, 'Te paso el documento')
    const body = new FormData()
    body.append('data', JSON.stringify({ body: 'Aquí lo tienes' }))
    body.append('file', new File([pdf('Programa') as Uint8Array<ArrayBuffer>], 'programa.pdf'))
    const res = await t.request(`/usr/conversations/${conversation}/messages/file`, {
      method: 'POST',
      body,
      token: ana.token,
    })
    expect(res.status).toBe(201)
    const message = (await res.json()) as { hash: string; file: { name: string; type: string; url: string } }
    expect(message.file).toMatchObject({ name: 'programa.pdf', type: 'application/pdf' })
    const download = await t.request(message.file.url, { token: luis.token })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('attachment')
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
    expect((await t.request(message.file.url, { token: hugo.token })).status).toBe(404)

    const bad = new FormData()
    bad.append('data', JSON.stringify({ body: 'Un programa' }))
    bad.append('file', new File([exe() as Uint8Array<ArrayBuffer>], 'foto.pdf', { type: 'application/pdf' }))
    const refused = await t.request(`/usr/conversations/${conversation}/messages/file`, {
      method: 'POST',
      body: bad,
      token: ana.token,
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as ErrorBody).errors?.file).toHaveLength(1)
  })

  it('a message must have text, and not too much', async () => {
    const { conversation } = await writeTo(t, ana, luis, 'Hola')
    const empty = await send(ana, conversation, { body: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors?.body).toHaveLength(1)
    expect((await send(ana, conversation, { body: 'x'.repeat(4001) })).status).toBe(400)
  })

  it('the mentoring feature opens a conversation without the Premium rule', async () => {
    const mentee = await memberOf(t, { role: 'alumniFreemium', name: 'Mentee' })
    const mentor = await memberOf(t, { role: 'alumniFreemium', name: 'Mentor', hidden: true })
    const opened = await openConversation(t.database.db, { a: mentor.id, b: mentee.id })
    expect(opened.created).toBe(true)
    const again = await openConversation(t.database.db, { a: mentee.id, b: mentor.id })
    expect(again).toMatchObject({ id: opened.id, hash: opened.hash, created: false })
    expect((await send(mentor, opened.hash, { body: 'Bienvenida' })).status).toBe(201)
    expect((await send(mentee, opened.hash, { body: 'Gracias' })).status).toBe(201)
  })
})

describe('reports and the office’s moderation', () => {
  it('a reported message lands in the office’s queue, which removes it or dismisses the report', async () => {
    const spammer = await memberOf(t, { name: 'Spam', surname: 'Mer' })
    const target = await memberOf(t, { name: 'Diana', surname: 'Objetivo' })
    const first = await writeTo(t, spammer, target, 'Compra ya en ejemplo.com')
    const second = await send(spammer, first.conversation, { body: 'Segundo aviso' })
    const path = (hash: string) => `/usr/conversations/${first.conversation}/messages/${hash}/report`

    expect((await call('POST', path(first.message), spammer.token, { reason: 'spam' })).status).toBe(403)
    const report = await call<Body>('POST', path(first.message), target.token, {
      reason: 'spam',
      note: 'Publicidad',
    })
    expect(report.status).toBe(201)
    expect(report.body.status).toBe('OPEN')
    const again = await call<Body>('POST', path(first.message), target.token, { reason: 'spam' })
    expect(again.body.hash).toBe(report.body.hash)
    const other = await call<Body>('POST', path(String(second.body.hash)), target.token, {
      reason: 'offensive',
    })

    expect((await call('GET', '/usr/admin/conversations/reports', ana.token)).status).toBe(403)
    const queue = await call<List<Body>>('GET', '/usr/admin/conversations/reports', office.token)
    const item = queue.body.items.find((i) => i.hash === report.body.hash)
    expect(item).toMatchObject({
      reason: 'spam',
      note: 'Publicidad',
      status: 'OPEN',
      message: { body: 'Compra ya en ejemplo.com', removed: false },
      sender: { hash: spammer.hash, name: 'Spam Mer' },
      reporter: { hash: target.hash, name: 'Diana Objetivo' },
    })
    const queues = await call<Body>('GET', '/usr/admin/queues', office.token)
    expect(queues.body.messages).toBe(queue.body.total)

    const removed = await call<Body>(
      'POST',
      `/usr/admin/conversations/reports/${report.body.hash}/resolve`,
      office.token,
      { action: 'remove' },
    )
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({
      status: 'RESOLVED',
      resolution: 'removed',
      message: { body: '', removed: true },
    })
    const twice = await call<ErrorBody>(
      'POST',
      `/usr/admin/conversations/reports/${report.body.hash}/resolve`,
      office.token,
      { action: 'dismiss' },
    )
    expect(twice.status).toBe(409)
    const dismissed = await call<Body>(
      'POST',
      `/usr/admin/conversations/reports/${other.body.hash}/resolve`,
      office.token,
      { action: 'dismiss' },
    )
    expect(dismissed.body).toMatchObject({ resolution: 'dismissed', message: { body: 'Segundo aviso' } })
    // The office's decisions are in its audit log.
    await t.app.settled()
    const audit = await t.database.db
      .select({ action: auditLog.action, id: auditLog.objectId })
      .from(auditLog)
      .where(eq(auditLog.objectType, 'message-report'))
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'messages.remove', id: report.body.hash },
        { action: 'messages.dismiss', id: other.body.hash },
      ]),
    )

    const seen = await call<List<Body>>(
      'GET',
      `/usr/conversations/${first.conversation}/messages`,
      target.token,
    )
    expect(seen.body.items.find((m) => m.hash === first.message)).toMatchObject({ body: '', removed: true })
    const [row] = await t.database.db
      .select({ body: conversationMessages.body })
      .from(conversationMessages)
      .where(eq(conversationMessages.hash, first.message))
    expect(row?.body).toBe('')
  })
})

describe('an erased account', () => {
  it('leaves the other side its thread, written by a former member without a name, who cannot be written to', async () => {
    const leaving = await memberOf(t, { name: 'Sara', surname: 'Se Va' })
    const staying = await memberOf(t, { name: 'Tomás', surname: 'Se Queda' })
    const { conversation } = await writeTo(t, leaving, staying, 'Mi último mensaje')
    await send(staying, conversation, { body: 'Te respondo' })
    // The erasure deletes the account's row (features/privacy/erasure.ts); the foreign keys do the rest.
    await t.database.db.delete(users).where(eq(users.id, leaving.id))

    const inbox = await call<List<Body>>('GET', '/usr/conversations', staying.token)
    expect(inbox.body.items).toEqual([
      expect.objectContaining({ hash: conversation, person: null, last_message: 'Te respondo' }),
    ])
    const messages = await call<List<Body>>(
      'GET',
      `/usr/conversations/${conversation}/messages`,
      staying.token,
    )
    expect(messages.body.items.map((m) => [m.body, m.mine])).toEqual([
      ['Te respondo', true],
      ['Mi último mensaje', false],
    ])
    const refused = await send(staying, conversation, { body: '¿Sigues ahí?' })
    expect(refused.status).toBe(403)
  })
})

describe('a person’s data export', () => {
  it('holds their conversations with both sides’ messages, their blocks and the files they sent', async () => {
    const me = await memberOf(t, { name: 'Olga', surname: 'Exporta' })
    const other = await memberOf(t, { name: 'Pablo', surname: 'Responde' })
    const { conversation } = await writeTo(t, me, other, 'Hola, Pablo')
    await send(other, conversation, { body: 'Hola, Olga' })
    const body = new FormData()
    body.append('data', JSON.stringify({ body: 'El programa' }))
    body.append('file', new File([pdf('Programa') as Uint8Array<ArrayBuffer>], 'programa.pdf'))
    await t.request(`/usr/conversations/${conversation}/messages/file`, {
      method: 'POST',
      body,
      token: me.token,
    })
    await call('POST', '/usr/conversations/blocks', me.token, { person: hugo.hash })

    expect((await t.request('/usr/users/exports', { method: 'POST', token: me.token })).status).toBe(201)
    await t.app.settled()
    const latest = (await (await t.request('/usr/users/exports/latest', { token: me.token })).json()) as {
      export: { id: string; status: string }
    }
    expect(latest.export.status).toBe('ready')
    const zip = await t.request(`/usr/users/exports/${latest.export.id}`, { token: me.token })
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as {
      sections: Record<string, Body[]>
    }
    expect(data.sections.conversations).toEqual([
      expect.objectContaining({
        conversation,
        with: 'Pablo Responde',
        started_by_me: true,
        read_receipts: false,
        messages: [
          expect.objectContaining({ mine: true, text: 'Hola, Pablo', file: null }),
          expect.objectContaining({ mine: false, text: 'Hola, Olga' }),
          expect.objectContaining({ mine: true, text: 'El programa', file: 'programa.pdf' }),
        ],
      }),
    ])
    expect(data.sections.blocks).toEqual([expect.objectContaining({ with: 'Hugo Soler' })])
    expect(Object.keys(files).filter((name) => name.startsWith('files/messages/'))).toHaveLength(1)
  })
})
