import { i18n } from '@egresa/i18n/activate'
import { LinkRouterProvider } from '@egresa/ui/router-provider'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registerAppCatalogs } from './lib/catalogs'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

registerAppCatalogs()

/** The whole company app (routes, catalogs, layout) at `path`, as a guest. */
function renderApp(path: string) {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LinkRouterProvider navigate={(href) => void router.navigate({ href })}>
          <RouterProvider router={router} />
        </LinkRouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
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

  it('answers an unknown path with the 404 page', async () => {
    renderApp('/es/ofertas-antiguas')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, { timeout: 10_000 }),
    ).toBeTruthy()
  })
})
