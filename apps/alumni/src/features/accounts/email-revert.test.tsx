import { apiServerForTests } from '@egresa/ui/app/test-api-server'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/app'

// The page of the "it was not me" link mailed to the old address after an e-mail change, in the whole app
// against a real HTTP server on loopback that plays the API. Opening it changes nothing (mail scanners open
// links): the person presses the button, and the page says the account is locked and whom to talk to.

const slow = { timeout: 10_000 }

const api = apiServerForTests()
afterEach(() => {
  api.handlers = {}
})

const posts = () => api.seen.filter((s) => s.method === 'POST')

describe('the "it was not me" link', () => {
  it('asks before it acts, then undoes the change and says the account is locked', async () => {
    api.handlers['POST /usr/users/email/revert'] = () => ({ status: 204, body: null })
    const user = userEvent.setup()
    await renderApp('/es/user/email-revert?token=t0k3n')
    await screen.findByRole(
      'heading',
      { level: 1, name: '¿No has cambiado tú tu dirección de correo?' },
      slow,
    )
    expect(posts()).toEqual([])

    await user.click(await screen.findByRole('button', { name: 'Deshacer el cambio y bloquear mi cuenta' }))
    await screen.findByRole('heading', { level: 1, name: 'Tu cuenta está bloqueada' }, slow)
    expect(screen.getByRole('status').textContent).toContain('bloqueado la cuenta')
    expect(screen.getByText(/Ponte en contacto con la oficina de antiguos alumnos/)).toBeTruthy()
    expect(posts().map((s) => [s.path, s.body])).toEqual([['/usr/users/email/revert', { token: 't0k3n' }]])
  })

  it('shows the server’s message for a used or stale link, in English', async () => {
    api.handlers['POST /usr/users/email/revert'] = () => ({
      status: 400,
      body: {
        code: 400,
        reason: 'validation_failed',
        message: 'Validation failed',
        errors: {
          token: ['The link is not valid, was already used or has expired.'],
        },
      },
    })
    const user = userEvent.setup()
    await renderApp('/en/user/email-revert?token=old')
    await user.click(await screen.findByRole('button', { name: 'Undo the change and lock my account' }, slow))
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'The link is not valid, was already used or has expired.',
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The change could not be undone')
  })

  it('says so without a token, and asks nothing of the server', async () => {
    await renderApp('/es/user/email-revert')
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain('no es válido')
    expect(screen.queryByRole('button', { name: /Deshacer/ })).toBeNull()
    expect(posts()).toEqual([])
  })
})
