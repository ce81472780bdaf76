import { ApiError } from '@egresa/api-client/errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { i18n } from '@lingui/core'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { toasterMounted } from './app/notify'
import { FormAlert } from './form-fields'
import { uiMessages } from './messages'
import { useFormSubmit } from './server-errors'
import { renderWithI18n } from './test-utils'
import { Toaster } from './toaster'

// A form as the apps write them (useFormSubmit), whose save fails as the server would make it fail.

const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Escribe un nombre.')) })

function NameForm({ save }: { save: () => Promise<void> }) {
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { name: '' } })
  const { submit, alert } = useFormSubmit(form, ['name'], save)
  const error = form.formState.errors.name?.message
  return (
    <main>
      <h1>Mi perfil</h1>
      <form noValidate onSubmit={submit}>
        <FormAlert messages={alert} />
        <label htmlFor="name">Nombre</label>
        <input id="name" {...form.register('name')} />
        {error ? <p>{error}</p> : null}
        <button type="submit">Guardar</button>
      </form>
    </main>
  )
}

async function renderForm(save: () => Promise<void>, locale = 'es') {
  const messages = locale === 'es' ? {} : await uiMessages(locale)
  act(() => i18n.loadAndActivate({ locale, messages }))
  renderWithI18n(
    <>
      <NameForm save={save} />
      <Toaster />
    </>,
  )
  return screen.getByLabelText('Nombre') as HTMLInputElement
}

const failing =
  (status: number, body: ConstructorParameters<typeof ApiError>[1], localized = true) =>
  () =>
    Promise.reject(new ApiError(status, body, localized))

beforeAll(() => toasterMounted())
afterEach(() => act(() => i18n.loadAndActivate({ locale: 'es', messages: {} })))

describe('a form whose save fails', () => {
  it('500: the page and the typed text stay, and a toast says so in Spanish', async () => {
    const name = await renderForm(failing(500, { code: 500, reason: 'internal', message: 'Internal' }))
    await userEvent.type(name, 'Lucía')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText(/Ha habido un error en el servidor/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Mi perfil' })).toBeTruthy()
    expect(name.value).toBe('Lucía')
    expect(screen.queryByText('Internal')).toBeNull()
  })

  it('400 with the API’s message: the message in a toast, the text stays', async () => {
    const name = await renderForm(
      failing(400, { code: 400, reason: 'conflict', message: 'Ya tienes un perfil con ese nombre.' }),
    )
    await userEvent.type(name, 'Lucía')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Ya tienes un perfil con ese nombre.')).toBeTruthy()
    expect(name.value).toBe('Lucía')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('400 with a field message: at its field, focused, one message, and the form points at it', async () => {
    const name = await renderForm(
      failing(400, {
        code: 400,
        reason: 'validation_failed',
        message: 'Revisa los datos enviados.',
        errors: { name: ['El nombre ya existe.', 'Otra cosa.'] },
      }),
    )
    await userEvent.type(name, 'Lucía')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('El nombre ya existe.')).toBeTruthy()
    expect(screen.queryByText(/Otra cosa/)).toBeNull()
    expect(document.activeElement).toBe(name)
    expect(screen.getByRole('alert').textContent).toContain('Revisa los campos marcados')
  })

  it('400 that is not the API’s, on an English page: an English message, never "Bad Request"', async () => {
    const name = await renderForm(failing(400, { message: 'HTTP 400' }, false), 'en')
    await userEvent.type(name, 'Lucía')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('It could not be done. Please try again.')).toBeTruthy()
    expect(screen.queryByText(/Bad Request|HTTP 400/)).toBeNull()
    expect(name.value).toBe('Lucía')
  })

  it('a lost connection: says so in a toast and keeps the text', async () => {
    const name = await renderForm(() => Promise.reject(new TypeError('Failed to fetch')))
    await userEvent.type(name, 'Lucía')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText(/No se ha podido conectar con el servidor/)).toBeTruthy()
    expect(name.value).toBe('Lucía')
  })
})

describe('"Revisa los campos marcados"', () => {
  it('shows when the form’s own checks fail and goes once the field is fixed', async () => {
    const name = await renderForm(() => Promise.resolve())
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Revisa los campos marcados')
    expect(screen.getByText('Escribe un nombre.')).toBeTruthy()
    await userEvent.type(name, 'L')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.queryByText('Escribe un nombre.')).toBeNull()
  })
})
