// The permission matrix of the office's API: every endpoint under /usr/admin (from the endpoint table, so a
// new one is covered without being named) × every kind of caller: anonymous → 401; a free member, a Premium
// member and a company → 403; the office → as the permission table says (403 for the admin-only ones:
// tier changes, collection runs, data exports); an admin → let through. "Let through" is any answer but
// 401/403: the requests carry made-up hashes and empty bodies, so the handler then answers 400 or 404.
import { randomBytes } from 'node:crypto'
import type { Endpoint } from '@egresa/api-contract/endpoint'
import { endpoints } from '@egresa/api-contract/endpoints'
import { can, type Role } from '@egresa/api-contract/permissions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies } from '../../db/schema/users'
import { createTestApp, type TestApp } from '../../test/harness'

const callers = ['anonymous', 'alumniFreemium', 'alumniPremium', 'company', 'office', 'admin'] as const
type Caller = (typeof callers)[number]

const officeEndpoints = Object.entries(endpoints as Record<string, Endpoint>).filter(([, e]) =>
  e.path.startsWith('/usr/admin/'),
)

let t: TestApp
const tokens = new Map<Caller, string>()

beforeAll(async () => {
  t = await createTestApp({ limits: { perAccount: 10, perAddress: 100_000, windowSeconds: 900 } })
  for (const role of callers) {
    if (role === 'anonymous') continue
    const email = `${role.toLowerCase()}@matrix.test`
    const user = await t.createUser({ email, role: role as Role })
    if (role === 'company')
      await t.database.db.insert(companies).values({
        hash: randomBytes(9).toString('base64url'),
        userId: user.id,
        name: 'Matriz S.L.',
        contactName: 'Test',
        documentNumber: 'A58818501',
        validatedAt: new Date(),
      })
    tokens.set(role, await t.login(email))
  }
})
afterAll(() => t.close())

/** What the caller must get: 401, 403, or let through by the permission check. */
function expected(caller: Caller, endpoint: Endpoint): 401 | 403 | 'allowed' {
  if (endpoint.permission === null) return 'allowed'
  if (caller === 'anonymous') return can('anonymous', endpoint.permission) ? 'allowed' : 401
  return can(caller, endpoint.permission) ? 'allowed' : 403
}

function call(endpoint: Endpoint, token: string | undefined) {
  const path = endpoint.path.replace(/\{\w+\}/g, 'x0x0x0x0')
  const withBody = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(endpoint.method)
  return t.request(path, {
    method: endpoint.method,
    ...(withBody ? { json: {} } : {}),
    ...(token ? { token } : {}),
  })
}

describe('every /usr/admin endpoint × every caller', () => {
  it('covers the office’s endpoints (queues, decisions, bulk, moderation and members’ reports included)', () => {
    const names = officeEndpoints.map(([name]) => name)
    expect(names).toEqual(
      expect.arrayContaining([
        'officeQueues',
        'rejectUser',
        'bulkUsers',
        'rejectCompany',
        'disableCompany',
        'officeCloseOffer',
        'bulkOffers',
        'disableWorkgroup',
        'removeWorkgroupComment',
        'removeWorkgroupFile',
        'adminWorkgroupReports',
        'adminWorkgroupComments',
        'adminWorkgroupFiles',
        'dismissWorkgroupCommentReports',
        'dismissWorkgroupFileReports',
        'bulkWorkgroups',
      ]),
    )
    // Nothing under /usr/admin is open to members or companies, whatever the table says of the rest.
    for (const [, endpoint] of officeEndpoints) {
      expect(endpoint.permission?.startsWith('admin.')).toBe(true)
    }
  })

  for (const [name, endpoint] of officeEndpoints) {
    it(`${endpoint.method} ${endpoint.path} (${name}, ${endpoint.permission})`, async () => {
      const got: Record<string, number | string> = {}
      const want: Record<string, number | string> = {}
      for (const caller of callers) {
        const status = (await call(endpoint, tokens.get(caller))).status
        want[caller] = expected(caller, endpoint)
        got[caller] = status === 401 || status === 403 ? status : 'allowed'
      }
      expect(got).toEqual(want)
      // Members and companies never get in; an admin always does.
      expect(want).toMatchObject({
        anonymous: 401,
        alumniFreemium: 403,
        alumniPremium: 403,
        company: 403,
        admin: 'allowed',
      })
    })
  }
})
