import '@egresa/ui/app/test-setup'
import { CompanyProfile } from '@egresa/api-contract/companies'
import { apiServerForTests, json, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp, signedInHandlers } from '../../test/app'

// The company's users (the account holder the mails greet) on the profile and the settings, in the whole
// app against a real HTTP server on loopback that plays the API.

const profile = (users: { name: string; surname: string }[]) =>
  v.parse(CompanyProfile, {
    hash: 'acme',
    company_name: 'Acme Ingeniería',
    contact_name: 'Marta Ruiz',
    contact_phone: '+34 600 000 000',
    document_number: 'B12345674',
    logo: null,
    email: 'rrhh@acme.es',
    language: 'es',
    notify_applications: true,
    validated_at: '2026-01-10T10:00:00.000Z',
    users: users.map((u) => ({ hash: 'c1', email: 'rrhh@acme.es', ...u })),
  })

const api = apiServerForTests()
beforeEach(() => {
  signIn()
  let current = profile([{ name: 'Carmen', surname: 'Vidal Serra' }])
  api.handlers = {
    ...signedInHandlers(),
    'GET /usr/company': () => json(current),
    'PATCH /usr/company/users/c1': (seen) => {
      current = profile([seen.body as { name: string; surname: string }])
      return json(current)
    },
  }
})

const slow = { timeout: 10_000 }
const patches = () => api.seen.filter((s) => s.method === 'PATCH')

describe('the company’s users', () => {
  it('shows the account holder beside the contact person on the profile, and saves a new name', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/profile')
    const card = await screen.findByRole('region', { name: 'Usuarios de la cuenta' }, slow)
    const name = within(card).getByLabelText(/^Nombre/) as HTMLInputElement
    expect(name.value).toBe('Carmen')
    expect((within(card).getByLabelText(/^Apellidos/) as HTMLInputElement).value).toBe('Vidal Serra')
    expect(within(card).getByText('rrhh@acme.es')).toBeTruthy()
    // The contact person is the company's data, a field of its own.
    expect((screen.getByLabelText(/^Persona de contacto/) as HTMLInputElement).value).toBe('Marta Ruiz')

    await user.clear(name)
    await user.type(name, 'Carmen María')
    await user.click(within(card).getByRole('button', { name: 'Guardar el nombre' }))
    expect(await screen.findByText('Guardado correctamente')).toBeTruthy()
    expect(patches()).toEqual([
      expect.objectContaining({
        path: '/usr/company/users/c1',
        body: { name: 'Carmen María', surname: 'Vidal Serra' },
      }),
    ])
  })

  it('refuses an empty name on the form, with the field’s message and the focus, sending nothing', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/settings')
    const card = await screen.findByRole('region', { name: 'Usuarios de la cuenta' }, slow)
    const name = within(card).getByLabelText(/^Nombre/)
    await user.clear(name)
    await user.click(within(card).getByRole('button', { name: 'Guardar el nombre' }))
    expect(await within(card).findByText('El campo Nombre es obligatorio')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(patches()).toEqual([])
  })

  it('speaks English on the English settings', async () => {
    await renderApp('/en/user/settings')
    const card = await screen.findByRole('region', { name: 'Account users' }, slow)
    expect((within(card).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Carmen')
    expect(within(card).getByRole('button', { name: 'Save the name' })).toBeTruthy()
  })
})
