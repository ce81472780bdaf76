import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import type { MemberHome } from '@egresa/api-contract/home'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// A member's home in the whole app, against a real HTTP server on loopback that plays the API: signed in,
// the home shows the person's own applications, groups and events (one call, `GET /usr/home`), with their
// empty and error states and a prompt to complete the profile; a guest still sees the guest home.

const slow = { timeout: 10_000 }
const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })

const filled: MemberHome = {
  applications: {
    items: [
      {
        hash: 'a1',
        status: 'ACCEPTED',
        applied_at: '2031-05-02T10:00:00.000Z',
        offer: { hash: 'o1', title: 'Prácticas: Ingeniero/a de datos', status: 'PUBLISHED', company: 'Acme' },
      },
      {
        hash: 'a2',
        status: 'PENDING',
        applied_at: '2031-04-20T10:00:00.000Z',
        offer: { hash: 'o2', title: 'Analista de sistemas', status: 'CLOSED', company: 'Datos S.L.' },
      },
    ],
    total: 5,
  },
  groups: {
    items: [
      {
        slug: 'fisica',
        name: 'Física aplicada',
        language: 'es',
        latest: { author: 'Bruno', excerpt: 'Nos vemos el jueves', at: '2031-05-03T10:00:00.000Z' },
      },
      { slug: 'nuevo', name: 'Grupo nuevo', latest: null },
    ],
    total: 2,
  },
  events: {
    items: [
      {
        hash: 'e1',
        slug: 'feria-de-empleo',
        title: 'Feria de empleo',
        language: 'es',
        starts_at: '2031-06-10T09:00:00.000Z',
        place: 'Valencia',
        subscribed: true,
      },
    ],
    total: 1,
  },
}
const empty: MemberHome = {
  applications: { items: [], total: 0 },
  groups: { items: [], total: 0 },
  events: { items: [], total: 0 },
}

let me: CurrentUser
let homeReply: () => Reply
const api = apiServerForTests()
beforeEach(() => {
  me = premium
  homeReply = () => json(filled)
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: me.role, permissions: ['app.init', 'jobs.read', 'jobs.apply'] }),
    'GET /usr/users/me': () => json(me),
    'GET /usr/home': () => homeReply(),
    'GET /api/articles': () => json({ items: [], total: 0, maxPages: 0 }),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

/** A panel of the home once its rows (or its empty state) show. */
async function region(name: string) {
  const found = await screen.findByRole('region', { name: new RegExp(`^${name}`) }, slow)
  await waitFor(() => expect(found.getAttribute('aria-busy')).not.toBe('true'), slow)
  return found
}

describe('a member’s home', () => {
  it('shows the person’s applications with their states, their groups’ activity and their events', async () => {
    await renderApp('/es')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Lucía' }, slow)).toBeTruthy()
    const applications = await region('Tus candidaturas')
    const rows = within(applications).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      'Prácticas: Ingeniero/a de datosAcme · inscrita el 2 de mayo de 2031Estado: En proceso',
      'Analista de sistemasDatos S.L. · inscrita el 20 de abril de 2031Estado: Pendiente · oferta cerrada',
    ])
    expect(within(applications).getByRole('heading').textContent).toBe('Tus candidaturas(5)')
    expect(
      within(applications)
        .getByRole('link', { name: 'Prácticas: Ingeniero/a de datos' })
        .getAttribute('href'),
    ).toBe('/es/empleo/o1')
    expect(
      within(applications).getByRole('link', { name: 'Todas mis inscripciones' }).getAttribute('href'),
    ).toBe('/es/user/jobs/subscribed')

    const groups = await region('Tus grupos')
    expect(within(groups).getByRole('link', { name: 'Física aplicada' }).getAttribute('href')).toBe(
      '/es/grupos/fisica',
    )
    expect(within(groups).getByText('Nos vemos el jueves')).toBeTruthy()
    expect(within(groups).getByText('Aún no hay comentarios.')).toBeTruthy()
    // A Spanish group on a Spanish page: no mark.
    expect(within(groups).getByRole('link', { name: 'Física aplicada' }).getAttribute('lang')).toBeNull()
    expect(within(groups).queryByText('En español')).toBeNull()

    const events = await region('Tus próximos eventos')
    expect(within(events).getByRole('link', { name: 'Feria de empleo' }).getAttribute('href')).toBe(
      '/es/news/feria-de-empleo',
    )
    expect(within(events).getByText('10 de junio de 2031 · Valencia')).toBeTruthy()
    expect(within(events).getByText('Inscrito')).toBeTruthy()
    // Complete profile: no prompt. One call for the whole of it; a guest's home is not shown.
    expect(screen.queryByRole('region', { name: 'Completa tu perfil' })).toBeNull()
    expect(api.seen.filter((s) => s.path === '/usr/home')).toHaveLength(1)
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull()
  })

  it('says what to do when there is nothing yet, and asks a free member nothing about applications', async () => {
    homeReply = () => json(empty)
    await renderApp('/es')
    const applications = await region('Tus candidaturas')
    expect(within(applications).getByText('Aún no te has inscrito en ninguna oferta.')).toBeTruthy()
    expect(within(applications).getByRole('link', { name: 'Buscar ofertas' }).getAttribute('href')).toBe(
      '/es/empleo/offers',
    )
    const groups = await region('Tus grupos')
    expect(within(groups).getByText('Aún no participas en ningún grupo.')).toBeTruthy()
    const events = await region('Tus próximos eventos')
    expect(within(events).getByRole('link', { name: 'Ver la agenda' }).getAttribute('href')).toBe(
      '/es/news?type=EVENT',
    )
  })

  it('leaves the applications out for a member who cannot apply', async () => {
    me = member
    homeReply = () => json({ ...empty, applications: null })
    await renderApp('/es')
    await region('Tus grupos')
    expect(screen.queryByRole('region', { name: /^Tus candidaturas/ })).toBeNull()
  })

  it('says when the activity could not be loaded, and tries again', async () => {
    const user = userEvent.setup()
    // Too many requests (a 500 shows the app's server error page instead, for every call).
    homeReply = () => ({
      status: 429,
      body: { code: 429, reason: 'too_many_requests', message: 'Demasiadas peticiones' },
    })
    await renderApp('/es')
    const alert = await screen.findByRole('alert', {}, slow)
    await waitFor(() => expect(alert.textContent).toContain('No se ha podido cargar tu actividad.'), slow)
    homeReply = () => json(filled)
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    expect(await region('Tus candidaturas')).toBeTruthy()
  })

  it('is in English at /en', async () => {
    await renderApp('/en')
    const applications = await region('Your applications')
    await waitFor(() => expect(within(applications).getByText('In process')).toBeTruthy(), slow)
    // A Spanish group on the English home says so, its name in lang="es".
    const groups = await region('Your groups')
    expect(within(groups).getByRole('link', { name: 'Física aplicada' }).getAttribute('lang')).toBe('es')
    expect(within(groups).getAllByText('In Spanish')).toHaveLength(1)
    expect(await region('Your upcoming events')).toBeTruthy()
  })
})
