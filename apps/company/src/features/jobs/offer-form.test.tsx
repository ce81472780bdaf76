import '@egresa/ui/app/test-setup'
import type { CompanyOffer } from '@egresa/api-contract/jobs'
import { apiServerForTests, json, signIn } from '@egresa/ui/app/test-api-server'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { companyOffer, emptyList, renderApp, signedInHandlers } from '../../test/app'

// The offer form in the whole app, against a real HTTP server on loopback that plays the API: one offer
// written in two languages, saved as a draft or sent to review, and what editing a published one does.

let stored: CompanyOffer
const api = apiServerForTests()
beforeEach(() => {
  signIn()
  stored = companyOffer()
  api.handlers = {
    ...signedInHandlers(),
    'GET /usr/company/offers': () => json(emptyList),
    'POST /usr/company/offers': (seen) => {
      stored = companyOffer({
        ...(seen.body as Partial<CompanyOffer>),
        categories: [],
        category: null,
        area: null,
        specialty: null,
      })
      return json(stored, 201)
    },
    'GET /usr/company/offers/off1': () => json(stored),
    'PATCH /usr/company/offers/off1': (seen) => {
      const { categories, ...changes } = seen.body as Omit<Partial<CompanyOffer>, 'categories'> & {
        categories?: string[]
      }
      stored = companyOffer({
        ...stored,
        ...changes,
        ...(categories ? { categories: categories.map((hash) => ({ hash, title: hash })) } : {}),
        status: stored.status === 'PUBLISHED' ? 'PENDING' : stored.status,
      })
      return json(stored)
    },
    'POST /usr/company/offers/off1/publish': () => {
      stored = { ...stored, status: 'PENDING' }
      return json(stored)
    },
  }
})

