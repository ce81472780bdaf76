import '@egresa/ui/app/test-setup'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/app'

// The company registration in the whole app, against a real HTTP server on loopback that plays the API.

const api = apiServerForTests()
beforeEach(() => {
  api.handlers = {
    'GET /api/init': () => json({ role: 'anonymous', permissions: ['app.init'] }),
    'POST /usr/company/register': () => json({ email: 'rrhh@acme.es', status: 'pending' }, 201),
  }
})

const slow = { timeout: 10_000 }
const registrations = () => api.seen.filter((s) => s.path === '/usr/company/register')

async function openRegister() {
  // The file picker's own filter aside: a file of another type can still be dropped or chosen as "all files".
  const user = userEvent.setup({ applyAccept: false })
  const router = await renderApp('/es/register')
  await screen.findByRole('heading', { level: 1, name: 'Registrar una empresa' }, slow)
  return { user, router }
}

async function fillCompany(user: ReturnType<typeof userEvent.setup>, document = 'B12345674') {
  await user.type(screen.getByLabelText(/^Nombre de la empresa/), 'Acme Ingeniería')
  await user.type(screen.getByLabelText(/^CIF o NIF/), document)
  await user.type(screen.getByLabelText(/^Persona de contacto/), 'Marta Ruiz')
  await user.type(screen.getByLabelText(/^Teléfono de contacto/), '+34 600 000 000')
}

async function fillUser(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'rrhh@acme.es')
  await user.type(screen.getByLabelText(/^Repite el correo electrónico/), 'rrhh@acme.es')
  await user.type(screen.getByLabelText(/^Contraseña/), 'Una-clave-larga-2026')
  await user.type(screen.getByLabelText(/^Repite la contraseña/), 'Una-clave-larga-2026')
  await user.click(screen.getByLabelText(/política de privacidad/))
  await user.click(screen.getByLabelText(/condiciones de uso/))
}

