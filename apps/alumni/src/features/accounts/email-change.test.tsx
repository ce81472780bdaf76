import { cookieSessionStore } from '@egresa/api-client/session'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// The e-mail form of the settings page, in the whole app against a real HTTP server on loopback that plays
// the API. The server answers a new address alike whether it has an account or not, so the page may say no
// more than that; and it limits the requests, which the page tells in its own language.

const slow = { timeout: 10_000 }

let emailChange: () => Reply
const api = apiServerForTests()
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  emailChange = () => ({ status: 204, body: null })
  api.handlers = {
    'GET /api/init': () => json({ role: 'alumniFreemium', permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(member),
    'POST /usr/users/email': () => emailChange(),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

async function askForNewAddress(locale: 'es' | 'en', email: string) {
  const user = userEvent.setup()
  await renderApp(`/${locale}/user/profile/settings`)
  const title = locale === 'es' ? 'Cambiar el correo electrónico' : 'Change the e-mail address'
  const form = await screen.findByRole('region', { name: title }, slow)
  const label = (es: RegExp, en: RegExp) => within(form).getByLabelText(locale === 'es' ? es : en)
  await user.type(label(/^Correo electrónico nuevo/, /^New e-mail address/), email)
  await user.type(label(/^Repite el correo electrónico nuevo/, /^Repeat the new e-mail address/), email)
  await user.type(label(/^Contraseña actual/, /^Current password/), 'mi-clave-de-siempre')
  await user.click(
    within(form).getByRole('button', {
      name: locale === 'es' ? 'Cambiar el correo' : 'Change the e-mail address',
    }),
  )
  return form
}

describe('changing the e-mail address', () => {
  it('says a link went to the new address only if it can be used', async () => {
    const form = await askForNewAddress('es', 'nueva@uni.es')
    const status = await within(form).findByRole('status', {}, slow)
    expect(status.textContent).toBe(
      'Si la dirección nueva@uni.es puede usarse, le hemos enviado un enlace. El cambio se hará cuando lo abras.',
    )
    expect(api.seen.filter((s) => s.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/usr/users/email',
        body: { email: 'nueva@uni.es', email_repeat: 'nueva@uni.es', password_old: 'mi-clave-de-siempre' },
      }),
    ])
  })

  it('tells a 429 in the page’s language and keeps what was typed', async () => {
    emailChange = () => ({
      status: 429,
      body: {
        code: 429,
        reason: 'too_many_requests',
        message: 'Too many attempts. Please wait a moment and try again.',
      },
    })
    const form = await askForNewAddress('en', 'new@uni.es')
    // Not a field's message: the server's words in a toast, and the form stays as it was.
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.', {}, slow),
    ).toBeTruthy()
    // The server was asked for its messages in the page's language.
    expect(api.seen.find((s) => s.method === 'POST')?.locale).toBe('en')
    expect(within(form).getByLabelText<HTMLInputElement>(/^New e-mail address/).value).toBe('new@uni.es')
    expect(within(form).queryByRole('status')).toBeNull()
  })
})
