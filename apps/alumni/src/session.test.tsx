import { cookieSessionStore } from '@egresa/api-client/session'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { member, renderApp } from './test/app'

const api = apiServerForTests()
afterEach(() => {
  cookieSessionStore().clear()
})

function storeSession(token: string) {
  cookieSessionStore().save({ token, deviceId: 'device-1' })
}

describe('the session at start', () => {
  it('loads the role and the person when a token is stored, and shows them in the header', async () => {
    storeSession('good')
    api.handlers['GET /api/init'] = () => json({ role: 'alumniFreemium', permissions: ['app.init'] })
    api.handlers['GET /usr/users/me'] = () => json(member)
    await renderApp('/es')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola, Lucía' }, { timeout: 10_000 }),
    ).toBeTruthy()
    const userMenu = screen.getByRole('button', { name: /^Menú de usuario: lucia@uni\.es/ })
    expect(userMenu.textContent).toContain('Nº de socio: 1234')
    // The session first; then the home page's news and events, all with the stored token.
    expect(api.seen.slice(0, 2).map((s) => [s.path, s.token])).toEqual([
      ['/api/init', 'good'],
      ['/usr/users/me', 'good'],
    ])
    expect(api.seen.every((s) => s.token === 'good')).toBe(true)
  })

  it('forgets a token the server no longer knows and treats the person as a guest', async () => {
    storeSession('expired')
    api.handlers['GET /api/init'] = () => json({ role: 'anonymous', permissions: ['app.init'] })
    const router = await renderApp('/es/user/profile')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/login')
    expect(document.cookie).not.toContain('token=')
    expect(api.seen.map((s) => s.path)).toEqual(['/api/init'])
  })

  it('shows the access-denied page on a 403, until the person goes elsewhere', async () => {
    const user = userEvent.setup()
    storeSession('good')
    api.handlers['GET /api/init'] = () => json({ role: 'alumniFreemium', permissions: ['app.init'] })
    api.handlers['GET /usr/users/me'] = () => ({
      status: 403,
      body: { code: 403, reason: 'forbidden', message: 'No' },
    })
    await renderApp('/es/news')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso no autorizado' }, { timeout: 10_000 }),
    ).toBeTruthy()
    api.handlers['GET /usr/users/me'] = () => json(member)
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola, Lucía' }, { timeout: 10_000 }),
    ).toBeTruthy()
  })
})
