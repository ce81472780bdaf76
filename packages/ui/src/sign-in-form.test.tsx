import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignInForm } from './sign-in-form'
import { packageMessages, renderWithI18n } from './test-utils'

afterEach(() => {
  i18n.loadAndActivate({ locale: 'es', messages: {} })
})

describe('SignInForm', () => {
  it('checks the fields before sending, with messages in the page language', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderWithI18n(<SignInForm onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    expect(await screen.findByText('El campo Correo electrónico es obligatorio')).toBeTruthy()
    expect(screen.getByText('El campo Contraseña es obligatorio')).toBeTruthy()
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true')
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-un-correo')
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    expect(
      await screen.findByText('El campo Correo electrónico debe ser un correo electrónico válido'),
    ).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('speaks English on an English page', async () => {
    // The field rules' English, as the app's English catalog has it; the form's own labels stay Spanish here.
    i18n.loadAndActivate({ locale: 'en', messages: packageMessages('en') })
    const user = userEvent.setup()
    renderWithI18n(<SignInForm onSubmit={vi.fn()} />)
    await user.click(screen.getByRole('button'))
    expect(await screen.findAllByText(/^The .+ field is required$/)).toHaveLength(2)
  })

  it("shows the server's message and keeps what was typed", async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn().mockResolvedValue({ message: 'Correo o contraseña incorrectos' })
    renderWithI18n(<SignInForm onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@uni.es')
    await user.type(screen.getByLabelText('Contraseña'), 'mala')
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Correo o contraseña incorrectos')
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@uni.es', password: 'mala' })
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@uni.es')
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('mala')
  })
})
