import '@egresa/ui/app/test-setup'
import type { CompanyOffer } from '@egresa/api-contract/jobs'
import { apiServerForTests, json, type Seen, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { companyOffer, renderApp, signedInHandlers } from '../../test/app'

// "My offers" in the whole app, against a real HTTP server on loopback that plays the API: the filters are
// the URL's search (debounced, back to page 1), and the offers' actions: close with feedback, delete.

let offers: CompanyOffer[]
const api = apiServerForTests()
beforeEach(() => {
  signIn()
  offers = [
    companyOffer({
      hash: 'pub1',
      id: 'pub1',
      title: 'Ingeniera de datos',
      status: 'PUBLISHED',
      published_at: '2026-01-11T09:00:00.000Z',
      candidates: { new: 2, in_process: 1, discarded: 0 },
    }),
    companyOffer({
      hash: 'dra1',
      id: 'dra1',
      title: 'Técnico de sistemas',
      review_note: 'Falta el salario.',
    }),
  ]
  api.handlers = {
    ...signedInHandlers(),
    'GET /usr/company/offers': (seen: Seen) => {
      const text = seen.query.text
      const items = offers.filter((o) => !text || o.title.toLowerCase().includes(text))
      return json({ items, total: items.length * 3, maxPages: 3 })
    },
    'GET /usr/company/offers/pub1/candidates': () =>
      json({
        items: [
          {
            hash: 'app1',
            status: 'ACCEPTED',
            applied_at: '2026-01-12T09:00:00.000Z',
            updated_at: '2026-01-12T09:00:00.000Z',
            has_cv: true,
            person: {
              hash: 'p1',
              name: 'Lucía',
              surname: 'Martín',
              email: 'lucia@uni.es',
              avatar: null,
              category: null,
              graduation_year: 2020,
              current_job: null,
              current_company: null,
              city: null,
            },
          },
        ],
        total: 1,
        maxPages: 1,
      }),
    'POST /usr/company/offers/pub1/close': () => json({ ...offers[0], status: 'CLOSED' }),
    'DELETE /usr/company/offers/dra1': () => ({ status: 204, body: null }),
  }
})

const slow = { timeout: 10_000 }
const listCalls = () => api.seen.filter((s) => s.method === 'GET' && s.path === '/usr/company/offers')

describe('my offers', () => {
  // It waits the spec's real filter delays several times: on a busy CI machine that takes over 20 s.
  it('filter by text and status through the URL, after the spec’s delays, back to page 1', async () => {
    const user = userEvent.setup()
    const router = await renderApp('/es/user/offers?page=3')
    await screen.findByRole('heading', { level: 3, name: 'Ingeniera de datos' }, slow)
    expect(listCalls().at(-1)?.query.page).toBe('3')

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'datos')
    // Typing is not a request per letter: one, half a second after the last key.
    // Page 1 and the default size leave the URL: the filtered list starts again on its first page.
    await waitFor(() => expect(router.state.location.href).toBe('/es/user/offers?text=datos'), slow)
    await waitFor(() => expect(listCalls().at(-1)?.query.text).toBe('datos'))
    expect(
      listCalls()
        .filter((c) => c.query.text)
        .map((c) => c.query.text),
    ).toEqual(['datos'])
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Técnico de sistemas' })).toBeNull(),
    )

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'CLOSED')
    await waitFor(() => expect(router.state.location.search).toEqual({ text: 'datos', status: 'CLOSED' }))
    await waitFor(() => expect(listCalls().at(-1)?.query.status).toBe('CLOSED'))

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }))
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'nada')
    expect(await screen.findByText('Ningún resultado coincide con estos filtros.', {}, slow)).toBeTruthy()
  }, 60_000)

  it('shows each state with what can be done, and the office’s reason on a draft sent back', async () => {
    await renderApp('/es/user/offers')
    const published = (await screen.findByRole(
      'article',
      { name: 'Ingeniera de datos' },
      slow,
    )) as HTMLElement
    expect(within(published).getByText('Activa')).toBeTruthy()
    expect(within(published).getByRole('link', { name: /Candidatos \(3\)/ })).toBeTruthy()
    expect(within(published).getByRole('button', { name: /Cerrar/ })).toBeTruthy()
    expect(within(published).queryByRole('button', { name: /Eliminar/ })).toBeNull()
    const draft = screen.getByRole('article', { name: 'Técnico de sistemas' })
    expect(within(draft).getByText('Borrador (no publicada)')).toBeTruthy()
    expect(within(draft).getByText('Esta oferta no está publicada.')).toBeTruthy()
    expect(within(draft).getByText('Falta el salario.')).toBeTruthy()
    expect(within(draft).getByRole('button', { name: 'Enviar a revisión' })).toBeTruthy()
  })

  it('closes an offer only with every feedback answer, and whom when someone was hired', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/offers')
    const published = (await screen.findByRole(
      'article',
      { name: 'Ingeniera de datos' },
      slow,
    )) as HTMLElement
    await user.click(within(published).getByRole('button', { name: /Cerrar/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar la oferta «Ingeniera de datos»' })
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la oferta' }))
    expect(
      await within(dialog).findByText(
        'El campo Valoración del servicio de la bolsa de empleo es obligatorio',
      ),
    ).toBeTruthy()
    expect(
      within(dialog).getByText('El campo Valoración de la adecuación de los candidatos es obligatorio'),
    ).toBeTruthy()
    expect(within(dialog).getByText('El campo Contratación es obligatorio')).toBeTruthy()

    const service = within(dialog).getByRole('group', { name: /servicio de la bolsa de empleo/ })
    await user.click(within(service).getByRole('radio', { name: '4 · Buena' }))
    const candidates = within(dialog).getByRole('group', { name: /adecuación de los candidatos/ })
    await user.click(within(candidates).getByRole('radio', { name: '5 · Excelente' }))
    await user.click(within(dialog).getByRole('radio', { name: 'Sí' }))
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la oferta' }))
    expect(await within(dialog).findByText('Indica a quién has contratado.')).toBeTruthy()
    expect(api.seen.filter((s) => s.method === 'POST')).toEqual([])

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Persona contratada/ }), 'app1')
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la oferta' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(api.seen.find((s) => s.method === 'POST')?.body).toEqual({
      service_rating: 4,
      candidates_rating: 5,
      hired: true,
      hired_candidate: 'app1',
    })
  })

  it('deletes a draft only after the confirmation', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/offers')
    const draft = (await screen.findByRole('article', { name: 'Técnico de sistemas' }, slow)) as HTMLElement
    await user.click(within(draft).getByRole('button', { name: /Eliminar/ }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(api.seen.filter((s) => s.method === 'DELETE')).toEqual([])
    await user.click(within(draft).getByRole('button', { name: /Eliminar/ }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Eliminar definitivamente',
      }),
    )
    await waitFor(() =>
      expect(api.seen.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([
        '/usr/company/offers/dra1',
      ]),
    )
  })

  it('says how many applications go with the offer, one or several, in the catalog’s plural', async () => {
    const user = userEvent.setup()
    offers.push(
      companyOffer({
        hash: 'clo1',
        id: 'clo1',
        title: 'Analista',
        status: 'CLOSED',
        candidates: { new: 0, in_process: 0, discarded: 1 },
      }),
      companyOffer({
        hash: 'clo2',
        id: 'clo2',
        title: 'Contable',
        status: 'CLOSED',
        candidates: { new: 1, in_process: 1, discarded: 1 },
      }),
    )
    await renderApp('/es/user/offers')
    const one = (await screen.findByRole('article', { name: 'Analista' }, slow)) as HTMLElement
    await user.click(within(one).getByRole('button', { name: /Eliminar/ }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Se borrará también su candidatura.')
    expect(dialog.textContent).not.toMatch(/\b1 candidaturas/)
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    const three = screen.getByRole('article', { name: 'Contable' })
    await user.click(within(three).getByRole('button', { name: /Eliminar/ }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Se borrarán también sus 3 candidaturas.',
    )
  })
})
