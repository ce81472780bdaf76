// The OpenAPI document is valid 3.1 and lists the whole endpoint table; the reference page renders from
// files the API serves itself (no CDN), in a real Chromium when the machine has one.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import type { Endpoint } from '@egresa/api-contract/endpoint'
import { endpoints } from '@egresa/api-contract/endpoints'
import { type ServerType, serve } from '@hono/node-server'
import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness'

const CHROMIUM = '/usr/bin/chromium'
const HAS_CHROMIUM = existsSync(CHROMIUM)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' })
})
afterAll(() => t.close())

type OpenApiDoc = {
  openapi: string
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await t.request('/api/openapi.json', { apiKey: null })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const doc = (await res.json()) as OpenApiDoc
    expect(doc.openapi).toBe('3.1.0')
    const validator = new Validator()
    const result = await validator.validate(doc as unknown as Parameters<Validator['validate']>[0])
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(() => validator.resolveRefs()).not.toThrow()
  })

  it('lists every endpoint of the table, with its errors', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDoc
    const table = Object.entries(endpoints as Record<string, Endpoint>)
    const listed = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId))
    expect(listed.sort()).toEqual(table.map(([name]) => name).sort())
    for (const [name, e] of table) {
      const op = doc.paths[e.path]?.[e.method.toLowerCase()]
      expect(op?.operationId, `${e.method} ${e.path}`).toBe(name)
      const statuses = Object.keys(op?.responses ?? {})
      expect(statuses).toContain(String(e.response.status))
      if (e.apiKey) expect(statuses, name).toContain('401')
    }
  })
})

describe('a multipart request with a JSON data part', () => {
  it('documents the data part with the body’s schema, sent as JSON, and the optional file', async () => {
    type Body = {
      content: Record<
        string,
        {
          schema: {
            required?: string[]
            properties: Record<string, { properties?: object; format?: string }>
          }
          encoding?: Record<string, { contentType: string }>
        }
      >
    }
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody: Body }>>
    }
    const body = doc.paths['/usr/company/register']?.post?.requestBody
    const multipart = body?.content['multipart/form-data']
    expect(Object.keys(body?.content ?? {})).toEqual(['multipart/form-data'])
    expect(multipart?.schema.required).toEqual(['data'])
    expect(Object.keys(multipart?.schema.properties.data?.properties ?? {})).toEqual(
      expect.arrayContaining(['company_name', 'document_number', 'email', 'password', 'language']),
    )
    expect(multipart?.schema.properties.logo?.format).toBe('binary')
    expect(multipart?.encoding).toEqual({ data: { contentType: 'application/json' } })
    // A plain upload still requires its file.
    const avatar = doc.paths['/usr/users/avatar']?.post?.requestBody.content['multipart/form-data']
    expect(avatar?.schema.required).toEqual(['image'])
  })

  it('documents the mobile app’s ways too: a comment’s plain fields, and the toggles’ optional body', async () => {
    type Operation = {
      requestBody: {
        required: boolean
        description?: string
        content: Record<string, { schema: { required?: string[]; properties: Record<string, object> } }>
      }
    }
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>
    }
    const comment = doc.paths['/api/workgroups/{slug}/comments']?.post?.requestBody
    const form = comment?.content['multipart/form-data']?.schema
    expect(form?.required).toBeUndefined()
    expect(Object.keys(form?.properties ?? {})).toEqual(['data', 'content', 'parent', 'file'])
    for (const path of [
      '/api/articles/{id}/save',
      '/api/articles/{id}/subscribe',
      '/api/workgroups/{id}/subscribe',
    ]) {
      const body = doc.paths[path]?.patch?.requestBody
      expect(body?.required, path).toBe(false)
      expect(body?.description, path).toMatch(/^Without a body, the call toggles/)
    }
    expect(doc.paths['/usr/users']?.patch?.requestBody.required).toBe(true)
  })
})

describe('GET /api/docs', () => {
  let server: ServerType
  let origin = ''
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('loads only files the API serves, under a strict CSP', async () => {
    const res = await fetch(`${origin}/api/docs`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await res.text()
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//)
    expect(html).not.toMatch(/<script>[^<]/)
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(assets).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/init.js',
    ])
    for (const asset of assets) {
      const file = await fetch(`${origin}${asset}`)
      expect(file.status, asset).toBe(200)
      expect(file.headers.get('content-type'), asset).toMatch(
        asset.endsWith('.css') ? /text\/css/ : /javascript/,
      )
      expect((await file.arrayBuffer()).byteLength, asset).toBeGreaterThan(
        asset.endsWith('init.js') ? 10 : 10_000,
      )
    }
    expect((await fetch(`${origin}/api/docs/package.json`)).status).toBe(404)
  })

  // The name says why when it is skipped, and only then.
  it.skipIf(!HAS_CHROMIUM)(
    `renders the operations in Chromium${HAS_CHROMIUM ? '' : ' (skipped: no /usr/bin/chromium)'}`,
    async () => {
      const { stdout } = await promisify(execFile)(
        CHROMIUM,
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--virtual-time-budget=15000',
          '--dump-dom',
          `${origin}/api/docs`,
        ],
        { timeout: 60_000, maxBuffer: 32 * 1024 * 1024 },
      )
      expect(stdout).toContain('Egresa API')
      expect(stdout).toContain('/usr/login')
      expect(stdout).toContain('Sign in with e-mail and password')
    },
  )
})
