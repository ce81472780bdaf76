import { createApiClient } from '@egresa/api-client/client'
import { memorySessionStore } from '@egresa/api-client/session'
import { defaultSiteConfig } from '@egresa/api-contract/site-config'
import { ModeratedComment, ModeratedFile, ReportedItem } from '@egresa/api-contract/workgroups'
import { toasterMounted } from '@egresa/ui/app/notify'
import { ShellProvider } from '@egresa/ui/app/shell'
import { pageSiteConfig } from '@egresa/ui/app/site-config'
import { apiServerForTests, json, type Reply, type Seen } from '@egresa/ui/app/test-api-server'
import { Toaster } from '@egresa/ui/toaster'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Fragment, useEffect } from 'react'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { page } from '../../test/app'
import { ModerationSection } from './moderation-section'

// The office's moderation of one group, rendered on its own (the group's page wires it in) against the
// loopback server that plays the API: the members' reports by item, the comments and files, removing with a
// reason, dismissing reports, the reason required, a 409 of another office member shown, the lists and the
// queue counts asked for again.

const slow = { timeout: 10_000 }
let queryClient: QueryClient
let reports: ReportedItem[]
let remove: (seen: Seen) => Reply

const api = apiServerForTests()

const author = { hash: 'a1', name: 'Ana', surname: 'Ferrer', avatar: null }
const reported = (overrides: Partial<ReportedItem> = {}) =>
  v.parse(ReportedItem, {
    kind: 'comment',
    id: 'c1',
    excerpt: 'Comprad mi curso en www.ejemplo.test',
    author,
    status: 'OPEN',
    removed: false,
    reports: 2,
    reasons: { spam: 2, offensive: 0, personal_data: 0, other: 0 },
    notes: ['Vende cursos.'],
    first_at: '2026-02-01T10:00:00.000Z',
    last_at: '2026-02-03T10:00:00.000Z',
    decision: null,
    decision_reason: null,
    ...overrides,
  })

beforeEach(() => {
  reports = [
    reported(),
    reported({
      kind: 'file',
      id: 'f1',
      excerpt: 'telefonos.pdf',
      reports: 1,
      reasons: { spam: 0, offensive: 0, personal_data: 1, other: 0 },
      notes: [],
    }),
  ]
  remove = () => ({ status: 204, body: null })
  api.handlers = {
    'GET /usr/admin/workgroups/g1/reports': ({ query }) =>
      json(page(query.status === 'OPEN' || !query.status ? reports : [])),
    'GET /usr/admin/workgroups/g1/comments': () =>
      json(
        page([
          v.parse(ModeratedComment, {
            hash: 'c1',
            content: 'Comprad mi curso en www.ejemplo.test',
            parent: null,
            author,
            file: null,
            created_at: '2026-01-31T10:00:00.000Z',
            open_reports: 2,
          }),
        ]),
      ),
    'GET /usr/admin/workgroups/g1/files': () =>
      json(
        page([
          v.parse(ModeratedFile, {
            hash: 'f1',
            name: 'telefonos.pdf',
            type: 'application/pdf',
            size: 2048,
            comment: 'c9',
            author: null,
            created_at: '2026-01-31T10:00:00.000Z',
            open_reports: 1,
          }),
        ]),
      ),
    'POST /usr/admin/workgroups/g1/comments/c1/remove': (seen) => remove(seen),
    'POST /usr/admin/workgroups/g1/files/f1/dismiss': () => {
      reports = reports.filter((r) => r.id !== 'f1')
      return json({ dismissed: 1 })
    },
    'GET /usr/admin/queues': () => json({ users: 0, companies: 0, offers: 0, workgroups: 0, reports: 1 }),
  }
})

function Toasts() {
  useEffect(() => toasterMounted(), [])
  return <Toaster />
}

