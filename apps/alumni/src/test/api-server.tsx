// Whole-app tests against a real HTTP server on loopback that plays the API: each test says what a path
// answers, and sees what the app sent. Only imported by *.test.tsx files.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CurrentUser } from '@egresa/api-contract/auth'
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import * as v from 'valibot'
import { vi } from 'vitest'

export type Reply = { status: number; body: unknown }
export type Seen = {
  method: string
  path: string
  /** The query string's values (a repeated key keeps its last one). */
  query: Record<string, string>
  body: unknown
  token: string | undefined
  /** The Accept-Language the app sent (the page's language). */
  language: string | undefined
}
export const json = (body: unknown): Reply => ({ status: 200, body })

/** A signed-in alumni as `GET /usr/users/me` answers, complete; checked against the contract. */
export const member = v.parse(CurrentUser, {
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
  category: { hash: 'physics', title: 'Grado en Física' },
  data: {
    birthdate: '1990-04-12',
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
})

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => {
      if (!data) return resolve(undefined)
      // A multipart form (a file) stays as its text, for the test to read its parts.
      try {
        resolve(JSON.parse(data))
      } catch {
        resolve(data)
      }
    })
  })
}

/**
 * Starts the server and points the app's build variable VITE_API_URL at it. `handlers` is keyed by
 * `METHOD /path`; anything else answers 404.
 */
export async function startApiServer() {
  const api = {
    /** By `METHOD /path`; the query is the second argument, for paths that answer by it. */
    handlers: {} as Record<string, (body: unknown, query: Record<string, string>) => Reply>,
    seen: [] as Seen[],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const path = url.pathname
    const query = Object.fromEntries(url.searchParams)
    const body = await readBody(req)
    const method = req.method ?? 'GET'
    api.seen.push({
      method,
      path,
      query,
      body,
      token: req.headers['x-token'] as string | undefined,
      language: req.headers['accept-language'],
    })
    const reply = api.handlers[`${method} ${path}`]?.(body, query) ?? {
      status: 404,
      body: { code: 404, reason: 'not_found', message: 'No' },
    }
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('VITE_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  return api
}

/** The whole app at `path`. Imported only now: env.ts reads the API address once, when first loaded. */
export async function renderApp(path: string) {
  const { createApp } = await import('@egresa/ui/app/start')
  const { app } = await import('../app')
  const { router, element } = createApp(app, createMemoryHistory({ initialEntries: [path] }))
  render(element)
  return router
}
