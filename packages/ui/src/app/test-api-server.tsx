// Whole-app tests against a real HTTP server on loopback that plays the API: each test says what a path
// answers, and sees what the app sent. For the apps' *.test.tsx files only; not published.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cookieSessionStore } from '@egresa/api-client/session'
import {
  defaultSiteConfig,
  SITE_CONFIG_ID,
  type SiteConfig,
  siteConfigScript,
} from '@egresa/api-contract/site-config'
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { AppDefinition } from './start'

export type Reply = { status: number; body: unknown }
export type Seen = {
  method: string
  path: string
  /** The query string's values (a repeated key keeps its last one). */
  query: Record<string, string>
  /** JSON parsed; any other body (a multipart form with a file) as its text, for the test to read its parts. */
  body: unknown
  /** The session token the app sent (`X-Token`). */
  token: string | undefined
  /** The request's Accept-Language: the language the server answers its messages in. */
  locale: string | undefined
  contentType: string | undefined
}
export const json = (body: unknown, status = 200): Reply => ({ status, body })

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => {
      if (!data) return resolve(undefined)
      try {
        resolve(JSON.parse(data))
      } catch {
        resolve(data)
      }
    })
  })
}

export type TestApi = {
  handlers: Record<string, (seen: Seen) => Reply>
  seen: Seen[]
  close: () => Promise<void>
}

function testApi(): TestApi {
  return { handlers: {}, seen: [], close: async () => {} }
}

/**
 * The server for a test file (startApiServer, in `beforeAll`; closed after): each test starts with no
 * handlers, nothing seen and no session. Call it at the file's top level.
 */
export function apiServerForTests(site: Partial<SiteConfig> = {}): TestApi {
  const api = testApi()
  beforeAll(async () => {
    await startApiServer(site, api)
  })
  afterAll(() => api.close())
  beforeEach(() => {
    api.handlers = {}
    api.seen.length = 0
  })
  afterEach(() => signOut())
  return api
}

/**
 * Starts the server and points the page's configuration at it, as the API writes it into the pages it serves
 * (`<script id="egresa-site">`, with `site` over the demo's). `handlers` is keyed by `METHOD /path`; anything
 * else answers 404.
 */
export async function startApiServer(site: Partial<SiteConfig> = {}, api: TestApi = testApi()) {
  api.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const method = req.method ?? 'GET'
    const seen: Seen = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(req),
      token: req.headers['x-token'] as string | undefined,
      locale: req.headers['accept-language'],
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
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  document.getElementById(SITE_CONFIG_ID)?.remove()
  document.head.insertAdjacentHTML('beforeend', siteConfigScript({ ...defaultSiteConfig, apiUrl, ...site }))
  return api
}

/** A session in the cookie, as after signing in (the server's handlers decide what `good` may do). */
export function signIn() {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
}

export function signOut() {
  cookieSessionStore().clear()
}

/** The whole app at `path`, with the configuration `startApiServer` wrote into the page (`() => import('../app')`). */
export async function renderApp(load: () => Promise<{ app: AppDefinition }>, path: string) {
  const { createApp } = await import('./start')
  const { app } = await load()
  const { router, element } = createApp(app, createMemoryHistory({ initialEntries: [path] }))
  render(element)
  return router
}
