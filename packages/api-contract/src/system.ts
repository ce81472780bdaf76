import * as v from 'valibot'
import type { Endpoint } from './endpoint'

// Liveness and readiness, for load balancers and orchestrators (no API key).

export const HealthResponse = v.object({ status: v.literal('ok') })
export const ReadyResponse = v.object({ status: v.literal('ok'), database: v.literal('ok') })

export const healthz = {
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness: the process is up',
  tag: 'system',
  permission: null,
  apiKey: false,
  response: { status: 200, body: HealthResponse },
} as const satisfies Endpoint

export const readyz = {
  method: 'GET',
  path: '/readyz',
  summary: 'Readiness: the database answers (503 otherwise)',
  tag: 'system',
  permission: null,
  apiKey: false,
  response: { status: 200, body: ReadyResponse },
} as const satisfies Endpoint

export const systemEndpoints = { healthz, readyz } as const satisfies Record<string, Endpoint>
