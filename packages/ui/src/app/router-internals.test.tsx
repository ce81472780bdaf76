// Fails when an upgrade of TanStack Router or React changes an internal that router-internals.ts relies on:
// check the new version's behaviour against each test below, adapt router-internals.ts, then CHECKED_VERSIONS.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  RouterProvider,
  redirect,
} from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  CHECKED_VERSIONS,
  CLIENT_RENDERED_BOUNDARY,
  renderAsTheServerDid,
  renderWithoutPendingBoundaries,
  serverLoadOutcome,
} from './router-internals'

const require = createRequire(import.meta.url)
const routerPackage = require.resolve('@tanstack/react-router/package.json')
const installed: Record<keyof typeof CHECKED_VERSIONS, string> = {
  '@tanstack/react-router': require(routerPackage).version,
  '@tanstack/router-core': createRequire(routerPackage)('@tanstack/router-core/package.json').version,
  'react-dom': require('react-dom/package.json').version,
}

function routerAt(path: string, options: { isServer: boolean }) {
  const root = createRootRoute({ component: Outlet })
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Inicio</h1> })
  const gone = createRoute({
    getParentRoute: () => root,
    path: 'gone',
    loader: () => {
      throw notFound()
    },
  })
  const old = createRoute({
    getParentRoute: () => root,
    path: 'old',
    beforeLoad: () => {
      throw redirect({ to: '/' })
    },
  })
  return createRouter({
    routeTree: root.addChildren([page, gone, old]),
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: options.isServer,
  })
}

describe('router internals', () => {
  it('are those of the versions they were checked against', () => {
    for (const [name, version] of Object.entries(installed)) {
      expect(`${name}@${version.split('.').slice(0, 2).join('.')}`).toBe(
        `${name}@${CHECKED_VERSIONS[name as keyof typeof CHECKED_VERSIONS]}`,
      )
    }
  })

  it('are used nowhere else in the package and the apps', () => {
    const repo = join(import.meta.dirname, '../../../..')
    const apps = readdirSync(join(repo, 'apps')).map((app) => `apps/${app}/src`)
    const roots = ['packages/ui/src', ...apps].map((dir) => join(repo, dir)).filter((dir) => existsSync(dir))
    const internal = /\b_serverResult\b|\.ssr\s*=|<!--\$!-->/
    const users = roots
      .flatMap((root) =>
        readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => join(root, file)),
      )
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|router-internals\.ts$/.test(file))
      .filter((file) => internal.test(readFileSync(file, 'utf8')))
    expect(users.map((file) => relative(repo, file))).toEqual([])
  })

  it('the server load leaves its status or its redirect in router._serverResult', async () => {
    const at = async (path: string) => {
      const router = routerAt(path, { isServer: true })
      await router.load()
      return serverLoadOutcome(router)
    }
    expect(await at('/')).toEqual({ type: 'render', status: 200 })
    expect(await at('/nowhere')).toEqual({ type: 'render', status: 404 })
    expect(await at('/gone')).toEqual({ type: 'render', status: 404 })
    expect(await at('/old')).toEqual({ type: 'redirect', location: '/' })
  })

  it('router.ssr has a browser router render with the Suspense boundaries of the server', async () => {
    const server = routerAt('/', { isServer: true })
    await server.load()
    const html = renderToString(<RouterProvider router={server} />)
    expect(html).toContain('<h1>Inicio</h1>')

    const browser = async (hydrating: boolean) => {
      const router = routerAt('/', { isServer: false })
      if (hydrating) renderAsTheServerDid(router)
      await router.load()
      return renderToString(<RouterProvider router={router} />)
    }
    // Without it the browser's first render differs from the server's, and React could not hydrate the page.
    expect(await browser(false)).not.toBe(html)
    expect(await browser(true)).toBe(html)
  })

  it("renderToString leaves a suspended component's place to the browser with React's mark", async () => {
    let loaded = false
    const Late = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      loaded = true
      return { default: () => <p>Aviso legal</p> }
    })
    const render = () =>
      renderToString(
        <Suspense fallback={<p>…</p>}>
          <Late />
        </Suspense>,
      )
    expect(render()).toContain(CLIENT_RENDERED_BOUNDARY)
    const body = await renderWithoutPendingBoundaries(render)
    expect(loaded).toBe(true)
    expect(body).toContain('<p>Aviso legal</p>')
    expect(body).not.toContain(CLIENT_RENDERED_BOUNDARY)
  })
})
