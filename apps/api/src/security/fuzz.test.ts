// Issue 9: every operation of the served OpenAPI document, sent hostile values in its path, query and body
// (NUL, lone surrogates, 1 MB strings, deep nesting, wrong types, huge and negative numbers), odd bodies,
// content types and methods, by a caller allowed to reach it. No answer may be a 5xx, and every error must
// be the documented shape `{ code, reason, message, errors? }` with one of the documented statuses.
import { ApiErrorBody } from '@egresa/api-contract/errors'
import { can, type Permission, type RoleOrAnonymous } from '@egresa/api-contract/permissions'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness'

type Operation = {
  operationId: string
  'x-permission'?: Permission
  parameters?: { name: string; in: 'path' | 'query' }[]
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  security?: unknown[]
}
type OpenApiDoc = { paths: Record<string, Record<string, Operation>> }

/** Statuses docs/api.md documents for bad input and refusals. */
const DOCUMENTED = new Set([400, 401, 403, 404, 405, 409, 413, 415, 429])
/** Sessions these would end (or identities they would change) are left out: the rest of the run needs them. */
const SKIP = /logout/

/** Deep nesting, written as JSON text (JSON.stringify itself would run out of stack on it). */
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}"leaf"${'}'.repeat(levels)}`
const MEGABYTE = JSON.stringify('x'.repeat(1024 * 1024))

/** Values for body fields, as JSON text. */
const hostileValues: string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'lone \udfff end',
  'x'.repeat(20_000),
  '../../../etc/passwd',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '%00',
  1e308,
  -1e308,
  -1,
  -(2 ** 53) - 2,
  2 ** 64,
  0.5,
  true,
  null,
  [],
  {},
  { __proto__: { admin: true }, constructor: { prototype: 1 } },
].map((value) => JSON.stringify(value))
hostileValues.push('{"__proto__":{"admin":true}}', deep(5_000), deepObject(5_000))

/** Raw (already percent-encoded) values for path parameters and query strings. */
const hostileRaw = [
  '%00',
  'a%00b',
  '%ED%A0%80', // a surrogate encoded as UTF-8: not valid UTF-8
  '%F0%9F', // a cut character
  '%ZZ',
  encodeURIComponent('x'.repeat(20_000)),
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '99999999999999999999999',
  '1e308',
  '%E2%80%AE',
]

/** Whole bodies that are not what any endpoint takes. */
const hostileBodies: [string, string][] = [
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', 'null'],
  ['application/json', '{"a":'],
  ['application/json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['application/json', JSON.stringify({ big: MEGABYTE })],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&b=%00'],
  ['application/xml', '<a>1</a>'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n',
  ],
]

const ODD_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']
const CALLERS: RoleOrAnonymous[] = ['anonymous', 'alumniPremium', 'company', 'admin', 'alumniFreemium']

let t: TestApp
let doc: OpenApiDoc
const tokens = new Map<RoleOrAnonymous, string>()

beforeAll(async () => {
  t = await createTestApp()
  doc = (await (await t.request('/api/openapi.json', { apiKey: null })).json()) as OpenApiDoc
  for (const role of CALLERS) {
    if (role === 'anonymous') continue
    const email = `fuzz.${role.toLowerCase()}@fuzz.test`
    await t.createUser({ email, role })
    tokens.set(role, await t.login(email, undefined, `fuzz-${role}`))
  }
})
afterAll(() => t.close())

type Finding = { request: string; status: number; body: string }

describe('hostile input to every operation of /api/openapi.json', () => {
  it('answers no 5xx and only documented errors', async () => {
    const findings: Finding[] = []
    const statuses = new Map<number, number>()
    let sent = 0
    const send = async (label: string, path: string, init: RequestInit & { role: RoleOrAnonymous }) => {
      const { role, ...rest } = init
      const token = tokens.get(role)
      sent += 1
      const res = await t.request(path, {
        ...rest,
        ...(token ? { token, deviceId: `fuzz-${role}` } : {}),
      })
      // The live event stream (GET /api/live) never ends by itself: its answer is the status.
      if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel()
      const text = res.bodyUsed ? '' : await res.text()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      if (res.status < 400) return
      let problem = res.status >= 500 || !DOCUMENTED.has(res.status)
      if (!problem) {
        try {
          const body = v.parse(ApiErrorBody, JSON.parse(text))
          problem = body.code !== res.status || !/^[a-z_]+$/.test(body.reason) || !body.message
        } catch {
          problem = true
        }
      }
      if (problem)
        findings.push({
          request: `${label} → ${path.slice(0, 120)}`,
          status: res.status,
          body: text.slice(0, 300),
        })
    }

    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (SKIP.test(template)) continue
        const permission = op['x-permission']
        const role = permission ? (CALLERS.find((r) => can(r, permission)) ?? 'anonymous') : 'anonymous'
        const verb = method.toUpperCase()
        const fill = (raw: string) => template.replace(/\{\w+\}/g, raw)
        const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
        const bodyFields = Object.keys(op.requestBody?.content['application/json']?.schema?.properties ?? {})
        const hasJson = Boolean(op.requestBody?.content['application/json'])
        const label = `${verb} ${template} as ${role}`

        // Path parameters and query strings.
        for (const raw of hostileRaw) {
          const query = queryNames.length ? `?${queryNames.map((n) => `${n}=${raw}`).join('&')}` : `?q=${raw}`
          await send(`${label} (path/query ${raw.slice(0, 20)})`, `${fill(raw)}${query}`, {
            method: verb,
            role,
            ...(hasJson ? { json: {} } : {}),
          } as RequestInit & { role: RoleOrAnonymous })
        }
        // Every field of the body at once, each hostile value in turn.
        if (hasJson) {
          for (const value of [...hostileValues, MEGABYTE]) {
            const fields = value === MEGABYTE ? bodyFields.slice(0, 1) : bodyFields
            const body = `{${(fields.length ? fields : ['field']).map((f) => `${JSON.stringify(f)}:${value}`).join(',')}}`
            await send(`${label} (fields = ${value.slice(0, 20)})`, fill('x'), {
              method: verb,
              role,
              body,
              headers: { 'Content-Type': 'application/json' },
            } as RequestInit & { role: RoleOrAnonymous })
          }
        }
        // Whole bodies and content types, on every operation that takes a body (or none).
        if (verb !== 'GET') {
          for (const [type, body] of hostileBodies) {
            await send(`${label} (${type}: ${body.slice(0, 12)})`, fill('x'), {
              method: verb,
              role,
              body,
              headers: { 'Content-Type': type },
            } as RequestInit & { role: RoleOrAnonymous })
          }
        }
      }
      // Methods the path does not take.
      const taken = new Set(Object.keys(operations).map((m) => m.toUpperCase()))
      if (taken.has('GET')) taken.add('HEAD')
      const role = (() => {
        const first = Object.values(operations)[0]?.['x-permission']
        return first ? (CALLERS.find((r) => can(r, first)) ?? 'anonymous') : 'anonymous'
      })()
      for (const method of ODD_METHODS.filter((m) => !taken.has(m))) {
        const path = template.replace(/\{\w+\}/g, 'x')
        await send(`${method} ${template} (odd method)`, path, { method, role })
      }
    }

    if (process.env.FUZZ_REPORT) console.log(sent, Object.fromEntries(statuses))
    expect(findings, `${findings.length} of ${sent} requests`).toEqual([])
    // Bounded: enough to cover every operation, few enough to run in well under a minute (about 40 requests
    // an operation: the bound grows with the endpoint table, 6,056 with the office's content, newsletters and
    // reports).
    expect(sent).toBeGreaterThan(500)
    expect(sent).toBeLessThan(7_500)
  }, 120_000)
})
