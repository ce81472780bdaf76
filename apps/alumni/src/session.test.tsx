import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// A real HTTP server on loopback plays the API; each test says what /api/init and /usr/users/me answer.
// The person is checked against the contract below, so the fixture follows it.
type Reply = { status: number; body: unknown }
let replies: Record<string, Reply> = {}
const seen: { path: string; token: string | undefined }[] = []
let server: Server

const me = {
  hash: 'u1',
  email: 'lucia@uni.es',
  name: 'Lucía',
  surname: 'Martín',
  role: 'alumniFreemium',
  code_numeric: 1234,
  gender: 'female',
  language: 'es',
  avatar: null,
  is_complete: true,
  missing: [],
  email_pending: null,
  category: null,
  data: {
    birthdate: null,
    phone: null,
    address: null,
    city: null,
    postal: null,
    country: null,
    originalCountry: null,
    document_type: null,
    document_number: null,
    graduation_year: null,
    profile_type: null,
    current_job: null,
    current_company: null,
    formation: null,
    about_me: null,
    url_linkedin: null,
    url_behance: null,
    url_portfolio: null,
    url_other: null,
    tags: [],
  },
  student: { cv: null, cv_name: null },
  payment: null,
  subscription: { type: null, end: null },
  flags: {
    is_privacy: true,
    is_conditions: true,
    is_newsletter: false,
    is_receive_jobs: false,
    is_appear_by_company: false,
    is_appear_by_user: false,
  },
  urlPaymentFlywire: null,
  company: null,
}

beforeAll(async () => {
  expect(v.safeParse(CurrentUser, me).issues).toBeUndefined()
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    seen.push({ path, token: req.headers['x-token'] as string | undefined })
    const reply = replies[path] ?? { status: 404, body: { code: 404, reason: 'not_found', message: 'No' } }
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('VITE_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  replies = {}
  seen.length = 0
  cookieSessionStore().clear()
})

async function renderApp(path: string) {
  // Imported after the API address is set: env.ts reads it once.
  const { createApp } = await import('@egresa/ui/app/start')
  const { app } = await import('./app')
  const { router, element } = createApp(app, createMemoryHistory({ initialEntries: [path] }))
  render(element)
  return router
}

function storeSession(token: string) {
  cookieSessionStore().save({ token, deviceId: 'device-1' })
}

describe('the session at start', () => {
  it('loads the role and the person when a token is stored, and shows them in the header', async () => {
    storeSession('good')
    replies['/api/init'] = { status: 200, body: { role: 'alumniFreemium', permissions: ['app.init'] } }
    replies['/usr/users/me'] = { status: 200, body: me }
    await renderApp('/es')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola, Lucía' }, { timeout: 10_000 }),
    ).toBeTruthy()
    const userMenu = screen.getByRole('button', { name: /^Menú de usuario: lucia@uni\.es/ })
    expect(userMenu.textContent).toContain('Nº de socio: 1234')
    expect(seen.map((s) => [s.path, s.token])).toEqual([
      ['/api/init', 'good'],
      ['/usr/users/me', 'good'],
    ])
  })

  it('forgets a token the server no longer knows and treats the person as a guest', async () => {
    storeSession('expired')
    replies['/api/init'] = { status: 200, body: { role: 'anonymous', permissions: ['app.init'] } }
    const router = await renderApp('/es/user/profile')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/login')
    expect(document.cookie).not.toContain('token=')
    expect(seen.map((s) => s.path)).toEqual(['/api/init'])
  })

  it('shows the access-denied page on a 403, until the person goes elsewhere', async () => {
    const user = userEvent.setup()
    storeSession('good')
    replies['/api/init'] = { status: 200, body: { role: 'alumniFreemium', permissions: ['app.init'] } }
    replies['/usr/users/me'] = { status: 403, body: { code: 403, reason: 'forbidden', message: 'No' } }
    await renderApp('/es/news')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso no autorizado' }, { timeout: 10_000 }),
    ).toBeTruthy()
    replies['/usr/users/me'] = { status: 200, body: me }
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola, Lucía' }, { timeout: 10_000 }),
    ).toBeTruthy()
  })
})
