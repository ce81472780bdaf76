import { cookieSessionStore } from '@egresa/api-client/session'
import { Article } from '@egresa/api-contract/articles'
import { CurrentUser } from '@egresa/api-contract/auth'
import type { EventSignup } from '@egresa/api-contract/events'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// Signing up to an event in the portal, in the whole app against the loopback server that plays the API:
// one click to a place, the waiting list with its position, the event's required questions, and cancelling
// after a confirmation; then "my events" with the ticket.

const slow = { timeout: 10_000 }
const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })

const openSignup: EventSignup = {
  mode: 'members',
  places: 10,
  places_left: 3,
  closes_at: '2099-05-14T16:00:00.000Z',
  open: true,
  may_sign_up: true,
  questions: [],
  state: null,
  position: null,
}

const eventWith = (signup: EventSignup) =>
  v.parse(Article, {
    id: 'e1',
    hash: 'e1',
    slug: 'cena-de-antiguos-alumnos',
    slugs: { es: 'cena-de-antiguos-alumnos', en: null },
    language: 'es',
    type: 'EVENT',
    status: 'PUBLISHED',
    title: 'Cena de antiguos alumnos',
    summary: 'Una cena.',
    image: null,
    tags: [],
    date: '2099-05-14T18:00:00.000Z',
    published_at: '2026-05-01T10:00:00.000Z',
    place: 'Aula Magna',
    starts_at: '2099-05-14T18:00:00.000Z',
    ends_at: null,
    subscribable: false,
    saved: false,
    subscribed: false,
    text: '<p>Os esperamos.</p>',
    subscription: null,
    signup,
  })

const api = apiServerForTests()
let signup: EventSignup
let register: (body: unknown) => Reply

