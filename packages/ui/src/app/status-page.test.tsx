import { createApiClient } from '@egresa/api-client/client'
import { ApiError } from '@egresa/api-client/errors'
import { registerCatalogs } from '@egresa/i18n/activate'
import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { Footer, Header, PageLayout } from '../layout'
import { localeBeforeLoad, type RouterContext, shellRouterOptions } from './router'
import type { AppShell } from './shell'
import { AppProviders } from './start'

beforeAll(() => {
  // Spanish is the source language: an empty catalog renders the source texts.
  registerCatalogs({
    es: async () => ({ messages: {} }),
    en: async () => ({ messages: {} }),
    ca: async () => ({ messages: {} }),
  })
  // The failures below are on purpose; React and the error page log each one.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <PageLayout
      header={
        <Header
          locale="es"
          path="/es"
          homeHref="/es"
          loginHref="/es/login"
          menu={[]}
          user={null}
          userMenu={[]}
        />
      }
      footer={
        <Footer
          privacyHref="/es/info/privacy"
          cookiesHref="/es/info/cookies"
          conditionsHref="/es/info/conditions"
          legalNoticeHref="/es/info/legal-notice"
          accessibilityHref="/es/info/accessibility"
          appStoreUrl="https://apps.apple.com/"
          playStoreUrl="https://play.google.com/"
        />
      }
    >
      {children}
    </PageLayout>
  )
}

/** A small app on the shared shell: pages under the site layout that fail in each way a page can. */
function renderAt(path: string) {
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'test', locale: () => 'es' })
  const shell: AppShell = { SiteLayout, home: '/$locale' }
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet })
  const locale = createRoute({ getParentRoute: () => root, path: '$locale', beforeLoad: localeBeforeLoad })
  const site = createRoute({
    getParentRoute: () => locale,
    id: '_site',
    component: () => (
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    ),
  })
  const page = (path: string, fail: () => never) =>
    createRoute({ getParentRoute: () => site, path, loader: fail, component: () => <h1>Nunca</h1> })
  const routeTree = root.addChildren([
    locale.addChildren([
      site.addChildren([
        page('fallo', () => {
          throw new Error('a bug')
        }),
        page('conflicto', () => {
          throw new ApiError(409, { message: 'Conflicto' })
        }),
        createRoute({
          getParentRoute: () => site,
          path: 'nuevo',
          component: lazyRouteComponent(() =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/nuevo.js')),
          ),
        }),
      ]),
    ]),
  ])
  const queryClient = new QueryClient()
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, api },
    ...shellRouterOptions(shell),
  })
  render(<AppProviders router={router} queryClient={queryClient} />)
}

async function expectOneFrame(title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeTruthy()
  expect(screen.getAllByRole('banner')).toHaveLength(1)
  expect(screen.getAllByRole('contentinfo')).toHaveLength(1)
  expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es')
}

describe('status pages', () => {
  it('shows a failed page (500) inside the site frame, with one header', async () => {
    renderAt('/es/fallo')
    await expectOneFrame('Ha ocurrido un error en el servidor')
  })

  it('shows an API refusal no policy handles (409) with its status, with one header', async () => {
    renderAt('/es/conflicto')
    await expectOneFrame('Error inesperado')
    expect(screen.getByText('409')).toBeTruthy()
  })

  it('shows the error page, with one header, when a missing chunk was already reloaded once', async () => {
    window.sessionStorage.setItem('egresa:chunk-reload', String(Date.now()))
    renderAt('/es/nuevo')
    await expectOneFrame('Ha ocurrido un error en el servidor')
  })

  it('frames a page outside any layout (an unknown path) once', async () => {
    renderAt('/es/nada/de/nada')
    await expectOneFrame('Página no encontrada')
  })

  it('frames the page the status policy asked for (403) once', async () => {
    const { showErrorPage } = await import('../error-state')
    renderAt('/es/conflicto')
    await screen.findByRole('heading', { level: 1, name: 'Error inesperado' }, { timeout: 10_000 })
    showErrorPage(403)
    await expectOneFrame('Acceso no autorizado')
  })
})