const slow = { timeout: 10_000 }
const writes = () => api.seen.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path}`)
const sent = (method: string) =>
  api.seen.find((s) => s.method === method && s.path.startsWith('/usr/company'))

async function fillSpanish(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Ingeniera de datos')
  await user.type(screen.getByRole('textbox', { name: /^Puesto/ }), 'Ingeniería de datos')
  await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Buscamos una ingeniera de datos.')
  await user.type(screen.getByRole('textbox', { name: /^Localidad/ }), 'Valencia')
  await user.selectOptions(screen.getByRole('combobox', { name: /^Tipo de contrato/ }), 'INDEFINITE')
  await user.selectOptions(screen.getByRole('combobox', { name: /^Jornada/ }), 'FULL-TIME')
}

describe('the offer form', () => {
  it('writes one offer in two languages; half an English version opens its tab with the message', async () => {
    const user = userEvent.setup()
    const router = await renderApp('/es/user/offers/new')
    await screen.findByRole('heading', { level: 1, name: 'Publicar una oferta' }, slow)
    await fillSpanish(user)
    await user.click(screen.getByRole('tab', { name: 'Inglés (opcional)' }))
    await user.type(screen.getByRole('textbox', { name: /^Título en inglés/ }), 'Data engineer')
    await user.click(screen.getByRole('tab', { name: 'Español' }))
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))

    const english = await screen.findByRole('tab', { name: /Inglés \(opcional\) \(tiene errores\)/ })
    expect(english.getAttribute('aria-selected')).toBe('true')
    const description = screen.getByRole('textbox', { name: /^Descripción en inglés/ })
    await waitFor(() => expect(document.activeElement).toBe(description))
    expect(description.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText(/escribe también su título y su descripción/).length).toBeGreaterThan(0)
    expect(writes()).toEqual([])

    await user.type(description, 'We are looking for a data engineer.')
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/user/offers/off1/edit'), slow)
    expect(writes()).toEqual(['POST /usr/company/offers'])
    expect(sent('POST')?.body).toMatchObject({
      title: 'Ingeniera de datos',
      title_en: 'Data engineer',
      description_en: 'We are looking for a data engineer.',
      workstation_en: null,
      contract: 'INDEFINITE',
      working_hours: 'FULL-TIME',
      country_code: null,
      date_incorporation: null,
    })
    // Spec section 4: the saved draft offers to be published.
    expect(await screen.findByText('Esta oferta no está publicada.', {}, slow)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enviar a revisión' })).toBeTruthy()
  })

  it('refuses a start date more than two years ahead with the contract’s message, and sends nothing', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/offers/new')
    await screen.findByRole('heading', { level: 1, name: 'Publicar una oferta' }, slow)
    await fillSpanish(user)
    const farAhead = new Date()
    farAhead.setUTCFullYear(farAhead.getUTCFullYear() + 3)
    const date = screen.getByLabelText(/^Fecha de incorporación/)
    fireEvent.change(date, { target: { value: farAhead.toISOString().slice(0, 10) } })
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    const message = 'La fecha de incorporación debe estar entre hoy y dentro de 2 años.'
    expect((await screen.findAllByText(message, {}, slow)).length).toBeGreaterThan(0)
    expect(date.getAttribute('aria-invalid')).toBe('true')
    expect(writes()).toEqual([])
  })

  it('saves and sends a new internship for two degrees to review in one go, then shows the list', async () => {
    const user = userEvent.setup()
    const router = await renderApp('/es/user/offers/new')
    await screen.findByRole('heading', { level: 1, name: 'Publicar una oferta' }, slow)
    await fillSpanish(user)
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tipo de contrato/ }), 'Prácticas')
    await user.click(screen.getByRole('checkbox', { name: 'Grado en Ingeniería Informática' }))
    await user.click(screen.getByRole('checkbox', { name: 'Grado en Ingeniería de Telecomunicación' }))
    // A branch is a heading, not a choice.
    expect(screen.queryByRole('checkbox', { name: 'Ingeniería y Arquitectura' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Guardar y enviar a revisión' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/user/offers'), slow)
    expect(writes()).toEqual(['POST /usr/company/offers', 'POST /usr/company/offers/off1/publish'])
    expect(sent('POST')?.body).toMatchObject({
      contract: 'INTERNSHIP',
      categories: ['computing', 'telecom'],
      title_en: null,
    })
  })

  it('shows the studies an offer names as checked, and unchecking one sends the rest', async () => {
    stored = companyOffer({
      categories: [
        { hash: 'computing', title: 'Grado en Ingeniería Informática' },
        { hash: 'telecom', title: 'Grado en Ingeniería de Telecomunicación' },
      ],
    })
    const user = userEvent.setup()
    await renderApp('/es/user/offers/off1/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar la oferta' }, slow)
    const computing = screen.getByRole('checkbox', { name: 'Grado en Ingeniería Informática' })
    expect((computing as HTMLInputElement).checked).toBe(true)
    await user.click(computing)
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    await waitFor(() => expect(sent('PATCH')?.body).toEqual({ categories: ['telecom'] }), slow)
  })

  it('warns that editing a published offer sends it back to review, and sends only what changed', async () => {
    stored = companyOffer({
      status: 'PUBLISHED',
      date_incorporation: '2020-01-01',
      published_at: '2026-01-11',
    })
    const user = userEvent.setup()
    const router = await renderApp('/es/user/offers/off1/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar la oferta' }, slow)
    expect(screen.getByText(/Si guardas cambios, volverá a revisión/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).toBeNull()
    // A start date already past stays as it is: only a new one must not be past.
    const title = screen.getByRole('textbox', { name: /^Título/ })
    await user.clear(title)
    await user.type(title, 'Ingeniera de datos sénior')
    await user.click(screen.getByRole('button', { name: 'Guardar y enviar a revisión' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/user/offers'), slow)
    expect(writes()).toEqual(['PATCH /usr/company/offers/off1'])
    expect(sent('PATCH')?.body).toEqual({ title: 'Ingeniera de datos sénior' })
  })
})