describe('the company registration', () => {
  it('has two tabs that the arrow keys move between, each showing its own fields', async () => {
    const { user } = await openRegister()
    const companyTab = screen.getByRole('tab', { name: 'Datos de la empresa' })
    const userTab = screen.getByRole('tab', { name: 'Datos de usuario' })
    expect(companyTab.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Datos de la empresa' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: /^Repite el correo electrónico/ })).toBeNull()

    companyTab.focus()
    await user.keyboard('{ArrowRight}')
    expect(userTab.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(userTab)
    expect(screen.getByRole('textbox', { name: /^Repite el correo electrónico/ })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: /^CIF o NIF/ })).toBeNull()
  })

  it('checks the company tab on "Continue": it stays, shows the errors there and focuses the first', async () => {
    const { user } = await openRegister()
    await user.click(screen.getByRole('button', { name: /Continuar con los datos de usuario/ }))

    const name = screen.getByLabelText(/^Nombre de la empresa/)
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(screen.getByRole('tab', { name: /Datos de la empresa/ }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('El campo Nombre de la empresa es obligatorio')).toBeTruthy()
    expect(screen.getByLabelText(/^Persona de contacto/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toContain('Revisa los campos marcados')
    expect(screen.queryByRole('textbox', { name: /^Repite el correo electrónico/ })).toBeNull()

    // Filled, but with a company id whose control digit is wrong: that field, and still this tab.
    await fillCompany(user, 'B12345670')
    await user.click(screen.getByRole('button', { name: /Continuar con los datos de usuario/ }))
    const document_ = screen.getByLabelText(/^CIF o NIF/)
    await waitFor(() => expect(document.activeElement).toBe(document_))
    expect(
      screen.getByText('El CIF o NIF no es válido: revisa la letra o el dígito de control.'),
    ).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: /^Repite el correo electrónico/ })).toBeNull()

    // Corrected: on to the user tab, its first field focused, the alert gone.
    await user.clear(document_)
    await user.type(document_, 'B12345674')
    await user.click(screen.getByRole('button', { name: /Continuar con los datos de usuario/ }))
    const email = await screen.findByLabelText(/^Correo electrónico/)
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(screen.getByRole('tab', { name: 'Datos de usuario' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(registrations()).toEqual([])
  })

  it('says the field rules’ and the contract’s messages in English on the English page', async () => {
    const user = userEvent.setup()
    await renderApp('/en/register')
    await screen.findByRole('heading', { level: 1, name: 'Register a company' }, slow)
    await user.click(screen.getByRole('button', { name: /Continue with the user details/ }))
    // @egresa/validators' message, naming the field by its English label.
    expect(await screen.findByText('The Company name field is required')).toBeTruthy()

    await user.type(screen.getByLabelText(/^Company name/), 'Acme Engineering')
    await user.type(screen.getByLabelText(/^Company id \(CIF or NIF\)/), 'B12345670')
    await user.type(screen.getByLabelText(/^Contact person/), 'Marta Ruiz')
    await user.type(screen.getByLabelText(/^Contact phone/), 'call me')
    await user.click(screen.getByRole('button', { name: /Continue with the user details/ }))
    // @egresa/api-contract's checks, as the server would say them.
    expect(
      await screen.findByText('The company id (CIF or NIF) is not valid: check its control letter or digit.'),
    ).toBeTruthy()
    expect(
      screen.getByText('The phone number may contain only digits, spaces and the signs + ( ) - .'),
    ).toBeTruthy()
    expect(screen.queryByText(/El campo|no es válido/)).toBeNull()
  })

  it('sends nothing while the other tab has errors: it opens that tab, marks it and focuses the field', async () => {
    const { user } = await openRegister()
    await fillCompany(user, 'B12345670')
    // The tab list lets the person look at the other tab; it only marks the company tab.
    await user.click(screen.getByRole('tab', { name: 'Datos de usuario' }))
    expect(await screen.findByRole('tab', { name: /Datos de la empresa \(tiene errores\)/ })).toBeTruthy()
    await fillUser(user)
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }))

    const document = await screen.findByLabelText(/^CIF o NIF/)
    await waitFor(() => expect(globalThis.document.activeElement).toBe(document))
    expect(document.getAttribute('aria-invalid')).toBe('true')
    expect(
      screen.getByText('El CIF o NIF no es válido: revisa la letra o el dígito de control.'),
    ).toBeTruthy()
    expect(screen.getByRole('tab', { name: /Datos de la empresa \(tiene errores\)/ })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Datos de usuario' })).toBeTruthy()
    expect(registrations()).toEqual([])
  })

  it('puts the server’s field messages on their fields, in the tab that has them', async () => {
    api.handlers['POST /usr/company/register'] = () =>
      json(
        {
          code: 400,
          reason: 'validation_failed',
          message: 'Revisa los datos enviados: hay campos con errores.',
          errors: { email: ['Ya hay una solicitud con este correo.'] },
        },
        400,
      )
    const { user } = await openRegister()
    await fillCompany(user)
    await user.click(screen.getByRole('button', { name: /Continuar con los datos de usuario/ }))
    await fillUser(user)
    // Back to the first tab before sending: the server's message must bring the person to the e-mail.
    await user.click(screen.getByRole('tab', { name: 'Datos de la empresa' }))
    await user.click(screen.getByRole('tab', { name: 'Datos de usuario' }))
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }))

    expect(await screen.findByText('Ya hay una solicitud con este correo.')).toBeTruthy()
    const email = screen.getByLabelText(/^Correo electrónico/)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(screen.getByRole('tab', { name: /Datos de usuario \(tiene errores\)/ })).toBeTruthy()
  })

  it('takes only an image as the logo, previews it, and sends it with the data; then says it waits', async () => {
    const { user, router } = await openRegister()
    await fillCompany(user)
    const logo = screen.getByLabelText(/Logotipo/) as HTMLInputElement
    await user.upload(logo, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }))
    expect(screen.getByText('El logotipo debe ser una imagen (JPEG, PNG, WebP, GIF o AVIF).')).toBeTruthy()
    await user.upload(logo, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }))
    expect(screen.queryByText(/El logotipo debe ser una imagen/)).toBeNull()
    expect(screen.getByRole('img', { name: 'Vista previa del logotipo' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: /Continuar con los datos de usuario/ }))
    await fillUser(user)
    await user.selectOptions(screen.getByLabelText(/^Idioma de los correos/), 'ca')
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu empresa está pendiente de validación' }, slow),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/register/pending')
    expect(screen.getByText('rrhh@acme.es')).toBeTruthy()
    const [sent] = registrations()
    expect(sent?.contentType).toMatch(/^multipart\/form-data/)
    const body = String(sent?.body)
    expect(body).toMatch(/name="logo"; filename="[^"]+"\r\nContent-Type: image\/png/)
    const data = JSON.parse(/name="data"\r\n\r\n(.*)\r\n/.exec(body)?.[1] ?? '{}')
    expect(data).toEqual({
      company_name: 'Acme Ingeniería',
      contact_name: 'Marta Ruiz',
      contact_phone: '+34 600 000 000',
      document_number: 'B12345674',
      email: 'rrhh@acme.es',
      email_repeat: 'rrhh@acme.es',
      password: 'Una-clave-larga-2026',
      password_repeat: 'Una-clave-larga-2026',
      language: 'ca',
      is_privacy: true,
      is_conditions: true,
    })
  })
})
