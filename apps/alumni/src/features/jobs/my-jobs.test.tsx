import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// The jobs landing, the subscribed offers and the alerts' unsubscribe link, in the whole app against a real
// HTTP server on loopback that plays the API.

const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })
const slow = { timeout: 10_000 }
const company = { hash: 'acme', name: 'Acme', logo: null }

const api = apiServerForTests()
beforeEach(() => {
  api.handlers = {
    'GET /api/jobs/latest': () =>
      json({
        items: [
          {
            hash: 'o1',
            title: 'Analista de datos',
            location: 'Bilbao',
            contract: 'INDEFINITE',
            working_hours: 'FULL-TIME',
            published_at: '2031-06-01T00:00:00.000Z',
            company,
          },
        ],
        total: 42,
      }),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

function signIn(user: CurrentUser) {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers['GET /api/init'] = () => json({ role: user.role, permissions: ['app.init'] })
  api.handlers['GET /usr/users/me'] = () => json(user)
}

describe('the jobs landing', () => {
  it('shows a guest the latest offers and the way in: sign in to the job bank, or register', async () => {
    await renderApp('/es/empleo')
    await screen.findByRole('heading', { level: 1, name: 'Bolsa de empleo' }, slow)
    expect(screen.getByRole('link', { name: 'Analista de datos' }).getAttribute('href')).toBe('/es/empleo/o1')
    expect(screen.getByText('42 ofertas abiertas en la bolsa')).toBeTruthy()
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href'),
    ).toBe('/es/login?redirect=%2Fes%2Fempleo%2Foffers')
    expect(screen.getByRole('link', { name: 'Crear una cuenta' }).getAttribute('href')).toBe('/es/register')
  })

  it('sends a free member to Premium', async () => {
    signIn(member)
    await renderApp('/en/jobs')
    await screen.findByRole('heading', { level: 1, name: 'Job bank' }, slow)
    expect(screen.getByRole('link', { name: 'Go Premium' }).getAttribute('href')).toBe(
      '/en/user/profile/settings-iban?from=%2Fen%2Fjobs',
    )
  })

  it('sends a Premium member to the job bank and their applications', async () => {
    signIn(premium)
    await renderApp('/es/empleo')
    await screen.findByRole('heading', { level: 1, name: 'Bolsa de empleo' }, slow)
    expect(screen.getByRole('link', { name: 'Buscar ofertas' }).getAttribute('href')).toBe(
      '/es/empleo/offers',
    )
    expect(screen.getByRole('link', { name: 'Mis inscripciones' }).getAttribute('href')).toBe(
      '/es/user/jobs/subscribed',
    )
  })
})

describe('the subscribed offers', () => {
  it('list each application with its status and the offer’s state, from the user menu', async () => {
    signIn(premium)
    const offer = { hash: 'o1', title: 'Analista de datos', location: 'Bilbao', status: 'PUBLISHED', company }
    api.handlers['GET /usr/applications'] = () =>
      json({
        items: [
          {
            hash: 'a1',
            status: 'PENDING',
            applied_at: '2031-06-02T00:00:00Z',
            updated_at: '2031-06-02T00:00:00Z',
            offer,
          },
          {
            hash: 'a2',
            status: 'ACCEPTED',
            applied_at: '2031-05-02T00:00:00Z',
            updated_at: '2031-05-09T00:00:00Z',
            offer: { ...offer, hash: 'o2', title: 'Contable' },
          },
          {
            hash: 'a3',
            status: 'CANCELLED',
            applied_at: '2031-04-02T00:00:00Z',
            updated_at: '2031-04-09T00:00:00Z',
            offer: { ...offer, hash: 'o3', title: 'Recepcionista', status: 'CLOSED' },
          },
        ],
        total: 3,
        maxPages: 1,
      })
    await renderApp('/es/user/jobs/subscribed')
    await screen.findByRole('heading', { level: 1, name: 'Ofertas inscritas' }, slow)
    const rows = screen.getAllByRole('article')
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Analista de datos',
      'Contable',
      'Recepcionista',
    ])
    expect(within(rows[0] as HTMLElement).getByText('Pendiente')).toBeTruthy()
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Retirar mi inscripción' }),
    ).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('En proceso')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull()
    expect(within(rows[2] as HTMLElement).getByText('Descartada')).toBeTruthy()
    expect(within(rows[2] as HTMLElement).getByText('Oferta cerrada')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Páginas de inscripciones' })).toBeNull()
  })

  it('with none yet, link to the job bank', async () => {
    signIn(premium)
    api.handlers['GET /usr/applications'] = () => json({ items: [], total: 0, maxPages: 0 })
    await renderApp('/es/user/jobs/subscribed')
    expect(await screen.findByText('Todavía no te has inscrito en ninguna oferta.', {}, slow)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buscar ofertas' }).getAttribute('href')).toBe(
      '/es/empleo/offers',
    )
  })
})

describe('the alerts’ unsubscribe link', () => {
  it('turns the alerts off as it opens, without signing in, once', async () => {
    api.handlers['POST /api/jobs/alerts/unsubscribe'] = () => json({ email: 'lucia@uni.es' })
    await renderApp('/es/empleo/unsubscribe?token=abc.def')
    expect(await screen.findByText(/ya no recibirás ofertas de empleo por correo en/, {}, slow)).toBeTruthy()
    expect(screen.getByText('lucia@uni.es')).toBeTruthy()
    const posts = api.seen.filter((s) => s.method === 'POST')
    expect(posts.map((s) => [s.path, s.body, s.token])).toEqual([
      ['/api/jobs/alerts/unsubscribe', { token: 'abc.def' }, undefined],
    ])
  })

  it('says when the link is not valid', async () => {
    api.handlers['POST /api/jobs/alerts/unsubscribe'] = () => ({
      status: 404,
      body: { code: 404, reason: 'not_found', message: 'No se ha encontrado lo que buscas.' },
    })
    await renderApp('/en/jobs/unsubscribe?token=nope')
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain(
      'The unsubscribe link is not valid',
    )
  })

  it('says so without a token, and asks nothing of the server', async () => {
    await renderApp('/es/empleo/unsubscribe')
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain('no es válido')
    expect(api.seen.filter((s) => s.method === 'POST')).toEqual([])
  })
})
