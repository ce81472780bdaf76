import { PersonDetail, PersonRow } from '@egresa/api-contract/admin-people'
import { Conversation, ConversationList, type Message, MessageList } from '@egresa/api-contract/conversations'
import { apiServerForTests, json, type Seen, signIn } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminCompany, renderApp, sessionHandlers } from '../../test/app'

// The office's own private messages in the admin app, against the loopback server that plays the API: its
// inbox with the unread counts (and the header's and the menu's links to it), «Escribir» on a person's and on
// a company's page opening the conversation and going to it, a refusal said, and writing in the conversation.

const api = apiServerForTests()
const long = { timeout: 30_000 }

const ana = { hash: 'p1', name: 'Ana García', avatar: null, kind: 'member' as const }
const summary = (over: Record<string, unknown> = {}) => ({
  hash: 'c1',
  person: ana,
  last_message: '¿Cuándo renuevo la cuota?',
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

function personDetail(status: PersonDetail['profile']['status'] = 'active'): PersonDetail {
  return v.parse(PersonDetail, {
    profile: {
      hash: 'p1',
      name: 'Ana',
      surname: 'García',
      email: 'ana@correo.es',
      role: 'alumniFreemium',
      status,
      language: 'es',
      partner_number: 1042,
      document_type: 'DNI',
      document_number: '12345678Z',
      phone: null,
      city: null,
      country_code: 'ES',
      birthdate: null,
      graduation_year: 2015,
      current_job: null,
      current_company: null,
      sso_only: false,
      has_cv: false,
      created_at: '2025-01-10T10:00:00.000Z',
      verified_at: '2025-01-11T10:00:00.000Z',
    },
    membership: null,
    tier_changes: [],
    mandates: [],
    applications: [],
    groups: [],
    sessions: [],
  })
}

let messages: Message[]

beforeAll(async () => {
  // The app and the pages' code compiled once here, so the first test does not pay for it in its own time.
  await Promise.all([import('../../app'), import('./inbox-page'), import('./conversation-page')])
}, 60_000)
beforeEach(() => {
  signIn()
  messages = [message({ hash: 'm1', body: '¿Cuándo renuevo la cuota?' })]
  Object.assign(api.handlers, sessionHandlers('office'), {
    'GET /usr/admin/queues': () =>
      json({ users: 0, companies: 0, offers: 0, workgroups: 0, reports: 0, messages: 0 }),
    'GET /usr/conversations/unread': () => json({ unread: 2, conversations: 1 }),
    'GET /usr/conversations': () =>
      json(
        v.parse(ConversationList, {
          items: [
            summary(),
            summary({
              hash: 'c2',
              person: { hash: 'co1', name: 'Acme Ingeniería', avatar: null, kind: 'company' },
              last_message: 'Gracias por el aviso',
              last_message_mine: true,
              unread: 0,
            }),
          ],
          total: 2,
          maxPages: 1,
        }),
      ),
    'GET /usr/conversations/c1': () => json(conversation),
    'GET /usr/conversations/c1/messages': () =>
      json(v.parse(MessageList, { items: [...messages].reverse(), total: messages.length, maxPages: 1 })),
    'POST /usr/conversations/c1/read': () => json(null, 204),
    'POST /usr/conversations/c1/messages': ({ body }: Seen) => {
      const sent = message({ hash: 'm9', mine: true, body: (body as { body: string }).body })
      messages = [...messages, sent]
      return json(sent, 201)
    },
    'POST /usr/conversations': () => json(conversation),
  })
})

describe('office app: its own messages', () => {
  it('lists the office’s conversations with their unread counts; the header leads there', async () => {
    await renderApp('/es/conversations')
    await screen.findByRole('heading', { level: 1, name: 'Mensajes' }, long)
    const link = await screen.findByRole('link', { name: 'Ana García' }, long)
    expect(link.getAttribute('href')).toBe('/es/conversations/c1')
    const item = link.closest('article') as HTMLElement
    expect(within(item).getByText('2 sin leer').isConnected).toBe(true)
    expect(within(item).getByText('¿Cuándo renuevo la cuota?').isConnected).toBe(true)
    const company = screen.getByRole('link', { name: 'Acme Ingeniería' }).closest('article') as HTMLElement
    expect(within(company).getByText('Tú:').isConnected).toBe(true)
    expect(
      (await screen.findByRole('link', { name: 'Mensajes, 2 sin leer' }, long)).getAttribute('href'),
    ).toBe('/es/conversations')
    const menu = screen.getByRole('navigation', { name: 'Menú principal' })
    // In the user menu, as in the other apps, not among the office's queues.
    expect(within(menu).queryByRole('link', { name: 'Mensajes' })).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: /oficina@uni\.es/ }))
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Mensajes' }).getAttribute('href'),
    ).toBe('/es/conversations')
    expect(within(menu).getByRole('link', { name: 'Mensajes denunciados' }).getAttribute('href')).toBe(
      '/es/conversations/reports',
    )
  })

  it('says where the office starts a conversation while it has none', async () => {
    api.handlers['GET /usr/conversations'] = () => json({ items: [], total: 0, maxPages: 1 })
    await renderApp('/es/conversations')
    expect(
      (
        await screen.findByText(
          'Todavía no tienes conversaciones. Escribe a alguien desde su página en Personas.',
          {},
          long,
        )
      ).isConnected,
    ).toBe(true)
  })

  it('«Escribir» on a person’s page opens the conversation and goes to it, where the office writes', async () => {
    api.handlers['GET /usr/admin/people/p1'] = () => json(personDetail())
    const user = userEvent.setup()
    const router = await renderApp('/es/people/p1')
    await user.click(await screen.findByRole('button', { name: 'Escribir a Ana García' }, long))
    const field = await screen.findByRole('textbox', { name: 'Tu mensaje' }, long)
    expect(router.state.location.pathname).toBe('/es/conversations/c1')
    expect(api.seen.find((s) => s.method === 'POST' && s.path === '/usr/conversations')?.body).toEqual({
      person: 'p1',
    })
    // The other side's name leads back to their page in this app.
    const heading = screen.getByRole('heading', { level: 1, name: 'Ana García' })
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/es/people/p1')
    const log = screen.getByRole('log')
    await within(log).findByText('¿Cuándo renuevo la cuota?', {}, long)

    await user.type(field, 'Te la renovamos hoy.{Enter}')
    await within(log).findByText('Te la renovamos hoy.', {}, long)
    expect(
      api.seen.find((s) => s.method === 'POST' && s.path === '/usr/conversations/c1/messages')?.body,
    ).toEqual({ body: 'Te la renovamos hoy.' })
    expect((field as HTMLTextAreaElement).value).toBe('')
  })

  it('says the server’s refusal and stays on the page', async () => {
    api.handlers['GET /usr/admin/people/p1'] = () => json(personDetail())
    api.handlers['POST /usr/conversations'] = () =>
      json({ code: 403, reason: 'forbidden', message: 'Esta persona no recibe tus mensajes.' }, 403)
    const user = userEvent.setup()
    const router = await renderApp('/es/people/p1')
    await user.click(await screen.findByRole('button', { name: 'Escribir a Ana García' }, long))
    expect((await screen.findByText('Esta persona no recibe tus mensajes.', {}, long)).isConnected).toBe(true)
    expect(router.state.location.pathname).toBe('/es/people/p1')
  })

  it('offers no «Escribir» for an account that is not active', async () => {
    api.handlers['GET /usr/admin/people/p1'] = () => json(personDetail('disabled'))
    await renderApp('/es/people/p1')
    await screen.findByRole('button', { name: 'Activar la cuenta' }, long)
    expect(screen.queryByRole('button', { name: /^Escribir/ })).toBeNull()
  })

  it('«Escribir» on a company’s page writes to its active account', async () => {
    const account = (over: Partial<PersonRow>) =>
      v.parse(PersonRow, {
        hash: 'cu1',
        name: 'Marta',
        surname: 'Ruiz',
        email: 'rrhh@acme.es',
        avatar: null,
        role: 'company',
        status: 'active',
        tier: null,
        partner_number: 7,
        document_number: null,
        graduation_year: null,
        created_at: '2025-01-10T10:00:00.000Z',
        ...over,
      })
    api.handlers['GET /usr/admin/companies/acme'] = () =>
      json({
        company: adminCompany({ hash: 'acme', status: 'validated' }),
        offers: [],
        users: [
          account({}),
          account({ hash: 'cu2', name: 'Pedro', email: 'pedro@acme.es', status: 'disabled' }),
        ],
      })
    const user = userEvent.setup()
    const router = await renderApp('/es/companies/acme')
    await user.click(await screen.findByRole('button', { name: 'Escribir a Marta Ruiz' }, long))
    await screen.findByRole('textbox', { name: 'Tu mensaje' }, long)
    expect(router.state.location.pathname).toBe('/es/conversations/c1')
    expect(api.seen.find((s) => s.method === 'POST' && s.path === '/usr/conversations')?.body).toEqual({
      person: 'cu1',
    })
    expect(screen.queryByRole('button', { name: 'Escribir a Pedro Ruiz' })).toBeNull()
  })
})
