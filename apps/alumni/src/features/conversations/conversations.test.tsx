import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { Conversation, ConversationList, type Message, MessageList } from '@egresa/api-contract/conversations'
import { PublicProfile } from '@egresa/api-contract/directory'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// Private messages in the whole app against the loopback server that plays the API: the inbox with its
// unread counts and search, a conversation (bodies as text, sending, a refusal), blocking and reporting, and
// the free member's upgrade prompt on a person's page.

const slow = { timeout: 10_000 }
const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })

const pablo = { hash: 'p2', name: 'Pablo Ruiz', avatar: null, kind: 'member' as const }
const summary = (over: Record<string, unknown> = {}) => ({
  hash: 'c1',
  person: pablo,
  last_message: '¿Nos vemos el jueves?',
  last_message_mine: false,
  last_message_at: '2026-05-02T10:00:00.000Z',
  unread: 3,
  ...over,
})
const conversation = (over: Record<string, unknown> = {}) =>
  v.parse(Conversation, {
    ...summary({ unread: 0 }),
    read_receipts: false,
    read_at: null,
    blocked: false,
    created_at: '2026-05-01T10:00:00.000Z',
    ...over,
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

const api = apiServerForTests()
let user = premium
let messages: Message[]
let current: Conversation

beforeAll(async () => {
  // The app and the pages' code compiled once here, so the first test does not pay for it in its own time.
  await Promise.all([import('../../app'), import('./inbox-page'), import('./conversation-page')])
}, 60_000)
beforeEach(() => {
  user = premium
  messages = [
    message({ hash: 'm1', body: 'Hola, ¿qué tal?', created_at: '2026-05-01T10:00:00.000Z' }),
    message({ hash: 'm2', body: 'Bien, gracias', mine: true, created_at: '2026-05-01T11:00:00.000Z' }),
    message({
      hash: 'm3',
      body: '<script>alert(1)</script> mira https://example.org/x.',
      created_at: '2026-05-02T10:00:00.000Z',
    }),
    message({ hash: 'm4', body: '', removed: true, created_at: '2026-05-02T11:00:00.000Z' }),
  ]
  current = conversation()
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: user.role, permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(user),
    'GET /usr/conversations/unread': () => json({ unread: 3, conversations: 1 }),
    'GET /usr/conversations': ({ query }) => {
      const all = [
        summary(),
        summary({
          hash: 'c2',
          person: { ...pablo, hash: 'p3', name: 'Marta Gil' },
          unread: 0,
          last_message_mine: true,
        }),
        summary({ hash: 'c3', person: null, unread: 0, last_message: 'Adiós' }),
      ]
      const items = query.text ? all.filter((c) => c.person?.name.includes(query.text ?? '')) : all
      return json(v.parse(ConversationList, { items, total: items.length, maxPages: 1 }))
    },
    'GET /usr/conversations/c1': () => json(current),
    'GET /usr/conversations/c1/messages': () => json(page([...messages].reverse())),
    'POST /usr/conversations/c1/read': () => json(null, 204),
    'POST /usr/conversations/c1/messages': ({ body }) => {
      const sent = message({
        hash: 'm9',
        mine: true,
        body: (body as { body: string }).body,
        created_at: '2026-05-03T10:00:00.000Z',
      })
      messages = [...messages, sent]
      return json(sent, 201)
    },
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

describe('the inbox', () => {
  it('lists the conversations with their unread counts, and the header says how many wait', async () => {
    await renderApp('/es/user/conversations')
    await screen.findByRole('heading', { level: 1, name: 'Mensajes' }, slow)
    const pabloItem = (await screen.findByRole('link', { name: 'Pablo Ruiz' }, slow)).closest('article')
    expect(pabloItem).not.toBeNull()
    expect(within(pabloItem as HTMLElement).getByText('3 sin leer').isConnected).toBe(true)
    expect(screen.getByRole('link', { name: 'Antiguo miembro' }).isConnected).toBe(true)
    const marta = screen.getByRole('link', { name: 'Marta Gil' }).closest('article') as HTMLElement
    expect(within(marta).getByText('Tú:').isConnected).toBe(true)
    expect(
      (await screen.findByRole('link', { name: 'Mensajes, 3 sin leer' }, slow)).getAttribute('href'),
    ).toBe('/es/user/conversations')
  })

  it('finds a conversation by the other side’s name', async () => {
    const person = userEvent.setup()
    await renderApp('/es/user/conversations')
    await screen.findByRole('link', { name: 'Pablo Ruiz' }, slow)
    await person.type(screen.getByRole('searchbox', { name: 'Nombre' }), 'Marta{Enter}')
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pablo Ruiz' })).toBeNull(), slow)
    expect(screen.getByRole('link', { name: 'Marta Gil' }).isConnected).toBe(true)
    expect(api.seen.some((s) => s.path === '/usr/conversations' && s.query.text === 'Marta')).toBe(true)
  })
})

describe('a conversation', () => {
  it('shows the messages oldest first as text, a removed one as removed, and marks it read', async () => {
    current = conversation({ unread: 2 })
    await renderApp('/es/user/conversations/c1')
    await screen.findByRole('heading', { level: 1, name: 'Pablo Ruiz' }, slow)
    const log = await screen.findByRole('log')
    await within(log).findByText('Hola, ¿qué tal?', {}, slow)
    const texts = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '')
    expect(texts[0]).toContain('Hola, ¿qué tal?')
    expect(texts[1]).toContain('Bien, gracias')
    // The body is text: the markup shows as written and runs nothing; the address is a safe link.
    expect(within(log).getByText(/<script>alert\(1\)<\/script> mira/).isConnected).toBe(true)
    expect(log.querySelector('script')).toBeNull()
    const link = within(log).getByRole('link', { name: /https:\/\/example\.org\/x/ })
    expect(link.getAttribute('href')).toBe('https://example.org/x')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(within(log).getByText('La oficina de antiguos alumnos retiró este mensaje.').isConnected).toBe(
      true,
    )
    await waitFor(
      () =>
        expect(api.seen.some((s) => s.method === 'POST' && s.path === '/usr/conversations/c1/read')).toBe(
          true,
        ),
      slow,
    )
  })

  it('sends with Enter, and Shift+Enter makes a new line', async () => {
    const person = userEvent.setup()
    await renderApp('/es/user/conversations/c1')
    const field = await screen.findByRole('textbox', { name: 'Tu mensaje' }, slow)
    const hint = document.getElementById(`${field.id}-hint`)
    expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-hint`)
    expect(hint?.textContent).toBe('Intro envía el mensaje; Mayúsculas + Intro añade una línea nueva.')
    await person.type(field, 'Primera{Shift>}{Enter}{/Shift}segunda{Enter}')
    await waitFor(
      () =>
        expect(
          api.seen.find((s) => s.method === 'POST' && s.path === '/usr/conversations/c1/messages')?.body,
        ).toEqual({
          body: 'Primera\nsegunda',
        }),
      slow,
    )
    await within(screen.getByRole('log')).findByText(/Primera\s+segunda/, {}, slow)
    expect((field as HTMLTextAreaElement).value).toBe('')
  })

  it('shows the server’s refusal and keeps the text', async () => {
    const person = userEvent.setup()
    api.handlers['POST /usr/conversations/c1/messages'] = () =>
      json({ code: 403, reason: 'forbidden', message: 'Esta persona no recibe tus mensajes.' }, 403)
    await renderApp('/es/user/conversations/c1')
    const field = await screen.findByRole('textbox', { name: 'Tu mensaje' }, slow)
    await person.type(field, 'Hola otra vez')
    await person.click(screen.getByRole('button', { name: 'Enviar' }))
    expect((await screen.findByText('Esta persona no recibe tus mensajes.', {}, slow)).isConnected).toBe(true)
    expect((field as HTMLTextAreaElement).value).toBe('Hola otra vez')
  })

  it('blocks the other side after asking', async () => {
    const person = userEvent.setup()
    api.handlers['POST /usr/conversations/blocks'] = () => {
      current = conversation({ blocked: true })
      return json(null, 204)
    }
    await renderApp('/es/user/conversations/c1')
    await person.click(await screen.findByRole('button', { name: 'Bloquear a Pablo Ruiz' }, slow))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Bloquear a Pablo Ruiz?' })
    await person.click(within(dialog).getByRole('button', { name: 'Bloquear' }))
    await screen.findByRole('button', { name: 'Desbloquear a Pablo Ruiz' }, slow)
    expect(api.seen.find((s) => s.path === '/usr/conversations/blocks')?.body).toEqual({ person: 'p2' })
    expect(screen.getByText(/Has bloqueado a Pablo Ruiz: no puede escribirte/).isConnected).toBe(true)
    expect(screen.queryByRole('textbox', { name: 'Tu mensaje' })).toBeNull()
  })

  it('reports a message with a reason', async () => {
    const person = userEvent.setup()
    api.handlers['POST /usr/conversations/c1/messages/m1/report'] = () =>
      json({ hash: 'r1', status: 'OPEN' }, 201)
    await renderApp('/es/user/conversations/c1')
    const log = await screen.findByRole('log', {}, slow)
    await within(log).findByText('Hola, ¿qué tal?', {}, slow)
    const report = within(log).getAllByRole('button', { name: /^Denunciar el mensaje de Pablo Ruiz/ })
    // The other side's messages only, and not the removed one.
    expect(report).toHaveLength(2)
    await person.click(report[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar el mensaje' })
    await person.click(within(dialog).getByRole('button', { name: 'Enviar la denuncia' }))
    expect((await within(dialog).findByText('Elige el motivo de la denuncia.')).isConnected).toBe(true)
    await person.click(within(dialog).getByRole('radio', { name: 'Publicidad o spam' }))
    await person.type(
      within(dialog).getByRole('textbox', { name: /Comentario para la oficina/ }),
      'Vende cursos',
    )
    await person.click(within(dialog).getByRole('button', { name: 'Enviar la denuncia' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(api.seen.find((s) => s.path.endsWith('/report'))?.body).toEqual({
      reason: 'spam',
      note: 'Vende cursos',
    })
  })
})

describe('«Escribir» on a person’s page', () => {
  const profile = v.parse(PublicProfile, {
    hash: 'p2',
    name: 'Pablo',
    surname: 'Ruiz',
    avatar: null,
    category: null,
    country: null,
    graduation_year: null,
    profile_type: null,
    current_job: null,
    current_company: null,
    details: false,
    city: null,
    tags: [],
    formation: null,
    about_me: null,
    url_linkedin: null,
    url_behance: null,
    url_portfolio: null,
    url_other: null,
    projects: [],
    experiences: { items: [], total: 0, maxPages: 1 },
  })

  it('opens the conversation for a Premium member', async () => {
    const person = userEvent.setup()
    api.handlers['GET /api/users/p2'] = () => json(profile)
    api.handlers['POST /usr/conversations'] = () => json(current)
    await renderApp('/es/comunidad/p2')
    await person.click(await screen.findByRole('button', { name: 'Escribir a Pablo Ruiz' }, slow))
    await screen.findByRole('textbox', { name: 'Tu mensaje' }, slow)
    expect(api.seen.find((s) => s.method === 'POST' && s.path === '/usr/conversations')?.body).toEqual({
      person: 'p2',
    })
  })

  it('tells a free member that Premium members start conversations and free members answer', async () => {
    const person = userEvent.setup()
    user = member
    api.handlers['GET /api/users/p2'] = () => json(profile)
    api.handlers['POST /usr/conversations'] = () =>
      json({ code: 403, reason: 'forbidden', message: 'Empezar conversaciones es de Premium.' }, 403)
    await renderApp('/es/comunidad/p2')
    await person.click(await screen.findByRole('button', { name: 'Escribir a Pablo Ruiz' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Escribir a Pablo Ruiz' }, slow)
    expect(
      within(dialog).getByText(
        /Los miembros Premium pueden empezar conversaciones .* puedes responder a quien te escriba/,
      ).isConnected,
    ).toBe(true)
    expect(
      within(dialog).getByRole('heading', { name: 'Empieza conversaciones con Premium' }).isConnected,
    ).toBe(true)
  })
})

describe('the people I blocked', () => {
  it('are reached from the inbox, listed with the date, and unblocked after asking', async () => {
    const person = userEvent.setup()
    let blocked = [
      { person: pablo, created_at: '2026-05-02T10:00:00.000Z' },
      { person: { ...pablo, hash: 'p3', name: 'Marta Gil' }, created_at: '2026-05-03T10:00:00.000Z' },
    ]
    api.handlers['GET /usr/conversations/blocks'] = () =>
      json({ items: blocked, total: blocked.length, maxPages: 1 })
    api.handlers['DELETE /usr/conversations/blocks/p2'] = () => {
      blocked = blocked.filter((b) => b.person.hash !== 'p2')
      return json(null, 204)
    }
    await renderApp('/es/user/conversations')
    await person.click(await screen.findByRole('link', { name: 'Personas bloqueadas' }, slow))
    await screen.findByRole('heading', { level: 1, name: 'Personas bloqueadas' }, slow)
    const pabloItem = (await screen.findByRole('heading', { name: 'Pablo Ruiz' }, slow)).closest(
      'article',
    ) as HTMLElement
    expect(within(pabloItem).getByText('Desde el 2 de mayo de 2026').isConnected).toBe(true)
    await person.click(within(pabloItem).getByRole('button', { name: 'Desbloquear a Pablo Ruiz' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desbloquear a Pablo Ruiz?' })
    await person.click(within(dialog).getByRole('button', { name: 'Desbloquear' }))
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Pablo Ruiz' })).toBeNull()
      expect(screen.getByRole('heading', { name: 'Marta Gil' }).isConnected).toBe(true)
    }, slow)
    expect(api.seen.some((s) => s.method === 'DELETE' && s.path === '/usr/conversations/blocks/p2')).toBe(
      true,
    )
  })

  it('says so when nobody is blocked', async () => {
    api.handlers['GET /usr/conversations/blocks'] = () => json({ items: [], total: 0, maxPages: 1 })
    await renderApp('/es/user/conversations/blocked')
    expect((await screen.findByText('No has bloqueado a nadie.', {}, slow)).isConnected).toBe(true)
  })
})
