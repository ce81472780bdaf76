import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { Workgroup, WorkgroupComment } from '@egresa/api-contract/workgroups'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// Reporting a comment or a file of a group to the office, in the whole app against the loopback server that
// plays the API: only a member, never on their own comment, a reason to choose (keyboard only), the words
// sent, a toast, and the server's refusal (a second report) shown with the dialog still open.

const slow = { timeout: 10_000 }
const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })

const groupOf = (membership: Workgroup['membership']) =>
  v.parse(Workgroup, {
    id: 'g1',
    hash: 'g1',
    slug: 'ingenieria',
    name: 'Ingeniería en Castellón',
    type: 'PUBLIC',
    status: 'PUBLISHED',
    content: 'Ingenieros e ingenieras de la provincia.',
    image: null,
    members: 3,
    created_at: '2026-01-10T10:00:00.000Z',
    membership,
    can_read: true,
    can_manage: false,
  })

const file = {
  hash: 'f1',
  name: 'telefonos.pdf',
  type: 'application/pdf',
  size: 2048,
  url: '/api/workgroups/ingenieria/files/f1',
  file: '/api/workgroups/ingenieria/files/f1',
  created_at: '2026-02-01T10:00:00.000Z',
  author: null,
}

const wall = [
  v.parse(WorkgroupComment, {
    hash: 'c1',
    content: 'Comprad mi curso',
    parent: null,
    author: { hash: 'a1', name: 'Ana', surname: 'Ferrer', avatar: null },
    file,
    likes: 0,
    liked: false,
    replies: 0,
    can_delete: false,
    created_at: '2026-02-01T10:00:00.000Z',
  }),
  v.parse(WorkgroupComment, {
    hash: 'c2',
    content: 'Mi propio comentario',
    parent: null,
    author: { hash: premium.hash, name: 'Lucía', surname: 'Martín', avatar: null },
    file: null,
    likes: 0,
    liked: false,
    replies: 0,
    can_delete: true,
    created_at: '2026-02-01T09:00:00.000Z',
  }),
]

let group: Workgroup
let report: (body: unknown) => Reply

const api = apiServerForTests()
beforeEach(() => {
  group = groupOf({ status: 'ACCEPTED', role: 'FOLLOWER' })
  report = () =>
    json(
      {
        hash: 'r1',
        kind: 'comment',
        item: 'c1',
        reason: 'spam',
        note: null,
        status: 'OPEN',
        created_at: '2026-02-02T10:00:00.000Z',
      },
      201,
    )
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: premium.role, permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(premium),
    'GET /api/workgroups/ingenieria': () => json(group),
    'GET /api/workgroups/ingenieria/comments': () => json({ items: wall, total: wall.length, maxPages: 1 }),
    'POST /api/workgroups/ingenieria/comments/c1/report': ({ body }) => report(body),
    'POST /api/workgroups/ingenieria/files/f1/report': ({ body }) => report(body),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const reports = () => api.seen.filter((s) => s.method === 'POST' && s.path.endsWith('/report'))

async function openGroup(path = '/es/grupos/ingenieria', shows = 'Comprad mi curso') {
  await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Ingeniería en Castellón' }, slow)
  await screen.findByText(shows, {}, slow)
}

describe('reporting a group’s comment or file', () => {
  it('a member reports someone else’s comment with the keyboard, with a reason and words; a toast thanks them', async () => {
    const user = userEvent.setup()
    await openGroup()
    expect(screen.queryByRole('button', { name: 'Denunciar el comentario de Lucía Martín' })).toBeNull()
    const button = screen.getByRole('button', { name: 'Denunciar el comentario de Ana Ferrer' })
    button.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar un comentario' }, slow)
    // Without a reason, nothing is sent and the field says why.
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la denuncia' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('group', { name: /Motivo/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    )
    expect(reports()).toHaveLength(0)
    // The reasons are a radio group: Tab into it, arrows choose.
    const spam = within(dialog).getByRole('radio', { name: 'Publicidad o spam' })
    spam.focus()
    await user.keyboard('{ArrowDown}')
    expect(
      (within(dialog).getByRole('radio', { name: 'Ofensivo o irrespetuoso' }) as HTMLInputElement).checked,
    ).toBe(true)
    await user.keyboard('{ArrowUp}')
    await user.type(within(dialog).getByRole('textbox', { name: /Explícalo si quieres/ }), 'Vende cursos.')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la denuncia' }))
    expect(
      await screen.findByText('Gracias: la oficina de antiguos alumnos revisará tu denuncia.', {}, slow),
    ).toBeTruthy()
    expect(reports().map((s) => [s.path, s.body])).toEqual([
      ['/api/workgroups/ingenieria/comments/c1/report', { reason: 'spam', note: 'Vende cursos.' }],
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows the server’s refusal of a second report, and keeps the dialog open', async () => {
    report = () =>
      json(
        {
          code: 409,
          reason: 'conflict',
          message: 'Ya has denunciado este archivo: la oficina de antiguos alumnos lo revisará.',
        },
        409,
      )
    const user = userEvent.setup()
    await openGroup('/es/grupos/ingenieria?tab=files', 'telefonos.pdf')
    await user.click(await screen.findByRole('button', { name: 'Denunciar el archivo telefonos.pdf' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar un archivo' }, slow)
    await user.click(within(dialog).getByRole('radio', { name: 'Datos personales de alguien' }))
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la denuncia' }))
    // In a toast, as every form's refusal; the dialog and the choice stay.
    expect(
      await screen.findByText(
        'Ya has denunciado este archivo: la oficina de antiguos alumnos lo revisará.',
        {},
        slow,
      ),
    ).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Denunciar un archivo' })).toBeTruthy()
    expect(reports().map((s) => s.body)).toEqual([{ reason: 'personal_data', note: null }])
  })

  it('offers no report to someone who is not a member of the group', async () => {
    group = groupOf(null)
    await openGroup()
    expect(screen.queryByRole('button', { name: /^Denunciar/ })).toBeNull()
  })
})
