import { OfficeMentor } from '@egresa/api-contract/mentoring'
import { permissionsOf } from '@egresa/api-contract/permissions'
import { apiServerForTests, json, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { page, renderApp, sessionHandlers } from '../../test/app'

// The office's list of mentors, the whole app against the server that plays the API: the counts and both
// pauses, the filters in the URL, pausing (with its optional reason) and resuming after a yes, and the page
// kept from a role without `admin.mentoring.manage`.

const api = apiServerForTests()

const long = { timeout: 30_000 }

const mentor = (overrides: Partial<OfficeMentor> = {}) =>
  v.parse(OfficeMentor, {
    person: {
      hash: 'p1',
      name: 'Marta',
      surname: 'Soler',
      avatar: null,
      current_job: 'Ingeniera',
      current_company: 'Acme',
    },
    email: 'marta@correo.es',
    company: 'Acme Ingeniería',
    capacity: 3,
    paused: false,
    paused_by_office: false,
    office_reason: null,
    active: 2,
    pending: 1,
    accepted: 5,
    ended: 3,
    created_at: '2026-09-01T10:00:00.000Z',
    ...overrides,
  })

let mentors: OfficeMentor[]

beforeEach(() => {
  signIn()
  Object.assign(api.handlers, sessionHandlers())
  mentors = [
    mentor(),
    mentor({
      person: {
        hash: 'p2',
        name: 'Jordi',
        surname: 'Puig',
        avatar: null,
        current_job: null,
        current_company: null,
      },
      email: 'jordi@correo.es',
      company: null,
      paused: true,
      paused_by_office: true,
      office_reason: 'Quejas de dos mentorados.',
      active: 0,
      pending: 0,
    }),
  ]
  api.handlers['GET /usr/admin/mentoring/mentors'] = ({ query }) =>
    json(
      page(
        mentors.filter(
          (m) =>
            (!query.state || (query.state === 'paused') === (m.paused || m.paused_by_office)) &&
            (!query.text || m.email.includes(query.text)),
        ),
      ),
    )
  api.handlers['POST /usr/admin/mentoring/mentors/p1/pause'] = ({ body }) => {
    const reason = (body as { reason?: string | null }).reason ?? null
    mentors = mentors.map((m) =>
      m.person.hash === 'p1' ? { ...m, paused_by_office: true, office_reason: reason } : m,
    )
    return json(mentors[0])
  }
  api.handlers['POST /usr/admin/mentoring/mentors/p2/resume'] = () => {
    mentors = mentors.map((m) =>
      m.person.hash === 'p2' ? { ...m, paused: false, paused_by_office: false, office_reason: null } : m,
    )
    return json(mentors[1])
  }
})

const posts = () => api.seen.filter((s) => s.method === 'POST')

describe('office app: mentors', () => {
  it('lists the mentors with their counts, their company and who paused them', async () => {
    await renderApp('/es/mentoring')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentores' }, long)).toBeTruthy()
    const marta = await screen.findByRole('article', { name: 'Marta Soler' }, long)
    expect(within(marta).getByText('marta@correo.es').isConnected).toBe(true)
    expect(within(marta).getByText('Acme Ingeniería').isConnected).toBe(true)
    expect(within(marta).getByText('2 de 3').isConnected).toBe(true)
    expect(within(marta).getByText('Acepta mentorados').isConnected).toBe(true)
    expect(within(marta).getByRole('link', { name: 'Marta Soler' }).getAttribute('href')).toBe(
      '/es/people/p1',
    )
    const jordi = screen.getByRole('article', { name: 'Jordi Puig' })
    expect(within(jordi).getByText('Pausado por la oficina').isConnected).toBe(true)
    expect(within(jordi).getByText('Motivo: Quejas de dos mentorados.').isConnected).toBe(true)
    expect(within(jordi).getByText('Pausado por la propia persona').isConnected).toBe(true)
    expect(within(jordi).queryByRole('button', { name: /Pausar/ })).toBeNull()
  })

  it('reads its filters from the URL and sends them to the API', async () => {
    await renderApp('/es/mentoring?state=paused&text=jordi')
    expect(await screen.findByRole('article', { name: 'Jordi Puig' }, long)).toBeTruthy()
    expect(screen.queryByRole('article', { name: 'Marta Soler' })).toBeNull()
    expect((screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement).value).toBe('paused')
    expect(api.seen.filter((s) => s.path === '/usr/admin/mentoring/mentors').at(-1)?.query).toMatchObject({
      state: 'paused',
      text: 'jordi',
    })
  })

  it('pauses a mentor after the yes, with the reason the mentor will read, and shows it paused', async () => {
    const user = userEvent.setup()
    await renderApp('/es/mentoring')
    await user.click(await screen.findByRole('button', { name: 'Pausar la mentoría de Marta Soler' }, long))
    const dialog = await screen.findByRole('dialog', { name: '¿Pausar la mentoría de Marta Soler?' })
    expect(posts()).toHaveLength(0)
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Revisamos sus mentorías.')
    await user.click(within(dialog).getByRole('button', { name: 'Pausar' }))
    expect((await screen.findByText('Mentoría pausada.', {}, long)).isConnected).toBe(true)
    expect(posts().map((s) => [s.path, s.body])).toEqual([
      ['/usr/admin/mentoring/mentors/p1/pause', { reason: 'Revisamos sus mentorías.' }],
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), long)
    const marta = screen.getByRole('article', { name: 'Marta Soler' })
    expect((await within(marta).findByText('Pausado por la oficina', {}, long)).isConnected).toBe(true)
    expect(within(marta).getByRole('button', { name: 'Reanudar la mentoría de Marta Soler' })).toBeTruthy()
  })

  it('pauses without a reason: the field may stay empty', async () => {
    const user = userEvent.setup()
    await renderApp('/es/mentoring')
    await user.click(await screen.findByRole('button', { name: 'Pausar la mentoría de Marta Soler' }, long))
    const dialog = await screen.findByRole('dialog', { name: '¿Pausar la mentoría de Marta Soler?' })
    await user.click(within(dialog).getByRole('button', { name: 'Pausar' }))
    expect((await screen.findByText('Mentoría pausada.', {}, long)).isConnected).toBe(true)
    expect(posts().map((s) => [s.path, s.body])).toEqual([
      ['/usr/admin/mentoring/mentors/p1/pause', { reason: null }],
    ])
  })

  it('resumes a mentor the office paused, after the yes', async () => {
    const user = userEvent.setup()
    await renderApp('/es/mentoring')
    await user.click(await screen.findByRole('button', { name: 'Reanudar la mentoría de Jordi Puig' }, long))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Reanudar la mentoría de Jordi Puig?' })
    expect(posts()).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Reanudar' }))
    expect((await screen.findByText('Mentoría reanudada.', {}, long)).isConnected).toBe(true)
    expect(posts().map((s) => s.path)).toEqual(['/usr/admin/mentoring/mentors/p2/resume'])
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    const jordi = screen.getByRole('article', { name: 'Jordi Puig' })
    expect((await within(jordi).findByText('Acepta mentorados', {}, long)).isConnected).toBe(true)
  })

  it('shows the link in the admin navigation', async () => {
    await renderApp('/en')
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, long)
    expect(within(menu).getByRole('link', { name: 'Mentors' }).getAttribute('href')).toBe('/en/mentoring')
  })

  it('gives an office account without `admin.mentoring.manage` no page and no link', async () => {
    Object.assign(
      api.handlers,
      sessionHandlers(
        'office',
        permissionsOf('office').filter((p) => p !== 'admin.mentoring.manage'),
      ),
    )
    await renderApp('/es/mentoring')
    expect((await screen.findByRole('heading', { level: 1 }, long)).textContent).not.toContain('Mentores')
    const menu = screen.getByRole('navigation', { name: 'Menú principal' })
    expect(within(menu).queryByRole('link', { name: 'Mentores' })).toBeNull()
    expect(api.seen.some((s) => s.path === '/usr/admin/mentoring/mentors')).toBe(false)
  })
})
