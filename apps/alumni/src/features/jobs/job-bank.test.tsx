import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'
import { categoryTree, countries, jobPage } from '../../test/jobs'

// The job bank in the whole app, against a real HTTP server on loopback that plays the API: what the
// filters do to the address and to the request, and what each kind of member meets.

const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })
const slow = { timeout: 10_000 }

let bank: () => Reply
const api = apiServerForTests()
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  bank = () => json(jobPage(9, 30))
  api.handlers = {
    'GET /api/init': () => json({ role: 'alumniPremium', permissions: ['app.init', 'jobs.read'] }),
    'GET /usr/users/me': () => json(premium),
    'GET /api/categories/tree': () => json(categoryTree),
    'GET /api/countries': () => json(countries),
    'GET /api/jobs': () => bank(),
    'GET /api/tags': ({ query }) =>
      json(
        query.group === 'area'
          ? [{ hash: 'area1', title: 'Ingeniería', type: 'USER', group: 'area' }]
          : [{ hash: 'spec1', title: 'Inteligencia artificial', type: 'USER', group: 'specialty' }],
      ),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const bankRequests = () => api.seen.filter((s) => s.path === '/api/jobs').map((s) => s.query)

async function openBank(path: string) {
  const router = await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Bolsa de empleo' }, slow)
  await screen.findByRole('link', { name: 'Oferta número 9' }, slow)
  return router
}

describe('the job bank’s filters', () => {
  it('put the text into the address after the pause, keep the other filters and go back to page 1', async () => {
    const user = userEvent.setup()
    const router = await openBank('/es/empleo/offers?page=2&contract=TEMPORAL')
    expect(bankRequests()).toEqual([{ page: '2', size: '9', contract: 'TEMPORAL' }])
    expect(screen.getByLabelText<HTMLSelectElement>('Tipo de contrato').value).toBe('TEMPORAL')

    await user.type(screen.getByLabelText('Buscar'), 'diseño')
    await waitFor(
      () => expect(router.history.location.search).toBe('?contract=TEMPORAL&text=dise%C3%B1o'),
      slow,
    )
    // One request for the whole word, not one per letter.
    await waitFor(() =>
      expect(bankRequests()).toEqual([
        { page: '2', size: '9', contract: 'TEMPORAL' },
        { page: '1', size: '9', contract: 'TEMPORAL', text: 'diseño' },
      ]),
    )
    expect(router.history.location.pathname).toBe('/es/empleo/offers')
  })

  it('take a contract or working hours from the lists, and clearing them empties the address', async () => {
    const user = userEvent.setup()
    const router = await openBank('/es/empleo/offers?page=3')
    await user.selectOptions(screen.getByLabelText('Jornada'), 'PART-TIME')
    await waitFor(() => expect(router.history.location.search).toBe('?working_hours=PART-TIME'), slow)
    await user.click(screen.getByRole('button', { name: 'Borrar los filtros' }))
    await waitFor(() => expect(router.history.location.search).toBe(''), slow)
    expect(screen.getByLabelText<HTMLSelectElement>('Jornada').value).toBe('')
  })

  it('offer the studies as a tree whose groups cannot be chosen, and send the chosen degree', async () => {
    const user = userEvent.setup()
    const router = await openBank('/es/empleo/offers')
    await user.click(screen.getByRole('button', { name: 'Estudios Todos los estudios' }))
    const tree = screen.getByRole('group', { name: 'Estudios' })
    expect(within(tree).getByLabelText<HTMLInputElement>('Ciencias').disabled).toBe(true)
    await user.click(within(tree).getByLabelText('Grado en Física'))
    await waitFor(() => expect(router.history.location.search).toBe('?category=physics'), slow)
    await waitFor(() => expect(bankRequests().at(-1)).toEqual({ page: '1', size: '9', category: 'physics' }))
  })

  it('filter by area and specialty, and offer internships among the contracts', async () => {
    const user = userEvent.setup()
    const router = await openBank('/es/empleo/offers')
    const contracts = [...screen.getByLabelText<HTMLSelectElement>('Tipo de contrato').options]
    expect(contracts.map((o) => o.textContent)).toContain('Prácticas')
    await user.selectOptions(screen.getByLabelText('Área'), 'Ingeniería')
    await waitFor(() => expect(router.history.location.search).toBe('?area=area1'), slow)
    await user.selectOptions(screen.getByLabelText('Especialidad'), 'Inteligencia artificial')
    await user.selectOptions(screen.getByLabelText('Tipo de contrato'), 'Prácticas')
    // Both choices in the address, in whichever order the filter bar wrote them.
    await waitFor(
      () =>
        expect(Object.fromEntries(new URLSearchParams(router.history.location.search))).toEqual({
          area: 'area1',
          specialty: 'spec1',
          contract: 'INTERNSHIP',
        }),
      slow,
    )
    await waitFor(() =>
      expect(bankRequests().at(-1)).toEqual({
        page: '1',
        size: '9',
        area: 'area1',
        specialty: 'spec1',
        contract: 'INTERNSHIP',
      }),
    )
  })

  it('sort the oldest first through the address, newest first by default; clearing the filters keeps the order', async () => {
    const user = userEvent.setup()
    const router = await openBank('/es/empleo/offers?page=2&area=area1')
    const order = screen.getByLabelText<HTMLSelectElement>('Ordenar por fecha')
    expect([...order.options].map((o) => o.textContent)).toEqual([
      'Más recientes primero',
      'Más antiguas primero',
    ])
    expect(order.value).toBe('')
    await user.selectOptions(order, 'Más antiguas primero')
    await waitFor(() => expect(router.history.location.search).toBe('?area=area1&sort=oldest'), slow)
    await waitFor(() =>
      expect(bankRequests().at(-1)).toEqual({ page: '1', size: '9', area: 'area1', sort: 'oldest' }),
    )
    await user.click(screen.getByRole('button', { name: 'Borrar los filtros' }))
    await waitFor(() => expect(router.history.location.search).toBe('?sort=oldest'), slow)
    // A shared link with the order opens with it chosen.
    await user.selectOptions(order, 'Más recientes primero')
    await waitFor(() => expect(router.history.location.search).toBe(''), slow)
  })

  it('lead to the job-alert settings', async () => {
    await openBank('/es/empleo/offers')
    expect(screen.getByRole('link', { name: 'Avisos de ofertas por correo' }).getAttribute('href')).toBe(
      '/es/user/profile/settings#settings-jobs',
    )
  })

  it('offer only the countries where alumni live', async () => {
    await openBank('/es/empleo/offers')
    const options = [...screen.getByLabelText<HTMLSelectElement>('País').options].map((o) => o.textContent)
    expect(options).toEqual(['Todos los países', 'España'])
  })
})

describe('the job bank’s list', () => {
  it('shows 9 offers a page with page links, each to its address', async () => {
    await openBank('/es/empleo/offers?text=dise%C3%B1o')
    expect(screen.getByText('30 ofertas')).toBeTruthy()
    const results = screen.getByRole('region', { name: 'Resultados' })
    expect(within(results).getAllByRole('article')).toHaveLength(9)
    const pages = screen.getByRole('navigation', { name: 'Páginas de ofertas' })
    expect(within(pages).getByRole('link', { name: 'Página 2' }).getAttribute('href')).toBe(
      '/es/empleo/offers?text=dise%C3%B1o&page=2',
    )
    expect(screen.getByRole('link', { name: 'Oferta número 1' }).getAttribute('href')).toBe('/es/empleo/o0')
  })

  it('says when nothing matches, with no page links', async () => {
    bank = () => json(jobPage(0))
    await renderApp('/es/empleo/offers?text=nada')
    expect(await screen.findByText('Ningún resultado coincide con estos filtros.', {}, slow)).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Páginas de ofertas' })).toBeNull()
  })

  it('is in English at /en/jobs/offers', async () => {
    bank = () => json(jobPage(0))
    await renderApp('/en/jobs/offers')
    expect(await screen.findByRole('heading', { level: 1, name: 'Job bank' }, slow)).toBeTruthy()
    expect(await screen.findByText('There are no job offers published right now.', {}, slow)).toBeTruthy()
  })
})

describe('who meets the job bank', () => {
  it('a free member: the upgrade prompt with what Premium brings, and the list is never asked for', async () => {
    api.handlers['GET /api/init'] = () => json({ role: 'alumniFreemium', permissions: ['app.init'] })
    api.handlers['GET /usr/users/me'] = () => json(member)
    await renderApp('/es/empleo/offers')
    const prompt = await screen.findByRole(
      'region',
      { name: 'La bolsa de empleo es para cuentas Premium' },
      slow,
    )
    expect(within(prompt).getByText('Ver y solicitar las ofertas de la bolsa de empleo')).toBeTruthy()
    expect(within(prompt).getByRole('link', { name: 'Hazte Premium' }).getAttribute('href')).toBe(
      '/es/user/profile/settings-iban?from=%2Fes%2Fempleo%2Foffers',
    )
    expect(within(prompt).getByRole('link', { name: 'Ver todas las ventajas' }).getAttribute('href')).toBe(
      '/es/info/benefits',
    )
    expect(
      within(prompt)
        .getByRole('link', { name: /últimas ofertas/ })
        .getAttribute('href'),
    ).toBe('/es/empleo')
    expect(bankRequests()).toEqual([])
  })

  it('a guest: the login page, which comes back to the same search', async () => {
    cookieSessionStore().clear()
    const router = await renderApp('/es/empleo/offers?contract=FREELANCE')
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, slow)
    expect(router.state.location.search).toEqual({ redirect: '/es/empleo/offers?contract=FREELANCE' })
  })
})
