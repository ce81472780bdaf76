/// <reference types="node" />
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Recorded = { method: string; path: string; headers: IncomingHttpHeaders; body: string }
export type Reply = { status: number; body?: unknown; raw?: string; contentType?: string }
export type Route = (request: Recorded) => Reply

/**
 * A real HTTP server on loopback that answers like the Egresa API: tests give it the answer of each path
 * (`METHOD /path`, without the query) and read what the client sent.
 */
export async function startTestServer() {
  const routes = new Map<string, Route>()
  const received: Recorded[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      received.push(recorded)
      const route = routes.get(`${recorded.method} ${url.pathname}`)
      const reply = route ? route(recorded) : { status: 404, body: errorBody(404, 'not_found', 'No existe') }
      if (reply.status === 204) {
        res.writeHead(204).end()
        return
      }
      const text = reply.raw ?? JSON.stringify(reply.body ?? null)
      res.writeHead(reply.status, { 'Content-Type': reply.contentType ?? 'application/json' }).end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    on(method: string, path: string, route: Route | Reply) {
      routes.set(`${method} ${path}`, typeof route === 'function' ? route : () => route)
    },
    reset() {
      routes.clear()
      received.length = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function errorBody(code: number, reason: string, message: string, errors?: Record<string, string[]>) {
  return { code, reason, message, ...(errors ? { errors } : {}) }
}
