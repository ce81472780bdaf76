import { ReportedMessage } from '@egresa/api-contract/conversations'
import { permissionsOf } from '@egresa/api-contract/permissions'
import { apiServerForTests, json, type Reply, type Seen, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { page, renderApp, sessionHandlers } from '../../test/app'

// The office's queue of reported private messages, the whole app against the server that plays the API: the
// reports (the message as text, its sender and reporter, reason, note, dates), removing and dismissing after
// a yes, a colleague's 409 shown and the list read again, the home page's count linking to it, and the page
// kept from a role without `admin.messages.moderate`.

const api = apiServerForTests()

const long = { timeout: 30_000 }

const report = (overrides: Partial<ReportedMessage> = {}) =>
  v.parse(ReportedMessage, {
    hash: 'r1',
    reason: 'offensive',
    note: 'Me insulta desde hace días.',
    status: 'OPEN',
    resolution: null,
    created_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    message: {
      hash: 'm1',
      body: 'Eres un inútil.\nNo vuelvas a escribirme.',
      file: null,
      removed: false,
      created_at: '2026-11-19T09:00:00.000Z',
    },
    sender: { hash: 'p1', name: 'Pedro Gil', avatar: null, kind: 'member' },
    reporter: { hash: 'p2', name: 'Ana Ferrer', avatar: null, kind: 'member' },
    ...overrides,
  })

let open: ReportedMessage[]
let resolve: (seen: Seen) => Reply

beforeEach(() => {
  signIn()
  Object.assign(api.handlers, sessionHandlers())
  open = [
    report(),
    report({
      hash: 'r2',
      reason: 'spam',
      note: null,
      message: {
        hash: 'm2',
        body: '<script>alert("xss")</script><b>Compra ya</b>',
        file: 'oferta.pdf',
        removed: false,
        created_at: '2026-11-21T09:00:00.000Z',
      },
      sender: { hash: 'c1', name: 'Acme Formación', avatar: null, kind: 'company' },
      reporter: null,
    }),
  ]
  resolve = ({ path, body }) => {
    const hash = path.split('/')[5]
    const found = open.find((r) => r.hash === hash)
    open = open.filter((r) => r.hash !== hash)
    const action = (body as { action: string }).action
    return json({
      ...found,
      status: 'RESOLVED',
      resolution: action === 'remove' ? 'removed' : 'dismissed',
      decided_at: '2026-11-22T10:00:00.000Z',
    })
  }
  api.handlers['GET /usr/admin/conversations/reports'] = ({ query }) =>
    json(page(query.status === 'RESOLVED' ? [] : open))
  api.handlers['POST /usr/admin/conversations/reports/r1/resolve'] = (seen) => resolve(seen)
  api.handlers['POST /usr/admin/conversations/reports/r2/resolve'] = (seen) => resolve(seen)
  api.handlers['GET /usr/admin/queues'] = () =>
    json({ users: 0, companies: 0, offers: 0, workgroups: 0, reports: 0, messages: open.length })
})

const posts = () => api.seen.filter((s) => s.method === 'POST')
const reads = () => api.seen.filter((s) => s.path === '/usr/admin/conversations/reports').length

describe('office app: reported messages', () => {
  it('lists each report: the message as text, who wrote it, who reported it, why and when', async () => {
    await renderApp('/es/conversations/reports')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mensajes denunciados' }, long)).toBeTruthy()
    const first = await screen.findByRole('article', { name: 'Mensaje de Pedro Gil' }, long)
    expect(within(first).getByText('Ana Ferrer').isConnected).toBe(true)
    expect(within(first).getByText(/Eres un inútil\./).isConnected).toBe(true)
    expect(within(first).getByText('Ofensivo o irrespetuoso').isConnected).toBe(true)
    expect(within(first).getByText(/«Me insulta desde hace días\.»/).isConnected).toBe(true)
    expect(within(first).getByText('Denunciado el').isConnected).toBe(true)
    const second = screen.getByRole('article', { name: 'Mensaje de Acme Formación (empresa)' })
    expect(within(second).getByText('Antiguo miembro').isConnected).toBe(true)
    expect(within(second).getByText('Archivo adjunto: oferta.pdf').isConnected).toBe(true)
    // The API's filter bar: the open reports are the default, and the state is in the URL.
    expect((screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement).value).toBe('')
    expect(api.seen.find((s) => s.path === '/usr/admin/conversations/reports')?.query).toMatchObject({
      status: 'OPEN',
    })
  })

  it('shows a body with HTML in it as the text it is: no element is made of it', async () => {
    await renderApp('/es/conversations/reports')
    const item = await screen.findByRole('article', { name: 'Mensaje de Acme Formación (empresa)' }, long)
    expect(
      within(item).getByText('<script>alert("xss")</script><b>Compra ya</b>', { exact: true }).isConnected,
    ).toBe(true)
    expect(item.querySelector('script')).toBeNull()
    expect(item.querySelector('b')).toBeNull()
  })

  it('removes a message only after the yes, says so and reads the list and the counts again', async () => {
    const user = userEvent.setup()
    await renderApp('/es/conversations/reports')
    await user.click(await screen.findByRole('button', { name: 'Retirar el mensaje de Pedro Gil' }, long))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Retirar este mensaje?' })
    expect(within(dialog).getByText(/Eres un inútil\./).isConnected).toBe(true)
    expect(posts()).toHaveLength(0)
    const before = reads()
    await user.click(within(dialog).getByRole('button', { name: 'Retirar el mensaje' }))
    expect((await screen.findByText('Mensaje retirado.', {}, long)).isConnected).toBe(true)
    expect(posts().map((s) => [s.path, s.body])).toEqual([
      ['/usr/admin/conversations/reports/r1/resolve', { action: 'remove' }],
    ])
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mensaje de Pedro Gil' })).toBeNull())
    expect(reads()).toBeGreaterThan(before)
  })

  it('cancelling the dialog sends nothing; dismissing after the yes sends `dismiss`', async () => {
    const user = userEvent.setup()
    await renderApp('/es/conversations/reports')
    const dismiss = await screen.findByRole(
      'button',
      { name: 'Descartar la denuncia del mensaje de Acme Formación (empresa)' },
      long,
    )
    await user.click(dismiss)
    let dialog = await screen.findByRole('alertdialog', { name: '¿Descartar la denuncia?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(posts()).toHaveLength(0)
    await user.click(dismiss)
    dialog = await screen.findByRole('alertdialog', { name: '¿Descartar la denuncia?' })
    await user.click(within(dialog).getByRole('button', { name: 'Descartar la denuncia' }))
    expect((await screen.findByText('Denuncia descartada.', {}, long)).isConnected).toBe(true)
    expect(posts().map((s) => [s.path, s.body])).toEqual([
      ['/usr/admin/conversations/reports/r2/resolve', { action: 'dismiss' }],
    ])
  })

  it('shows a colleague’s 409 in the dialog and reads the list again, without the report', async () => {
    resolve = () => {
      open = open.filter((r) => r.hash !== 'r1')
      return json(
        {
          code: 409,
          reason: 'conflict',
          message: 'Esta denuncia ya la resolvió bea@uni.es el 22/11/2026 a las 11:00.',
        },
        409,
      )
    }
    const user = userEvent.setup()
    await renderApp('/es/conversations/reports')
    await user.click(await screen.findByRole('button', { name: 'Retirar el mensaje de Pedro Gil' }, long))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Retirar este mensaje?' })
    await user.click(within(dialog).getByRole('button', { name: 'Retirar el mensaje' }))
    expect(
      (
        await within(dialog).findByText(
          'Esta denuncia ya la resolvió bea@uni.es el 22/11/2026 a las 11:00.',
          {},
          long,
        )
      ).isConnected,
    ).toBe(true)
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mensaje de Pedro Gil' })).toBeNull())
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('says so when nothing is left to review', async () => {
    open = []
    await renderApp('/es/conversations/reports')
    expect((await screen.findByText('No hay mensajes denunciados por revisar.', {}, long)).isConnected).toBe(
      true,
    )
  })

  it('shows the open reports’ count on the home page, a link to the queue', async () => {
    await renderApp('/en')
    const link = await screen.findByRole('link', { name: /Reported messages\s*2 pending/ }, long)
    expect(link.getAttribute('href')).toBe('/en/conversations/reports')
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getByRole('link', { name: 'Reported messages' }).getAttribute('href')).toBe(
      '/en/conversations/reports',
    )
  })

  it('keeps the page and its link from an office account without `admin.messages.moderate`', async () => {
    Object.assign(
      api.handlers,
      sessionHandlers(
        'office',
        permissionsOf('office').filter((p) => p !== 'admin.messages.moderate'),
      ),
    )
    await renderApp('/es/conversations/reports')
    expect((await screen.findByRole('heading', { level: 1 }, long)).textContent).not.toContain(
      'Mensajes denunciados',
    )
    const menu = screen.getByRole('navigation', { name: 'Menú principal' })
    expect(within(menu).queryByRole('link', { name: 'Mensajes denunciados' })).toBeNull()
    expect(api.seen.some((s) => s.path === '/usr/admin/conversations/reports')).toBe(false)
  })
})
