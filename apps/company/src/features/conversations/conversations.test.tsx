import '@egresa/ui/app/test-setup'
import { Conversation, ConversationList, type Message, MessageList } from '@egresa/api-contract/conversations'
import { apiServerForTests, json, signIn, signOut } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { companyOffer, renderApp, signedInHandlers } from '../../test/app'

// The company's private messages in the whole app against the loopback server that plays the API: the inbox
// and the header's unread count, «Escribir» on a candidate (the conversation opens about that offer), every
// message naming the offer, and a conversation without an offer to write about.

const slow = { timeout: 10_000 }

const lucia = { hash: 'p1', name: 'Lucía Martín', avatar: null, kind: 'member' as const }
const summary = (over: Record<string, unknown> = {}) => ({
  hash: 'c1',
  person: lucia,
  last_message: 'Gracias, me interesa mucho',
  last_message_mine: false,
  last_message_at: '2026-05-02T10:00:00.000Z',
  unread: 2,
  ...over,
})
const conversation = v.parse(Conversation, {
  ...summary({ unread: 0 }),
  read_receipts: false,
  read_at: null,
  blocked: false,
  created_at: '2026-05-01T10:00:00.000Z',
})
const message = (over: Partial<Message> = {}): Message => ({
  hash: 'm1',
  body: 'Hola',
  mine: false,
  offer: null,
  file: null,
  removed: false,
  created_at: '2026-05-02T10:00:00.000Z',
  ...over,
})
const page = (items: Message[]) => v.parse(MessageList, { items, total: items.length, maxPages: 1 })
const offer = companyOffer({
  hash: 'pub1',
  id: 'pub1',
  title: 'Ingeniera de datos',
  status: 'PUBLISHED',
  published_at: '2026-01-11T09:00:00.000Z',
  candidates: { new: 1, in_process: 0, discarded: 0 },
})
const candidates = {
  items: [
    {
      hash: 'app1',
      status: 'PENDING',
      applied_at: '2026-01-12T09:00:00.000Z',
      updated_at: '2026-01-12T09:00:00.000Z',
      has_cv: false,
      person: {
        hash: 'p1',
        name: 'Lucía',
        surname: 'Martín',
        email: 'lucia@uni.es',
        avatar: null,
        category: null,
        graduation_year: 2020,
        current_job: null,
        current_company: null,
        city: null,
      },
    },
  ],
  total: 1,
  maxPages: 1,
}

const api = apiServerForTests()
let messages: Message[]

beforeAll(async () => {
  // The app and the pages' code compiled once here, so the first test does not pay for it in its own time.
  await Promise.all([import('../../app'), import('./inbox-page'), import('./conversation-page')])
}, 60_000)
beforeEach(() => {
  signIn()
  messages = []
  api.handlers = {
    ...signedInHandlers(),
    'GET /usr/conversations/unread': () => json({ unread: 2, conversations: 1 }),
    'GET /usr/conversations': () =>
      json(
        v.parse(ConversationList, {
          items: [
            summary(),
            summary({
              hash: 'c2',
              person: { ...lucia, hash: 'p3', name: 'Pablo Ruiz' },
              unread: 0,
              last_message_mine: true,
              last_message: 'Le esperamos el lunes',
            }),
          ],
          total: 2,
          maxPages: 1,
        }),
      ),
    'GET /usr/conversations/c1': () => json(conversation),
    'GET /usr/conversations/c1/messages': () => json(page([...messages].reverse())),
    'POST /usr/conversations/c1/read': () => json(null, 204),
    'POST /usr/conversations/c1/messages': ({ body }) => {
      const sent = message({
        hash: `m${messages.length + 1}`,
        mine: true,
        body: (body as { body: string }).body,
        offer: { hash: 'pub1', title: 'Ingeniera de datos' },
        created_at: '2026-05-03T10:00:00.000Z',
      })
      messages = [...messages, sent]
      return json(sent, 201)
    },
    'GET /usr/company/offers/pub1': () => json(offer),
    'GET /usr/company/offers/pub1/candidates': () => json(candidates),
    'POST /usr/conversations': () => json(conversation),
  }
})
afterEach(() => {
  signOut()
})

const posts = (path: string) => api.seen.filter((s) => s.method === 'POST' && s.path === path)

describe('the inbox', () => {
  it('lists the conversations with their unread counts, and the header says how many wait', async () => {
    await renderApp('/es/user/conversations')
    await screen.findByRole('heading', { level: 1, name: 'Mensajes' }, slow)
    const item = (await screen.findByRole('link', { name: 'Lucía Martín' }, slow)).closest('article')
    expect(within(item as HTMLElement).getByText('2 sin leer').isConnected).toBe(true)
    const pablo = screen.getByRole('link', { name: 'Pablo Ruiz' }).closest('article') as HTMLElement
    expect(within(pablo).getByText('Tú:').isConnected).toBe(true)
    expect(screen.getByRole('link', { name: 'Lucía Martín' }).getAttribute('href')).toBe(
      '/es/user/conversations/c1',
    )
    expect(
      (await screen.findByRole('link', { name: 'Mensajes, 2 sin leer' }, slow)).getAttribute('href'),
    ).toBe('/es/user/conversations')
  })

  it('says where a company starts a conversation while it has none', async () => {
    api.handlers['GET /usr/conversations'] = () => json({ items: [], total: 0, maxPages: 1 })
    await renderApp('/es/user/conversations')
    expect(
      (
        await screen.findByText(
          'Todavía no tienes conversaciones. Escribe a una persona desde los candidatos de una de tus ofertas.',
          {},
          slow,
        )
      ).isConnected,
    ).toBe(true)
  })
})