beforeAll(async () => {
  // The app and the pages' code compiled once here, so the first test does not pay for it in its own time.
  await Promise.all([import('../../app'), import('./article-page'), import('./my-events-page')])
}, 60_000)
beforeEach(() => {
  signup = { ...openSignup }
  register = () => {
    signup = { ...signup, state: 'confirmed', places_left: (signup.places_left ?? 1) - 1 }
    return json({ event: 'e1', signup })
  }
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: premium.role, permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(premium),
    'GET /api/articles/cena-de-antiguos-alumnos': () => json(eventWith(signup)),
    'POST /usr/events/e1/registration': ({ body }) => register(body),
    'DELETE /usr/events/e1/registration': () => {
      signup = { ...signup, state: null, position: null, places_left: (signup.places_left ?? 0) + 1 }
      return json({ event: 'e1', signup })
    },
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const registrations = () => api.seen.filter((s) => s.path === '/usr/events/e1/registration')

async function openEvent() {
  await renderApp('/es/news/cena-de-antiguos-alumnos')
  await screen.findByRole('heading', { level: 1, name: 'Cena de antiguos alumnos' }, slow)
  return screen.findByRole('region', { name: 'Inscripción' }, slow)
}

describe('the event’s sign-up panel', () => {
  it('shows the places left and signs up with one click; the panel then shows the place', async () => {
    const user = userEvent.setup()
    const panel = await openEvent()
    expect(within(panel).getByText('Quedan 3 plazas de 10').isConnected).toBe(true)
    await user.click(within(panel).getByRole('button', { name: 'Apuntarme' }))
    await within(panel).findByText('Tienes plaza en este evento', {}, slow)
    expect(registrations()).toEqual([expect.objectContaining({ method: 'POST', body: { answers: {} } })])
    expect(within(panel).getByRole('button', { name: 'Ver entrada' }).isConnected).toBe(true)
    expect(within(panel).getByText('Quedan 2 plazas de 10').isConnected).toBe(true)
  })

  it('offers the waiting list when full, and shows the position once in it', async () => {
    const user = userEvent.setup()
    signup = { ...signup, places: 1, places_left: 0 }
    register = () => {
      signup = { ...signup, state: 'waiting', position: 3 }
      return json({ event: 'e1', signup })
    }
    const panel = await openEvent()
    expect(within(panel).getByText('Completo: queda la lista de espera').isConnected).toBe(true)
    await user.click(within(panel).getByRole('button', { name: 'Apuntarme a la lista de espera' }))
    await within(panel).findByText('Estás en la lista de espera: posición 3', {}, slow)
    expect(within(panel).queryByRole('button', { name: 'Ver entrada' })).toBeNull()
    expect(within(panel).getByRole('button', { name: 'Salir de la lista de espera' }).isConnected).toBe(true)
  })

  it('asks the event’s questions: a required one unanswered is marked and nothing is sent', async () => {
    const user = userEvent.setup()
    signup = {
      ...signup,
      questions: [
        {
          id: 'menu',
          label: 'Menú',
          kind: 'choice',
          options: [
            { id: 'carne', label: 'Carne' },
            { id: 'veg', label: 'Vegetariano' },
          ],
          required: true,
        },
        { id: 'alergias', label: 'Alergias', kind: 'text', options: [], required: false },
      ],
    }
    const panel = await openEvent()
    await user.click(within(panel).getByRole('button', { name: 'Apuntarme' }))
    const menu = within(panel).getByRole('group', { name: /Menú/ })
    await waitFor(() => expect(menu.getAttribute('aria-invalid')).toBe('true'))
    expect(within(menu).getByText('Responde a esta pregunta.').isConnected).toBe(true)
    expect(registrations()).toHaveLength(0)
    // The server's field message lands on its field too (an option the office removed meanwhile).
    register = () =>
      json(
        {
          code: 400,
          reason: 'validation_failed',
          message: 'Revisa los datos enviados: hay campos con errores.',
          errors: { 'answers.menu': ['Elige una de las opciones.'] },
        },
        400,
      )
    await user.click(within(menu).getByRole('radio', { name: 'Vegetariano' }))
    await user.click(within(panel).getByRole('button', { name: 'Apuntarme' }))
    await within(menu).findByText('Elige una de las opciones.', {}, slow)
    expect(registrations().at(-1)?.body).toEqual({ answers: { menu: 'veg' } })
    // Answered, it is sent with the optional text.
    register = (body) => {
      signup = { ...signup, state: 'confirmed', places_left: 2 }
      return json({ event: 'e1', signup, body })
    }
    await user.type(within(panel).getByRole('textbox', { name: 'Alergias' }), 'Nueces')
    await user.click(within(panel).getByRole('button', { name: 'Apuntarme' }))
    await within(panel).findByText('Tienes plaza en este evento', {}, slow)
    expect(registrations().at(-1)?.body).toEqual({ answers: { menu: 'veg', alergias: 'Nueces' } })
  })

  it('cancels only after the confirmation dialog, and focus goes back to the panel', async () => {
    const user = userEvent.setup()
    signup = { ...signup, state: 'confirmed', places_left: 2 }
    const panel = await openEvent()
    await user.click(within(panel).getByRole('button', { name: 'Anular mi inscripción' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Anular tu inscripción?' }, slow)
    // Cancelling the dialog changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(registrations()).toHaveLength(0)
    await user.click(within(panel).getByRole('button', { name: 'Anular mi inscripción' }))
    const again = await screen.findByRole('alertdialog', { name: '¿Anular tu inscripción?' }, slow)
    await user.click(within(again).getByRole('button', { name: 'Anular la inscripción' }))
    await within(panel).findByRole('button', { name: 'Apuntarme' }, slow)
    expect(registrations()).toEqual([expect.objectContaining({ method: 'DELETE' })])
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Inscripción' })),
    )
  })

  it('says a closed sign-up (409) and shows the panel as it now is', async () => {
    const user = userEvent.setup()
    register = () => {
      signup = { ...signup, open: false }
      return json(
        { code: 409, reason: 'conflict', message: 'Las inscripciones de este evento ya están cerradas.' },
        409,
      )
    }
    const panel = await openEvent()
    await user.click(within(panel).getByRole('button', { name: 'Apuntarme' }))
    await within(panel).findByText('Las inscripciones de este evento están cerradas.', {}, slow)
    expect(within(panel).queryByRole('button', { name: 'Apuntarme' })).toBeNull()
  })

  it('offers Premium to a free member on a Premium-only event, without the button', async () => {
    api.handlers['GET /api/init'] = () => json({ role: member.role, permissions: ['app.init'] })
    api.handlers['GET /usr/users/me'] = () => json(member)
    signup = { ...signup, mode: 'premium', may_sign_up: false }
    const panel = await openEvent()
    expect(
      within(panel).getByText('Las inscripciones de este evento son solo para socios Premium.').isConnected,
    ).toBe(true)
    expect(within(panel).queryByRole('button', { name: 'Apuntarme' })).toBeNull()
    expect((await screen.findByRole('link', { name: 'Hazte Premium' }, slow)).isConnected).toBe(true)
  })
})

describe('my events', () => {
  const event = (over: object) => ({
    hash: 'e1',
    slug: 'cena-de-antiguos-alumnos',
    title: 'Cena de antiguos alumnos',
    place: 'Aula Magna',
    starts_at: '2099-05-14T18:00:00.000Z',
    ends_at: null,
    state: 'confirmed',
    position: null,
    checked_in_at: null,
    ticket: true,
    ...over,
  })

  it('lists the upcoming ones with the state, and opens the ticket in a dialog', async () => {
    const user = userEvent.setup()
    api.handlers['GET /usr/events'] = ({ query }) =>
      json(
        query.when === 'past'
          ? { items: [], total: 0, maxPages: 0 }
          : {
              items: [
                event({}),
                event({
                  hash: 'e2',
                  slug: 'charla',
                  title: 'Charla',
                  state: 'waiting',
                  position: 2,
                  ticket: false,
                }),
              ],
              total: 2,
              maxPages: 1,
            },
      )
    api.handlers['GET /usr/events/e1/ticket'] = () =>
      json({
        event: 'e1',
        title: 'Cena de antiguos alumnos',
        starts_at: '2099-05-14T18:00:00.000Z',
        place: 'Aula Magna',
        name: 'Lucía Martín',
        token: 'e1.r1.sig',
        qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        qr_png: 'data:image/png;base64,AA==',
        checked_in_at: null,
      })
    await renderApp('/es/user/events')
    await screen.findByRole('heading', { level: 1, name: 'Mis eventos' }, slow)
    await screen.findByRole('link', { name: 'Cena de antiguos alumnos' }, slow)
    expect(screen.getByText('En lista de espera: posición 2').isConnected).toBe(true)
    const open = screen.getByRole('button', { name: /^Ver entrada ?: Cena de antiguos alumnos$/ })
    await user.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Tu entrada' }, slow)
    expect(
      (
        await within(dialog).findByRole(
          'img',
          { name: 'Código QR de tu entrada a Cena de antiguos alumnos' },
          slow,
        )
      ).isConnected,
    ).toBe(true)
    expect(within(dialog).getByText('Lucía Martín').isConnected).toBe(true)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(open))
    // The past ones: an empty list says so.
    await user.click(screen.getByRole('tab', { name: 'Pasados' }))
    await screen.findByText('No tienes eventos pasados.', {}, slow)
  })
})
