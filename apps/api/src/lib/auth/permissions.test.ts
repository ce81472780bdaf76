// One permission mechanism: every API route is in the endpoint table, checks the table's permission first
// with requirePermission (or requireSignedIn), and answers 401 to an anonymous caller and 403 to a role without it.
import { randomBytes } from 'node:crypto'
import type { Endpoint } from '@egresa/api-contract/endpoint'
import { endpoints } from '@egresa/api-contract/endpoints'
import { can, type Permission, type Role, roles } from '@egresa/api-contract/permissions'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { companies } from '../../db/schema/users'
import { newsletterBrowserRoutes } from '../../features/newsletters/routes'
import { ssoBrowserPaths } from '../../features/sso/routes'
import { createTestApp, type TestApp } from '../../test/harness'
import { endpointOf } from '../endpoint-route'
import { permissionChecked } from './require-permission'

/** Routes under /api that are pages or redirects for a browser, not API calls (no API key, no table entry). */
const browserPaths = [
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/init.js',
  '/api/docs/:file',
  ...ssoBrowserPaths,
]

const table = Object.entries(endpoints as Record<string, Endpoint>)
const guarded = table.filter(([, e]) => e.permission !== null && !can('anonymous', e.permission))
const key = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`

let t: TestApp
const tokens = new Map<Role, string>()
const emailOf = (role: Role) => `${role.toLowerCase()}@permissions.test`

beforeAll(async () => {
  // One sign-in per allowed role and endpoint: far more than the per-address login limit.
  t = await createTestApp({ limits: { perAccount: 10, perAddress: 100_000, windowSeconds: 900 } })
  for (const role of roles) {
    const user = await t.createUser({ email: emailOf(role), role })
    if (role === 'company') {
      await t.database.db.insert(companies).values({
        hash: randomBytes(9).toString('base64url'),
        userId: user.id,
        name: 'Permisos S.A.',
        contactName: 'Test',
        documentNumber: 'A58818501',
        validatedAt: new Date(),
      })
    }
    tokens.set(role, await t.login(emailOf(role)))
  }
})
afterAll(() => t.close())

function call(endpoint: Endpoint, token?: string, deviceId = 'test-device') {
  const path = endpoint.path.replace(/\{\w+\}/g, 'x0x0x0x0')
  const withBody = ['POST', 'PATCH', 'PUT'].includes(endpoint.method)
  return t.request(path, {
    method: endpoint.method,
    ...(withBody ? { json: {} } : {}),
    ...(token ? { token, deviceId } : {}),
  })
}

describe('the endpoint table and the routes agree', () => {
  it('every route under /api and /usr is in the table, and checks the table’s permission first', () => {
    const handlers = new Map<string, object[]>()
    for (const route of t.app.routes) {
      if (route.method === 'ALL') continue
      if (!/^\/(api|usr)\//.test(route.path) || browserPaths.includes(route.path)) continue
      // A browser's GET of an address whose POST is an API call (the newsletters' one-click address).
      if (newsletterBrowserRoutes.includes(`${route.method} ${route.path}`)) continue
      const k = `${route.method} ${route.path}`
      handlers.set(k, [...(handlers.get(k) ?? []), route.handler])
    }
    const inTable = new Set(table.map(([, e]) => key(e.method, e.path)))
    const unlisted = [...handlers.keys()].filter((k) => !inTable.has(k))
    expect(unlisted, 'routes missing from packages/api-contract/src/endpoints.ts').toEqual([])

    for (const [name, e] of table) {
      const k = key(e.method, e.path)
      if (!/^\/(api|usr)\//.test(e.path)) continue
      const chain = handlers.get(k)
      assert(chain, `${name} (${k}) has no route`)
      const [first, ...rest] = chain
      expect(
        first && permissionChecked(first),
        `${name} (${k}) must start with requireSignedIn or requirePermission('${e.permission}')`,
      ).toBe(e.permission ?? undefined)
      // No second, different check hidden further down the chain.
      const others = rest.map((h) => permissionChecked(h)).filter(Boolean)
      expect(others, `${name} checks more than one permission`).toEqual([])
      // Registered from its entry (lib/endpoint-route.ts): path, permission and validators all come from it.
      expect(
        endpointOf(chain.at(-1) as object) === e,
        `${name} (${k}) must be registered with endpointRoute(routes, ${name}, handler)`,
      ).toBe(true)
    }
  })

  it('the system endpoints of the table are served', async () => {
    for (const [name, e] of table.filter(([, e]) => e.tag === 'system')) {
      const res = await t.request(e.path, { method: e.method })
      expect(res.status, name).toBe(e.response.status)
    }
  })
})

describe('every guarded endpoint', () => {
  it('has something to prove', () => {
    expect(guarded.map(([name]) => name)).toContain('me')
  })

  it.each(guarded)('%s answers 401 to an anonymous caller', async (_name, e) => {
    const res = await call(e)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 401, reason: 'unauthorized' })
  })

  it.each(guarded)(
    '%s answers 403 to every role without its permission, and lets the others in',
    async (_n, e) => {
      const permission = e.permission as Permission
      for (const role of roles) {
        if (can(role, permission)) {
          // A fresh session: the call may be a logout.
          const deviceId = `allowed-${randomBytes(4).toString('hex')}`
          const token = await t.login(emailOf(role), undefined, deviceId)
          const res = await t.request(e.path.replace(/\{\w+\}/g, 'x0x0x0x0'), {
            method: e.method,
            ...(['POST', 'PATCH', 'PUT'].includes(e.method) ? { json: {} } : {}),
            token,
            deviceId,
          })
          expect(res.status, `${role} may ${permission}`).not.toBe(401)
          if (res.status === 403) {
            const body = (await res.json()) as { reason: string }
            expect(body.reason, `${role} may ${permission}`).not.toBe('forbidden')
          }
          continue
        }
        const res = await call(e, tokens.get(role))
        expect(res.status, `${role} lacks ${permission}`).toBe(403)
        expect(await res.json()).toMatchObject({ code: 403, reason: 'forbidden' })
      }
    },
  )
})