describe('writing to a candidate', () => {
  it('«Escribir» opens the conversation about the offer, and each message names it', async () => {
    const person = userEvent.setup()
    const router = await renderApp('/es/user/offers/pub1/candidates')
    await person.click(await screen.findByRole('button', { name: 'Escribir a Lucía Martín' }, slow))
    const field = await screen.findByRole('textbox', { name: 'Tu mensaje' }, slow)
    expect(posts('/usr/conversations')[0]?.body).toEqual({ person: 'p1', offer: 'pub1' })
    expect(router.state.location.pathname).toBe('/es/user/conversations/c1')
    expect(router.state.location.search).toEqual({ offer: 'pub1' })
    // The composer says which offer the message is about, and links to its candidates.
    const about = screen.getByText('Sobre la oferta:').closest('p') as HTMLElement
    expect(within(about).getByRole('link', { name: 'Ingeniera de datos' }).getAttribute('href')).toBe(
      '/es/user/offers/pub1/candidates',
    )
    expect(field.getAttribute('aria-describedby')).toContain(about.id)

    await person.type(field, 'Hola, Lucía: ¿hablamos el jueves?{Enter}')
    await waitFor(
      () =>
        expect(posts('/usr/conversations/c1/messages')[0]?.body).toEqual({
          body: 'Hola, Lucía: ¿hablamos el jueves?',
          offer: 'pub1',
        }),
      slow,
    )
    await within(screen.getByRole('log')).findByText('Hola, Lucía: ¿hablamos el jueves?', {}, slow)
  })

  it('without ?offer, answers about the offer of the latest message that names one', async () => {
    const person = userEvent.setup()
    messages = [
      message({
        hash: 'm1',
        mine: true,
        body: '¿Puedes venir a una entrevista?',
        offer: { hash: 'pub1', title: 'Ingeniera de datos' },
        created_at: '2026-05-01T10:00:00.000Z',
      }),
      message({ hash: 'm2', body: 'Sí, claro', created_at: '2026-05-02T10:00:00.000Z' }),
    ]
    await renderApp('/es/user/conversations/c1')
    const field = await screen.findByRole('textbox', { name: 'Tu mensaje' }, slow)
    const about = screen.getByText('Sobre la oferta:').closest('p') as HTMLElement
    expect(within(about).getByRole('link', { name: 'Ingeniera de datos' }).isConnected).toBe(true)
    await person.type(field, 'Perfecto, el lunes a las 10.{Enter}')
    await waitFor(
      () =>
        expect(posts('/usr/conversations/c1/messages')[0]?.body).toEqual({
          body: 'Perfecto, el lunes a las 10.',
          offer: 'pub1',
        }),
      slow,
    )
  })

  it('ignores an offer of ?offer that is not the company’s, and names the latest message’s', async () => {
    messages = [
      message({
        hash: 'm1',
        mine: true,
        body: '¿Puedes venir a una entrevista?',
        offer: { hash: 'pub1', title: 'Ingeniera de datos' },
      }),
    ]
    await renderApp('/es/user/conversations/c1?offer=other')
    await screen.findByRole('textbox', { name: 'Tu mensaje' }, slow)
    const about = screen.getByText('Sobre la oferta:').closest('p') as HTMLElement
    expect(within(about).getByRole('link', { name: 'Ingeniera de datos' }).isConnected).toBe(true)
    expect(api.seen.some((s) => s.path === '/usr/company/offers/other')).toBe(true)
  })

  it('without an offer to write about, says how to write instead of the composer', async () => {
    messages = [message({ hash: 'm1', body: 'Hola', created_at: '2026-05-01T10:00:00.000Z' })]
    await renderApp('/es/user/conversations/c1')
    await within(await screen.findByRole('log', {}, slow)).findByText('Hola', {}, slow)
    const note = (
      await screen.findByText(/Una empresa solo puede escribir sobre una de sus ofertas/, {}, slow)
    ).closest('p') as HTMLElement
    expect(within(note).getByRole('link', { name: 'Mis ofertas' }).getAttribute('href')).toBe(
      '/es/user/offers',
    )
    expect(screen.queryByRole('textbox', { name: 'Tu mensaje' })).toBeNull()
  })

  it('shows the server’s refusal when the conversation cannot open', async () => {
    const person = userEvent.setup()
    api.handlers['POST /usr/conversations'] = () =>
      json({ code: 403, reason: 'forbidden', message: 'Esta persona no recibe tus mensajes.' }, 403)
    const router = await renderApp('/es/user/offers/pub1/candidates')
    await person.click(await screen.findByRole('button', { name: 'Escribir a Lucía Martín' }, slow))
    expect((await screen.findByText('Esta persona no recibe tus mensajes.', {}, slow)).isConnected).toBe(true)
    expect(router.state.location.pathname).toBe('/es/user/offers/pub1/candidates')
  })
})
