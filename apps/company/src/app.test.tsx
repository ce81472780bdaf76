import { createApp } from '@egresa/ui/app/start'
import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { app } from './app'

/** The whole company app (routes, catalogs, layout) at `path`, as a guest. */
function renderApp(path: string) {
  const { router, element } = createApp(app, createMemoryHistory({ initialEntries: [path] }))
  render(element)
  return router
}

describe('company app routes', () => {
  it('sends a guest from "my offers" to the login page, which has no university sign-in', async () => {
    const router = renderApp('/es/user/offers')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/login')
    expect(router.state.location.search).toEqual({ redirect: '/es/user/offers' })
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Iniciar sesión'])
  })

  it('shows a guest the home page without the company menu', async () => {
    renderApp('/en')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "The university's job bank for companies" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull()
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0)
  })

  it('answers an unknown path with the 404 page, in one header and footer', async () => {
    renderApp('/es/ofertas-antiguas')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1)
  })

  it('offers password recovery from the login page', async () => {
    const user = userEvent.setup()
    const router = renderApp('/es/login')
    await user.click(
      await screen.findByRole('link', { name: '¿Has olvidado tu contraseña?' }, { timeout: 10_000 }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recuperar la contraseña' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/user/recovery')
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toBeTruthy()
  })
})
