// Whole-app tests of every app against a real HTTP server on loopback that plays the API: each test says
// what a path answers, and sees what the app sent. Only for *.test.tsx files (each app's src/test/).
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cookieSessionStore } from '@egresa/api-client/session'
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

/** A stored session, as after signing in. */
export function signIn() {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
}

export function signOut() {
  cookieSessionStore().clear()
}
