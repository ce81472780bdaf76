import { createApp } from '@egresa/ui/app/start'
import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { app } from './app'

/** The whole app (routes, catalogs, layout) at `path`, as a guest. */
function renderApp(path: string) {
  const { router, element } = createApp(app, createMemoryHistory({ initialEntries: [path] }))
  render(element)
  return router
}

describe('alumni app routes', () => {
  it('sends a guest from the members-only area to the login page, remembering the page', async () => {
    const router = renderApp('/es/user/profile')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/login')
    expect(router.state.location.search).toEqual({ redirect: '/es/user/profile' })
    // The login layout: logo and language switcher, no main menu.
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull()
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toMatch(/^\/en\/login/)
  })

  it('shows the main menu with the localized segments and the language switcher keeps the page', async () => {
    renderApp('/en/workgroups')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workgroups' }, { timeout: 10_000 }),
    ).toBeTruthy()
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/en/services', '/en/news', '/en/jobs', '/en/community', '/en/workgroups'])
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es/grupos')
  })

  it('answers a localized segment of the other language, and an unknown path, with the 404 page', async () => {
    renderApp('/en/comunidad')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return home' }).getAttribute('href')).toBe('/en')
  })

  it('shows a localized page at its Spanish address, with the menu and the switcher in their languages', async () => {
    // The groups page shows its title while its list loads (no API here: the list shows its error state).
    const router = renderApp('/es/grupos')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grupos de trabajo' }, { timeout: 10_000 }),
    ).toBeTruthy()
    const menu = screen.getByRole('navigation', { name: 'Menú principal' })
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/es/services', '/es/news', '/es/empleo', '/es/comunidad', '/es/grupos'])
    expect(within(menu).getByRole('link', { name: 'Grupos' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/workgroups')
    // The router works on the route path; the address bar keeps the Spanish one.
    expect(router.state.location.pathname).toBe('/es/workgroups')
    expect(router.history.location.pathname).toBe('/es/grupos')
  })

  it('answers the English segment in Spanish with the 404 page too', async () => {
    renderApp('/es/community')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/community')
  })

  it('sends a guest from a person page to the login page, remembering its localized address', async () => {
    const router = renderApp('/es/comunidad/abc123?page=2')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(router.state.location.search).toEqual({ redirect: '/es/comunidad/abc123?page=2' })
  })

  it('shows a page whose data cannot load as the error page, inside one header and footer', async () => {
    // No API answers here: the registration page's lists fail to load.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderApp('/es/register')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Ha ocurrido un error en el servidor' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy()
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es')
    quiet.mockRestore()
  })
})
