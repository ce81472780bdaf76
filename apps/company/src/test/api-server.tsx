// Whole-app tests against a real HTTP server on loopback that plays the API: each test says what a path
// answers, and sees what the app sent. Only imported by *.test.tsx files.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { CompanyOffer } from '@egresa/api-contract/jobs'
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import * as v from 'valibot'
import { vi } from 'vitest'

export type Reply = { status: number; body: unknown }
export type Seen = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  contentType: string | undefined
}
export const json = (body: unknown, status = 200): Reply => ({ status, body })

/** The demo company's recruiter as `GET /usr/users/me` answers; checked against the contract. */
export const recruiter = v.parse(CurrentUser, {
  hash: 'c1',
  email: 'empresa@acme.es',
  name: 'Marta',
  surname: 'Ruiz',
  role: 'company',
  code_numeric: 0,
  gender: null,
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
  company: {
    hash: 'acme',
    name: 'Acme Ingeniería',
    contact_name: 'Marta Ruiz',
    contact_phone: '+34 600 000 000',
    document_number: 'B12345674',
    logo: null,
    validated: true,
  },
})

/** An offer of the company as the API answers it, with `overrides`; checked against the contract. */
export function companyOffer(overrides: Partial<CompanyOffer> = {}): CompanyOffer {
  return v.parse(CompanyOffer, {
    id: 'off1',
    hash: 'off1',
    status: 'UNPUBLISHED',
    review_note: null,
    title: 'Ingeniera de datos',
    description: 'Buscamos una ingeniera de datos.',
    workstation: 'Ingeniería de datos',
    title_en: null,
    description_en: null,
    workstation_en: null,
    location: 'Valencia',
    country_code: 'ES',
    contract: 'INDEFINITE',
    working_hours: 'FULL-TIME',
    date_incorporation: null,
    categories: [],
    category: null,
    area: null,
    specialty: null,
    published_at: null,
    closed_at: null,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    candidates: { new: 0, in_process: 0, discarded: 0 },
    ...overrides,
  })
}

export const tree = [
  {
    hash: 'engineering',
    title: 'Ingeniería y Arquitectura',
    level: 1,
    children: [
      { hash: 'computing', title: 'Grado en Ingeniería Informática', level: 2, children: [] },
      { hash: 'telecom', title: 'Grado en Ingeniería de Telecomunicación', level: 2, children: [] },
    ],
  },
]
export const emptyList = { items: [], total: 0, maxPages: 0 }

/** What every signed-in page asks for: the session, and the reference lists. */
export function signedInHandlers(): Record<string, (seen: Seen) => Reply> {
  return {
    'GET /api/init': () => json({ role: 'company', permissions: ['app.init', 'company.offers.manage'] }),
    'GET /usr/users/me': () => json(recruiter),
    'GET /api/categories/tree': () => json(tree),
    'GET /api/countries': () => json([{ hash: 'es', code: 'ES', name: 'España', num_users: 3 }]),
    'GET /api/tags': (seen) =>
      json(
        seen.query.get('group') === 'area'
          ? [{ hash: 'area-it', title: 'Tecnología', type: 'USER', group: 'area' }]
          : [{ hash: 'spec-data', title: 'Datos', type: 'USER', group: 'specialty' }],
      ),
  }
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => {
      if (!data) return resolve(undefined)
      resolve(req.headers['content-type']?.startsWith('application/json') ? JSON.parse(data) : data)
    })
  })
}

/**
 * Starts the server and points the app's build variable VITE_API_URL at it. `handlers` is keyed by
 * `METHOD /path`; anything else answers 404.
 */
export async function startApiServer() {
  const api = {
    handlers: {} as Record<string, (seen: Seen) => Reply>,
    seen: [] as Seen[],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const body = await readBody(req)
    const method = req.method ?? 'GET'
    const seen = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      contentType: req.headers['content-type'],
    }
    api.seen.push(seen)
    const reply = api.handlers[`${method} ${url.pathname}`]?.(seen) ?? {
      status: 404,
      body: { code: 404, reason: 'not_found', message: 'No' },
    }
    if (reply.status === 204) res.writeHead(204).end()
    else res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('VITE_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  return api
}

export function signIn() {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
}

export function signOut() {
  cookieSessionStore().clear()
}

/** The whole app at `path`. Imported only now: env.ts reads the API address once, when first loaded. */
export async function renderApp(path: string) {
  const { createApp } = await import('@egresa/ui/app/start')
  const { app } = await import('../app')
  const { router, element } = createApp(app, createMemoryHistory({ initialEntries: [path] }))
  render(element)
  return router
}
