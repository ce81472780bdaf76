import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// The completeness rule and the profile form, in the whole app against a real HTTP server on loopback that
// plays the API. What the server receives is recorded, so a test sees what the form sent.

const complete = member
const incomplete = v.parse(CurrentUser, {
  ...member,
  gender: null,
  is_complete: false,
  missing: ['birthdate', 'gender', 'category'],
  category: null,
  data: { ...member.data, birthdate: null },
})

const tree = [
  {
    hash: 'sciences',
    title: 'Ciencias',
    level: 1,
    children: [{ hash: 'physics', title: 'Grado en Física', level: 2, children: [] }],
  },
]
const emptyList = { items: [], total: 0, maxPages: 0 }

const api = apiServerForTests()
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  let me: unknown = incomplete
  api.handlers = {
    'GET /api/init': () => json({ role: 'alumniFreemium', permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(me),
    'GET /api/categories/tree': () => json(tree),
    'GET /api/countries': () => json([{ hash: 'es', code: 'ES', name: 'España', num_users: 3 }]),
    'GET /api/tags': () => json([]),
    'GET /usr/workExperiences': () => json(emptyList),
    'GET /usr/projects': () => json(emptyList),
    'PATCH /usr/users': () => {
      me = complete
      return json(complete)
    },
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const patches = () => api.seen.filter((s) => s.method === 'PATCH')
const slow = { timeout: 10_000 }

describe('an incomplete profile', () => {
  it('is sent from any members-only page to the profile form, which says what is missing', async () => {
    const router = await renderApp('/es/user/profile/settings')
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/user/profile/edit')
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain('Rellena los campos obligatorios y guarda para seguir navegando.')
    expect(notice.textContent).toContain('Fecha de nacimiento, Género, Estudios')
  })

  it.each([
    ['/es/news', 'the news'],
    ['/es/grupos', 'the groups'],
    ['/es', 'the home page'],
    ['/en/jobs', 'the job bank, in English'],
    ['/es/comunidad', 'the community'],
    ['/ca', 'the home page, in Catalan'],
  ])('is sent from %s (%s) to the profile form too, with the same message', async (address) => {
    const router = await renderApp(address)
    const locale = address.split('/')[1] as 'es' | 'en' | 'ca'
    const heading = { es: 'Editar mi perfil', en: 'Edit my profile', ca: 'Edita el meu perfil' }[locale]
    expect(await screen.findByRole('heading', { level: 1, name: heading }, slow)).toBeTruthy()
    expect(router.state.location.pathname).toBe(`/${locale}/user/profile/edit`)
    expect(screen.getByRole('status').textContent).toContain(
      {
        es: 'Rellena los campos obligatorios y guarda para seguir navegando.',
        en: 'Fill in the required fields and save to continue browsing.',
        ca: 'Omple els camps obligatoris i desa per continuar navegant.',
      }[locale],
    )
  })

  it('cannot be saved without the required fields: each says so, and the first one gets the focus', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/profile/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }))

    const birthdate = screen.getByLabelText(/^Fecha de nacimiento/)
    expect(await screen.findByText('El campo Fecha de nacimiento es obligatorio')).toBeTruthy()
    expect(screen.getByText('El campo Género es obligatorio')).toBeTruthy()
    expect(screen.getByText('El campo Estudios es obligatorio')).toBeTruthy()
    expect(document.activeElement).toBe(birthdate)
    expect(birthdate.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(birthdate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'El campo Fecha de nacimiento es obligatorio',
    )
    expect(screen.getByRole('alert').textContent).toContain('Revisa los campos marcados')
    expect(patches()).toEqual([])
  })

  it('offers only the degrees of the studies tree, not the groups that hold them', async () => {
    await renderApp('/es/user/profile/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)
    const options = screen.getByLabelText(/^Estudios/).querySelectorAll('option')
    const state = [...options].map((o) => [o.textContent?.trim(), o.disabled])
    expect(state).toEqual([
      ['Elige tus estudios', false],
      ['Ciencias', true],
      ['Grado en Física', false],
    ])
  })

  it('once saved, opens the members area again', async () => {
    const user = userEvent.setup()
    const router = await renderApp('/es/user/profile/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)
    fireEvent.change(screen.getByLabelText(/^Fecha de nacimiento/), { target: { value: '1990-04-12' } })
    await user.selectOptions(screen.getByLabelText(/^Género/), 'female')
    await user.selectOptions(screen.getByLabelText(/^Estudios/), 'physics')
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Lucía Martín' }, slow)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/user/profile')
    const [patch] = patches()
    expect(patch?.body).toMatchObject({
      birthdate: '1990-04-12',
      gender: 'female',
      category: 'physics',
      document_type: 'dni',
      document_number: '12345678Z',
      phone: null,
    })

    await router.navigate({ href: '/es/user/profile/settings' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' }, slow)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/user/profile/settings')
  })

  it('shows the server’s field message next to the field and keeps what was typed', async () => {
    const user = userEvent.setup()
    api.handlers['PATCH /usr/users'] = () => ({
      status: 400,
      body: {
        code: 400,
        reason: 'validation_failed',
        message: 'Revisa los datos enviados.',
        errors: { url_linkedin: ['La dirección no responde.'] },
      },
    })
    await renderApp('/es/user/profile/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)
    fireEvent.change(screen.getByLabelText(/^Fecha de nacimiento/), { target: { value: '1990-04-12' } })
    await user.selectOptions(screen.getByLabelText(/^Género/), 'female')
    await user.selectOptions(screen.getByLabelText(/^Estudios/), 'physics')
    const linkedin = screen.getByLabelText(/^LinkedIn/)
    await user.type(linkedin, 'https://www.linkedin.com/in/lucia')
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }))

    expect(await screen.findByText('La dirección no responde.')).toBeTruthy()
    expect(document.activeElement).toBe(linkedin)
    expect((linkedin as HTMLInputElement).value).toBe('https://www.linkedin.com/in/lucia')
    // The field's message is at the field; the form's alert points at the marked fields.
    expect(screen.getByRole('alert').textContent).toContain('Revisa los campos marcados')
    expect(screen.getByRole('heading', { level: 1, name: 'Editar mi perfil' })).toBeTruthy()
  })

  // Bug 8 of issue 23: a failed "Guardar" replaced the page with the error screen, or said "Bad Request".
  async function saveLinkedin(path: string, heading: string, save: string) {
    const user = userEvent.setup()
    api.handlers['GET /usr/users/me'] = () => json(complete)
    await renderApp(path)
    await screen.findByRole('heading', { level: 1, name: heading }, slow)
    const linkedin = screen.getByLabelText(/^LinkedIn/)
    await user.type(linkedin, 'https://www.linkedin.com/in/lucia')
    await user.click(screen.getByRole('button', { name: save }))
    return linkedin as HTMLInputElement
  }

  it('a 500 on save keeps the page and what was typed, and says so in a toast in Spanish', async () => {
    api.handlers['PATCH /usr/users'] = () => ({
      status: 500,
      body: { code: 500, reason: 'internal', message: 'Error interno.' },
    })
    const linkedin = await saveLinkedin('/es/user/profile/edit', 'Editar mi perfil', 'Guardar los cambios')
    expect(await screen.findByText(/Ha habido un error en el servidor/, {}, slow)).toBeTruthy()
    expect(patches()).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Editar mi perfil' })).toBeTruthy()
    expect(linkedin.value).toBe('https://www.linkedin.com/in/lucia')
    expect(screen.getByRole('button', { name: 'Guardar los cambios' })).toBeTruthy()
  })

  it('a 400 that is not the API’s says an English message on an English page, never "Bad Request"', async () => {
    api.handlers['PATCH /usr/users'] = () => ({ status: 400, body: 'Bad Request' })
    const linkedin = await saveLinkedin('/en/user/profile/edit', 'Edit my profile', 'Save the changes')
    expect(await screen.findByText('It could not be done. Please try again.', {}, slow)).toBeTruthy()
    expect(screen.queryByText(/Bad Request/)).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Edit my profile' })).toBeTruthy()
    expect(linkedin.value).toBe('https://www.linkedin.com/in/lucia')
  })

  it('a 400 with the API’s message (no field) shows it in a toast and keeps the page', async () => {
    api.handlers['PATCH /usr/users'] = () => ({
      status: 400,
      body: { code: 400, reason: 'validation_failed', message: 'No se puede guardar ahora.' },
    })
    const linkedin = await saveLinkedin('/es/user/profile/edit', 'Editar mi perfil', 'Guardar los cambios')
    expect(await screen.findByText('No se puede guardar ahora.', {}, slow)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Editar mi perfil' })).toBeTruthy()
    expect(linkedin.value).toBe('https://www.linkedin.com/in/lucia')
  })
})