function renderSection() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const client = createApiClient({
    // The address the test server wrote into the page's configuration, as the app's own client reads it.
    baseUrl: pageSiteConfig().apiUrl,
    locale: () => 'es',
    session: memorySessionStore({ token: 'good', deviceId: 'device-1' }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShellProvider
          shell={{ SiteLayout: Fragment, home: '/$locale', api: client, site: defaultSiteConfig }}
        >
          <ModerationSection hash="g1" />
          <Toasts />
        </ShellProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
}

const posts = () => api.seen.filter((s) => s.method === 'POST')

describe('the office moderates a group', () => {
  it('lists what members reported (how many, why, their words, when), the comments and the files', async () => {
    renderSection()
    const report = await screen.findByRole(
      'article',
      { name: 'Comentario de Ana Ferrer: «Comprad mi curso en www.ejemplo.test»' },
      slow,
    )
    expect(within(report).getByText(/2 denuncias: Publicidad o spam \(2\)/)).toBeTruthy()
    expect(within(report).getByText('«Vende cursos.»')).toBeTruthy()
    expect(within(report).getByText(/^Primera el .*, última el /)).toBeTruthy()
    expect(screen.getByRole('article', { name: 'telefonos.pdf' })).toBeTruthy()
    const comments = screen.getByRole('region', { name: /Comentarios/ })
    expect(await within(comments).findByText('2 denuncias por revisar', {}, slow)).toBeTruthy()
    const files = screen.getByRole('region', { name: /Archivos/ })
    expect(await within(files).findByText('telefonos.pdf', {}, slow)).toBeTruthy()
    expect(within(files).getByText('Antiguo miembro', { exact: false })).toBeTruthy()
  })

  it('removes a comment only with a reason, sends it, says so and reads the lists and counts again', async () => {
    const user = userEvent.setup()
    renderSection()
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Retirar: Comentario de Ana Ferrer: «Comprad mi curso en www.ejemplo.test»' },
        slow,
      ),
    )
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar este comentario?' })
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /Motivo/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    )
    expect(posts()).toHaveLength(0)
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Publicidad.')
    const asked = api.seen.length
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }))
    expect(await screen.findByText('Comentario retirado.', {}, slow)).toBeTruthy()
    expect(posts().map((s) => [s.path, s.body])).toEqual([
      ['/usr/admin/workgroups/g1/comments/c1/remove', { reason: 'Publicidad.' }],
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The section's lists are read again (the queues' count too, when the app has it in its cache).
    await waitFor(() =>
      expect(api.seen.slice(asked).some((s) => s.path === '/usr/admin/workgroups/g1/reports')).toBe(true),
    )
  })

  it('shows another office member’s 409, closes the dialog and shows the lists as they are', async () => {
    remove = () =>
      json(
        {
          code: 409,
          reason: 'conflict',
          message: 'Este comentario ya se retiró por bea@uni.es el 03/02/2026 a las 11:00.',
        },
        409,
      )
    const user = userEvent.setup()
    renderSection()
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Retirar: Comentario de Ana Ferrer: «Comprad mi curso en www.ejemplo.test»' },
        slow,
      ),
    )
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar este comentario?' })
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Publicidad.')
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }))
    expect(
      await screen.findByText(
        'Este comentario ya se retiró por bea@uni.es el 03/02/2026 a las 11:00.',
        {},
        slow,
      ),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('dismisses a file’s reports with a reason; the item leaves the list of reports to review', async () => {
    const user = userEvent.setup()
    renderSection()
    await user.click(
      await screen.findByRole('button', { name: 'Descartar las denuncias: telefonos.pdf' }, slow),
    )
    const dialog = await screen.findByRole('dialog', { name: '¿Descartar las denuncias?' })
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Es el programa del curso.')
    await user.click(within(dialog).getByRole('button', { name: 'Descartar las denuncias' }))
    expect(await screen.findByText('Denuncias descartadas.', {}, slow)).toBeTruthy()
    expect(posts().map((s) => [s.path, s.body])).toEqual([
      ['/usr/admin/workgroups/g1/files/f1/dismiss', { reason: 'Es el programa del curso.' }],
    ])
    await waitFor(() => expect(screen.queryByRole('article', { name: 'telefonos.pdf' })).toBeNull(), slow)
  })
})
