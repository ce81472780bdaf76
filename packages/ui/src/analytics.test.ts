/// <reference types="node" />
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTracker } from './analytics'
import { saveConsent } from './consent-store'

// A real HTTP server on loopback plays the analytics service and records what arrives.
let server: Server
let url = ''
const received: { method: string; path: string; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', body })
      res.writeHead(202).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  received.length = 0
})

describe('analytics', () => {
  it('is off when unconfigured, and before the visitor accepts cookies', () => {
    expect(createTracker(null)).toBeNull()
    expect(createTracker({ provider: 'plausible', url })).toBeNull()
    saveConsent('rejected')
    expect(createTracker({ provider: 'plausible', url })).toBeNull()
  })

  it('sends a page view with the path after acceptance (Plausible events API)', async () => {
    saveConsent('accepted')
    createTracker({ provider: 'plausible', url, siteId: 'alumni.uni.es' })?.pageView('/es/news', 'Noticias')
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]?.method).toBe('POST')
    expect(received[0]?.path).toBe('/api/event')
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({
      name: 'pageview',
      url: 'http://localhost:3000/es/news',
      domain: 'alumni.uni.es',
    })
  })

  it('sends the path and the title to Matomo', async () => {
    saveConsent('accepted')
    createTracker({ provider: 'matomo', url, siteId: '7' })?.pageView('/en/info/privacy', 'Privacy policy')
    await expect.poll(() => received.length).toBe(1)
    const query = new URL(received[0]?.path ?? '/', url).searchParams
    expect(query.get('idsite')).toBe('7')
    expect(query.get('url')).toBe('http://localhost:3000/en/info/privacy')
    expect(query.get('action_name')).toBe('Privacy policy')
  })
})
