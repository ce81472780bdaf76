import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { createMemoryHistory } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

// The completeness rule and the profile form, in the whole app against a real HTTP server on loopback that
// plays the API. What the server receives is recorded, so a test sees what the form sent.
type Reply = { status: number; body: unknown }
type Seen = { method: string; path: string; body: unknown }
let handlers: Record<string, (body: unknown) => Reply> = {}
const seen: Seen[] = []
let server: Server

const incomplete = {
  hash: 'u1',
  email: 'lucia@uni.es',
  name: 'Lucía',
  surname: 'Martín',
  role: 'alumniFreemium',
  code_numeric: 1234,
  gender: null,
  language: 'es',
  avatar: null,
  is_complete: false,
  missing: ['birthdate', 'gender', 'category'],
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
    document_type: 'dni',
    document_number: '12345678Z',
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
    is_appear_by_user: true,
  },
  urlPaymentFlywire: null,
  company: null,
}

const complete = {
  ...incomplete,
  gender: 'female',
  is_complete: true,
  missing: [],
  category: { hash: 'physics', title: 'Grado en Física' },
  data: { ...incomplete.data, birthdate: '1990-04-12' },
}

const tree = [
  {
    hash: 'sciences',
    title: 'Ciencias',
    level: 1,
    children: [{ hash: 'physics', title: 'Grado en Física', level: 2, children: [] }],
  },
]
const emptyList = { items: [], total: 0, maxPages: 0 }
const json = (body: unknown): Reply => ({ status: 200, body })

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => resolve(data ? JSON.parse(data) : undefined))
  })
}

beforeAll(async () => {
  expect(v.safeParse(CurrentUser, incomplete).issues).toBeUndefined()
  expect(v.safeParse(CurrentUser, complete).issues).toBeUndefined()
  server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const body = await readBody(req)
    seen.push({ method: req.method ?? 'GET', path, body })
    const handler = handlers[`${req.method} ${path}`]
    const reply = handler?.(body) ?? { status: 404, body: { code: 404, reason: 'not_found', message: 'No' } }
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('VITE_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  let me: unknown = incomplete
  handlers = {
    'GET /api/init': () => json({ role: 'alumniFreemium', permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(me),
    'GET /api/categories/tree': () => json(tree),
    'GET /api/countries': () => json([{ hash: 'es', code: 'ES', name: 'España', num_users: 3 }]),
    'GET /api/tags': () => json([]),
    'GET /usr/workExperiences': () => json(emptyList),
    'GET /usr/projects': () => json(emptyList),
    'PATCH /usr/users': () => {
      me = complete
      return json(complete)
    },
  }
})
afterEach(() => {
  seen.length = 0
  cookieSessionStore().clear()
})

async function renderApp(path: string) {
  // Imported after the API address is set: env.ts reads it once.
  const { createApp } = await import('@egresa/ui/app/start')
  const { app } = await import('../../app')
  const { router, element } = createApp(app, createMemoryHistory({ initialEntries: [path] }))
  render(element)
  return router
}

const patches = () => seen.filter((s) => s.method === 'PATCH')
const slow = { timeout: 10_000 }

describe('an incomplete profile', () => {
  it('is sent from any members-only page to the profile form, which says what is missing', async () => {
    const router = await renderApp('/es/user/profile/settings')
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/user/profile/edit')
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain('Rellena los campos obligatorios y guarda para seguir navegando.')
    expect(notice.textContent).toContain('Fecha de nacimiento, Género, Estudios')
  })

  it('cannot be saved without the required fields: each says so, and the first one gets the focus', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/profile/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }))

    const birthdate = screen.getByLabelText(/^Fecha de nacimiento/)
    expect(await screen.findByText('El campo Fecha de nacimiento es obligatorio')).toBeTruthy()
    expect(screen.getByText('El campo Género es obligatorio')).toBeTruthy()
    expect(screen.getByText('El campo Estudios es obligatorio')).toBeTruthy()
    expect(document.activeElement).toBe(birthdate)
    expect(birthdate.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(birthdate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'El campo Fecha de nacimiento es obligatorio',
    )
    expect(screen.getByRole('alert').textContent).toContain('Revisa los campos marcados')
    expect(patches()).toEqual([])
  })

  it('offers only the degrees of the studies tree, not the groups that hold them', async () => {
    await renderApp('/es/user/profile/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)
    const options = screen.getByLabelText(/^Estudios/).querySelectorAll('option')
    const state = [...options].map((o) => [o.textContent?.trim(), o.disabled])
    expect(state).toEqual([
      ['Elige tus estudios', false],
      ['Ciencias', true],
      ['Grado en Física', false],
    ])
  })

  it('once saved, opens the members area again', async () => {
    const user = userEvent.setup()
    const router = await renderApp('/es/user/profile/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)
    fireEvent.change(screen.getByLabelText(/^Fecha de nacimiento/), { target: { value: '1990-04-12' } })
    await user.selectOptions(screen.getByLabelText(/^Género/), 'female')
    await user.selectOptions(screen.getByLabelText(/^Estudios/), 'physics')
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Lucía Martín' }, slow)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/user/profile')
    const [patch] = patches()
    expect(patch?.body).toMatchObject({
      birthdate: '1990-04-12',
      gender: 'female',
      category: 'physics',
      document_type: 'dni',
      document_number: '12345678Z',
      phone: null,
    })

    await router.navigate({ href: '/es/user/profile/settings' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' }, slow)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/user/profile/settings')
  })

  it('shows the server’s field message next to the field and keeps what was typed', async () => {
    const user = userEvent.setup()
    handlers['PATCH /usr/users'] = () => ({
      status: 400,
      body: {
        code: 400,
        reason: 'validation_failed',
        message: 'Revisa los datos enviados.',
        errors: { url_linkedin: ['La dirección no responde.'] },
      },
    })
    await renderApp('/es/user/profile/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)
    fireEvent.change(screen.getByLabelText(/^Fecha de nacimiento/), { target: { value: '1990-04-12' } })
    await user.selectOptions(screen.getByLabelText(/^Género/), 'female')
    await user.selectOptions(screen.getByLabelText(/^Estudios/), 'physics')
    const linkedin = screen.getByLabelText(/^LinkedIn/)
    await user.type(linkedin, 'https://www.linkedin.com/in/lucia')
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }))

    expect(await screen.findByText('La dirección no responde.')).toBeTruthy()
    expect(document.activeElement).toBe(linkedin)
    expect((linkedin as HTMLInputElement).value).toBe('https://www.linkedin.com/in/lucia')
    expect(screen.getByRole('alert').textContent).toContain('Revisa los datos enviados.')
    expect(screen.getByRole('heading', { level: 1, name: 'Editar mi perfil' })).toBeTruthy()
  })
})
