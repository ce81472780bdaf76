import { AdminArticle } from '@egresa/api-contract/articles'
import type { AdminRegistration, EventCounts } from '@egresa/api-contract/events'
import { apiServerForTests, json, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { page, renderApp, sessionHandlers } from '../../test/app'

// The office's side of the events people sign up for in the portal: the editor's sign-up settings, the
// attendees page and the door's check-in by name, the whole app against the server that plays the API.

const api = apiServerForTests()

const long = { timeout: 30_000 }

const dietary = {
  id: 'dieta',
  label: { es: 'Necesidades alimentarias', en: 'Dietary needs', ca: 'Necessitats alimentàries' },
  kind: 'choice' as const,
  options: [
    { id: 'ninguna', label: { es: 'Ninguna', en: 'None', ca: 'Cap' } },
    { id: 'vegana', label: { es: 'Vegana', en: 'Vegan', ca: 'Vegana' } },
  ],
  required: false,
}

const event = v.parse(AdminArticle, {
  hash: 'e1',
  type: 'EVENT',
  status: 'PUBLISHED',
  slug: 'encuentro-anual',
  slug_en: null,
  title: 'Encuentro anual',
  summary: 'Nos vemos.',
  text: '<p>Nos vemos.</p>',
  title_en: null,
  summary_en: null,
  text_en: null,
  image: null,
  image_alt: null,
  image_alt_en: null,
  tags: [],
  place: 'Aula Magna',
  starts_at: '2027-05-12T16:00:00.000Z',
  ends_at: null,
  subscription_url: null,
  subscription_email: null,
  online_url: null,
  signups: 'members',
  places: 120,
  signups_close_at: '2027-05-10T20:00:00.000Z',
  questions: [dietary],
  published_at: '2026-01-10T10:00:00.000Z',
  publish_at: null,
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-11T10:00:00.000Z',
})

const counts: EventCounts = {
  places: 120,
  confirmed: 2,
  waiting: 1,
  cancelled: 0,
  checked_in: 0,
  signups_closed: false,
}

function registration(overrides: Partial<AdminRegistration> & { name: string }): AdminRegistration {
  const { name, ...rest } = overrides
  const [first = '', surname = ''] = name.split(' ')
  return {
    id: `r-${first.toLowerCase()}`,
    state: 'confirmed',
    position: null,
    user: { hash: `u-${first}`, name: first, surname, email: `${first.toLowerCase()}@example.org` },
    answers: {},
    created_at: '2026-02-01T10:00:00.000Z',
    promoted_at: null,
    cancelled_at: null,
    checked_in_at: null,
    ...rest,
  }
}

const ana = registration({ name: 'Ana López', answers: { dieta: 'vegana' } })
const bruno = registration({ name: 'Bruno Martín' })
const carla = registration({ name: 'Carla Ruiz', state: 'waiting', position: 1 })

function withEvent() {
  signIn()
  Object.assign(api.handlers, sessionHandlers())
  api.handlers['GET /api/tags'] = () => json([])
  api.handlers['GET /usr/admin/articles/e1'] = () => json(event)
  api.handlers['GET /usr/admin/events/e1/counts'] = () => json(counts)
  api.handlers['GET /usr/admin/events/e1/registrations'] = (seen) => {
    const all = [ana, bruno, carla]
    const text = seen.query.text?.toLowerCase()
    const items = all.filter(
      (r) =>
        (!seen.query.state || r.state === seen.query.state) &&
        (!text || `${r.user.name} ${r.user.surname}`.toLowerCase().includes(text)),
    )
    return json({ ...page(items), counts })
  }
}

const sent = (method: string, path: string) => api.seen.filter((s) => s.method === method && s.path === path)

describe('office app: event sign-ups', () => {
  it('shows an event’s sign-up settings in the editor and sends them back with a new question', async () => {
    withEvent()
    api.handlers['PATCH /usr/admin/articles/e1'] = () => json(event)
    api.handlers['PUT /usr/admin/articles/e1/status'] = () => json(event)
    const user = userEvent.setup()
    await renderApp('/es/articles/e1')
    const section = await screen.findByRole('group', { name: 'Inscripciones en el portal' }, long)
    expect((within(section).getByLabelText('Quién puede inscribirse') as HTMLSelectElement).value).toBe(
      'members',
    )
    expect((within(section).getByLabelText('Plazas') as HTMLInputElement).value).toBe('120')
    // 20:00 UTC in May is 22:00 in Madrid.
    expect((within(section).getByLabelText('Cierre de las inscripciones') as HTMLInputElement).value).toBe(
      '2027-05-10T22:00',
    )
    const first = within(section).getByRole('group', { name: 'Pregunta 1' })
    expect(
      (within(first).getByRole('textbox', { name: /^Pregunta en español/ }) as HTMLInputElement).value,
    ).toBe('Necesidades alimentarias')
    expect((within(first).getByLabelText(/^Opción 2 en inglés/) as HTMLInputElement).value).toBe('Vegan')
    expect(within(section).getByRole('link', { name: 'Ver los inscritos' }).getAttribute('href')).toBe(
      '/es/articles/e1/attendees',
    )

    await user.click(within(section).getByRole('button', { name: 'Añadir una pregunta' }))
    const second = within(section).getByRole('group', { name: 'Pregunta 2' })
    await user.type(within(second).getByRole('textbox', { name: /^Pregunta en español/ }), 'Empresa')
    await user.click(within(second).getByLabelText('Respuesta obligatoria'))
    await user.clear(within(section).getByLabelText('Plazas'))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(sent('PATCH', '/usr/admin/articles/e1')).toHaveLength(1))
    expect(sent('PATCH', '/usr/admin/articles/e1')[0]?.body).toMatchObject({
      signups: 'members',
      places: null,
      signups_close_at: '2027-05-10T22:00:00+02:00',
      questions: [
        {
          id: 'dieta',
          kind: 'choice',
          options: dietary.options.map((o) => ({ id: o.id, label: o.label })),
          required: false,
        },
        { id: 'q1', label: { es: 'Empresa', en: null, ca: null }, kind: 'text', options: [], required: true },
      ],
    })
  }, 120_000)

  it('refuses a choice with one option before sending, and shows the server’s message on its field', async () => {
    withEvent()
    api.handlers['PATCH /usr/admin/articles/e1'] = () =>
      json(
        {
          code: 400,
          reason: 'validation_failed',
          message: 'Revisa los datos enviados: hay campos con errores.',
          errors: { places: ['Hay más personas con plaza que plazas.'] },
        },
        400,
      )
    const user = userEvent.setup()
    await renderApp('/es/articles/e1')
    const section = await screen.findByRole('group', { name: 'Inscripciones en el portal' }, long)
    await user.click(within(section).getByRole('button', { name: 'Quitar la opción 2' }))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Una pregunta de elección necesita al menos dos opciones.')).toBeTruthy()
    expect(sent('PATCH', '/usr/admin/articles/e1')).toHaveLength(0)

    await user.click(within(section).getByRole('button', { name: 'Añadir una opción' }))
    await user.type(within(section).getByRole('textbox', { name: /^Opción 2 en español/ }), 'Vegetariana')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Hay más personas con plaza que plazas.')).toBeTruthy()
    expect(within(section).getByLabelText('Plazas').getAttribute('aria-invalid')).toBe('true')
  }, 120_000)

  it('lists the attendees with their answers in words, and filters them by state', async () => {
    withEvent()
    const user = userEvent.setup()
    await renderApp('/es/articles/e1/attendees')
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscritos' }, long)).toBeTruthy()
    const first = (await screen.findByRole('heading', { level: 3, name: 'Ana López' })).closest('article')
    expect(first?.textContent).toMatch(/Con plaza.*Necesidades alimentarias.*Vegana/)
    expect(
      screen.getByRole('heading', { level: 3, name: 'Carla Ruiz' }).closest('article')?.textContent,
    ).toMatch(/En espera · puesto 1/)

    await user.selectOptions(screen.getByLabelText('Estado'), 'waiting')
    await waitFor(() =>
      expect(api.seen.some((s) => s.path.endsWith('/registrations') && s.query.state === 'waiting')).toBe(
        true,
      ),
    )
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Ana López' })).toBeNull())
    expect(screen.getByRole('heading', { level: 3, name: 'Carla Ruiz' })).toBeTruthy()
  }, 120_000)

  it('checks a person in by name at the door, and says when a ticket was already used', async () => {
    withEvent()
    api.handlers['POST /usr/admin/events/e1/check-in'] = (seen) =>
      (seen.body as { registration: string }).registration === ana.id
        ? json({
            registration: { ...ana, checked_in_at: '2027-05-12T16:05:00.000Z' },
            counts: { ...counts, checked_in: 1 },
          })
        : json(
            {
              code: 409,
              reason: 'conflict',
              message: 'Esta entrada ya se usó: se registró el 12/05/2027 a las 18:02.',
            },
            409,
          )
    const user = userEvent.setup()
    await renderApp('/es/events/e1/check-in')
    expect(await screen.findByRole('heading', { level: 1, name: 'Control de acceso' }, long)).toBeTruthy()
    await user.type(screen.getByLabelText('Nombre, apellidos o correo'), 'ana')
    await user.click(await screen.findByRole('button', { name: 'Registrar la entrada de Ana López' }, long))
    const done = await screen.findByText('Ana López ha entrado.', {}, long)
    const status = done.closest('[role="status"]') as HTMLElement
    expect(status.textContent).toMatch(/Entrada registrada/)
    expect(sent('POST', '/usr/admin/events/e1/check-in')[0]?.body).toEqual({ registration: ana.id })

    await user.clear(screen.getByLabelText('Nombre, apellidos o correo'))
    await user.type(screen.getByLabelText('Nombre, apellidos o correo'), 'bruno')
    await user.click(
      await screen.findByRole('button', { name: 'Registrar la entrada de Bruno Martín' }, long),
    )
    await waitFor(() =>
      expect(status.textContent).toMatch(
        /No puede entrar.*Esta entrada ya se usó: se registró el 12\/05\/2027/,
      ),
    )
  }, 120_000)
})
