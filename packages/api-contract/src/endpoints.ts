import * as v from 'valibot'
import { adminEndpoints } from './admin'
import { CurrentUser, InitResponse, LoginInput, LoginResponse } from './auth'
import { directoryEndpoints } from './directory'
import { experienceEndpoints } from './experiences'
import type { Permission } from './permissions'
import { portfolioEndpoints } from './portfolio'
import { CategoryTree, CountryList, TagList, TagQuery } from './reference'
import { ssoEndpoints } from './sso'
import { userEndpoints } from './users'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One API operation. `path` uses OpenAPI templates (`/api/articles/{id}`); `permission` is the one the
 * server checks (null: infrastructure routes outside the permission system). The server's OpenAPI
 * document is generated from this table.
 */
export type Endpoint = {
  method: HttpMethod
  path: string
  summary: string
  tag: string
  permission: Permission | null
  /** Whether the endpoint needs the X-Api-Key header. */
  apiKey: boolean
  request?: {
    params?: v.GenericSchema
    query?: v.GenericSchema
    body?: v.GenericSchema
    /** A multipart/form-data upload of one file: its field, the accepted types (checked on the bytes) and size. */
    upload?: { field: string; accept: readonly string[]; maxBytes: number }
  }
  /** Success status and body (no body for 204); `contentType` for a file answered as it is (a PDF). */
  response: { status: 200 | 201 | 204; body?: v.GenericSchema; contentType?: string }
}

export const HealthResponse = v.object({ status: v.literal('ok') })
export const ReadyResponse = v.object({ status: v.literal('ok'), database: v.literal('ok') })

export const endpoints = {
  healthz: {
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process is up',
    tag: 'system',
    permission: null,
    apiKey: false,
    response: { status: 200, body: HealthResponse },
  },
  readyz: {
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: the database answers (503 otherwise)',
    tag: 'system',
    permission: null,
    apiKey: false,
    response: { status: 200, body: ReadyResponse },
  },
  init: {
    method: 'GET',
    path: '/api/init',
    summary: 'Role and permissions of the caller (anonymous without a valid session)',
    tag: 'auth',
    permission: 'app.init',
    apiKey: true,
    response: { status: 200, body: InitResponse },
  },
  login: {
    method: 'POST',
    path: '/usr/login',
    summary: 'Sign in with e-mail and password; opens a session for this device',
    tag: 'auth',
    permission: 'auth.login',
    apiKey: true,
    request: { body: LoginInput },
    response: { status: 200, body: LoginResponse },
  },
  logout: {
    method: 'GET',
    path: '/usr/users/logout',
    summary: "Ends this device's session",
    tag: 'auth',
    permission: 'auth.logout',
    apiKey: true,
    response: { status: 204 },
  },
  me: {
    method: 'GET',
    path: '/usr/users/me',
    summary: 'The signed-in account',
    tag: 'users',
    permission: 'profile.read',
    apiKey: true,
    response: { status: 200, body: CurrentUser },
  },
  categoryTree: {
    method: 'GET',
    path: '/api/categories/tree',
    summary: 'The studies tree: root items (level 1) with their children, titled in the request language',
    tag: 'reference',
    permission: 'reference.read',
    apiKey: true,
    response: { status: 200, body: CategoryTree },
  },
  countries: {
    method: 'GET',
    path: '/api/countries',
    summary: 'Every ISO country, named in the request language, with the number of alumni who appear there',
    tag: 'reference',
    permission: 'reference.read',
    apiKey: true,
    response: { status: 200, body: CountryList },
  },
  tags: {
    method: 'GET',
    path: '/api/tags',
    summary: 'Tags of articles and profiles, optionally filtered by type and group',
    tag: 'reference',
    permission: 'reference.read',
    apiKey: true,
    request: { query: TagQuery },
    response: { status: 200, body: TagList },
  },
  ...ssoEndpoints,
  ...userEndpoints,
  ...adminEndpoints,
  ...portfolioEndpoints,
  ...experienceEndpoints,
  ...directoryEndpoints,
} as const satisfies Record<string, Endpoint>

export type EndpointName = keyof typeof endpoints
